import { sameClassOrBetter } from '../../core/candidates.js';
import { acceptedCases } from '../../framework/problem.js';
import { type BoardShrink, boardCandidates, boardMeasure } from '../../games/chess/board-candidates.js';
import { type CheckTheCheckCase, type CheckTheCheckSetup, checkTheCheckFromSetup, kingsOf } from './case.js';
import { classifyCheckTheCheck } from './classify.js';

/** Any piece but a king may go or become simpler; pieces close in on the white king (the black one when none). */
const spec = ({ board }: CheckTheCheckCase): BoardShrink => ({
  removable: (piece) => piece.role !== 'king',
  anchor: kingsOf(board, 'white')[0] ?? kingsOf(board, 'black')[0],
});

/** [pieces besides the kings, their strength, their distances to the white king]. */
export const measureCheckTheCheck = (input: CheckTheCheckCase): number[] => boardMeasure(input.board, spec(input));

function* setups(input: CheckTheCheckCase): Generator<CheckTheCheckSetup> {
  for (const board of boardCandidates(input.board, spec(input))) yield { board };
}

/** Smaller boards (see boardCandidates) that the rules accept, none of a worse class than `input`'s. */
export const shrinkCheckTheCheck = (input: CheckTheCheckCase): Iterable<CheckTheCheckCase> =>
  sameClassOrBetter(input, acceptedCases(setups(input), checkTheCheckFromSetup), classifyCheckTheCheck);
