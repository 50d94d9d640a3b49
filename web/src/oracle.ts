import type { ProblemId } from '../../src/index.js';
import type { AskReply, RuleReply, RuleQuestion, WorkerRequest } from './protocol.js';

/**
 * Questions about one position (the moves of a piece, why a square is refused), answered by a
 * worker of their own with the problem's rules, so that a long run does not hold them up.
 */
class RulesOracle {
  private worker: Worker | undefined;
  private asked = 0;
  private readonly waiting = new Map<number, (answer: RuleReply) => void>();

  ask(problem: ProblemId, question: RuleQuestion): Promise<RuleReply> {
    const worker = (this.worker ??= this.spawn());
    const id = ++this.asked;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ type: 'ask', id, problem, question } satisfies WorkerRequest);
    });
  }

  private spawn(): Worker {
    const worker = new Worker('worker.js');
    worker.onmessage = (event: MessageEvent<AskReply>) => {
      const resolve = this.waiting.get(event.data.id);
      this.waiting.delete(event.data.id);
      resolve?.(event.data.reply);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // Everyone waiting hears why; the next question starts a new worker.
      for (const resolve of this.waiting.values())
        resolve({ kind: 'refused', reason: event.message || 'the rules worker stopped' });
      this.waiting.clear();
      this.worker = undefined;
    };
    return worker;
  }
}

let oracle: RulesOracle | undefined;

/** Asks the rules worker (started on the first question) one of `problem`'s rule questions about a position. */
export const askRules = (problem: ProblemId, question: RuleQuestion): Promise<RuleReply> =>
  (oracle ??= new RulesOracle()).ask(problem, question);
