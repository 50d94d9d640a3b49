import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUITE_SEED, suiteSeed } from './fast-check-seed.js';

const TEST_ROOT = new URL('..', import.meta.url).pathname;

/** Every .ts file under test/. */
const testFiles = (dir = TEST_ROOT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('every property test runs with a fixed seed (docs/testing.md)', () => {
  it('the setup file has given fast-check the suite seed, or FC_SEED', () => {
    expect(fc.readConfigureGlobal().seed).toBe(suiteSeed());
    expect(suiteSeed(undefined)).toBe(SUITE_SEED);
    expect(suiteSeed('831797692')).toBe(831797692);
    expect(suiteSeed('-5')).toBe(-5);
    for (const bad of ['abc', '1.5', '1e3', '99999999999999999999'])
      expect(() => suiteSeed(bad), bad).toThrow(/FC_SEED must be a whole number/);
  });

  it('so a property without a seed of its own sees the same values on every run', () => {
    const values = () => {
      const seen: number[] = [];
      fc.assert(
        fc.property(fc.integer(), (value) => {
          seen.push(value);
        }),
        { numRuns: 20 },
      );
      return seen;
    };
    expect(values()).toEqual(values());
    expect(new Set(values()).size).toBeGreaterThan(10);
  });

  it('no test file sets fast-check’s global parameters but the setup file', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const setters = files.filter((file) =>
      /\bfc\.(configureGlobal|resetConfigureGlobal)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(setters.map((file) => file.slice(TEST_ROOT.length))).toEqual(['helpers/fast-check-seed.ts']);
  });
});
