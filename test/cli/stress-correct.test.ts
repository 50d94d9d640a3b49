import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { nodeSolution, scratch, stress } from './contestant-helpers.js';

/**
 * No false alarm: correct solutions pass stress tests of contest data: 200 each in the full suite,
 * 1,000 each with `npm run test:slow` (ARBITER_STRESS_TESTS sets the number). One per problem
 * written from docs/ (src/problems/<problem>/package/<problem>.mjs, the default profiles), and the
 * native references beside them (C and C++, compiled here; every profile), each reported as skipped
 * when its compiler is absent. The time limit is generous: a loaded machine must not make a
 * correct program look slow.
 */

const TESTS = Number(process.env.ARBITER_STRESS_TESTS ?? 200);
const TIME = ['--tests', String(TESTS), '--time', '3600', '--time-limit', '10'];

async function passes(problem: string, command: readonly string[], options: readonly string[] = []): Promise<void> {
  const { ran, report } = await stress(problem, [...TIME, ...options], command);
  expect(report.result, ran.stdout).toBe('passed');
  expect(report.tests).toBe(TESTS);
  expect(report.cases).toBeGreaterThanOrEqual(TESTS);
  expect(ran.status).toBe(0);
}

describe(`correct solutions pass ${TESTS} tests`, () => {
  for (const { id: problem } of PROBLEMS) {
    it(`${problem} (Node, the default mix of small, contest and hard)`, { timeout: 900_000 }, () =>
      passes(problem, nodeSolution(`${problem}.mjs`)),
    );
  }

  // Each problem's native reference: the one .c or .cpp file of its package ingredients.
  const NATIVE = PROBLEMS.map(({ id: problem }) => {
    const source = readdirSync(new URL(`../../src/problems/${problem}/package/`, import.meta.url)).find((file) =>
      /\.(c|cpp)$/.test(file),
    );
    if (!source) throw new Error(`src/problems/${problem}/package/ holds no native reference (.c or .cpp)`);
    return { problem, source, compiler: source.endsWith('.c') ? 'cc' : 'g++' };
  });
  for (const { problem, source, compiler } of NATIVE) {
    const present = spawnSync(compiler, ['--version']).status === 0;
    it.skipIf(!present)(
      `${problem} (${source}, compiled with ${compiler}; skipped without it), in each profile`,
      { timeout: 900_000 },
      async () => {
        const binary = join(scratch(), problem);
        const compiled = spawnSync(
          compiler,
          ['-O2', '-o', binary, new URL(`../../src/problems/${problem}/package/${source}`, import.meta.url).pathname],
          {
            encoding: 'utf8',
          },
        );
        expect(compiled.status, compiled.stderr).toBe(0);
        for (const profile of ['small', 'contest', 'hard']) await passes(problem, [binary], ['--profile', profile]);
      },
    );
  }
});
