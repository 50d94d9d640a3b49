import type { Side } from '../../core/side.js';
import type { Result } from '../../core/located.js';
import { type CheckStatus, checkStatus } from '../../games/chess/rules.js';

import type { RankAndFileCase } from './parse.js';

export type RankAndFileStatus = 'CHECKED' | 'CHECKMATED' | 'SAFE';

export interface RankAndFileVerdict {
  readonly side: Side;
  readonly status: RankAndFileStatus;
}

const STATUS: Readonly<Record<CheckStatus, RankAndFileStatus>> = {
  checked: 'CHECKED',
  checkmated: 'CHECKMATED',
  safe: 'SAFE',
};

export function judgeRankAndFile(input: RankAndFileCase): Result<RankAndFileVerdict, string> {
  return { ok: true, value: { side: input.side, status: STATUS[checkStatus(input.board, input.side)] } };
}

export const formatRankAndFile = (verdict: RankAndFileVerdict): string => `${verdict.side.toUpperCase()} IS ${verdict.status}`;
