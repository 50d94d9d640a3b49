import type { LocatedError, Result } from '../core/located.js';
import type { TextSource } from '../core/lines.js';
import { PROFILES } from '../core/generate.js';
import {
  assertBoolean,
  assertInteger,
  assertObject,
  assertOneOf,
  assertString,
  guardedTextSource,
  copyArray,
  deepFreeze,
} from '../core/guards.js';
import { type ContestantTools, type TestCase, contestantTools } from './contestant-tools.js';
import type { CaseInput, FramingFacts, InputItem } from './input-format.js';
import { type JudgeOptions, OUTPUT_MODES, type ParseOptions, type SearchBounds } from './options.js';
import {
  type AlternateInput,
  type InternalProblem,
  type PendingUnit,
  type ProblemFacts,
  type UnitOutcome,
  factsOf,
} from './problem.js';
import type { Kinded, RuleQuestions } from './questions.js';
import { MAX_GENERATED_CASES, copyJudgeOptions, copyParseOptions, copySizes } from './guard.js';
import { type ValidateOptions, type Validation, validateInput } from './validator.js';
import { type HeadReading, headReading } from './look-alike.js';

/**
 * A problem as front ends (the CLI, the web page) use it: the case and verdict types closed over,
 * the id and the explanation type kept, so that a front end can pick a view by id with no shape
 * checks (see src/problems/registry.ts).
 */

/** What a front end needs of one case. */
export type CaseOutcome<E extends object = object> =
  | { readonly kind: 'verdict'; readonly output: string; readonly explanation?: E; readonly text?: string }
  | { readonly kind: 'input-error'; readonly errors: readonly LocatedError[] }
  | { readonly kind: 'unjudged'; readonly message: string };

/** The answer line of a case, as `arbiter <problem>` prints it (and the web page shows it). */
export function answerLine(outcome: CaseOutcome): string {
  switch (outcome.kind) {
    case 'verdict':
      return outcome.output;
    case 'input-error': {
      const [first] = outcome.errors;
      return first ? `error: line ${first.line}, column ${first.column}: ${first.message}` : 'error: unreadable case';
    }
    case 'unjudged':
      return `error: ${outcome.message}`;
  }
}

/**
 * A case answered, with its place in the input and its problem's id, which types the explanation:
 * built where the id and the explanation type are known together, so that a list of problems
 * yields a union discriminated by `problem` (what the page's worker passes on as plain data).
 */
export interface AnsweredCase<Id extends string = string, E extends object = object> {
  readonly problem: Id;
  /** 1-based position of the case in the input. */
  readonly index: number;
  /** Line on which the case starts. */
  readonly line: number;
  readonly outcome: CaseOutcome<E>;
}

/** A case read, not yet judged. */
export interface PendingCase<Id extends string = string, E extends object = object> {
  readonly kind: 'case';
  readonly index: number;
  readonly line: number;
  /** What makes the case unreadable, when it is (its answer is then these errors, with nothing judged). */
  readonly unread?: readonly LocatedError[];
  /** Judges the case; with `explain`, also builds the explanation data and text. */
  judge(explain: boolean, options?: JudgeOptions): AnsweredCase<Id, E>;
}

/** A case read and judged as the input is read: its place, and what judging gave. */
export interface JudgedCase<E extends object = object> {
  readonly kind: 'case';
  /** 1-based position of the case in the input. */
  readonly index: number;
  /** Line on which the case starts. */
  readonly line: number;
  readonly outcome: CaseOutcome<E>;
}

/** How `judgeInput` judges: with explanations or not, and the judge's options (search bounds, progress). */
export interface JudgeMode {
  /**
   * Each verdict's explanation and its text too (`--json`, `--explain`); without, only answer
   * lines are wanted, and the problem may answer well-formed cases as it reads them (items of kind 'answered').
   */
  readonly explain: boolean;
  readonly judge?: JudgeOptions;
}

/** A unit of another input format answered, with its problem's id, which types its details (as AnsweredCase). */
export interface AnsweredUnit<Id extends string = string, D = unknown> extends UnitOutcome<D> {
  readonly problem: Id;
}

/** A problem's other input format as front ends see it: its units answered with the problem's id. */
export interface RegisteredAlternate<Id extends string = string, D = unknown> extends AlternateInput<D> {
  read(text: string): readonly PendingUnit<AnsweredUnit<Id, D>>[];
}

/**
 * A problem's rule questions as front ends ask them: `ask` checks its question (a TypeError or RangeError naming it).
 */
export interface AskedQuestions<Q extends Kinded = Kinded, A extends Kinded = Kinded> {
  ask(question: Q): Result<A, string>;
}

/**
 * One problem for front ends: `E` its explanations, `Q` and `A` its rule questions and their
 * answers, `D` what the page draws of a unit of its other input format.
 */
export interface RegisteredProblem<
  Id extends string = string,
  E extends object = object,
  Q extends Kinded = Kinded,
  A extends Kinded = Kinded,
  D = unknown,
> extends ProblemFacts<Id> {
  readonly search: SearchBounds | undefined;
  /** The problems whose inputs it reads too (none: an empty list). */
  readonly readsInputsOf: readonly string[];
  /** How the input frames its cases (a count line before them, or a closing line after them). */
  readonly framing: FramingFacts;
  /** Another format the command reads, when the problem has one (checkers: PDN). */
  readonly alternateInput: RegisteredAlternate<Id, D> | undefined;
  /** What the page may ask about a position, when the problem answers rule questions (framework/questions.ts). */
  readonly questions: AskedQuestions<Q, A> | undefined;
  /** Generated inputs with Arbiter's answers, and smaller ones for shrinking (`arbiter gen`, `stress`). */
  readonly tools: ContestantTools;
  /** A whole text read at once (the page, the library). */
  read(text: string, options?: ParseOptions): { cases: readonly PendingCase<Id, E>[]; errors: readonly LocatedError[] };
  /** The same reading as it goes, each case as soon as it is read: memory stays bounded by the largest case. */
  stream(source: TextSource, options?: ParseOptions, mode?: StreamMode): Iterable<InputItem<PendingCase<Id, E>>>;
  /**
   * The reading as it goes, each case judged as soon as it is read (`arbiter PROBLEM`): one pass
   * over the input that gives every answer, with nothing for the caller to call back for.
   */
  judgeInput(source: TextSource, options: ParseOptions, mode: JudgeMode): Iterable<InputItem<JudgedCase<E>>>;
  /**
   * The input validator: is `source` exactly what the contest's data can be? Every breach, located (`arbiter
   * validate`).
   */
  validateInput(source: TextSource, options?: ValidateOptions): Validation;
  /**
   * How far `text`, the start of an input, reads as this problem's: whether its frame and first
   * case read with no error, and the line of its first error (nothing is judged, nothing read after
   * that error). What tells which problem an input given to another one was meant for (framework/look-alike.ts).
   */
  readHead(text: string): HeadReading;
}

export interface StreamMode {
  /**
   * Only answer lines are wanted (no explanation): the problem may answer well-formed cases as it
   * reads them (items of kind 'answered'); the others come as cases, read and answered as ever.
   */
  readonly answersOnly?: boolean;
}

/**
 * The questions as front ends ask them: each copied and checked first, since a page's worker gets them as plain data.
 */
const askedQuestions = <Q extends Kinded, A extends Kinded>(
  questions: RuleQuestions<Q, A>,
  at: string,
): AskedQuestions<Q, A> => ({
  ask(question: unknown) {
    return questions.ask(questions.copyQuestion(question, at));
  },
});

const withDeadline = (options: JudgeOptions = {}, defaultTimeLimitMs: number): JudgeOptions =>
  options.deadline === undefined
    ? { ...options, deadline: Date.now() + (options.timeLimitMs ?? defaultTimeLimitMs) }
    : options;

export function register<C, V, E extends object, Id extends string, Q extends Kinded, A extends Kinded, D>(
  problem: InternalProblem<C, V, E, Id, Q, A, D>,
): RegisteredProblem<Id, E, Q, A, D> {
  const { id } = problem;
  const { alternateInput: alternate, questions } = problem.spec;
  const outcomeOf = (input: CaseInput<C>, explain: boolean, given?: JudgeOptions): CaseOutcome<E> => {
    if (!input.result.ok) return { kind: 'input-error', errors: input.result.error };
    // One deadline for the case: the explanation's search spends what the judge left.
    const judgeOptions = problem.search ? withDeadline(given, problem.search.defaultTimeLimitMs) : given;
    const judged = problem.judge(input.result.value, judgeOptions);
    if (!judged.ok) return { kind: 'unjudged', message: judged.error };
    const output = problem.format(judged.value);
    if (!explain) return { kind: 'verdict', output };
    const explanation = problem.explain(input.result.value, judged.value, judgeOptions);
    const text = problem.describe(input.result.value, judged.value, explanation);
    return { kind: 'verdict', output, explanation, text };
  };
  const pending = (input: CaseInput<C>): PendingCase<Id, E> => {
    const { index, line } = input;
    return {
      kind: 'case',
      index,
      line,
      ...(input.result.ok ? {} : { unread: input.result.error }),
      judge: (explain, options) => ({ problem: id, index, line, outcome: outcomeOf(input, explain, options) }),
    };
  };
  return {
    ...factsOf(problem),
    alternateInput: alternate && {
      ...alternate,
      read: (text) =>
        alternate.read(text).map((unit) => ({
          index: unit.index,
          line: unit.line,
          judge: (explain) => ({ problem: id, ...unit.judge(explain) }),
        })),
    },
    questions: questions && askedQuestions(questions, `REGISTRY['${id}'].questions.ask: question`),
    tools: contestantTools(problem),
    validateInput: (source, options) => validateInput(problem, source, options),
    readHead: (text) => headReading(problem.readCases(text)),
    read(text, options) {
      const parsed = problem.parse(text, options);
      return { cases: parsed.cases.map(pending), errors: parsed.errors };
    },
    *stream(source, options = {}, mode = {}) {
      for (const item of problem.streamCases(source, options, mode.answersOnly === true))
        yield item.kind === 'case' ? pending(item) : item;
    },
    *judgeInput(source, options, { explain, judge }) {
      for (const item of problem.streamCases(source, options, !explain))
        yield item.kind === 'case'
          ? { kind: 'case', index: item.index, line: item.line, outcome: outcomeOf(item, explain, judge) }
          : item;
    },
  };
}

/**
 * A registered problem whose entry points check their arguments: the registry is public too. The
 * checks are once per input, so the CLI, which reads through the same objects, pays nothing per case.
 */
export function guardRegistered<P extends RegisteredProblem>(registered: P): P {
  const at = `REGISTRY['${registered.id}']`;
  const { tools, alternateInput } = registered;
  /**
   * Test cases as `tools` made them, objects with their contest text, copied: `input` and `caseLines` read the text
   * alone.
   */
  const copyTestCases = (value: unknown, where: string): readonly TestCase[] =>
    copyArray(value, where, (item, place) => {
      assertObject(item, place);
      const { text } = item;
      assertString(text, `${place}.text`);
      return { text } as TestCase;
    });
  const assertOptionalString = (value: unknown, where: string): void => {
    if (value !== undefined) assertString(value, where);
  };
  return {
    ...registered,
    read(text: unknown, options: unknown) {
      assertString(text, `${at}.read: text`);
      return registered.read(text, copyParseOptions(options, `${at}.read: options`));
    },
    stream(source: unknown, options: unknown, mode: unknown) {
      const text = guardedTextSource(source, `${at}.stream: source`);
      const own = copyParseOptions(options, `${at}.stream: options`);
      if (mode === undefined) return registered.stream(text, own);
      assertObject(mode, `${at}.stream: mode`);
      const { answersOnly } = mode;
      if (answersOnly !== undefined) assertBoolean(answersOnly, `${at}.stream: mode.answersOnly`);
      return registered.stream(text, own, { answersOnly });
    },
    judgeInput(source: unknown, options: unknown, mode: unknown) {
      const text = guardedTextSource(source, `${at}.judgeInput: source`);
      const own = copyParseOptions(options, `${at}.judgeInput: options`);
      assertObject(mode, `${at}.judgeInput: mode`);
      const { explain, judge } = mode;
      assertBoolean(explain, `${at}.judgeInput: mode.explain`);
      return registered.judgeInput(text, own ?? {}, {
        explain,
        judge: copyJudgeOptions(judge, `${at}.judgeInput: mode.judge`),
      });
    },
    validateInput(source: unknown, options: unknown) {
      const text = guardedTextSource(source, `${at}.validateInput: source`);
      if (options === undefined) return registered.validateInput(text);
      assertObject(options, `${at}.validateInput: options`);
      const { maxBreaches } = options;
      if (maxBreaches !== undefined)
        assertInteger(maxBreaches, `${at}.validateInput: options.maxBreaches`, 1, Number.MAX_SAFE_INTEGER);
      return registered.validateInput(text, maxBreaches === undefined ? {} : { maxBreaches });
    },
    readHead(text: unknown) {
      assertString(text, `${at}.readHead: text`);
      return registered.readHead(text);
    },
    alternateInput: alternateInput && {
      ...alternateInput,
      recognizes(head: unknown) {
        assertString(head, `${at}.alternateInput.recognizes: head`);
        return alternateInput.recognizes(head);
      },
      answers(source: unknown, mode: unknown, flags?: unknown) {
        const text = guardedTextSource(source, `${at}.alternateInput.answers: source`);
        assertOneOf(mode, `${at}.alternateInput.answers: mode`, OUTPUT_MODES);
        if (flags !== undefined && !(flags instanceof Set))
          throw new TypeError(`${at}.alternateInput.answers: flags must be a Set of flag names`);
        const names = (alternateInput.flags ?? []).map((flag) => flag.name);
        for (const name of (flags ?? new Set()) as ReadonlySet<unknown>)
          assertOneOf(name, `${at}.alternateInput.answers: flags`, names);
        return alternateInput.answers(text, mode, flags as ReadonlySet<string> | undefined);
      },
      read(text: unknown) {
        assertString(text, `${at}.alternateInput.read: text`);
        return alternateInput.read(text);
      },
    },
    tools: {
      ...tools,
      generate(seed: unknown, profile: unknown, count: unknown, sizes?: unknown) {
        assertInteger(seed, `${at}.tools.generate: seed`, 0, 2 ** 32 - 1);
        assertOneOf(profile, `${at}.tools.generate: profile`, PROFILES);
        assertInteger(count, `${at}.tools.generate: count`, 0, MAX_GENERATED_CASES);
        const ranges = sizes === undefined ? undefined : copySizes(sizes, `${at}.tools.generate: sizes`, tools.sizes);
        return tools.generate(seed, profile, count, ranges);
      },
      read(text: unknown) {
        assertString(text, `${at}.tools.read: text`);
        return tools.read(text);
      },
      input(cases: unknown) {
        return tools.input(copyTestCases(cases, `${at}.tools.input: cases`));
      },
      caseLines(cases: unknown) {
        return tools.caseLines(copyTestCases(cases, `${at}.tools.caseLines: cases`));
      },
      failureKey(expected: unknown, given: unknown) {
        assertOptionalString(expected, `${at}.tools.failureKey: expected`);
        assertOptionalString(given, `${at}.tools.failureKey: given`);
        return tools.failureKey(expected as string | undefined, given as string | undefined);
      },
    },
  };
}

/**
 * A problem as the registry holds it: registered (front ends' view) and guarded (the registry is
 * public). How every problem is registered: the registry's own, and any a test defines.
 */
export const registerProblem = <C, V, E extends object, Id extends string, Q extends Kinded, A extends Kinded, D>(
  problem: InternalProblem<C, V, E, Id, Q, A, D>,
): RegisteredProblem<Id, E, Q, A, D> => deepFreeze(guardRegistered(register(problem)));

/** answerLine at the public boundary, on a copy of what it reads. */
export function guardedAnswerLine(answer: CaseOutcome): string {
  assertObject(answer, 'answerLine: answer');
  const { kind } = answer;
  assertOneOf(kind, 'answerLine: answer.kind', ['verdict', 'input-error', 'unjudged']);
  if (kind === 'input-error') {
    const errors = copyArray(answer.errors, 'answerLine: answer.errors', (error, at): LocatedError => {
      assertObject(error, at);
      const { line, column, message } = error;
      return { line: line as number, column: column as number, message: message as string };
    });
    return answerLine({ kind, errors: errors.slice(0, 1) });
  }
  const text = kind === 'verdict' ? answer.output : answer.message;
  assertString(text, `answerLine: answer.${kind === 'verdict' ? 'output' : 'message'}`);
  return answerLine(kind === 'verdict' ? { kind, output: text } : { kind, message: text });
}
