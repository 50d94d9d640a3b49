import { assertBoolean, assertInteger, assertObject } from '../../core/guards.js';
import { isKingCode } from '../../games/chess/board.js';
import { copyChessBoard } from '../../games/chess/guards.js';
import type { SimplifiedChessVerdict } from './judge.js';
import { BOARD, type SimplifiedChessSetup } from './case.js';

/**
 * A Simplified Chess case from outside the parser, copied: a 4x4 board of queens, rooks, bishops
 * and knights (the game has no king) and m >= 1 (a large m is bounded by the search's limits).
 */
export function copySimplifiedChessSetup(value: unknown, at: string): SimplifiedChessSetup {
  assertObject(value, at);
  const { board, moves } = value;
  const own = copyChessBoard(board, `${at}.board`, undefined, BOARD);
  const king = own.cells.findIndex(isKingCode);
  if (king >= 0)
    throw new RangeError(`${at}.board.cells[${king}] must be a queen, a rook, a bishop or a knight, not a king`);
  assertInteger(moves, `${at}.moves`, 1, Number.MAX_SAFE_INTEGER);
  return { board: own, moves };
}

export function copySimplifiedChessVerdict(value: unknown, at: string): SimplifiedChessVerdict {
  assertObject(value, at);
  const { whiteWins, nodes, shortestWin } = value;
  assertBoolean(whiteWins, `${at}.whiteWins`);
  assertInteger(nodes, `${at}.nodes`, 0, Number.MAX_SAFE_INTEGER);
  if (shortestWin === undefined) return { whiteWins, nodes };
  assertInteger(shortestWin, `${at}.shortestWin`, 1, Number.MAX_SAFE_INTEGER);
  return { whiteWins, nodes, shortestWin };
}
