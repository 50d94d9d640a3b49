import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/core/random.js';
import { simplifiedChessII } from '../../../src/index.js';

/** The kinds Simplified Chess Engine II adds to its family's generator show in what `gen` gives. */
describe('Simplified Chess Engine II generator', () => {
  it('gives, among 40 games of each profile, a win whose main line promotes and one where a pawn takes the queen', () => {
    let games = 0;
    for (const profile of ['small', 'contest', 'hard'] as const) {
      const lines = simplifiedChessII.generate(seededRandom(5), profile, 40).map((input) => {
        games++;
        const judged = simplifiedChessII.judge(input);
        if (!judged.ok) throw new Error(judged.error);
        return simplifiedChessII.explain(input, judged.value).mainLine;
      });
      expect(
        lines.some((line) => line.some((san) => san.includes('='))),
        `${profile}: a promotion`,
      ).toBe(true);
      expect(
        lines.some((line) => /^[a-d]x/.test(line.at(-1) ?? '')),
        `${profile}: a pawn takes the queen`,
      ).toBe(true);
    }
    expect(games).toBe(120);
  });
});
