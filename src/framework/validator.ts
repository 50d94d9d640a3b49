import { frameCases } from './input-format.js';
import { type BreachSink, EXACT_CASE_LINES, type ExactCase, ExactReader, exactLines } from '../core/exact-text.js';
import { type LocatedError, locatedError } from '../core/located.js';
import type { InternalProblem } from './problem.js';
import type { TextSource } from '../core/lines.js';

/**
 * The input validator (`arbiter validate`): is a text exactly what the contest's own data could
 * be (test-data.md, the `contest` class)? Four layers, each reporting every breach it finds, with
 * its line and column, up to a cap:
 *   1. the text (exact-text.ts): line ends, spacing, characters;
 *   2. the problem's token rules (its `exactFormat`): how each number and word is written, the
 *      counts and limits, nothing after the last case;
 *   3. the problem's own strict parser, one case at a time: what the rules allow (one king of
 *      each colour, distinct squares, ...);
 *   4. the problem's class check (`classify`): a position a real game can reach.
 * A case's errors from 3 on a line that 1 or 2 already faulted are left out, and 4 is not asked
 * of a case with a breach of 2: they are most often the same fault seen again.
 */

export interface ValidateOptions {
  /** Stop after this many breaches (default DEFAULT_MAX_BREACHES). */
  readonly maxBreaches?: number;
}

export interface Validation {
  /** No breach at all. */
  readonly valid: boolean;
  /** The breaches found, in the order found (each layer in input order). */
  readonly breaches: readonly LocatedError[];
  /** Reading stopped at the cap: there may be more. */
  readonly capped: boolean;
  /** How many cases were read, and what the format calls one ("data set", "game", ...). */
  readonly cases: number;
  readonly unit: string;
}

export const DEFAULT_MAX_BREACHES = 20;

/** What the validator needs of a problem: its format, its parser, its token rules and its class check. */
export type ValidatedProblem<C> = Pick<InternalProblem<C, unknown, object>, 'framing' | 'parse' | 'classify' | 'spec'>;

/** The same message is reported this many times; the rest are counted, and told once at the end. */
const SAME_MESSAGE_SHOWN = 3;
/** Messages counted apart; past this many, the next ones are reported without a count (each is rare then). */
const MESSAGES_COUNTED = 1024;

/** What the validator held at most, for the tests of its bounded memory. */
export interface ValidationStats {
  /** The most lines held at once: a case's, and those of its lines with a breach. */
  peakLines: number;
}

class Sink implements BreachSink {
  readonly breaches: LocatedError[] = [];
  /**
   * The lines of the case being read that have a breach, up to EXACT_CASE_LINES (cleared after each
   * case); `overflow` says some were left out.
   */
  readonly lines = new Set<number>();
  overflow = false;
  capped = false;
  /** Per message: how many times seen, and the first breach not shown. */
  private readonly seen = new Map<string, { count: number; first?: LocatedError }>();

  constructor(private readonly max: number) {}

  add(breach: LocatedError): void {
    if (this.lines.size < EXACT_CASE_LINES) this.lines.add(breach.line);
    else this.overflow = true;
    let seen = this.seen.get(breach.message);
    if (seen === undefined && this.seen.size < MESSAGES_COUNTED) this.seen.set(breach.message, (seen = { count: 0 }));
    // A CRLF file would otherwise fill the report with one line end per line.
    if (seen && ++seen.count > SAME_MESSAGE_SHOWN) {
      seen.first ??= breach;
      return;
    }
    this.push(breach);
  }

  /** A case has been checked: its lines are let go. */
  nextCase(): void {
    this.lines.clear();
    this.overflow = false;
  }

  private push(breach: LocatedError): void {
    if (this.breaches.length >= this.max) this.capped = true;
    else this.breaches.push(breach);
  }

  get full(): boolean {
    return this.breaches.length >= this.max;
  }

  /** The messages that were not all shown, each once more, with how many times it was not. */
  finish(): void {
    for (const [message, { count, first }] of this.seen) {
      if (first)
        this.push(
          locatedError(
            first.line,
            first.column,
            `${message} (and ${count - SAME_MESSAGE_SHOWN} more like it from here on)`,
          ),
        );
    }
  }
}

export function validateInput<C>(
  problem: ValidatedProblem<C>,
  source: TextSource,
  options: ValidateOptions = {},
  stats: ValidationStats = { peakLines: 0 },
): Validation {
  const max = options.maxBreaches ?? DEFAULT_MAX_BREACHES;
  const sink = new Sink(max);
  const { exactFormat } = problem.spec;
  const reader = new ExactReader(exactLines(source, sink, { blankLines: exactFormat.blankLines }), sink);
  const { framing } = problem;
  const unit = framing.kind === 'counted' ? framing.unit.one : (framing.unit?.one ?? 'case');
  // The case alone as a whole input of the problem: its lines, framed; parse line k is case line k - skip.
  const skip = framing.kind === 'counted' ? 2 : 1;
  /** The rules and the class of one case, by the problem's own parser and class check. */
  const validateCase = (read: ExactCase, index: number, tokensFaulted: boolean): void => {
    const lineOf = (parseLine: number): number =>
      read.lines[Math.min(read.lines.length - 1, Math.max(0, parseLine - skip))].number;
    const parsed = problem.parse(frameCases(framing, [read.lines.map((line) => `${line.text}\n`).join('')]), {
      strict: true,
    });
    const [only] = parsed.cases;
    // The frame's errors (text after the case, ...) are the token rules' to report: only the case's own count here.
    const errors = only ? (only.result.ok ? [] : only.result.error) : parsed.errors;
    const faulted = new Set(sink.lines);
    for (const error of errors) {
      const line = lineOf(error.line);
      // The parser names the option that enforces the limits; here they always hold.
      if (!faulted.has(line)) sink.add(locatedError(line, error.column, error.message.replace(/ \(--strict\)/g, '')));
    }
    // A class check reads what the token rules read (a checkers move's notation): after their breach, it would repeat
    // it.
    if (errors.length === 0 && !tokensFaulted && only?.result.ok) {
      const judged = problem.classify(only.result.value);
      if (judged.class !== 'contest') {
        const first = read.lines[0].number;
        sink.add(
          locatedError(
            first,
            1,
            `${unit} ${index} is not what a contest's data can contain: ${judged.reasons.join('; ')}`,
          ),
        );
      }
    }
  };
  let cases = 0;
  let tokenBreaches = 0;
  for (const read of exactFormat(reader)) {
    cases++;
    stats.peakLines = Math.max(stats.peakLines, read.lines.length + sink.lines.size);
    // A case cut short (counts far out of range) or full of text faults: the rules would only repeat them.
    if (!sink.full && read.lines.length > 0 && !read.dropped && !sink.overflow)
      validateCase(read, cases, reader.breaches > tokenBreaches);
    tokenBreaches = reader.breaches;
    sink.nextCase();
  }
  stats.peakLines = Math.max(stats.peakLines, sink.lines.size);
  sink.finish();
  return {
    valid: sink.breaches.length === 0 && !sink.capped,
    breaches: sink.breaches,
    capped: sink.capped,
    cases,
    unit,
  };
}
