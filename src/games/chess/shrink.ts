import { KING_STEPS, type Square, kingDistance, step } from '../../core/geometry.js';
import type { ChessBoard } from './board.js';
import type { Role } from './pieces.js';

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
    for (const direction of KING_STEPS) {
      const to = step(shape, square, direction);
      if (to === undefined || board.pieceAt(to) || kingDistance(shape, to, anchor) >= kingDistance(shape, square, anchor)) continue;
      const moved = board.clone();
      moved.put(to, board.pieceAt(square));
      moved.put(square, undefined);
      yield moved;
    }
  }
}
