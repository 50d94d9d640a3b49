import { describe, expect, it } from 'vitest';
import { listCandidates, shrink } from '../../src/core/shrink.js';

/** Numbers shrink by halving and by subtracting one: the smallest failing value is found greedily. */
const smaller = function* (value: number): Generator<number> {
  if (value > 0) yield Math.floor(value / 2);
  if (value > 0) yield value - 1;
};

describe('shrink (greedy delta debugging)', () => {
  it('takes the first failing candidate until none fails, counting steps and tries', async () => {
    const shrunk = await shrink(100, smaller, (value) => value >= 13);
    // 100, 50, 25 (halving), then 24 ... 13 (halving fails first each time): 14 steps, 2 tries each, 2 at the end.
    expect(shrunk).toEqual({ value: 13, steps: 14, tries: 28, minimal: true });
  });

  it('gives the same result when candidates are tried in parallel', async () => {
    const serial = await shrink(1000, smaller, (value) => value % 7 === 3);
    const parallel = await shrink(1000, smaller, (value) => Promise.resolve(value % 7 === 3), { parallel: 4 });
    expect(parallel.value).toBe(serial.value);
    expect(parallel.steps).toBe(serial.steps);
  });

  it('stops when told (a budget) or after maxSteps, keeping what it has', async () => {
    let asked = 0;
    const stopped = await shrink(100, smaller, (value) => value >= 13, { stop: () => ++asked > 3 });
    expect(stopped.minimal).toBe(false);
    expect(stopped.value).toBe(25);
    expect((await shrink(100, smaller, () => true, { maxSteps: 2 })).value).toBe(25);
  });

  it('lists cases alone (the failing one first), then one fewer, then each shrunk', () => {
    const candidates = [...listCandidates([5, 6, 7], (value) => (value > 5 ? [value - 1] : []), 2)];
    expect(candidates).toEqual([[7], [5], [6], [6, 7], [5, 7], [5, 6], [5, 5, 7], [5, 6, 6]]);
  });
});
