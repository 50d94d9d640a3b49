import type { Square } from '../../core/geometry.js';
import { assertInteger, assertObject, assertOneOf } from '../../core/guards.js';
import { SIDES, type Side } from '../../core/side.js';
import { RetrogradeSolver, type Solution } from '../../search/retrograde.js';
import type { PursuitBoard } from './board.js';
import { type Ending, PursuitGame, type PursuitPosition } from './rules.js';

/**
 * Perfect play in the pursuit game from any position, for playing against: the value of the
 * position and of every move, from the retrograde solution that the Cheesy Chess explanation
 * uses (a test holds it to the judge's verdict). The best moves are the retrograde solver's
 * preference: the winner's fastest win, the loser's longest resistance.
 */

/**
 * Who wins with best play on both sides, and in how many plies (king steps and pawn steps); 0 when the game is over.
 */
export interface PursuitValue {
  readonly winner: Side;
  readonly plies: number;
}

export interface PursuitMove extends PursuitValue {
  readonly to: Square;
  readonly after: PursuitPosition;
  /** The move hands the win to the other side: under perfect play it changes the outcome (a mistake, `?`). */
  readonly changesWinner: boolean;
}

export interface PursuitPlay extends PursuitValue {
  readonly toMove: Side;
  /** How the game ended, when it is over (then there are no moves). */
  readonly ending?: Ending;
  /**
   * Every move of the side to move: the square the king or the pawn steps to, the position after
   * it, and the value of that position (its plies counting the move).
   */
  readonly moves: readonly PursuitMove[];
  /** The best of them, in the order of `moves`. */
  readonly best: readonly Square[];
}

/** The game never ends in a draw: anything but White's win is Black's. */
const winnerOf = (solution: Solution): Side => (solution.outcome === 'white' ? 'white' : 'black');
const valueOf = (solution: Solution): PursuitValue => ({ winner: winnerOf(solution), plies: solution.plies });

export function pursuitPlay(board: PursuitBoard, position: PursuitPosition): PursuitPlay {
  const game = new PursuitGame(board);
  const solver = new RetrogradeSolver(game);
  const state = game.encode(position);
  const value = valueOf(solver.solve(state));
  const moves = solver.evaluateMoves(state).map(({ move, solution }): PursuitMove => ({
    to: move,
    after: game.decode(game.play(state, move)),
    ...valueOf(solution),
    changesWinner: winnerOf(solution) !== value.winner,
  }));
  // A move is best when it keeps the position's value: the solver valued the position by its best move.
  const best = moves
    .filter((move) => move.winner === value.winner && move.plies === value.plies)
    .map((move) => move.to);
  const ending = game.ending(state);
  return { ...value, toMove: position.toMove, ...(ending ? { ending } : {}), moves, best };
}

/**
 * A position on `board` from outside the library, copied: the king on a square, the pawn on another (-1: taken), a side
 * to move.
 */
export function copyPursuitPosition(value: unknown, at: string, board: PursuitBoard): PursuitPosition {
  assertObject(value, at);
  const { king, pawn, toMove } = value;
  const last = board.fields.length - 1;
  assertInteger(king, `${at}.king`, 0, last);
  assertInteger(pawn, `${at}.pawn`, -1, last);
  if (pawn === king) throw new RangeError(`${at}.pawn must stand on another square than the king's (${king})`);
  assertOneOf(toMove, `${at}.toMove`, SIDES);
  return { king, pawn, toMove };
}
