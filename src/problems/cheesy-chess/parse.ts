import { type Square, squareAt, squareName } from '../../core/geometry.js';
import { type LocatedError, locatedError } from '../../core/located.js';
import type { CaseInput, ParseOptions, ParseResult } from '../../core/problem.js';
import { type Line, LineReader, columnAt, columnAfter, describeChar, quote, readIntegerLine } from '../../core/text.js';
import { DANGEROUS, FORBIDDEN, OPEN, type PursuitBoard, fieldOfLetter } from '../../games/pursuit/board.js';

/** The contest's board; `--strict` holds every case to it. */
export const CONTEST_SIZE = 8;
/** Without `--strict`, boards of any size up to this many columns and rows (square names stop at z). */
export const MAX_SIZE = 26;

export interface CheesyCase {
  readonly board: PursuitBoard;
  readonly king: Square;
  readonly pawn: Square;
}

/** A coordinate line starts with a digit or a sign; every other non-blank line is a board row. */
function isCoordinateLine(text: string): boolean {
  let index = 0;
  while (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9) index++;
  const first = text.charCodeAt(index);
  return (first >= 48 && first <= 57) || first === 43 || first === 45;
}

/** Index of the first character that is not F, D or '.', or -1. */
function badFieldIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 46 && code !== 68 && code !== 70) return index;
  }
  return -1;
}

/** Two whole numbers read from a coordinate line, with the column where each starts. */
interface Pair {
  readonly line: Line;
  readonly values: readonly [number, number];
  readonly columns: readonly [number, number];
}

/** `xK yK` or `xP yP`: two whole numbers separated by spaces. */
function readPair(line: Line, what: string): { ok: true; value: Pair } | { ok: false; error: LocatedError } {
  const text = line.text;
  // The usual line, "3 7", read without building tokens.
  const space = text.indexOf(' ');
  if (space > 0 && space < 4 && text.length - space <= 4 && /^\d+ \d+$/.test(text)) {
    return { ok: true, value: { line, values: [Number(text.slice(0, space)), Number(text.slice(space + 1))], columns: [1, space + 2] } };
  }
  const tokens: { start: number; text: string }[] = [];
  for (const match of text.matchAll(/[^ \t]+/g)) tokens.push({ start: match.index, text: match[0] });
  const fail = (index: number, message: string) => ({ ok: false as const, error: locatedError(line.number, columnAt(text, index), message) });
  if (tokens.length < 2) {
    return fail(text.length, `expected ${what}: two whole numbers (column, then row), found ${tokens.length === 0 ? 'nothing' : `only ${quote(text.trim())}`}`);
  }
  if (tokens.length > 2) return fail(tokens[2].start, `unexpected ${quote(tokens[2].text)} after ${what}; expected two numbers only`);
  const values: number[] = [];
  for (const token of tokens) {
    const bad = /[^0-9]/.exec(token.text);
    if (bad) return fail(token.start + bad.index, `expected ${what} (whole numbers), found ${describeChar([...token.text.slice(bad.index)][0])}`);
    const value = Number(token.text);
    if (!Number.isSafeInteger(value)) return fail(token.start, `${what}: ${quote(token.text)} is too large`);
    values.push(value);
  }
  const columns = [columnAt(text, tokens[0].start), columnAt(text, tokens[1].start)] as const;
  return { ok: true, value: { line, values: [values[0], values[1]], columns } };
}

interface RowsRead {
  /** The rows' texts, top first, and the line each was read from. */
  readonly texts: readonly string[];
  readonly lines: readonly number[];
  readonly errors: LocatedError[];
}

/** Reads the board's rows up to the next coordinate line; every row's letters and width are checked. */
function readRows(reader: LineReader, strict: boolean): RowsRead {
  const texts: string[] = [];
  const lines: number[] = [];
  const errors: LocatedError[] = [];
  for (;;) {
    reader.skipBlankLines();
    const text = reader.peekText();
    if (text === undefined || isCoordinateLine(text)) break;
    const line = reader.lineNumber;
    reader.advance();
    texts.push(text);
    lines.push(line);
    const number = texts.length;
    const bad = badFieldIndex(text);
    if (bad >= 0) {
      const char = String.fromCodePoint(text.codePointAt(bad) ?? 0);
      errors.push(locatedError(line, columnAt(text, bad), `unexpected ${describeChar(char)} in board row ${number}; expected F, D or '.'`));
      continue;
    }
    const width = strict ? CONTEST_SIZE : texts[0].length;
    if (text.length !== width) {
      const column = text.length > width ? columnAt(text, width) : columnAfter(text);
      const basis = strict ? ' (--strict)' : ', as row 1';
      errors.push(locatedError(line, column, `board row ${number} has ${text.length} squares; expected ${width}${basis}`));
    } else if (!strict && number === 1 && width > MAX_SIZE) {
      errors.push(locatedError(line, MAX_SIZE + 1, `board row 1 has ${width} squares; at most ${MAX_SIZE} are supported`));
    }
  }
  return { texts, lines, errors };
}

/** Field code by character code; the rows were checked, so every character is F, D or '.'. */
const FIELD_OF_CHAR: Uint8Array = (() => {
  const table = new Uint8Array(128).fill(FORBIDDEN);
  for (const letter of 'FD.') table[letter.charCodeAt(0)] = fieldOfLetter(letter) ?? FORBIDDEN;
  return table;
})();

function boardOf(rows: readonly string[]): PursuitBoard {
  const width = rows[0].length;
  const height = rows.length;
  const fields = new Uint8Array(width * height);
  for (let index = 0; index < height; index++) {
    const text = rows[index];
    const first = (height - 1 - index) * width;
    for (let file = 0; file < width; file++) fields[first + file] = FIELD_OF_CHAR[text.charCodeAt(file) & 127];
  }
  return { shape: { width, height }, fields };
}

/** Checks a piece's coordinates against the board; the square, or an error at the number off the board. */
function placePiece(board: PursuitBoard, pair: Pair, piece: string): { square?: Square; error?: LocatedError } {
  const { width, height } = board.shape;
  const [x, y] = pair.values;
  if (x < 1 || x > width) {
    return { error: locatedError(pair.line.number, pair.columns[0], `the ${piece}'s column ${x} is off the board; expected 1 to ${width}`) };
  }
  if (y < 1 || y > height) {
    return { error: locatedError(pair.line.number, pair.columns[1], `the ${piece}'s row ${y} is off the board; expected 1 to ${height}`) };
  }
  return { square: squareAt(board.shape, x - 1, y - 1) };
}

/** Reads one test case from the reader, which stands on its first non-blank line. */
function readCase(reader: LineReader, index: number, strict: boolean): { input: CaseInput<CheesyCase>; stop: boolean } {
  const startLine = reader.lineNumber;
  const { texts: rows, lines: rowLines, errors } = readRows(reader, strict);
  const fail = (stop: boolean) => ({ input: { index, line: startLine, result: { ok: false as const, error: errors } }, stop });

  if (rows.length === 0) {
    const next = reader.peek();
    if (next) errors.push(locatedError(next.number, 1, `expected the board of test case ${index}, found the coordinates ${quote(next.text)}`));
  } else if (strict && rows.length !== CONTEST_SIZE) {
    const next = reader.peek();
    const where = next ? { line: next.number, column: 1 } : reader.endLocation();
    errors.push(locatedError(where.line, where.column, `the board of test case ${index} has ${rows.length} rows; expected ${CONTEST_SIZE} (--strict)`));
  } else if (rows.length > MAX_SIZE) {
    errors.push(locatedError(rowLines[MAX_SIZE], 1, `the board of test case ${index} has ${rows.length} rows; at most ${MAX_SIZE} are supported`));
  }

  // The two coordinate lines; a line that is not one belongs to the next test case and stays unread.
  const pairs: Pair[] = [];
  for (const what of ["the king's column and row (xK yK)", "the pawn's column and row (xP yP)"]) {
    reader.skipBlankLines();
    const next = reader.peek();
    if (!next) {
      const end = reader.endLocation();
      errors.push(locatedError(end.line, end.column, `the input ends before ${what} of test case ${index}`));
      return fail(true);
    }
    if (!isCoordinateLine(next.text)) {
      errors.push(locatedError(next.number, 1, `expected ${what} of test case ${index}, found ${quote(next.text)}`));
      return fail(false);
    }
    reader.advance();
    const pair = readPair(next, what);
    if (pair.ok) pairs.push(pair.value);
    else errors.push(pair.error);
  }
  if (errors.length > 0) return fail(false);

  const board = boardOf(rows);
  const [kingLine, pawnLine] = pairs;
  const king = placePiece(board, kingLine, 'king');
  const pawn = placePiece(board, pawnLine, 'pawn');
  for (const placed of [king, pawn]) if (placed.error) errors.push(placed.error);
  if (king.square === undefined || pawn.square === undefined) return fail(false);

  const kingField = board.fields[king.square];
  const name = (square: Square): string => squareName(board.shape, square);
  if (king.square === pawn.square) {
    errors.push(locatedError(pawnLine.line.number, pawnLine.columns[0], `the pawn stands on the king's square ${name(king.square)}; they must differ`));
  }
  if (strict && kingField !== OPEN) {
    const kind = kingField === DANGEROUS ? 'a fixed dangerous (D)' : 'a forbidden (F)';
    errors.push(locatedError(kingLine.line.number, kingLine.columns[0], `the king starts on ${kind} square ${name(king.square)}; expected an open square (--strict)`));
  }
  if (strict && board.fields[pawn.square] === FORBIDDEN) {
    errors.push(locatedError(pawnLine.line.number, pawnLine.columns[0], `the pawn starts on the forbidden (F) square ${name(pawn.square)} (--strict)`));
  }
  if (errors.length > 0) return fail(false);
  return { input: { index, line: startLine, result: { ok: true, value: { board, king: king.square, pawn: pawn.square } } }, stop: false };
}

export function parseCheesyChess(text: string, options: ParseOptions = {}): ParseResult<CheesyCase> {
  const strict = options.strict ?? false;
  const reader = new LineReader(text);
  const cases: CaseInput<CheesyCase>[] = [];
  const errors: LocatedError[] = [];
  reader.skipBlankLines();
  const countLine = reader.next();
  if (!countLine) return { cases, errors: [locatedError(1, 1, 'expected the number of test cases T, found an empty input')] };
  const count = readIntegerLine(countLine, 'the number of test cases T');
  if (!count.ok) return { cases, errors: [count.error] };
  if (count.value < 1) return { cases, errors: [locatedError(countLine.number, 1, 'T must be at least 1')] };

  for (let index = 1; index <= count.value; index++) {
    reader.skipBlankLines();
    if (reader.atEnd()) {
      const end = reader.endLocation();
      const found = index === 2 ? '1 test case' : `${index - 1} test cases`;
      errors.push(locatedError(end.line, end.column, `the input ends after ${found}; T says ${count.value}`));
      break;
    }
    const { input, stop } = readCase(reader, index, strict);
    cases.push(input);
    if (stop) return { cases, errors };
  }

  reader.skipBlankLines();
  const extra = reader.peek();
  if (extra) errors.push(locatedError(extra.number, 1, `unexpected text after the last test case (T = ${count.value}): ${quote(extra.text)}`));
  return { cases, errors };
}
