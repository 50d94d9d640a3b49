import { SIDES, type Side } from '../../core/side.js';
import { type Result, ok } from '../../core/located.js';
import { type CheckStatus, checkStatus } from '../../games/chess/rules.js';

import type { RankAndFileCase } from './case.js';

export type RankAndFileStatus = 'CHECKED' | 'CHECKMATED' | 'SAFE';

export interface RankAndFileVerdict {
  readonly side: Side;
  readonly status: RankAndFileStatus;
}

const STATUS: Readonly<Record<CheckStatus, RankAndFileStatus>> = { checked: 'CHECKED', checkmated: 'CHECKMATED', safe: 'SAFE' };

// The six possible answers, made once: judging a hundred thousand positions allocates nothing for them.
const JUDGED = Object.fromEntries(
  SIDES.map((side) => [side, Object.fromEntries(Object.entries(STATUS).map(([status, word]) => [status, ok({ side, status: word })]))]),
) as Readonly<Record<Side, Readonly<Record<CheckStatus, Result<RankAndFileVerdict, string> & { readonly ok: true }>>>>;

/** The verdict for `side` when checkStatus answers `status`. */
export const verdictOf = (side: Side, status: CheckStatus): RankAndFileVerdict => JUDGED[side][status].value;

export function judgeRankAndFile(input: RankAndFileCase): Result<RankAndFileVerdict, string> {
  return JUDGED[input.side][checkStatus(input.board, input.side)];
}

export const formatRankAndFile = (verdict: RankAndFileVerdict): string => `${verdict.side.toUpperCase()} IS ${verdict.status}`;
