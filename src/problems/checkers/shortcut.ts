import { afterLineEnd } from '../../core/bytes.js';
import { type AnswerShortcut, NO_SHORTCUT_RUN } from '../../framework/fast-readers.js';
import { LEGAL, Referee } from '../../games/checkers/referee.js';
import type { SquareSet } from '../../games/checkers/squares.js';
import { checkersCodec } from './judge.js';
import { MAX_PIECES_STRICT, menOnOwnCrowningRow } from './case.js';

/**
 * Answer mode's shortcut for checkers (see AnswerShortcut): each record is read straight from
 * the input's bytes into the referee's three square sets, and each move line into a reused route
 * buffer, then checked by Referee.play, the referee every path uses; nothing is allocated per move
 * and no string is made but a record's answer. It takes only what the careful reader (parse.ts)
 * accepts without a word, written plainly: counts, squares and the move count as numbers without
 * leading zeros (squares 1-32, kings with '-'), one space between the items of a line, 1 to 32
 * pieces a side (1 to 12 with --strict) on distinct squares, no man on its own promotion row, and
 * move lines of visible characters (no blank), up to MAX_MOVE_LINE long. A move line that names no
 * route (`9--14`, `33-28`, `14.18`) is an illegal move, as the careful reader says too.
 * Anything else, the closing "0 0" among it, it leaves to the careful reader;
 * test/problems/contest-shortcut.test.ts checks that on every kind of input.
 */

const ZERO = 48;
const SPACE = 32;
const MINUS = 45;
/**
 * Per byte of a move line: DIGIT, SEPARATOR ('-', 'x', 'X'), OTHER (any other visible character),
 * or 0 (a blank, a line end, a control character).
 */
const DIGIT = 1;
const SEPARATOR = 2;
const OTHER = 3;
const MOVE_BYTE = new Uint8Array(256);
MOVE_BYTE.fill(OTHER, 33, 127);
MOVE_BYTE.fill(DIGIT, ZERO, ZERO + 10);
MOVE_BYTE[MINUS] = SEPARATOR;
MOVE_BYTE[120] = SEPARATOR;
MOVE_BYTE[88] = SEPARATOR;
/** The longest move line taken (a route of 13 squares, the contest's longest, is at most 38 characters). */
const MAX_MOVE_LINE = 64;

/**
 * What the readers below found, passed to each of them, with the referee that plays the record and
 * the buffer each move line's route is read into: one object (`recordRead`, below), reused from record
 * to record, since an object per record, or per number, would be garbage.
 */
interface RecordRead {
  /** readNumber's value (-1 for none) and where it ends. */
  number: number;
  numberEnd: number;
  /** readPieces' squares and kings. */
  pieces: SquareSet;
  kings: SquareSet;
  /** readRecord's answer: 0 when every move is legal, else the number of the first illegal one; and its lines. */
  invalidMove: number;
  lines: number;
  readonly referee: Referee;
  readonly route: Uint8Array;
}

/** The byte at `at`, 0 past the end: reading past the end would make V8 drop the optimised code at each chunk's end. */
const codeAt = (bytes: Uint8Array, at: number): number => (at < bytes.length ? bytes[at] : 0);

/** A whole number at `at` of 1 to `digits` digits, without a sign or a leading zero ("0" itself is one). */
function readNumber(bytes: Uint8Array, at: number, digits: number, read: RecordRead): void {
  read.number = -1;
  let value = 0;
  let end = at;
  for (let code = codeAt(bytes, end); code >= ZERO && code <= ZERO + 9; code = codeAt(bytes, ++end)) {
    if (end - at === digits) return;
    value = value * 10 + code - ZERO;
  }
  if (end === at || (end - at > 1 && bytes[at] === ZERO)) return;
  read.number = value;
  read.numberEnd = end;
}

/**
 * `count` squares at `at`, one space apart, a king's with '-'; where the line ends, or -1. Sets `read.pieces` and
 * `read.kings`.
 */
function readPieces(bytes: Uint8Array, at: number, count: number, taken: SquareSet, read: RecordRead): number {
  let pieces = 0;
  let kings = 0;
  for (let k = 0; k < count; k++) {
    if (k > 0) {
      if (codeAt(bytes, at) !== SPACE) return -1;
      at++;
    }
    const king = codeAt(bytes, at) === MINUS;
    readNumber(bytes, king ? at + 1 : at, 2, read);
    const square = read.number;
    if (square < 1 || square > 32) return -1;
    const bit = 1 << (square - 1);
    if (((pieces | taken) & bit) !== 0) return -1;
    pieces |= bit;
    if (king) kings |= bit;
    at = read.numberEnd;
  }
  read.pieces = pieces;
  read.kings = kings;
  return afterLineEnd(bytes, at);
}

/**
 * The moves of a record, `count` lines from `at`, played by the referee up to the first illegal
 * one; where they end, or -1 unless every line is one the shortcut takes. Sets `read.invalidMove`.
 */
function readMoves(bytes: Uint8Array, at: number, count: number, read: RecordRead): number {
  const { referee, route } = read;
  read.invalidMove = 0;
  for (let k = 1; k <= count; k++) {
    // No line longer than MAX_MOVE_LINE is read through.
    const stop = Math.min(bytes.length, at + MAX_MOVE_LINE + 1);
    // The line's numbers, checked as readRoute does: any fault (an empty number, one off the board,
    // a character that is no digit or separator, fewer than two squares) makes the move malformed.
    let squares = 0;
    let digits = 0;
    let value = 0;
    let malformed = false;
    let end = at;
    let kind = 0;
    for (; end < stop; end++) {
      const code = bytes[end];
      kind = MOVE_BYTE[code];
      if (kind === DIGIT) {
        if (++digits <= 3) value = value * 10 + code - ZERO;
        continue;
      }
      if (kind === 0) break;
      if (digits === 0 || digits > 3 || value < 1 || value > 32) malformed = true;
      else route[squares++] = value;
      if (kind === OTHER) malformed = true;
      digits = 0;
      value = 0;
    }
    // A blank line, a line too long, or the end of the bytes; or a blank or control character (not a line end) after
    // the move.
    if (end === at || kind !== 0) return -1;
    at = afterLineEnd(bytes, end);
    if (at < 0) return -1;
    if (digits === 0 || digits > 3 || value < 1 || value > 32) malformed = true;
    else route[squares++] = value;
    if (malformed || squares < 2 || referee.play(route, squares) !== LEGAL) {
      read.invalidMove = k;
      return skipMoves(bytes, at, count - k);
    }
  }
  return at;
}

/** The `count` move lines from `at`, which are read but not checked; where they end, or -1 as readMoves. */
function skipMoves(bytes: Uint8Array, at: number, count: number): number {
  for (let k = 0; k < count && at >= 0; k++) {
    const stop = Math.min(bytes.length, at + MAX_MOVE_LINE + 1);
    let end = at;
    while (end < stop && MOVE_BYTE[bytes[end]] !== 0) end++;
    at = end === at ? -1 : afterLineEnd(bytes, end);
  }
  return at;
}

/**
 * The record at `at`: where it ends, or -1 unless the shortcut takes it (the closing "0 0" is no
 * record). Sets `read.invalidMove` and `read.lines`.
 */
function readRecord(bytes: Uint8Array, at: number, strict: boolean, read: RecordRead): number {
  const most = strict ? MAX_PIECES_STRICT : 32;
  readNumber(bytes, at, 2, read);
  const redCount = read.number;
  if (redCount < 1 || redCount > most || codeAt(bytes, read.numberEnd) !== SPACE) return -1;
  readNumber(bytes, read.numberEnd + 1, 2, read);
  const whiteCount = read.number;
  if (whiteCount < 1 || whiteCount > most) return -1;
  at = afterLineEnd(bytes, read.numberEnd);
  if (at < 0) return -1;
  at = readPieces(bytes, at, redCount, 0, read);
  const red = read.pieces;
  const redKings = read.kings;
  if (at < 0 || menOnOwnCrowningRow(red, redKings, 'black') !== 0) return -1;
  at = readPieces(bytes, at, whiteCount, red, read);
  const white = read.pieces;
  const whiteKings = read.kings;
  if (at < 0 || menOnOwnCrowningRow(white, whiteKings, 'white') !== 0) return -1;
  // "n C": at most 7 digits (the careful reader takes up to 9,999,999 moves), then R or W, either case.
  readNumber(bytes, at, 7, read);
  const moves = read.number;
  if (moves < 1 || codeAt(bytes, read.numberEnd) !== SPACE) return -1;
  const side = codeAt(bytes, read.numberEnd + 1) | 32;
  if (side !== 114 && side !== 119) return -1;
  at = afterLineEnd(bytes, read.numberEnd + 2);
  if (at < 0) return -1;
  const { referee } = read;
  referee.black = red;
  referee.white = white;
  referee.kings = redKings | whiteKings;
  referee.blackToMove = side === 114;
  read.lines = 4 + moves;
  return readMoves(bytes, at, moves, read);
}

/** The line of a record whose moves are all valid, as the answer codec writes it. */
const VALID = `${checkersCodec.write({ valid: true })}\n`;
/** The readers' findings and the referee: scratch, made once a run and reused from record to record. */
const recordRead = (): RecordRead => ({
  number: -1,
  numberEnd: 0,
  pieces: 0,
  kings: 0,
  invalidMove: 0,
  lines: 0,
  referee: new Referee(),
  route: new Uint8Array(MAX_MOVE_LINE),
});

export const checkersShortcut: AnswerShortcut = (bytes, start, room, options) => {
  const strict = options.strict === true;
  const read = recordRead();
  /** The run's answers, joined at its end: one string for the garbage collector, not one per record. */
  const answers: string[] = [];
  let cases = 0;
  let lines = 0;
  let at = start;
  while (cases < room) {
    const end = readRecord(bytes, at, strict, read);
    if (end < 0) break;
    answers[cases++] =
      read.invalidMove === 0 ? VALID : `${checkersCodec.write({ valid: false, moveNumber: read.invalidMove })}\n`;
    lines += read.lines;
    at = end;
  }
  if (cases === 0) return NO_SHORTCUT_RUN;
  return { cases, lines, end: at, output: answers.join('') };
};
