/// <reference lib="webworker" />
import {
  type AskedQuestions,
  type Kinded,
  type PendingUnit,
  type ProblemCase,
  type ProblemId,
  type ProblemUnit,
  type RuleReplyOf,
  findProblem,
  firstFailureOf,
  lookAlikeOf,
} from '../../src/index.js';
import type { AskRequest, ExplainRequest, JudgeRequest, RuleReply, WorkerReply, WorkerRequest } from './protocol.js';

/**
 * Judges off the main thread with the same library code as the CLI, and answers the page's
 * questions about positions (the moves of a piece, why a square is refused) with the problem's
 * rule questions. Each problem is asked through the registry: what it reads (its cases, or its
 * other input format, found as the CLI finds it) and what its rules answer. A case is judged in
 * one synchronous call, so cancelling means terminating this worker; the page then starts a new one.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: WorkerReply): void => scope.postMessage(reply);

/**
 * Answers go out in batches at most this far apart, so a long run shows progress and a big one does not flood the page.
 */
const BATCH_MS = 50;

/** A case read and waiting to be judged, whatever its problem. */
interface Pending {
  readonly index: number;
  judge(explain: boolean): ProblemCase;
}

/** What the last run read, kept for explaining later pages of its cards. */
let last: { run: number; cases: readonly Pending[]; units: readonly PendingUnit<ProblemUnit>[] } | undefined;

/** Each item made into an answer, sent in batches. */
function batches<T, A>(items: readonly T[], make: (item: T, at: number) => A, send: (batch: A[]) => void): void {
  let batch: A[] = [];
  let lastPost = performance.now();
  for (let at = 0; at < items.length; at++) {
    batch.push(make(items[at], at));
    const now = performance.now();
    if (now - lastPost >= BATCH_MS) {
      send(batch);
      batch = [];
      lastPost = now;
    }
  }
  if (batch.length > 0) send(batch);
}

function judge(request: JudgeRequest): void {
  const { run } = request;
  const started = performance.now();
  const problem = findProblem(request.problem);
  if (!problem) {
    post({ type: 'crashed', run, message: `unknown problem ${request.problem}` });
    return;
  }
  last = undefined;
  // The other format is found as the CLI finds it: through the problem, by the input's start (never with --strict).
  const alternate = problem.alternateInput;
  if (alternate && !request.strict && alternate.recognizes(request.text)) {
    const units: readonly PendingUnit<ProblemUnit>[] = alternate.read(request.text);
    last = { run, cases: [], units };
    post({ type: 'parsed', run, format: 'alternate', total: units.length, errors: [] });
    batches(
      units,
      (unit) => unit.judge(unit.index <= request.explainFirst),
      (batch) => post({ type: 'units', run, units: batch }),
    );
  } else {
    const read = problem.read(request.text, { strict: request.strict });
    const cases: readonly Pending[] = read.cases;
    const { errors } = read;
    last = { run, cases, units: [] };
    const looksLike = lookAlikeOf(request.text, problem.id)?.id;
    // Another problem's input: its first failure alone, as `arbiter <problem>` reports it.
    const first = looksLike && firstFailureOf(request.text, problem.id, { strict: request.strict });
    post({
      type: 'parsed',
      run,
      format: 'cases',
      total: cases.length,
      errors: looksLike ? (first ? [first] : []) : errors,
      ...(looksLike ? { looksLike } : {}),
    });
    batches(
      cases,
      (pending) => pending.judge(pending.index <= request.explainFirst),
      (batch) => post({ type: 'cases', run, cases: batch }),
    );
  }
  post({ type: 'done', run, elapsedMs: performance.now() - started });
}

function explain(request: ExplainRequest): void {
  if (last?.run !== request.run) return;
  const inRange = ({ index }: { index: number }): boolean => index >= request.from && index <= request.to;
  const cases: ProblemCase[] = last.cases.filter(inRange).map((pending) => pending.judge(true));
  const units: ProblemUnit[] = last.units.filter(inRange).map((unit) => unit.judge(true));
  post({ type: 'explained', run: request.run, cases, units });
}

/** A question about one position, asked of its problem's rules (its rule questions). */
function ask({ problem: id, question }: AskRequest): RuleReply {
  // Whichever problem it is: the registry's ask checks the question.
  const questions: AskedQuestions<Kinded, RuleReplyOf<ProblemId>> | undefined = findProblem(id)?.questions;
  if (!questions) return { kind: 'refused', reason: `${String(id)} answers no questions about positions` };
  const answered = questions.ask(question);
  return answered.ok ? answered.value : { kind: 'refused', reason: answered.error };
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'judge') judge(request);
    else if (request.type === 'explain') explain(request);
    else scope.postMessage({ type: 'reply', id: request.id, reply: ask(request) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (request.type === 'ask')
      scope.postMessage({ type: 'reply', id: request.id, reply: { kind: 'refused', reason: message } });
    else post({ type: 'crashed', run: request.run, message });
  }
};
