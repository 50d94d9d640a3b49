import { describe, expect, it } from 'vitest';
import { perft } from '../../../src/games/checkers/perft.js';
import { INITIAL_POSITION } from '../../../src/games/checkers/position.js';
import { PUBLISHED } from './perft-published.js';

/** The deepest published perft figure: tens of millions of positions, for the full tier (perft.test.ts has the rest). */
describe('perft, deep', () => {
  it('depth 10 = 18,391,564 (a few seconds)', () => {
    expect(perft(INITIAL_POSITION, 10)).toBe(PUBLISHED[9]);
  }, 60_000);
});
