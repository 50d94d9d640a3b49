// The README and docs/*.md as pages of the web page's site (at build time, with markdown-it): the
// page's style and header, headings with GitHub's anchors, links between the documents rewritten
// to their pages. Raw HTML in the Markdown is shown as text, never run.
import { dirname, posix } from 'node:path';
import MarkdownIt from 'markdown-it';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Characters of inline code that fit a phone's line (390 px) at the docs' code size. */
const LONG_WORD = 36;

const escape = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Renders each document ({ path, out, text }: its repository path, its site path, its Markdown).
 * A link to another document goes to its page (`checkers.md#pdn-fen` to `checkers.html#pdn-fen`);
 * a link to a file of the repository that is not a page is shown as its text, the path in its title.
 */
export function renderDocs(documents) {
  const pages = new Map(documents.map((doc) => [doc.path, doc.out]));
  return documents.map((doc) => {
    const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
    const used = new Map();
    md.core.ruler.push('anchors', (state) => {
      state.tokens.forEach((token, index) => {
        if (token.type !== 'heading_open') return;
        const base = slug(state.tokens[index + 1].children.map((child) => child.content).join(''));
        const count = used.get(base) ?? 0;
        used.set(base, count + 1);
        token.attrSet('id', count === 0 ? base : `${base}-${count}`);
      });
    });
    // A table column's alignment as a class: the page's CSP refuses the style="text-align:..." markdown-it writes.
    md.core.ruler.push('align-classes', (state) => {
      for (const token of state.tokens) {
        if (token.type !== 'th_open' && token.type !== 'td_open') continue;
        const align = /text-align:(left|right|center)/.exec(token.attrGet('style') ?? '')?.[1];
        if (!align) continue;
        token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
        token.attrJoin('class', `align-${align}`);
      }
    });
    // Inline code never breaks inside a word (`rank-and-file` stays whole on a phone): code with
    // spaces may break at them only, each word kept whole; a word wider than a phone's line
    // scrolls sideways in its own box (class long).
    md.renderer.rules.code_inline = (tokens, index) => {
      const words = tokens[index].content.split(/( +)/);
      const classes = [
        'inline',
        ...(words.length > 1 ? ['spaced'] : []),
        ...(words.some((word) => word.length > LONG_WORD) ? ['long'] : []),
      ];
      const inner = words.map((word) =>
        words.length === 1 || /^ +$/.test(word) ? escape(word) : `<span class="code-word">${escape(word)}</span>`,
      );
      return `<code class="${classes.join(' ')}">${inner.join('')}</code>`;
    };
    const linkOpen =
      md.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
    const dropped = new Set();
    md.renderer.rules.link_open = (tokens, index, options, env, self) => {
      const token = tokens[index];
      const href = token.attrGet('href') ?? '';
      if (/^([a-z]+:|#)/i.test(href)) return linkOpen(tokens, index, options, env, self);
      const [path, anchor] = href.split('#');
      const target = posix.normalize(posix.join(dirname(doc.path), decodeURI(path)));
      const page = pages.get(target);
      if (page === undefined) {
        dropped.add(index);
        return `<span class="repo-path" title="${escape(`in the repository: ${target}`)}">`;
      }
      const relative = posix.relative(dirname(doc.out), page) || posix.basename(page);
      token.attrSet('href', `${relative}${anchor === undefined ? '' : `#${anchor}`}`);
      return linkOpen(tokens, index, options, env, self);
    };
    md.renderer.rules.link_close = (tokens, index, options, _env, self) => {
      // The matching link_open is the last one before this close that is not closed yet.
      let depth = 0;
      for (let at = index - 1; at >= 0; at--) {
        if (tokens[at].type === 'link_close') depth++;
        else if (tokens[at].type === 'link_open' && depth-- === 0)
          return dropped.has(at) ? '</span>' : self.renderToken(tokens, index, options);
      }
      return self.renderToken(tokens, index, options);
    };
    const body = md.render(doc.text);
    const title = /^#\s+(.+)$/m.exec(doc.text)?.[1] ?? doc.path;
    const root = posix.relative(dirname(doc.out), '.') || '.';
    const up = (file) => `${root}/${file}`;
    const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(title)} · Arbiter</title>
    <link rel="icon" href="${up('icon.svg')}" type="image/svg+xml" />
    <link rel="stylesheet" href="${up('style.css')}" />
  </head>
  <body class="doc">
    <header class="top">
      <h1><a href="${up('index.html')}">Arbiter</a></h1>
      <nav class="doc-nav" aria-label="Documents">
        <a href="${up('index.html')}">The page</a>
        <a href="${up('README.html')}">README</a>
        <a href="${up('docs/README.html')}">Docs</a>
      </nav>
    </header>
    <main class="doc-main">
      <article class="doc-body">
${body}      </article>
    </main>
  </body>
</html>
`;
    return { out: doc.out, html };
  });
}
