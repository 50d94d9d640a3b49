import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Side } from '../../../src/core/side.js';
import { PROFILES } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import type { Role } from '../../../src/games/chess/pieces.js';
import { type CheckStatus, checkStatus, isCheck, legalMoves } from '../../../src/games/chess/rules.js';
import { generateRankAndFile } from '../../../src/problems/rank-and-file/generate.js';

/** The definition, from the move list that the explanations use: check, and whether any legal move exists. */
const carefulStatus = (board: ChessBoard, side: Side): CheckStatus =>
  !isCheck(board, side) ? 'safe' : legalMoves(board, side).length === 0 ? 'checkmated' : 'checked';

describe('checkStatus, which answers a check without listing moves, agrees with its definition', () => {
  it('on generated Rank and File cases of every profile, from several seeds', () => {
    const seeds = [1, 2, 3, 4];
    const perSeed = 150;
    const seen: Record<CheckStatus, number> = { safe: 0, checked: 0, checkmated: 0 };
    for (const profile of PROFILES) {
      for (const seed of seeds) {
        for (const { board, side } of generateRankAndFile(seededRandom(seed), profile, perSeed)) {
          const status = checkStatus(board, side);
          expect(status, `${profile} seed ${seed}`).toBe(carefulStatus(board, side));
          seen[status]++;
        }
      }
    }
    expect(seen.safe + seen.checked + seen.checkmated).toBe(PROFILES.length * seeds.length * perSeed);
    expect(seen.safe).toBeGreaterThan(300);
    expect(seen.checked).toBeGreaterThan(300);
    expect(seen.checkmated).toBeGreaterThan(100);
  });

  it('on crowded boards of other shapes, kings side by side allowed', () => {
    const roles: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'];
    const position = fc
      .record({
        width: fc.integer({ min: 1, max: 8 }),
        height: fc.integer({ min: 2, max: 8 }),
        side: fc.constantFrom<Side>('white', 'black'),
      })
      .chain(({ width, height, side }) =>
        fc.record({
          shape: fc.constant({ width, height }),
          side: fc.constant(side),
          squares: fc.uniqueArray(fc.integer({ min: 0, max: width * height - 1 }), {
            minLength: 2,
            maxLength: Math.min(width * height, 14),
          }),
          pieces: fc.array(
            fc.record({ side: fc.constantFrom<Side>('white', 'black'), role: fc.constantFrom(...roles) }),
            {
              minLength: 12,
              maxLength: 12,
            },
          ),
        }),
      );
    const seen: Record<CheckStatus, number> = { safe: 0, checked: 0, checkmated: 0 };
    fc.assert(
      fc.property(position, ({ shape, side, squares, pieces }) => {
        const board = new ChessBoard(shape);
        board.put(squares[0], { side: 'white', role: 'king' });
        board.put(squares[1], { side: 'black', role: 'king' });
        squares.slice(2).forEach((square, index) => board.put(square, pieces[index]));
        const status = checkStatus(board, side);
        expect(status).toBe(carefulStatus(board, side));
        seen[status]++;
      }),
      { seed: 77, numRuns: 3000 },
    );
    expect(seen.safe + seen.checked + seen.checkmated).toBe(3000);
    expect(seen.checked).toBeGreaterThan(300);
    expect(seen.checkmated).toBeGreaterThan(300);
  });
});
