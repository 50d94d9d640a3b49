import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damaged, randomText } from '../../helpers/fuzz.js';
import { assertLocated } from '../../helpers/located.js';
import { cheesyChess } from '../../../src/problems/cheesy-chess/index.js';
import { contestText, randomCase } from './reference.js';
import { seededRandom } from '../../../src/core/random.js';

/** Parses (both modes) and judges and explains everything that parsed, and checks every error's location. */
function survive(text: string): void {
  for (const strict of [false, true]) {
    const parsed = cheesyChess.parse(text, { strict });
    for (const input of parsed.cases) {
      if (input.result.ok) {
        const verdict = cheesyChess.judge(input.result.value);
        expect(verdict.ok).toBe(true);
        if (verdict.ok) cheesyChess.describe(input.result.value, verdict.value, cheesyChess.explain(input.result.value, verdict.value));
      } else {
        expect(input.result.error.length).toBeGreaterThan(0);
        assertLocated(text, input.result.error);
      }
    }
    assertLocated(text, parsed.errors);
    expect(parsed.cases.length).toBeLessThanOrEqual(text.split('\n').length);
  }
}

const ALPHABET = ['.', '.', '.', '.', 'F', 'D', 'd', 'K', '\n', '\n', '\n', '\r', ' ', ' ', '\t', '0', '1', '2', '3', '8', '9', 'x', '-', 'é', '\u{1F600}', '\uFEFF'];

const validInput = fc.integer().map((seed) => {
  const random = seededRandom(seed);
  const cases = [];
  const count = 1 + Math.floor(random() * 3);
  while (cases.length < count) {
    const width = random() < 0.7 ? 8 : 1 + Math.floor(random() * 9);
    const height = random() < 0.7 ? 8 : 1 + Math.floor(random() * 9);
    const made = randomCase(random, width, height);
    if (made) cases.push(made);
  }
  return contestText(cases);
});

const mutatedInput = damaged(validInput, ALPHABET);

describe('the Cheesy Chess parser under fuzzing', () => {
  it('never throws on random text, and locates every error', () => {
    fc.assert(
      fc.property(randomText(ALPHABET, 400), survive),
      { seed: 42, numRuns: 2000 },
    );
  });

  it('never throws on damaged valid inputs, and locates every error', () => {
    fc.assert(fc.property(mutatedInput, survive), { seed: 42, numRuns: 2000 });
  });

  it('a clean parse accounts for exactly T test cases', () => {
    fc.assert(
      fc.property(mutatedInput, (text) => {
        const parsed = cheesyChess.parse(text);
        const clean = parsed.errors.length === 0 && parsed.cases.every((input) => input.result.ok);
        if (clean) expect(parsed.cases.length).toBe(Number(text.trim().split(/\s/)[0]));
      }),
      { seed: 7, numRuns: 2000 },
    );
  });

  it('a huge T with little input answers what is there and stops', () => {
    const parsed = cheesyChess.parse(`999999999999\n........\n1 1\n3 1\n`);
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(true);
    expect(parsed.errors).toHaveLength(1);
  });

  it('a long run of board rows without coordinates is an error, not a search', () => {
    const parsed = cheesyChess.parse(`1\n${'........\n'.repeat(5000)}`);
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(false);
  });
});
