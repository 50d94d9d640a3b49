import { formatInputs } from './contest.js';
import { PROFILES, type SizeRanges } from './generate.js';
import {
  checkArray,
  checkFunction,
  checkInteger,
  checkJudgeOptions,
  checkObject,
  checkOneOf,
  checkParseOptions,
  checkRandom,
  checkString,
  checkTextSource,
} from './guard.js';
import { type LocatedError, formatLocatedError } from './located.js';
import type { Problem } from './problem.js';
import { type CaseAnswer, type RegisteredProblem, contestLine } from './registered.js';

/**
 * A problem as the library exports it: the same object, every argument checked first (see
 * guard.ts). The registry (the CLI, the web page) uses the problem unchecked, since what it judges
 * comes from the parser.
 */

/** The most cases `generate` makes in one call. */
export const MAX_GENERATED_CASES = 1_000_000;

/** How one problem's values are checked. */
export interface CaseChecks<C, V> {
  /** Throws unless `value` has the case's shape, its numbers in range and its board within the supported size. */
  checkCase(value: unknown, at: string): asserts value is C;
  /** Throws unless `value` has the shape of a verdict. */
  checkVerdict(value: unknown, at: string): asserts value is V;
}

export function guardProblem<C, V extends object, E extends object, Id extends string, P extends Problem<C, V, E, Id>>(
  name: string,
  problem: P,
  checks: CaseChecks<C, V>,
): P {
  /** What the checked judge and explain made, so that explain and describe can trust them as they are. */
  const verdicts = new WeakMap<object, C>();
  const explanations = new WeakMap<object, V>();

  /** The shape, then what only the parser knows (two kings on a board, a king on the pawn): the case must read back. */
  function checkCase(value: unknown, at: string): asserts value is C {
    checks.checkCase(value, at);
    const parsed = problem.parse(formatInputs(problem, [value]));
    const [read] = parsed.cases;
    if (parsed.errors.length === 0 && parsed.cases.length === 1 && read.result.ok) return;
    const [first] = read && !read.result.ok ? read.result.error : parsed.errors;
    throw new RangeError(`${at} is not a valid case: ${first?.message ?? 'it does not read back as one case'}`);
  }

  /** The verdict judge gives `input`: `verdict` itself when judge made it for `input`, else checked against a new judgement. */
  function verdictFor(input: C, verdict: unknown, options: unknown, at: string): V {
    if (typeof verdict === 'object' && verdict !== null && verdicts.get(verdict) === input) return verdict as V;
    checks.checkVerdict(verdict, `${at}: verdict`);
    const judged = problem.judge(input, options as Parameters<P['judge']>[1]);
    if (!judged.ok) throw new RangeError(`${at}: input cannot be judged: ${judged.error}`);
    const given = problem.format(verdict);
    const right = problem.format(judged.value);
    if (given !== right) throw new RangeError(`${at}: verdict says ${JSON.stringify(given)}, but input is judged ${JSON.stringify(right)}`);
    return judged.value;
  }

  function explain(input: C, verdict: V, options: Parameters<P['explain']>[2]): E {
    const explanation = problem.explain(input, verdict, options);
    explanations.set(explanation, verdict);
    return explanation;
  }

  return {
    ...problem,
    readCases(source: unknown, options: unknown) {
      const at = `${name}.readCases`;
      const checked = checkTextSource(source, `${at}: source`);
      checkParseOptions(options, `${at}: options`);
      return problem.readCases(checked, options);
    },
    parse(text: unknown, options: unknown) {
      checkString(text, `${name}.parse: text`);
      checkParseOptions(options, `${name}.parse: options`);
      return problem.parse(text, options);
    },
    formatInput(input: unknown) {
      // The shape only: a writer also writes what the parser will reject (a board being set up
      // without its king yet), so that an editor shows the parser's own message for it.
      checks.checkCase(input, `${name}.formatInput: input`);
      return problem.formatInput(input);
    },
    judge(input: unknown, options: unknown) {
      checkCase(input, `${name}.judge: input`);
      checkJudgeOptions(options, `${name}.judge: options`);
      const judged = problem.judge(input, options);
      if (judged.ok) verdicts.set(judged.value, input);
      return judged;
    },
    format(verdict: unknown) {
      checks.checkVerdict(verdict, `${name}.format: verdict`);
      return problem.format(verdict);
    },
    explain(input: unknown, verdict: unknown, options: unknown) {
      const at = `${name}.explain`;
      checkCase(input, `${at}: input`);
      checkJudgeOptions(options, `${at}: options`);
      return explain(input, verdictFor(input, verdict, options, at), options);
    },
    describe(input: unknown, verdict: unknown, explanation: unknown) {
      const at = `${name}.describe`;
      checkCase(input, `${at}: input`);
      const trusted = verdictFor(input, verdict, undefined, at);
      // An explanation made elsewhere is made again: describe reads it without checks.
      const made =
        typeof explanation === 'object' && explanation !== null && explanations.get(explanation) === trusted
          ? (explanation as E)
          : explain(input, trusted, undefined);
      return problem.describe(input, trusted, made);
    },
    generate(random: unknown, profile: unknown, count: unknown, sizes: unknown) {
      const at = `${name}.generate`;
      const checked = checkRandom(random, `${at}: random`);
      checkOneOf(profile, `${at}: profile`, PROFILES);
      checkInteger(count, `${at}: count`, 0, MAX_GENERATED_CASES);
      if (sizes !== undefined) checkSizes(sizes, `${at}: sizes`);
      return problem.generate(checked, profile, count, sizes);
    },
    classify(input: unknown) {
      checkCase(input, `${name}.classify: input`);
      return problem.classify(input);
    },
    measure(input: unknown) {
      checkCase(input, `${name}.measure: input`);
      return problem.measure(input);
    },
    shrink(input: unknown) {
      checkCase(input, `${name}.shrink: input`);
      return problem.shrink(input);
    },
  };
}

/** Size ranges by name, each `{ min, max }` of whole numbers (whether they fit the knobs, generate says). */
function checkSizes(value: unknown, at: string): asserts value is SizeRanges {
  checkObject(value, at);
  for (const [name, range] of Object.entries(value)) {
    checkObject(range, `${at}.${name}`);
    checkInteger(range.min, `${at}.${name}.min`, 0, Number.MAX_SAFE_INTEGER);
    checkInteger(range.max, `${at}.${name}.max`, 0, Number.MAX_SAFE_INTEGER);
  }
}

/** formatInputs at the public boundary: the problem's own formatInput checks each case. */
export function checkedFormatInputs<C>(format: Parameters<typeof formatInputs<C>>[0], cases: readonly C[]): string {
  checkObject(format, 'formatInputs: format');
  checkObject(format.framing, 'formatInputs: format.framing');
  checkOneOf(format.framing.kind, 'formatInputs: format.framing.kind', ['counted', 'closed']);
  if (format.framing.kind === 'closed') checkString(format.framing.closing, 'formatInputs: format.framing.closing');
  checkFunction(format.formatInput, 'formatInputs: format.formatInput');
  checkArray(cases, 'formatInputs: cases');
  return formatInputs(format, cases);
}

/**
 * A registered problem whose entry points check their arguments: the registry is public too. The
 * checks are once per input, so the CLI, which reads through the same objects, pays nothing per case.
 */
export function guardRegistered<P extends RegisteredProblem>(registered: P): P {
  const at = `REGISTRY['${registered.id}']`;
  const { tools } = registered;
  return {
    ...registered,
    read(text: unknown, options: unknown) {
      checkString(text, `${at}.read: text`);
      checkParseOptions(options, `${at}.read: options`);
      return registered.read(text, options);
    },
    validate(source: unknown, options: unknown) {
      const text = checkTextSource(source, `${at}.validate: source`);
      if (options !== undefined) {
        checkObject(options, `${at}.validate: options`);
        if (options.maxBreaches !== undefined)
          checkInteger(options.maxBreaches, `${at}.validate: options.maxBreaches`, 1, Number.MAX_SAFE_INTEGER);
      }
      return registered.validate(text, options);
    },
    tools: {
      ...tools,
      generate(seed: unknown, profile: unknown, count: unknown) {
        checkInteger(seed, `${at}.tools.generate: seed`, 0, 2 ** 32 - 1);
        checkOneOf(profile, `${at}.tools.generate: profile`, PROFILES);
        checkInteger(count, `${at}.tools.generate: count`, 0, MAX_GENERATED_CASES);
        return tools.generate(seed, profile, count);
      },
    },
  };
}

/** contestLine at the public boundary. */
export function checkedContestLine(answer: CaseAnswer): string {
  checkObject(answer, 'contestLine: answer');
  checkOneOf(answer.kind, 'contestLine: answer.kind', ['verdict', 'input-error', 'unjudged']);
  if (answer.kind === 'input-error') checkArray(answer.errors, 'contestLine: answer.errors');
  else
    checkString(
      answer.kind === 'verdict' ? answer.contest : answer.message,
      `contestLine: answer.${answer.kind === 'verdict' ? 'contest' : 'message'}`,
    );
  return contestLine(answer);
}

/** formatLocatedError at the public boundary. */
export function checkedFormatLocatedError(source: string, error: LocatedError): string {
  checkString(source, 'formatLocatedError: source');
  checkObject(error, 'formatLocatedError: error');
  checkInteger(error.line, 'formatLocatedError: error.line', 1, Number.MAX_SAFE_INTEGER);
  checkInteger(error.column, 'formatLocatedError: error.column', 1, Number.MAX_SAFE_INTEGER);
  checkString(error.message, 'formatLocatedError: error.message');
  return formatLocatedError(source, error);
}
