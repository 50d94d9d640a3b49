import { describe, expect, it } from 'vitest';
import { shuffle } from '../../src/core/random.js';

/**
 * The full tier runs src/ as Node's own modules (test/helpers/native-src.mjs, vitest.config.ts),
 * not through vitest's module runner: a frame of a source module in a stack is Node's, a file URL
 * of the .ts file (vitest's runner shows the path).
 */
describe('the full tier loads src/ natively', () => {
  it('a source function thrown from shows its .ts file as a file URL in the stack', () => {
    let stack = '';
    try {
      shuffle(Math.random, 'not an array' as unknown as number[]);
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    expect(stack).toMatch(/shuffle: items must be an array/);
    expect(stack).toContain(new URL('../../src/core/random.ts', import.meta.url).href);
  });
});
