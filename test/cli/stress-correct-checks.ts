import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { partOf } from '../helpers/parts.js';
import { compiled, nodeSolution, stress } from './contestant-helpers.js';

/**
 * No false alarm: correct solutions pass stress tests of contest data: 200 each in the full suite,
 * 1,000 each with `npm run test:slow` (ARBITER_STRESS_TESTS sets the number). One per problem
 * written from docs/ (src/problems/<problem>/package/<problem>.mjs, the default profiles), and the
 * native references beside them (C and C++, compiled once a run; every profile), each reported as
 * skipped when its compiler is absent. The time limit is generous: a loaded machine must not make a
 * correct program look slow. stress-correct.test.ts, stress-correct-2.test.ts, ...: each file a
 * part of the problems (test/helpers/parts.ts).
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

/** Part `part` of `parts` of the problems' correct solutions. */
export function correctSolutionsPass(part: number, parts: number): void {
  const problems = partOf(PROBLEMS, part, parts);
  describe(`correct solutions pass ${TESTS} tests`, () => {
    for (const { id: problem } of problems) {
      it(`${problem} (Node, the default mix of small, contest and hard)`, { timeout: 900_000 }, () =>
        passes(problem, nodeSolution(`${problem}.mjs`)),
      );
    }

    // Each problem's native reference: the one .c or .cpp file of its package ingredients.
    const NATIVE = problems.map(({ id: problem }) => {
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
          const built = await compiled(
            new URL(`../../src/problems/${problem}/package/${source}`, import.meta.url).pathname,
            compiler,
          );
          expect('error' in built ? built.error : '').toBe('');
          const binary = 'binary' in built ? built.binary : '';
          for (const profile of ['small', 'contest', 'hard']) await passes(problem, [binary], ['--profile', profile]);
        },
      );
    }
  });
}
