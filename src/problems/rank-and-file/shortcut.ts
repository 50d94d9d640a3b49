import { type ContestShortcut, NO_SHORTCUT_RUN } from '../../core/contest.js';

/**
 * Contest mode's shortcut for Rank and File (see ContestShortcut): each data set is read straight
 * from the input's bytes into one reused board and judged there, with nothing allocated per
 * data set but its answer. The board is a 10x12 mailbox of the contest's own letters: a border
 * (0) two rows deep and one column wide stops every ray and knight jump without a bounds test.
 * It answers what checkStatus (games/chess/rules.ts) answers on the careful reader's board, by
 * the same method; test/problems/contest-shortcut.test.ts checks that on every kind of input.
 */

const BORDER = 0;
const EMPTY = 46; // '.'
const LF = 10;
const CR = 13;
/** The letters' case bit: set in the white (lower case) letters. Upper case: */
const LOWER = 32;
const KING = 75;
const QUEEN = 81;
const ROOK = 82;
const BISHOP = 66;
const KNIGHT = 78;
/** Square of the top-left corner: row 0 as written starts at 21, and each row is 10 wide. */
const FIRST = 21;
const WIDTH = 10;
const ORTHOGONAL = [-WIDTH, WIDTH, -1, 1];
const DIAGONAL = [-WIDTH - 1, -WIDTH + 1, WIDTH - 1, WIDTH + 1];
/** The rook's four directions, then the bishop's. */
const LINES = [...ORTHOGONAL, ...DIAGONAL];
const JUMPS = [-2 * WIDTH - 1, -2 * WIDTH + 1, -WIDTH - 2, -WIDTH + 2, WIDTH - 2, WIDTH + 2, 2 * WIDTH - 1, 2 * WIDTH + 1];

const cells = new Uint8Array(12 * WIDTH);
/** 1 for the characters a board row may hold. */
const SQUARE_CHARACTER = new Uint8Array(256);
SQUARE_CHARACTER[EMPTY] = 1;
for (const letter of 'kqrbnKQRBN') SQUARE_CHARACTER[letter.charCodeAt(0)] = 1;

/** Where countCheckers met the first checking piece: the step from the king, and how many steps away. */
let checkStep = 0;
let checkDistance = 0;

/** Whether a piece of the colour with case bit `bit` attacks `square`. */
function attacked(square: number, bit: number): boolean {
  const rook = ROOK | bit;
  const bishop = BISHOP | bit;
  const queen = QUEEN | bit;
  const king = KING | bit;
  const knight = KNIGHT | bit;
  for (let i = 0; i < 8; i++) if (cells[square + JUMPS[i]] === knight) return true;
  for (let i = 0; i < 8; i++) {
    const step = LINES[i];
    let at = square + step;
    let code = cells[at];
    if (code === king) return true;
    while (code === EMPTY) code = cells[(at += step)];
    if (code === queen || code === (i < 4 ? rook : bishop)) return true;
  }
  return false;
}

/** How many pieces of the colour with case bit `bit` attack `square`, stopping at two; notes where the first one is. */
function countCheckers(square: number, bit: number): number {
  const rook = ROOK | bit;
  const bishop = BISHOP | bit;
  const queen = QUEEN | bit;
  const king = KING | bit;
  const knight = KNIGHT | bit;
  let count = 0;
  for (let i = 0; i < 8; i++) {
    const step = LINES[i];
    let at = square + step;
    let code = cells[at];
    while (code === EMPTY) code = cells[(at += step)];
    if (code === queen || code === (i < 4 ? rook : bishop) || (code === king && at === square + step)) {
      if (++count === 2) return count;
      checkStep = step;
      checkDistance = (at - square) / step;
    }
  }
  for (let i = 0; i < 8; i++) {
    if (cells[square + JUMPS[i]] !== knight) continue;
    if (++count === 2) return count;
    checkStep = JUMPS[i];
    checkDistance = 1;
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
    const to = king + LINES[i];
    const target = cells[to];
    if (target === BORDER || (target !== EMPTY && ((target & LOWER) === own || (target & ~LOWER) === KING))) continue;
    if (!attacked(to, enemy)) {
      cells[king] = kingCode;
      return true;
    }
  }
  cells[king] = kingCode;
  if (checkers > 1) return false;
  const rook = ROOK | own;
  const bishop = BISHOP | own;
  const queen = QUEEN | own;
  const knight = KNIGHT | own;
  for (let k = 1, square = king + checkStep; k <= checkDistance; k++, square += checkStep) {
    // A king is never captured.
    if ((cells[square] & ~LOWER) === KING) break;
    for (let i = 0; i < 8; i++) {
      const from = square + JUMPS[i];
      if (cells[from] === knight && safeAfter(from, square, king, enemy)) return true;
    }
    for (let i = 0; i < 8; i++) {
      const step = LINES[i];
      let from = square + step;
      let code = cells[from];
      while (code === EMPTY) code = cells[(from += step)];
      if ((code === queen || code === (i < 4 ? rook : bishop)) && safeAfter(from, square, king, enemy)) return true;
    }
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

/** Where the line end starting at `at` ends ("\n" or "\r\n"), or -1 when there is none there. */
const afterLineEnd = (bytes: Uint8Array, at: number): number => {
  const code = bytes[at];
  if (code === LF) return at + 1;
  return code === CR && at + 1 < bytes.length && bytes[at + 1] === LF ? at + 2 : -1;
};

/** The side letter's case bit ('w' or 'W': white, lower case; 'b' or 'B': black), or -1. */
const sideBit = (code: number): number => ((code | LOWER) === 119 ? LOWER : (code | LOWER) === 98 ? 0 : -1);

/** The shortest data set: a side line and 8 rows, each with its "\n". */
const SHORTEST = 2 + 8 * 9;

cells.fill(BORDER);

/** The side readBoard found ('w' or 'b': the case bit of its colour's letters) and the square of that side's king. */
let side = 0;
let sideKing = 0;

/**
 * Reads the data set at `at` into the board; where it ends, or -1 unless it is one the shortcut
 * takes. Nothing is read past the end of the bytes: V8 would drop the optimized code each time it was.
 */
function readBoard(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  if (length - at < SHORTEST) return -1;
  const own = sideBit(bytes[at]);
  let next = own < 0 ? -1 : afterLineEnd(bytes, at + 1);
  let whiteKing = -1;
  let blackKing = -1;
  let kings = 0;
  for (let row = 0, square = FIRST; row < 8 && next >= 0; row++, square += WIDTH) {
    if (next + 9 > length) return -1;
    let wrong = 0;
    for (let file = 0; file < 8; file++) {
      const code = bytes[next + file];
      wrong |= SQUARE_CHARACTER[code] ^ 1;
      cells[square + file] = code;
      if (code === (KING | LOWER)) {
        whiteKing = square + file;
        kings += 1;
      } else if (code === KING) {
        blackKing = square + file;
        kings += 64;
      }
    }
    next = wrong === 0 ? afterLineEnd(bytes, next + 8) : -1;
  }
  // One king each (65 kings of one colour would not fit).
  if (kings !== 65) return -1;
  side = own;
  sideKing = own === LOWER ? whiteKing : blackKing;
  return next;
}

// The loop stays small, and its work is in functions of their own: V8 then optimizes each once
// and early, instead of compiling one large function twice (on stack, then again on entry).
export const rankAndFileShortcut: ContestShortcut = (bytes, start, room) => {
  let contest = '';
  let cases = 0;
  let at = start;
  for (let next = readBoard(bytes, at); cases < room && next >= 0; next = readBoard(bytes, at)) {
    const checkers = countCheckers(sideKing, side ^ LOWER);
    const status = checkers === 0 ? 0 : hasAnswer(sideKing, checkers, side) ? 1 : 2;
    contest += ANSWERS[(side === LOWER ? 0 : 3) + status];
    cases++;
    at = next;
  }
  return cases === 0 ? NO_SHORTCUT_RUN : { cases, lines: cases * 9, end: at, contest };
};
