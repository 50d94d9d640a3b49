import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { amongTheOthers } from './sequencer.js';

describe('the order of the test files (test/helpers/sequencer.ts)', () => {
  it("spreads the browser's files evenly among the others, each list in its own order", () => {
    const sorted = ['a', 'b', 'W1', 'c', 'd', 'e', 'W2', 'f', 'W3'];
    const web = (name: string): boolean => name.startsWith('W');
    expect(amongTheOthers(sorted, web)).toEqual(['W1', 'a', 'b', 'W2', 'c', 'd', 'W3', 'e', 'f']);
    expect(amongTheOthers(['a', 'b'], web)).toEqual(['a', 'b']);
    expect(amongTheOthers(['W1', 'W2'], web)).toEqual(['W1', 'W2']);
    expect(amongTheOthers(['W1', 'a', 'W2', 'W3'], web)).toEqual(['W1', 'a', 'W2', 'W3']);
  });
});

describe('test/helpers/durations.json', () => {
  it('gives seconds for test files that exist, the order of a clone with no run of its own', () => {
    const root = new URL('../../', import.meta.url);
    const durations = JSON.parse(readFileSync(new URL('test/helpers/durations.json', root), 'utf8')) as Record<
      string,
      number
    >;
    const files = Object.keys(durations);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !/^test\/.*\.test\.ts$/.test(file) || !existsSync(new URL(file, root)))).toEqual([]);
    expect(Object.values(durations).filter((seconds) => !(seconds >= 0))).toEqual([]);
  });
});
