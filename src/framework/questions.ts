import type { Result } from '../core/located.js';

/**
 * Rule questions: what a front end asks a problem about one position while a person sets up or
 * plays a case on a board (the moves each piece has and why a square is refused; perfect play),
 * answered by the problem's rules as plain data, so that the page names no game and plays no rule.
 */

/** A rule question or its answer: plain data, told apart by its kind ("chess-targets"). */
export interface Kinded {
  readonly kind: string;
}

/** A problem's rule questions (its optional member `questions`): `Q` the questions, `A` their answers. */
export interface RuleQuestions<Q extends Kinded = Kinded, A extends Kinded = Kinded> {
  /**
   * `value` read once into a question of the library's own; throws (TypeError or RangeError, naming `at`) unless it is
   * one.
   */
  copyQuestion(value: unknown, at: string): Q;
  /** What the rules answer, or why they cannot (a position that cannot be read, or cannot be played). */
  ask(question: Q): Result<A, string>;
}

/** A move offered in play against Arbiter: its squares, as the game writes it, the position after it, if it is best. */
export interface PlayOption<P> {
  readonly from: string;
  readonly to: string;
  readonly label: string;
  readonly after: P;
  readonly best: boolean;
  /** It hands the win to the other side under perfect play (the library's `changesWinner`): a mistake, `?`. */
  readonly changesWinner: boolean;
  /**
   * What tells it from the other moves between the same two squares, for a player to choose from
   * (a promotion's piece: "rook"); absent when it is the only one.
   */
  readonly choice?: string;
}
