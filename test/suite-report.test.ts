import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  BUDGET,
  type FileTime,
  budgetFails,
  durations,
  fileShare,
  concurrency,
  family,
  fewer,
  fileTimes,
  loadScale,
  main,
  overBudget,
} from '../scripts/suite-report.mjs';

/**
 * The suite's cost and budget (scripts/suite-report.mjs, docs/testing.md "The suite's cost"), on
 * made-up reports of vitest's JSON shape: files timed from their setup file, the files at once, the
 * budget scaled by the CPU other processes took, and the counts of tests and assertions by family.
 */

const test = (start: number, duration: number, meta: Record<string, number> = {}) => ({
  startTime: start,
  duration,
  meta,
});
const result = (name: string, startTime: number, endTime: number, tests: ReturnType<typeof test>[]) => ({
  name: `/repo/${name}`,
  startTime,
  endTime,
  status: 'passed',
  assertionResults: tests,
});

const file = (name: string, start: number, seconds: number): FileTime => ({
  file: name,
  start,
  end: start + seconds * 1000,
  seconds,
  tests: 1,
  assertions: 1,
  cpu: 0,
  failed: false,
});

/** A run of 481 s, over its budget, said; and one of 577 s, over its limit. */
const SAID = 'the vitest run took 481 s, over 480 s (its limit is 576 s: said, not failed)';
const OVER = 'the vitest run took 577 s, over 576 s (its budget, 480 s, and 20% for drift)';

describe('the suite report', () => {
  it('times a file from its setup file to its last test, and counts its tests and assertions', () => {
    const [times] = fileTimes(
      {
        testResults: [
          result('test/a.test.ts', 10_000, 30_000, [
            test(10_000, 5_000, { assertions: 3, fileStart: 4_000, cpu: 2 }),
            test(15_000, 15_000, { assertions: 4, fileStart: 4_000, cpu: 9.5 }),
          ]),
        ],
      },
      '/repo',
    );
    expect(times).toEqual({
      file: 'test/a.test.ts',
      start: 4_000,
      end: 30_000,
      seconds: 26,
      tests: 2,
      assertions: 7,
      cpu: 9.5,
      failed: false,
    });
  });

  it('finds the most files that ran at once, a file that follows another not overlapping it', () => {
    expect(concurrency([file('a', 0, 10), file('b', 10_000, 10), file('c', 5_000, 2)])).toEqual({
      span: 20,
      most: 2,
      mean: 22 / 20,
    });
    expect(concurrency([])).toEqual({ span: 0, most: 0, mean: 0 });
  });

  it('fails a file over 90 s and a run 20% over 8 minutes, on two free cores; says a run over 8 minutes', () => {
    expect(BUDGET).toEqual({ fileSeconds: 90, runSeconds: 480, runDrift: 0.2, cores: 2 });
    expect(overBudget([file('a', 0, 90), file('b', 0, 60)], 480)).toEqual([]);
    expect(overBudget([file('a', 0, 90.5), file('b', 0, 60)], 481)).toEqual(['a took 90.5 s, over 90 s', SAID]);
    expect(overBudget([file('a', 0, 60)], 576)).toEqual([
      'the vitest run took 576 s, over 480 s (its limit is 576 s: said, not failed)',
    ]);
    expect(overBudget([file('a', 0, 60)], 577)).toEqual([OVER]);
  });

  it('fails the step for a file over its limit and the run over its own; for the run over its budget only with --budget-run', () => {
    const file = 'a took 90.5 s, over 90 s';
    expect([budgetFails([]), budgetFails([], true)]).toEqual([false, false]);
    expect([budgetFails([file]), budgetFails([file, SAID])]).toEqual([true, true]);
    expect([budgetFails([SAID]), budgetFails([SAID], true)]).toEqual([false, true]);
    expect([budgetFails([OVER]), budgetFails([OVER], true)]).toEqual([true, true]);
  });

  it('--budget says what is over, and exits 1 for a file or the run over its limit, for the run over its budget with --budget-run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-budget-'));
    const report = join(dir, 'vitest.json');
    const machine = join(dir, 'machine.json');
    /** `--budget` on a made-up report: files one after another, or at once, of these seconds; a machine note or none. */
    const budget = (seconds: number[], { together = false, otherCores = -1, run = false } = {}) => {
      let start = 0;
      const results = seconds.map((length, i) => {
        const file = result(`f${i}`, start * 1000, (start + length) * 1000, [test(start * 1000, 1)]);
        if (!together) start += length;
        return file;
      });
      const vitest = { numPassedTests: 1, numFailedTests: 0, numTotalTests: 1, startTime: 0, testResults: results };
      writeFileSync(report, JSON.stringify(vitest));
      writeFileSync(machine, otherCores < 0 ? '{}' : JSON.stringify({ cores: 2, otherCores, started: -1, ended: 1 }));
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        const status = main(['--budget', ...(run ? ['--budget-run'] : [])], { report, machine, root: '/repo/' });
        const lines = log.mock.calls.map(([line]) => String(line));
        return { status, over: lines.filter((line) => line.startsWith('over budget: ')).map((line) => line.slice(13)) };
      } finally {
        log.mockRestore();
      }
    };
    expect(budget([90, 90, 90])).toEqual({ status: 0, over: [] });
    expect(budget([91, 59])).toEqual({ status: 1, over: ['f0 took 91.0 s, over 90 s'] });
    const runOver = { over: [SAID] };
    expect(budget([90, 90, 90, 90, 90, 31])).toEqual({ status: 0, ...runOver });
    expect(budget([90, 90, 90, 90, 90, 31], { run: true })).toEqual({ status: 1, ...runOver });
    expect(budget([90, 90, 90, 90, 90, 90, 37])).toEqual({ status: 1, over: [OVER] });
    // Three files at once on two cores: a file has 1.5 times as long.
    expect(budget([130, 130, 130], { together: true })).toEqual({ status: 0, over: [] });
    expect(budget([136, 130, 130], { together: true })).toEqual({ status: 1, over: ['f0 took 136.0 s, over 135 s'] });
    // Other processes took one of the two cores: the run has twice as long (the machine note of this run).
    expect(budget([90, 90, 90, 90, 90, 90, 90, 90, 90, 90], { otherCores: 1 })).toEqual({ status: 0, over: [] });
    const loaded = 'the vitest run took 961 s, over 960 s (its limit is 1152 s: said, not failed)';
    expect(budget([90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 61], { otherCores: 1 })).toEqual({
      status: 0,
      over: [loaded],
    });
    expect(budget([90, 90, 90, 90, 90, 90, 90, 90, 90, 90, 61], { otherCores: 1, run: true })).toEqual({
      status: 1,
      over: [loaded],
    });
    expect(budget([...Array<number>(12).fill(90), 73], { otherCores: 1 })).toEqual({
      status: 1,
      over: ['the vitest run took 1153 s, over 1152 s (its budget, 960 s, and 20% for drift)'],
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives the run more time when other processes took the cores it was to have', () => {
    expect(loadScale(undefined)).toBe(1);
    expect(loadScale({ cores: 2, otherCores: 0.1 })).toBeCloseTo(2 / 1.9);
    // Two CPU hogs on two cores take about one of them from the suite's two workers.
    expect(loadScale({ cores: 2, otherCores: 1 })).toBe(2);
    expect(loadScale({ cores: 8, otherCores: 3 })).toBe(1);
    expect(loadScale({ cores: 2, otherCores: 2 })).toBe(4);
    expect(overBudget([file('a', 0, 150)], 900, loadScale({ cores: 2, otherCores: 1 }))).toEqual([]);
  });

  it('gives a file more time when more files ran at once than two cores, each with a share of one, not the run', () => {
    expect([fileShare(1), fileShare(2), fileShare(3), fileShare(4)]).toEqual([1, 1, 1.5, 2]);
    expect([fileShare(9, 8), fileShare(8, 8)]).toEqual([1.125, 1]);
    expect(overBudget([file('a', 0, 120)], 481, 1, fileShare(3))).toEqual([SAID]);
    expect(overBudget([file('a', 0, 136)], 480, 1, fileShare(3))).toEqual(['a took 136.0 s, over 135 s']);
  });

  it('counts a split file’s parts as the file it began as, and names a family with fewer tests or assertions', () => {
    expect(family('test/cli/package-2.test.ts')).toBe('test/cli/package.test.ts');
    expect(family('test/install/documented-3.full.test.ts')).toBe('test/install/documented.full.test.ts');
    expect(family('test/cli/stress.test.ts')).toBe('test/cli/stress.test.ts');
    const before = { 'test/x.test.ts': { tests: 5, assertions: 10 }, 'test/y.test.ts': { tests: 2, assertions: 2 } };
    expect(
      fewer(before, {
        'test/x.test.ts': { tests: 3, assertions: 6 },
        'test/x-2.test.ts': { tests: 2, assertions: 4 },
        'test/y.test.ts': { tests: 2, assertions: 2 },
      }),
    ).toEqual([]);
    expect(fewer(before, { 'test/x.test.ts': { tests: 5, assertions: 9 } })).toEqual([
      'test/x.test.ts: 5 tests, 10 assertions before; 5, 9 now',
      'test/y.test.ts: 2 tests, 2 assertions before; 0, 0 now',
    ]);
  });
});

describe('the durations a fresh clone orders its run by', () => {
  it('gives each file its seconds to a tenth, the files in order', () => {
    const table = durations([
      { file: 'test/b.test.ts', seconds: 1.26 },
      { file: 'test/a.test.ts', seconds: 20 },
    ]);
    expect(table).toEqual({ 'test/a.test.ts': 20, 'test/b.test.ts': 1.3 });
    expect(Object.keys(table)).toEqual(['test/a.test.ts', 'test/b.test.ts']);
  });
});
