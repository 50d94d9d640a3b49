import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The width docs/design.md promises: prettier wraps code at it (.prettierrc.json); comments and strings, by hand. */
const WIDTH = 120;

describe('the code is read in lines of at most 120 characters', () => {
  it('holds for every file of src/ and web/src/: code, comments, strings, the packages’ programs and corners', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'web/src'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const prettier = JSON.parse(readFileSync('.prettierrc.json', 'utf8')) as { printWidth?: number };
    expect(prettier.printWidth).toBe(WIDTH);
    const long: string[] = [];
    let lines = 0;
    for (const file of files) {
      if (/\.(png|ico|woff2?)$/.test(file)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          lines++;
          // Characters, not bytes or UTF-16 units: "←" is one.
          if ([...line].length > WIDTH) long.push(`${file}:${index + 1} (${[...line].length})`);
        });
    }
    expect(files.length).toBeGreaterThan(150);
    expect(lines).toBeGreaterThan(30_000);
    expect(long).toEqual([]);
  });
});
