import { describe, expect, it } from 'vitest';
import { greedyCover } from '../../src/core/cover.js';

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
