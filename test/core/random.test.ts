import { describe, expect, it } from 'vitest';
import { chance, pick, randomInt, seededRandom, shuffle } from '../../src/core/random.js';

const DRAWS = 20_000;

describe('the seeded PRNG', () => {
  it('is mulberry32, number for number (benchmark inputs depend on it)', () => {
    const random = seededRandom(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
    const bench = seededRandom(0x5eed2024);
    expect([bench(), bench()]).toEqual([0.6896609314717352, 0.988514861324802]);
  });

  it('gives the same numbers for the same seed, other numbers for another, all in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    let differ = 0;
    // Every draw checked, the faults gathered: an expect() per draw costs more than the draws.
    const faults: string[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const x = a();
      const y = b();
      if (y !== x) faults.push(`draw ${i}: ${y}, not ${x}`);
      if (!(x >= 0 && x < 1)) faults.push(`draw ${i}: ${x} is not in [0, 1)`);
      if (c() !== x) differ++;
    }
    expect(faults).toEqual([]);
    expect(differ).toBeGreaterThan(DRAWS - 10);
  });

  it('randomInt stays within its bounds, reaches both ends, and draws each value about equally', () => {
    const random = seededRandom(7);
    const counts = new Map<number, number>();
    for (let i = 0; i < DRAWS; i++) {
      const value = randomInt(random, -3, 3);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    for (const count of counts.values()) expect(Math.abs(count - DRAWS / 7)).toBeLessThan(DRAWS / 35);
    expect(randomInt(seededRandom(1), 5, 5)).toBe(5);
    expect(() => randomInt(random, 2, 1)).toThrow(RangeError);
    expect(() => randomInt(random, 0, 1.5)).toThrow(RangeError);
  });

  it('randomInt, pick and chance use one draw each, as the benchmarks did by hand', () => {
    const seed = 99;
    const byHand = seededRandom(seed);
    const helpers = seededRandom(seed);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const drawn: unknown[] = [];
    const expected: unknown[] = [];
    for (let i = 0; i < 1000; i++) {
      drawn.push(randomInt(helpers, 1, 8), pick(helpers, items), chance(helpers, 0.3));
      expected.push(1 + Math.floor(byHand() * 8), items[Math.floor(byHand() * items.length)], byHand() < 0.3);
    }
    expect(drawn).toEqual(expected);
    expect(() => pick(helpers, [])).toThrow(RangeError);
  });

  it('chance(p) comes up about p of the time', () => {
    const random = seededRandom(3);
    let heads = 0;
    for (let i = 0; i < DRAWS; i++) if (chance(random, 0.2)) heads++;
    expect(Math.abs(heads - DRAWS * 0.2)).toBeLessThan(DRAWS * 0.02);
  });

  it('shuffle permutes in place, and puts every item in every place over many shuffles', () => {
    const random = seededRandom(5);
    const seen = Array.from({ length: 5 }, () => new Set<number>());
    const faults: string[] = [];
    for (let round = 0; round < 500; round++) {
      const items = [0, 1, 2, 3, 4];
      const shuffled = shuffle(random, items);
      if (shuffled !== items) faults.push(`round ${round}: a new array, not the one given`);
      if ([...shuffled].sort().join() !== '0,1,2,3,4') faults.push(`round ${round}: ${shuffled.join()}`);
      shuffled.forEach((item, place) => seen[place].add(item));
    }
    expect(faults).toEqual([]);
    for (const places of seen) expect(places.size).toBe(5);
    expect(shuffle(random, [])).toEqual([]);
  });
});
