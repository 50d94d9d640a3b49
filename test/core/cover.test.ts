import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyCover, mostKilling } from '../../src/core/cover.js';

const candidate = (test: string, kills: string[], cost = 1) => ({ test, kills: new Set(kills), cost });

describe('greedyCover', () => {
  it('takes the test that kills the most first, then what is left', () => {
    const cover = greedyCover(
      [candidate('a', ['m1']), candidate('b', ['m1', 'm2', 'm3']), candidate('c', ['m3', 'm4'])],
      ['m1', 'm2', 'm3', 'm4'],
    );
    expect(cover).toEqual({ chosen: ['b', 'c'], survivors: [] });
  });

  it('breaks a tie by the lower cost, then by the earlier test', () => {
    expect(greedyCover([candidate('big', ['m1'], 9), candidate('small', ['m1'], 2)], ['m1']).chosen).toEqual(['small']);
    expect(greedyCover([candidate('first', ['m1']), candidate('second', ['m1'])], ['m1']).chosen).toEqual(['first']);
  });

  it('names the programs no test kills, and takes no test that kills nothing new', () => {
    const cover = greedyCover([candidate('a', ['m1']), candidate('b', ['m1']), candidate('c', [])], ['m1', 'm9', 'm2']);
    expect(cover).toEqual({ chosen: ['a'], survivors: ['m2', 'm9'] });
  });

  it('takes nothing when nothing is alive', () => {
    expect(greedyCover([candidate('a', ['m1'])], [])).toEqual({ chosen: [], survivors: [] });
  });
});

describe('mostKilling', () => {
  /** The candidates' kills, asked as mostKilling asks: each (test, program) pair asked, in order. */
  const asking = (candidates: ReturnType<typeof candidate>[]) => {
    const asked: string[] = [];
    const kills = (test: string, some: readonly string[]) => {
      asked.push(...some.map((program) => `${test} ${program}`));
      const killed = candidates.find((c) => c.test === test)!.kills;
      return Promise.resolve(new Set(some.filter((program) => killed.has(program))));
    };
    const cost = (test: string) => candidates.find((c) => c.test === test)!.cost;
    return { asked, kills, cost, tests: candidates.map((c) => c.test) };
  };

  it('is the test greedyCover takes first, asking nothing after a test that kills every program', async () => {
    const candidates = [candidate('a', ['m1'], 5), candidate('b', ['m1', 'm2'], 3), candidate('c', ['m1', 'm2'], 1)];
    const { asked, kills, cost } = asking(candidates);
    expect(await mostKilling(['a', 'b', 'c'], cost, ['m1', 'm2'], kills)).toBe('c');
    expect(asked).toEqual(['c m1', 'c m2']);
    expect(await mostKilling([], cost, ['m1'], kills)).toBeUndefined();
    expect(await mostKilling(['a'], cost, [], kills)).toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it('leaves a test once it cannot kill more than the best, trying first the programs that survived most', async () => {
    const candidates = [
      candidate('t1', ['m1', 'm2'], 1),
      candidate('t2', ['m1'], 1),
      candidate('t3', ['m1', 'm2', 'm3'], 1),
    ];
    const { asked, kills, cost, tests } = asking(candidates);
    expect(await mostKilling(tests, cost, ['m1', 'm2', 'm3'], kills)).toBe('t3');
    // t1 kills 2; on t2, m3 (which survived t1) is asked first and survives: t2 could only tie, and is left.
    expect(asked).toEqual(['t1 m1', 't1 m2', 't1 m3', 't2 m3', 't3 m3', 't3 m1', 't3 m2']);
  });

  it('agrees with greedyCover on random candidates, asking no pair twice, in chunks of any size', async () => {
    let checked = 0;
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kills: fc.subarray(['m1', 'm2', 'm3', 'm4']), cost: fc.nat(3) }), { maxLength: 8 }),
        fc.subarray(['m1', 'm2', 'm3', 'm4', 'm5']),
        fc.integer({ min: 1, max: 4 }),
        async (drawn, programs, chunk) => {
          const candidates = drawn.map((c, index) => candidate(`t${index}`, c.kills, c.cost));
          const { asked, kills, cost, tests } = asking(candidates);
          const found = await mostKilling(tests, cost, programs, kills, chunk);
          expect(found).toBe(greedyCover(candidates, programs).chosen[0]);
          expect(new Set(asked).size).toBe(asked.length);
          saved += tests.length * programs.length - asked.length;
          checked++;
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThanOrEqual(300);
    // Not a vacuous saving: many pairs were never asked.
    expect(saved).toBeGreaterThan(300);
  });
});
