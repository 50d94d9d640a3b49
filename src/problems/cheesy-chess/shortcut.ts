import type { BoardShape } from '../../core/geometry.js';
import { type ContestShortcut, NO_SHORTCUT_RUN } from '../../core/contest.js';
import { DANGEROUS, FORBIDDEN, OPEN } from '../../games/pursuit/board.js';
import { pursuitWhiteWinsOnFields } from '../../games/pursuit/winner.js';
import { CONTEST_SIZE, MAX_SIZE } from './parse.js';

/**
 * Contest mode's shortcut for Cheesy Chess (see ContestShortcut): each test case is read straight
 * from the input's characters into one reused array of fields and solved there by the judge's own
 * solver, with nothing allocated per test case but its answer. It takes only what the careful
 * reader (parse.ts) accepts without a word: a square board of rows of '.', 'D' and 'F' as wide as
 * the first (up to MAX_SIZE; CONTEST_SIZE with --strict), then two lines of two numbers (one or
 * two digits, one space between) on the board and on different squares, and with --strict the
 * king on an open square and the pawn not on a forbidden one. Anything else it leaves to the
 * careful reader; test/problems/contest-shortcut.test.ts checks that on every kind of input.
 */

const LF = 10;
const CR = 13;
const SPACE = 32;
const ZERO = 48;
const NINE = 57;
/** Field code by character code; NO_FIELD for a character that is none (and for NaN, past the end of the text). */
const NO_FIELD = 255;
const FIELD_OF_CODE = new Uint8Array(128).fill(NO_FIELD);
FIELD_OF_CODE[46] = OPEN; // '.'
FIELD_OF_CODE[68] = DANGEROUS; // 'D'
FIELD_OF_CODE[70] = FORBIDDEN; // 'F'
const fieldAt = (text: string, at: number): number => {
  const code = text.charCodeAt(at);
  return code < 128 ? FIELD_OF_CODE[code] : NO_FIELD;
};

/** The fields of the board being read, bottom row first as in a PursuitBoard. */
const fields = new Uint8Array(MAX_SIZE * MAX_SIZE);
/** One shape per width, made once. */
const SHAPES: readonly BoardShape[] = Array.from({ length: MAX_SIZE + 1 }, (_, side) => ({ width: side, height: side }));

/** Where the line end starting at `at` ends ("\n" or "\r\n"), or -1 when there is none there. */
const afterLineEnd = (text: string, at: number): number => {
  const code = text.charCodeAt(at);
  if (code === LF) return at + 1;
  return code === CR && text.charCodeAt(at + 1) === LF ? at + 2 : -1;
};

// What the readers below found, in module variables rather than objects: an object per case is garbage.
/** readCoordinate's number (0 when there is none) and where its text ends. */
let coordinate = 0;
let coordinateEnd = 0;
/** Where readSquare's line ends, after its line end. */
let squareEnd = 0;
/** readCase's test case: the board's width, the two squares, and where its last line ends. */
let caseWidth = 0;
let caseKing = 0;
let casePawn = 0;
let caseEnd = 0;

/** One or two digits at `at` (a number the careful reader reads alike, leading zero and all). */
function readCoordinate(text: string, at: number): void {
  const first = text.charCodeAt(at);
  coordinate = 0;
  if (!(first >= ZERO && first <= NINE)) return;
  const second = text.charCodeAt(at + 1);
  if (second >= ZERO && second <= NINE) {
    coordinate = (first - ZERO) * 10 + second - ZERO;
    coordinateEnd = at + 2;
  } else {
    coordinate = first - ZERO;
    coordinateEnd = at + 1;
  }
}

/** The square of the line "x y" at `at` on a board `width` wide, or -1 unless it is written plainly and on the board. */
function readSquare(text: string, at: number, width: number): number {
  readCoordinate(text, at);
  const x = coordinate;
  if (x < 1 || x > width || text.charCodeAt(coordinateEnd) !== SPACE) return -1;
  readCoordinate(text, coordinateEnd + 1);
  const y = coordinate;
  if (y < 1 || y > width) return -1;
  squareEnd = afterLineEnd(text, coordinateEnd);
  return squareEnd < 0 ? -1 : (y - 1) * width + x - 1;
}

/** Reads one test case at `at` into `fields`; false unless it is one the shortcut takes. */
function readCase(text: string, at: number, strict: boolean): boolean {
  let width = 0;
  while (width <= MAX_SIZE && fieldAt(text, at + width) !== NO_FIELD) width++;
  if (width === 0 || width > MAX_SIZE || (strict && width !== CONTEST_SIZE)) return false;
  // Rows are written top first; the top row's first square is the last row's start.
  for (let row = width - 1, first = row * width; row >= 0; row--, first -= width) {
    for (let file = 0; file < width; file++) {
      const field = fieldAt(text, at + file);
      if (field === NO_FIELD) return false;
      fields[first + file] = field;
    }
    at = afterLineEnd(text, at + width);
    if (at < 0) return false;
  }
  const king = readSquare(text, at, width);
  if (king < 0) return false;
  const pawn = readSquare(text, squareEnd, width);
  if (pawn < 0 || pawn === king) return false;
  if (strict && (fields[king] !== OPEN || fields[pawn] === FORBIDDEN)) return false;
  caseWidth = width;
  caseKing = king;
  casePawn = pawn;
  caseEnd = squareEnd;
  return true;
}

export const cheesyChessShortcut: ContestShortcut = (text, start, room, options) => {
  const strict = options.strict === true;
  let contest = '';
  let cases = 0;
  let lines = 0;
  let at = start;
  while (cases < room && readCase(text, at, strict)) {
    contest += pursuitWhiteWinsOnFields(fields, SHAPES[caseWidth], caseKing, casePawn) ? 'White\n' : 'Black\n';
    cases++;
    lines += caseWidth + 2;
    at = caseEnd;
  }
  return cases === 0 ? NO_SHORTCUT_RUN : { cases, lines, end: at, contest };
};
