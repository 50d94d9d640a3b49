import {
  type Check,
  checkBoolean,
  checkInteger,
  checkObject,
  checkOneOf,
  checkString,
  copyArray,
} from '../../core/checks.js';
import { SIDES, type Side } from '../../core/side.js';
import type { LocatedError } from '../../core/located.js';
import type { Piece, Position } from './position.js';
import type { Move } from './moves.js';
import { SQUARE_COUNT, type SquareNumber } from './squares.js';
import { PDN_RESULTS, type PdnComment, type PdnGame, type PdnGameText, type PdnMove, type PdnTag } from './pdn.js';
import type { Violation, ViolationReason } from './referee.js';
import { plural } from '../../core/grouped.js';

/**
 * Checks of checkers values from outside the library (see core/checks.ts): squares, sets,
 * positions, moves, games, violations. Each value that is not a primitive is given back copied,
 * each of its members read once: the copy is what the rules then read.
 */

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;

export function checkSquareNumber(value: unknown, at: string): asserts value is SquareNumber {
  checkInteger(value, at, 1, SQUARE_COUNT);
}

/** A set of squares: a 32-bit whole number, bit k - 1 for square k. */
export function checkSquareSet(value: unknown, at: string): asserts value is number {
  checkInteger(value, `${at} (a set of squares, bit k - 1 for square k)`, ...INT32);
}

/** A position, copied: three square sets (no square on both sides, kings among the pieces) and the side to move. */
export function copyPosition(value: unknown, at: string): Position {
  checkObject(value, at);
  const { black, white, kings, turn } = value;
  checkSquareSet(black, `${at}.black`);
  checkSquareSet(white, `${at}.white`);
  checkSquareSet(kings, `${at}.kings`);
  checkOneOf(turn, `${at}.turn`, SIDES);
  if ((black & white) !== 0) throw new RangeError(`${at}: black and white share squares`);
  if ((kings & ~(black | white)) !== 0) throw new RangeError(`${at}.kings must be a subset of black | white`);
  return { black, white, kings, turn };
}

const squareNumber: Check<SquareNumber> = (value, at) => {
  checkSquareNumber(value, at);
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
  checkObject(value, at);
  const { from, to, path, captured, crowned } = value;
  checkSquareNumber(from, `${at}.from`);
  checkSquareNumber(to, `${at}.to`);
  const move = {
    from,
    to,
    path: copySquares(path, `${at}.path`, 2),
    captured: copySquares(captured, `${at}.captured`),
  };
  checkBoolean(crowned, `${at}.crowned`);
  return { ...move, crowned };
}

/** Where a thing was read, line and column from 1 (0: made by a program, from no input), each read once. */
function copyPlace(value: Readonly<Record<string, unknown>>, at: string): { line: number; column: number } {
  const { line, column } = value;
  checkInteger(line, `${at}.line`, 0, Number.MAX_SAFE_INTEGER);
  checkInteger(column, `${at}.column`, 0, Number.MAX_SAFE_INTEGER);
  return { line, column };
}

/** A game as parsePdn gives it, copied: tags, start, result, errors and moves of the right shapes. */
export function copyPdnGame(value: unknown, at: string): PdnGame {
  checkObject(value, at);
  const place = copyPlace(value, at);
  const { tags, start, result, errors, moves, comments } = value;
  const game = { ...place, tags: copyPdnTags(tags, `${at}.tags`), start: copyPosition(start, `${at}.start`) };
  if (result !== null) checkOneOf(result, `${at}.result`, PDN_RESULTS);
  const errorsCopy = copyArray(errors, `${at}.errors`, (error, where): LocatedError => {
    checkObject(error, where);
    const located = copyPlace(error, where);
    const { message, code } = error;
    checkString(message, `${where}.message`);
    if (code === undefined) return { ...located, message };
    checkString(code, `${where}.code`);
    return { ...located, message, code };
  });
  const movesCopy = copyArray(moves, `${at}.moves`, (move, where): PdnMove => {
    checkObject(move, where);
    const { text, squares, capture } = move;
    checkString(text, `${where}.text`);
    const squaresCopy = copySquares(squares, `${where}.squares`, 2);
    checkBoolean(capture, `${where}.capture`);
    return { text, squares: squaresCopy, capture, ...copyPlace(move, where) };
  });
  const { commentsOmitted } = value;
  if (commentsOmitted !== undefined) checkInteger(commentsOmitted, `${at}.commentsOmitted`, 0, Number.MAX_SAFE_INTEGER);
  return {
    ...game,
    result,
    errors: errorsCopy,
    moves: movesCopy,
    comments: copyPdnComments(comments, `${at}.comments`),
    ...(commentsOmitted === undefined ? {} : { commentsOmitted }),
  };
}

/** Comments, copied: `{ ply, text }`, text that a comment can hold (no "}", as a PDN comment cannot hold one). */
export function copyPdnComments(value: unknown, at: string): PdnComment[] {
  return copyArray(value, at, (comment, where) => {
    checkObject(comment, where);
    const { ply, text } = comment;
    checkInteger(ply, `${where}.ply`, 0, Number.MAX_SAFE_INTEGER);
    checkString(text, `${where}.text`);
    if (text.includes('}')) throw new RangeError(`${where}.text must not hold "}" (it would end the comment)`);
    return { ply, text };
  });
}

/** A game's tags, copied: `{ name, value }` strings (where each was read, when it says, else 0: not needed). */
export function copyPdnTags(value: unknown, at: string): PdnTag[] {
  return copyArray(value, at, (tag, where) => {
    checkObject(tag, where);
    const { name, value: text, line, column } = tag;
    checkString(name, `${where}.name`);
    checkString(text, `${where}.value`);
    const place = (given: unknown): number =>
      Number.isSafeInteger(given) && (given as number) >= 0 ? (given as number) : 0;
    return { name, value: text, line: place(line), column: place(column) };
  });
}

/** An object with a game's tags, copied as `{ tags }`. */
export function copyTagged(value: unknown, at: string): { tags: PdnTag[] } {
  checkObject(value, at);
  return { tags: copyPdnTags(value.tags, `${at}.tags`) };
}

/** What formatPdn writes, copied: tags and start when given, the moves' squares, the result when given. */
export function copyPdnGameText(value: unknown, at: string): PdnGameText {
  checkObject(value, at);
  const { tags, start, result, moves, comments } = value;
  const text = {
    ...(tags === undefined ? {} : { tags: copyPdnTags(tags, `${at}.tags`) }),
    ...(start === undefined ? {} : { start: copyPosition(start, `${at}.start`) }),
  };
  if (result !== undefined && result !== null) checkOneOf(result, `${at}.result`, PDN_RESULTS);
  const movesCopy = copyArray(moves, `${at}.moves`, (move, where) => {
    checkObject(move, where);
    const { squares, capture } = move;
    const squaresCopy = copySquares(squares, `${where}.squares`, 2);
    checkBoolean(capture, `${where}.capture`);
    return { squares: squaresCopy, capture };
  });
  return {
    ...text,
    ...(result === undefined ? {} : { result }),
    moves: movesCopy,
    ...(comments === undefined ? {} : { comments: copyPdnComments(comments, `${at}.comments`) }),
  };
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

/** A violation as checkRoute gives it, copied: a reason and the members it holds. */
export function copyViolation(value: unknown, at: string): Violation {
  checkObject(value, at);
  const { reason } = value;
  checkOneOf(reason, `${at}.reason`, Object.keys(VIOLATION_MEMBERS) as ViolationReason[]);
  const copy: Record<string, unknown> = { reason };
  for (const member of VIOLATION_MEMBERS[reason]) {
    const where = `${at}.${member}`;
    const item: unknown = value[member];
    if (member === 'piece') {
      checkObject(item, where);
      const { side, kind } = item;
      checkOneOf(side, `${where}.side`, SIDES);
      checkOneOf(kind, `${where}.kind`, ['man', 'king']);
      copy[member] = { side, kind } satisfies Piece;
    } else if (member === 'turn') {
      checkOneOf(item, where, SIDES);
      copy[member] = item satisfies Side;
    } else if (member === 'jump') {
      checkBoolean(item, where);
      copy[member] = item;
    } else if (member === 'captures') copy[member] = copyArray(item, where, (move, place) => copyMove(move, place));
    else if (member === 'continuations')
      copy[member] = copyArray(item, where, (text, place) => {
        checkString(text, place);
        return text;
      });
    else copy[member] = squareNumber(item, where, []);
  }
  return copy as Violation;
}
