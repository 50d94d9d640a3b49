import { sameClassOrBetter } from '../../core/candidates.js';
import { type BoardShrink, boardCandidates, boardMeasure } from '../../games/chess/board-candidates.js';
import { classifierOf } from './classify.js';
import { acceptedCases } from '../../framework/problem.js';
import { type SimplifiedChessCase, type SimplifiedChessSetup, fromSetupOf } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';

/** Any piece but a queen may go or become simpler; pieces close in on Black's queen, the target. */
const spec = (input: SimplifiedChessCase): BoardShrink => ({
  removable: (piece) => piece.role !== 'queen',
  anchor: input.board.squaresOf('black').find((square) => input.board.pieceAt(square)?.role === 'queen'),
});

/** [pieces besides the queens, m, their strength, distances to Black's queen]. */
export function measureSimplifiedChess(input: SimplifiedChessCase): number[] {
  const [pieces, strength, distances] = boardMeasure(input.board, spec(input));
  return [pieces, input.moves, strength, distances];
}

/**
 * Smaller games of a problem of the family: m lowered by 2 (same parity, so the same side makes the
 * last move) and by 1, then smaller boards (see boardCandidates) with the same m. None of a worse
 * class than `input` (a rook that becomes a third minor piece is not offered), and none its rules refuse.
 */
export function shrinkerOf(
  variant: SimplifiedChessVariant,
): (input: SimplifiedChessCase) => Generator<SimplifiedChessCase> {
  const fromSetup = fromSetupOf(variant);
  const classify = classifierOf(variant);
  return function* shrink(input) {
    yield* sameClassOrBetter(input, acceptedCases(candidates(input), fromSetup), classify);
  };
}

function* candidates(input: SimplifiedChessCase): Generator<SimplifiedChessSetup> {
  for (const lower of [2, 1]) if (input.moves - lower >= 1) yield { board: input.board, moves: input.moves - lower };
  for (const board of boardCandidates(input.board, spec(input))) yield { board, moves: input.moves };
}
