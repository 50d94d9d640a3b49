import { type AnswerShortcut, NO_SHORTCUT_RUN } from '../../framework/fast-readers.js';
import { afterLineEnd } from '../../core/bytes.js';
import { WinnerScratch, pursuitWhiteWinsOnRows } from '../../games/pursuit/winner.js';
import { DANGEROUS, FORBIDDEN, type FieldCode, OPEN } from '../../games/pursuit/board.js';
import { CONTEST_SIZE, MAX_SIZE, kingStartAllowed, pawnStartAllowed } from './case.js';
import { cheesyChessCodec } from './judge.js';

/**
 * Answer mode's shortcut for Cheesy Chess (see AnswerShortcut): each test case is read straight
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
/**
 * Per character code: 1 for an open field ('.'), 2 for a forbidden one ('F'), 0 for a dangerous one ('D'), NO_FIELD for
 * the rest.
 */
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

/**
 * What readCase found: the board as row masks, its width, the two squares, and where the test case's last line ends.
 */
interface CaseRead {
  /** Bottom row first (see pursuitWhiteWinsOnRows). */
  readonly openRows: Int32Array;
  readonly forbiddenRows: Int32Array;
  width: number;
  king: number;
  pawn: number;
  end: number;
}

/**
 * One or two digits at `at` (a number the careful reader reads alike, leading zero and all): the number times 4 plus
 * how many digits; 0 for none.
 */
function readCoordinate(bytes: Uint8Array, at: number): number {
  const first = codeAt(bytes, at);
  if (!(first >= ZERO && first <= NINE)) return 0;
  const second = codeAt(bytes, at + 1);
  return second >= ZERO && second <= NINE
    ? (((first - ZERO) * 10 + second - ZERO) << 2) | 2
    : ((first - ZERO) << 2) | 1;
}

/**
 * The square of the line "x y" at `at` on a board `width` wide, or -1 unless it is written plainly
 * and on the board; `read.end` is then where its line ends, after its line end.
 */
function readSquare(bytes: Uint8Array, at: number, width: number, read: CaseRead): number {
  const first = readCoordinate(bytes, at);
  const x = first >> 2;
  const afterX = at + (first & 3);
  if (x < 1 || x > width || codeAt(bytes, afterX) !== SPACE) return -1;
  const second = readCoordinate(bytes, afterX + 1);
  const y = second >> 2;
  if (y < 1 || y > width) return -1;
  read.end = afterLineEnd(bytes, afterX + 1 + (second & 3));
  return read.end < 0 ? -1 : (y - 1) * width + x - 1;
}

/** Whether the row masks have the bit of `square` on a board `width` wide. */
const hasBit = (rows: Int32Array, square: number, width: number): boolean =>
  ((rows[(square / width) | 0] >>> (square % width)) & 1) === 1;

/** The field on `square` of the board read into `read`'s rows. */
const fieldOf = (read: CaseRead, square: number, width: number): FieldCode =>
  hasBit(read.openRows, square, width) ? OPEN : hasBit(read.forbiddenRows, square, width) ? FORBIDDEN : DANGEROUS;

/** Reads one test case at `at` into `read`; false unless it is one the shortcut takes. */
function readCase(bytes: Uint8Array, at: number, strict: boolean, read: CaseRead): boolean {
  const { openRows, forbiddenRows } = read;
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
  const king = readSquare(bytes, at, width, read);
  if (king < 0) return false;
  const pawn = readSquare(bytes, read.end, width, read);
  if (pawn < 0 || pawn === king) return false;
  if (strict && (!kingStartAllowed(fieldOf(read, king, width)) || !pawnStartAllowed(fieldOf(read, pawn, width))))
    return false;
  read.width = width;
  read.king = king;
  read.pawn = pawn;
  return true;
}

/**
 * readCase's findings: scratch, made once a run and reused from case to case, so that nothing is allocated per test
 * case.
 */
const caseRead = (): CaseRead => ({
  openRows: new Int32Array(MAX_SIZE),
  forbiddenRows: new Int32Array(MAX_SIZE),
  width: 0,
  king: 0,
  pawn: 0,
  end: 0,
});

/** The two answer lines, each with its line end, as the answer codec writes them. */
const WHITE_LINE = `${cheesyChessCodec.write({ winner: 'white' })}\n`;
const BLACK_LINE = `${cheesyChessCodec.write({ winner: 'black' })}\n`;

export const cheesyChessShortcut: AnswerShortcut = (bytes, start, room, options) => {
  const strict = options.strict === true;
  let output = '';
  let cases = 0;
  let lines = 0;
  let at = start;
  const read = caseRead();
  const scratch = new WinnerScratch();
  while (cases < room && readCase(bytes, at, strict, read)) {
    const { openRows, forbiddenRows, width, king, pawn, end } = read;
    output += pursuitWhiteWinsOnRows(openRows, forbiddenRows, width, width, king, pawn, scratch)
      ? WHITE_LINE
      : BLACK_LINE;
    cases++;
    lines += width + 2;
    at = end;
  }
  return cases === 0 ? NO_SHORTCUT_RUN : { cases, lines, end: at, output };
};
