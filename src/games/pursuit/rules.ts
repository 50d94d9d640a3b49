import { type BoardShape, KING_STEPS, type Square, rankOf, squareCount, step } from '../../core/geometry.js';
import { copyBoardShape } from '../../core/guards.js';
import type { Side } from '../../core/side.js';
import type { FiniteGame } from '../../search/retrograde.js';
import { FORBIDDEN, type PursuitBoard, isOpen } from './board.js';

/**
 * The king-and-pawn pursuit game (BAPC 2013 "Cheesy Chess"). White's king moves first, one step
 * in any of the 8 directions onto an open square, capturing the pawn by stepping onto it (only
 * when the pawn's square is open); Black's pawn must step one square down, onto any square that
 * is not forbidden and not the king's.
 *
 * A state is one number: `((pawn + 1) * squares + king) * 2 + side`, side 0 when White is to
 * move, pawn -1 once it has been captured. Numbers make the solver's table cheap.
 */
const WHITE = 0;
const BLACK = 1;
const SIDE_OF_BIT: readonly Side[] = ['white', 'black'];

export interface PursuitPosition {
  readonly king: Square;
  /** -1 once the king has captured the pawn. */
  readonly pawn: Square;
  readonly toMove: Side;
}

/** How a game ended, and on which square. */
export type Ending =
  | { readonly kind: 'capture'; readonly square: Square }
  | { readonly kind: 'king-trapped'; readonly square: Square }
  | { readonly kind: 'pawn-blocked'; readonly square: Square; readonly by: 'king' | 'forbidden' }
  | { readonly kind: 'pawn-home'; readonly square: Square };

/** Who wins with each ending. */
export const ENDING_WINNER: Record<Ending['kind'], Side> = {
  capture: 'white',
  'king-trapped': 'black',
  'pawn-blocked': 'white',
  'pawn-home': 'black',
};

/** Each square's king steps, flattened (square s owns entries start[s] to start[s + 1]); a game makes them once. */
export interface ShapeTable {
  readonly start: Int32Array;
  readonly to: Int16Array;
}

/** The largest board side the pursuit rules take. */
export const MAX_PURSUIT_SIDE = 64;

export function shapeTable(given: BoardShape): ShapeTable {
  // Squares are Int16 in the tables and states grow as squares squared: the rules stop at 64x64.
  const shape = copyBoardShape(given, 'PursuitGame: board.shape', MAX_PURSUIT_SIDE);
  const squares = squareCount(shape);
  const start = new Int32Array(squares + 1);
  const to: number[] = [];
  for (let square = 0; square < squares; square++) {
    start[square] = to.length;
    for (const direction of KING_STEPS) {
      const next = step(shape, square, direction);
      if (next !== undefined) to.push(next);
    }
  }
  start[squares] = to.length;
  return { start, to: Int16Array.from(to) };
}

export class PursuitGame implements FiniteGame<number, Square> {
  private readonly squares: number;
  private readonly table: ShapeTable;

  constructor(readonly board: PursuitBoard) {
    this.squares = squareCount(board.shape);
    this.table = shapeTable(board.shape);
  }

  /** Open for the king with the pawn on `pawn` (-1: captured): `isOpen`. */
  private open(square: Square, pawn: Square): boolean {
    return isOpen(this.board, square, pawn);
  }

  encode(position: PursuitPosition): number {
    return ((position.pawn + 1) * this.squares + position.king) * 2 + (position.toMove === 'white' ? WHITE : BLACK);
  }

  decode(state: number): PursuitPosition {
    const rest = state >> 1;
    return { king: rest % this.squares, pawn: Math.floor(rest / this.squares) - 1, toMove: SIDE_OF_BIT[state & 1] };
  }

  /** The game's first position: White to move. */
  start(king: Square, pawn: Square): number {
    return this.encode({ king, pawn, toMove: 'white' });
  }

  key(state: number): number {
    return state;
  }

  /** Keys run below (squares + 1) * squares * 2: the solver can keep its table in an array. */
  get keyCount(): number {
    return (this.squares + 1) * this.squares * 2;
  }

  toMove(state: number): Side {
    return SIDE_OF_BIT[state & 1];
  }

  /** The squares the king may step onto (the pawn's square among them when it can be captured), appended to `out`. */
  kingMoves(king: Square, pawn: Square, out: Square[] = []): Square[] {
    const { start, to } = this.table;
    for (let index = start[king]; index < start[king + 1]; index++) if (this.open(to[index], pawn)) out.push(to[index]);
    return out;
  }

  private hasKingMove(king: Square, pawn: Square): boolean {
    const { start, to } = this.table;
    for (let index = start[king]; index < start[king + 1]; index++) if (this.open(to[index], pawn)) return true;
    return false;
  }

  /** Where the pawn goes next, or -1 when it cannot move (see `pawnStep` for why). */
  private pawnTarget(king: Square, pawn: Square): Square {
    const below = pawn - this.board.shape.width;
    return below < 0 || this.board.fields[below] === FORBIDDEN || below === king ? -1 : below;
  }

  /** The square the pawn steps to, or why it cannot move. */
  pawnStep(king: Square, pawn: Square): { to: Square } | { blockedBy: 'edge' | 'forbidden' | 'king' } {
    if (rankOf(this.board.shape, pawn) === 0) return { blockedBy: 'edge' };
    const below = pawn - this.board.shape.width;
    if (this.board.fields[below] === FORBIDDEN) return { blockedBy: 'forbidden' };
    if (below === king) return { blockedBy: 'king' };
    return { to: below };
  }

  /** How the game ended in `state`, or undefined while it goes on. */
  ending(state: number): Ending | undefined {
    const { king, pawn, toMove } = this.decode(state);
    if (pawn < 0) return { kind: 'capture', square: king };
    if (toMove === 'white')
      return this.kingMoves(king, pawn).length === 0 ? { kind: 'king-trapped', square: king } : undefined;
    const step = this.pawnStep(king, pawn);
    if ('to' in step) return undefined;
    if (step.blockedBy === 'edge') return { kind: 'pawn-home', square: pawn };
    return { kind: 'pawn-blocked', square: pawn, by: step.blockedBy };
  }

  // The solver's calls below run millions of times: they decode states by arithmetic, without objects.

  outcome(state: number): Side | undefined {
    const rest = state >> 1;
    const king = rest % this.squares;
    const pawn = (rest - king) / this.squares - 1;
    if (pawn < 0) return 'white';
    if ((state & 1) === WHITE) return this.hasKingMove(king, pawn) ? undefined : 'black';
    if (this.pawnTarget(king, pawn) >= 0) return undefined;
    return pawn < this.board.shape.width ? 'black' : 'white';
  }

  moves(state: number, out: Square[] = []): readonly Square[] {
    const rest = state >> 1;
    const king = rest % this.squares;
    const pawn = (rest - king) / this.squares - 1;
    while (out.length > 0) out.pop(); // faster than setting length for a handful of moves
    if (pawn < 0) return out;
    if ((state & 1) === WHITE) return this.kingMoves(king, pawn, out);
    const target = this.pawnTarget(king, pawn);
    if (target >= 0) out.push(target);
    return out;
  }

  /** Plays the move of the side to move: the king's destination, or the pawn's. */
  play(state: number, to: Square): number {
    const rest = state >> 1;
    const king = rest % this.squares;
    const pawn = (rest - king) / this.squares - 1;
    if ((state & 1) === WHITE) return ((to === pawn ? 0 : pawn + 1) * this.squares + to) * 2 + BLACK;
    return ((to + 1) * this.squares + king) * 2 + WHITE;
  }
}
