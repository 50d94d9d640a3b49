import { type ContestShortcut, NO_SHORTCUT_RUN, afterLineEnd } from '../../core/contest.js';

/**
 * Contest mode's shortcut for Rank and File (see ContestShortcut): each data set is read straight
 * from the input's bytes into one reused board and judged there, with nothing allocated per
 * data set. The board is a mailbox of the contest's own letters, 16 squares wide so that half a
 * row is one aligned 32-bit word (a half row of '.' is copied and passed over whole, another is
 * checked two squares at a time), with a border (0) around it that stops every king step. Each
 * side's pieces are listed as they are read: whether a square is attacked is asked of the few
 * enemy pieces, by the direction from each to it (REACH), not by looking out from the square in
 * every direction. It answers what checkStatus (games/chess/rules.ts) answers on the careful
 * reader's board, by the same method: the checkers counted, then a king step, or a capture or
 * block of a lone checker, that leaves the king unattacked. test/problems/contest-shortcut.test.ts
 * checks that on every kind of input.
 */

const BORDER = 0;
const EMPTY = 46; // '.'
const LF = 10;
/** The letters' case bit: set in the white (lower case) letters. Upper case: */
const LOWER = 32;
const KING = 75;
const QUEEN = 81;
const ROOK = 82;
const BISHOP = 66;
const KNIGHT = 78;
/** Each row is 16 wide; row 0 as written starts at 36 (two border rows above it, four border squares to its left). */
const WIDTH = 16;
const FIRST = 2 * WIDTH + 4;
/** The king's eight steps. */
const STEPS = [-WIDTH, WIDTH, -1, 1, -WIDTH - 1, -WIDTH + 1, WIDTH - 1, WIDTH + 1];

const cells = new Uint8Array(12 * WIDTH);
/** The board as 32-bit words, little-endian as the input's are read: half a row (4 squares, from FIRST on) is one. */
const cellWords = new DataView(cells.buffer);
/** Four '.': a half row with nothing on it. */
const DOTS = 0x2e2e2e2e;

/** The pieces as bits, by letter (either case): a king, queen, rook, bishop, knight. */
const K = 1;
const Q = 2;
const R = 4;
const B = 8;
const N = 16;
/** The pieces that slide: what stands between them and a square matters. */
const SLIDING = Q | R | B;
const KIND = new Uint8Array(256);
for (const [letter, kind] of [
  [KING, K],
  [QUEEN, Q],
  [ROOK, R],
  [BISHOP, B],
  [KNIGHT, N],
]) {
  KIND[letter] = kind;
  KIND[letter | LOWER] = kind;
}

/**
 * By the difference `to - from` of two squares (plus OFFSET): the pieces on `from` that can reach
 * `to` on an empty board (REACH), and for a line, its unit step (STEP; 0 for none).
 */
const OFFSET = 7 * WIDTH + 7;
const REACH = new Uint8Array(2 * OFFSET + 1);
const STEP = new Int8Array(2 * OFFSET + 1);
for (let rows = -7; rows <= 7; rows++) {
  for (let files = -7; files <= 7; files++) {
    const index = rows * WIDTH + files + OFFSET;
    const [across, along] = [Math.abs(rows), Math.abs(files)];
    if (across + along === 0) continue;
    if (across === 0 || along === 0 || across === along) {
      REACH[index] = (across === along ? B : R) | Q | (Math.max(across, along) === 1 ? K : 0);
      STEP[index] = Math.sign(rows) * WIDTH + Math.sign(files);
    } else if (across + along === 3) {
      REACH[index] = N;
    }
  }
}

/**
 * Two squares as written (a 16-bit half of a half row, the first in the low byte): 0 unless both are
 * characters a board row may hold; then 1, plus 2 if the first holds a piece and 4 if the second does.
 */
const PAIRS = new Uint8Array(1 << 16);
for (const first of '.kqrbnKQRBN') {
  for (const second of '.kqrbnKQRBN') {
    PAIRS[first.charCodeAt(0) | (second.charCodeAt(0) << 8)] = 1 | (first === '.' ? 0 : 2) | (second === '.' ? 0 : 4);
  }
}
/** The lowest set bit's place in a 4-bit mask. */
const LOWEST = Uint8Array.from({ length: 16 }, (_, mask) => 31 - Math.clz32(mask & -mask));

/**
 * Each side's pieces' squares, its king's among them, by the case bit of its letters: black's
 * (0) from 0, white's (32) from 64, that is from `bit << 1`; how many, at `bit >> 5` in pieceCounts.
 * (Written out where used, not as functions: the code runs cold for a while, where calls cost.)
 */
const pieces = new Int32Array(128);
const pieceCounts = new Int32Array(2);

/** Where countCheckers found the (last) checking piece. */
let checker = 0;

/** Whether the piece `code` on `from` reaches `to`: moves there, or attacks it. */
function reaches(from: number, to: number, code: number): boolean {
  const index = to - from + OFFSET;
  const kind = REACH[index] & KIND[code];
  if (kind === 0) return false;
  if ((kind & SLIDING) === 0) return true;
  const step = STEP[index];
  for (let at = from + step; at !== to; at += step) if (cells[at] !== EMPTY) return false;
  return true;
}

/** Whether a piece of the colour with case bit `bit` attacks `square` (a piece that is no longer on its listed square, taken, does not). */
function attacked(square: number, bit: number): boolean {
  const first = bit << 1;
  const end = first + pieceCounts[bit >> 5];
  for (let i = first; i < end; i++) {
    const from = pieces[i];
    const code = cells[from];
    // reaches(from, square, code), written out: this is the hottest loop, and runs cold for a while.
    const index = square - from + OFFSET;
    const kind = REACH[index] & KIND[code];
    if (kind === 0 || (code & LOWER) !== bit) continue;
    if ((kind & SLIDING) === 0) return true;
    const step = STEP[index];
    let at = from + step;
    while (at !== square && cells[at] === EMPTY) at += step;
    if (at === square) return true;
  }
  return false;
}

/** How many pieces of the colour with case bit `bit` attack `square`, stopping at two; notes where one of them is. */
function countCheckers(square: number, bit: number): number {
  const first = bit << 1;
  const end = first + pieceCounts[bit >> 5];
  let count = 0;
  for (let i = first; i < end; i++) {
    const from = pieces[i];
    if (!reaches(from, square, cells[from])) continue;
    if (++count === 2) return count;
    checker = from;
  }
  return count;
}

/** Whether moving the piece on `from` to `to` leaves the king on `king` unattacked by the colour with case bit `enemy`. */
function safeAfter(from: number, to: number, king: number, enemy: number): boolean {
  const piece = cells[from];
  const captured = cells[to];
  cells[to] = piece;
  cells[from] = EMPTY;
  const safe = !attacked(king, enemy);
  cells[from] = piece;
  cells[to] = captured;
  return safe;
}

/**
 * Whether the side with case bit `own`, its king on `king` in check by `checkers` pieces, has a
 * legal move: a king step to a square left unattacked, or (one checker only) a move of another
 * piece that captures the checker or stands between it and the king, and exposes no king.
 */
function hasAnswer(king: number, checkers: number, own: number): boolean {
  const enemy = own ^ LOWER;
  const kingCode = cells[king];
  // The king leaves its square; what stands on the one it steps to does not change whether that is attacked.
  cells[king] = EMPTY;
  for (let i = 0; i < 8; i++) {
    const to = king + STEPS[i];
    const target = cells[to];
    if (target === BORDER || (target !== EMPTY && ((target & LOWER) === own || (target & ~LOWER) === KING))) continue;
    if (!attacked(to, enemy)) {
      cells[king] = kingCode;
      return true;
    }
  }
  cells[king] = kingCode;
  if (checkers > 1) return false;
  // The squares from the king to the checker, the checker's own last: a knight's is the only one.
  const line = STEP[checker - king + OFFSET];
  const step = line === 0 ? checker - king : line;
  const first = own << 1;
  const end = first + pieceCounts[own >> 5];
  for (let square = king + step; ; square += step) {
    // A king is never captured.
    if ((cells[square] & ~LOWER) === KING) break;
    for (let i = first; i < end; i++) {
      const from = pieces[i];
      if (from !== king && reaches(from, square, cells[from]) && safeAfter(from, square, king, enemy)) return true;
    }
    if (square === checker) break;
  }
  return false;
}

const ANSWERS = [
  'WHITE IS SAFE\n',
  'WHITE IS CHECKED\n',
  'WHITE IS CHECKMATED\n',
  'BLACK IS SAFE\n',
  'BLACK IS CHECKED\n',
  'BLACK IS CHECKMATED\n',
];
/** A run's answers, joined at its end: one string, not as many string pieces as answers for the garbage collector. */
const answers: string[] = [];

/** The side letter's case bit ('w' or 'W': white, lower case; 'b' or 'B': black), or -1. */
const sideBit = (code: number): number => ((code | LOWER) === 119 ? LOWER : (code | LOWER) === 98 ? 0 : -1);

/** The shortest data set: a side line and 8 rows, each with its "\n". */
const SHORTEST = 2 + 8 * 9;

cells.fill(BORDER);

/** The side readBoard found ('w' or 'b': the case bit of its colour's letters) and the square of that side's king. */
let side = 0;
let sideKing = 0;

/**
 * Reads the data set at `at` into the board (`view`: the same bytes); where it ends, or -1 unless it is one the
 * shortcut takes. Nothing is read past the end of the bytes: V8 would drop the optimized code each time it was.
 */
function readBoard(bytes: Uint8Array, view: DataView, at: number): number {
  const length = bytes.length;
  if (length - at < SHORTEST) return -1;
  const own = sideBit(bytes[at]);
  let next = own < 0 ? -1 : afterLineEnd(bytes, at + 1);
  let whiteKing = -1;
  let blackKing = -1;
  let kings = 0;
  pieceCounts[0] = pieceCounts[1] = 0;
  for (let row = 0, square = FIRST; row < 8 && next >= 0; row++, square += WIDTH) {
    if (next + 9 > length) return -1;
    for (let half = 0; half < 8; half += 4) {
      const word = view.getUint32(next + half, true);
      cellWords.setUint32(square + half, word, true);
      if (word === DOTS) continue;
      const low = PAIRS[word & 0xffff];
      const high = PAIRS[word >>> 16];
      if ((low & high & 1) === 0) return -1;
      // The squares with a piece, one bit each.
      for (let mask = (low >> 1) | ((high >> 1) << 2); mask !== 0; mask &= mask - 1) {
        const place = LOWEST[mask];
        const code = (word >>> (place << 3)) & 255;
        const at = square + half + place;
        const bit = code & LOWER;
        pieces[(bit << 1) + pieceCounts[bit >> 5]++] = at;
        if (code === (KING | LOWER)) {
          whiteKing = at;
          kings += 1;
        } else if (code === KING) {
          blackKing = at;
          kings += 64;
        }
      }
    }
    next = bytes[next + 8] === LF ? next + 9 : afterLineEnd(bytes, next + 8);
  }
  // One king each (65 kings of one colour would not fit).
  if (kings !== 65) return -1;
  side = own;
  sideKing = own === LOWER ? whiteKing : blackKing;
  return next;
}

// The loop stays small, and its work is in functions of their own: V8 then optimizes each once
// and early, instead of compiling one large function twice (on stack, then again on entry).
/** The first `count` answers as one string. */
function joined(count: number): string {
  answers.length = count;
  return answers.join('');
}

export const rankAndFileShortcut: ContestShortcut = (bytes, start, room) => {
  let cases = 0;
  let at = start;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  for (let next = readBoard(bytes, view, at); cases < room && next >= 0; next = readBoard(bytes, view, at)) {
    const checkers = countCheckers(sideKing, side ^ LOWER);
    const status = checkers === 0 ? 0 : hasAnswer(sideKing, checkers, side) ? 1 : 2;
    answers[cases] = ANSWERS[(side === LOWER ? 0 : 3) + status];
    cases++;
    at = next;
  }
  return cases === 0 ? NO_SHORTCUT_RUN : { cases, lines: cases * 9, end: at, contest: joined(cases) };
};
