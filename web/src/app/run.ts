import {
  type LocatedError,
  type ProblemCase,
  type ProblemId,
  type RegisteredProblemOf,
  answerLine,
} from '../../../src/index.js';
import type { PdnGameItem } from '../protocol.js';

import { plural } from '../renderers/explanation-parts.js';

/**
 * One run of the solver over the input: what it read (contest cases or PDN games), the answers
 * so far, and every located error (those of no case, and each of every unreadable case or game).
 */
export class Run {
  readonly started = performance.now();
  format: 'cases' | 'pdn' = 'cases';
  total = 0;
  readonly answered: ProblemCase[] = [];
  readonly games: PdnGameItem[] = [];
  readonly errors: LocatedError[] = [];
  /** The problem the input looks like, when it is another problem's. */
  looksLike: ProblemId | undefined;

  constructor(readonly problem: RegisteredProblemOf) {}

  /** Cases or games answered so far. */
  get count(): number {
    return this.format === 'pdn' ? this.games.length : this.answered.length;
  }

  get unit(): string {
    return this.format === 'pdn' ? 'game' : 'case';
  }

  /** What the CLI prints for the input: the contest output, or one line per PDN game. */
  output(): string {
    if (this.format === 'pdn') return this.games.map((game) => `${game.answer}\n`).join('');
    return this.answered.map((item) => `${answerLine(item.answer)}\n`).join('');
  }

  progressText(): string {
    const seconds = ((performance.now() - this.started) / 1000).toFixed(1);
    return `Judging… ${this.count} of ${plural(this.total, this.unit)} answered (${seconds} s)`;
  }

  /** "3 cases judged in 12 ms; 2 errors in the input": every located error counted, as many as the cards and the list show. */
  summary(elapsedMs: number): string {
    const undecided = this.answered.filter((item) => item.answer.kind === 'unjudged').length;
    const illegal = this.games.filter((game) => game.explanation.illegalMove !== null).length;
    const contradicted = this.games.filter((game) => game.result.kind === 'contradicts').length;
    const parts = [
      ...(this.errors.length > 0 ? [`${plural(this.errors.length, 'error')} in the input`] : []),
      ...(undecided > 0 ? [`${plural(undecided, 'case')} not decided`] : []),
      ...(illegal > 0 ? [`${plural(illegal, 'game')} with an illegal move`] : []),
      ...(contradicted > 0 ? [`${plural(contradicted, 'result')} contradicted by the final position`] : []),
    ];
    return `${plural(this.count, this.unit)} judged in ${Math.round(elapsedMs)} ms${parts.map((part) => `; ${part}`).join('')}.`;
  }
}
