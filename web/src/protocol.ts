import type { CaseAnswer } from '../../src/core/registered.js';
import type { LocatedError } from '../../src/core/located.js';

/** Messages between the page and the solving worker. Every run has a number; stale replies are dropped. */

export interface JudgeRequest {
  readonly type: 'judge';
  readonly run: number;
  readonly problem: string;
  readonly text: string;
  /** Enforce the contest's limits, as `--strict` does. */
  readonly strict: boolean;
  /** Explanations (and so board drawings) are built for the first this-many cases only. */
  readonly explainFirst: number;
}

export interface AnsweredCase {
  readonly index: number;
  readonly line: number;
  readonly answer: CaseAnswer;
}

export type WorkerReply =
  /** The input is read: how many cases follow, and errors that belong to no single case. */
  | { readonly type: 'parsed'; readonly run: number; readonly total: number; readonly errors: readonly LocatedError[] }
  /** Answers as they come, a batch at a time. */
  | { readonly type: 'cases'; readonly run: number; readonly cases: readonly AnsweredCase[] }
  | { readonly type: 'done'; readonly run: number; readonly elapsedMs: number }
  /** A bug: the library threw. Shown as such, never as a verdict. */
  | { readonly type: 'crashed'; readonly run: number; readonly message: string };

/** The contest line the CLI prints for a case, so the page and `arbiter <problem>` agree line for line. */
export function contestLine(answer: CaseAnswer): string {
  switch (answer.kind) {
    case 'verdict':
      return answer.contest;
    case 'input-error': {
      const [first] = answer.errors;
      return first ? `error: line ${first.line}, column ${first.column}: ${first.message}` : 'error: unreadable case';
    }
    case 'unjudged':
      return `error: ${answer.message}`;
  }
}
