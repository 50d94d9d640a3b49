import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import {
  type FuzzTally,
  HOSTILE_KINDS,
  type HostileKind,
  damagedInputs,
  emptyTally,
  hostileInputs,
  randomText,
  UNSAFE_OUTPUT,
  controlledInputs,
  survive,
} from '../helpers/fuzz-harness.js';
import { SUBJECTS } from './subjects.js';

/** Inputs with hostile edits per problem; `npm run fuzz -- --count N` runs as many as asked. */
const HOSTILE_RUNS = 400;

it('every registered problem has a fuzz subject, and every searching one an input beyond its node limit', () => {
  expect(SUBJECTS.map(({ problem }) => problem.id).sort()).toEqual(PROBLEMS.map(({ id }) => id).sort());
  for (const { problem, beyondLimit } of SUBJECTS)
    expect(beyondLimit !== undefined, problem.id).toBe(problem.search !== undefined);
});

/**
 * What the damaged inputs must reach, or their surviving proves little: clean inputs (the edit
 * kept the input valid), whole-input errors, judged cases and cases with input errors.
 */
function expectDamagedCoverage(tally: FuzzTally, runs: number): void {
  expect(tally.inputs).toBe(runs);
  expect(tally.cleanInputs).toBeGreaterThanOrEqual(runs / 100);
  expect(tally.wholeInputErrors).toBeGreaterThanOrEqual(runs / 10);
  expect(tally.verdicts).toBeGreaterThanOrEqual(runs / 4);
  expect(tally.inputErrors).toBeGreaterThanOrEqual(runs / 4);
}

describe.each(SUBJECTS.map((subject) => [subject.problem.id, subject] as const))('%s under fuzzing', (_id, subject) => {
  it('answers every generated valid input cleanly: every case read and judged', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(subject.valid, ({ text, cases }) => {
        const before = tally.cases;
        survive(subject, text, tally);
        expect(tally.cases - before).toBe(cases);
      }),
      { seed: 3, numRuns: subject.runs.valid },
    );
    expect(tally).toMatchObject({
      inputs: subject.runs.valid,
      cleanInputs: subject.runs.valid,
      verdicts: tally.cases,
      inputErrors: 0,
      unjudged: 0,
      wholeInputErrors: 0,
    });
    expect(tally.cases).toBeGreaterThanOrEqual(subject.runs.valid);
  });

  it('never throws on random text; every error located, every case answered on its own line', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(randomText(subject.alphabet, subject.randomLength), (text) => void survive(subject, text, tally)),
      { seed: 42, numRuns: subject.runs.random },
    );
    // Random text is almost never a valid input: nearly all of it must be refused, some of it case by case.
    expect(tally.inputs).toBe(subject.runs.random);
    expect(tally.wholeInputErrors).toBeGreaterThanOrEqual(subject.runs.random * 0.9);
    expect(tally.inputErrors).toBeGreaterThanOrEqual(10);
  });

  it('never throws on damaged valid inputs; every error located, every case answered on its own line', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(damagedInputs(subject), (text) => void survive(subject, text, tally)),
      { seed: 42, numRuns: subject.runs.damaged },
    );
    expectDamagedCoverage(tally, subject.runs.damaged);
    // Damaged in its own characters, an input is still this problem's: never said to look like another's, unless the
    // damage made it that one's input whole (a Rank and File board without its count line is a Check the Check board).
    expect(tally.lookAlikes).toBe(0);
    expect(tally.othersInputs).toBeLessThanOrEqual(subject.runs.damaged * 0.01);
  });

  it('never throws on hostile edits (unicode, NUL, huge numbers, long lines, CR-only line ends, splices, random bytes)', () => {
    const tally = emptyTally();
    const made = new Map<HostileKind, number>();
    fc.assert(
      fc.property(hostileInputs(subject), ({ text, kinds }) => {
        survive(subject, text, tally);
        for (const kind of kinds) made.set(kind, (made.get(kind) ?? 0) + 1);
      }),
      { seed: 11, numRuns: HOSTILE_RUNS },
    );
    expect(tally.inputs).toBe(HOSTILE_RUNS);
    for (const kind of HOSTILE_KINDS) expect(made.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(HOSTILE_RUNS / 20);
    // Some edits leave a case judgeable, most break something: both must be reached.
    expect(tally.verdicts).toBeGreaterThanOrEqual(HOSTILE_RUNS / 10);
    expect(tally.inputErrors + tally.wholeInputErrors).toBeGreaterThanOrEqual(HOSTILE_RUNS / 4);
    expect(tally.errorKinds.size).toBeGreaterThanOrEqual(10);
  });

  it('lets no control character of the input reach the output, in any mode (contest lines, JSON, the text for people, standard error)', () => {
    const tally = emptyTally();
    let inserted = 0;
    fc.assert(
      fc.property(controlledInputs(subject), (text) => {
        survive(subject, text, tally);
        if (UNSAFE_OUTPUT.test(text)) inserted++;
      }),
      { seed: 23, numRuns: HOSTILE_RUNS },
    );
    expect(inserted).toBe(HOSTILE_RUNS);
    // Judged cases (whose explanation quotes a move or a row) and located errors (which quote what they found) both reached.
    expect(tally.verdicts).toBeGreaterThanOrEqual(HOSTILE_RUNS / 10);
    expect(tally.inputErrors + tally.wholeInputErrors).toBeGreaterThanOrEqual(HOSTILE_RUNS / 4);
  });

  it.runIf(subject.problem.search !== undefined)(
    'answers a case beyond its node limit with an error value, on its own line, and judges the others',
    () => {
      const tally = survive(subject, subject.beyondLimit ?? '');
      expect(tally.unjudged).toBeGreaterThanOrEqual(1);
      expect(tally.verdicts).toBeGreaterThanOrEqual(1);
    },
  );
});
