import type { LocatedError, ProblemCase, ProblemId } from '../../src/index.js';

/** Messages between the page and the solving worker. Every run has a number; stale replies are dropped. */

export interface JudgeRequest {
  readonly type: 'judge';
  readonly run: number;
  readonly problem: ProblemId;
  readonly text: string;
  /** Enforce the contest's limits, as `--strict` does. */
  readonly strict: boolean;
  /** Explanations (and so board drawings) are built for the first this-many cases only. */
  readonly explainFirst: number;
}

export type WorkerReply =
  /** The input is read: how many cases follow, and errors that belong to no single case. */
  | { readonly type: 'parsed'; readonly run: number; readonly total: number; readonly errors: readonly LocatedError[] }
  /** Answers as they come, a batch at a time, each with its problem's id (which types its explanation). */
  | { readonly type: 'cases'; readonly run: number; readonly cases: readonly ProblemCase[] }
  | { readonly type: 'done'; readonly run: number; readonly elapsedMs: number }
  /** A bug: the library threw. Shown as such, never as a verdict. */
  | { readonly type: 'crashed'; readonly run: number; readonly message: string };
