import { type Guard, assertInteger, assertObject, copyBoardShape, guarded, integer, isString } from './guards.js';
import * as geometry from './geometry.js';

/** Board geometry as the library exports it (`rules.geometry`): every argument checked. */

export type { BoardShape, Direction, Square } from './geometry.js';
export { KING_STEPS } from './geometry.js';

/** The largest board side the library's games take (the pursuit's); square names need at most 26 files. */
const MAX_SIDE = 64;
const MAX_NAMED_FILES = 26;

const shape: Guard<geometry.BoardShape> = (value, at) => copyBoardShape(value, at, MAX_SIDE);
const namedShape: Guard<geometry.BoardShape> = (value, at) => copyBoardShape(value, at, MAX_NAMED_FILES);
/** A square of the shape given first. */
const square: Guard<number> = (value, at, [board]) =>
  integer(0, geometry.squareCount(board as geometry.BoardShape) - 1)(value, at, []);
const direction: Guard<geometry.Direction> = (value, at) => {
  assertObject(value, at);
  const { df, dr } = value;
  assertInteger(df, `${at}.df`, -MAX_SIDE, MAX_SIDE);
  assertInteger(dr, `${at}.dr`, -MAX_SIDE, MAX_SIDE);
  // A ray that never moves would never end.
  if (df === 0 && dr === 0) throw new RangeError(`${at} must move: df and dr are both 0`);
  return { df, dr };
};
/** A file or rank, on the board or off it. */
const line = integer(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
const fileOn: Guard<number> = (value, at, [board]) =>
  integer(0, (board as geometry.BoardShape).width - 1)(value, at, []);
const rankOn: Guard<number> = (value, at, [board]) =>
  integer(0, (board as geometry.BoardShape).height - 1)(value, at, []);

const name = (member: string): string => `rules.geometry.${member}`;

export const squareCount = guarded(name('squareCount'), geometry.squareCount, ['shape', shape]);
export const fileOf = guarded(name('fileOf'), geometry.fileOf, ['shape', shape], ['square', square]);
export const rankOf = guarded(name('rankOf'), geometry.rankOf, ['shape', shape], ['square', square]);
export const squareAt = guarded(
  name('squareAt'),
  geometry.squareAt,
  ['shape', shape],
  ['file', fileOn],
  ['rank', rankOn],
);
export const onBoard = guarded(name('onBoard'), geometry.onBoard, ['shape', shape], ['file', line], ['rank', line]);
export const step = guarded(
  name('step'),
  geometry.step,
  ['shape', shape],
  ['square', square],
  ['direction', direction],
);
export const ray = guarded(name('ray'), geometry.ray, ['shape', shape], ['square', square], ['direction', direction]);
export const squareName = guarded(name('squareName'), geometry.squareName, ['shape', namedShape], ['square', square]);
export const parseSquareName = guarded(
  name('parseSquareName'),
  geometry.parseSquareName,
  ['shape', namedShape],
  ['name', isString],
);
export const squaresBetween = guarded(
  name('squaresBetween'),
  geometry.squaresBetween,
  ['shape', shape],
  ['from', square],
  ['to', square],
);
export const kingDistance = guarded(
  name('kingDistance'),
  geometry.kingDistance,
  ['shape', shape],
  ['a', square],
  ['b', square],
);
