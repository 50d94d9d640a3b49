import { formatInputs } from './input-format.js';
import { type ClassVerdict, type Profile, type SizeKnob, type SizeRanges, worseClass } from '../core/generate.js';
import type { InternalProblem as Problem } from './problem.js';
import { seededRandom } from '../core/random.js';
import { numberedAnswer, unnumberedAnswer } from './answer.js';

/**
 * The contestant's tools (generator, judge, class checker, shrinker) for one problem, with the
 * problem's case type closed over, so that `arbiter gen`, `check` and `stress` work on cases
 * knowing no game. Cases are independent in every format: an input is a list of them.
 */

/** One case of a test, with Arbiter's answer to it and its place in the data classes. */
export interface TestCase {
  /** Its contest text, lines each ending in "\n" (the list's frame is added by `input`). */
  readonly text: string;
  /**
   * Arbiter's answer to it (computed once, when first asked for): its contest line, but for the number its place in
   * an input gives it when the contest numbers its answers (`ContestantTools.answers`).
   */
  expected(): string;
  /** Its class (computed once). */
  dataClass(): ClassVerdict;
  /** Its size (the problem's measure), compared left to right: every shrink candidate is strictly smaller. */
  measure(): readonly number[];
  /**
   * Smaller cases, most aggressive first, each valid within the contest's limits and in this
   * case's class or a better one (a `contest` case never shrinks to an `edge` one).
   */
  candidates(): Iterable<TestCase>;
  /** Arbiter's explanation, as `--explain` prints it. */
  explain(): string;
}

export interface ContestantTools {
  readonly id: string;
  /** The most cases the contest allows in one input (D, g), or undefined when it sets no limit. */
  readonly maxCases: number | undefined;
  readonly sizes: readonly SizeKnob[];
  /** The cases `arbiter gen` prints for this seed, profile and number of cases. */
  generate(seed: number, profile: Profile, count: number, sizes?: SizeRanges): readonly TestCase[];
  /** The same cases, one at a time as they are made (to stop early, or show progress). */
  generateEach(seed: number, profile: Profile, count: number, sizes?: SizeRanges): Generator<TestCase, void, undefined>;
  /** The whole contest input holding these cases. */
  input(cases: readonly TestCase[]): string;
  /**
   * Arbiter's answer lines to that input, in its order: each case's `expected()`, after the number its place gives
   * it when the contest numbers its answers ("Game #2: ").
   */
  answers(cases: readonly TestCase[]): string[];
  /** `answer` as the line of the case at `place` (from 0) of an input: numbered when the contest numbers answers. */
  numbered(answer: string, place: number): string;
  /** A line of the case at `place` without the number its place gives it (as it is when it has not that number). */
  unnumbered(line: string, place: number): string;
  /**
   * The cases of an input text (a failing input kept in a file, say), or undefined when it does not parse within the
   * contest's limits.
   */
  read(text: string): readonly TestCase[] | undefined;
  /** The input line on which each case starts. */
  caseLines(cases: readonly TestCase[]): number[];
  /**
   * A wrong answer's (expected, given) contest lines (undefined: no line) as shrinking compares
   * them: two wrong answers with the same key show the same bug. The pair itself unless the
   * problem reads it otherwise; with `place`, the lines' case (from 0), each line without the
   * number that place gives it, so that a case keeps its key wherever shrinking moves it.
   */
  failureKey(expected: string | undefined, given: string | undefined, place?: number): string;
}

const lineCount = (text: string): number => {
  let count = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) count++;
  return count;
};

export function contestantTools<C, V, E extends object>(problem: Problem<C, V, E>): ContestantTools {
  const valid = (input: C): boolean => {
    const parsed = problem.parse(formatInputs(problem, [input]), { strict: true });
    return parsed.errors.length === 0 && parsed.cases.length === 1 && parsed.cases[0].result.ok;
  };
  const testCase = (input: C): TestCase => {
    const text = problem.formatInput(input);
    let expected: string | undefined;
    let verdict: ClassVerdict | undefined;
    let size: readonly number[] | undefined;
    const self: TestCase = {
      text,
      expected() {
        if (expected === undefined) {
          const judged = problem.judge(input);
          expected = judged.ok ? problem.format(judged.value) : `error: ${judged.error}`;
        }
        return expected;
      },
      dataClass: () => (verdict ??= problem.classify(input)),
      measure: () => (size ??= problem.measure(input)),
      *candidates() {
        // The problem's candidates keep to the class already; checked again here, with the contest's limits, as the
        // runner promises both.
        const own = self.dataClass().class;
        for (const smaller of problem.shrink(input)) {
          const candidate = testCase(smaller);
          if (!worseClass(candidate.dataClass().class, own) && valid(smaller)) yield candidate;
        }
      },
      explain() {
        const judged = problem.judge(input);
        if (!judged.ok) return `error: ${judged.error}`;
        return problem.describe(input, judged.value, problem.explain(input, judged.value));
      },
    };
    return self;
  };
  const counted = problem.framing.kind === 'counted';
  const { answerPrefix } = problem.spec;
  const numbered = (answer: string, place: number): string => numberedAnswer(answerPrefix, place + 1, answer);
  const unnumbered = (line: string, place: number): string => unnumberedAnswer(answerPrefix, place + 1, line);
  const frame = { framing: problem.framing, formatInput: (input: TestCase) => input.text };
  return {
    id: problem.id,
    maxCases: problem.framing.kind === 'counted' ? problem.framing.strictMax : undefined,
    sizes: problem.sizes,
    generate: (seed, profile, count, sizes) =>
      problem.generate(seededRandom(seed), profile, count, sizes).map((input) => testCase(input)),
    *generateEach(seed, profile, count, sizes) {
      for (const input of problem.generateEach(seededRandom(seed), profile, count, sizes)) yield testCase(input);
    },
    input: (cases) => formatInputs(frame, cases),
    answers: (cases) => cases.map((input, place) => numbered(input.expected(), place)),
    numbered,
    unnumbered,
    read(text) {
      const parsed = problem.parse(text, { strict: true });
      if (parsed.errors.length > 0) return undefined;
      const cases: TestCase[] = [];
      for (const { result } of parsed.cases) {
        if (!result.ok) return undefined;
        cases.push(testCase(result.value));
      }
      return cases;
    },
    failureKey(expected, given, place) {
      const [own, their] =
        place === undefined ? [expected, given] : [expected, given].map((line) => line && unnumbered(line, place));
      return problem.spec.failureKey?.(own, their) ?? JSON.stringify([own ?? null, their ?? null]);
    },
    caseLines(cases) {
      let line = counted ? 2 : 1;
      return cases.map((input) => {
        const start = line;
        line += lineCount(input.text);
        return start;
      });
    },
  };
}
