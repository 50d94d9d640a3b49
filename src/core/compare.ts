import { grouped, plural } from './grouped.js';
/**
 * Comparing a program's output with the expected answers the way contest judges usually do:
 * line by line, letters exactly, trailing spaces and tabs, CR line ends and trailing blank lines
 * ignored. Output is handled as bytes (a string with one character per byte, as Node's 'latin1'
 * decoding gives), so that what a program printed is shown as it is, with bytes that are not
 * printable text spelled `\xNN`.
 */

/** A line as a judge reads it: trailing spaces, tabs and CR dropped. */
export const judgedLine = (line: string): string => line.replace(/[ \t\r]+$/, '');

/** The output's lines as a judge reads them. */
export function outputLines(text: string): string[] {
  const lines = text.split('\n').map(judgedLine);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The first place where the output departs from the answers (0-based line index). */
export type Mismatch =
  | { readonly kind: 'wrong'; readonly index: number; readonly expected: string; readonly got: string }
  | { readonly kind: 'missing'; readonly index: number; readonly expected: string }
  | { readonly kind: 'extra'; readonly index: number; readonly got: string };

export interface Comparison {
  /** Answers given exactly right. */
  readonly correct: number;
  /** Undefined when the output is accepted. */
  readonly first: Mismatch | undefined;
}

/** A comparison fed one line pair at a time (`check` reads its files as streams). */
export class Comparer {
  private index = 0;
  correct = 0;
  first: Mismatch | undefined;

  /** The next expected answer and the next output line (undefined: the one or the other has ended). */
  add(expected: string | undefined, got: string | undefined): Mismatch | undefined {
    const index = this.index++;
    let mismatch: Mismatch | undefined;
    if (expected === undefined && got === undefined) return undefined;
    if (got === undefined) mismatch = { kind: 'missing', index, expected: expected as string };
    else if (expected === undefined) mismatch = { kind: 'extra', index, got };
    else if (expected === got) this.correct++;
    else mismatch = { kind: 'wrong', index, expected, got };
    this.first ??= mismatch;
    return mismatch;
  }

  get comparison(): Comparison {
    return { correct: this.correct, first: this.first };
  }
}

export function compareOutputs(expected: readonly string[], got: readonly string[]): Comparison {
  const comparer = new Comparer();
  for (let index = 0; index < Math.max(expected.length, got.length); index++) comparer.add(expected[index], got[index]);
  return comparer.comparison;
}

/** What a contestant should look at first when a line differs only in presentation, or undefined. */
export function presentationHint(mismatch: Mismatch, cases: number): string | undefined {
  if (mismatch.kind === 'extra')
    return mismatch.index === cases
      ? 'an extra line after the last case (every case was answered before it)'
      : undefined;
  if (mismatch.kind !== 'wrong') return undefined;
  const { expected, got } = mismatch;
  if (expected.toLowerCase() === got.toLowerCase()) return 'it differs only in letter case';
  const spaced = (line: string): string => line.trim().replace(/\s+/g, ' ');
  if (spaced(expected) === spaced(got)) return 'it differs only in spaces';
  if (spaced(expected).toLowerCase() === spaced(got).toLowerCase()) return 'it differs only in spaces and letter case';
  return undefined;
}

/** Whether a difference is one of presentation only (spaces), which a testlib checker calls a presentation error. */
export const onlySpaces = (mismatch: Mismatch): boolean =>
  mismatch.kind === 'wrong' &&
  mismatch.expected.trim().replace(/\s+/g, ' ') === mismatch.got.trim().replace(/\s+/g, ' ');

/** The longest line read whole (1 MiB): a reader keeps one byte beyond it, and reads no further. */
export const MAX_READ_LINE = 1 << 20;

/**
 * The most of one line a message shows, in bytes (each shown as up to 4 characters); the rest is cut, and its length
 * said.
 */
export const SHOWN_LINE = 200;

/** Characters a terminal would not show as themselves, or that would reorder or hide the rest of the line. */
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}]/u;
const HEX_DIGITS = '0123456789abcdef';
const DECODER = new TextDecoder('utf-8', { fatal: true });

/** The length of the UTF-8 sequence starting with `lead`, or 0 when it starts none. */
const sequenceLength = (lead: number): number =>
  lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;

/**
 * The UTF-8 character of `length` bytes at `at` in `text` (a character per byte), if well formed and shown by a
 * terminal as itself.
 */
function printableSequence(text: string, at: number, length: number, end: number): string | undefined {
  if (length === 0 || at + length > end) return undefined;
  const sequence = new Uint8Array(length);
  for (let k = 0; k < length; k++) sequence[k] = text.charCodeAt(at + k);
  try {
    const char = DECODER.decode(sequence);
    return [...char].length === 1 && !INVISIBLE.test(char) ? char : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bytes (one character per byte) as text safe to print: printable ASCII and well-formed printable
 * UTF-8 as they are, every other byte as `\xNN`; beyond `limit` bytes the line is cut, saying how
 * long it was (a line longer than MAX_READ_LINE was not read to its end). Written into one byte
 * array (4 bytes per byte at most), so that a line of bad bytes costs a few times its size, not a
 * string per byte.
 */
export function showBytes(text: string, limit = SHOWN_LINE): string {
  const size = Math.min(text.length, limit);
  const out = new Uint8Array(4 * size);
  let end = 0;
  for (let at = 0; at < size;) {
    const byte = text.charCodeAt(at);
    if (byte >= 0x20 && byte < 0x7f) {
      out[end++] = byte;
      at++;
      continue;
    }
    const length = sequenceLength(byte);
    if (printableSequence(text, at, length, size) !== undefined) {
      for (let k = 0; k < length; k++) out[end++] = text.charCodeAt(at++);
      continue;
    }
    out[end++] = 0x5c; // \
    out[end++] = 0x78; // x
    out[end++] = HEX_DIGITS.charCodeAt(byte >> 4);
    out[end++] = HEX_DIGITS.charCodeAt(byte & 15);
    at++;
  }
  const shown = new TextDecoder().decode(out.subarray(0, end));
  if (text.length <= limit) return shown;
  const length =
    text.length > MAX_READ_LINE
      ? `over ${grouped(MAX_READ_LINE)} bytes; the rest was not read`
      : `${plural(text.length, 'byte')} in all`;
  return `${shown}… (${length})`;
}
