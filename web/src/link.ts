/**
 * Links that reproduce a position: `#<problem>?<parameters>`, the parameters written and read by
 * the problem's editor (see board/editor.ts). A plain `#<problem>` picks the problem only.
 */

export interface PageLink {
  readonly id: string;
  /** The position's parameters, when the link names one. */
  readonly params?: URLSearchParams;
}

export function readLink(hash: string): PageLink {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const question = text.indexOf('?');
  if (question < 0) return { id: text };
  return { id: text.slice(0, question), params: new URLSearchParams(text.slice(question + 1)) };
}

/** The page's address with a link to the problem's position. */
export const linkTo = (id: string, params: URLSearchParams): string =>
  `${location.href.split('#')[0]}#${id}?${params.toString()}`;
