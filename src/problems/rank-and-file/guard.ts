import { checkObject, checkOneOf } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { checkChessBoard } from '../../games/chess/checks.js';
import type { RankAndFileVerdict } from './judge.js';
import { BOARD, type RankAndFileCase } from './case.js';

/** The shapes of Rank and File's values from outside the library; what the rules allow is fromSetup's to say (case.ts). */

export function checkRankAndFileCase(value: unknown, at: string): asserts value is RankAndFileCase {
  checkObject(value, at);
  checkOneOf(value.side, `${at}.side`, SIDES);
  checkChessBoard(value.board, `${at}.board`, BOARD);
}

export function checkRankAndFileVerdict(value: unknown, at: string): asserts value is RankAndFileVerdict {
  checkObject(value, at);
  checkOneOf(value.side, `${at}.side`, SIDES);
  checkOneOf(value.status, `${at}.status`, ['CHECKED', 'CHECKMATED', 'SAFE']);
}
