import type { Result } from '../../core/located.js';
import type { Move } from '../../games/checkers/moves.js';
import type { Position } from '../../games/checkers/position.js';
import { type Violation, checkRoute } from '../../games/checkers/validate.js';
import { type CheckersCase, readRoute } from './parse.js';

/** Why move k is not a move: text that names no route, or a route the rules forbid. */
export type MoveFailure =
  | { readonly kind: 'malformed'; readonly column: number; readonly message: string }
  | { readonly kind: 'illegal'; readonly violation: Violation; readonly hop: number };

/** The most moves a verdict keeps of those played: the last ones before it. A record of any length is judged in bounded memory. */
export const PLAYED_KEPT = 1000;

/** What a verdict keeps of the moves played: the last PLAYED_KEPT, how many came before them, and the position before the first kept. */
export interface PlayedMoves {
  /** The last moves played (all of them, unless there were more than PLAYED_KEPT), in order. */
  readonly played: readonly Move[];
  /** How many moves were played before `played[0]` and are not kept. */
  readonly playedOmitted: number;
  /** The position before `played[0]`: the start, unless moves were omitted. */
  readonly playedFrom: Position;
}

/** The moves played so far, of which the last PLAYED_KEPT are kept, each with the position before it. */
export class PlayedTail {
  private moves: Move[] = [];
  private befores: Position[] = [];
  private dropped = 0;

  constructor(private readonly start: Position) {}

  push(move: Move, before: Position): void {
    // Up to twice as many are held, then the older half dropped at once: a move costs O(1).
    if (this.moves.length === 2 * PLAYED_KEPT) {
      this.moves = this.moves.slice(PLAYED_KEPT);
      this.befores = this.befores.slice(PLAYED_KEPT);
      this.dropped += PLAYED_KEPT;
    }
    this.moves.push(move);
    this.befores.push(before);
  }

  kept(): PlayedMoves {
    const from = Math.max(0, this.moves.length - PLAYED_KEPT);
    return {
      played: this.moves.slice(from),
      playedOmitted: this.dropped + from,
      playedFrom: from < this.befores.length ? this.befores[from] : this.start,
    };
  }
}

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

/** Plays the record from its position until the first move that is not legal, keeping the last PLAYED_KEPT moves played. */
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
    const check = checkRoute(position, route.squares);
    if (!check.ok) return invalid(index, { kind: 'illegal', violation: check.violation, hop: check.hop });
    played.push(check.move, position);
    position = check.after;
  }
  return { ok: true, value: { valid: true, ...played.kept(), final: position } };
}

export const formatCheckers = (verdict: CheckersVerdict): string =>
  verdict.valid ? 'All moves valid' : `Move ${verdict.moveNumber} is invalid`;
