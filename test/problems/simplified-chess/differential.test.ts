import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import { contestGameText } from './arbitraries.js';
import { plainAnswer, plainGames } from './plain-minimax.js';

describe('Simplified Chess Engine against plain minimax', () => {
  it('agrees on 1,200 random legal games with m from 1 to 6', () => {
    let yes = 0;
    let no = 0;
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const input = simplifiedChess.parse(text, { strict: true }).cases[0].result;
        if (!input.ok) throw new Error(`generated an invalid game: ${input.error[0].message}`);
        const judged = simplifiedChess.judge(input.value);
        if (!judged.ok) throw new Error(judged.error);
        const expected = plainAnswer(plainGames(text)[0]);
        expect(judged.value.whiteWins).toBe(expected);
        if (expected) yes++;
        else no++;
      }),
      { seed: 2026, numRuns: 1200 },
    );
    // Every game compared, and both answers well represented, or the comparison proves little.
    expect(yes + no).toBe(1200);
    expect(yes).toBeGreaterThan(100);
    expect(no).toBeGreaterThan(100);
  });

  it('on 1,200 games, the shortest win is the smallest m that plain minimax answers YES, and there is none for NO', () => {
    const wins = new Map<number | undefined, number>();
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const input = simplifiedChess.parse(text).cases[0].result;
        if (!input.ok) throw new Error(`generated an invalid game: ${input.error[0].message}`);
        const judged = simplifiedChess.judge({ ...input.value, moves: 5 });
        if (!judged.ok) throw new Error(judged.error);
        const game = plainGames(text)[0];
        // White captures only on its own (odd) moves: the smallest horizon that plain minimax answers YES.
        const smallest = [1, 3, 5].find((moves) => plainAnswer({ ...game, moves }));
        expect(judged.value.whiteWins).toBe(smallest !== undefined);
        expect(judged.value.shortestWin).toBe(smallest);
        wins.set(smallest, (wins.get(smallest) ?? 0) + 1);
      }),
      { seed: 99, numRuns: 1200 },
    );
    // Every game compared: NO, and YES at each shortest win, all well represented.
    expect([...wins.values()].reduce((sum, count) => sum + count, 0)).toBe(1200);
    // Random crowded boards are mostly won at once; the longer wins are rarer but must come up.
    expect(wins.get(undefined)).toBeGreaterThanOrEqual(200);
    expect(wins.get(1)).toBeGreaterThanOrEqual(600);
    for (const moves of [3, 5]) expect(wins.get(moves), `shortest win ${moves}`).toBeGreaterThanOrEqual(10);
  });
});
