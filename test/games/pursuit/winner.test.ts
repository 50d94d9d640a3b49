import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { PursuitGame } from '../../../src/games/pursuit/rules.js';
import { pursuitWhiteWins } from '../../../src/games/pursuit/winner.js';
import { solveOutcome } from '../../../src/search/retrograde.js';
import { generateCheesyChess } from '../../../src/problems/cheesy-chess/generate.js';
import type { CheesyCase } from '../../../src/problems/cheesy-chess/parse.js';
import { cheesyCase } from '../../problems/cheesy-chess/arbitraries.js';

/** The careful answer: the generic solver on the game's rules, as the explanation solves it. */
function carefulWhiteWins({ board, king, pawn }: CheesyCase): boolean {
  const game = new PursuitGame(board);
  return solveOutcome(game, game.start(king, pawn)) === 'white';
}

describe('the fast pursuit judge agrees with the generic solver', () => {
  it('on generated cases of every profile', () => {
    let checked = 0;
    let whiteWins = 0;
    for (const profile of PROFILES) {
      for (const seed of [1, 2]) {
        for (const input of generateCheesyChess(seededRandom(seed), profile, 500)) {
          const fast = pursuitWhiteWins(input.board, input.king, input.pawn);
          expect(fast, `${profile} seed ${seed}`).toBe(carefulWhiteWins(input));
          checked++;
          if (fast) whiteWins++;
        }
      }
    }
    expect(checked).toBe(PROFILES.length * 2 * 500);
    // Both answers must come up often, or the agreement says little.
    expect(whiteWins).toBeGreaterThan(checked / 5);
    expect(checked - whiteWins).toBeGreaterThan(checked / 5);
  });

  it('on boards of any size up to 26x26, with starts that --strict refuses', () => {
    let checked = 0;
    fc.assert(
      fc.property(cheesyCase, (input) => {
        checked++;
        expect(pursuitWhiteWins(input.board, input.king, input.pawn)).toBe(carefulWhiteWins(input));
      }),
      { numRuns: 3000, seed: 0x9a17 },
    );
    expect(checked).toBeGreaterThanOrEqual(3000);
  });

  it('gives the same answers when games of different sizes alternate (the table is shared)', () => {
    const cases = fc.sample(cheesyCase, { numRuns: 300, seed: 5 });
    const first = cases.map((input) => pursuitWhiteWins(input.board, input.king, input.pawn));
    const again = [...cases].reverse().map((input) => pursuitWhiteWins(input.board, input.king, input.pawn));
    expect(again.reverse()).toEqual(first);
    expect(first).toEqual(cases.map(carefulWhiteWins));
    // Boards are square (1 to 26 a side): most of the sizes come up.
    expect(new Set(cases.map((input) => input.board.shape.width * 100 + input.board.shape.height)).size).toBeGreaterThanOrEqual(20);
  });
});
