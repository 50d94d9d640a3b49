import { assertBoolean, assertInteger, assertObject } from '../../core/guards.js';
import { copyChessBoard } from '../../games/chess/guards.js';
import type { SimplifiedChessVerdict } from './judge.js';
import { BOARD, type SimplifiedChessSetup } from './case.js';
import type { SimplifiedChessVariant } from './variant.js';

/**
 * A case of a problem of the family from outside the parser, copied: a 4x4 board of the variant's
 * pieces (the Simplified Chess Engine's: queens, rooks, bishops and knights; the game has no king)
 * and m >= 1 (a large m is bounded by the search's limits).
 */
export const copySetupOf =
  ({ roles }: SimplifiedChessVariant) =>
  (value: unknown, at: string): SimplifiedChessSetup => {
    assertObject(value, at);
    const { board, moves } = value;
    const own = copyChessBoard(board, `${at}.board`, undefined, BOARD, roles);
    assertInteger(moves, `${at}.moves`, 1, Number.MAX_SAFE_INTEGER);
    return { board: own, moves };
  };

export function copySimplifiedChessVerdict(value: unknown, at: string): SimplifiedChessVerdict {
  assertObject(value, at);
  const { whiteWins, nodes, shortestWin } = value;
  assertBoolean(whiteWins, `${at}.whiteWins`);
  assertInteger(nodes, `${at}.nodes`, 0, Number.MAX_SAFE_INTEGER);
  if (shortestWin === undefined) return { whiteWins, nodes };
  assertInteger(shortestWin, `${at}.shortestWin`, 1, Number.MAX_SAFE_INTEGER);
  return { whiteWins, nodes, shortestWin };
}
