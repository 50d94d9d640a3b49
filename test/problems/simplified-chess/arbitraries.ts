import fc from 'fast-check';
import type { Side } from '../../../src/core/side.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import { toFen } from '../../../src/games/chess/notation.js';
import type { Role } from '../../../src/games/chess/pieces.js';
import type { SimplifiedChessCase } from '../../../src/problems/simplified-chess/index.js';
import { SIMPLIFIED_CHESS } from '../../../src/problems/simplified-chess/index.js';
import { fromSetupOf } from '../../../src/problems/simplified-chess/case.js';
import { builtCase } from '../../../src/framework/problem.js';
import type { PieceType } from './plain-minimax.js';

/** One side's pieces as the contest allows them: a queen, up to two rooks, up to two minor pieces. */
const side = fc
  .record({
    rooks: fc.integer({ min: 0, max: 2 }),
    minors: fc.array(fc.constantFrom<PieceType>('B', 'N'), { maxLength: 2 }),
  })
  .map(({ rooks, minors }): PieceType[] => ['Q', ...Array<PieceType>(rooks).fill('R'), ...minors]);

/** A legal contest game as text (one game, g = 1), with m from 1 to `maxMoves`. */
export function contestGameText(maxMoves = 6): fc.Arbitrary<string> {
  return fc
    .record({
      white: side,
      black: side,
      moves: fc.integer({ min: 1, max: maxMoves }),
      order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    })
    .map(({ white, black, moves, order }) => {
      // A random permutation of the 16 squares, from random sort keys.
      const squares = Array.from({ length: 16 }, (_, square) => square).sort((a, b) => order[a] - order[b] || a - b);
      const line = (type: PieceType, k: number): string =>
        `${type} ${'ABCD'[squares[k] % 4]} ${Math.floor(squares[k] / 4) + 1}`;
      const pieces = [...white, ...black].map(line);
      return `1\n${white.length} ${black.length} ${moves}\n${pieces.join('\n')}\n`;
    });
}

const OTHER_ROLES: readonly Role[] = ['rook', 'bishop', 'knight'];

/**
 * A valid game as the parser gives it (without --strict): one queen a side and any other pieces
 * on distinct squares, and any horizon m from 1.
 */
export const simplifiedChessCase: fc.Arbitrary<SimplifiedChessCase> = fc
  .record({
    squares: fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 2, maxLength: 16 }),
    white: fc.nat(),
    roles: fc.array(fc.constantFrom(...OTHER_ROLES), { minLength: 16, maxLength: 16 }),
    moves: fc.integer({ min: 1, max: 99 }),
  })
  .map(({ squares, white, roles, moves }) => {
    const whiteCount = 1 + (white % (squares.length - 1));
    const board = new ChessBoard({ width: 4, height: 4 });
    squares.forEach((square, index) => {
      const side: Side = index < whiteCount ? 'white' : 'black';
      // Each side's first square holds its queen.
      const role = index === 0 || index === whiteCount ? 'queen' : roles[index];
      board.put(square, { side, role });
    });
    return builtCase(fromSetupOf(SIMPLIFIED_CHESS), {
      board,
      moves,
      [fc.toStringMethod]: () => `m = ${moves}, ${toFen(board, 'white')}`,
    });
  });
