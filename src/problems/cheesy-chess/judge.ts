import { pursuitWhiteWins } from '../../games/pursuit/winner.js';
import { type Side, sideWord } from '../../core/side.js';
import { ok, type Result } from '../../core/located.js';
import { deepFreeze } from '../../core/guards.js';
import type { AnswerCodec } from '../../framework/answer.js';
import type { CheesyCase } from './case.js';

export interface CheesyVerdict {
  /** The winner when White moves first and plays optimally (Black never has a choice). */
  readonly winner: Side;
}

// Two possible answers, made once: judging a hundred thousand games allocates nothing for them.
// Frozen, as they are shared by every judgement.
const WHITE_WINS: Result<CheesyVerdict, string> = deepFreeze(ok({ winner: 'white' }));
const BLACK_WINS: Result<CheesyVerdict, string> = deepFreeze(ok({ winner: 'black' }));

/**
 * Every game ends within 2 * height plies, so following the king's reachable squares a move at a
 * time (games/pursuit/winner.ts) is exact and needs no limit.
 * The explanation solves the same game with the generic solver (search/retrograde.ts), which
 * also gives the best line; a property test holds the two to the same winner.
 */
export function judgeCheesyChess(input: CheesyCase): Result<CheesyVerdict, string> {
  return pursuitWhiteWins(input.board, input.king, input.pawn) ? WHITE_WINS : BLACK_WINS;
}

/** The contest line: the winner, "White" or "Black"; the verdict is all it says. */
export const cheesyChessCodec: AnswerCodec<CheesyVerdict> = {
  write: (verdict) => sideWord(verdict.winner),
  read: (line) => (line === 'White' ? { winner: 'white' } : line === 'Black' ? { winner: 'black' } : undefined),
};
