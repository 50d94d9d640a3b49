import { el } from '../dom.js';

/**
 * Building blocks of the explanations as HTML: every problem's explanation is a verdict sentence,
 * then sections of reasons, lists and move lines. Text only ever goes in as text (see dom.ts).
 */

export const plural = (count: number, word: string, words = `${word}s`): string =>
  `${count} ${count === 1 ? word : words}`;

/** The verdict in one sentence, first in the panel. */
export function verdict(text: string): HTMLParagraphElement {
  return el('p', { class: 'explain-verdict' }, text);
}

/** A titled part of the explanation; text parts become paragraphs. */
export function section(title: string, ...content: (Node | string)[]): HTMLElement {
  const blocks = content.map((part) => (typeof part === 'string' ? el('p', {}, part) : part));
  return el('section', { class: 'explain-section' }, el('h4', {}, title), ...blocks);
}

/** A list of reasons, each item text or elements. */
export function reasons(
  items: readonly (readonly (Node | string)[])[],
  className = 'explain-reasons',
): HTMLUListElement {
  return el('ul', { class: className }, ...items.map((parts) => el('li', {}, ...parts)));
}

/** A move (or square) as written in the notation of its game. */
export const move = (text: string, className = 'move'): HTMLElement => el('code', { class: className }, text);

/** Moves as one sentence, `Kc8, Kd8, Kb7`: each in notation, inline, wrapping as text does. */
export const inlineMoves = (moves: readonly string[], className = 'move'): (Node | string)[] =>
  moves.flatMap((text, index) => (index === 0 ? [move(text, className)] : [', ', move(text, className)]));

/** A paragraph that leads into a list of moves: `White has 3 legal moves: Kc8, Kd8, Kb7`. */
export const moveList = (lead: string, moves: readonly string[]): HTMLParagraphElement =>
  el('p', { class: 'move-list' }, lead, ...inlineMoves(moves));

/** "attempt: reason", the attempt in notation. */
export const attempt = (tried: string, why: string): (Node | string)[] => [move(tried), `: ${why}`];

/**
 * Moves numbered as in a game score, `1. Rd2 Qa4 2. Qb1` (or `1... Qa4 2. Qb1` when the second
 * side moves first): numbers and moves in elements of their own, the text reading as players write it.
 */
export function moveLine(
  moves: readonly string[],
  firstPly = 0,
  last?: { readonly text: string; readonly className: string },
): HTMLElement {
  const line = el('p', { class: 'move-line' });
  const all = last ? [...moves, last.text] : moves;
  all.forEach((text, index) => {
    const ply = firstPly + index;
    if (index > 0) line.append(' ');
    if (ply % 2 === 0 || index === 0)
      line.append(el('span', { class: 'move-number' }, `${Math.floor(ply / 2) + 1}.${ply % 2 === 1 ? '..' : ''}`), ' ');
    line.append(move(text, last && index === moves.length ? `move ${last.className}` : 'move'));
  });
  return line;
}

/** Notes and warnings under the reasons. */
export function notes(items: readonly string[], label: string): HTMLElement[] {
  return items.length === 0
    ? []
    : [el('ul', { class: 'explain-notes' }, ...items.map((note) => el('li', {}, `${label}: ${note}.`)))];
}

/** The panel: the verdict, then the sections. */
export function panel(problem: string, ...parts: (HTMLElement | undefined)[]): HTMLElement {
  return el(
    'div',
    { class: 'explain', 'data-problem': problem },
    ...parts.filter((part): part is HTMLElement => part !== undefined),
  );
}
