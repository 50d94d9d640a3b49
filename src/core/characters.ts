/**
 * Characters as people count and see them: columns counted in characters (not UTF-16 units), and
 * input quoted or named in messages so that no character of it can act on a terminal.
 */

/** Whether the UTF-16 unit at `index` is the second half of a character (so takes no column). */
export const continuesCharacter = (text: string, index: number): boolean => {
  const code = text.charCodeAt(index);
  if (code < 0xdc00 || code > 0xdfff || index === 0) return false;
  const previous = text.charCodeAt(index - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
};

/** 1-based column of the character at `index` in `text`, counting characters, not UTF-16 units. */
export function columnAt(text: string, index: number): number {
  let column = 1;
  for (let i = 0; i < index && i < text.length; i++) if (!continuesCharacter(text, i)) column++;
  return column;
}

export const columnAfter = (text: string): number => columnAt(text, text.length);

/*
 * How input text appears in every message Arbiter writes, on standard output and standard error
 * alike: printable ASCII and the visible characters of other scripts (letters, combining marks,
 * digits, punctuation, symbols) as they are; every other character (C0 and C1 controls, DEL,
 * format and bidi controls, separators other than the space, unpaired surrogates, private-use
 * and unassigned code points) as `<U+XXXX>`, so that no input can move the cursor, retitle the
 * terminal, reorder the rest of the line or hide a character. One rule, used by `quote`,
 * `escapeInput`, `describeChar` and `jsonLine`.
 */

/** A character that is not shown as it is. */
const HIDDEN_CLASS = '[^\\x20-\\x7E\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}]';
/**
 * The patterns made when first needed, and once: patterns of Unicode classes take milliseconds to
 * make, which every run would pay at start-up, and most text shown is printable ASCII, shown as it
 * is without them (PLAIN).
 */
let hiddenPatterns: { readonly all: RegExp; readonly one: RegExp } | undefined;
const hidden = (): { readonly all: RegExp; readonly one: RegExp } =>
  (hiddenPatterns ??= { all: new RegExp(HIDDEN_CLASS, 'gu'), one: new RegExp(`^${HIDDEN_CLASS}$`, 'u') });
const PLAIN = /^[\x20-\x7E]*$/;

/** "U+202E": a character by its code point. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** `text` cut to about `limit` characters (never inside a surrogate pair), with "..." when cut. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1] ?? '') ? limit - 1 : limit;
  return `${text.slice(0, end)}...`;
}

/** Input text shown in a message without quotes (a PDN tag's value in a title): hidden characters as `<U+XXXX>`. */
export const escapeInput = (text: string, limit = Infinity): string => {
  const kept = cut(text, limit);
  return PLAIN.test(kept) ? kept : kept.replace(hidden().all, (char) => `<${codePoint(char)}>`);
};

/**
 * Quotes a piece of input for a message, hidden characters spelled out and long text cut: `"9-13<U+001B>]0;x<U+0007>"`.
 */
export const quote = (text: string, limit = 20): string => `"${escapeInput(text, limit)}"`;

/**
 * A value as one line of JSON, safe for a terminal: JSON.stringify escapes C0 controls, `"`, `\`
 * and unpaired surrogates, but not DEL, C1 controls, bidi controls or the line separators; those
 * are written as \u escapes too (they can only stand inside strings, so the value is the same).
 */
export const jsonLine = (value: unknown): string =>
  JSON.stringify(value).replace(hidden().all, (char) =>
    Array.from({ length: char.length }, (_, k) => `\\u${char.charCodeAt(k).toString(16).padStart(4, '0')}`).join(''),
  );

/** Names of the hidden characters people paste most often. */
const CHAR_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0xa0: 'no-break space',
  0xad: 'soft hyphen',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x2060: 'word joiner',
  0x3000: 'ideographic space',
  0xfeff: 'byte-order mark',
};

/**
 * Names one character of input for a message: "a space" after "found"; without the article
 * ("space") after "unexpected"; a visible one quoted (`"x"`, or `'"'` for the double quote).
 */
export function describeChar(char: string, article = true): string {
  if (char === ' ') return article ? 'a space' : 'space';
  if (char === '"') return `'"'`;
  if (!hidden().one.test(char)) return quote(char);
  const code = char.codePointAt(0) ?? 0;
  const name = CHAR_NAMES[code];
  if (name) {
    const said = article ? (/^[aeiou]/i.test(name) ? 'an ' : 'a ') : '';
    return `${said}${name}${code === 9 ? '' : ` (${codePoint(char)})`}`;
  }
  const control = code < 32 || (code >= 127 && code < 160);
  return `${article ? (control ? 'a ' : 'an ') : ''}${control ? 'control' : 'invisible'} character ${codePoint(char)}`;
}

export const unexpectedChar = (char: string): string => `unexpected ${describeChar(char, false)}`;

/** The character (not UTF-16 unit) that starts at `index`. */
export const charAt = (text: string, index: number): string => String.fromCodePoint(text.codePointAt(index) ?? 0);

/** A command as a POSIX shell reads it back, each argument quoted when it must be, shown as messages show input. */
export const shellWords = (words: readonly string[]): string =>
  words.map((word) => escapeInput(/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
