import type { LocatedError, Result } from '../core/located.js';
import type { TextSource } from '../core/lines.js';
import type { ClassVerdict, Profile, SizeKnob, SizeRanges } from '../core/generate.js';
import { PROFILES } from '../core/generate.js';
import type { Random } from '../core/random.js';
import {
  assertInteger,
  assertOneOf,
  guardedRandom,
  assertString,
  guardedTextSource,
  deepFreeze,
  sameData,
} from '../core/guards.js';
import {
  type CaseInput,
  type InputFormat,
  type FramingFacts,
  type InputItem,
  type ParseResult,
  framingFacts,
  parseInput,
  readInput,
} from './input-format.js';
import type { JudgeOptions, OutputMode, ParseOptions, SearchBounds } from './options.js';
import type { FastReaders } from './fast-readers.js';
import { MAX_GENERATED_CASES, copyJudgeOptions, copyParseOptions, copySizes } from './guard.js';
import type { ExactFormat } from '../core/exact-text.js';
import type { VerdictCodec } from './answer.js';
import type { Kinded, RuleQuestions } from './questions.js';
import type { Checked, SetupOf } from './checked.js';

export type { Checked, SetupOf } from './checked.js';

/**
 * One problem's shape: what it supplies (ProblemSpec), the library's checked object (Problem) and
 * the unchecked one the registry and the command line use (InternalProblem), both made from the
 * spec by defineProblem. The flow: text → parse → cases → judge → verdict → format (contest line)
 * | explain (JSON-ready data) | describe (text for people).
 */

/**
 * What the rules refuse in a setup (what a text or a caller says) before it is a case: a code
 * for programs, a message for people, and where in the setup (the problem's own place: a square,
 * a side, a move's index) for the parser to turn into a line and column.
 */
export interface Fault<Code extends string = string, Place = unknown> {
  readonly code: Code;
  readonly message: string;
  readonly place?: Place;
}

/**
 * Another format a problem's command reads besides the contest's (checkers: games in PDN), with
 * answers of its own; `D` is what the problem's views on the page draw of one unit.
 */
export interface AlternateInput<D = unknown> {
  /** The option that asks for it (`pdn`: --pdn), what it does in a few words, and more help after the problem's own. */
  readonly option: string;
  /** What an input in it is, with its article, for a hint that an input looks like one: "a PDN game". */
  readonly what: string;
  readonly summary: string;
  readonly help: string;
  /**
   * How a file's name in this format ends (".pdn"), so that the page opens such a file as this problem's, whatever
   * problem was chosen.
   */
  readonly fileSuffix: string;
  /**
   * Whether a text starting with `head` (its first text that is not blank) is in this format, so that it is read so
   * without the option.
   */
  recognizes(head: string): boolean;
  /** Options of its own besides `option` (checkers: --result-must-match), each a flag. */
  readonly flags?: readonly AlternateFlag[];
  /**
   * The answers in `mode`, one per unit of the text (a game), each as soon as it ends: the text whole
   * or in chunks, read as it comes; `flags`, the names of the flags given.
   */
  answers(source: TextSource, mode: OutputMode, flags?: ReadonlySet<string>): Iterable<AlternateOutcome>;
  /** The whole text at once (the page), each unit not yet answered; it answers as `answers` does in answer mode. */
  read(text: string): readonly PendingUnit<UnitOutcome<D>>[];
  /** What one unit is called, for progress ("game"). */
  readonly unit: string;
  /** What standard error says when the text holds no unit at all. */
  readonly nothingFound: string;
}

/** An option of an alternate input's own: its name (`result-must-match`: --result-must-match) and its help. */
export interface AlternateFlag {
  readonly name: string;
  readonly help: string;
}

/**
 * One unit's answer: its output (without a final line end), the errors that make it unreadable, and whether it is
 * valid.
 */
export interface AlternateOutcome {
  readonly output: string;
  readonly errors: readonly LocatedError[];
  readonly valid: boolean;
  /** The closing summary of the answers (in text modes), after the last unit: no unit itself. */
  readonly closing?: boolean;
}

/** A unit of the other format read, not yet answered: its number from 1, its first line, and its answer `U`. */
export interface PendingUnit<U> {
  readonly index: number;
  readonly line: number;
  /** Answers the unit; with `explain`, `details` also hold what a drawing needs (checkers: the game's replay). */
  judge(explain: boolean): U;
}

/** One unit answered for the page: its answer in answer mode, its place, and what the problem's views draw of it. */
export interface UnitOutcome<D = unknown> extends AlternateOutcome {
  readonly index: number;
  readonly line: number;
  readonly details: D;
}

/** An input format in short: what each kind of line holds, then what the layout cannot say. */
export interface InputSummary {
  /** One line per kind of input line, as docs/<id>.md gives it: the line's tokens, then what they are. */
  readonly layout: string;
  readonly notes: readonly string[];
}

/** What a problem says about itself, the same on each of its objects (the registered one too). */
export interface ProblemFacts<Id extends string = string> {
  /** The command name, e.g. `rank-and-file`; also the problem's key in the registry. */
  readonly id: Id;
  readonly title: string;
  /** One line for `--help` listings. */
  readonly summary: string;
  /** What `--strict` enforces, in a few words for `--help`. */
  readonly strictLimits: string;
  /** The seed problem's sample, which the web page preloads and the help shows. */
  readonly sample: { readonly input: string; readonly output: string };
  /** The input format in short, which the web page shows beside the sample; docs/<id>.md has it whole. */
  readonly inputSummary: InputSummary;
  /**
   * The problems whose every input this one reads as its own (a sibling's wider format: Simplified
   * Chess Engine II reads the Simplified Chess Engine's games): an input both read as far is said to
   * be the narrower one's (framework/look-alike.ts).
   */
  readonly readsInputsOf?: readonly string[];
}

/** The members that a problem and its library object share; each takes its arguments unchecked here. */
interface Members<C, V, E extends object, Id extends string> extends ProblemFacts<Id> {
  /** Present when judging is a search bounded by JudgeOptions (the CLI then offers --time-limit and --node-limit). */
  readonly search?: SearchBounds;
  /** Decides one case; an error value (not an exception) when the case cannot be decided. */
  judge(input: C, options?: JudgeOptions): Result<V, string>;
  /** The contest output line, without its line end. */
  format(verdict: V): string;
  /** The reasons behind a verdict, as plain data (JSON output, the web page). */
  explain(input: C, verdict: V, options?: JudgeOptions): E;
  /** The explanation for people: board drawing, verdict and reasons, as lines of text. */
  describe(input: C, verdict: V, explanation: E): string;
  /** The sizes `generate` can be asked to keep to (pieces, moves, ...), each with its contest bounds. */
  readonly sizes: readonly SizeKnob[];
  /**
   * `count` valid cases for `arbiter gen` and `stress`: every kind of case once as soon as there is
   * room; `contest` class in every profile but `edge`; each size within `sizes` where given, else
   * within the profile's own range (a RangeError for a size that is not one of `sizes` or beyond its bounds).
   */
  generate(random: Random, profile: Profile, count: number, sizes?: SizeRanges): C[];
  /** The case's data class (docs/test-data.md) and, unless `contest`, why; independent of `generate`. */
  classify(input: C): ClassVerdict;
  /** How big a case is, compared left to right: every `shrink` candidate is strictly smaller. */
  measure(input: C): readonly number[];
  /**
   * Smaller cases than `input` by `measure`, most aggressive first, none of a worse class, for shrinking a failing
   * input.
   */
  shrink(input: C): Iterable<C>;
}

/**
 * What one problem supplies: its parts, each written once; defineProblem makes the rest (`format`
 * is its answer codec's `write`). `Q` and `A` are its rule questions and their answers, `D` what
 * its page views draw of a unit of its other input format (each as wide as can be without one).
 */
export interface ProblemSpec<
  C,
  V,
  E extends object,
  Id extends string = string,
  Q extends Kinded = Kinded,
  A extends Kinded = Kinded,
  D = unknown,
> extends Omit<Members<C, V, E, Id>, 'format'> {
  /** The contest line: what a verdict answers, written and read back (framework/answer.ts). */
  readonly codec: VerdictCodec<NoInfer<V>>;
  /** The contest input: its framing, and how one case is read (the careful reader) and written. */
  readonly input: InputFormat<C>;
  /** Readers of well-formed cases straight from bytes, for speed (optional; see framework/fast-readers.ts). */
  readonly fast?: FastReaders<C>;
  /** How the contest writes its input, token by token, for the input validator (`arbiter validate`). */
  readonly exactFormat: ExactFormat;
  /** Another format the command reads (optional). */
  readonly alternateInput?: AlternateInput<D>;
  /** What the page may ask about a position while a case is played on a board (optional; framework/questions.ts). */
  readonly questions?: RuleQuestions<Q, A>;
  /**
   * Setup, then case: `setup`, a value of the case's shape (what a text says, or what a caller
   * built), as a case, or what the rules refuse in it as coded faults (each problem's codes an
   * exported union). The parser calls it on what it read and locates each fault; the library's
   * checks call it once on what they are given.
   */
  fromSetup(setup: SetupOf<C>, options?: ParseOptions): Result<C, readonly Fault[]>;
  /**
   * `value` from outside the library as a case of the library's own: each of its members read
   * once, checked (a TypeError or RangeError naming `at`: types, numbers in range, sizes
   * supported) and copied. The copy is all the library then reads, so nothing the caller changes
   * or answers differently later (a getter, a proxy) reaches the rules. What the rules allow is
   * fromSetup's to say.
   */
  copySetup(value: unknown, at: string): SetupOf<C>;
  /** `value` as a verdict of the library's own, checked and copied likewise. */
  copyVerdict(value: unknown, at: string): V;
  /**
   * Optional, for shrinking: a wrong answer's (expected, given) contest lines read as a key, the
   * same key meaning the same bug; undefined (or no member) compares the pair itself.
   */
  failureKey?(expected: string | undefined, given: string | undefined): string | undefined;
}

/** A problem as the library exports it: every argument checked, a bad one refused with a TypeError or RangeError. */
export interface Problem<C, V, E extends object, Id extends string = string> extends Members<C, V, E, Id> {
  /** How the input frames its cases: a count line before them, or a closing line after them. */
  readonly framing: FramingFacts;
  /** The cases of an input one at a time, each as soon as it is read; `parse` is these, collected. */
  readCases(source: TextSource, options?: ParseOptions): Iterable<InputItem<CaseInput<C>>>;
  parse(text: string, options?: ParseOptions): ParseResult<C>;
  /** The contest text of one case, its lines each ending in "\n" (formatInputs adds the frame). */
  formatInput(input: SetupOf<C>): string;
  /** `setup` as a case, or what the rules refuse in it (coded faults, as the parser reports them located). */
  fromSetup(setup: SetupOf<C>, options?: ParseOptions): Result<C, readonly Fault[]>;
}

/**
 * The same problem unchecked (what it judges comes from its parser), with what only the registry uses: answer mode's
 * readers.
 */
export interface InternalProblem<
  C,
  V,
  E extends object,
  Id extends string = string,
  Q extends Kinded = Kinded,
  A extends Kinded = Kinded,
  D = unknown,
> extends Problem<C, V, E, Id> {
  readonly spec: ProblemSpec<C, V, E, Id, Q, A, D>;
  /**
   * The cases of an input as readCases gives them; in answer mode (`answersOnly`), those the shortcut takes already
   * answered.
   */
  streamCases(source: TextSource, options: ParseOptions, answersOnly: boolean): Iterable<InputItem<CaseInput<C>>>;
}

/**
 * What a problem says about itself (its name, its sample, its input in short and how it is framed): the same on each of
 * its objects.
 */
export const factsOf = <C, V, E extends object, Id extends string>(problem: Problem<C, V, E, Id>) => {
  const { id, title, summary, strictLimits, sample, inputSummary, search, framing, readsInputsOf = [] } = problem;
  return {
    id,
    title,
    summary,
    strictLimits,
    sample,
    inputSummary,
    search,
    framing: framingFacts(framing),
    readsInputsOf,
  };
};

/** A problem's fromSetup from its list of faults: `setup` itself, now a case, when there is none. */
export const fromFaults =
  <S, F extends Fault, O = ParseOptions>(faultsOf: (setup: S, options?: O) => readonly F[]) =>
  (setup: S, options?: O): Result<Checked<S>, readonly F[]> => {
    const faults = faultsOf(setup, options);
    return faults.length === 0 ? { ok: true, value: setup as Checked<S> } : { ok: false, error: faults };
  };

/** A setup the library built to be valid (a generator's) as a case: fromSetup checks it all the same. */
export function builtCase<S, C>(fromSetup: (setup: S) => Result<C, readonly Fault[]>, setup: S): C {
  const made = fromSetup(setup);
  if (!made.ok) throw new Error(`internal error: the rules refuse a case the library built: ${made.error[0].message}`);
  return made.value;
}

/** The setups that fromSetup accepts, as cases (a shrinker's candidates: one the rules refuse is not offered). */
export function* acceptedCases<S, C>(
  setups: Iterable<S>,
  fromSetup: (setup: S) => Result<C, readonly Fault[]>,
): Generator<C> {
  for (const setup of setups) {
    const made = fromSetup(setup);
    if (made.ok) yield made.value;
  }
}

function internalProblem<C, V, E extends object, Id extends string, Q extends Kinded, A extends Kinded, D>(
  spec: ProblemSpec<C, V, E, Id, Q, A, D>,
): InternalProblem<C, V, E, Id, Q, A, D> {
  const { input, fast = {} } = spec;
  return {
    ...spec,
    spec,
    format: (verdict) => spec.codec.write(verdict),
    framing: input.framing,
    readCases: (source, options) => readInput(input, source, options, { plain: fast.plain }),
    streamCases: (source, options, answersOnly) =>
      readInput(input, source, options, answersOnly ? { shortcut: fast.shortcut } : { plain: fast.plain }),
    parse: (text, options) => parseInput(input, text, options, { plain: fast.plain }),
    formatInput: (value) => input.formatInput(value),
  };
}

/**
 * The library's object: each member checks its arguments, then asks the unchecked problem. A case
 * from outside is copied (copySetup) and the copy must pass `fromSetup`, as a parsed one does; only
 * the copy is judged. Every call copies and checks its case again: what the caller holds, parsed
 * or built, may have changed since. A verdict or an explanation that judge and explain made is
 * frozen, and trusted as it is for a case that holds the same data as the one it was made for.
 */
function guardedProblem<C, V extends object, E extends object, Id extends string>(
  name: string,
  problem: InternalProblem<C, V, E, Id>,
): Problem<C, V, E, Id> {
  const spec: ProblemSpec<C, V, E, Id> = problem.spec;
  /** What the checked judge and explain made, each with the copy of the case it was made for. */
  const verdicts = new WeakMap<object, C>();
  const explanations = new WeakMap<object, { readonly verdict: V; readonly input: C }>();

  /** `value` as a case of the library's own: copied, then checked as the parser checks what it read. */
  function caseOf(value: unknown, at: string): C {
    const made = spec.fromSetup(spec.copySetup(value, at));
    if (!made.ok) throw new RangeError(`${at} is not a valid case: ${made.error[0].message}`);
    return made.value;
  }

  /**
   * The verdict judge gives `input`: `verdict` itself when judge made it for the same data, else checked against a new
   * judgement.
   */
  function verdictFor(input: C, verdict: unknown, options: JudgeOptions | undefined, at: string): V {
    if (
      typeof verdict === 'object' &&
      verdict !== null &&
      verdicts.has(verdict) &&
      sameData(verdicts.get(verdict), input)
    )
      return verdict as V;
    const given = spec.copyVerdict(verdict, `${at}: verdict`);
    const judged = problem.judge(input, options);
    if (!judged.ok) throw new RangeError(`${at}: input cannot be judged: ${judged.error}`);
    const said = problem.format(given);
    const right = problem.format(judged.value);
    if (said !== right)
      throw new RangeError(`${at}: verdict says ${JSON.stringify(said)}, but input is judged ${JSON.stringify(right)}`);
    return judged.value;
  }

  function explain(input: C, verdict: V, options: JudgeOptions | undefined): E {
    const explanation = deepFreeze(problem.explain(input, verdict, options));
    explanations.set(explanation, { verdict, input });
    return explanation;
  }

  return {
    ...factsOf(problem),
    sizes: problem.sizes,
    readCases(source: unknown, options: unknown) {
      const at = `${name}.readCases`;
      const checked = guardedTextSource(source, `${at}: source`);
      return problem.readCases(checked, copyParseOptions(options, `${at}: options`));
    },
    parse(text: unknown, options: unknown) {
      assertString(text, `${name}.parse: text`);
      return problem.parse(text, copyParseOptions(options, `${name}.parse: options`));
    },
    formatInput(input: unknown) {
      // The shape only: a writer also writes what the parser will refuse (a board being set up
      // without its king yet), so that an editor shows the parser's own message for it.
      return problem.formatInput(spec.copySetup(input, `${name}.formatInput: input`));
    },
    fromSetup(setup: unknown, options: unknown) {
      const copy = spec.copySetup(setup, `${name}.fromSetup: setup`);
      return problem.fromSetup(copy, copyParseOptions(options, `${name}.fromSetup: options`));
    },
    judge(input: unknown, options: unknown) {
      const copy = caseOf(input, `${name}.judge: input`);
      const judged = problem.judge(copy, copyJudgeOptions(options, `${name}.judge: options`));
      if (judged.ok) verdicts.set(deepFreeze(judged.value), copy);
      return judged;
    },
    format(verdict: unknown) {
      return problem.format(spec.copyVerdict(verdict, `${name}.format: verdict`));
    },
    explain(input: unknown, verdict: unknown, options: unknown) {
      const at = `${name}.explain`;
      const copy = caseOf(input, `${at}: input`);
      const judgeOptions = copyJudgeOptions(options, `${at}: options`);
      return explain(copy, verdictFor(copy, verdict, judgeOptions, at), judgeOptions);
    },
    describe(input: unknown, verdict: unknown, explanation: unknown) {
      const at = `${name}.describe`;
      const copy = caseOf(input, `${at}: input`);
      const trusted = verdictFor(copy, verdict, undefined, at);
      // An explanation made elsewhere, or for other data, is made again: describe reads it without checks.
      const made = typeof explanation === 'object' && explanation !== null ? explanations.get(explanation) : undefined;
      const own =
        made !== undefined && made.verdict === trusted && sameData(made.input, copy)
          ? (explanation as E)
          : explain(copy, trusted, undefined);
      return problem.describe(copy, trusted, own);
    },
    generate(random: unknown, profile: unknown, count: unknown, sizes: unknown) {
      const at = `${name}.generate`;
      const checked = guardedRandom(random, `${at}: random`);
      assertOneOf(profile, `${at}: profile`, PROFILES);
      assertInteger(count, `${at}: count`, 0, MAX_GENERATED_CASES);
      const ranges = sizes === undefined ? undefined : copySizes(sizes, `${at}: sizes`, problem.sizes);
      return problem.generate(checked, profile, count, ranges);
    },
    classify(input: unknown) {
      return problem.classify(caseOf(input, `${name}.classify: input`));
    },
    measure(input: unknown) {
      return problem.measure(caseOf(input, `${name}.measure: input`));
    },
    shrink(input: unknown) {
      return problem.shrink(caseOf(input, `${name}.shrink: input`));
    },
  };
}

/**
 * One problem from its spec: `problem`, the library's object (every argument checked; its name in
 * messages is `name`, e.g. `rankAndFile`), and `internal`, the same members unchecked with contest
 * mode's readers, for the registry. A new member is written once in the spec's interface and once
 * in guardedProblem, with the checks its arguments need.
 */
export function defineProblem<
  C extends Checked<object>,
  V extends object,
  E extends object,
  Id extends string,
  Q extends Kinded = Kinded,
  A extends Kinded = Kinded,
  D = unknown,
>(
  name: string,
  spec: ProblemSpec<C, V, E, Id, Q, A, D>,
): { readonly problem: Problem<C, V, E, Id>; readonly internal: InternalProblem<C, V, E, Id, Q, A, D> } {
  const internal = internalProblem(spec);
  // Frozen with all it holds (its facts, sizes and framing, which the unchecked problem shares).
  return { problem: deepFreeze(guardedProblem(name, internal)), internal };
}
