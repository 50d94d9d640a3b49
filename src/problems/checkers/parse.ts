import type { Side } from '../../core/side.js';
import { type LocatedError, locatedError } from '../../core/located.js';
import type { CaseInput, ParseOptions, ParseResult } from '../../core/problem.js';
import { type Line, LineReader, columnAt, describeChar, quote } from '../../core/text.js';
import { type Position, promotionRow, redOrWhite } from '../../games/checkers/position.js';
import type { SquareNumber } from '../../games/checkers/squares.js';

/** In --strict mode each side has 1 to 12 pieces, as the contest says. */
export const MAX_PIECES_STRICT = 12;

/** A move as written: either a route of squares 1–32, or why the text is not a move at all. */
export type WrittenRoute =
  | { readonly ok: true; readonly squares: readonly SquareNumber[] }
  | { readonly ok: false; /** 1-based column on the move's line. */ readonly column: number; readonly message: string };

/**
 * A move line as written. Its route is read when the move is checked (readRoute), not when the
 * input is parsed: moves after the first illegal one are never needed, and large inputs keep
 * fewer objects alive.
 */
export interface WrittenMove {
  /** The move's text, as written (without surrounding blanks). */
  readonly text: string;
  readonly line: number;
  /** Column where the text starts. */
  readonly column: number;
}

export interface CheckersCase {
  /** The starting position; its side to move makes the first listed move. */
  readonly position: Position;
  readonly moves: readonly WrittenMove[];
}

interface Token {
  readonly text: string;
  /** 1-based column. */
  readonly column: number;
}

/** Whitespace-separated tokens of a line, with their columns. */
function tokens(line: Line): Token[] {
  const found: Token[] = [];
  const pattern = /[^ \t\r]+/g;
  for (let match = pattern.exec(line.text); match; match = pattern.exec(line.text)) {
    found.push({ text: match[0], column: columnAt(line.text, match.index) });
  }
  return found;
}

const isDigits = (text: string): boolean => /^[0-9]+$/.test(text);

/** First character of a token that is not allowed in a whole number, with its column. */
function notANumber(token: Token, allowMinus: boolean): { column: number; found: string } {
  const text = token.text;
  let index = allowMinus && text[0] === '-' ? 1 : 0;
  while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index++;
  if (index >= text.length) return { column: token.column, found: quote(text) };
  const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
  return { column: token.column + columnAt(text, index) - 1, found: describeChar(char) };
}

/** Reads a move's text into a route; anything else is an illegal move, not an input error. */
export function readRoute(text: string, column: number): WrittenRoute {
  const squares: SquareNumber[] = [];
  let index = 0;
  const bad = (at: number, message: string): WrittenRoute => ({ ok: false, column: column + columnAt(text, at) - 1, message });
  while (true) {
    const start = index;
    while (index < text.length && text.charCodeAt(index) >= 48 && text.charCodeAt(index) <= 57) index++;
    if (index === start) {
      if (index >= text.length) return bad(index, `the move "${text}" ends with a separator; expected a square number after it`);
      const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
      const previous = index > 0 ? ` after "${text[index - 1]}"` : '';
      return bad(index, `expected a square number (1-32)${previous} in the move "${text}", found ${describeChar(char)}`);
    }
    const digits = text.slice(start, index);
    const value = digits.length > 3 ? Infinity : Number(digits);
    if (value < 1 || value > 32) return bad(start, `square ${digits.length > 6 ? `${digits.slice(0, 6)}...` : digits} is not on the board (1-32)`);
    squares.push(value);
    if (index >= text.length) break;
    const separator = text[index];
    if (separator !== '-' && separator !== 'x' && separator !== 'X') {
      const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
      return bad(index, `expected "-" or "x" between squares in the move "${text}", found ${describeChar(char)}`);
    }
    index++;
  }
  if (squares.length < 2) return bad(0, `the move "${text}" names one square; a move names at least two, such as 9-14`);
  return { ok: true, squares };
}

interface PieceRead {
  readonly men: SquareNumber[];
  readonly kings: SquareNumber[];
  /** Column of each listed square, for complaints about duplicates and promotion rows. */
  readonly columns: Map<SquareNumber, number>;
}

/** One side's piece line: `count` square numbers, a negative number for a king. */
function readPieces(line: Line, count: number, side: Side, errors: LocatedError[]): PieceRead {
  const read: PieceRead = { men: [], kings: [], columns: new Map() };
  const listed = tokens(line);
  const name = redOrWhite(side);
  for (const token of listed) {
    const negative = token.text.startsWith('-');
    const digits = negative ? token.text.slice(1) : token.text;
    if (!isDigits(digits)) {
      const { column, found } = notANumber(token, true);
      errors.push(locatedError(line.number, column, `expected a square number for ${name} (1-32, negative for a king), found ${found}`));
      continue;
    }
    const value = digits.length > 3 ? Infinity : Number(digits);
    if (value < 1 || value > 32) {
      errors.push(locatedError(line.number, token.column, `${name} square ${quote(token.text)} is not on the board; expected 1-32 (or -1 to -32 for a king)`));
      continue;
    }
    if (read.columns.has(value)) {
      errors.push(locatedError(line.number, token.column, `square ${value} is listed twice for ${name}`));
      continue;
    }
    read.columns.set(value, token.column);
    (negative ? read.kings : read.men).push(value);
  }
  if (listed.length !== count) {
    const column = listed.length > count ? listed[count].column : [...line.text].length + 1;
    const pieces = `${count} piece${count === 1 ? '' : 's'}`;
    errors.push(locatedError(line.number, column, `${name} has ${pieces} by the count line, but this line lists ${listed.length}`));
  }
  return read;
}

/** Checks what no legal position has: a square taken by both sides, a man on its own promotion row. */
function checkLayout(black: PieceRead, white: PieceRead, whiteLine: Line | undefined, blackLine: Line | undefined, errors: LocatedError[]): void {
  if (whiteLine) {
    for (const [square, column] of white.columns) {
      if (black.columns.has(square)) errors.push(locatedError(whiteLine.number, column, `square ${square} is listed for both Red and White`));
    }
  }
  for (const [side, read, line] of [['black', black, blackLine], ['white', white, whiteLine]] as const) {
    if (!line) continue;
    for (const square of read.men) {
      if ((promotionRow(side) & (1 << (square - 1))) === 0) continue;
      errors.push(
        locatedError(line.number, read.columns.get(square) ?? 1, `a ${redOrWhite(side)} man on ${square}, its own promotion row; a piece there is a king, written -${square}`),
      );
    }
  }
}

const setOf = (squares: readonly SquareNumber[]): number => squares.reduce((set, square) => set | (1 << (square - 1)), 0);

/** The header line `nR nW`: two whole numbers, or undefined with the error. */
function readCounts(line: Line, errors: LocatedError[]): [number, number] | undefined {
  const found = tokens(line);
  for (const token of found.slice(0, 2)) {
    if (!isDigits(token.text)) {
      const { column, found: what } = notANumber(token, false);
      errors.push(locatedError(line.number, column, `expected the piece counts "nR nW" (or "0 0" to end), found ${what}`));
      return undefined;
    }
  }
  if (found.length !== 2) {
    const column = found.length > 2 ? found[2].column : [...line.text].length + 1;
    errors.push(locatedError(line.number, column, `expected two piece counts "nR nW" (or "0 0" to end), found ${found.length} number${found.length === 1 ? '' : 's'}`));
    return undefined;
  }
  const [black, white] = found.map((token) => (token.text.length > 3 ? Infinity : Number(token.text)));
  for (const [value, token] of [[black, found[0]], [white, found[1]]] as const) {
    if (value > 32) {
      errors.push(locatedError(line.number, token.column, `a piece count of ${quote(token.text)} is more than the board's 32 squares`));
      return undefined;
    }
  }
  return [black, white];
}

export function parseCheckers(text: string, options: ParseOptions = {}): ParseResult<CheckersCase> {
  const reader = new LineReader(text);
  const cases: CaseInput<CheckersCase>[] = [];
  const errors: LocatedError[] = [];
  const stopWith = (index: number, line: number, caseErrors: LocatedError[]): ParseResult<CheckersCase> => {
    cases.push({ index, line, result: { ok: false, error: caseErrors } });
    return { cases, errors };
  };
  /** The next non-blank line, or an error (pushed) saying what was expected when the input ends. */
  const nextLine = (what: string, into: LocatedError[]): Line | undefined => {
    reader.skipBlankLines();
    const line = reader.next();
    if (!line) {
      const end = reader.endLocation();
      into.push(locatedError(end.line, end.column, `the input ends where ${what} should be`));
    }
    return line;
  };

  for (let index = 1; ; index++) {
    reader.skipBlankLines();
    const countLine = reader.next();
    if (!countLine) {
      const end = reader.endLocation();
      errors.push(locatedError(end.line, end.column, 'the input ends without the closing line "0 0"'));
      return { cases, errors };
    }
    const counts = readCounts(countLine, errors);
    // Without the counts, nothing after this line can be located safely.
    if (!counts) return { cases, errors };
    const [blackCount, whiteCount] = counts;
    if (blackCount === 0 && whiteCount === 0) break;
    const caseErrors: LocatedError[] = [];
    if (options.strict) {
      for (const [count, name] of [[blackCount, 'Red'], [whiteCount, 'White']] as const) {
        if (count < 1 || count > MAX_PIECES_STRICT) {
          caseErrors.push(locatedError(countLine.number, 1, `${name} has ${count} pieces; the contest allows 1 to ${MAX_PIECES_STRICT} (--strict)`));
        }
      }
    }
    const empty: PieceRead = { men: [], kings: [], columns: new Map() };
    let blackLine: Line | undefined;
    let whiteLine: Line | undefined;
    if (blackCount > 0) {
      blackLine = nextLine(`Red's ${blackCount} squares`, caseErrors);
      if (!blackLine) return stopWith(index, countLine.number, caseErrors);
    }
    const black = blackLine ? readPieces(blackLine, blackCount, 'black', caseErrors) : empty;
    if (whiteCount > 0) {
      whiteLine = nextLine(`White's ${whiteCount} squares`, caseErrors);
      if (!whiteLine) return stopWith(index, countLine.number, caseErrors);
    }
    const white = whiteLine ? readPieces(whiteLine, whiteCount, 'white', caseErrors) : { ...empty, columns: new Map<number, number>() };
    checkLayout(black, white, whiteLine, blackLine, caseErrors);

    const moveLine = nextLine('the line "n C" (number of moves, R or W)', caseErrors);
    if (!moveLine) return stopWith(index, countLine.number, caseErrors);
    const header = tokens(moveLine);
    const countToken = header[0];
    if (!countToken || !isDigits(countToken.text) || countToken.text.length > 7) {
      const { column, found } = countToken ? notANumber(countToken, false) : { column: 1, found: 'nothing' };
      caseErrors.push(
        locatedError(moveLine.number, column, `expected the number of moves and the side to move first, such as "3 W", found ${countToken && isDigits(countToken.text) ? `${quote(countToken.text)} moves` : found}`),
      );
      // Without the number of moves the next data set cannot be found.
      return stopWith(index, countLine.number, caseErrors);
    }
    const moveCount = Number(countToken.text);
    const sideToken = header[1];
    let turn: Side = 'black';
    if (!sideToken || (sideToken.text !== 'R' && sideToken.text !== 'W' && sideToken.text !== 'r' && sideToken.text !== 'w')) {
      const column = sideToken ? sideToken.column : [...moveLine.text].length + 1;
      caseErrors.push(locatedError(moveLine.number, column, `expected R or W, the side making the first move, found ${sideToken ? quote(sideToken.text) : 'nothing'}`));
    } else {
      turn = sideToken.text.toUpperCase() === 'R' ? 'black' : 'white';
    }
    if (header.length > 2) {
      caseErrors.push(locatedError(moveLine.number, header[2].column, `unexpected ${quote(header[2].text)} after "${countToken.text} ${sideToken?.text ?? ''}"; expected the line to end`));
    }
    if (moveCount < 1) caseErrors.push(locatedError(moveLine.number, countToken.column, 'a record has at least 1 move'));

    const moves: WrittenMove[] = [];
    for (let k = 1; k <= moveCount; k++) {
      const line = nextLine(`move ${k} of ${moveCount}`, caseErrors);
      if (!line) return stopWith(index, countLine.number, caseErrors);
      const start = line.text.length - line.text.trimStart().length;
      const written = line.text.slice(start);
      const column = columnAt(line.text, start);
      moves.push({ text: written, line: line.number, column });
    }
    const position: Position = {
      black: setOf(black.men) | setOf(black.kings),
      white: setOf(white.men) | setOf(white.kings),
      kings: setOf(black.kings) | setOf(white.kings),
      turn,
    };
    cases.push({
      index,
      line: countLine.number,
      result: caseErrors.length === 0 ? { ok: true, value: { position, moves } } : { ok: false, error: caseErrors },
    });
  }

  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) errors.push(locatedError(extra.number, 1, `unexpected text after the closing line "0 0": ${quote(extra.text)}`));
  return { cases, errors };
}
