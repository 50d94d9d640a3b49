/**
 * Characters as people count and see them: columns counted in characters (not UTF-16 units), and
 * input quoted or named in messages so that invisible characters show.
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

/** Quotes a piece of input for an error message, showing invisible characters and cutting long text. */
export function quote(text: string, limit = 20): string {
  const shown = text.length > limit ? `${text.slice(0, limit)}...` : text;
  // Characters a terminal would not show (or that reorder the rest of its line) are spelled out.
  return JSON.stringify(shown).replace(INVISIBLE_GLOBAL, (char) => `<${codePoint(char)}>`);
}

/** Names of the invisible characters people paste most often. */
const CHAR_NAMES: Readonly<Record<number, string>> = {
  0x00: 'NUL',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
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

/** Control and format characters, unassigned ones, and every space but the plain one. */
const INVISIBLE = /^[\p{C}\p{Z}\u00AD]$/u;
const INVISIBLE_GLOBAL = /(?! )[\p{Cf}\p{Co}\p{Cn}\p{Z}\u00AD]/gu;

/** "U+202E": a character by its code point. */
export const codePoint = (char: string): string => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Names one character of input for an error message: "a space" after "found"; without the
 * article ("space") after "unexpected".
 */
export function describeChar(char: string, article = true): string {
  if (char === ' ') return article ? 'a space' : 'space';
  const code = char.codePointAt(0) ?? 0;
  if (code === 9) return article ? 'a tab' : 'tab';
  if (!INVISIBLE.test(char)) return JSON.stringify(char);
  const name = CHAR_NAMES[code];
  if (name) return `${article ? (/^[aeiou]/i.test(name) ? 'an ' : 'a ') : ''}${name} (${codePoint(char)})`;
  const control = code < 32 || (code >= 127 && code < 160);
  return `${article ? (control ? 'a ' : 'an ') : ''}${control ? 'control' : 'invisible'} character ${codePoint(char)}`;
}

export const unexpectedChar = (char: string): string => `unexpected ${describeChar(char, false)}`;

/** The character (not UTF-16 unit) that starts at `index`. */
export const charAt = (text: string, index: number): string => String.fromCodePoint(text.codePointAt(index) ?? 0);
