import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damaged, randomText } from '../../helpers/fuzz.js';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import { assertLocated } from '../../helpers/located.js';
import { contestGameText } from './arbitraries.js';

/** Parses, judges what parsed (with a small node limit: the fuzzer may write m = 999), checks every error's place. */
function survive(text: string): void {
  const parsed = simplifiedChess.parse(text);
  for (const input of parsed.cases) {
    if (input.result.ok) simplifiedChess.judge(input.result.value, { nodeLimit: 50_000 });
    else {
      expect(input.result.error.length).toBeGreaterThan(0);
      assertLocated(text, input.result.error);
    }
  }
  assertLocated(text, parsed.errors);
}

const ALPHABET = ['1', '2', '3', '4', '5', '9', '0', ' ', ' ', '\n', '\n', '\r', '\t', 'Q', 'R', 'B', 'N', 'K', 'A', 'C', 'D', 'q', 'x', '-', 'é', '\u{1F600}'];

const validInput = fc
  .array(contestGameText(6), { minLength: 1, maxLength: 3 })
  .map((games) => `${games.length}\n${games.map((game) => game.slice(game.indexOf('\n') + 1)).join('')}`);

const mutatedInput = damaged(validInput, ALPHABET);

describe('the Simplified Chess Engine parser under fuzzing', () => {
  it('never throws on random text, and locates every error', () => {
    fc.assert(fc.property(randomText(ALPHABET, 300), survive), {
      seed: 42,
      numRuns: 3000,
    });
  });

  it('never throws on damaged valid inputs, and locates every error', () => {
    fc.assert(fc.property(mutatedInput, survive), { seed: 42, numRuns: 2000 });
  });
});
