import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/index.js';

/** rules.pursuit.closedSquares: the squares next to the king it may not step onto, and what closes each. */

const { boardFromRows, closedSquares } = rules.pursuit;
const { parseSquareName, squareName } = rules.geometry;

describe('rules.pursuit.closedSquares', () => {
  it('names a forbidden field, a fixed dangerous one, and the squares the pawn attacks diagonally below it', () => {
    const board = boardFromRows(['.....', '.....', '.....', 'F....', '.D...'])!;
    const at = (name: string): number => parseSquareName(board.shape, name)!;
    const closed = closedSquares(board, at('a1'), at('c3'));
    expect(closed.map(({ square, field }) => [squareName(board.shape, square), field])).toEqual([
      ['b1', 'dangerous'],
      ['a2', 'forbidden'],
      ['b2', 'floating'],
    ]);
    // Without the pawn (taken), its attack is gone; a king in the open has every square open.
    expect(closedSquares(board, at('a1'), -1).map(({ field }) => field)).toEqual(['dangerous', 'forbidden']);
    expect(closedSquares(board, at('d4'), at('a5'))).toEqual([]);
  });

  it('agrees with isOpen on every square of a board for every king and pawn', () => {
    const board = boardFromRows(['..F.', '.D..', 'F..D', '....'])!;
    let closedSeen = 0;
    for (let king = 0; king < 16; king++)
      for (let pawn = -1; pawn < 16; pawn++) {
        if (pawn === king) continue;
        const closed = new Set(closedSquares(board, king, pawn).map(({ square }) => square));
        for (let square = 0; square < 16; square++) {
          const next = Math.max(Math.abs((square % 4) - (king % 4)), Math.abs((square >> 2) - (king >> 2))) === 1;
          if (next) expect(closed.has(square)).toBe(!rules.pursuit.isOpen(board, square, pawn));
          else expect(closed.has(square)).toBe(false);
        }
        closedSeen += closed.size;
      }
    expect(closedSeen).toBeGreaterThan(200);
  });

  it('checks its arguments', () => {
    const board = boardFromRows(['...', '...', '...'])!;
    expect(() => closedSquares(board, 9, 1)).toThrow(/^rules\.pursuit\.closedSquares: king/);
    expect(() => closedSquares(board, 1, -2)).toThrow(/pawn/);
  });
});
