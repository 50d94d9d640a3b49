/** The options a problem's reading and judging take, from the command line or a library call. */

/**
 * What a front end prints of each case: its answer line alone (the problem's output format), a JSON line, or the
 * explanation for people.
 */
export type OutputMode = 'answer' | 'json' | 'explain';
export const OUTPUT_MODES: readonly OutputMode[] = ['answer', 'json', 'explain'];

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
