/**
 * Whole sets of squares moved one diagonal step at once (shift): the neighbours that the rule
 * (rule.ts) asks for (its Sets' `next`), of one square or of the whole board at once, as in the
 * perft kernel and the jumpers of each side (perft-sides.generated.ts).
 *
 * Layout (squares.ts): bit i is square i + 1, row i >> 2; even rows are 0, 2, 4, 6 (the top row
 * is 0). A step down is +4 from every square, +3 from odd rows (not their first square) and +5
 * from even rows (not their last); a step up is the same offsets negated, with the masks swapped.
 * Red (black) men move down, White's up.
 */
import { Dir, type SquareSet } from './squares.js';

export const EVEN_ROWS = 0x0f0f0f0f;
export const ODD_ROWS = 0xf0f0f0f0 | 0;
/** Odd rows but their first square: a step of +3 (down-left) or -5 (up-left) stays on the board. */
export const M3 = 0xe0e0e0e0 | 0;
/** Even rows but their last square: a step of +5 (down-right) or -3 (up-right) stays on the board. */
export const M5 = 0x07070707;

// One diagonal step of every square of a set; squares that would leave the board vanish.
export const downLeft = (x: SquareSet): SquareSet => ((x & EVEN_ROWS) << 4) | ((x & M3) << 3);
export const downRight = (x: SquareSet): SquareSet => ((x & M5) << 5) | ((x & ODD_ROWS) << 4);
export const upLeft = (x: SquareSet): SquareSet => ((x & EVEN_ROWS) >>> 4) | ((x & M3) >>> 5);
export const upRight = (x: SquareSet): SquareSet => ((x & M5) >>> 3) | ((x & ODD_ROWS) >>> 4);

/** Every square of `set` moved one step in `dir`, all at once; steps that would leave the board are dropped. */
export function shift(set: SquareSet, dir: Dir): SquareSet {
  switch (dir) {
    case Dir.UpLeft:
      return upLeft(set);
    case Dir.UpRight:
      return upRight(set);
    case Dir.DownLeft:
      return downLeft(set);
    case Dir.DownRight:
      return downRight(set);
  }
}
