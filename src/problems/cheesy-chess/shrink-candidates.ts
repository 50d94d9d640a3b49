import { removals, sameClassOrBetter } from '../../core/candidates.js';
import { fileOf, kingDistance, onBoard, rankOf, squareAt } from '../../core/geometry.js';
import { DANGEROUS, FORBIDDEN, OPEN, type PursuitBoard } from '../../games/pursuit/board.js';
import { classifyCheesyChess } from './classify.js';
import { acceptedCases } from '../../framework/problem.js';
import { type CheesyCase, type CheesySetup, cheesyChessFromSetup } from './case.js';

const count = (board: PursuitBoard, wanted: (field: number) => boolean): number => board.fields.filter(wanted).length;

/** [F and D fields, F fields, the king's distance to the pawn]: every candidate is smaller, compared left to right. */
export const measureCheesyChess = (input: CheesyCase): number[] => [
  count(input.board, (field) => field !== OPEN),
  count(input.board, (field) => field === FORBIDDEN),
  kingDistance(input.board.shape, input.king, input.pawn),
];

const withFields = (input: CheesyCase, change: (fields: Uint8Array) => void): CheesySetup => {
  const fields = input.board.fields.slice();
  change(fields);
  return { ...input, board: { shape: input.board.shape, fields } };
};

/**
 * Smaller Cheesy Chess cases on the same board: F and D fields made open (all, halves, quarters,
 * ..., each alone), an F made a D, then the king or the pawn moved one square closer to the other
 * (so shrinking cannot wander). None of a worse class than `input` (a king on a D field, say).
 */
export function* shrinkCheesyChess(input: CheesyCase): Generator<CheesyCase> {
  yield* sameClassOrBetter(input, acceptedCases(candidates(input), cheesyChessFromSetup), classifyCheesyChess);
}

function* candidates(input: CheesyCase): Generator<CheesySetup> {
  const { board } = input;
  const closed = [...board.fields.keys()].filter((square) => board.fields[square] !== OPEN);
  for (const drop of removals(closed.length))
    yield withFields(input, (fields) => drop.forEach((index) => (fields[closed[index]] = OPEN)));
  for (const square of closed)
    if (board.fields[square] === FORBIDDEN) yield withFields(input, (fields) => (fields[square] = DANGEROUS));
  const { shape } = board;
  for (const piece of ['king', 'pawn'] as const) {
    const from = input[piece];
    const other = piece === 'king' ? input.pawn : input.king;
    for (let dr = -1; dr <= 1; dr++) {
      for (let df = -1; df <= 1; df++) {
        const file = fileOf(shape, from) + df;
        const rank = rankOf(shape, from) + dr;
        if ((df === 0 && dr === 0) || !onBoard(shape, file, rank)) continue;
        const to = squareAt(shape, file, rank);
        if (to !== other && kingDistance(shape, to, other) < kingDistance(shape, from, other))
          yield { ...input, [piece]: to };
      }
    }
  }
}
