import type { Side } from '../../core/side.js';
import type { Result } from '../../core/located.js';
import { type CheckStatus, checkStatus } from '../../games/chess/rules.js';

import type { RankAndFileCase } from './parse.js';

export type RankAndFileStatus = 'CHECKED' | 'CHECKMATED' | 'SAFE';

export interface RankAndFileVerdict {
  readonly side: Side;
  readonly status: RankAndFileStatus;
}

type Verdicts = Readonly<Record<CheckStatus, Result<RankAndFileVerdict, string>>>;

const verdicts = (side: Side): Verdicts => ({
  checked: { ok: true, value: { side, status: 'CHECKED' } },
  checkmated: { ok: true, value: { side, status: 'CHECKMATED' } },
  safe: { ok: true, value: { side, status: 'SAFE' } },
});

// The six possible answers, made once: judging a hundred thousand positions allocates nothing for them.
const VERDICTS: Readonly<Record<Side, Verdicts>> = { white: verdicts('white'), black: verdicts('black') };

export function judgeRankAndFile(input: RankAndFileCase): Result<RankAndFileVerdict, string> {
  return VERDICTS[input.side][checkStatus(input.board, input.side)];
}

const LINES: Readonly<Record<Side, Readonly<Record<RankAndFileStatus, string>>>> = {
  white: { CHECKED: 'WHITE IS CHECKED', CHECKMATED: 'WHITE IS CHECKMATED', SAFE: 'WHITE IS SAFE' },
  black: { CHECKED: 'BLACK IS CHECKED', CHECKMATED: 'BLACK IS CHECKMATED', SAFE: 'BLACK IS SAFE' },
};

export const formatRankAndFile = (verdict: RankAndFileVerdict): string => LINES[verdict.side][verdict.status];
