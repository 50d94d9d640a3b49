import { describe, expect, it } from 'vitest';
import { parsePdnFen } from '../../../src/games/checkers/fen.js';
import { legalMoves } from '../../../src/games/checkers/moves.js';
import { perft } from '../../../src/games/checkers/perft.js';
import { INITIAL_POSITION, type Position } from '../../../src/games/checkers/position.js';
import { PUBLISHED } from './perft-published.js';

const at = (fen: string): Position => {
  const parsed = parsePdnFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('perft', () => {
  it.each(PUBLISHED.slice(0, 8).map((nodes, index) => [index + 1, nodes]))(
    'from the initial position, depth %i = %i',
    (depth, nodes) => {
      expect(perft(INITIAL_POSITION, depth)).toBe(nodes);
    },
  );

  it('depth 9 = 3,963,680 (about a second)', () => {
    expect(perft(INITIAL_POSITION, 9)).toBe(PUBLISHED[8]);
  });

  it('depth 0 is one node, and negative or fractional depths are refused', () => {
    expect(perft(INITIAL_POSITION, 0)).toBe(1);
    expect(() => perft(INITIAL_POSITION, -1)).toThrow(RangeError);
    expect(() => perft(INITIAL_POSITION, 1.5)).toThrow(RangeError);
  });

  it('counts jump routes separately by default, and once per (origin, destination, captures) when asked', () => {
    const circular = at('B:W6,7,14,15:BK2');
    expect(perft(circular, 1)).toBe(2);
    expect(perft(circular, 1, { distinct: true })).toBe(1);
  });

  it('distinct counting agrees with route counting where no two routes coincide', () => {
    expect(perft(INITIAL_POSITION, 6, { distinct: true })).toBe(PUBLISHED[5]);
  });

  it('depth 1 is the number of legal moves, and progress reports each root move', () => {
    const position = at('W:W9,18,19:B6,7,8,K16');
    const reports: string[] = [];
    const nodes = perft(position, 3, { onRootMove: (done, total) => reports.push(`${done}/${total}`) });
    expect(nodes).toBe(perft(position, 3));
    const moves = legalMoves(position).length;
    expect(reports).toEqual([`0/${moves}`, ...Array.from({ length: moves }, (_, index) => `${index + 1}/${moves}`)]);
    expect(perft(position, 1)).toBe(legalMoves(position).length);
  });

  it('calls its checkpoint every few thousand positions, and a checkpoint that throws stops the count', () => {
    let checkpoints = 0;
    expect(perft(INITIAL_POSITION, 8, { checkpoint: () => checkpoints++ })).toBe(PUBLISHED[7]);
    // A checkpoint per 16,384 positions two or more plies from the leaves: a couple at depth 8.
    expect(checkpoints).toBeGreaterThanOrEqual(2);
    const stop = new Error('stop');
    expect(() =>
      perft(INITIAL_POSITION, 8, {
        checkpoint: () => {
          throw stop;
        },
      }),
    ).toThrow(stop);
  });
});
