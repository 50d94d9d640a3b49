import { type Guard, guarded, integer, isString, arrayOf } from '../../core/guards.js';
import * as board from './board.js';
import { MAX_PURSUIT_SIDE } from './rules.js';
import * as play from './play.js';

/**
 * The fields of Cheesy Chess's king-and-pawn pursuit, as the library exports them
 * (`rules.pursuit`): every argument checked, each message naming the function.
 */

export {
  OPEN,
  DANGEROUS,
  FORBIDDEN,
  FIELD_LETTERS,
  type FieldCode,
  type FieldLetter,
  type PursuitBoard,
  type ClosedSquare,
} from './board.js';
export { MAX_PURSUIT_SIDE, type PursuitPosition, type Ending } from './rules.js';
export type { PursuitPlay, PursuitValue, PursuitMove } from './play.js';

const fields: Guard<board.PursuitBoard> = (value, at) => board.copyPursuitBoard(value, at, MAX_PURSUIT_SIDE);
/** A square of the board given first; `orNone` also takes -1 (no pawn). */
const square =
  (orNone = false): Guard<number> =>
  (value, at, [first]) =>
    integer(orNone ? -1 : 0, (first as board.PursuitBoard).fields.length - 1)(value, at, []);

const name = (member: string): string => `rules.pursuit.${member}`;

export const fieldOfLetter = guarded(name('fieldOfLetter'), board.fieldOfLetter, ['letter', isString]);
export const boardFromRows = guarded(name('boardFromRows'), board.boardFromRows, ['rows', arrayOf(isString)]);
export const fieldRows = guarded(name('fieldRows'), board.fieldRows, ['board', fields]);
export const floatingDangers = guarded(
  name('floatingDangers'),
  board.floatingDangers,
  ['board', fields],
  ['pawn', square()],
);
export const isOpen = guarded(
  name('isOpen'),
  board.isOpen,
  ['board', fields],
  ['square', square()],
  ['pawn', square(true)],
);
/** The squares next to the king it may not step onto, and what closes each: a field, or the pawn's attack. */
export const closedSquares = guarded(
  name('closedSquares'),
  board.closedSquares,
  ['board', fields],
  ['king', square()],
  ['pawn', square(true)],
);
/**
 * Perfect play from a position: its value, every move's, and the best moves (the fastest win, the longest resistance).
 */
export const pursuitPlay = guarded(
  name('pursuitPlay'),
  play.pursuitPlay,
  ['board', fields],
  ['position', (value, at, [first]) => play.copyPursuitPosition(value, at, first as board.PursuitBoard)],
);
