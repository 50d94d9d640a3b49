import { type LocatedError, locatedError } from './located.js';

/**
 * Reads contest input a line at a time, remembering line numbers so that every complaint can say
 * where it is. Tolerates what every problem tolerates: CRLF line ends, trailing spaces and tabs,
 * and a missing final newline.
 */
export interface Line {
  /** 1-based line number. */
  readonly number: number;
  /** The line without its line end and without trailing spaces and tabs. */
  readonly text: string;
}

export class LineReader {
  private readonly lines: string[];
  private index = 0;

  constructor(text: string) {
    // A byte-order mark is invisible in editors; dropping it keeps line 1's columns right.
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    this.lines = body === '' ? [] : body.split('\n');
    // A final newline ends the last line rather than starting an empty one.
    if (this.lines[this.lines.length - 1] === '') this.lines.pop();
  }

  /** Line number of the next line, or of the last line + 1 at the end of the input. */
  get lineNumber(): number {
    return this.index + 1;
  }

  atEnd(): boolean {
    return this.index >= this.lines.length;
  }

  /** The next line, or undefined at the end of the input. */
  next(): Line | undefined {
    if (this.atEnd()) return undefined;
    const number = this.index + 1;
    return { number, text: trimLineEnd(this.lines[this.index++]) };
  }

  peek(): Line | undefined {
    if (this.atEnd()) return undefined;
    return { number: this.index + 1, text: trimLineEnd(this.lines[this.index]) };
  }

  /** The next line's text without consuming it (no allocation: parsers call this per row). */
  peekText(): string | undefined {
    return this.atEnd() ? undefined : trimLineEnd(this.lines[this.index]);
  }

  /** Consumes the next line; with peekText, reads a line without allocating a Line. */
  advance(): void {
    if (!this.atEnd()) this.index++;
  }

  /** Skips blank (or whitespace-only) lines. */
  skipBlankLines(): void {
    while (!this.atEnd() && trimLineEnd(this.lines[this.index]) === '') this.index++;
  }

  /** The position just past the last line, for "the input ended early" complaints. */
  endLocation(): { line: number; column: number } {
    const last = this.lines.length;
    return { line: Math.max(1, last), column: columnAfter(trimLineEnd(this.lines[last - 1] ?? '')) };
  }
}

/** Removes a CR line end and trailing spaces and tabs. */
export function trimLineEnd(raw: string): string {
  let end = raw.length;
  while (end > 0) {
    const code = raw.charCodeAt(end - 1);
    if (code !== 32 && code !== 9 && code !== 13) break;
    end--;
  }
  return end === raw.length ? raw : raw.slice(0, end);
}

/** 1-based column of the character at `index` in `text`, counting characters, not UTF-16 units. */
export function columnAt(text: string, index: number): number {
  let column = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const isLowSurrogate = text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff;
    const followsHighSurrogate = i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff;
    if (!(isLowSurrogate && followsHighSurrogate)) column++;
  }
  return column;
}

export const columnAfter = (text: string): number => columnAt(text, text.length);

/** Quotes a piece of input for an error message, showing invisible characters and cutting long text. */
export function quote(text: string, limit = 20): string {
  const shown = text.length > limit ? `${text.slice(0, limit)}...` : text;
  return JSON.stringify(shown);
}

/** Describes one character of input for an error message. */
export function describeChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 32 || code === 127) return `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (char === ' ') return 'a space';
  return JSON.stringify(char);
}

/** Reads a whole line that must hold one integer; `what` names it in errors. */
export function readIntegerLine(
  line: Line,
  what: string,
): { ok: true; value: number } | { ok: false; error: LocatedError } {
  const text = line.text;
  if (text === '') return { ok: false, error: locatedError(line.number, 1, `expected ${what}, found an empty line`) };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) {
      return {
        ok: false,
        error: locatedError(line.number, columnAt(text, i), `expected ${what} (a whole number), found ${describeChar(text[i])}`),
      };
    }
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    return { ok: false, error: locatedError(line.number, 1, `${what} ${quote(text)} is too large`) };
  }
  return { ok: true, value };
}

/** A word of a line and the column where it starts. */
export interface Token {
  readonly text: string;
  readonly column: number;
}

/** Splits a line into words separated by spaces or tabs, keeping each word's column. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[^ \t]+/g)) tokens.push({ text: match[0], column: columnAt(text, match.index) });
  return tokens;
}

/** Reads a token that must be a whole number; `what` names it in errors. */
export function readIntegerToken(
  token: Token,
  lineNumber: number,
  what: string,
): { ok: true; value: number } | { ok: false; error: LocatedError } {
  const bad = token.text.search(/[^0-9]/);
  if (bad >= 0) {
    const column = token.column + columnAt(token.text, bad) - 1;
    return { ok: false, error: locatedError(lineNumber, column, `expected ${what} (a whole number), found ${describeChar(String.fromCodePoint(token.text.codePointAt(bad) ?? 0))}`) };
  }
  const value = Number(token.text);
  if (!Number.isSafeInteger(value)) return { ok: false, error: locatedError(lineNumber, token.column, `${what} ${quote(token.text)} is too large`) };
  return { ok: true, value };
}
