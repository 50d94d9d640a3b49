import type { Square } from '../../core/geometry.js';
import { FORBIDDEN, OPEN, type PursuitBoard, isFloatingDanger } from './board.js';

/**
 * Who wins the pursuit game, White moving first: the answer of the generic solver on
 * `PursuitGame` (a property test checks it), at a fraction of the cost, for judging many games in
 * a row. Black never has a choice (the pawn's step is forced, and it never leaves its column), so
 * White wins when some sequence of king steps wins: the squares the king can have reached are
 * followed a move at a time, until one of them captures or blocks the pawn (White wins) or none
 * is left, or the pawn is home (Black wins). Sets of squares are row masks (bit f of a row:
 * file f), so a move costs a few operations per board row, and nothing is allocated.
 */

/** The widest board the row masks hold (bit 31 is the sign). */
export const MAX_WINNER_WIDTH = 30;
/** The highest board: one row mask each in the scratch rows. */
export const MAX_WINNER_HEIGHT = 64;

/**
 * Scratch row masks: a caller judging many games in a row passes the same one each time (each
 * call fills what it reads first), so that a game allocates nothing. Row y of a set is at index
 * y + 1: rows 0 and height + 1 stay empty, so no neighbour needs a bounds test.
 */
export class WinnerScratch {
  readonly rowsA = new Int32Array(MAX_WINNER_HEIGHT + 2);
  readonly rowsB = new Int32Array(MAX_WINNER_HEIGHT + 2);
  /** pursuitWhiteWins' board as row masks. */
  readonly open = new Int32Array(MAX_WINNER_HEIGHT);
  readonly forbidden = new Int32Array(MAX_WINNER_HEIGHT);
}

export function pursuitWhiteWins(
  board: PursuitBoard,
  king: Square,
  pawn: Square,
  scratch = new WinnerScratch(),
): boolean {
  const { width, height } = board.shape;
  const { fields } = board;
  for (let rank = 0, square = 0; rank < height; rank++) {
    let open = 0;
    let forbidden = 0;
    for (let file = 0; file < width; file++, square++) {
      if (fields[square] === OPEN) open |= 1 << file;
      else if (fields[square] === FORBIDDEN) forbidden |= 1 << file;
    }
    scratch.open[rank] = open;
    scratch.forbidden[rank] = forbidden;
  }
  return pursuitWhiteWinsOnRows(scratch.open, scratch.forbidden, width, height, king, pawn, scratch);
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
  scratch = new WinnerScratch(),
): boolean {
  if (width > MAX_WINNER_WIDTH || height > MAX_WINNER_HEIGHT) {
    throw new RangeError(
      `pursuitWhiteWins: boards up to ${MAX_WINNER_WIDTH}x${MAX_WINNER_HEIGHT}, not ${width}x${height}`,
    );
  }
  const pawnFile = pawn % width;
  const pawnBit = 1 << pawnFile;
  /** The pawn's floating dangerous fields (isFloatingDanger), on the row below it: the pawn never leaves its file. */
  let dangers = 0;
  for (let file = 0; file < width; file++)
    if (isFloatingDanger(width, pawn - pawnFile - width + file, pawn)) dangers |= 1 << file;
  const kingFile = king % width;
  const kingRank = (king - kingFile) / width;
  /** The squares the king can have reached, and those it can reach in one more move (swapped each move). */
  let reached = scratch.rowsA;
  let reachable = scratch.rowsB;
  reached.fill(0, 0, height + 2);
  reachable.fill(0, 0, height + 2);
  reached[kingRank + 1] = 1 << kingFile;
  // The rows where the king can be: one more each way with each move.
  let low = kingRank;
  let high = kingRank;
  for (let rank = (pawn - pawnFile) / width; ; rank--) {
    if (low > 0) low--;
    if (high < height - 1) high++;
    let any = 0;
    for (let y = low + 1; y <= high + 1; y++) {
      const beside = reached[y - 1] | reached[y + 1];
      const around = beside | reached[y];
      // Row rank - 1 (at index rank) holds the pawn's floating dangerous fields.
      const allowed = y === rank ? open[y - 1] & ~dangers : open[y - 1];
      const to = (beside | (around << 1) | (around >>> 1)) & allowed;
      reachable[y] = to;
      any |= to;
    }
    // A capture; else the pawn home on the bottom row, or the king with no step left.
    if ((reachable[rank + 1] & pawnBit) !== 0) return true;
    if (rank === 0 || any === 0) return false;
    // The pawn cannot step down: onto a forbidden field, or onto the king.
    if ((forbidden[rank - 1] & pawnBit) !== 0 || (reachable[rank] & pawnBit) !== 0) return true;
    const swap = reached;
    reached = reachable;
    reachable = swap;
  }
}
