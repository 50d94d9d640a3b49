import { describe, expect, it } from 'vitest';
import { ChessGeometry, geometryOf, tablesOf } from '../../../src/games/chess/tables.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import { parseFen } from '../../../src/games/chess/fen.js';
import { ray, squareCount } from '../../../src/core/geometry.js';

describe('ChessGeometry', () => {
  it('holds, for every square and direction, the squares ray() walks, on boards of several shapes', () => {
    let checked = 0;
    for (const shape of [
      { width: 8, height: 8 },
      { width: 5, height: 7 },
      { width: 1, height: 3 },
      { width: 26, height: 2 },
    ]) {
      const { directions, rayStart, rayLength, raySquares } = tablesOf(new ChessGeometry(shape));
      for (let square = 0; square < squareCount(shape); square++) {
        directions.forEach((direction, d) => {
          const at = square * directions.length + d;
          expect([...raySquares.subarray(rayStart[at], rayStart[at] + rayLength[at])]).toEqual(
            ray(shape, square, direction),
          );
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('geometryOf', () => {
  it('gives one geometry a shape, which boards made from that shape (and FENs) share, keeping the last 8 shapes', () => {
    const eight = geometryOf({ width: 8, height: 8 });
    expect(geometryOf({ width: 8, height: 8 })).toBe(eight);
    expect(new ChessBoard({ width: 8, height: 8 }).geometry).toBe(eight);
    const fen = parseFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
    expect(fen.ok && fen.value.board.geometry).toBe(eight);
    expect(geometryOf({ width: 8, height: 7 })).not.toBe(eight);
    expect(geometryOf({ width: 8, height: 7 }).size).toBe(56);
    // Eight other shapes asked since: the first is built again, a bound on what is kept.
    for (let width = 1; width <= 8; width++) geometryOf({ width, height: 3 });
    expect(geometryOf({ width: 8, height: 8 })).not.toBe(eight);
    expect(() => geometryOf({ width: 65, height: 8 })).toThrow(RangeError);
  });
});
