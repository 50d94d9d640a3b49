import { applyMove, legalMoves } from '../../games/checkers/moves.js';
import { type Position, promotionRow } from '../../games/checkers/position.js';
import { squaresOf } from '../../games/checkers/squares.js';
import { type CheckersCase, readRoute } from './parse.js';

/**
 * Smaller checkers records: the first k moves played into the starting position (as many as
 * possible first: the record then starts just before the move that matters), the first k moves
 * only (shortest first), a piece fewer (each side keeps one), a king made a man (where a man may
 * stand). Written moves keep their text; the line they came from no longer matters.
 */
export function* shrinkCheckers(input: CheckersCase): Generator<CheckersCase> {
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
