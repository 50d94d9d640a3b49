import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocatedError } from '../../../src/core/located.js';
import { applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { pieceList } from '../../../src/games/checkers/position.js';
import { checkers } from '../../../src/problems/checkers/index.js';
import { reachablePosition } from '../../games/checkers/playouts.js';

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

/** Parses, judges, explains and describes everything, within a time bound, and checks every error's location. */
function survive(text: string): void {
  const started = performance.now();
  const parsed = checkers.parse(text);
  for (const input of parsed.cases) {
    if (input.result.ok) {
      const verdict = checkers.judge(input.result.value);
      expect(verdict.ok).toBe(true);
      if (verdict.ok) {
        const explanation = checkers.explain(input.result.value, verdict.value);
        checkers.describe(input.result.value, verdict.value, explanation);
        expect(checkers.format(verdict.value)).toMatch(/^(All moves valid|Move \d+ is invalid)$/);
      }
    } else {
      expect(input.result.error.length).toBeGreaterThan(0);
      assertLocated(text, input.result.error);
    }
  }
  assertLocated(text, parsed.errors);
  expect(parsed.cases.length).toBeLessThanOrEqual(text.split('\n').length);
  expect(performance.now() - started).toBeLessThan(1000);
}

const ALPHABET = ['0', '1', '2', '3', '9', '1', '2', '-', '-', 'x', ' ', ' ', '\n', '\n', '\n', '\r', '\t', 'R', 'W', 'B', 'K', 'é', '\u{1F600}', '\uFEFF', '99999999999999999999'];

/** A valid input: records from reachable positions, each with a few legal moves and maybe a junk one. */
const validInput = fc
  .array(fc.tuple(reachablePosition, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 4 })
  .map((records) =>
    `${records
      .map(([position, choices, junk]) => {
        const list = (side: 'red' | 'white'): string[] => {
          const { men, kings } = pieceList(position, side);
          return [...men.map(String), ...kings.map((square) => `-${square}`)];
        };
        const moves: string[] = [];
        let current = position;
        for (const choice of choices) {
          const legal = legalMoves(current);
          if (legal.length === 0) break;
          const move = legal[choice % legal.length];
          moves.push(choice % 5 === 0 ? moveText(move) : move.path.join('-'));
          current = applyMove(current, move);
        }
        if (junk !== '' || moves.length === 0) moves.push(junk === '' ? '1-5' : junk.replace(/\s/g, '-'));
        const red = list('red');
        const white = list('white');
        return [`${red.length} ${white.length}`, red.join(' '), white.join(' '), `${moves.length} ${position.turn === 'red' ? 'R' : 'W'}`, ...moves].join('\n');
      })
      .join('\n')}\n0 0\n`,
  );

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
  .map(([text, mutations]) => mutations.reduce((current, [kind, position, char]) => MUTATIONS[kind](current, position % (current.length + 1), char), text));

describe('the checkers parser under fuzzing', () => {
  it('reads the generated valid inputs without errors', () => {
    fc.assert(
      fc.property(validInput, (text) => {
        const parsed = checkers.parse(text);
        expect(parsed.errors).toEqual([]);
        for (const input of parsed.cases) expect(input.result.ok).toBe(true);
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('never throws or hangs on random text, and locates every error', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...ALPHABET), { maxLength: 600 }).map((chars) => chars.join('')), survive), {
      seed: 42,
      numRuns: 3000,
    });
  });

  it('never throws or hangs on damaged valid inputs, and locates every error', () => {
    fc.assert(fc.property(mutatedInput, survive), { seed: 42, numRuns: 2000 });
  });

  it('a huge piece or move count with little input answers what is there and stops', () => {
    const parsed = checkers.parse('1 1\n9\n22\n9999999 R\n9-13\n');
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(false);
    expect(checkers.parse('99999999999999999999 1\n').errors).toHaveLength(1);
  });
});
