import { type Square, fileOf, onBoard, rankOf, squareAt } from '../../core/geometry.js';
import type { ChessBoard } from './board.js';
import type { Role } from './pieces.js';

/** Kings' steps between two squares. */
const distance = (board: ChessBoard, a: Square, b: Square): number =>
  Math.max(Math.abs(fileOf(board.shape, a) - fileOf(board.shape, b)), Math.abs(rankOf(board.shape, a) - rankOf(board.shape, b)));

/**
 * Smaller boards for shrinking a failing position: one piece fewer (every piece whose role
 * `removable` allows), then one piece moved a king's step closer to `anchor` (the piece the
 * position is about), onto an empty square. Removals come first: they shrink the most. Moves only
 * ever bring pieces closer, so shrinking cannot wander.
 */
export function* boardCandidates(board: ChessBoard, removable: (role: Role) => boolean, anchor: Square | undefined): Generator<ChessBoard> {
  const occupied: Square[] = [];
  board.cells.forEach((code, square) => {
    if (board.pieceAt(square)) occupied.push(square);
  });
  for (const square of occupied) {
    if (!removable(board.pieceAt(square)!.role)) continue;
    const smaller = board.clone();
    smaller.put(square, undefined);
    yield smaller;
  }
  const { shape } = board;
  if (anchor === undefined) return;
  for (const square of occupied) {
    if (square === anchor) continue;
    for (const [df, dr] of KING_STEPS) {
      const file = fileOf(shape, square) + df;
      const rank = rankOf(shape, square) + dr;
      if (!onBoard(shape, file, rank)) continue;
      const to = squareAt(shape, file, rank);
      if (board.pieceAt(to) || distance(board, to, anchor) >= distance(board, square, anchor)) continue;
      const moved = board.clone();
      moved.put(to, board.pieceAt(square));
      moved.put(square, undefined);
      yield moved;
    }
  }
}

const KING_STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];
