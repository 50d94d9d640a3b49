import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import { contestGameText } from './arbitraries.js';
import { plainAnswer, plainGames } from './plain-minimax.js';

describe('Simplified Chess Engine against plain minimax', () => {
  it('agrees on 1,200 random legal games with m from 1 to 6', () => {
    let yes = 0;
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const input = simplifiedChess.parse(text, { strict: true }).cases[0].result;
        if (!input.ok) throw new Error(`generated an invalid game: ${input.error[0].message}`);
        const judged = simplifiedChess.judge(input.value);
        if (!judged.ok) throw new Error(judged.error);
        const expected = plainAnswer(plainGames(text)[0]);
        expect(judged.value.whiteWins).toBe(expected);
        if (expected) yes++;
      }),
      { seed: 2026, numRuns: 1200 },
    );
    // Both answers must be well represented, or the comparison proves little.
    expect(yes).toBeGreaterThan(100);
    expect(yes).toBeLessThan(1100);
  });

  it('the shortest win is the smallest m that plain minimax answers YES', () => {
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const input = simplifiedChess.parse(text).cases[0].result;
        if (!input.ok) return;
        const judged = simplifiedChess.judge({ ...input.value, moves: 5 });
        if (!judged.ok || !judged.value.whiteWins) return;
        const game = plainGames(text)[0];
        const smallest = [1, 3, 5].find((moves) => plainAnswer({ ...game, moves }));
        expect(judged.value.shortestWin).toBe(smallest);
      }),
      { seed: 99, numRuns: 300 },
    );
  });
});
