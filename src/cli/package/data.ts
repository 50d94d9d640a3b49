import { closingLines, frameCases } from '../../framework/input-format.js';
import type { Profile } from '../../core/generate.js';
import type { RegisteredProblem } from '../../framework/registered.js';
import type { Corner } from './ingredients.js';
import { plural } from '../../core/grouped.js';

/**
 * The test data of a judges' package, by purpose: the contest's sample; hand-made rule corners;
 * every verdict class; generated bulk, from which `arbiter package` takes what kills the mutants;
 * and tests at the contest's limits for the time limit. Every test is checked by the input
 * validator (the contest class) and answered by Arbiter.
 */

export interface TestFile {
  /** Where it goes under data/: `sample` or `secret/<n>-<purpose>`. */
  readonly group: string;
  /** The file name without .in / .ans / .desc. */
  readonly name: string;
  readonly input: string;
  /** Arbiter's answers, one line per case. */
  readonly answer: string;
  /** What the test is for (its .desc), one paragraph. */
  readonly description: string;
}

export const GROUPS = {
  corners: 'secret/1-corners',
  verdicts: 'secret/2-verdicts',
  generated: 'secret/3-generated',
  max: 'secret/4-max',
} as const;

/**
 * Where a test stands in the package, as the judge reads the data: data/sample first, then data/secret, each in name
 * order.
 */
export const testPath = (test: TestFile): string => `${test.group}/${test.name}`;
export const byJudgeOrder = (a: TestFile, b: TestFile): number =>
  testPath(a) < testPath(b) ? -1 : testPath(a) > testPath(b) ? 1 : 0;

export class DataError extends Error {}

/** The cases of an input, each with its own text and Arbiter's answer (without the number a place would give it). */
export interface CaseText {
  readonly text: string;
  readonly answer: string;
}

/** Splits a valid input into its cases (by the lines where the problem's reader says each starts) and answers each. */
export function casesOfInput(problem: RegisteredProblem, input: string): CaseText[] {
  const { cases, errors } = problem.read(input);
  if (errors.length > 0) throw new DataError(`Arbiter rejects a test: line ${errors[0].line}: ${errors[0].message}`);
  const lines = input.split('\n');
  // The frame's lines: the count before the cases, or the closing's after them.
  const end = lines.length - 1 - closingLines(problem.framing);
  return cases.map((pending, index) => {
    const { outcome } = pending.judge(false);
    if (outcome.kind !== 'verdict')
      throw new DataError(`Arbiter cannot answer case ${pending.index} of a test (line ${pending.line})`);
    const stop = index + 1 < cases.length ? cases[index + 1].line - 1 : end;
    const text = lines
      .slice(pending.line - 1, stop)
      .map((line) => `${line}\n`)
      .join('');
    return { text, answer: problem.tools.unnumbered(outcome.output, index) };
  });
}

/** A test of some cases: framed, checked by the validator, answered. */
export function testOf(
  problem: RegisteredProblem,
  group: string,
  name: string,
  cases: readonly CaseText[],
  description: string,
): TestFile {
  const input = frameCases(
    problem.framing,
    cases.map((item) => item.text),
  );
  const validation = problem.validateInput(input);
  if (!validation.valid) {
    const [first] = validation.breaches;
    throw new DataError(
      `test ${group}/${name} is not a valid contest input: line ${first?.line}: ` +
        `${first?.message ?? 'too many breaches'}`,
    );
  }
  const answer = cases.map((item, place) => `${problem.tools.numbered(item.answer, place)}\n`).join('');
  return { group, name, input, answer, description };
}

/**
 * How many generated cases the input validator did not take as contest data, for the report: the makers below add to
 * it.
 */
export interface Dropped {
  count: number;
}

/**
 * Generated cases that the validator accepts one by one (the contest class); those it does not are counted in
 * `dropped`.
 */
export function generatedCases(
  problem: RegisteredProblem,
  seed: number,
  profile: Profile,
  count: number,
  dropped: Dropped,
): CaseText[] {
  const cases: CaseText[] = [];
  for (const test of problem.tools.generate(seed, profile, count)) {
    if (problem.validateInput(problem.tools.input([test])).valid)
      cases.push({ text: test.text, answer: test.expected() });
    else dropped.count++;
  }
  return cases;
}

export function sampleTest(problem: RegisteredProblem): TestFile {
  const cases = casesOfInput(problem, problem.sample.input);
  const test = testOf(problem, 'sample', '1', cases, `The contest's sample.`);
  if (test.answer !== problem.sample.output)
    throw new DataError(`Arbiter's answers to the sample differ from the contest's sample output`);
  return test;
}

export function cornerTests(problem: RegisteredProblem, corners: readonly Corner[]): TestFile[] {
  return corners.map((corner) => {
    // Written as the problem writes a case: the corners file keeps no blank line, and a case may end with one.
    const [written] = problem.tools.read(frameCases(problem.framing, [corner.text])) ?? [];
    const [item] = casesOfInput(problem, frameCases(problem.framing, [written?.text ?? corner.text]));
    if (item.answer !== corner.expected)
      throw new DataError(
        `corner ${corner.name}: Arbiter answers "${item.answer}", the corners file says "${corner.expected}"`,
      );
    return testOf(
      problem,
      GROUPS.corners,
      corner.name,
      [item],
      `A hand-made rule corner: ${corner.description} Answer: ${corner.expected}.`,
    );
  });
}

/** A verdict's class: the contest line with its numbers as "k" ("Move k is invalid"). */
export const verdictClass = (answer: string): string => answer.replace(/[0-9]+/g, 'k');
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One test per verdict class, of up to `perClass` generated cases each, from the contest and hard profiles. */
export function verdictTests(problem: RegisteredProblem, seed: number, perClass: number, dropped: Dropped): TestFile[] {
  const classes = new Map<string, CaseText[]>();
  for (const profile of ['contest', 'hard'] as const) {
    for (const item of generatedCases(problem, seed, profile, 20 * perClass, dropped)) {
      const key = verdictClass(item.answer);
      const list = classes.get(key) ?? [];
      if (list.length < perClass) list.push(item);
      classes.set(key, list);
    }
  }
  return [...classes.keys()].sort().map((key) => {
    const cases = classes.get(key)!;
    return testOf(
      problem,
      GROUPS.verdicts,
      slug(key),
      cases,
      `Every verdict class: ${cases.length} generated cases answered "${key}".`,
    );
  });
}

/** Generated tests of `count` cases each, alternating the contest and hard profiles, numbered from `first`. */
export function generatedTests(
  problem: RegisteredProblem,
  seed: number,
  first: number,
  files: number,
  count: number,
  dropped: Dropped,
): TestFile[] {
  return Array.from({ length: files }, (_, offset) => {
    const index = first + offset;
    const profile: Profile = index % 2 === 0 ? 'hard' : 'contest';
    const testSeed = seed * 1000 + index;
    const cases = generatedCases(problem, testSeed, profile, count, dropped);
    const description =
      `Generated bulk: ${plural(cases.length, 'case')} ` + `of Arbiter's ${profile} profile (seed ${testSeed}).`;
    return testOf(problem, GROUPS.generated, String(index).padStart(3, '0'), cases, description);
  });
}

/** The largest tests the contest allows (or a large one where it sets no bound), for the time limit. */
export function maxTests(problem: RegisteredProblem, seed: number, count: number, dropped: Dropped): TestFile[] {
  const cases = generatedCases(problem, seed * 1000 + 999, 'hard', count, dropped);
  const description =
    "At the contest's limits, for setting the time limit: " +
    `${plural(cases.length, 'case')} of Arbiter's hard profile.`;
  return [testOf(problem, GROUPS.max, 'max', cases, description)];
}
