import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeSolution, scratch, stress } from './contestant-helpers.js';

/**
 * Correct solutions pass 300 stress tests without a false alarm: one per problem, written from
 * docs/ (test/fixtures/solutions/*.mjs), and Rank and File's native reference in C
 * (bench/native/rank-and-file.c), compiled here with cc.
 */

const CC_PRESENT = spawnSync('cc', ['--version']).status === 0;

describe('correct solutions pass 300 tests', () => {
  for (const problem of ['simplified-chess', 'cheesy-chess', 'checkers']) {
    it(`${problem} (Node)`, async () => {
      const { ran, report } = await stress(problem, ['--tests', '300'], nodeSolution(`${problem}.mjs`));
      expect(report.result, ran.stdout).toBe('passed');
      expect(report.tests).toBe(300);
      expect(ran.status).toBe(0);
    });
  }

  it('rank-and-file (Node, 100 tests: the C program below runs the 300)', async () => {
    const { ran, report } = await stress('rank-and-file', ['--tests', '100'], nodeSolution('rank-and-file.mjs'));
    expect(report.result, ran.stdout).toBe('passed');
    expect(ran.status).toBe(0);
  });

  it.skipIf(!CC_PRESENT)('rank-and-file (C, compiled with cc; skipped when cc is absent)', async () => {
    const binary = join(scratch(), 'rank-and-file');
    const compiled = spawnSync('cc', ['-O2', '-o', binary, new URL('../../bench/native/rank-and-file.c', import.meta.url).pathname], {
      encoding: 'utf8',
    });
    expect(compiled.status, compiled.stderr).toBe(0);
    for (const profile of ['small', 'contest', 'hard']) {
      const { ran, report } = await stress('rank-and-file', ['--tests', '300', '--profile', profile], [binary]);
      expect(report.result, ran.stdout).toBe('passed');
    }
  });
});
