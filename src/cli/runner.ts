import { type Mismatch, compareOutputs, outputLines } from '../core/compare.js';
import type { ContestantTools, TestCase } from '../framework/contestant-tools.js';
import { type RunOutcome, runProgram } from './process.js';

/**
 * The contestant's program run on lists of cases and judged: what failed and how, what "fails the
 * same way" means, and the count of runs (what shrinking costs a program with a slow start).
 */

export type FailureKind = 'wrong-answer' | 'runtime-error' | 'time-limit' | 'output-limit';

export interface Failure {
  readonly kind: FailureKind;
  /** The run that shows it (the longer one, when the first ran out of time). */
  readonly outcome: RunOutcome;
  /** The program's output lines, as a judge reads them. */
  readonly got: readonly string[];
  /** For a wrong answer: the first line that differs. */
  readonly mismatch?: Mismatch;
  /** The first run passed the time limit, so the program was run again with up to `--patience`. */
  readonly slow?: { readonly limitMs: number; readonly patienceMs: number };
}

/**
 * What "fails the same way" compares: the kind, and for a wrong answer the (expected, given) pair
 * of the first differing line, as the problem's `failureKey` reads it (the pair itself unless the
 * problem says otherwise: checkers compares which way the move numbers differ, so that a record
 * may be cut before its bad move).
 */
export interface FailureIdentity {
  readonly kind: FailureKind;
  /** For a wrong answer: the pair's key; the same key is the same bug. */
  readonly key?: string;
  /** Both lines of the pair exist (not a missing or an extra line): candidates can be told apart line by line. */
  readonly paired: boolean;
}

export function identityOf(tools: ContestantTools, failure: Failure): FailureIdentity {
  const { mismatch } = failure;
  if (!mismatch) return { kind: failure.kind, paired: false };
  const expected = mismatch.kind === 'extra' ? undefined : mismatch.expected;
  const got = mismatch.kind === 'missing' ? undefined : mismatch.got;
  return {
    kind: failure.kind,
    key: tools.failureKey(expected, got, mismatch.index),
    paired: expected !== undefined && got !== undefined,
  };
}

export const sameWay = (tools: ContestantTools, identity: FailureIdentity, failure: Failure | undefined): boolean =>
  failure?.kind === identity.kind && identityOf(tools, failure).key === identity.key;

/** Output beyond 10 times the expected size (at least 4 KiB), or beyond 1 MiB, is an output-limit failure. */
export const outputLimit = (expectedBytes: number): number => Math.min(1 << 20, Math.max(10 * expectedBytes, 4096));

export interface RunnerOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly timeLimitMs: number;
  /** How long a run over the time limit may take when run again, to see what it answers. */
  readonly patienceMs: number;
}

export class Runner {
  /** Runs of the program so far. */
  runs = 0;
  constructor(
    private readonly tools: ContestantTools,
    private readonly options: RunnerOptions,
  ) {}

  get timeLimitMs(): number {
    return this.options.timeLimitMs;
  }

  /** One run of the program on `text`, whose answers are `expected`. */
  async run(text: string, expected: readonly string[], timeLimitMs: number): Promise<RunOutcome> {
    this.runs++;
    const bytes = expected.reduce((sum, line) => sum + line.length + 1, 0);
    return runProgram(this.options.command, this.options.args, text, {
      timeLimitMs,
      outputLimitBytes: outputLimit(bytes),
    });
  }

  /**
   * Runs the program on the cases and says how it failed, or undefined when every answer is
   * right. With `patience`, a run over the time limit is run again with up to `--patience`: a
   * wrong answer then is the failure to report (and fix) first.
   */
  async judge(
    cases: readonly TestCase[],
    options: { readonly patience?: boolean; readonly timeLimitMs?: number } = {},
  ): Promise<Failure | undefined> {
    const text = this.tools.input(cases);
    const expected = this.tools.answers(cases);
    const limitMs = options.timeLimitMs ?? this.options.timeLimitMs;
    const outcome = await this.run(text, expected, limitMs);
    if (outcome.kind === 'time-limit' && options.patience && this.options.patienceMs > limitMs) {
      const again = await this.run(text, expected, this.options.patienceMs);
      const slow = { limitMs, patienceMs: this.options.patienceMs };
      return {
        ...(failureOf(expected, again) ?? { kind: 'time-limit', outcome: again, got: outputLines(again.stdout) }),
        slow,
      };
    }
    return failureOf(expected, outcome);
  }
}

/** The failure a run shows, or undefined when it answered every case right. */
export function failureOf(expected: readonly string[], outcome: RunOutcome): Failure | undefined {
  const got = outputLines(outcome.stdout);
  if (outcome.kind !== 'finished') return { kind: outcome.kind, outcome, got };
  const { first } = compareOutputs(expected, got);
  return first ? { kind: 'wrong-answer', outcome, got, mismatch: first } : undefined;
}
