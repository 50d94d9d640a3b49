import { PursuitGame } from '../../games/pursuit/rules.js';
import { type Side, sideWord } from '../../core/side.js';
import { ok, type Result } from '../../core/located.js';
import { solveOutcome } from '../../search/retrograde.js';
import type { CheesyCase } from './parse.js';

export interface CheesyVerdict {
  /** The winner when White moves first and plays optimally (Black never has a choice). */
  readonly winner: Side;
}

/** Every game ends within 2 * height plies, so the exhaustive solution is exact and needs no limit. */
export function judgeCheesyChess(input: CheesyCase): Result<CheesyVerdict, string> {
  const game = new PursuitGame(input.board);
  const outcome = solveOutcome(game, game.start(input.king, input.pawn));
  return ok({ winner: outcome === 'white' ? 'white' : 'black' });
}

export const formatCheesyChess = (verdict: CheesyVerdict): string => sideWord(verdict.winner);
