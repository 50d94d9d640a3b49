/**
 * Rectangular boards of any size. A square is an index `rank * width + file`, with file 0 on the
 * left and rank 0 at the bottom, so that "a1" is square 0 on every board.
 */

export type Square = number;

export interface BoardShape {
  readonly width: number;
  readonly height: number;
}

/** A displacement in files (right is positive) and ranks (up is positive). */
export interface Direction {
  readonly df: number;
  readonly dr: number;
}

export const squareCount = (shape: BoardShape): number => shape.width * shape.height;

export const fileOf = (shape: BoardShape, square: Square): number => square % shape.width;

export const rankOf = (shape: BoardShape, square: Square): number => Math.floor(square / shape.width);

export const squareAt = (shape: BoardShape, file: number, rank: number): Square => rank * shape.width + file;

export const onBoard = (shape: BoardShape, file: number, rank: number): boolean =>
  file >= 0 && file < shape.width && rank >= 0 && rank < shape.height;

/** The square one `direction` step away, or undefined when it leaves the board. */
export function step(shape: BoardShape, square: Square, direction: Direction): Square | undefined {
  const file = fileOf(shape, square) + direction.df;
  const rank = rankOf(shape, square) + direction.dr;
  return onBoard(shape, file, rank) ? squareAt(shape, file, rank) : undefined;
}

/** The squares met walking from `square` (excluded) in `direction` to the edge of the board. */
export function ray(shape: BoardShape, square: Square, direction: Direction): Square[] {
  const squares: Square[] = [];
  for (let next = step(shape, square, direction); next !== undefined; next = step(shape, next, direction)) {
    squares.push(next);
  }
  return squares;
}

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** "a1"-style name; files past z are not needed by any problem, so boards are limited to 26 files. */
export function squareName(shape: BoardShape, square: Square): string {
  return `${FILE_LETTERS[fileOf(shape, square)]}${rankOf(shape, square) + 1}`;
}

/** Parses "a1"-style names (case-insensitive); undefined when the name is not on the board. */
export function parseSquareName(shape: BoardShape, name: string): Square | undefined {
  const match = /^([a-z])(\d+)$/i.exec(name);
  if (!match) return undefined;
  const file = FILE_LETTERS.indexOf(match[1].toLowerCase());
  const rank = Number(match[2]) - 1;
  return onBoard(shape, file, rank) ? squareAt(shape, file, rank) : undefined;
}

export function assertShape(shape: BoardShape): void {
  const { width, height } = shape;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 26) {
    throw new RangeError(`unsupported board shape ${width}x${height}`);
  }
}

/**
 * The squares strictly between `from` and `to` when they share a rank, file or diagonal;
 * empty otherwise (and for neighbours).
 */
export function squaresBetween(shape: BoardShape, from: Square, to: Square): Square[] {
  const df = fileOf(shape, to) - fileOf(shape, from);
  const dr = rankOf(shape, to) - rankOf(shape, from);
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return [];
  const direction = { df: Math.sign(df), dr: Math.sign(dr) };
  const squares: Square[] = [];
  for (
    let next = step(shape, from, direction);
    next !== undefined && next !== to;
    next = step(shape, next, direction)
  ) {
    squares.push(next);
  }
  return squares;
}

/** The eight steps of a king, in a fixed order (games that list moves in it keep their answers' order). */
export const KING_STEPS: readonly Direction[] = Object.freeze(
  [
    { df: -1, dr: -1 },
    { df: 0, dr: -1 },
    { df: 1, dr: -1 },
    { df: -1, dr: 0 },
    { df: 1, dr: 0 },
    { df: -1, dr: 1 },
    { df: 0, dr: 1 },
    { df: 1, dr: 1 },
  ].map((direction) => Object.freeze(direction)),
);

/** The number of king steps from `a` to `b`. */
export const kingDistance = (shape: BoardShape, a: Square, b: Square): number =>
  Math.max(Math.abs(fileOf(shape, a) - fileOf(shape, b)), Math.abs(rankOf(shape, a) - rankOf(shape, b)));
