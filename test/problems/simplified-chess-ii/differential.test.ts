import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifiedChessII } from '../../../src/index.js';
import { contestGameText } from './arbitraries.js';
import { plainAnswers } from './plain-minimax.js';

/** Simplified Chess Engine II against plain minimax written from its spec (plain-minimax.ts). */
describe('Simplified Chess Engine II against plain minimax', () => {
  it('agrees on 800 random contest games with pawns, m from 1 to 5', () => {
    const seen = { yes: 0, no: 0, pawns: 0, promotionsNear: 0 };
    fc.assert(
      fc.property(contestGameText(5), (text) => {
        const input = simplifiedChessII.parse(text, { strict: true }).cases[0].result;
        if (!input.ok) throw new Error(`generated an invalid game: ${input.error[0].message}`);
        const judged = simplifiedChessII.judge(input.value);
        if (!judged.ok) throw new Error(judged.error);
        const answer = simplifiedChessII.format(judged.value);
        expect(answer).toBe(plainAnswers(text)[0]);
        seen[answer === 'YES' ? 'yes' : 'no']++;
        if (/^P/m.test(text)) seen.pawns++;
        // A pawn one step from its far row: a promotion is among the moves.
        if (/^P [A-D] 3$/m.test(text) || /^P [A-D] 2$/m.test(text)) seen.promotionsNear++;
      }),
      { seed: 2027, numRuns: 800 },
    );
    expect(seen.yes + seen.no).toBe(800);
    expect(seen.yes).toBeGreaterThan(100);
    expect(seen.no).toBeGreaterThan(100);
    expect(seen.pawns).toBeGreaterThan(500);
    expect(seen.promotionsNear).toBeGreaterThan(300);
  });
});
