import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../../src/core/generate.js';
import { pick, randomInt, seededRandom } from '../../../src/core/random.js';
import { DANGEROUS, FORBIDDEN, OPEN } from '../../../src/games/pursuit/board.js';
import { PursuitGame } from '../../../src/games/pursuit/rules.js';
import {
  MAX_WINNER_HEIGHT,
  MAX_WINNER_WIDTH,
  pursuitWhiteWins,
  pursuitWhiteWinsOnRows,
} from '../../../src/games/pursuit/winner.js';
import { solveOutcome } from '../../../src/search/retrograde.js';
import { generateCheesyChess } from '../../../src/problems/cheesy-chess/generate.js';
import type { CheesySetup } from '../../../src/problems/cheesy-chess/case.js';
import { cheesyCase } from '../../problems/cheesy-chess/arbitraries.js';

/** The careful answer: the generic solver on the game's rules, as the explanation solves it. */
function carefulWhiteWins({ board, king, pawn }: CheesySetup): boolean {
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

  it('gives the same answers when games of different sizes alternate (the scratch rows are shared)', () => {
    const cases = fc.sample(cheesyCase, { numRuns: 300, seed: 5 });
    const first = cases.map((input) => pursuitWhiteWins(input.board, input.king, input.pawn));
    const again = [...cases].reverse().map((input) => pursuitWhiteWins(input.board, input.king, input.pawn));
    expect(again.reverse()).toEqual(first);
    expect(first).toEqual(cases.map(carefulWhiteWins));
    // Boards are square (1 to 26 a side): most of the sizes come up.
    expect(
      new Set(cases.map((input) => input.board.shape.width * 100 + input.board.shape.height)).size,
    ).toBeGreaterThanOrEqual(20);
  });

  it('up to the widest and highest boards its row masks hold, and no further', () => {
    const random = seededRandom(7);
    let checked = 0;
    let whiteWins = 0;
    // Boards as wide (or as high) as the masks allow, narrow the other way so that the generic solver stays quick.
    for (const [width, height] of [
      [MAX_WINNER_WIDTH, 3],
      [MAX_WINNER_WIDTH - 1, 2],
      [2, MAX_WINNER_HEIGHT],
      [3, MAX_WINNER_HEIGHT - 1],
    ]) {
      for (let game = 0; game < 50; game++) {
        const fields = Uint8Array.from({ length: width * height }, () =>
          pick(random, [OPEN, OPEN, DANGEROUS, FORBIDDEN]),
        );
        const king = randomInt(random, 0, width * height - 1);
        const pawn = (king + randomInt(random, 1, width * height - 1)) % (width * height);
        const input = { board: { shape: { width, height }, fields }, king, pawn };
        const fast = pursuitWhiteWins(input.board, king, pawn);
        expect(fast, `${width}x${height} game ${game}`).toBe(carefulWhiteWins(input));
        checked++;
        if (fast) whiteWins++;
      }
    }
    expect(checked).toBe(200);
    expect(whiteWins).toBeGreaterThan(20);
    expect(checked - whiteWins).toBeGreaterThan(20);
    const rows = new Int32Array(MAX_WINNER_HEIGHT + 1);
    expect(() => pursuitWhiteWinsOnRows(rows, rows, MAX_WINNER_WIDTH + 1, 2, 0, 1)).toThrow(RangeError);
    expect(() => pursuitWhiteWinsOnRows(rows, rows, 2, MAX_WINNER_HEIGHT + 1, 0, 1)).toThrow(RangeError);
  });
});
