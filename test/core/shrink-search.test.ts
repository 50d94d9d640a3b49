import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FirstFailing, ddmin, lexicographicallyBelow, shrink } from '../../src/core/shrink-search.js';

/** Numbers shrink by halving and by subtracting one: the smallest failing value is found greedily. */
const smaller = function* (value: number): Generator<number> {
  if (value > 0) yield Math.floor(value / 2);
  if (value > 0) yield value - 1;
};

/** A test over a group of candidates from a test of one, counting the groups it is given. */
function firstOf<T>(fails: (value: T) => boolean, calls = { count: 0 }): FirstFailing<T> {
  return (candidates) => {
    calls.count++;
    const index = candidates.findIndex(fails);
    return Promise.resolve(index >= 0 ? index : undefined);
  };
}

describe('shrink (greedy descent)', () => {
  it('takes the first failing candidate until none fails, counting steps and tries', async () => {
    const shrunk = await shrink(
      100,
      smaller,
      firstOf((value) => value >= 13),
    );
    // 100, 50, 25 (halving), then 24 ... 13 (halving fails first each time): 14 steps, 2 tries each, 2 at the end.
    expect(shrunk).toEqual({ value: 13, steps: 14, tries: 28, minimal: true });
  });

  it('gives the same result with candidates tried in groups, in fewer calls', async () => {
    const fails = (value: number): boolean => value % 7 === 3;
    const one = { count: 0 };
    const many = { count: 0 };
    const serial = await shrink(1000, smaller, firstOf(fails, one));
    const grouped = await shrink(1000, smaller, firstOf(fails, many), { group: 64 });
    expect(grouped.value).toBe(serial.value);
    expect(grouped.steps).toBe(serial.steps);
    expect(many.count).toBeLessThan(one.count);
  });

  it('drops candidates whose measure is not strictly smaller, so that it never cycles', async () => {
    // Candidates that go back and forth (the bug of flipping the judged side): without a measure this never ends.
    const flip = (value: number): number[] => [value === 0 ? 1 : 0, value - 1].filter((next) => next >= 0);
    const tried: number[] = [];
    const shrunk = await shrink(
      5,
      flip,
      firstOf((value: number) => (tried.push(value), true)),
      { measure: (value) => [value] },
    );
    expect(shrunk).toMatchObject({ value: 0, minimal: true });
    expect(tried.every((value) => value < 5)).toBe(true);
    expect(tried.length).toBeLessThanOrEqual(10);
  });

  it('stops when told (a budget), keeping what it has and saying it is not minimal', async () => {
    let asked = 0;
    const stopped = await shrink(
      100,
      smaller,
      firstOf((value) => value >= 13),
      { stop: () => ++asked > 3 },
    );
    expect(stopped).toMatchObject({ value: 25, minimal: false });
  });

  it('tells each step taken', async () => {
    const steps: number[] = [];
    await shrink(
      20,
      smaller,
      firstOf((value) => value >= 4),
      { onStep: (value) => steps.push(value) },
    );
    expect(steps).toEqual([10, 5, 4]);
  });

  it('orders measures lexicographically', () => {
    expect(lexicographicallyBelow([1, 9], [2, 0])).toBe(true);
    expect(lexicographicallyBelow([2, 0], [2, 0])).toBe(false);
    expect(lexicographicallyBelow([2], [2, 1])).toBe(true);
  });
});

describe('ddmin (delta debugging over a list)', () => {
  it('finds the one item that fails, alone, in a few tries', async () => {
    const items = Array.from({ length: 64 }, (_, index) => index);
    const shrunk = await ddmin(
      items,
      firstOf((list: readonly number[]) => list.includes(37)),
    );
    expect(shrunk.value).toEqual([37]);
    expect(shrunk.minimal).toBe(true);
    // Halving: about 2 tries a level, 6 levels.
    expect(shrunk.tries).toBeLessThanOrEqual(14);
  });

  it('tries the items given alone first', async () => {
    const calls = { count: 0 };
    const shrunk = await ddmin(
      [1, 2, 3, 4, 5],
      firstOf((list: readonly number[]) => list.includes(4), calls),
      { alone: [3] },
    );
    expect(shrunk).toMatchObject({ value: [4], tries: 1, minimal: true });
    expect(calls.count).toBe(1);
  });

  it('keeps the list itself when nothing can be removed', async () => {
    const items = [1, 2];
    const shrunk = await ddmin(
      items,
      firstOf((list: readonly number[]) => list.length === 2),
    );
    expect(shrunk.value).toBe(items);
  });

  it('ends 1-minimal: when several items are needed together, removing any one of them passes', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 4 }),
        async (needed) => {
          const items = Array.from({ length: 41 }, (_, index) => index);
          const fails = (list: readonly number[]): boolean => needed.every((item) => list.includes(item));
          const shrunk = await ddmin(items, firstOf(fails));
          expect(shrunk.minimal).toBe(true);
          expect([...shrunk.value].sort((a, b) => a - b)).toEqual([...needed].sort((a, b) => a - b));
          for (let index = 0; index < shrunk.value.length; index++)
            expect(fails(shrunk.value.filter((_, k) => k !== index))).toBe(false);
          checked++;
        },
      ),
      { numRuns: 100 },
    );
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it('stops when told, not minimal', async () => {
    const shrunk = await ddmin(
      [1, 2, 3, 4],
      firstOf(() => true),
      { stop: () => true },
    );
    expect(shrunk.minimal).toBe(false);
  });
});
