import { checkArray, checkBoolean, checkInteger, checkObject, checkOneOf, checkString } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import type { Position } from './position.js';
import type { Move } from './moves.js';
import { SQUARE_COUNT, type SquareNumber } from './squares.js';
import { PDN_RESULTS, type PdnGame, type PdnGameText } from './pdn.js';
import type { Violation, ViolationReason } from './referee.js';

/** Checks of checkers values from outside the library (see core/checks.ts): squares, sets, positions, moves, games, violations. */

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;

export function checkSquareNumber(value: unknown, at: string): asserts value is SquareNumber {
  checkInteger(value, at, 1, SQUARE_COUNT);
}

/** A set of squares: a 32-bit whole number, bit k - 1 for square k. */
export function checkSquareSet(value: unknown, at: string): asserts value is number {
  checkInteger(value, `${at} (a set of squares, bit k - 1 for square k)`, ...INT32);
}

/** A position: three square sets (no square on both sides, kings among the pieces) and the side to move. */
export function checkPosition(value: unknown, at: string): asserts value is Position {
  checkObject(value, at);
  for (const set of ['black', 'white', 'kings'] as const) checkSquareSet(value[set], `${at}.${set}`);
  checkOneOf(value.turn, `${at}.turn`, SIDES);
  const { black, white, kings } = value as { black: number; white: number; kings: number };
  if ((black & white) !== 0) throw new RangeError(`${at}: black and white share squares`);
  if ((kings & ~(black | white)) !== 0) throw new RangeError(`${at}.kings must be a subset of black | white`);
}

/** A list of square numbers, at least `min` of them. */
export function checkSquares(value: unknown, at: string, min = 0): asserts value is SquareNumber[] {
  checkArray(value, at);
  if (value.length < min) throw new RangeError(`${at} must hold at least ${min} squares, not ${value.length}`);
  value.forEach((square, index) => checkSquareNumber(square, `${at}[${index}]`));
}

/** A move's shape (whether it is legal, the functions that take one say). */
export function checkMove(value: unknown, at: string): asserts value is Move {
  checkObject(value, at);
  checkSquareNumber(value.from, `${at}.from`);
  checkSquareNumber(value.to, `${at}.to`);
  checkSquares(value.path, `${at}.path`, 2);
  checkSquares(value.captured, `${at}.captured`);
  checkBoolean(value.crowned, `${at}.crowned`);
}

/** Where a thing was read: line and column from 1 (0: made by a program, from no input). */
function checkPlace(value: Readonly<Record<string, unknown>>, at: string): void {
  checkInteger(value.line, `${at}.line`, 0, Number.MAX_SAFE_INTEGER);
  checkInteger(value.column, `${at}.column`, 0, Number.MAX_SAFE_INTEGER);
}

/** A game as parsePdn gives it: tags, start, result, errors and moves of the right shapes. */
export function checkPdnGameShape(value: unknown, at: string): asserts value is PdnGame {
  checkObject(value, at);
  checkPlace(value, at);
  checkPdnTags(value, at);
  checkPosition(value.start, `${at}.start`);
  if (value.result !== null) checkOneOf(value.result, `${at}.result`, PDN_RESULTS);
  checkArray(value.errors, `${at}.errors`);
  value.errors.forEach((error, index) => {
    checkObject(error, `${at}.errors[${index}]`);
    checkPlace(error, `${at}.errors[${index}]`);
    checkString(error.message, `${at}.errors[${index}].message`);
  });
  checkPdnMoves(value.moves, `${at}.moves`);
  checkPdnComments(value.comments, `${at}.comments`);
  if (value.variations === undefined) return;
  checkArray(value.variations, `${at}.variations`);
  value.variations.forEach((variation, index) => {
    const where = `${at}.variations[${index}]`;
    checkObject(variation, where);
    checkInteger(variation.ply, `${where}.ply`, 0, Number.MAX_SAFE_INTEGER);
    checkPdnMoves(variation.moves, `${where}.moves`);
    checkPdnComments(variation.comments, `${where}.comments`);
  });
}

function checkPdnMoves(value: unknown, at: string): void {
  checkArray(value, at);
  value.forEach((move, index) => {
    const where = `${at}[${index}]`;
    checkObject(move, where);
    checkString(move.text, `${where}.text`);
    checkSquares(move.squares, `${where}.squares`, 2);
    checkBoolean(move.capture, `${where}.capture`);
    checkPlace(move, where);
  });
}

/** Comments: `{ ply, text }`, text that a comment can hold (no "}", as a PDN comment cannot hold one). */
export function checkPdnComments(value: unknown, at: string): void {
  checkArray(value, at);
  value.forEach((comment, index) => {
    checkObject(comment, `${at}[${index}]`);
    checkInteger(comment.ply, `${at}[${index}].ply`, 0, Number.MAX_SAFE_INTEGER);
    checkString(comment.text, `${at}[${index}].text`);
    if (comment.text.includes('}'))
      throw new RangeError(`${at}[${index}].text must not hold "}" (it would end the comment)`);
  });
}

/** An object with a game's tags: `{ name, value }` strings (where they were read is not needed). */
export function checkPdnTags(value: unknown, at: string): void {
  checkObject(value, at);
  checkArray(value.tags, `${at}.tags`);
  value.tags.forEach((tag, index) => {
    checkObject(tag, `${at}.tags[${index}]`);
    checkString(tag.name, `${at}.tags[${index}].name`);
    checkString(tag.value, `${at}.tags[${index}].value`);
  });
}

/** What formatPdn writes: tags and start when given, the moves' squares, the result when given. */
export function checkPdnGameText(value: unknown, at: string): asserts value is PdnGameText {
  checkObject(value, at);
  if (value.tags !== undefined) checkPdnTags(value, at);
  if (value.start !== undefined) checkPosition(value.start, `${at}.start`);
  if (value.result !== undefined && value.result !== null) checkOneOf(value.result, `${at}.result`, PDN_RESULTS);
  checkMoveTexts(value.moves, `${at}.moves`);
  if (value.comments !== undefined) checkPdnComments(value.comments, `${at}.comments`);
  if (value.variations === undefined) return;
  checkArray(value.variations, `${at}.variations`);
  value.variations.forEach((variation, index) => {
    const where = `${at}.variations[${index}]`;
    checkObject(variation, where);
    checkInteger(variation.ply, `${where}.ply`, 0, Number.MAX_SAFE_INTEGER);
    checkMoveTexts(variation.moves, `${where}.moves`);
    if (variation.comments !== undefined) checkPdnComments(variation.comments, `${where}.comments`);
  });
}

function checkMoveTexts(value: unknown, at: string): void {
  checkArray(value, at);
  value.forEach((move, index) => {
    checkObject(move, `${at}[${index}]`);
    checkSquares(move.squares, `${at}[${index}].squares`, 2);
    checkBoolean(move.capture, `${at}[${index}].capture`);
  });
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

/** A violation as checkRoute gives it: a reason and the members it holds. */
export function checkViolation(value: unknown, at: string): asserts value is Violation {
  checkObject(value, at);
  checkOneOf(value.reason, `${at}.reason`, Object.keys(VIOLATION_MEMBERS) as ViolationReason[]);
  for (const member of VIOLATION_MEMBERS[value.reason]) {
    const where = `${at}.${member}`;
    const item: unknown = value[member];
    if (member === 'piece') {
      checkObject(item, where);
      checkOneOf(item.side, `${where}.side`, SIDES);
      checkOneOf(item.kind, `${where}.kind`, ['man', 'king']);
    } else if (member === 'turn') checkOneOf(item, where, SIDES);
    else if (member === 'jump') checkBoolean(item, where);
    else if (member === 'captures') {
      checkArray(item, where);
      item.forEach((move, index) => checkMove(move, `${where}[${index}]`));
    } else if (member === 'continuations') {
      checkArray(item, where);
      item.forEach((text, index) => checkString(text, `${where}[${index}]`));
    } else checkSquareNumber(item, where);
  }
}
