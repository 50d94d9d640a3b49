import type { Side } from '../../src/core/side.js';
import fc from 'fast-check';
import { ChessBoard } from '../../src/games/chess/board.js';
import type { Role } from '../../src/games/chess/pieces.js';
import { fileOf, rankOf } from '../../src/core/geometry.js';
import { toFen } from '../../src/games/chess/notation.js';
import { builtCase } from '../../src/framework/problem.js';
import { type RankAndFileCase, rankAndFileFromSetup } from '../../src/problems/rank-and-file/case.js';

const BOARD = { width: 8, height: 8 };
const OTHER_ROLES: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'];

const adjacent = (a: number, b: number): boolean =>
  Math.abs(fileOf(BOARD, a) - fileOf(BOARD, b)) <= 1 && Math.abs(rankOf(BOARD, a) - rankOf(BOARD, b)) <= 1;

/**
 * A Rank and File data set: both kings and up to `maxPieces` other pieces on distinct squares.
 * Kings may stand side by side (the format allows it); `apartKings` keeps them apart.
 */
export function rankAndFileCase(maxPieces = 16, apartKings = false): fc.Arbitrary<RankAndFileCase> {
  return fc
    .record({
      side: fc.constantFrom<Side>('white', 'black'),
      squares: fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 2, maxLength: 2 + maxPieces }),
      pieces: fc.array(
        fc.record({ side: fc.constantFrom<Side>('white', 'black'), role: fc.constantFrom(...OTHER_ROLES) }),
        {
          minLength: maxPieces,
          maxLength: maxPieces,
        },
      ),
    })
    .filter(({ squares }) => !apartKings || !adjacent(squares[0], squares[1]))
    .map(({ side, squares, pieces }) => {
      const board = new ChessBoard(BOARD);
      board.put(squares[0], { side: 'white', role: 'king' });
      board.put(squares[1], { side: 'black', role: 'king' });
      squares.slice(2).forEach((square, index) => board.put(square, pieces[index]));
      // Counterexamples print as the position in FEN, not as the board's typed arrays.
      return builtCase(rankAndFileFromSetup, { side, board, [fc.toStringMethod]: () => toFen(board, side) });
    });
}
