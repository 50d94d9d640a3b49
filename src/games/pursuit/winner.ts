import type { Square } from '../../core/geometry.js';
import { FORBIDDEN, OPEN, type PursuitBoard } from './board.js';

/**
 * Who wins the pursuit game, White moving first: the answer of the generic solver on
 * `PursuitGame` (a property test checks it), at a fraction of the cost, for judging many games in
 * a row. The pawn's move is forced and it never leaves its column, so the game is decided a pawn
 * row at a time, from the bottom up: with the pawn on row r, White (to move) wins from the squares
 * next to an open square, other than the pawn's floating dangerous fields, on which the king
 * captures the pawn, blocks it, or wins again once the pawn is on row r - 1. Sets of squares are
 * row masks (bit f of a row: file f), so a pawn row costs a few operations a board row, and
 * nothing is allocated.
 */

/** The widest board the row masks hold (bit 31 is the sign). */
export const MAX_WINNER_WIDTH = 30;
/** The highest board: one row mask each in the scratch rows. */
export const MAX_WINNER_HEIGHT = 64;

// Row y of a set is at index y + 1: rows 0 and height + 1 stay empty, so no neighbour needs a bounds test.
/** The squares the king may step onto and win by: per pawn row, then made into `wins`. */
const targets = new Int32Array(MAX_WINNER_HEIGHT + 2);
/** The squares from which White, to move, wins with the pawn on the row last solved. */
const wins = new Int32Array(MAX_WINNER_HEIGHT + 2);
/** pursuitWhiteWins' board as row masks. */
const boardOpen = new Int32Array(MAX_WINNER_HEIGHT);
const boardForbidden = new Int32Array(MAX_WINNER_HEIGHT);

export function pursuitWhiteWins(board: PursuitBoard, king: Square, pawn: Square): boolean {
  const { width, height } = board.shape;
  const { fields } = board;
  for (let rank = 0, square = 0; rank < height; rank++) {
    let open = 0;
    let forbidden = 0;
    for (let file = 0; file < width; file++, square++) {
      if (fields[square] === OPEN) open |= 1 << file;
      else if (fields[square] === FORBIDDEN) forbidden |= 1 << file;
    }
    boardOpen[rank] = open;
    boardForbidden[rank] = forbidden;
  }
  return pursuitWhiteWinsOnRows(boardOpen, boardForbidden, width, height, king, pawn);
}

/**
 * The same, on the board as row masks, bottom row first: bit f of `open[y]` set when the field
 * on file f of row y is open, of `forbidden[y]` when it is forbidden. For callers that fill
 * their own reused arrays instead of making a board; squares are numbered as on a PursuitBoard.
 */
export function pursuitWhiteWinsOnRows(
  open: Int32Array,
  forbidden: Int32Array,
  width: number,
  height: number,
  king: Square,
  pawn: Square,
): boolean {
  if (width > MAX_WINNER_WIDTH || height > MAX_WINNER_HEIGHT) {
    throw new RangeError(`pursuitWhiteWins: boards up to ${MAX_WINNER_WIDTH}x${MAX_WINNER_HEIGHT}, not ${width}x${height}`);
  }
  const full = (1 << width) - 1;
  const pawnFile = pawn % width;
  const pawnRank = (pawn - pawnFile) / width;
  const pawnBit = 1 << pawnFile;
  /** The pawn's floating dangerous fields, on the row below it. */
  const dangers = ((pawnBit << 1) | (pawnBit >>> 1)) & full;
  for (let rank = 0; rank <= pawnRank; rank++) {
    if (rank === 0) {
      // On the bottom row the pawn cannot move: only capturing it wins.
      targets.fill(0, 0, height + 2);
      targets[1] = open[0] & pawnBit;
    } else if ((forbidden[rank - 1] & pawnBit) !== 0) {
      // The pawn cannot move: any step the king can make wins.
      for (let y = 0; y < height; y++) targets[y + 1] = open[y];
      targets[rank] &= ~dangers;
    } else {
      // Capture the pawn, block it by standing below it, or win once it has stepped down.
      for (let y = 0; y < height; y++) targets[y + 1] = open[y] & wins[y + 1];
      targets[rank + 1] |= open[rank] & pawnBit;
      targets[rank] = (targets[rank] | (open[rank - 1] & pawnBit)) & ~dangers;
    }
    // Every square with a king step onto a target: beside it on its row, or on the rows above and below.
    for (let y = 1; y <= height; y++) {
      const below = targets[y - 1];
      const above = targets[y + 1];
      const side = targets[y];
      wins[y] = (below | above | ((below | above | side) << 1) | ((below | above | side) >>> 1)) & full;
    }
  }
  const kingFile = king % width;
  return ((wins[(king - kingFile) / width + 1] >>> kingFile) & 1) === 1;
}
