import { removals, sameClassOrBetter } from '../../core/candidates.js';
import { SIDES } from '../../core/side.js';
import { applyMove, legalMoves } from '../../games/checkers/moves.js';
import { type Position, piecesOf, promotionRow } from '../../games/checkers/position.js';
import { bit, popcount, squaresOf } from '../../games/checkers/squares.js';
import { classifyCheckers } from './classify.js';
import { readRoute } from './parse.js';
import { acceptedCases } from '../../framework/problem.js';
import { type CheckersCase, type CheckersSetup, type WrittenMove, checkersFromSetup } from './case.js';

/** The squares a move names (its numbers, however it is written). */
const squaresNamed = (move: WrittenMove): number => move.text.match(/\d+/g)?.length ?? 0;

/** [moves, pieces, squares named by all the moves, kings]: every candidate is smaller, compared left to right. */
export const measureCheckers = (input: CheckersCase): number[] => [
  input.moves.length,
  popcount(input.position.black | input.position.white),
  input.moves.reduce((sum, move) => sum + squaresNamed(move), 0),
  popcount(input.position.kings),
];

/** The same move with only its first `count` squares, joined as it was written. */
function firstSquares(move: WrittenMove, count: number): WrittenMove {
  const separator = move.text.includes('x') ? 'x' : '-';
  return { ...move, text: (move.text.match(/\d+/g) ?? []).slice(0, count).join(separator) };
}

/**
 * Smaller checkers records, most aggressive first: the first k moves played into the starting
 * position (as many as possible first: the record then starts just before the move that matters),
 * the first k moves only (shortest first), pieces taken off (all but one a side, halves, quarters,
 * ..., each alone), a move cut to its first two squares or without its last one, a king made a
 * man (where a man may stand). None of a worse class than `input`.
 */
export function* shrinkCheckers(input: CheckersCase): Generator<CheckersCase> {
  yield* sameClassOrBetter(input, acceptedCases(candidates(input), checkersFromSetup), classifyCheckers);
}

function* candidates(input: CheckersCase): Generator<CheckersSetup> {
  const { position, moves } = input;
  const after: Position[] = [position];
  for (const written of moves.slice(0, -1)) {
    const route = readRoute(written.text, written.column);
    const at = after[after.length - 1];
    const played = route.ok ? legalMoves(at).find((move) => move.path.join() === route.squares.join()) : undefined;
    if (!played) break;
    after.push(applyMove(at, played));
  }
  for (let k = after.length - 1; k >= 1; k--) yield { position: after[k], moves: moves.slice(k) };
  for (let keep = 1; keep < moves.length; keep++) yield { position, moves: moves.slice(0, keep) };
  const pieces = squaresOf(position.black | position.white);
  for (const drop of removals(pieces.length)) {
    const gone = drop.reduce((set, index) => set | bit(pieces[index]), 0);
    const smaller: Position = {
      ...position,
      black: position.black & ~gone,
      white: position.white & ~gone,
      kings: position.kings & ~gone,
    };
    if (SIDES.every((side) => piecesOf(smaller, side) !== 0)) yield { position: smaller, moves };
  }
  for (const [index, move] of moves.entries()) {
    const count = squaresNamed(move);
    for (const keep of new Set([2, count - 1])) {
      if (keep >= 2 && keep < count)
        yield { position, moves: moves.map((other, at) => (at === index ? firstSquares(move, keep) : other)) };
    }
  }
  for (const square of squaresOf(position.kings)) {
    const side = (position.black & bit(square)) !== 0 ? 'black' : 'white';
    if ((promotionRow(side) & bit(square)) === 0)
      yield { position: { ...position, kings: position.kings & ~bit(square) }, moves };
  }
}
