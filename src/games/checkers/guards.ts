import {
  type Guard,
  assertBoolean,
  assertInteger,
  assertObject,
  assertOneOf,
  assertString,
  copyArray,
} from '../../core/guards.js';
import { SIDES, type Side } from '../../core/side.js';
import type { LocatedError } from '../../core/located.js';
import type { Piece, Position } from './position.js';
import type { Move } from './moves.js';
import { SQUARE_COUNT, type SquareNumber } from './squares.js';
import {
  PDN_RESULTS,
  type PdnComment,
  type PdnGame,
  type PdnGameText,
  type PdnMove,
  type PdnTag,
  type PdnVariation,
} from './pdn.js';
import type { Violation, ViolationReason } from './referee.js';
import { plural } from '../../core/grouped.js';

/**
 * Checks of checkers values from outside the library (see core/guards.ts): squares, sets,
 * positions, moves, games, violations. Each value that is not a primitive is given back copied,
 * each of its members read once: the copy is what the rules then read.
 */

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;

export function assertSquareNumber(value: unknown, at: string): asserts value is SquareNumber {
  assertInteger(value, at, 1, SQUARE_COUNT);
}

/** A set of squares: a 32-bit whole number, bit k - 1 for square k. */
export function assertSquareSet(value: unknown, at: string): asserts value is number {
  assertInteger(value, `${at} (a set of squares, bit k - 1 for square k)`, ...INT32);
}

/** A position, copied: three square sets (no square on both sides, kings among the pieces) and the side to move. */
export function copyPosition(value: unknown, at: string): Position {
  assertObject(value, at);
  const { black, white, kings, turn } = value;
  assertSquareSet(black, `${at}.black`);
  assertSquareSet(white, `${at}.white`);
  assertSquareSet(kings, `${at}.kings`);
  assertOneOf(turn, `${at}.turn`, SIDES);
  if ((black & white) !== 0) throw new RangeError(`${at}: black and white share squares`);
  if ((kings & ~(black | white)) !== 0) throw new RangeError(`${at}.kings must be a subset of black | white`);
  return { black, white, kings, turn };
}

const squareNumber: Guard<SquareNumber> = (value, at) => {
  assertSquareNumber(value, at);
  return value;
};

/** A list of square numbers, at least `min` of them, copied. */
export function copySquares(value: unknown, at: string, min = 0): SquareNumber[] {
  const squares = copyArray(value, at, squareNumber);
  if (squares.length < min)
    throw new RangeError(`${at} must hold at least ${plural(min, 'square')}, not ${squares.length}`);
  return squares;
}

/** A move's shape, copied (whether it is legal, the functions that take one say). */
export function copyMove(value: unknown, at: string): Move {
  assertObject(value, at);
  const { from, to, path, captured, crowned } = value;
  assertSquareNumber(from, `${at}.from`);
  assertSquareNumber(to, `${at}.to`);
  const move = {
    from,
    to,
    path: copySquares(path, `${at}.path`, 2),
    captured: copySquares(captured, `${at}.captured`),
  };
  assertBoolean(crowned, `${at}.crowned`);
  return { ...move, crowned };
}

/** Where a thing was read, line and column from 1 (0: made by a program, from no input), each read once. */
function copyPlace(value: Readonly<Record<string, unknown>>, at: string): { line: number; column: number } {
  const { line, column } = value;
  assertInteger(line, `${at}.line`, 0, Number.MAX_SAFE_INTEGER);
  assertInteger(column, `${at}.column`, 0, Number.MAX_SAFE_INTEGER);
  return { line, column };
}

/** A game as parsePdn gives it, copied: tags, start, result, errors and moves of the right shapes. */
export function copyPdnGame(value: unknown, at: string): PdnGame {
  assertObject(value, at);
  const place = copyPlace(value, at);
  const { tags, start, result, errors, moves, comments, variations } = value;
  const game = { ...place, tags: copyPdnTags(tags, `${at}.tags`), start: copyPosition(start, `${at}.start`) };
  if (result !== null) assertOneOf(result, `${at}.result`, PDN_RESULTS);
  const errorsCopy = copyArray(errors, `${at}.errors`, (error, where): LocatedError => {
    assertObject(error, where);
    const located = copyPlace(error, where);
    const { message, code } = error;
    assertString(message, `${where}.message`);
    if (code === undefined) return { ...located, message };
    assertString(code, `${where}.code`);
    return { ...located, message, code };
  });
  const movesCopy = copyArray(moves, `${at}.moves`, copyPdnMove);
  const { commentsOmitted } = value;
  if (commentsOmitted !== undefined)
    assertInteger(commentsOmitted, `${at}.commentsOmitted`, 0, Number.MAX_SAFE_INTEGER);
  return {
    ...game,
    result,
    errors: errorsCopy,
    moves: movesCopy,
    comments: copyPdnComments(comments, `${at}.comments`),
    ...(commentsOmitted === undefined ? {} : { commentsOmitted }),
    ...(variations === undefined ? {} : { variations: copyArray(variations, `${at}.variations`, copyVariation) }),
  };
}

/** A variation of a game, copied: the ply it stands at, its moves and its comments. */
const copyVariation = (value: unknown, at: string): PdnVariation => {
  assertObject(value, at);
  const { ply, moves, comments } = value;
  assertInteger(ply, `${at}.ply`, 0, Number.MAX_SAFE_INTEGER);
  return {
    ply,
    moves: copyArray(moves, `${at}.moves`, copyPdnMove),
    comments: copyPdnComments(comments, `${at}.comments`),
  };
};

/** A move as read, copied. */
function copyPdnMove(move: unknown, where: string): PdnMove {
  assertObject(move, where);
  const { text, squares, capture } = move;
  assertString(text, `${where}.text`);
  const squaresCopy = copySquares(squares, `${where}.squares`, 2);
  assertBoolean(capture, `${where}.capture`);
  return { text, squares: squaresCopy, capture, ...copyPlace(move, where) };
}

/** Comments, copied: `{ ply, text }`, text that a comment can hold (no "}", as a PDN comment cannot hold one). */
export function copyPdnComments(value: unknown, at: string): PdnComment[] {
  return copyArray(value, at, (comment, where) => {
    assertObject(comment, where);
    const { ply, text } = comment;
    assertInteger(ply, `${where}.ply`, 0, Number.MAX_SAFE_INTEGER);
    assertString(text, `${where}.text`);
    if (text.includes('}')) throw new RangeError(`${where}.text must not hold "}" (it would end the comment)`);
    return { ply, text };
  });
}

/** A game's tags, copied: `{ name, value }` strings (where each was read, when it says, else 0: not needed). */
export function copyPdnTags(value: unknown, at: string): PdnTag[] {
  return copyArray(value, at, (tag, where) => {
    assertObject(tag, where);
    const { name, value: text, line, column } = tag;
    assertString(name, `${where}.name`);
    assertString(text, `${where}.value`);
    const place = (given: unknown): number =>
      Number.isSafeInteger(given) && (given as number) >= 0 ? (given as number) : 0;
    return { name, value: text, line: place(line), column: place(column) };
  });
}

/** An object with a game's tags, copied as `{ tags }`. */
export function copyTagged(value: unknown, at: string): { tags: PdnTag[] } {
  assertObject(value, at);
  return { tags: copyPdnTags(value.tags, `${at}.tags`) };
}

/** What formatPdn writes, copied: tags and start when given, the moves' squares, the result when given. */
export function copyPdnGameText(value: unknown, at: string): PdnGameText {
  assertObject(value, at);
  const { tags, start, result, moves, comments, variations } = value;
  const text = {
    ...(tags === undefined ? {} : { tags: copyPdnTags(tags, `${at}.tags`) }),
    ...(start === undefined ? {} : { start: copyPosition(start, `${at}.start`) }),
  };
  if (result !== undefined && result !== null) assertOneOf(result, `${at}.result`, PDN_RESULTS);
  return {
    ...text,
    ...(result === undefined ? {} : { result }),
    moves: copyArray(moves, `${at}.moves`, copyMoveText),
    ...(comments === undefined ? {} : { comments: copyPdnComments(comments, `${at}.comments`) }),
    ...(variations === undefined
      ? {}
      : {
          variations: copyArray(variations, `${at}.variations`, (variation, where) => {
            assertObject(variation, where);
            assertInteger(variation.ply, `${where}.ply`, 0, Number.MAX_SAFE_INTEGER);
            return {
              ply: variation.ply,
              moves: copyArray(variation.moves, `${where}.moves`, copyMoveText),
              ...(variation.comments === undefined
                ? {}
                : { comments: copyPdnComments(variation.comments, `${where}.comments`) }),
            };
          }),
        }),
  };
}

/** A move to write, copied: its squares and whether it captures. */
function copyMoveText(move: unknown, where: string): { squares: SquareNumber[]; capture: boolean } {
  assertObject(move, where);
  const { squares, capture } = move;
  const squaresCopy = copySquares(squares, `${where}.squares`, 2);
  assertBoolean(capture, `${where}.capture`);
  return { squares: squaresCopy, capture };
}

/** What each reason of a violation holds besides its reason. */
const VIOLATION_MEMBERS: Readonly<Record<ViolationReason, readonly string[]>> = {
  'empty-origin': ['square'],
  'wrong-side': ['square', 'piece', 'turn'],
  'not-diagonal': ['from', 'to'],
  backwards: ['from', 'to', 'jump'],
  occupied: ['square', 'piece'],
  'capture-available': ['captures'],
  'step-then-more': ['at', 'next'],
  'step-after-jump': ['from', 'to'],
  'nothing-to-jump': ['square'],
  'jump-own-piece': ['square', 'piece'],
  'already-jumped': ['square'],
  'must-continue': ['at', 'continuations'],
  crowned: ['square', 'next'],
};

/** A violation as judgeRoute gives it, copied: a reason and the members it holds. */
export function copyViolation(value: unknown, at: string): Violation {
  assertObject(value, at);
  const { reason } = value;
  assertOneOf(reason, `${at}.reason`, Object.keys(VIOLATION_MEMBERS) as ViolationReason[]);
  const copy: Record<string, unknown> = { reason };
  for (const member of VIOLATION_MEMBERS[reason]) {
    const where = `${at}.${member}`;
    const item: unknown = value[member];
    if (member === 'piece') {
      assertObject(item, where);
      const { side, kind } = item;
      assertOneOf(side, `${where}.side`, SIDES);
      assertOneOf(kind, `${where}.kind`, ['man', 'king']);
      copy[member] = { side, kind } satisfies Piece;
    } else if (member === 'turn') {
      assertOneOf(item, where, SIDES);
      copy[member] = item satisfies Side;
    } else if (member === 'jump') {
      assertBoolean(item, where);
      copy[member] = item;
    } else if (member === 'captures') copy[member] = copyArray(item, where, (move, place) => copyMove(move, place));
    else if (member === 'continuations')
      copy[member] = copyArray(item, where, (text, place) => {
        assertString(text, place);
        return text;
      });
    else copy[member] = squareNumber(item, where, []);
  }
  return copy as Violation;
}
