import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damaged, randomText } from '../../helpers/fuzz.js';
import { assertLocated } from '../../helpers/located.js';
import { applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { pieceList } from '../../../src/games/checkers/position.js';
import { checkers } from '../../../src/problems/checkers/index.js';
import { reachablePosition } from '../../games/checkers/playouts.js';

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
        const list = (side: 'black' | 'white'): string[] => {
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
        const black = list('black');
        const white = list('white');
        return [`${black.length} ${white.length}`, black.join(' '), white.join(' '), `${moves.length} ${position.turn === 'black' ? 'R' : 'W'}`, ...moves].join('\n');
      })
      .join('\n')}\n0 0\n`,
  );

const mutatedInput = damaged(validInput, ALPHABET);

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
    fc.assert(fc.property(randomText(ALPHABET, 600), survive), {
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
