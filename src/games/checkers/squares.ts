/**
 * The 32 playable squares of a checkers board and sets of them as 32-bit integers.
 *
 * Squares are numbered 1–32 as in every checkers book, Red (PDN's Black) at the top:
 * ```
 * row 0:    .  1  .  2  .  3  .  4
 * row 1:    5  .  6  .  7  .  8  .
 * ...
 * row 7:   29  . 30  . 31  . 32  .
 * ```
 * Inside, square n is index n - 1 and bit n - 1 of a set. Bit 31 is the sign bit, so sets are
 * compared with 0, never ordered, and shifted right with `>>>`.
 */

/** A square number, 1–32. */
export type SquareNumber = number;
/** A set of squares: bit n - 1 stands for square n. */
export type SquareSet = number;

export const SQUARE_COUNT = 32;

/** Directions, as seen with Red at the top: up is towards squares 1–4. */
export const Dir = { UpLeft: 0, UpRight: 1, DownLeft: 2, DownRight: 3 } as const;
export type Dir = (typeof Dir)[keyof typeof Dir];
export const DIRECTIONS: readonly Dir[] = [Dir.UpLeft, Dir.UpRight, Dir.DownLeft, Dir.DownRight];

/** Row 0 (top) to 7 and column 0 (left) to 7 of a square index. */
export const rowOfIndex = (index: number): number => index >> 2;
export const columnOfIndex = (index: number): number => ((index & 3) << 1) + (rowOfIndex(index) & 1 ? 0 : 1);

export const rowOf = (square: SquareNumber): number => rowOfIndex(square - 1);
export const columnOf = (square: SquareNumber): number => columnOfIndex(square - 1);

/** The square number at a row and column, or undefined for a light square or a place off the board. */
export function squareAtRowColumn(row: number, column: number): SquareNumber | undefined {
  if (row < 0 || row > 7 || column < 0 || column > 7 || (row + column) % 2 === 0) return undefined;
  return row * 4 + (column >> 1) + 1;
}

export const isSquareNumber = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= SQUARE_COUNT;

const DIR_DELTA: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

export const reverse = (dir: Dir): Dir => (3 - dir) as Dir;

/**
 * NEIGHBOUR[dir * 32 + index]: index of the adjacent square in that direction, or -1.
 * BEYOND[dir * 32 + index]: the square two steps away (where a jump lands), or -1.
 */
export const NEIGHBOUR: Int8Array = new Int8Array(4 * SQUARE_COUNT).fill(-1);
export const BEYOND: Int8Array = new Int8Array(4 * SQUARE_COUNT).fill(-1);
for (const dir of DIRECTIONS) {
  const [dr, dc] = DIR_DELTA[dir];
  for (let index = 0; index < SQUARE_COUNT; index++) {
    const row = rowOfIndex(index);
    const column = columnOfIndex(index);
    const near = squareAtRowColumn(row + dr, column + dc);
    const far = squareAtRowColumn(row + 2 * dr, column + 2 * dc);
    if (near !== undefined) NEIGHBOUR[dir * SQUARE_COUNT + index] = near - 1;
    if (far !== undefined) BEYOND[dir * SQUARE_COUNT + index] = far - 1;
  }
}

/** The square next to `square` in direction `dir`, or 0 off the board. */
export const neighbourOf = (square: SquareNumber, dir: Dir): number => NEIGHBOUR[dir * SQUARE_COUNT + square - 1] + 1;
/** The square two steps from `square` in direction `dir` (where a jump lands), or 0 off the board. */
export const landingOf = (square: SquareNumber, dir: Dir): number => BEYOND[dir * SQUARE_COUNT + square - 1] + 1;

/** The direction from one square to a diagonal neighbour (distance 1) or jump landing (distance 2). */
export function directionBetween(from: SquareNumber, to: SquareNumber): { dir: Dir; distance: 1 | 2 } | undefined {
  for (const dir of DIRECTIONS) {
    if (neighbourOf(from, dir) === to) return { dir, distance: 1 };
    if (landingOf(from, dir) === to) return { dir, distance: 2 };
  }
  return undefined;
}

export const bit = (square: SquareNumber): SquareSet => 1 << (square - 1);
export const has = (set: SquareSet, square: SquareNumber): boolean => (set & (1 << (square - 1))) !== 0;

/** Index (0–31) of the lowest square in a non-empty set. */
export const lowestIndex = (set: SquareSet): number => 31 - Math.clz32(set & -set);

export function popcount(set: SquareSet): number {
  let x = set - ((set >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The square numbers of a set, in increasing order. */
export function squaresOf(set: SquareSet): SquareNumber[] {
  const squares: SquareNumber[] = [];
  for (let rest = set; rest !== 0; rest &= rest - 1) squares.push(lowestIndex(rest) + 1);
  return squares;
}

export const setOf = (squares: Iterable<SquareNumber>): SquareSet => {
  let set = 0;
  for (const square of squares) set |= bit(square);
  return set;
};

export const ROW_0: SquareSet = 0x0000000f;
export const ROW_7: SquareSet = 0xf0000000 | 0;
