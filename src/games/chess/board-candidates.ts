import { KING_STEPS, type Square, kingDistance, step } from '../../core/geometry.js';
import { removals } from '../../core/candidates.js';
import type { ChessBoard } from './board.js';
import { EMPTY, type Piece, type Role } from './pieces.js';

/**
 * Smaller boards for shrinking a failing position, and the measure they shrink: how many pieces
 * may go, how strong they are (queen 4, rook 3, bishop 2, knight 1), how far every piece stands from
 * the square the position is about. Every candidate is smaller by it, compared left to right.
 */

export interface BoardShrink {
  /** Pieces that may be removed or made simpler (not the kings; not the queens of the Simplified Chess Engine). */
  readonly removable: (piece: Piece) => boolean;
  /** The square the position is about (the judged king, the queen to capture): pieces move closer to it. */
  readonly anchor: Square | undefined;
}

const STRENGTH: Readonly<Record<Role, number>> = { king: 0, queen: 4, rook: 3, bishop: 2, knight: 1, pawn: 0.5 };
/** Simpler pieces, the simplest first (the biggest step down). */
const SIMPLER: readonly Role[] = ['knight', 'bishop', 'rook'];

const occupiedSquares = (board: ChessBoard): Square[] =>
  [...board.cells.keys()].filter((square) => board.cells[square] !== EMPTY);

/** [pieces that may go, their strength, the pieces' distances to the anchor], to compare left to right. */
export function boardMeasure(board: ChessBoard, { removable, anchor }: BoardShrink): number[] {
  const pieces = occupiedSquares(board).filter((square) => removable(board.pieceAt(square)!));
  const strength = pieces.reduce((sum, square) => sum + STRENGTH[board.pieceAt(square)!.role], 0);
  const distances =
    anchor === undefined
      ? 0
      : occupiedSquares(board).reduce(
          (sum, square) => sum + (square === anchor ? 0 : kingDistance(board.shape, square, anchor)),
          0,
        );
  return [pieces.length, strength, distances];
}

/**
 * Smaller boards, most aggressive first: removable pieces taken off (all, halves, quarters, ...,
 * each alone), a piece made simpler (queen to knight, bishop or rook; rook to knight or bishop;
 * bishop to knight), then pieces brought a king's step closer to the anchor onto an empty square
 * (all that can at once, then each alone).
 */
export function* boardCandidates(board: ChessBoard, shrink: BoardShrink): Generator<ChessBoard> {
  const { removable, anchor } = shrink;
  const pieces = occupiedSquares(board).filter((square) => removable(board.pieceAt(square)!));
  for (const drop of removals(pieces.length)) {
    const smaller = board.clone();
    for (const index of drop) smaller.put(pieces[index], undefined);
    yield smaller;
  }
  for (const square of pieces) {
    const piece = board.pieceAt(square)!;
    for (const role of SIMPLER.filter((simpler) => STRENGTH[simpler] < STRENGTH[piece.role])) {
      const simpler = board.clone();
      simpler.put(square, { side: piece.side, role });
      yield simpler;
    }
  }
  if (anchor === undefined) return;
  const closer = (square: Square): Square[] =>
    KING_STEPS.map((direction) => step(board.shape, square, direction)).filter(
      (to): to is Square =>
        to !== undefined &&
        !board.pieceAt(to) &&
        kingDistance(board.shape, to, anchor) < kingDistance(board.shape, square, anchor),
    );
  const movers = occupiedSquares(board).filter((square) => square !== anchor && closer(square).length > 0);
  if (movers.length > 1) {
    // Every piece that can, one step closer at once (in turn, so that two never land on one square).
    const together = board.clone();
    for (const square of movers) {
      const to = closer(square).find((target) => !together.pieceAt(target));
      if (to === undefined) continue;
      together.put(to, together.pieceAt(square));
      together.put(square, undefined);
    }
    yield together;
  }
  for (const square of movers) {
    for (const to of closer(square)) {
      const moved = board.clone();
      moved.put(to, board.pieceAt(square));
      moved.put(square, undefined);
      yield moved;
    }
  }
}
