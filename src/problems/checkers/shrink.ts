import { applyMove, legalMoves } from '../../games/checkers/moves.js';
import { type Position, promotionRow } from '../../games/checkers/position.js';
import { squaresOf } from '../../games/checkers/squares.js';
import { type CheckersCase, readRoute } from './parse.js';

/**
 * Smaller checkers records: fewer moves (the first k, shortest first), the first move played into
 * the starting position when it is legal, a piece fewer (each side keeps one), a king made a man
 * (where a man may stand). Written moves keep their text; the line they came from no longer matters.
 */
export function* shrinkCheckers(input: CheckersCase): Generator<CheckersCase> {
  const { position, moves } = input;
  for (let keep = 1; keep < moves.length; keep++) yield { position, moves: moves.slice(0, keep) };
  const first = moves[0];
  if (moves.length > 1 && first) {
    const route = readRoute(first.text, first.column);
    const played = route.ok ? legalMoves(position).find((move) => move.path.join() === route.squares.join()) : undefined;
    if (played) yield { position: applyMove(position, played), moves: moves.slice(1) };
  }
  for (const side of ['black', 'white'] as const) {
    const own = side === 'black' ? position.black : position.white;
    if (squaresOf(own).length <= 1) continue;
    for (const square of squaresOf(own)) {
      const bit = 1 << (square - 1);
      const without: Position = { ...position, [side]: own & ~bit, kings: position.kings & ~bit };
      yield { position: without, moves };
    }
  }
  for (const square of squaresOf(position.kings)) {
    const bit = 1 << (square - 1);
    const side = (position.black & bit) !== 0 ? 'black' : 'white';
    if ((promotionRow(side) & bit) === 0) yield { position: { ...position, kings: position.kings & ~bit }, moves };
  }
}
