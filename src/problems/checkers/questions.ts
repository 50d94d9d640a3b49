import { assertObject, assertOneOf, assertString } from '../../core/guards.js';
import type { Result } from '../../core/located.js';
import type { RuleQuestions } from '../../framework/questions.js';
import { parsePdnFen } from '../../games/checkers/fen.js';
import { type CheckersMoveTargets, checkersMoveTargets } from './board-view.js';

/** What the page asks while a checkers record is played on: the moves of every piece of the side to move. */

/** Every piece of the side to move in a position (PDN FEN): its legal moves, and why each other square is refused. */
export interface CheckersTargetsQuestion {
  readonly kind: 'checkers-targets';
  readonly fen: string;
}

/** The problem's own answer (checkers.moveTargets). */
export interface CheckersTargetsReply extends CheckersMoveTargets {
  readonly kind: 'checkers-targets';
}

function checkersTargets({ fen }: CheckersTargetsQuestion): Result<CheckersTargetsReply, string> {
  const read = parsePdnFen(fen);
  if (!read.ok) return { ok: false, error: `PDN FEN, column ${read.error.column}: ${read.error.message}` };
  return { ok: true, value: { kind: 'checkers-targets', ...checkersMoveTargets(read.value) } };
}

export const checkersQuestions: RuleQuestions<CheckersTargetsQuestion, CheckersTargetsReply> = {
  copyQuestion(value, at) {
    assertObject(value, at);
    const { kind, fen } = value;
    assertOneOf(kind, `${at}.kind`, ['checkers-targets']);
    assertString(fen, `${at}.fen`);
    return { kind, fen };
  },
  ask: checkersTargets,
};
