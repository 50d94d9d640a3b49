import { assertObject, assertOneOf } from '../../core/guards.js';
import { SIDES } from '../../core/side.js';
import { copyChessBoard } from '../../games/chess/guards.js';
import type { RankAndFileVerdict } from './judge.js';
import { BOARD, ROLES, type RankAndFileSetup } from './case.js';

/**
 * The shapes of Rank and File's values from outside the library, copied; what the rules allow is fromSetup's to say
 * (case.ts).
 */

export function copyRankAndFileSetup(value: unknown, at: string): RankAndFileSetup {
  assertObject(value, at);
  const { side, board } = value;
  assertOneOf(side, `${at}.side`, SIDES);
  return { side, board: copyChessBoard(board, `${at}.board`, undefined, BOARD, ROLES) };
}

/** What a verdict's answer line says: the side and its status. */
export function copyRankAndFileVerdict(value: unknown, at: string): RankAndFileVerdict {
  assertObject(value, at);
  const { side, status } = value;
  assertOneOf(side, `${at}.side`, SIDES);
  assertOneOf(status, `${at}.status`, ['CHECKED', 'CHECKMATED', 'SAFE']);
  return { side, status };
}
