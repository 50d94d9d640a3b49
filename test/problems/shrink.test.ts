import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';

const TOOLS = PROBLEMS.map((problem) => problem.tools);

/**
 * Every problem's shrink candidates, through the contestant tools: each is a valid input (with
 * --strict for contest inputs), and a generated input always has some (it can be cut to one case).
 */
describe('shrink candidates', () => {
  for (const tools of TOOLS) {
    it(`${tools.id}: valid inputs, within the contest's limits for contest inputs`, () => {
      const problem = PROBLEMS.find((candidate) => candidate.id === tools.id)!;
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        for (const profile of ['small', 'contest'] as const) {
          const input = tools.generate(seed, profile, 2);
          let count = 0;
          for (const candidate of input.candidates(1, profile === 'contest')) {
            const read = problem.read(candidate.text, { strict: profile === 'contest' });
            expect(read.errors).toEqual([]);
            expect(read.cases.map((pending) => pending.answer(false).answer.kind)).toEqual(Array(candidate.caseCount).fill('verdict'));
            expect(candidate.expected()).toHaveLength(candidate.caseCount);
            if (++count >= 60) break;
          }
          expect(count).toBeGreaterThan(2);
          checked += count;
        }
      }
      expect(checked).toBeGreaterThan(30);
    });
  }

  it('list the failing case alone first', () => {
    const input = TOOLS[0].generate(5, 'small', 3);
    const [first] = input.candidates(2, false);
    expect(first.caseCount).toBe(1);
    expect(first.expected()).toEqual([input.expected()[2]]);
  });
});
