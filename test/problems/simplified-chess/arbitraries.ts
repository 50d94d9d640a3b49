import fc from 'fast-check';
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
    .record({ white: side, black: side, moves: fc.integer({ min: 1, max: maxMoves }), order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }) })
    .map(({ white, black, moves, order }) => {
      // A random permutation of the 16 squares, from random sort keys.
      const squares = Array.from({ length: 16 }, (_, square) => square).sort((a, b) => order[a] - order[b] || a - b);
      const line = (type: PieceType, k: number): string => `${type} ${'ABCD'[squares[k] % 4]} ${Math.floor(squares[k] / 4) + 1}`;
      const pieces = [...white, ...black].map(line);
      return `1\n${white.length} ${black.length} ${moves}\n${pieces.join('\n')}\n`;
    });
}
