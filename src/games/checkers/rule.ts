/**
 * The rule of a checkers move, written once. A piece goes one diagonal square onto an empty one
 * (a step), or jumps: over the square next to it, holding an enemy piece not yet jumped in this
 * move, onto the empty square beyond (the piece's own starting square is empty once it has
 * left; jumped pieces stay on the board until the move ends). Men go forward only, kings every
 * way; a man that reaches its crowning row is crowned and its move ends there. Capturing is
 * compulsory, and a jump goes on while the piece can jump again.
 *
 * The conditions are written over sets of squares, so that one text serves a single square (the
 * move generator and the referee, which look the neighbours up in NEAR and FAR) and the whole
 * board at once (the perft kernel, whose neighbours are shifts). scripts/perft-sides.mjs reads
 * the one-expression functions below and MEN_FORWARD from this file's text and prints the kernel
 * with them, every shift a constant: keep each such function one arrow with one expression.
 */
import type { Side } from '../../core/side.js';
import { BEYOND, DIRECTIONS, Dir, NEIGHBOUR, SQUARE_COUNT, type SquareSet } from './squares.js';

/** The directions a side's men go: Red's (black) down the board, to 29-32; White's up, to 1-4. Kings go all four. */
export const MEN_FORWARD: Readonly<Record<Side, readonly [Dir, Dir]>> = {
  black: [Dir.DownLeft, Dir.DownRight],
  white: [Dir.UpLeft, Dir.UpRight],
};

const RED_WAYS = (1 << MEN_FORWARD.black[0]) | (1 << MEN_FORWARD.black[1]);
const WHITE_WAYS = (1 << MEN_FORWARD.white[0]) | (1 << MEN_FORWARD.white[1]);

/** The directions a piece (a king, or a man of `side`) may step or jump, as a mask: bit `dir` for each. */
export const waysOf = (side: Side, king: boolean): number => (king ? 15 : side === 'black' ? RED_WAYS : WHITE_WAYS);
/** Whether `ways` (waysOf) holds direction `dir`. */
export const mayGo = (ways: number, dir: Dir): boolean => ((ways >> dir) & 1) !== 0;

/**
 * NEAR[dir * 32 + index]: the square next to square index + 1 that way, as a set (0 off the
 * board); FAR: the square beyond it, where a jump lands (0 where no jump fits).
 */
export const NEAR: Int32Array = new Int32Array(4 * SQUARE_COUNT);
export const FAR: Int32Array = new Int32Array(4 * SQUARE_COUNT);
for (const dir of DIRECTIONS) {
  for (let index = 0; index < SQUARE_COUNT; index++) {
    const key = dir * SQUARE_COUNT + index;
    if (NEIGHBOUR[key] >= 0) NEAR[key] = 1 << NEIGHBOUR[key];
    if (BEYOND[key] >= 0) FAR[key] = 1 << BEYOND[key];
  }
}

// The conditions, each read by scripts/perft-sides.mjs: one arrow, one expression.

/** A step's target: `near` (the square next to the piece that way) when it is empty. */
export const stepTarget = (near: SquareSet, empty: SquareSet): SquareSet => near & empty;
/** The enemy pieces a jump may pass over: those not yet jumped in this move. */
export const preyOf = (theirs: SquareSet, captured: SquareSet): SquareSet => theirs & ~captured;
/** The empty squares during a jump route: the piece's starting square `from` is empty once it has left. */
export const emptyDuringJumps = (occupied: SquareSet, from: SquareSet): SquareSet => ~occupied | from;
/** The square a jump passes over: `near` when it holds prey. */
export const jumpedSquare = (near: SquareSet, prey: SquareSet): SquareSet => near & prey;
/** Where the jump lands: `far` (the square beyond the jumped one) when it is empty. */
export const jumpLanding = (far: SquareSet, empty: SquareSet): SquareSet => far & empty;
/**
 * The pieces of `movers` that can jump one way, read back from the landings: `back(set)` is the
 * set's neighbours the other way.
 */
export const jumpersBack = (
  back: (set: SquareSet) => SquareSet,
  movers: SquareSet,
  prey: SquareSet,
  empty: SquareSet,
): SquareSet => back(back(empty) & prey) & movers;
/** A man landing on `crown`, its crowning row, is crowned, and its move ends there. */
export const crowns = (to: SquareSet, crown: SquareSet): boolean => (to & crown) !== 0;

/** Where a piece going `ways` (waysOf) from square index `at` can land with one jump, over `prey` onto `empty`. */
export function landingsFrom(at: number, ways: number, prey: SquareSet, empty: SquareSet): SquareSet {
  let landings = 0;
  for (let dir = 0; dir < 4; dir++) {
    const key = dir * SQUARE_COUNT + at;
    if (mayGo(ways, dir as Dir) && jumpedSquare(NEAR[key], prey) !== 0) landings |= jumpLanding(FAR[key], empty);
  }
  return landings;
}
