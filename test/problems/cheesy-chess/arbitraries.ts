import fc from 'fast-check';
import { squareName } from '../../../src/core/geometry.js';
import { DANGEROUS, FORBIDDEN, OPEN, fieldRows } from '../../../src/games/pursuit/board.js';
import { type CheesyCase, MAX_SIZE, cheesyChessFromSetup } from '../../../src/problems/cheesy-chess/case.js';
import { builtCase } from '../../../src/framework/problem.js';

/**
 * A valid test case as the parser gives it (without --strict): a square board of any size up to 26x26,
 * any fields, and the king and pawn on two different squares, whatever their fields.
 */
export const cheesyCase: fc.Arbitrary<CheesyCase> = fc
  .integer({ min: 2, max: MAX_SIZE })
  .map((size) => ({ width: size, height: size }))
  .chain(({ width, height }) =>
    fc.record({
      shape: fc.constant({ width, height }),
      fields: fc.array(fc.constantFrom(OPEN, OPEN, DANGEROUS, FORBIDDEN), {
        minLength: width * height,
        maxLength: width * height,
      }),
      squares: fc.uniqueArray(fc.integer({ min: 0, max: width * height - 1 }), { minLength: 2, maxLength: 2 }),
    }),
  )
  .map(({ shape, fields, squares: [king, pawn] }) => {
    const board = { shape, fields: Uint8Array.from(fields) };
    const shown = (): string =>
      `${fieldRows(board).join('/')} king ${squareName(shape, king)} pawn ${squareName(shape, pawn)}`;
    return builtCase(cheesyChessFromSetup, { board, king, pawn, [fc.toStringMethod]: shown });
  });
