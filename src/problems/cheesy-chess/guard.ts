import { assertInteger, assertObject, assertOneOf } from '../../core/guards.js';
import { SIDES } from '../../core/side.js';
import { copyPursuitBoard } from '../../games/pursuit/board.js';
import type { CheesyVerdict } from './judge.js';
import { type CheesySetup, MAX_SIZE } from './case.js';

/**
 * A Cheesy Chess case from outside the parser, copied: a board of at most 26x26 fields, the king and the pawn on it
 * (that it is square, fromSetup says).
 */
export function copyCheesySetup(value: unknown, at: string): CheesySetup {
  assertObject(value, at);
  const { board: given, king, pawn } = value;
  const board = copyPursuitBoard(given, `${at}.board`, MAX_SIZE);
  const squares = board.fields.length;
  assertInteger(king, `${at}.king`, 0, squares - 1);
  assertInteger(pawn, `${at}.pawn`, 0, squares - 1);
  return { board, king, pawn };
}

export function copyCheesyVerdict(value: unknown, at: string): CheesyVerdict {
  assertObject(value, at);
  const { winner } = value;
  assertOneOf(winner, `${at}.winner`, SIDES);
  return { winner };
}
