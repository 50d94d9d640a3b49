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
