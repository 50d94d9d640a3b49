/**
 * A seeded pseudo-random source for generated inputs (tests, benchmarks, input generators): the
 * same seed gives the same numbers on every machine, so a generated input can be made again.
 */

/** Numbers uniform in [0, 1), like `Math.random`. */
export type Random = () => number;

/** mulberry32: tiny and fast. Its arithmetic must not change: benchmark inputs are made from it. */
export function seededRandom(seed: number): Random {
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    throw new TypeError(`seededRandom: seed must be a finite number, not ${String(seed)}`);
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included (one draw: `min + floor(random() * size)`). */
export function randomInt(random: Random, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min)
    throw new RangeError(`randomInt needs whole numbers min <= max, not ${min} and ${max}`);
  return min + Math.floor(random() * (max - min + 1));
}

/** Array.isArray without its narrowing to any[]: callers from outside may pass anything. */
const isArray = (value: unknown): boolean => Array.isArray(value);

/** One item of a non-empty list, each equally likely (one draw). */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (!isArray(items)) throw new TypeError('pick: items must be an array');
  if (items.length === 0) throw new RangeError('pick needs at least one item');
  return items[Math.floor(random() * items.length)];
}

/** True with probability `probability` (one draw: `random() < probability`). */
export const chance = (random: Random, probability: number): boolean => random() < probability;

/** Shuffles `items` in place (Fisher-Yates, one draw per item but the first) and returns it. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  if (!isArray(items)) throw new TypeError('shuffle: items must be an array');
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
