import { checkInteger, checkObject, checkOneOf } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { copyPursuitBoard } from '../../games/pursuit/board.js';
import type { CheesyVerdict } from './judge.js';
import { type CheesyCase, MAX_SIZE } from './case.js';

/** A Cheesy Chess case from outside the parser, copied: a board of at most 26x26 fields, the king and the pawn on it (that it is square, fromSetup says). */
export function copyCheesyCase(value: unknown, at: string): CheesyCase {
  checkObject(value, at);
  const { board: given, king, pawn } = value;
  const board = copyPursuitBoard(given, `${at}.board`, MAX_SIZE);
  const squares = board.fields.length;
  checkInteger(king, `${at}.king`, 0, squares - 1);
  checkInteger(pawn, `${at}.pawn`, 0, squares - 1);
  return { board, king, pawn };
}

export function copyCheesyVerdict(value: unknown, at: string): CheesyVerdict {
  checkObject(value, at);
  const { winner } = value;
  checkOneOf(winner, `${at}.winner`, SIDES);
  return { winner };
}
