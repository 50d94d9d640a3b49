import { describe, expect, it } from 'vitest';
import { compareMeasures, removals, sameClassOrBetter, without } from '../../src/core/candidates.js';
import type { ClassVerdict } from '../../src/core/generate.js';

describe('removals', () => {
  it('offers everything, each one kept alone, each pair kept alone, then halves, quarters and ones, no set twice', () => {
    expect([...removals(3)]).toEqual([[0, 1, 2], [1, 2], [0, 2], [0, 1], [2], [1], [0]]);
    for (const count of [1, 2, 5, 12, 13, 24, 63]) {
      const sets = [...removals(count)];
      const keys = sets.map((set) => set.join());
      expect(new Set(keys).size).toBe(sets.length);
      expect(sets[0]).toHaveLength(count);
      // Every single thing can go alone, and the sets are never empty.
      for (let index = 0; index < count; index++) expect(keys).toContain(String(index));
      expect(sets.every((set) => set.length > 0 && set.every((index) => index >= 0 && index < count))).toBe(true);
      // Linear in the count but for the pairs, which short lists only offer.
      const pairs = count <= 12 ? (count * (count - 1)) / 2 : 0;
      expect(sets.length).toBeLessThanOrEqual(1 + count + pairs + 3 * count);
    }
    expect([...removals(0)]).toEqual([]);
  });

  it('keeps at least `keep` things', () => {
    const sets = [...removals(6, 2)];
    expect(sets.length).toBeGreaterThan(6);
    expect(sets.every((set) => 6 - set.length >= 2)).toBe(true);
  });

  it('without drops the given indices', () => {
    expect(without(['a', 'b', 'c', 'd'], [1, 3])).toEqual(['a', 'c']);
  });
});

describe('compareMeasures', () => {
  it('compares left to right, a missing number counting as 0', () => {
    expect(compareMeasures([1, 5], [2, 0])).toBeLessThan(0);
    expect(compareMeasures([2, 0], [1, 5])).toBeGreaterThan(0);
    expect(compareMeasures([1, 2, 3], [1, 2, 4])).toBeLessThan(0);
    expect(compareMeasures([1, 2], [1, 2, 0])).toBe(0);
    expect(compareMeasures([1, 2], [1, 2, 1])).toBeLessThan(0);
  });
});

describe('sameClassOrBetter', () => {
  it('drops the candidates of a worse class, in order', () => {
    const classOf = (value: string): ClassVerdict => ({
      class: value.startsWith('e') ? 'edge' : value.startsWith('h') ? 'hostile' : 'contest',
      reasons: [],
    });
    expect([...sameClassOrBetter('c0', ['c1', 'e1', 'h1', 'c2'], classOf)]).toEqual(['c1', 'c2']);
    expect([...sameClassOrBetter('e0', ['c1', 'e1', 'h1', 'c2'], classOf)]).toEqual(['c1', 'e1', 'c2']);
  });
});
