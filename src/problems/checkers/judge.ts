import type { Result } from '../../core/located.js';
import type { Position } from '../../games/checkers/position.js';
import { type PlayedMoves, PlayedTail } from '../../games/checkers/played.js';
import { type Violation, judgeRoute } from '../../games/checkers/referee.js';
import { readRoute } from './parse.js';
import type { AnswerCodec } from '../../framework/answer.js';
import { type CheckersCase } from './case.js';

/** Why move k is not a move: text that names no route, or a route the rules forbid. */
export type MoveFailure =
  | { readonly kind: 'malformed'; readonly column: number; readonly message: string }
  | { readonly kind: 'illegal'; readonly violation: Violation; readonly hop: number };

export type CheckersVerdict =
  | (PlayedMoves & { readonly valid: true; readonly final: Position })
  | (PlayedMoves & {
      readonly valid: false;
      /** 1-based number of the first illegal move. */
      readonly moveNumber: number;
      /** The position in which the illegal move was tried. */
      readonly position: Position;
      readonly failure: MoveFailure;
    });

/**
 * Plays the record from its position until the first move that is not legal, keeping the last PLAYED_KEPT moves played.
 */
export function judgeCheckers(input: CheckersCase): Result<CheckersVerdict, string> {
  let position = input.position;
  const played = new PlayedTail(position);
  const invalid = (index: number, failure: MoveFailure): Result<CheckersVerdict, string> => ({
    ok: true,
    value: { valid: false, moveNumber: index + 1, ...played.kept(), position, failure },
  });
  for (let index = 0; index < input.moves.length; index++) {
    const { text, column } = input.moves[index];
    const route = readRoute(text, column);
    if (!route.ok) return invalid(index, { kind: 'malformed', column: route.column, message: route.message });
    const check = judgeRoute(position, route.squares);
    if (!check.ok) return invalid(index, { kind: 'illegal', violation: check.violation, hop: check.hop });
    played.push(check.move, position);
    position = check.after;
  }
  return { ok: true, value: { valid: true, ...played.kept(), final: position } };
}

/** What the contest line says of a verdict: all moves valid, or the number of the first invalid one. */
export type CheckersAnswer = { readonly valid: true } | { readonly valid: false; readonly moveNumber: number };

/** The contest line: "All moves valid", or "Move 5 is invalid" for the first invalid move. */
export const checkersCodec: AnswerCodec<CheckersAnswer> = {
  write: (answer) => (answer.valid ? 'All moves valid' : `Move ${answer.moveNumber} is invalid`),
  read(line) {
    if (line === 'All moves valid') return { valid: true };
    const match = /^Move ([1-9]\d{0,8}) is invalid$/.exec(line);
    return match ? { valid: false, moveNumber: Number(match[1]) } : undefined;
  },
};
