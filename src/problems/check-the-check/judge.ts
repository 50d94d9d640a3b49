import { assertObject, assertOneOf } from '../../core/guards.js';
import { SIDES, type Side } from '../../core/side.js';
import { type Result, ok } from '../../core/located.js';
import type { AnswerCodec } from '../../framework/answer.js';
import { type CheckTheCheckCase, inCheck } from './case.js';

/** The side whose king is in check, or null: a case never has both (fromSetup refuses it). */
export interface CheckTheCheckVerdict {
  readonly inCheck: Side | null;
}

export function judgeCheckTheCheck({ board }: CheckTheCheckCase): Result<CheckTheCheckVerdict, string> {
  return ok({ inCheck: SIDES.find((side) => inCheck(board, side)) ?? null });
}

/** The answer after "Game #d: ", which the framework writes (answerPrefix): "white king is in check.". */
export const checkTheCheckCodec: AnswerCodec<CheckTheCheckVerdict> = {
  write: ({ inCheck: side }) => `${side ?? 'no'} king is in check.`,
  read(line) {
    const match = /^(white|black|no) king is in check\.$/.exec(line);
    return match ? { inCheck: match[1] === 'no' ? null : (match[1] as Side) } : undefined;
  },
};

/** A verdict from outside, copied: the side in check, or null. */
export function copyCheckTheCheckVerdict(value: unknown, at: string): CheckTheCheckVerdict {
  assertObject(value, at);
  const { inCheck: side } = value;
  if (side !== null) assertOneOf(side, `${at}.inCheck`, SIDES);
  return { inCheck: side };
}
