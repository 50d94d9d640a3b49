import { type ContestShortcut, NO_SHORTCUT_RUN } from '../../core/contest.js';
import { afterLineEnd } from '../../core/bytes.js';
import { pursuitWhiteWinsOnRows } from '../../games/pursuit/winner.js';
import { CONTEST_SIZE, MAX_SIZE } from './parse.js';

/**
 * Contest mode's shortcut for Cheesy Chess (see ContestShortcut): each test case is read straight
 * from the input's bytes into reused row masks and solved there by the judge's own
 * solver, with nothing allocated per test case but its answer. It takes only what the careful
 * reader (parse.ts) accepts without a word: a square board of rows of '.', 'D' and 'F' as wide as
 * the first (up to MAX_SIZE; CONTEST_SIZE with --strict), then two lines of two numbers (one or
 * two digits, one space between) on the board and on different squares, and with --strict the
 * king on an open square and the pawn not on a forbidden one. Anything else it leaves to the
 * careful reader; test/problems/contest-shortcut.test.ts checks that on every kind of input.
 */

const SPACE = 32;
const ZERO = 48;
const NINE = 57;
/** Per character code: 1 for an open field ('.'), 2 for a forbidden one ('F'), 0 for a dangerous one ('D'), NO_FIELD for the rest. */
const NO_FIELD = 4;
const FIELD_BITS = new Uint8Array(256).fill(NO_FIELD);
FIELD_BITS[46] = 1;
FIELD_BITS[70] = 2;
FIELD_BITS[68] = 0;
/**
 * The byte at `at`, 0 past the end (no letter, digit, blank or line end):
 * never reading past the end keeps the optimised code from being thrown away at each chunk's end.
 */
const codeAt = (bytes: Uint8Array, at: number): number => (at < bytes.length ? bytes[at] : 0);
/** The bits of the character at `at`: NO_FIELD for any but a field letter. */
const fieldBits = (bytes: Uint8Array, at: number): number => FIELD_BITS[codeAt(bytes, at)];

/** The board being read as row masks, bottom row first (see pursuitWhiteWinsOnRows). */
const openRows = new Int32Array(MAX_SIZE);
const forbiddenRows = new Int32Array(MAX_SIZE);

// What the readers below found, in module variables rather than objects: an object per case is garbage.
/** readCoordinate's number (0 when there is none) and where it ends. */
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
function readCoordinate(bytes: Uint8Array, at: number): void {
  const first = codeAt(bytes, at);
  coordinate = 0;
  if (!(first >= ZERO && first <= NINE)) return;
  const second = codeAt(bytes, at + 1);
  if (second >= ZERO && second <= NINE) {
    coordinate = (first - ZERO) * 10 + second - ZERO;
    coordinateEnd = at + 2;
  } else {
    coordinate = first - ZERO;
    coordinateEnd = at + 1;
  }
}

/** The square of the line "x y" at `at` on a board `width` wide, or -1 unless it is written plainly and on the board. */
function readSquare(bytes: Uint8Array, at: number, width: number): number {
  readCoordinate(bytes, at);
  const x = coordinate;
  if (x < 1 || x > width || codeAt(bytes, coordinateEnd) !== SPACE) return -1;
  readCoordinate(bytes, coordinateEnd + 1);
  const y = coordinate;
  if (y < 1 || y > width) return -1;
  squareEnd = afterLineEnd(bytes, coordinateEnd);
  return squareEnd < 0 ? -1 : (y - 1) * width + x - 1;
}

/** Whether the row masks have the bit of `square` on a board `width` wide. */
const hasBit = (rows: Int32Array, square: number, width: number): boolean => ((rows[(square / width) | 0] >>> (square % width)) & 1) === 1;

/** Reads one test case at `at` into the row masks; false unless it is one the shortcut takes. */
function readCase(bytes: Uint8Array, at: number, strict: boolean): boolean {
  // The top row, written first, says the width.
  let open = 0;
  let forbidden = 0;
  let width = 0;
  for (let bits = fieldBits(bytes, at); bits < NO_FIELD && width <= MAX_SIZE; bits = fieldBits(bytes, at + width)) {
    open |= (bits & 1) << width;
    forbidden |= (bits >> 1) << width;
    width++;
  }
  if (width === 0 || width > MAX_SIZE || (strict && width !== CONTEST_SIZE)) return false;
  openRows[width - 1] = open;
  forbiddenRows[width - 1] = forbidden;
  at = afterLineEnd(bytes, at + width);
  for (let rank = width - 2; rank >= 0 && at >= 0; rank--) {
    // The row and its line end are in the bytes: no square needs a test of their end.
    if (at + width >= bytes.length) return false;
    // No branch per square: the letters come in no order a processor could guess.
    let wrong = 0;
    open = forbidden = 0;
    for (let file = 0; file < width; file++) {
      const bits = FIELD_BITS[bytes[at + file]];
      wrong |= bits;
      open |= (bits & 1) << file;
      forbidden |= ((bits >> 1) & 1) << file;
    }
    openRows[rank] = open;
    forbiddenRows[rank] = forbidden;
    at = wrong < NO_FIELD ? afterLineEnd(bytes, at + width) : -1;
  }
  if (at < 0) return false;
  const king = readSquare(bytes, at, width);
  if (king < 0) return false;
  const pawn = readSquare(bytes, squareEnd, width);
  if (pawn < 0 || pawn === king) return false;
  if (strict && (!hasBit(openRows, king, width) || hasBit(forbiddenRows, pawn, width))) return false;
  caseWidth = width;
  caseKing = king;
  casePawn = pawn;
  caseEnd = squareEnd;
  return true;
}

export const cheesyChessShortcut: ContestShortcut = (bytes, start, room, options) => {
  const strict = options.strict === true;
  let contest = '';
  let cases = 0;
  let lines = 0;
  let at = start;
  while (cases < room && readCase(bytes, at, strict)) {
    contest += pursuitWhiteWinsOnRows(openRows, forbiddenRows, caseWidth, caseWidth, caseKing, casePawn) ? 'White\n' : 'Black\n';
    cases++;
    lines += caseWidth + 2;
    at = caseEnd;
  }
  return cases === 0 ? NO_SHORTCUT_RUN : { cases, lines, end: at, contest };
};
