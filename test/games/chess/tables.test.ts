import { describe, expect, it } from 'vitest';
import { ChessGeometry, tablesOf } from '../../../src/games/chess/tables.js';
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
