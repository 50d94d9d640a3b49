import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

type Mutation = (text: string, position: number, char: string) => string;
const MUTATIONS: readonly Mutation[] = [
  (text, at) => text.slice(0, at) + text.slice(at + 1),
  (text, at, char) => text.slice(0, at) + char + text.slice(at),
  (text, at, char) => text.slice(0, at) + char + text.slice(at + 1),
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 1);
    return lines.join('\n');
  },
];

const mutatedInput = fc
  .tuple(
    fc.array(contestGameText(6), { minLength: 1, maxLength: 3 }),
    fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(), fc.constantFrom(...ALPHABET)), { minLength: 1, maxLength: 4 }),
  )
  .map(([games, mutations]) => {
    const text = `${games.length}\n${games.map((game) => game.slice(game.indexOf('\n') + 1)).join('')}`;
    return mutations.reduce((current, [kind, position, char]) => MUTATIONS[kind](current, position % (current.length + 1), char), text);
  });

describe('the Simplified Chess Engine parser under fuzzing', () => {
  it('never throws on random text, and locates every error', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }).map((chars) => chars.join('')), survive), {
      seed: 42,
      numRuns: 3000,
    });
  });

  it('never throws on damaged valid inputs, and locates every error', () => {
    fc.assert(fc.property(mutatedInput, survive), { seed: 42, numRuns: 2000 });
  });
});
