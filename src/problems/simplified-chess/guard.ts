import { checkBoolean, checkInteger, checkObject } from '../../core/checks.js';
import { checkChessBoard } from '../../games/chess/checks.js';
import type { SimplifiedChessVerdict } from './judge.js';
import { BOARD, type SimplifiedChessCase } from './case.js';

/** A Simplified Chess case from outside the parser: a 4x4 board and m >= 1 (a large m is bounded by the search's limits). */
export function checkSimplifiedChessCase(value: unknown, at: string): asserts value is SimplifiedChessCase {
  checkObject(value, at);
  checkChessBoard(value.board, `${at}.board`, BOARD);
  checkInteger(value.moves, `${at}.moves`, 1, Number.MAX_SAFE_INTEGER);
}

export function checkSimplifiedChessVerdict(value: unknown, at: string): asserts value is SimplifiedChessVerdict {
  checkObject(value, at);
  checkBoolean(value.whiteWins, `${at}.whiteWins`);
  checkInteger(value.nodes, `${at}.nodes`, 0, Number.MAX_SAFE_INTEGER);
  if (value.shortestWin !== undefined) checkInteger(value.shortestWin, `${at}.shortestWin`, 1, Number.MAX_SAFE_INTEGER);
}
