import { outputLines } from '../core/compare.js';
import { ddmin, shrink } from '../core/shrink-search.js';
import type { ContestantTools, TestCase } from '../framework/contestant-tools.js';
import { plural } from './contestant.js';
import { type Failure, type FailureIdentity, type Runner, identityOf, sameWay } from './runner.js';

/**
 * Shrinking a failing input with the contestant's program: first the list of cases (ddmin), then
 * the cases themselves (greedy, every step strictly smaller by the problem's measure and never
 * leaving the case's class), until no candidate fails the same way or the budget runs out.
 *
 * Cases are independent in every format, so candidate cases are tried many at a time, in one run
 * of an input holding them all ("batched"): a program with a slow start (Python, Java) pays it
 * once per batch instead of once per candidate. A candidate fails the same way when its own line
 * gives the same (expected, given) pair (as the problem's failureKey reads it). A program that crashes, runs out of
 * time or answers the
 * wrong number of lines on a batch is tried one candidate a run from then on, and the final input
 * is confirmed by a run of its own: a program whose answers depend on the cases before them must
 * not fool the search.
 */

export interface MinimizeOptions {
  readonly jobs: number;
  /** Candidates in one batched run, at most (1: a run for each). */
  readonly batch: number;
  /** The Date.now() time after which no more candidates are tried. */
  readonly deadline: number;
  /** The time limit of each run. */
  readonly timeLimitMs: number;
  /** Told of each smaller failing input taken. */
  readonly onStep?: (cases: readonly TestCase[]) => void;
  /** Told of each group of candidates tried, for progress. */
  readonly onTry?: (tries: number) => void;
}

export interface Minimized {
  readonly cases: readonly TestCase[];
  /** The failure of `cases`, from a run of its own. */
  readonly failure: Failure;
  readonly steps: number;
  /** Candidates tried. */
  readonly tries: number;
  /** Runs of the program. */
  readonly runs: number;
  /** No single candidate of `cases` fails the same way (false: the budget ran out first). */
  readonly minimal: boolean;
  /** Whether some candidates were tried many to a run. */
  readonly batched: boolean;
  /** Why batching stopped, or what the final run showed, in a sentence for the report. */
  readonly notes: readonly string[];
}

/** Removing one case, then each case replaced by one of its smaller candidates. */
function* listCandidates(cases: readonly TestCase[]): Generator<readonly TestCase[]> {
  if (cases.length > 1)
    for (let index = 0; index < cases.length; index++) yield cases.filter((_, other) => other !== index);
  for (let index = 0; index < cases.length; index++) {
    for (const smaller of cases[index].candidates())
      yield cases.map((input, other) => (other === index ? smaller : input));
  }
}

/** A list's size: how many cases, then the sum of their measures (so that shrinking one case decreases it). */
function listMeasure(cases: readonly TestCase[]): number[] {
  const sum: number[] = [];
  for (const input of cases) input.measure().forEach((value, index) => (sum[index] = (sum[index] ?? 0) + value));
  return [cases.length, ...sum];
}

const canBatch = (identity: FailureIdentity): boolean => identity.kind === 'wrong-answer' && identity.paired;

export async function minimize(
  runner: Runner,
  tools: ContestantTools,
  start: readonly TestCase[],
  startFailure: Failure,
  options: MinimizeOptions,
): Promise<Minimized> {
  const identity = identityOf(tools, startFailure);
  const runsBefore = runner.runs;
  const stop = (): boolean => Date.now() > options.deadline;
  const notes: string[] = [];
  let tries = 0;
  /** Failures seen in runs of a candidate alone: the accepted ones need no second run. */
  const failures = new Map<readonly TestCase[], Failure>([[start, startFailure]]);

  const judgeAlone = (cases: readonly TestCase[]): Promise<Failure | undefined> =>
    runner.judge(cases, { timeLimitMs: options.timeLimitMs });
  // One run per candidate, `jobs` at a time; the first failing in candidate order wins, as if tried one by one.
  const firstAlone = async (lists: readonly (readonly TestCase[])[]): Promise<number | undefined> => {
    for (let at = 0; at < lists.length; at += options.jobs) {
      const wave = lists.slice(at, at + options.jobs);
      const results = await Promise.all(wave.map(judgeAlone));
      tries += wave.length;
      options.onTry?.(tries);
      const index = results.findIndex((failure) => sameWay(tools, identity, failure));
      if (index >= 0) {
        failures.set(wave[index], results[index] as Failure);
        return at + index;
      }
    }
    return undefined;
  };

  let batching = options.batch > 1 && canBatch(identity);
  let batchRuns = 0;
  const firstInBatch = async (lists: readonly (readonly TestCase[])[]): Promise<number | undefined> => {
    if (!batching || lists.length < 2 || lists.some((cases) => cases.length !== 1)) return firstAlone(lists);
    const batch = lists.map((cases) => cases[0]);
    const expected = tools.answers(batch);
    const outcome = await runner.run(tools.input(batch), expected, options.timeLimitMs);
    batchRuns++;
    const got = outputLines(outcome.stdout);
    if (outcome.kind === 'finished' && got.length === batch.length) {
      tries += batch.length;
      options.onTry?.(tries);
      const index = batch.findIndex(
        (_, at) => expected[at] !== got[at] && tools.failureKey(expected[at], got[at], at) === identity.key,
      );
      return index >= 0 ? index : undefined;
    }
    batching = false;
    const what =
      outcome.kind === 'finished'
        ? `answered ${plural(got.length, 'line')}`
        : outcome.kind === 'runtime-error'
          ? 'crashed'
          : outcome.kind === 'time-limit'
            ? 'ran out of time'
            : 'printed too much';
    notes.push(
      `Your program ${what} on an input of ${plural(batch.length, 'candidate case')}, so candidates ` +
        `were then tried one a run.`,
    );
    return firstAlone(lists);
  };

  // The list of cases: the one that failed, alone, first.
  const { mismatch } = startFailure;
  const alone = mismatch && mismatch.index < start.length ? [mismatch.index] : [];
  const listed = await ddmin(start, firstAlone, { stop, alone, onStep: options.onStep });
  if (alone.length > 0 && listed.value.length > 1 && listed.minimal)
    notes.push(
      `Case ${alone[0] + 1} fails only after other cases of the input: your program's answer to a ` +
        `case depends on the cases before it (state kept between cases?).`,
    );

  const descend = (from: readonly TestCase[], group: number) =>
    shrink(from, listCandidates, batching ? firstInBatch : firstAlone, {
      stop,
      group,
      measure: listMeasure,
      onStep: options.onStep,
    });
  let shrunk = await descend(listed.value, batching ? options.batch : options.jobs);
  let failure = failures.get(shrunk.value);
  if (!failure) {
    // Taken from a batch: it must fail the same way in a run of its own.
    const alone = await judgeAlone(shrunk.value);
    if (sameWay(tools, identity, alone)) failure = alone;
    else {
      notes.push(
        "The smallest case found in batches passes when run alone: your program's answer to a case " +
          'depends on the cases before it (state kept between cases?). Shrinking went on one case a run.',
      );
      batching = false;
      options.onStep?.(listed.value);
      shrunk = await descend(listed.value, options.jobs);
    }
  }
  return {
    cases: shrunk.value,
    // Every value taken one case a run has its failure in `failures`.
    failure: failure ?? (failures.get(shrunk.value) as Failure),
    steps: listed.steps + shrunk.steps,
    tries,
    runs: runner.runs - runsBefore,
    minimal: shrunk.minimal,
    batched: batchRuns > 0,
    notes,
  };
}
