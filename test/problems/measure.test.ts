import { describe, expect, it } from 'vitest';
import { compareMeasures } from '../../src/core/candidates.js';
import { formatInputs } from '../../src/framework/input-format.js';
import { PROFILES, worseClass } from '../../src/core/generate.js';
import type { Problem } from '../../src/framework/problem.js';
import { seededRandom } from '../../src/core/random.js';
import { UNCHECKED } from '../helpers/unchecked.js';

/**
 * Every problem's shrink candidates against its measure and its class: each candidate strictly
 * smaller (so shrinking never goes round), none of a worse class than the case it came from, and
 * each within the contest's limits when the case was. Then shrinking to the end by always taking
 * the first candidate (a program that prints nothing fails on every input) ends within a few steps.
 * That the candidates reach a small failing core is shrink-reach.full.test.ts.
 */

type AnyProblem = Problem<unknown, object, object>;
const PROBLEMS = UNCHECKED as unknown as AnyProblem[];

/** Cases per problem and profile, and candidates looked at per case. */
const CASES = 15;
const CANDIDATES = 40;

/** Whether the contest's reader takes the case with --strict. */
const strictlyValid = (problem: AnyProblem, input: unknown): boolean => {
  const parsed = problem.parse(formatInputs(problem, [input]), { strict: true });
  return parsed.errors.length === 0 && parsed.cases.length === 1 && parsed.cases[0].result.ok;
};

describe('shrink candidates and the measure', () => {
  for (const problem of PROBLEMS) {
    it(`${problem.id}: every candidate is strictly smaller, of no worse class, and within the limits when the case was`, () => {
      let candidates = 0;
      let cases = 0;
      // Every candidate checked, the faults gathered: an expect() per candidate costs more than the checks.
      const faults: string[] = [];
      for (const profile of PROFILES) {
        for (const input of problem.generate(seededRandom(11), profile, CASES)) {
          const measure = problem.measure(input);
          const own = problem.classify(input).class;
          let looked = 0;
          for (const candidate of problem.shrink(input)) {
            const smaller = problem.measure(candidate);
            if (!(compareMeasures(smaller, measure) < 0))
              faults.push(`not smaller: ${JSON.stringify(smaller)} from ${JSON.stringify(measure)}`);
            const verdict = problem.classify(candidate);
            if (worseClass(verdict.class, own))
              faults.push(`${verdict.class} from ${own}: ${verdict.reasons.join('; ')}`);
            if (own === 'contest' && !strictlyValid(problem, candidate))
              faults.push(`beyond the limits (--strict): ${problem.formatInput(candidate)}`);
            candidates++;
            if (++looked >= CANDIDATES) break;
          }
          cases++;
        }
      }
      expect(faults.slice(0, 5)).toEqual([]);
      expect(cases).toBe(PROFILES.length * CASES);
      expect(candidates).toBeGreaterThan(cases * 5);
    });

    it(`${problem.id}: always taking the first candidate ends within twenty steps`, () => {
      let longest = 0;
      for (const input of problem.generate(seededRandom(12), 'hard', 20)) {
        let value = input;
        let steps = 0;
        for (
          let next = problem.shrink(value)[Symbol.iterator]().next();
          !next.done;
          next = problem.shrink(value)[Symbol.iterator]().next()
        ) {
          value = next.value;
          steps++;
          expect(steps).toBeLessThan(200);
        }
        longest = Math.max(longest, steps);
      }
      expect(longest).toBeGreaterThan(0);
      expect(
        longest,
        'docs/design.md, step 1 (its folder: shrink): always taking the first candidate ends within 20 steps',
      ).toBeLessThanOrEqual(20);
    });
  }
});
