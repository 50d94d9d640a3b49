import fc from 'fast-check';

/**
 * Contest games of Simplified Chess Engine II as text: one queen a side, at most two pawns (none on
 * its own far row), two rooks and two minor pieces, on distinct squares, m from 1 to `maxMoves`.
 */
const side = fc
  .record({
    rooks: fc.integer({ min: 0, max: 2 }),
    minors: fc.array(fc.constantFrom('B', 'N'), { maxLength: 2 }),
    pawns: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ rooks, minors, pawns }) => [
    'Q',
    ...Array<string>(rooks).fill('R'),
    ...minors,
    ...Array<string>(pawns).fill('P'),
  ]);

export function contestGameText(maxMoves = 6): fc.Arbitrary<string> {
  return fc
    .record({
      white: side,
      black: side,
      moves: fc.integer({ min: 1, max: maxMoves }),
      order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    })
    .map(({ white, black, moves, order }) => {
      const squares = Array.from({ length: 16 }, (_, square) => square).sort((a, b) => order[a] - order[b] || a - b);
      // Each side's pieces in order; pawns take their squares first, each the next one off its far row.
      const pieces = [...white.map((type) => ({ type, far: 3 })), ...black.map((type) => ({ type, far: 0 }))];
      const squareOf = new Map<(typeof pieces)[number], number>();
      for (const piece of [...pieces].sort((a, b) => Number(b.type === 'P') - Number(a.type === 'P'))) {
        const free = (square: number): boolean =>
          ![...squareOf.values()].includes(square) && (piece.type !== 'P' || Math.floor(square / 4) !== piece.far);
        squareOf.set(piece, squares.find(free)!);
      }
      const lines = pieces.map((piece) => {
        const square = squareOf.get(piece)!;
        return `${piece.type} ${'ABCD'[square % 4]} ${Math.floor(square / 4) + 1}`;
      });
      return `1\n${white.length} ${black.length} ${moves}\n${lines.join('\n')}\n`;
    });
}
