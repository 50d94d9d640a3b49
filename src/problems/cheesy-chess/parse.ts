import { type Square, fileOf, rankOf, squareAt, squareName } from '../../core/geometry.js';
import { type CaseStep, type ContestFormat, parseContest } from '../../core/contest.js';
import type { ParseOptions, ParseResult } from '../../core/problem.js';
import { type LocatedError, type Result, err, locatedError, ok } from '../../core/located.js';
import { type Line, type LineReader, Words, charAt, columnAt, columnAfter, quote, readInteger, unexpectedChar } from '../../core/text.js';
import { DANGEROUS, FORBIDDEN, OPEN, type PursuitBoard, boardFromRows, fieldRows } from '../../games/pursuit/board.js';

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

/** `xK yK` or `xP yP`: two whole numbers separated by blanks. */
function readPair(line: Line, what: string): Result<Pair, LocatedError> {
  const words = new Words(line).upTo(3);
  if (words.length < 2) {
    const found = words.length === 0 ? 'nothing' : `only ${quote(line.text.trim())}`;
    return err(locatedError(line.number, columnAfter(line.text), `expected ${what}: two whole numbers (column, then row), found ${found}`));
  }
  if (words.length > 2)
    return err(locatedError(line.number, words[2].column, `unexpected ${quote(words[2].text)} after ${what}; expected two numbers only`));
  const values: number[] = [];
  for (const word of words) {
    const value = readInteger(word, line.number, {
      what,
      expected: `${what} (whole numbers)`,
      tooLarge: (text) => `${what}: ${quote(text)} is too large`,
    });
    if (!value.ok) return value;
    values.push(value.value);
  }
  return ok({ line, values: [values[0], values[1]], columns: [words[0].column, words[1].column] });
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
      errors.push(
        locatedError(line, columnAt(text, bad), `${unexpectedChar(charAt(text, bad))} in board row ${number}; expected F, D or '.'`),
      );
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

/** Checks a piece's coordinates against the board; the square, or an error at the number off the board. */
function placePiece(board: PursuitBoard, pair: Pair, piece: string): { square?: Square; error?: LocatedError } {
  const { width, height } = board.shape;
  const [x, y] = pair.values;
  if (x < 1 || x > width) {
    return {
      error: locatedError(pair.line.number, pair.columns[0], `the ${piece}'s column ${x} is off the board; expected 1 to ${width}`),
    };
  }
  if (y < 1 || y > height) {
    return { error: locatedError(pair.line.number, pair.columns[1], `the ${piece}'s row ${y} is off the board; expected 1 to ${height}`) };
  }
  return { square: squareAt(board.shape, x - 1, y - 1) };
}

/** Reads one test case: the board's rows and the two coordinate lines. */
function readTestCase(reader: LineReader, index: number, strict: boolean): CaseStep<CheesyCase> {
  const { texts: rows, lines: rowLines, errors } = readRows(reader, strict);
  const fail = (stop = false): CaseStep<CheesyCase> => ({ kind: 'case', result: err(errors), stop });

  if (rows.length === 0) {
    const next = reader.peek();
    if (next)
      errors.push(locatedError(next.number, 1, `expected the board of test case ${index}, found the coordinates ${quote(next.text)}`));
  } else if (strict && rows.length !== CONTEST_SIZE) {
    errors.push(reader.errorAtNext(`the board of test case ${index} has ${rows.length} rows; expected ${CONTEST_SIZE} (--strict)`));
  } else if (rows.length > MAX_SIZE) {
    errors.push(
      locatedError(rowLines[MAX_SIZE], 1, `the board of test case ${index} has ${rows.length} rows; at most ${MAX_SIZE} are supported`),
    );
  }

  // The two coordinate lines; a line that is not one belongs to the next test case and stays unread.
  const pairs: Pair[] = [];
  for (const what of ["the king's column and row (xK yK)", "the pawn's column and row (xP yP)"]) {
    reader.skipBlankLines();
    const next = reader.peek();
    if (!next) {
      errors.push(reader.errorAtNext(`the input ends before ${what} of test case ${index}`));
      return fail(true);
    }
    if (!isCoordinateLine(next.text)) {
      errors.push(locatedError(next.number, 1, `expected ${what} of test case ${index}, found ${quote(next.text)}`));
      return fail();
    }
    reader.advance();
    const pair = readPair(next, what);
    if (pair.ok) pairs.push(pair.value);
    else errors.push(pair.error);
  }
  const board = errors.length === 0 ? boardFromRows(rows) : undefined;
  if (!board) return fail();

  const [kingLine, pawnLine] = pairs;
  const king = placePiece(board, kingLine, 'king');
  const pawn = placePiece(board, pawnLine, 'pawn');
  for (const placed of [king, pawn]) if (placed.error) errors.push(placed.error);
  if (king.square === undefined || pawn.square === undefined) return fail();

  const kingField = board.fields[king.square];
  const name = (square: Square): string => squareName(board.shape, square);
  if (king.square === pawn.square) {
    errors.push(
      locatedError(
        pawnLine.line.number,
        pawnLine.columns[0],
        `the pawn stands on the king's square ${name(king.square)}; they must differ`,
      ),
    );
  }
  if (strict && kingField !== OPEN) {
    const kind = kingField === DANGEROUS ? 'a fixed dangerous (D)' : 'a forbidden (F)';
    errors.push(
      locatedError(
        kingLine.line.number,
        kingLine.columns[0],
        `the king starts on ${kind} square ${name(king.square)}; expected an open square (--strict)`,
      ),
    );
  }
  if (strict && board.fields[pawn.square] === FORBIDDEN) {
    errors.push(
      locatedError(
        pawnLine.line.number,
        pawnLine.columns[0],
        `the pawn starts on the forbidden (F) square ${name(pawn.square)} (--strict)`,
      ),
    );
  }
  if (errors.length > 0) return fail();
  return { kind: 'case', result: ok({ board, king: king.square, pawn: pawn.square }) };
}

/** The line that places a piece: its column and row, from 1. */
const coordinateLine = (board: PursuitBoard, square: Square): string =>
  `${fileOf(board.shape, square) + 1} ${rankOf(board.shape, square) + 1}`;

export const cheesyChessFormat: ContestFormat<CheesyCase> = {
  framing: { kind: 'counted', unit: { one: 'test case', many: 'test cases' }, symbol: 'T' },
  readCase: (reader, index, options) => readTestCase(reader, index, options.strict === true),
  formatInput: ({ board, king, pawn }) =>
    `${fieldRows(board).join('\n')}\n${coordinateLine(board, king)}\n${coordinateLine(board, pawn)}\n`,
};

export const parseCheesyChess = (text: string, options: ParseOptions = {}): ParseResult<CheesyCase> =>
  parseContest(cheesyChessFormat, text, options);
