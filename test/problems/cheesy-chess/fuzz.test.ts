import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocatedError } from '../../../src/core/located.js';
import { cheesyChess } from '../../../src/problems/cheesy-chess/index.js';
import { contestText, randomCase, seededRandom } from './reference.js';

/** Every error must point at a real place: a line of the input (or just past its end), a column within it. */
function assertLocated(text: string, errors: readonly LocatedError[]): void {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (const error of errors) {
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.line).toBeLessThanOrEqual(Math.max(1, lines.length));
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeLessThanOrEqual([...(lines[error.line - 1] ?? '')].length + 1);
  }
}

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
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 0, lines[at % lines.length]);
    return lines.join('\n');
  },
];

const mutatedInput = fc
  .tuple(validInput, fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(), fc.constantFrom(...ALPHABET)), { minLength: 1, maxLength: 4 }))
  .map(([text, mutations]) =>
    mutations.reduce((current, [kind, position, char]) => MUTATIONS[kind](current, position % (current.length + 1), char), text),
  );

describe('the Cheesy Chess parser under fuzzing', () => {
  it('never throws on random text, and locates every error', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 400 }).map((chars) => chars.join('')), survive),
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
