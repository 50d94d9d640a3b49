import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/index.js';

const { ChessBoard, ROLES, parseFen, toFen, fenRows } = rules.chess;

const error = (fen: string): string => {
  const parsed = parseFen(fen);
  return parsed.ok ? 'parsed' : `${parsed.error.column}: ${parsed.error.message}`;
};

describe('chess FEN read into a board', () => {
  it('reads the placement and the side to move, skipping the other fields', () => {
    const parsed = parseFen('  8/8/2k5/8/1Q2K3/8/8/8 b - - 0 1 ');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.sideToMove).toBe('black');
    expect(parsed.value.board.shape).toEqual({ width: 8, height: 8 });
    expect(fenRows(parsed.value.board)).toEqual([
      '........',
      '........',
      '..k.....',
      '........',
      '.Q..K...',
      '........',
      '........',
      '........',
    ]);
    expect(toFen(parsed.value.board, 'black')).toBe('8/8/2k5/8/1Q2K3/8/8/8 b - - 0 1');
    // A placement alone, on a 4x4 board.
    const small = parseFen('QN1q/4/4/R3');
    expect(small.ok && small.value.sideToMove).toBeUndefined();
    expect(small.ok && small.value.board.shape).toEqual({ width: 4, height: 4 });
  });

  it('locates every mistake by column and says what was expected', () => {
    expect(error('')).toBe('1: expected a FEN such as "8/8/8/8/8/8/8/K6k w", found nothing');
    expect(error('8/8/8/8/8/8/8/K6x w')).toBe(
      '17: expected a piece letter (K Q R B N P, lower case for Black), a number or "/", found "x"',
    );
    // A pawn is a piece letter like the others now (Rank and File refuses it with its own error).
    expect(error('8/8/8/8/8/8/8/P7')).toBe('parsed');
    expect(error('8/7/8')).toBe('3: rank 2 of the FEN has 7 squares; expected 8, as rank 1');
    expect(error('8//8')).toBe('3: rank 2 of the FEN is empty; expected pieces or a number');
    expect(error('4/0K3')).toBe('3: expected a number of empty squares from 1, found 0');
    expect(error('27')).toBe('1: rank 1 of the FEN is wider than 26 squares');
    expect(error('4/4/4/4 x')).toBe('9: expected the side to move, "w" or "b", found "x"');
  });

  it('round-trips every board of any size through toFen and parseFen', () => {
    let checked = 0;
    const pieceOrEmpty = fc.option(
      fc.record({ side: fc.constantFrom('white' as const, 'black' as const), role: fc.constantFrom(...ROLES) }),
      { nil: undefined },
    );
    const boards = fc
      .record({ width: fc.integer({ min: 1, max: 26 }), height: fc.integer({ min: 1, max: 26 }) })
      .chain((shape) =>
        fc.tuple(
          fc.constant(shape),
          fc.array(pieceOrEmpty, { minLength: shape.width * shape.height, maxLength: shape.width * shape.height }),
        ),
      );
    fc.assert(
      fc.property(boards, fc.constantFrom('white' as const, 'black' as const), ([shape, pieces], side) => {
        const board = new ChessBoard(shape);
        pieces.forEach((piece, square) => board.put(square, piece));
        const fen = toFen(board, side);
        const parsed = parseFen(fen);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value.sideToMove).toBe(side);
        expect(Array.from(parsed.value.board.cells)).toEqual(Array.from(board.cells));
        expect(toFen(parsed.value.board, side)).toBe(fen);
        checked++;
      }),
      { numRuns: 200 },
    );
    expect(checked).toBeGreaterThanOrEqual(200);
  });
});
