import { checkInteger, checkObject, checkOneOf } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { checkPursuitBoard } from '../../games/pursuit/board.js';
import type { CheesyVerdict } from './judge.js';
import { type CheesyCase, MAX_SIZE } from './case.js';

/** A Cheesy Chess case from outside the parser: a board of at most 26x26 fields, the king and the pawn on it (that it is square, fromSetup says). */
export function checkCheesyCase(value: unknown, at: string): asserts value is CheesyCase {
  checkObject(value, at);
  checkPursuitBoard(value.board, `${at}.board`, MAX_SIZE);
  const squares = value.board.fields.length;
  checkInteger(value.king, `${at}.king`, 0, squares - 1);
  checkInteger(value.pawn, `${at}.pawn`, 0, squares - 1);
}

export function checkCheesyVerdict(value: unknown, at: string): asserts value is CheesyVerdict {
  checkObject(value, at);
  checkOneOf(value.winner, `${at}.winner`, SIDES);
}
