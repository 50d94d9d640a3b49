import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';

/**
 * Everything `arbiter gen` writes in its contest-class profiles is exactly contest text: the input
 * validator accepts it, 10,000 inputs in all (2,500 a problem, 1 to 3 cases each).
 */
const INPUTS_PER_PROBLEM = 2500;
const PROFILES = ['small', 'contest', 'hard'] as const;

describe('validate accepts what gen makes', () => {
  it.each(PROBLEMS.map((problem) => [problem.id, problem] as const))(
    '%s',
    async (_id, problem) => {
      let checked = 0;
      const refused: string[] = [];
      for (let seed = 0; seed < INPUTS_PER_PROBLEM; seed++) {
        // The worker free now and then to answer vitest (test/helpers/suite-meta.ts).
        if (seed % 100 === 0) await new Promise(setImmediate);
        const profile = PROFILES[seed % PROFILES.length];
        const text = problem.tools.input(problem.tools.generate(seed, profile, 1 + (seed % 3)));
        const validation = problem.validateInput(text);
        checked++;
        if (!validation.valid && refused.length < 3) {
          const [first] = validation.breaches;
          refused.push(
            `seed ${seed}, profile ${profile}: line ${first.line}:${first.column}: ${first.message}\n${text}`,
          );
        }
      }
      expect(refused).toEqual([]);
      expect(checked).toBe(INPUTS_PER_PROBLEM);
    },
    300_000,
  );
});
