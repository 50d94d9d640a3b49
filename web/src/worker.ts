/// <reference lib="webworker" />
import { type ProblemCase, findProblem } from '../../src/index.js';
import type { JudgeRequest, WorkerReply } from './protocol.js';

/**
 * Judges off the main thread with the same library code as the CLI. A case is judged in one
 * synchronous call, so cancelling means terminating this worker; the page then starts a new one.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: WorkerReply): void => scope.postMessage(reply);

/** Answers go out in batches at most this far apart, so a long run shows progress and a big one does not flood the page. */
const BATCH_MS = 50;

function judge(request: JudgeRequest): void {
  const { run } = request;
  const started = performance.now();
  const problem = findProblem(request.problem);
  if (!problem) {
    post({ type: 'crashed', run, message: `unknown problem ${request.problem}` });
    return;
  }
  const { cases, errors } = problem.read(request.text, { strict: request.strict });
  post({ type: 'parsed', run, total: cases.length, errors });
  let batch: ProblemCase[] = [];
  let lastPost = performance.now();
  for (const pending of cases) {
    batch.push(pending.answered(pending.index <= request.explainFirst));
    const now = performance.now();
    if (now - lastPost >= BATCH_MS) {
      post({ type: 'cases', run, cases: batch });
      batch = [];
      lastPost = now;
    }
  }
  if (batch.length > 0) post({ type: 'cases', run, cases: batch });
  post({ type: 'done', run, elapsedMs: performance.now() - started });
}

scope.onmessage = (event: MessageEvent<JudgeRequest>) => {
  try {
    judge(event.data);
  } catch (error) {
    post({ type: 'crashed', run: event.data.run, message: error instanceof Error ? error.message : String(error) });
  }
};
