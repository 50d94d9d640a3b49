import { SIDES, type Side } from '../../core/side.js';
import { deepFreeze } from '../../core/guards.js';
import { type Result, ok } from '../../core/located.js';
import { type CheckStatus, checkStatus } from '../../games/chess/rules.js';

import type { AnswerCodec } from '../../framework/answer.js';
import type { RankAndFileCase } from './case.js';

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

// The six possible answers, made once: judging a hundred thousand positions allocates nothing for
// them. Frozen, as they are shared by every judgement.
const JUDGED = deepFreeze(
  Object.fromEntries(
    SIDES.map((side) => [
      side,
      Object.fromEntries(Object.entries(STATUS).map(([status, word]) => [status, ok({ side, status: word })])),
    ]),
  ),
) as Readonly<Record<Side, Readonly<Record<CheckStatus, Result<RankAndFileVerdict, string> & { readonly ok: true }>>>>;

/** The verdict for `side` when checkStatus answers `status`. */
export const verdictOf = (side: Side, status: CheckStatus): RankAndFileVerdict => JUDGED[side][status].value;

export function judgeRankAndFile(input: RankAndFileCase): Result<RankAndFileVerdict, string> {
  return JUDGED[input.side][checkStatus(input.board, input.side)];
}

/** The contest line: "WHITE IS CHECKED", the side and its status; the verdict is all it says. */
export const rankAndFileCodec: AnswerCodec<RankAndFileVerdict> = {
  write: (verdict) => `${verdict.side.toUpperCase()} IS ${verdict.status}`,
  read(line) {
    const match = /^(WHITE|BLACK) IS (CHECKED|CHECKMATED|SAFE)$/.exec(line);
    return match
      ? { side: match[1] === 'WHITE' ? 'white' : 'black', status: match[2] as RankAndFileStatus }
      : undefined;
  },
};
