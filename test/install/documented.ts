/**
 * The command lines the docs give a reader, found as a reader finds them (docs/testing.md, "Every
 * documented command"): in README.md and docs/*.md, each line of a ```sh block and each line of
 * another block that starts with a prompt `$ `; in `--help`, each line of an `Examples:` block and
 * each `$ ` line. The prompt and a trailing `# comment` are dropped. A line whose comment starts
 * with "in a clone" is a clone's command, not the installed package's.
 */

export interface DocumentedLine {
  /** Where it is: `docs/cli.md:42` or `arbiter stress --help`. */
  readonly where: string;
  /** The command as a shell runs it. */
  readonly command: string;
  /** Its comment says "in a clone": it needs the repository. */
  readonly clone: boolean;
}

/** A line split into its command and its trailing comment: a `#` after a blank, outside quotes. */
export function splitComment(line: string): { command: string; comment: string } {
  let quote: string | undefined;
  for (let at = 0; at < line.length; at++) {
    const char = line[at];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#' && (at === 0 || /\s/.test(line[at - 1])))
      return { command: line.slice(0, at).trim(), comment: line.slice(at + 1).trim() };
  }
  return { command: line.trim(), comment: '' };
}

function documented(where: string, raw: string): DocumentedLine | undefined {
  const { command, comment } = splitComment(raw.replace(/^\s*\$ /, ''));
  return command === '' ? undefined : { where, command, clone: /^in a clone\b/i.test(comment) };
}

/** The command lines of a Markdown file's code blocks. */
export function markdownLines(file: string, text: string): DocumentedLine[] {
  const found: DocumentedLine[] = [];
  const lines = text.split('\n');
  let block: string | undefined;
  lines.forEach((line, index) => {
    const fence = /^```(\S*)/.exec(line);
    if (fence) {
      block = block === undefined ? fence[1] : undefined;
      return;
    }
    if (block === undefined) return;
    if (block !== 'sh' && !line.startsWith('$ ')) return;
    const entry = documented(`${file}:${index + 1}`, line);
    if (entry) found.push(entry);
  });
  return found;
}

/** The command lines of a `--help` text: its `Examples:` block (indented lines, to a blank line) and its `$ ` lines. */
export function helpLines(where: string, text: string): DocumentedLine[] {
  const found: DocumentedLine[] = [];
  let inExamples = false;
  for (const line of text.split('\n')) {
    if (/^Examples?:\s*$/.test(line)) {
      inExamples = true;
      continue;
    }
    if (inExamples && !/^\s+\S/.test(line)) inExamples = false;
    if (!inExamples && !line.startsWith('$ ')) continue;
    const entry = documented(where, line);
    if (entry) found.push(entry);
  }
  return found;
}

/** The command names `arbiter --help` lists (its "Commands:" section), `help` left out. */
export function helpCommands(text: string): string[] {
  const section = text.slice(text.indexOf('\nCommands:\n') + 1);
  const names: string[] = [];
  for (const line of section.split('\n').slice(1)) {
    if (line.trim() === '') break;
    // A description's continuation is indented further.
    const name = /^ {2}([a-z][\w-]*)/.exec(line)?.[1];
    if (name !== undefined && name !== 'help') names.push(name);
  }
  return names;
}

/** HTML's text: its tags dropped, its entities read. */
const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The command lines of a page of the docs as the package ships it (`dist/web/README.html`,
 * `dist/web/docs/*.html`, made from the Markdown by scripts/render-docs.mjs): each line of a `sh`
 * block and each `$ ` line of another block, as markdownLines finds them in the Markdown.
 */
export function htmlLines(file: string, html: string): DocumentedLine[] {
  const found: DocumentedLine[] = [];
  for (const [, language, body] of html.matchAll(/<pre><code(?: class="language-(\w+)")?>([\s\S]*?)<\/code><\/pre>/g))
    for (const line of htmlText(body).split('\n')) {
      if (language !== 'sh' && !line.startsWith('$ ')) continue;
      const entry = documented(file, line);
      if (entry) found.push(entry);
    }
  return found;
}

/** The inline code of a page that runs a file with node (`node dist/cli/main.js ...`): the file, as written. */
export const htmlNodeRuns = (html: string): string[] =>
  [...html.matchAll(/<code class="inline[^"]*">([\s\S]*?)<\/code>/g)]
    .map(([, body]) => /^node\s+([^\s-][^\s]*)/.exec(htmlText(body))?.[1])
    .filter((file): file is string => file !== undefined);

/** The relative links of a Markdown text (`[text](docs/cli.md#exit-status)`): not web addresses, nor its own anchors. */
export const markdownLinks = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target).filter((target) => !/^([a-z]+:|#)/i.test(target));

/** The files of the package a --help text names, with an anchor where it gives one: `docs/test-data.md`. */
export const helpLinks = (text: string): string[] =>
  [...text.matchAll(/\b(?:docs\/)?[\w-]+\.md(?:#[\w-]+)?/g)].map(([link]) => link);
