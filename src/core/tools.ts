import { formatInputs } from '../framework/contest.js';
import type { Profile } from './generate.js';
import type { InternalProblem as Problem } from '../framework/problem.js';
import { seededRandom } from './random.js';
import { listCandidates } from './shrink.js';

/**
 * The contestant's tools (generator, judge, shrinker) for one problem, with the problem's types
 * closed over, so that `arbiter gen`, `check` and `stress` loop over inputs knowing no game.
 */

/** A generated (or shrunk) input: its text, and Arbiter's answers to it. */
export interface TestInput {
  /** The whole contest input. */
  readonly text: string;
  readonly caseCount: number;
  /** Arbiter's output lines, one per case (computed once, when first asked for). */
  expected(): readonly string[];
  /** The input line on which case `index` (0-based) starts. */
  caseLine(index: number): number;
  /** Arbiter's explanation of case `index` (0-based), as `--explain` prints it. */
  explain(index: number): string;
  /**
   * Smaller inputs, most aggressive first: each case alone (`first`, the failing one, before the
   * others), one case fewer, then one case shrunk. Each is a valid input (with `strict`, within
   * the contest's limits).
   */
  candidates(first: number, strict: boolean): Iterable<TestInput>;
}

export interface ContestantTools {
  readonly id: string;
  readonly maxCasesStrict: number | undefined;
  /** The input `arbiter gen` prints for this seed, profile and number of cases. */
  generate(seed: number, profile: Profile, count: number): TestInput;
}

export function contestantTools<C, V, E extends object>(problem: Problem<C, V, E>): ContestantTools {
  const valid = (text: string, count: number, strict: boolean): boolean => {
    const parsed = problem.parse(text, { strict });
    return parsed.errors.length === 0 && parsed.cases.length === count && parsed.cases.every((input) => input.result.ok);
  };
  const testInput = (cases: readonly C[]): TestInput => {
    const text = formatInputs(problem, cases);
    let expected: string[] | undefined;
    let lines: number[] | undefined;
    return {
      text,
      caseCount: cases.length,
      expected() {
        expected ??= cases.map((input) => {
          const judged = problem.judge(input);
          return judged.ok ? problem.format(judged.value) : `error: ${judged.error}`;
        });
        return expected;
      },
      caseLine(index) {
        lines ??= problem.parse(text).cases.map((input) => input.line);
        return lines[index] ?? 1;
      },
      explain(index) {
        const input = cases[index];
        const judged = problem.judge(input);
        if (!judged.ok) return `error: ${judged.error}`;
        return problem.describe(input, judged.value, problem.explain(input, judged.value));
      },
      *candidates(first, strict) {
        for (const smaller of listCandidates(cases, (input) => problem.shrink(input), first)) {
          const candidate = testInput(smaller);
          if (valid(candidate.text, smaller.length, strict)) yield candidate;
        }
      },
    };
  };
  return {
    id: problem.id,
    maxCasesStrict: problem.framing.kind === 'counted' ? problem.framing.strictMax : undefined,
    generate: (seed, profile, count) => testInput(problem.generate(seededRandom(seed), profile, count)),
  };
}
