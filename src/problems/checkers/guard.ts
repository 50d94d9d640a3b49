import { checkArray, checkBoolean, checkInteger, checkObject, checkString } from '../../core/checks.js';
import { checkPosition } from '../../games/checkers/checks.js';
import type { CheckersVerdict } from './judge.js';
import type { CheckersCase } from './case.js';

/** A checkers record from outside the parser: a position of three 32-bit square sets, and the moves as written. */
export function checkCheckersCase(value: unknown, at: string): asserts value is CheckersCase {
  checkObject(value, at);
  checkPosition(value.position, `${at}.position`);
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
