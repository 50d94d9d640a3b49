import type { ContestShortcut, Framing, InputItem, ShortcutAnswer } from './contest.js';
import type { LocatedError, Result } from './located.js';
import type { TextSource } from './text.js';
import type { ClassVerdict, Profile, SizeKnob, SizeRanges } from './generate.js';
import type { Random } from './random.js';
import type { ExactFormat } from './validator.js';

/**
 * The one interface every problem implements: text → parse → cases → judge → verdict → format
 * (contest line) | explain (JSON-ready data) | describe (text for people). Front ends use the
 * problems through the registry (src/problems/registry.ts, src/core/registered.ts).
 */

export interface ParseOptions {
  /** Enforce the contest's limits (for example D <= 100) and report any breach as an error. */
  readonly strict?: boolean;
}

/** Bounds for problems whose judging is a search; a case that hits one is answered with an error. */
export interface JudgeOptions {
  /** Give up on a case after visiting this many positions. */
  readonly nodeLimit?: number;
  /** Give up on a case after this many milliseconds. */
  readonly timeLimitMs?: number;
  /**
   * The `Date.now()` time by which the case must be done, judging and explaining together; when
   * absent, each search starts its own `timeLimitMs`. Front ends set it once per case.
   */
  readonly deadline?: number;
  /** Called now and then during a long search: positions visited, and the horizon being searched. */
  readonly onProgress?: (progress: { readonly nodes: number; readonly depth: number }) => void;
}

/** What a searching problem does when no limit is given. */
export interface SearchBounds {
  readonly defaultTimeLimitMs: number;
}

/** One data set of the input: where it starts, and either the case or why it cannot be judged. */
export interface CaseInput<C> {
  /** 1-based position of the data set in the input. */
  readonly index: number;
  /** Line on which the data set starts. */
  readonly line: number;
  readonly result: Result<C>;
}

export interface ParseResult<C> {
  /** The data sets found, in order, each judged or answered `error:` on its own. */
  readonly cases: readonly CaseInput<C>[];
  /**
   * Errors that belong to no single data set: a bad count line, text after the last data set,
   * missing data sets. Any of them makes the exit status 1.
   */
  readonly errors: readonly LocatedError[];
}

export interface Problem<C, V, E extends object, Id extends string = string> {
  /** The command name, e.g. `rank-and-file`; also the problem's key in the registry. */
  readonly id: Id;
  readonly title: string;
  /** One line for `--help` listings. */
  readonly summary: string;
  /** What `--strict` enforces, in a few words for `--help`. */
  readonly strictLimits: string;
  /** The seed problem's sample, which the web page preloads and the help shows. */
  readonly sample: { readonly input: string; readonly output: string };
  /** Present when judging is a search bounded by JudgeOptions (the CLI then offers --time-limit and --node-limit). */
  readonly search?: SearchBounds;
  /** How the input frames its cases: a count line before them, or a closing line after them. */
  readonly framing: Framing;
  /** The cases of an input one at a time, each as soon as it is read; `parse` is these, collected. */
  readCases(source: TextSource, options?: ParseOptions): Iterable<InputItem<C>>;
  /** The same, with the cases `shortcut` takes answered at once (contest mode: the CLI without --json or --explain). */
  readContestCases(
    source: TextSource,
    options: ParseOptions,
    shortcut: ContestShortcut | undefined,
  ): Iterable<InputItem<C> | ShortcutAnswer>;
  /**
   * Contest mode's fast path, optional: answers well-formed cases straight from the input's text,
   * exactly as readCases, judge and format would; what it declines the careful reader takes.
   */
  readonly contestShortcut?: ContestShortcut;
  parse(text: string, options?: ParseOptions): ParseResult<C>;
  /** The contest text of one case, its lines each ending in "\n" (formatInputs adds the frame). */
  formatInput(input: C): string;
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
  /** Smaller cases than `input` by `measure`, most aggressive first, none of a worse class, for shrinking a failing input. */
  shrink(input: C): Iterable<C>;
  /** How the contest writes its input, token by token, for the input validator (`arbiter validate`). */
  readonly exactFormat: ExactFormat;
}
