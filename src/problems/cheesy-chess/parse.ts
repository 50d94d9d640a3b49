import { type Square, fileOf, rankOf, squareAt } from '../../core/geometry.js';
import type { CaseStep, InputFormat } from '../../framework/input-format.js';
import { type LocatedError, type Result, err, locatedError, ok } from '../../core/located.js';
import { type Line, type LineReader } from '../../core/lines.js';
import { Words, readInteger } from '../../core/words.js';
import { charAt, columnAt, columnAfter, quote, unexpectedChar } from '../../core/characters.js';
import { type PursuitBoard, boardFromRows, fieldRows } from '../../games/pursuit/board.js';
import { CONTEST_SIZE, type CheesyCase, MAX_SIZE, cheesyChessFromSetup } from './case.js';
import { plural } from '../../core/grouped.js';

/** A coordinate line starts with a digit or a sign; every other non-blank line is a board row. */
function isCoordinateLine(text: string): boolean {
  let index = 0;
  while (text.charCodeAt(index) === 32 || text.charCodeAt(index) === 9) index++;
  const first = text.charCodeAt(index);
  return (first >= 48 && first <= 57) || first === 43 || first === 45;
}

/** A square written by its chess name ("g6", "G 6"): no board row has digits, so it is a coordinate line gone wrong. */
const SQUARE_NAME = /^[ \t]*([A-Za-z])[ \t]*([0-9]+)$/;

/** Where the board ends: a coordinate line, or a square written by name in its place. */
const endsBoard = (text: string): boolean => isCoordinateLine(text) || SQUARE_NAME.test(text);

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
function readPair(line: Line, what: string, piece: string): Result<Pair, LocatedError> {
  const named = SQUARE_NAME.exec(line.text);
  if (named) {
    const [, letter, rank] = named;
    const column = columnAt(line.text, line.text.search(/[A-Za-z]/));
    const numbers = `${letter.toLowerCase().charCodeAt(0) - 96} ${Number(rank)}`;
    const written = quote(line.text.trim());
    return err(
      locatedError(
        line.number,
        column,
        `write the ${piece}'s square as column and row numbers, like "${numbers}" for ${written}`,
      ),
    );
  }
  const words = new Words(line).upTo(3);
  if (words.length < 2) {
    const found = words.length === 0 ? 'nothing' : `only ${quote(line.text.trim())}`;
    return err(
      locatedError(
        line.number,
        columnAfter(line.text),
        `expected ${what}: two whole numbers (column, then row), found ${found}`,
      ),
    );
  }
  if (words.length > 2)
    return err(
      locatedError(
        line.number,
        words[2].column,
        `unexpected ${quote(words[2].text)} after ${what}; expected two numbers only`,
      ),
    );
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
  /** The board's width: the contest's with `--strict`, else that of most rows (or, in a tie, of the first of them). */
  readonly width: number;
  readonly errors: LocatedError[];
  /** More rows than any board supported has: reading stopped there, so memory stays bounded. */
  readonly tooTall?: boolean;
}

/** The length most of the rows have, or in a tie the first row's among them; undefined when no row counts. */
function mostCommonLength(texts: readonly string[], counts: (index: number) => boolean): number | undefined {
  const tally = new Map<number, number>();
  let best: number | undefined;
  texts.forEach((text, index) => {
    if (!counts(index)) return;
    const seen = (tally.get(text.length) ?? 0) + 1;
    tally.set(text.length, seen);
    if (best === undefined || seen > (tally.get(best) ?? 0)) best = text.length;
  });
  return best;
}

/**
 * Reads the board's rows up to the next coordinate line, then checks them: each row's letters,
 * and each row's length against the width most rows have, so that one bad row (even row 1) is
 * the only row reported.
 */
function readRows(reader: LineReader, strict: boolean): RowsRead {
  const texts: string[] = [];
  const lines: number[] = [];
  const errors: LocatedError[] = [];
  /** Rows with a letter that is no field: their length is not checked. */
  let unreadable: Set<number> | undefined;
  /** Every row as long as the first: the common case, which needs no count of lengths. */
  let uniform = true;
  for (;;) {
    reader.skipBlankLines();
    const text = reader.peekText();
    if (text === undefined || isCoordinateLine(text)) break;
    if (texts.length === MAX_SIZE) {
      errors.push(reader.errorAtNext(`board row ${MAX_SIZE + 1}: a board has at most ${MAX_SIZE} rows`));
      return { texts, lines, width: 0, errors, tooTall: true };
    }
    const bad = badFieldIndex(text);
    // Only a row with a letter that is no field can be a square name: a valid row costs no pattern test.
    if (bad >= 0 && SQUARE_NAME.test(text)) break;
    const line = reader.lineNumber;
    reader.advance();
    texts.push(text);
    lines.push(line);
    if (text.length !== texts[0].length) uniform = false;
    if (bad >= 0) {
      const message = `${unexpectedChar(charAt(text, bad))} in board row ${texts.length}; expected F, D or '.'`;
      errors.push(locatedError(line, columnAt(text, bad), message));
      (unreadable ??= new Set()).add(texts.length - 1);
    }
  }
  const first = texts.length > 0 ? texts[0].length : 0;
  // The common case: rows of one length, the width wanted.
  if (uniform && (strict ? first === CONTEST_SIZE || first === 0 : first <= MAX_SIZE))
    return { texts, lines, width: strict ? CONTEST_SIZE : first, errors };
  const readable = (index: number): boolean => unreadable === undefined || !unreadable.has(index);
  const width = strict ? CONTEST_SIZE : uniform ? first : (mostCommonLength(texts, readable) ?? 0);
  // The first readable row of that width; row 1 when every row of it is unreadable (its width stands).
  const basisRow = (): number => texts.findIndex((text, index) => readable(index) && text.length === width) + 1 || 1;
  if (!uniform || first !== width) {
    const basis = strict ? ' (--strict)' : `, as row ${basisRow()}`;
    texts.forEach((text, index) => {
      if (!readable(index) || text.length === width) return;
      const column = text.length > width ? columnAt(text, width) : columnAfter(text);
      errors.push(
        locatedError(
          lines[index],
          column,
          `board row ${index + 1} has ${plural(text.length, 'square')}; expected ${width}${basis}`,
        ),
      );
    });
  }
  if (!strict && width > MAX_SIZE) {
    const row = basisRow();
    errors.push(
      locatedError(
        lines[row - 1],
        MAX_SIZE + 1,
        `board row ${row} has ${plural(width, 'square')}; at most ${MAX_SIZE} are supported`,
      ),
    );
  }
  // One error a row at most: in the order of the lines.
  errors.sort((a, b) => a.line - b.line);
  return { texts, lines, width, errors };
}

/** Checks a piece's coordinates against the board; the square, or an error at the number off the board. */
function placePiece(board: PursuitBoard, pair: Pair, piece: string): { square?: Square; error?: LocatedError } {
  const { width, height } = board.shape;
  const [x, y] = pair.values;
  if (x < 1 || x > width) {
    return {
      error: locatedError(
        pair.line.number,
        pair.columns[0],
        `the ${piece}'s column ${x} is off the board; expected 1 to ${width}`,
      ),
    };
  }
  if (y < 1 || y > height) {
    return {
      error: locatedError(
        pair.line.number,
        pair.columns[1],
        `the ${piece}'s row ${y} is off the board; expected 1 to ${height}`,
      ),
    };
  }
  return { square: squareAt(board.shape, x - 1, y - 1) };
}

/** The two coordinate lines: the piece, and the line as messages name it. */
const COORDINATE_LINES = [
  ['king', "the king's column and row (xK yK)"],
  ['pawn', "the pawn's column and row (xP yP)"],
] as const;

/** Reads one test case: the board's rows and the two coordinate lines. */
function readTestCase(reader: LineReader, index: number, strict: boolean): CaseStep<CheesyCase> {
  const { texts: rows, width, errors, tooTall } = readRows(reader, strict);
  const fail = (stop = false): CaseStep<CheesyCase> => ({ kind: 'case', result: err(errors), stop });
  // Where this board ends cannot be told, so neither can where the next case starts.
  if (tooTall) return fail(true);

  if (rows.length === 0) {
    const next = reader.peek();
    if (next)
      errors.push(
        locatedError(
          next.number,
          1,
          `expected the board of test case ${index}, found the coordinates ${quote(next.text)}`,
        ),
      );
  } else if (rows.length !== width && (strict || (errors.length === 0 && !reader.atEnd()))) {
    // Boards are square, so a row missing (or one too many) shows where the board ends; an input cut short is reported
    // below.
    const basis = strict ? ' (--strict)' : `, one per square of a row (boards are square)`;
    errors.push(
      reader.errorAtNext(
        `the board of test case ${index} has ${plural(rows.length, 'row')}; expected ${width}${basis}`,
      ),
    );
  }

  // The two coordinate lines; a line that is not one belongs to the next test case and stays unread.
  const pairs: Pair[] = [];
  for (const [piece, what] of COORDINATE_LINES) {
    reader.skipBlankLines();
    const next = reader.peek();
    if (!next) {
      errors.push(reader.errorAtNext(`the input ends before ${what} of test case ${index}`));
      return fail(true);
    }
    if (!endsBoard(next.text)) {
      errors.push(locatedError(next.number, 1, `expected ${what} of test case ${index}, found ${quote(next.text)}`));
      return fail();
    }
    reader.advance();
    const pair = readPair(next, what, piece);
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

  const setup = { board, king: king.square, pawn: pawn.square };
  // The rules' faults, each at the number of the line it is about.
  const made = cheesyChessFromSetup(setup, { strict });
  for (const { code, message, place } of made.ok ? [] : made.error) {
    const at = place === 'king' ? kingLine : pawnLine;
    errors.push(locatedError(at.line.number, at.columns[0], message, code));
  }
  return errors.length > 0 || !made.ok ? fail() : { kind: 'case', result: ok(made.value) };
}

/** The line that places a piece: its column and row, from 1. */
const coordinateLine = (board: PursuitBoard, square: Square): string =>
  `${fileOf(board.shape, square) + 1} ${rankOf(board.shape, square) + 1}`;

export const cheesyChessFormat: InputFormat<CheesyCase> = {
  framing: { kind: 'counted', unit: { one: 'test case', many: 'test cases' }, symbol: 'T' },
  readCase: (reader, index, options) => readTestCase(reader, index, options.strict === true),
  formatInput: ({ board, king, pawn }) =>
    `${fieldRows(board).join('\n')}\n${coordinateLine(board, king)}\n${coordinateLine(board, pawn)}\n`,
};
