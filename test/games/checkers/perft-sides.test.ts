import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Move, legalMoves } from '../../../src/games/checkers/moves.js';
import { countLeaves } from '../../../src/games/checkers/perft-kernel.js';
import { blackJumpers, whiteJumpers } from '../../../src/games/checkers/perft-sides.generated.js';
import type { Position } from '../../../src/games/checkers/position.js';
import { anyPosition, listedPerft, reachablePosition } from './playouts.js';

// The printed kernel (scripts/perft-sides.mjs runs the rule on text) against the move generator
// (which runs the same rule on numbers): a slip in the printing, or in either, is a count that differs.

/** The printed node function of the side to move, through the kernel's entry (no table). */
const printedPerft = (position: Position, depth: number): number =>
  countLeaves(position.black, position.white, position.kings, position.turn === 'black', depth);

/** Positions with many pieces and kings close together: most have jumps, many several in a row. */
const crowded: fc.Arbitrary<Position> = anyPosition.map((position) => ({
  ...position,
  kings: position.kings | ((position.black | position.white) & 0x5a5a5a5a),
}));

describe('the perft kernel printed for each side (perft-sides.generated.ts)', () => {
  it('counts, at depths 1 to 3, what the move generator lists, and finds the pieces it lists jumps of', () => {
    const seen = { positions: 0, red: 0, white: 0, jumps: 0, kingJumps: 0, longRoutes: 0, crowningJumps: 0, leaves: 0 };
    const count = (moves: readonly Move[], turn: Position['turn'], position: Position) => {
      const captures = moves.filter((move) => move.captured.length > 0);
      if (captures.length > 0) seen[turn === 'black' ? 'red' : 'white']++;
      seen.jumps += captures.length;
      seen.kingJumps += captures.filter((move) => ((position.kings >> (move.from - 1)) & 1) !== 0).length;
      seen.longRoutes += captures.filter((move) => move.captured.length >= 3).length;
      seen.crowningJumps += captures.filter((move) => move.crowned).length;
    };
    fc.assert(
      fc.property(fc.oneof(reachablePosition, anyPosition, crowded), (position) => {
        const moves = legalMoves(position);
        count(moves, position.turn, position);
        let origins = 0;
        for (const move of moves) if (move.captured.length > 0) origins |= 1 << (move.from - 1);
        const { black, white, kings } = position;
        expect(position.turn === 'black' ? blackJumpers(black, white, kings) : whiteJumpers(black, white, kings)).toBe(
          origins,
        );
        for (let depth = 1; depth <= 3; depth++) {
          const listed = listedPerft(position, depth);
          expect(printedPerft(position, depth), `depth ${depth}`).toBe(listed);
          if (depth === 3) seen.leaves += listed;
        }
        seen.positions++;
      }),
      { numRuns: 600 },
    );
    expect(seen.positions).toBe(600);
    // Both sides' functions, men's and kings' jump functions, routes of three jumps or more and
    // men crowned by a jump were all compared at the root (about half of what the suite's seed
    // reaches: 197 positions with Red's jumps, 187 with White's, 554 king jumps, 255 men's, 18 long
    // routes, 35 crowning jumps, 65,223 leaves at depth 3).
    expect(seen.red).toBeGreaterThanOrEqual(90);
    expect(seen.white).toBeGreaterThanOrEqual(90);
    expect(seen.kingJumps).toBeGreaterThanOrEqual(250);
    expect(seen.jumps - seen.kingJumps).toBeGreaterThanOrEqual(120);
    expect(seen.longRoutes).toBeGreaterThanOrEqual(8);
    expect(seen.crowningJumps).toBeGreaterThanOrEqual(15);
    expect(seen.leaves).toBeGreaterThanOrEqual(30_000);
  });
});
