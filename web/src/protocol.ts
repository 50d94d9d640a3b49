import type {
  LocatedError,
  ProblemCase,
  ProblemId,
  ProblemUnit,
  RuleReplyOf,
  RuleQuestionOf,
} from '../../src/index.js';

/**
 * Messages between the page and its workers. The solver judges runs (every run has a number;
 * stale replies are dropped); the rules worker answers questions about one position (which moves
 * a piece has, and why a square is refused), so that the page never plays the rules itself. What
 * a problem reads and what its rules answer come from the problem (the registry), never by name.
 */

export interface JudgeRequest {
  readonly type: 'judge';
  readonly run: number;
  readonly problem: ProblemId;
  readonly text: string;
  /** Enforce the contest's limits, as `--strict` does. */
  readonly strict: boolean;
  /** Explanations (and so board drawings) are built for the first this-many cases or units only. */
  readonly explainFirst: number;
}

/** Explanations of the cases or units numbered `from` to `to` of the last run (a later page of cards). */
export interface ExplainRequest {
  readonly type: 'explain';
  readonly run: number;
  readonly from: number;
  readonly to: number;
}

export type WorkerReply =
  /**
   * The input is read: its cases, or the units of the problem's other input format; how many; the
   * errors of none (for another problem's input, only its first failure: the cases are not shown).
   */
  | {
      readonly type: 'parsed';
      readonly run: number;
      readonly format: 'cases' | 'alternate';
      readonly total: number;
      readonly errors: readonly LocatedError[];
      /** The problem the input was meant for, when it is another problem's input (`lookAlikeOf`). */
      readonly looksLike?: ProblemId;
    }
  /** Answers as they come, a batch at a time, each with its problem's id (which types its explanation). */
  | { readonly type: 'cases'; readonly run: number; readonly cases: readonly ProblemCase[] }
  | { readonly type: 'units'; readonly run: number; readonly units: readonly ProblemUnit[] }
  /** Cases or units of an ExplainRequest, with their explanations. */
  | {
      readonly type: 'explained';
      readonly run: number;
      readonly cases: readonly ProblemCase[];
      readonly units: readonly ProblemUnit[];
    }
  | { readonly type: 'done'; readonly run: number; readonly elapsedMs: number }
  /** A bug: the library threw. Shown as such, never as a verdict. */
  | { readonly type: 'crashed'; readonly run: number; readonly message: string };

/** A question about one position, for playing on a board: a rule question of a problem (framework/questions.ts). */
export type RuleQuestion = RuleQuestionOf<ProblemId>;

/** The rules' reply, or why there is none. */
export type RuleReply = RuleReplyOf<ProblemId> | { readonly kind: 'refused'; readonly reason: string };

export interface AskRequest {
  readonly type: 'ask';
  readonly id: number;
  /** The problem whose rules reply. */
  readonly problem: ProblemId;
  readonly question: RuleQuestion;
}

export interface AskReply {
  readonly type: 'reply';
  readonly id: number;
  readonly reply: RuleReply;
}

export type WorkerRequest = JudgeRequest | ExplainRequest | AskRequest;
