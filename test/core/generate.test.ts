import { describe, expect, it } from 'vitest';
import {
  type CaseKind,
  type KindSet,
  DEFAULT_PROFILES,
  PROFILES,
  type SizeKnob,
  buildProfile,
  classVerdict,
  drawIn,
  firstOf,
  generateCases,
  generateLabelledCases,
  isProfile,
  pickWeighted,
  resolveSizes,
  sizesProblem,
  uncovered,
  worseClass,
} from '../../src/core/generate.js';
import { type Random, seededRandom } from '../../src/core/random.js';

/** Kinds that make numbers: `k` makes k * 1000 + a random digit; `never` always gives up. */
const counting = (k: number, weight?: CaseKind<number>['weight']): CaseKind<number> => ({
  name: `kind-${k}`,
  weight,
  make: (random: Random) => k * 1000 + Math.floor(random() * 10),
});
const never: CaseKind<number> = { name: 'never', make: () => undefined };
const fallback = { name: 'fallback', make: () => -1 };
const set = (kinds: CaseKind<number>[]): KindSet<number> => ({ kinds, fallback, fits: () => true });

describe('generateCases', () => {
  const five = set([1, 2, 3, 4, 5].map((k) => counting(k)));

  it('gives the same cases for the same seed, and others for another seed', () => {
    expect(generateCases(five, seededRandom(7), 40, 'contest', {})).toEqual(
      generateCases(five, seededRandom(7), 40, 'contest', {}),
    );
    expect(generateCases(five, seededRandom(7), 40, 'contest', {})).not.toEqual(
      generateCases(five, seededRandom(8), 40, 'contest', {}),
    );
  });

  it('covers every kind in any list at least as long as the kinds, for many seeds', () => {
    let seeds = 0;
    for (let seed = 1; seed <= 200; seed++) {
      for (const count of [5, 6, 50]) {
        const labelled = generateLabelledCases(five, seededRandom(seed), count, 'hard', {});
        expect(labelled).toHaveLength(count);
        expect(
          uncovered(['kind-1', 'kind-2', 'kind-3', 'kind-4', 'kind-5'], labelled, (generated) => [generated.kind]),
        ).toEqual([]);
      }
      seeds++;
    }
    expect(seeds).toBe(200);
  });

  it('makes each kind once, in some order, when the list is as long as the kinds; distinct kinds when shorter', () => {
    const kinds = generateLabelledCases(five, seededRandom(3), 3, 'small', {}).map((generated) => generated.kind);
    expect(new Set(kinds).size).toBe(3);
    expect(generateCases(five, seededRandom(3), 0, 'small', {})).toEqual([]);
  });

  it('draws the kinds by their weight for the profile after the first round', () => {
    const weighted = set([counting(1, { hard: 9 }), counting(2, { hard: 1 }), counting(3, { hard: 0 })]);
    const kinds = generateLabelledCases(weighted, seededRandom(11), 3000, 'hard', {}).map(
      (generated) => generated.kind,
    );
    const share = (name: string): number => kinds.filter((kind) => kind === name).length / kinds.length;
    expect(share('kind-1')).toBeGreaterThan(0.85);
    expect(share('kind-2')).toBeGreaterThan(0.05);
    expect(kinds.filter((kind) => kind === 'kind-3')).toHaveLength(1);
  });

  it('replaces a kind that gives up with the fallback', () => {
    const labelled = generateLabelledCases(set([counting(1), never]), seededRandom(5), 20, 'contest', {});
    expect(
      labelled.filter((generated) => generated.kind === 'fallback').every((generated) => generated.value === -1),
    ).toBe(true);
    expect(labelled.some((generated) => generated.kind === 'fallback')).toBe(true);
    expect(labelled.some((generated) => generated.kind === 'never')).toBe(false);
  });

  it('makes each case from its own seed: a kind drawing more numbers does not change the kinds drawn after it', () => {
    const greedy: CaseKind<number> = {
      name: 'kind-1',
      make: (random) => [1, 2, 3, 4, 5, 6, 7, 8].reduce((sum) => sum + random(), 0),
    };
    const kindsOf = (kinds: CaseKind<number>[]): string[] =>
      generateLabelledCases(set(kinds), seededRandom(9), 30, 'contest', {}).map((generated) => generated.kind);
    expect(kindsOf([greedy, counting(2)])).toEqual(kindsOf([counting(1), counting(2)]));
  });

  it('refuses a negative or fractional count and an empty kind list', () => {
    expect(() => generateCases(five, seededRandom(1), -1, 'small', {})).toThrow(RangeError);
    expect(() => generateCases(five, seededRandom(1), 2.5, 'small', {})).toThrow(RangeError);
    expect(() => generateCases(set([]), seededRandom(1), 2, 'small', {})).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('firstOf stops at the first value and gives up after its tries', () => {
    let calls = 0;
    expect(firstOf(10, (index) => (++calls, index === 3 ? 'found' : undefined))).toBe('found');
    expect(calls).toBe(4);
    calls = 0;
    expect(firstOf(10, () => (++calls, undefined))).toBeUndefined();
    expect(calls).toBe(10);
  });

  it('pickWeighted never picks a weight of 0 when others weigh more, and is uniform when all weigh 0', () => {
    const random = seededRandom(2);
    for (let k = 0; k < 200; k++)
      expect(pickWeighted(random, ['a', 'b', 'c'], (item) => (item === 'b' ? 0 : 1))).not.toBe('b');
    const picked = new Set(Array.from({ length: 100 }, () => pickWeighted(random, ['a', 'b'], () => 0)));
    expect(picked).toEqual(new Set(['a', 'b']));
    expect(() => pickWeighted(random, [], () => 1)).toThrow(RangeError);
  });

  it('knows the profiles: three default ones, and edge', () => {
    expect(PROFILES).toEqual(['small', 'contest', 'hard', 'edge']);
    expect(DEFAULT_PROFILES).toEqual(['small', 'contest', 'hard']);
    expect(PROFILES.every(isProfile)).toBe(true);
    expect(isProfile('huge')).toBe(false);
    expect(buildProfile('edge')).toBe('contest');
    expect(buildProfile('hard')).toBe('hard');
  });

  it('orders the data classes and says why a case is not contest class', () => {
    expect(worseClass('edge', 'contest')).toBe(true);
    expect(worseClass('hostile', 'edge')).toBe(true);
    expect(worseClass('contest', 'contest')).toBe(false);
    expect(worseClass('contest', 'hostile')).toBe(false);
    expect(classVerdict([], [])).toEqual({ class: 'contest', reasons: [] });
    expect(classVerdict([], ['kings side by side'])).toEqual({ class: 'edge', reasons: ['kings side by side'] });
    expect(classVerdict(['m = 7'], ['kings side by side'])).toEqual({
      class: 'hostile',
      reasons: ['m = 7', 'kings side by side'],
    });
  });
});

describe('sizes', () => {
  const knobs: SizeKnob[] = [
    { name: 'pieces', what: 'pieces a side', min: 1, max: 12 },
    { name: 'moves', what: 'moves', min: 1, max: 100 },
  ];

  it('says what is wrong with a range: an unknown name, MIN above MAX, beyond the bounds, not whole numbers', () => {
    expect(sizesProblem(knobs, { pieces: { min: 2, max: 3 } })).toBeUndefined();
    expect(sizesProblem(knobs, {})).toBeUndefined();
    expect(sizesProblem(knobs, { fields: { min: 1, max: 2 } })).toBe(
      'there is no size "fields"; the sizes are pieces, moves',
    );
    expect(sizesProblem(knobs, { pieces: { min: 3, max: 2 } })).toMatch(/MIN <= MAX/);
    expect(sizesProblem(knobs, { pieces: { min: 0, max: 2 } })).toBe('pieces: 0..2 is outside 1..12 (pieces a side)');
    expect(sizesProblem(knobs, { moves: { min: 1, max: 101 } })).toMatch(/outside 1..100/);
    expect(sizesProblem(knobs, { moves: { min: 1.5, max: 3 } })).toMatch(/whole numbers/);
  });

  it("resolves the given ranges over the profile's, and every knob gets one", () => {
    expect(resolveSizes(knobs, { pieces: { min: 1, max: 5 } }, { moves: { min: 7, max: 9 } })).toEqual({
      pieces: { min: 1, max: 5 },
      moves: { min: 7, max: 9 },
    });
    expect(resolveSizes(knobs, {}, { pieces: { min: 12, max: 12 } })).toEqual({
      pieces: { min: 12, max: 12 },
      moves: { min: 1, max: 100 },
    });
    expect(() => resolveSizes(knobs, {}, { pieces: { min: 0, max: 12 } })).toThrow(RangeError);
  });

  it('drawIn stays in the range, and in the wished part of it when the two meet', () => {
    const random = seededRandom(4);
    const seen = new Set<number>();
    for (let k = 0; k < 500; k++) {
      const wished = drawIn(random, { min: 1, max: 20 }, 8, 30);
      expect(wished).toBeGreaterThanOrEqual(8);
      expect(wished).toBeLessThanOrEqual(20);
      const apart = drawIn(random, { min: 1, max: 5 }, 8, 30);
      expect(apart).toBeGreaterThanOrEqual(1);
      expect(apart).toBeLessThanOrEqual(5);
      seen.add(apart);
    }
    expect(seen.size).toBe(5);
  });
});

describe('generateCases and the profiles and sizes', () => {
  const edgeKind: CaseKind<number> = { name: 'edge-kind', edge: true, make: () => 666 };

  it('draws edge kinds in the edge profile only, and every kind there', () => {
    const kinds = [counting(1), counting(2), edgeKind];
    for (const profile of DEFAULT_PROFILES)
      expect(
        generateLabelledCases(set(kinds), seededRandom(3), 200, profile, {}).some(
          (generated) => generated.kind === 'edge-kind',
        ),
      ).toBe(false);
    const edge = generateLabelledCases(set(kinds), seededRandom(3), 3, 'edge', {}).map((generated) => generated.kind);
    expect(new Set(edge)).toEqual(new Set(['kind-1', 'kind-2', 'edge-kind']));
  });

  it('hands kinds the profile they build by (contest for edge) and the sizes, and replaces a case outside them', () => {
    const seen: string[] = [];
    const asking: CaseKind<number> = {
      name: 'asking',
      make: (_random, profile, sizes) => {
        seen.push(profile);
        return sizes.n.max + 1;
      },
    };
    const fitting: KindSet<number> = { kinds: [asking], fallback, fits: (value, sizes) => value <= sizes.n.max };
    const labelled = generateLabelledCases(fitting, seededRandom(1), 5, 'edge', { n: { min: 0, max: 3 } });
    expect(seen).toEqual(Array(5).fill('contest'));
    expect(labelled.every((generated) => generated.kind === 'fallback' && generated.value === -1)).toBe(true);
  });
});
