import { checkArray, checkBoolean, checkInteger, checkObject, checkOneOf, checkString } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import type { CheckersVerdict } from './judge.js';
import type { CheckersCase } from './case.js';

const INT32 = [-(2 ** 31), 2 ** 31 - 1] as const;

/** A checkers record from outside the parser: a position of three 32-bit square sets, and the moves as written. */
export function checkCheckersCase(value: unknown, at: string): asserts value is CheckersCase {
  checkObject(value, at);
  const position = value.position;
  checkObject(position, `${at}.position`);
  for (const set of ['black', 'white', 'kings'] as const)
    checkInteger(position[set], `${at}.position.${set} (a set of squares, bit k - 1 for square k)`, ...INT32);
  checkOneOf(position.turn, `${at}.position.turn`, SIDES);
  const { black, white, kings } = position as { black: number; white: number; kings: number };
  if ((black & white) !== 0) throw new RangeError(`${at}.position: black and white share squares`);
  if ((kings & ~(black | white)) !== 0) throw new RangeError(`${at}.position.kings must be a subset of black | white`);
  const moves = value.moves;
  checkArray(moves, `${at}.moves`);
  moves.forEach((move, index) => {
    const where = `${at}.moves[${index}]`;
    checkObject(move, where);
    checkString(move.text, `${where}.text`);
    // 0: a move made by a generator, from no input.
    checkInteger(move.line, `${where}.line`, 0, Number.MAX_SAFE_INTEGER);
    checkInteger(move.column, `${where}.column`, 0, Number.MAX_SAFE_INTEGER);
  });
}

export function checkCheckersVerdict(value: unknown, at: string): asserts value is CheckersVerdict {
  checkObject(value, at);
  checkBoolean(value.valid, `${at}.valid`);
  if (!value.valid) checkInteger(value.moveNumber, `${at}.moveNumber`, 1, Number.MAX_SAFE_INTEGER);
}
