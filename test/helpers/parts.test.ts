import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOf } from './parts.js';

const TEST_ROOT = new URL('..', import.meta.url).pathname;

/** Every test file under test/, relative to it. */
const testFiles = (dir = TEST_ROOT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name).slice(TEST_ROOT.length)]
        : [],
  );

describe('a test split into parts (test/helpers/parts.ts)', () => {
  it('gives each item to one part, the parts in turn', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const parts = [1, 2, 3].map((part) => partOf(items, part, 3));
    expect(parts).toEqual([
      ['a', 'd', 'g'],
      ['b', 'e'],
      ['c', 'f'],
    ]);
    expect(partOf(items, 1, 1)).toEqual(items);
    for (const [part, of] of [
      [0, 3],
      [4, 3],
      [1, 0],
      [1.5, 3],
    ])
      expect(() => partOf(items, part, of)).toThrow(/a part is a whole number/);
  });

  it('has every part of each split file, each file saying which part it is of how many', () => {
    const files = testFiles();
    const split = files.filter((file) => /-\d+(\.full)?\.test\.ts$/.test(file));
    // package.test.ts and its parts at least.
    expect(split.length).toBeGreaterThanOrEqual(2);
    const families = new Map<string, string[]>();
    for (const file of split) {
      const first = file.replace(/-\d+((\.full)?\.test\.ts)$/, '$1');
      families.set(first, [...(families.get(first) ?? []), file]);
    }
    for (const [first, others] of families) {
      const parts = others.length + 1;
      const family = [first, ...others.sort()];
      expect(family).toEqual([
        first,
        ...Array.from({ length: parts - 1 }, (_, at) => first.replace(/((\.full)?\.test\.ts)$/, `-${at + 2}$1`)),
      ]);
      family.forEach((file, at) =>
        expect(readFileSync(join(TEST_ROOT, file), 'utf8'), file).toContain(`(${at + 1}, ${parts})`),
      );
    }
  });
});
