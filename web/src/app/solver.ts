import type { ProblemId } from '../../../src/index.js';
import type { JudgeRequest, WorkerReply, WorkerRequest } from '../protocol.js';

/** The solving worker: one run at a time; a new run or a cancel replaces the worker mid-run. */
export class Solver {
  private worker: Worker;
  private run = 0;
  private busy = false;

  constructor(
    private readonly onReply: (reply: WorkerReply) => void,
    private readonly onFailure: (message: string) => void,
  ) {
    this.worker = this.spawn();
  }

  get running(): boolean {
    return this.busy;
  }

  start(problem: ProblemId, text: string, strict: boolean, explainFirst: number): void {
    // A worker mid-run cannot hear a new message until it finishes, so a new run replaces it.
    if (this.busy) this.replaceWorker();
    this.busy = true;
    const request: JudgeRequest = { type: 'judge', run: ++this.run, problem, text, strict, explainFirst };
    this.worker.postMessage(request);
  }

  /** Asks for the explanations of the last run's cases or games numbered `from` to `to`. */
  explain(from: number, to: number): void {
    const request: WorkerRequest = { type: 'explain', run: this.run, from, to };
    this.worker.postMessage(request);
  }

  /** Stops the current run; false when nothing was running. */
  cancel(): boolean {
    if (!this.busy) return false;
    this.replaceWorker();
    this.busy = false;
    this.run++;
    return true;
  }

  private replaceWorker(): void {
    this.worker.terminate();
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker('worker.js');
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.run !== this.run) return;
      if (reply.type === 'done' || reply.type === 'crashed') this.busy = false;
      this.onReply(reply);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.busy = false;
      this.replaceWorker();
      this.onFailure(event.message || 'the solver stopped unexpectedly');
    };
    return worker;
  }
}
