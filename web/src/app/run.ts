import {
  type LocatedError,
  type ProblemCase,
  type ProblemId,
  type ProblemUnit,
  type RegisteredProblemOf,
  answerLine,
} from '../../../src/index.js';
import { RENDERERS } from '../renderers/registry.js';

import { plural } from '../renderers/explanation-parts.js';

/** What a problem's views count of the units of its other input format, for the status line. */
const unitCounts = <Id extends ProblemId>(id: Id, units: readonly ProblemUnit<Id>[]): readonly string[] =>
  RENDERERS[id].alternate?.summary(units) ?? [];

/**
 * One run of the solver over the input: what it read (contest cases, or the units of the
 * problem's other input format), the answers so far, and every located error (those of no case,
 * and each of every unreadable case or unit).
 */
export class Run {
  readonly started = performance.now();
  format: 'cases' | 'alternate' = 'cases';
  total = 0;
  readonly answered: ProblemCase[] = [];
  readonly units: ProblemUnit[] = [];
  readonly errors: LocatedError[] = [];
  /** The problem the input looks like, when it is another problem's. */
  looksLike: ProblemId | undefined;

  constructor(readonly problem: RegisteredProblemOf) {}

  /** Cases or units answered so far. */
  get count(): number {
    return this.format === 'alternate' ? this.units.length : this.answered.length;
  }

  /** What one is called: "case", or the other format's unit ("game"). */
  get unit(): string {
    const { alternateInput } = this.problem;
    return this.format === 'alternate' && alternateInput ? alternateInput.unit : 'case';
  }

  /** What the CLI prints for the input: the contest output, or one line per unit of the other format. */
  output(): string {
    if (this.format === 'alternate') return this.units.map((unit) => `${unit.output}\n`).join('');
    return this.answered.map((item) => `${answerLine(item.outcome)}\n`).join('');
  }

  /** The output's title: the contest's, or the other format's as the CLI prints it. */
  outputTitle(): string {
    return this.format === 'alternate'
      ? `Output (one line per ${this.unit}, as arbiter ${this.problem.id} prints it)`
      : 'Contest output';
  }

  progressText(): string {
    const seconds = ((performance.now() - this.started) / 1000).toFixed(1);
    return `Judging… ${this.count} of ${plural(this.total, this.unit)} answered (${seconds} s)`;
  }

  /**
   * "3 cases judged in 12 ms; 2 errors in the input": every located error counted, as many as the cards and the list
   * show.
   */
  summary(elapsedMs: number): string {
    const undecided = this.answered.filter((item) => item.outcome.kind === 'unjudged').length;
    const parts = [
      ...(this.errors.length > 0 ? [`${plural(this.errors.length, 'error')} in the input`] : []),
      ...(undecided > 0 ? [`${plural(undecided, 'case')} not decided`] : []),
      ...unitCounts(this.problem.id, this.units),
    ];
    return (
      `${plural(this.count, this.unit)} judged in ${Math.round(elapsedMs)} ` +
      `ms${parts.map((part) => `; ${part}`).join('')}.`
    );
  }
}
