import { boardCandidates } from '../../games/chess/shrink.js';
import type { SimplifiedChessCase } from './parse.js';

/**
 * Smaller Simplified Chess games: m lowered by 2 (same parity, so the same side makes the last
 * move) and by 1, then a non-queen piece fewer, then a piece moved one square closer to Black's queen (the target).
 */
export function* shrinkSimplifiedChess(input: SimplifiedChessCase): Generator<SimplifiedChessCase> {
  for (const lower of [2, 1]) if (input.moves - lower >= 1) yield { board: input.board, moves: input.moves - lower };
  const target = input.board.squaresOf('black').find((square) => input.board.pieceAt(square)?.role === 'queen');
  for (const board of boardCandidates(input.board, (role) => role !== 'queen', target)) yield { board, moves: input.moves };
}
