import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';

const TOOLS = PROBLEMS.map((problem) => problem.tools);

/**
 * Every problem's shrink candidates, through the contestant tools: each is a valid input within
 * the contest's limits, and a generated case usually has some.
 */
describe('shrink candidates', () => {
  for (const tools of TOOLS) {
    it(`${tools.id}: valid inputs, within the contest's limits`, () => {
      const problem = PROBLEMS.find((candidate) => candidate.id === tools.id)!;
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        for (const profile of ['small', 'contest'] as const) {
          for (const input of tools.generate(seed, profile, 2)) {
            let count = 0;
            for (const candidate of input.candidates()) {
              const read = problem.read(tools.input([candidate]), { strict: true });
              expect(read.errors).toEqual([]);
              // One case, judged once: a verdict, Arbiter's answer to the candidate (as an input's first case).
              expect(read.cases.map((pending) => pending.judge(false).outcome)).toMatchObject([
                { kind: 'verdict', output: tools.numbered(candidate.expected(), 0) },
              ]);
              if (++count >= 30) break;
            }
            checked += count;
          }
        }
      }
      expect(checked).toBeGreaterThan(30);
    });
  }
});
