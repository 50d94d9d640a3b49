import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePdnFen, toPdnFen } from '../../../src/games/checkers/fen.js';
import { legalMoves } from '../../../src/games/checkers/moves.js';
import { perft } from '../../../src/games/checkers/perft.js';
import { PerftTable, countLeaves } from '../../../src/games/checkers/perft-kernel.js';
import { INITIAL_POSITION, type Position } from '../../../src/games/checkers/position.js';
import { anyPosition, listedPerft, playoutPositions, reachablePosition } from './playouts.js';

/** Aart Bik's checkers perft (OEIS A133046), plies 1 to 9 from the initial position. */
const PUBLISHED = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680];

const kernel = (position: Position, depth: number, table?: PerftTable): number =>
  countLeaves(position.black, position.white, position.kings, position.turn === 'black', depth, table);

const positions = fc.oneof(reachablePosition, anyPosition);

describe('the perft kernel', () => {
  // The kernel against the move generator on random positions: perft-sides.test.ts.

  it('counts the two circular routes of a king as two moves, and a crowned man stops', () => {
    const at = (fen: string): Position => {
      const parsed = parsePdnFen(fen);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value;
    };
    expect(kernel(at('B:W6,7,14,15:BK2'), 1)).toBe(2);
    // White's man on 10 jumps 6 and lands on 1: crowned, it may not go on over 5 (a king could).
    const crowning = at('W:W10:B5,6');
    expect(kernel(crowning, 1)).toBe(listedPerft(crowning, 1));
    expect(legalMoves(crowning).map((move) => move.path)).toEqual([[10, 1]]);
  });

  it('gives the same counts with a table as without, from the initial position, depths 1 to 9', () => {
    const table = new PerftTable(16);
    for (let depth = 1; depth <= 9; depth++)
      expect(kernel(INITIAL_POSITION, depth, table), `depth ${depth}`).toBe(PUBLISHED[depth - 1]);
    // The table was used (found transpositions), or this test would prove nothing about it.
    expect(table.hits).toBeGreaterThan(1000);
  });

  it('gives the same counts with a table as without on random positions, even when every entry is contended', () => {
    // Two entries in all: every position lands in the one bucket, so keys must be compared in full.
    const tiny = new PerftTable(1);
    const small = new PerftTable(8);
    let cases = 0;
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 6 }), (position: Position, depth: number) => {
        const plain = kernel(position, depth);
        expect(kernel(position, depth, tiny)).toBe(plain);
        expect(kernel(position, depth, small)).toBe(plain);
        // Again with the tables already holding this position's subtrees.
        expect(kernel(position, depth, tiny)).toBe(plain);
        expect(kernel(position, depth, small)).toBe(plain);
        cases++;
      }),
      { seed: 31, numRuns: 300 },
    );
    expect(cases).toBe(300);
    expect(small.hits).toBeGreaterThan(250);
    expect(tiny.probes).toBeGreaterThan(1000);
    expect(tiny.hits).toBeGreaterThan(50);
  });

  it('gives the same counts with a table as without, 7 and 8 plies below positions from random games', () => {
    const table = new PerftTable(16);
    let leaves = 0;
    playoutPositions(7, 12, 40).forEach((position, index) => {
      const depth = 7 + (index % 2);
      const plain = kernel(position, depth);
      expect(kernel(position, depth, table), toPdnFen(position)).toBe(plain);
      leaves += plain;
    });
    expect(leaves).toBeGreaterThan(1_000_000);
    expect(table.hits).toBeGreaterThan(1000);
  });

  it("two tables over one shared buffer see each other's entries (how the worker threads share one)", () => {
    const first = new PerftTable(12, { shared: true });
    const second = new PerftTable(12, { buffer: first.buffer });
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(kernel(INITIAL_POSITION, 8, first)).toBe(PUBLISHED[7]);
    // The root was stored by the first: the second finds it at once.
    expect(kernel(INITIAL_POSITION, 8, second)).toBe(PUBLISHED[7]);
    expect(second.probes).toBe(1);
    expect(second.hits).toBe(1);
    expect(() => new PerftTable(12, { buffer: new SharedArrayBuffer(1024) })).toThrow(RangeError);
  });

  it('a count started inside another (from its checkpoint, with a table of its own) leaves the outer one whole', () => {
    const outer = new PerftTable(12);
    const inner = new PerftTable(10);
    let nested = 0;
    const checkpoint = (): void => {
      expect(kernel(INITIAL_POSITION, 5, inner)).toBe(PUBLISHED[4]);
      nested++;
    };
    const { black, white, kings } = INITIAL_POSITION;
    expect(countLeaves(black, white, kings, true, 8, outer, checkpoint, 64)).toBe(PUBLISHED[7]);
    expect(nested).toBeGreaterThan(10);
    // Each table counts its own probes: the inner counts' probes went to the inner table only.
    expect(inner.probes).toBeGreaterThan(0);
    const alone = new PerftTable(12);
    expect(kernel(INITIAL_POSITION, 8, alone)).toBe(PUBLISHED[7]);
    expect(outer.probes).toBe(alone.probes);
  });

  it('perft takes the table as an option, and refuses a table size it cannot make', () => {
    const table = new PerftTable(12);
    expect(perft(INITIAL_POSITION, 8, { table })).toBe(PUBLISHED[7]);
    expect(table.probes).toBeGreaterThan(0);
    expect(() => new PerftTable(0)).toThrow(RangeError);
    expect(() => new PerftTable(27)).toThrow(RangeError);
  });
});
