import { formatInputs } from './contest.js';
import type { Profile } from './generate.js';
import type { Problem } from './problem.js';
import { type Random, seededRandom } from './random.js';

/**
 * The contestant's tools (generator, judge, class checker, shrinker) for one problem, with the
 * problem's case type closed over, so that `arbiter gen`, `check` and `stress` work on cases
 * knowing no game. Cases are independent in every format: an input is a list of them.
 */

/** The classes of test data (/work/shared/spec/test-data.md): what a contest's own data can contain, or only the statement's words. */
export type DataClass = 'contest' | 'edge';
/** A case's class, and for `edge` why a judge's data may not contain it. */
export interface ClassVerdict {
  readonly class: DataClass;
  readonly reasons: readonly string[];
}
/** How generated data leans: `small`, `contest` and `hard` stay in the contest class; `edge` adds what only the statement's words allow. */
export type DataProfile = Profile | 'edge';
export const DATA_PROFILES: readonly DataProfile[] = ['small', 'contest', 'hard', 'edge'];
/** One of a generator's size knobs (`--set NAME=MIN..MAX`): pieces per side, m, fields, moves per record. */
export interface SizeKnob {
  readonly name: string;
  readonly what: string;
  readonly min: number;
  readonly max: number;
}
export interface SizeRange {
  readonly min: number;
  readonly max: number;
}
export type SizeRanges = Readonly<Record<string, SizeRange>>;

/**
 * The members a problem offers for test data (the class checker, the measure that shrinking
 * decreases, the size knobs, a generator taking them). Until every problem has them, those missing
 * take plain defaults: every case `contest`, a measure from the case's text, no knobs.
 */
interface DataMembers<C> {
  readonly failureKey?: (expected: string | undefined, given: string | undefined) => string | undefined;
  readonly classify?: (input: C) => ClassVerdict;
  readonly measure?: (input: C) => readonly number[];
  readonly sizes?: readonly SizeKnob[];
  readonly generate: (random: Random, profile: Profile, count: number, sizes?: SizeRanges) => C[];
}

const CONTEST: ClassVerdict = { class: 'contest', reasons: [] };
/** Better classes first: a shrink candidate may move from `edge` to `contest`, never back. */
const CLASS_RANK: Readonly<Record<DataClass, number>> = { contest: 0, edge: 1 };
/** The default measure: the text's length, then how much of it is not blank, then its character codes' sum. */
const textMeasure = (text: string): number[] => {
  let solid = 0;
  let sum = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 10 && code !== 46) solid++;
    sum += code;
  }
  return [text.length, solid, sum];
};

/** One case of a test, with Arbiter's answer to it and its place in the data classes. */
export interface TestCase {
  /** Its contest text, lines each ending in "\n" (the list's frame is added by `input`). */
  readonly text: string;
  /** Arbiter's contest line for it (computed once, when first asked for). */
  expected(): string;
  /** Its class (computed once). */
  dataClass(): ClassVerdict;
  /** Its size, lexicographic: every shrink candidate is strictly smaller. */
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
  generate(seed: number, profile: DataProfile, count: number, sizes?: SizeRanges): readonly TestCase[];
  /** The whole contest input holding these cases. */
  input(cases: readonly TestCase[]): string;
  /** The cases of an input text (a failing input kept in a file, say), or undefined when it does not parse within the contest's limits. */
  read(text: string): readonly TestCase[] | undefined;
  /** The input line on which each case starts. */
  caseLines(cases: readonly TestCase[]): number[];
  /**
   * A wrong answer's (expected, given) contest lines (undefined: no line) as shrinking compares
   * them: two wrong answers with the same key show the same bug. The pair itself unless the
   * problem reads it otherwise.
   */
  failureKey(expected: string | undefined, given: string | undefined): string;
}

const lineCount = (text: string): number => {
  let count = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) count++;
  return count;
};

export function contestantTools<C, V, E extends object>(problem: Problem<C, V, E>): ContestantTools {
  const data = problem as unknown as DataMembers<C>;
  const classify = (input: C): ClassVerdict => data.classify?.(input) ?? CONTEST;
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
      dataClass: () => (verdict ??= classify(input)),
      measure: () => (size ??= data.measure?.(input) ?? textMeasure(text)),
      *candidates() {
        const rank = CLASS_RANK[self.dataClass().class];
        for (const smaller of problem.shrink(input)) {
          const candidate = testCase(smaller);
          if (CLASS_RANK[candidate.dataClass().class] <= rank && valid(smaller)) yield candidate;
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
  const frame = { framing: problem.framing, formatInput: (input: TestCase) => input.text };
  return {
    id: problem.id,
    maxCases: problem.framing.kind === 'counted' ? problem.framing.strictMax : undefined,
    sizes: data.sizes ?? [],
    generate: (seed, profile, count, sizes) =>
      data.generate(seededRandom(seed), profile as Profile, count, sizes).map((input) => testCase(input)),
    input: (cases) => formatInputs(frame, cases),
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
    failureKey: (expected, given) => data.failureKey?.(expected, given) ?? JSON.stringify([expected ?? null, given ?? null]),
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
