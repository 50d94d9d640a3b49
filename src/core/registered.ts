import type { Framing, NotRead, ShortcutAnswer } from './contest.js';
import type { LocatedError } from './located.js';
import type { CaseInput, JudgeOptions, ParseOptions, Problem, SearchBounds } from './problem.js';
import type { TextSource } from './text.js';
import { type ContestantTools, contestantTools } from './tools.js';
import { type ValidateOptions, type Validation, validateInput } from './validator.js';

/**
 * A problem as front ends (the CLI, the web page) use it: the case and verdict types closed over,
 * the id and the explanation type kept, so that a front end can pick a view by id with no shape
 * checks (see src/problems/registry.ts).
 */

/** What a front end needs of one case. */
export type CaseAnswer<E extends object = object> =
  | { readonly kind: 'verdict'; readonly contest: string; readonly explanation?: E; readonly text?: string }
  | { readonly kind: 'input-error'; readonly errors: readonly LocatedError[] }
  | { readonly kind: 'unjudged'; readonly message: string };

/** The contest output line of a case, as `arbiter <problem>` prints it (and the web page shows it). */
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

/** A case answered, with its place in the input and its problem's id (which types the explanation). */
export interface AnsweredCase<Id extends string = string, E extends object = object> {
  readonly problem: Id;
  /** 1-based position of the data set in the input. */
  readonly index: number;
  /** Line on which the data set starts. */
  readonly line: number;
  readonly answer: CaseAnswer<E>;
}

export interface PendingCase<Id extends string = string, E extends object = object> {
  readonly index: number;
  readonly line: number;
  /** Judges the case; with `explain`, also builds the explanation data and text. */
  answer(explain: boolean, options?: JudgeOptions): CaseAnswer<E>;
  /**
   * The same, as a front end passes it on (the web page's worker): built here, where the id and
   * the explanation type are known together, so that a list of problems yields a union of
   * `AnsweredCase`s discriminated by `problem`.
   */
  answered(explain: boolean, options?: JudgeOptions): AnsweredCase<Id, E>;
}

/** What `stream` yields, in input order: the count once its line is read, each case, each error about the input as a whole. */
export type StreamItem<Id extends string = string, E extends object = object> =
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'case'; readonly pending: PendingCase<Id, E> }
  /** Well-formed cases already answered, in contest mode only (see ShortcutAnswer). */
  | ShortcutAnswer
  | { readonly kind: 'error'; readonly error: LocatedError; readonly notRead?: NotRead };

export interface RegisteredProblem<Id extends string = string, E extends object = object> {
  readonly id: Id;
  readonly title: string;
  readonly summary: string;
  readonly strictLimits: string;
  readonly sample: { readonly input: string; readonly output: string };
  readonly search: SearchBounds | undefined;
  /** How the input frames its cases (a count line before them, or a closing line after): what `frameCases` needs. */
  readonly framing: Framing;
  /** Generated inputs with Arbiter's answers, and smaller ones for shrinking (`arbiter gen`, `stress`). */
  readonly tools: ContestantTools;
  /** A whole text read at once (the page, the library). */
  read(text: string, options?: ParseOptions): { cases: readonly PendingCase<Id, E>[]; errors: readonly LocatedError[] };
  /** The same reading as it goes, each case as soon as it is read: memory stays bounded by the largest case (the CLI). */
  stream(source: TextSource, options?: ParseOptions, mode?: StreamMode): Iterable<StreamItem<Id, E>>;
  /** The input validator: is `source` exactly what the contest's data can be? Every breach, located (`arbiter validate`). */
  validate(source: TextSource, options?: ValidateOptions): Validation;
}

export interface StreamMode {
  /**
   * Only contest lines are wanted (no explanation): the problem may answer well-formed cases as it
   * reads them (items of kind 'answered'); the others come as cases, read and answered as ever.
   */
  readonly contestOnly?: boolean;
}

const withDeadline = (options: JudgeOptions = {}, defaultTimeLimitMs: number): JudgeOptions =>
  options.deadline === undefined ? { ...options, deadline: Date.now() + (options.timeLimitMs ?? defaultTimeLimitMs) } : options;

export function register<C, V, E extends object, Id extends string>(problem: Problem<C, V, E, Id>): RegisteredProblem<Id, E> {
  const { id, title, summary, strictLimits, sample } = problem;
  const pending = (input: CaseInput<C>): PendingCase<Id, E> => {
    const answer = (explain: boolean, given?: JudgeOptions): CaseAnswer<E> => {
      if (!input.result.ok) return { kind: 'input-error', errors: input.result.error };
      // One deadline for the case: the explanation's search spends what the judge left.
      const judgeOptions = problem.search ? withDeadline(given, problem.search.defaultTimeLimitMs) : given;
      const judged = problem.judge(input.result.value, judgeOptions);
      if (!judged.ok) return { kind: 'unjudged', message: judged.error };
      const contest = problem.format(judged.value);
      if (!explain) return { kind: 'verdict', contest };
      const explanation = problem.explain(input.result.value, judged.value, judgeOptions);
      const text = problem.describe(input.result.value, judged.value, explanation);
      return { kind: 'verdict', contest, explanation, text };
    };
    const { index, line } = input;
    return {
      index,
      line,
      answer,
      answered: (explain, judgeOptions) => ({ problem: id, index, line, answer: answer(explain, judgeOptions) }),
    };
  };
  return {
    id,
    title,
    summary,
    strictLimits,
    sample,
    search: problem.search,
    framing: problem.framing,
    tools: contestantTools(problem),
    validate: (source, options) => validateInput(problem, source, options),
    read(text, options) {
      const parsed = problem.parse(text, options);
      return { cases: parsed.cases.map(pending), errors: parsed.errors };
    },
    *stream(source, options = {}, mode = {}) {
      const shortcut = mode.contestOnly === true ? problem.contestShortcut : undefined;
      for (const item of problem.readContestCases(source, options, shortcut))
        yield item.kind === 'case' ? { kind: 'case', pending: pending(item.input) } : item;
    },
  };
}
