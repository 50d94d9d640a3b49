import { charAt, columnAt, continuesCharacter, describeChar, quote } from './characters.js';
import { type LocatedError, type Result, err, locatedError, ok } from './located.js';
import type { Line } from './lines.js';

/** The words of a line, and whole numbers read from them with located errors. */

/** A word of a line and the column where it starts. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

const isBlank = (code: number): boolean => code === 32 || code === 9;

/**
 * The words of one line (separated by spaces and tabs), read left to right. Columns are counted
 * as the reader moves, so reading a whole line takes time linear in its length.
 */
export class Words {
  private index = 0;
  private column = 1;

  constructor(readonly line: Line) {}

  /** Moves past blanks (or, with `blank` false, past non-blanks), counting columns. */
  private skip(blank: boolean): void {
    const text = this.line.text;
    while (this.index < text.length && isBlank(text.charCodeAt(this.index)) === blank) {
      if (!continuesCharacter(text, this.index)) this.column++;
      this.index++;
    }
  }

  /** The next word, or undefined at the end of the line. */
  next(): Token | undefined {
    this.skip(true);
    if (this.index >= this.line.text.length) return undefined;
    const start = this.index;
    const column = this.column;
    this.skip(false);
    return { text: this.line.text.slice(start, this.index), column };
  }

  /** Up to `limit` more words (all of them by default). */
  upTo(limit = Infinity): Token[] {
    const tokens: Token[] = [];
    while (tokens.length < limit) {
      const token = this.next();
      if (!token) break;
      tokens.push(token);
    }
    return tokens;
  }

  /** The rest of the line from the next word on, blanks inside included; undefined if only blanks are left. */
  rest(): Token | undefined {
    this.skip(true);
    if (this.index >= this.line.text.length) return undefined;
    const token = { text: this.line.text.slice(this.index), column: this.column };
    this.index = this.line.text.length;
    return token;
  }
}

/** How to read and name one whole number. */
export interface NumberSpec {
  /** Names the number in errors: `expected ${what} (a whole number), found "x"`, `${what} "…" is too large`. */
  readonly what: string;
  /** Replaces `${what} (a whole number)` after "expected". */
  readonly expected?: string;
  /** A leading '-' is allowed and makes the value negative. */
  readonly signed?: boolean;
  /** The largest magnitude accepted (default: the largest exact integer; Infinity when the caller checks the range). */
  readonly max?: number;
  /** The message for a magnitude above `max` (default: `${what} "…" is too large`). */
  readonly tooLarge?: (text: string) => string;
}

/**
 * Reads a word as a whole number: every Arbiter count, coordinate and square number goes through
 * here. A fault is located at the first character that is not a digit, or at the word.
 */
export function readInteger(token: Token, lineNumber: number, spec: NumberSpec): Result<number, LocatedError> {
  const text = token.text;
  const expected = spec.expected ?? `${spec.what} (a whole number)`;
  const negative = spec.signed === true && text.charCodeAt(0) === 45;
  const first = negative ? 1 : 0;
  let index = first;
  while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index++;
  if (index < text.length) {
    const column = token.column + columnAt(text, index) - 1;
    return err(locatedError(lineNumber, column, `expected ${expected}, found ${describeChar(charAt(text, index))}`));
  }
  // A sign and no digits, or no text at all.
  if (index === first)
    return err(
      locatedError(lineNumber, token.column, `expected ${expected}, found ${text === '' ? 'nothing' : quote(text)}`),
    );
  const magnitude = Number(text.slice(first));
  if (magnitude > (spec.max ?? Number.MAX_SAFE_INTEGER)) {
    return err(
      locatedError(lineNumber, token.column, spec.tooLarge?.(text) ?? `${spec.what} ${quote(text)} is too large`),
    );
  }
  return ok(negative ? -magnitude : magnitude);
}

/** Reads a whole line that must hold one integer (no blanks before it); `what` names it in errors. */
export function readIntegerLine(line: Line, what: string): Result<number, LocatedError> {
  if (line.text === '') return err(locatedError(line.number, 1, `expected ${what}, found an empty line`));
  return readInteger({ text: line.text, column: 1 }, line.number, { what });
}
