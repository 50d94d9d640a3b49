import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invokedCommand } from '../../src/cli/invoked.js';

/**
 * The command stress's "To reproduce:" lines name: Arbiter as it was started. Each case is made in
 * a temporary directory (test/install/installed.full.test.ts runs the printed lines themselves,
 * after a real install).
 */

const dir = mkdtempSync(join(tmpdir(), 'arbiter-invoked-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A script file at `path` (made executable unless `plain`), as npm installs a bin. */
function script(path: string, plain = false): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/usr/bin/env node\n');
  chmodSync(path, plain ? 0o644 : 0o755);
  return path;
}

describe('the command a reproduce line names', () => {
  it('under npx, npm exec or an npm script, running an installed bin: npx arbiter-judge', () => {
    const bin = join(dir, 'project/node_modules/.bin/arbiter');
    for (const event of ['npx', 'test'])
      expect(invokedCommand(['node', bin], { npm_lifecycle_event: event, PATH: '' }, join(dir, 'project'))).toBe(
        'npx arbiter-judge',
      );
  });

  it('arbiter, when the first arbiter on PATH is this script (a global install’s link)', () => {
    const target = script(join(dir, 'global/lib/node_modules/arbiter-judge/dist/arbiter.cjs'));
    mkdirSync(join(dir, 'global/bin'), { recursive: true });
    symlinkSync(target, join(dir, 'global/bin/arbiter'));
    const bin = join(dir, 'global/bin/arbiter');
    expect(invokedCommand(['node', bin], { PATH: `/nowhere:${join(dir, 'global/bin')}` }, dir)).toBe('arbiter');
    // Another arbiter first on PATH would run instead: the script's own path is named.
    script(join(dir, 'other/arbiter'));
    expect(
      invokedCommand(
        ['node', bin],
        { PATH: `${join(dir, 'other')}:${join(dir, 'global/bin')}` },
        join(dir, 'elsewhere'),
      ),
    ).toBe(bin);
  });

  it('else the script’s path: relative to the directory when inside it, after node unless it runs itself', () => {
    const clone = join(dir, 'clone');
    const bundle = script(join(clone, 'dist/arbiter.cjs'));
    expect(invokedCommand(['node', bundle], { PATH: '' }, clone)).toBe('./dist/arbiter.cjs');
    const plain = script(join(clone, 'dist/cli/main.js'), true);
    expect(invokedCommand(['node', plain], { PATH: '' }, clone)).toBe('node ./dist/cli/main.js');
    expect(invokedCommand(['node', plain], { PATH: '' }, join(dir, 'elsewhere'))).toBe(`node ${plain}`);
    // A path a shell would split is quoted.
    const spaced = script(join(dir, 'my tools/arbiter.cjs'));
    expect(invokedCommand(['node', spaced], { PATH: '' }, join(dir, 'elsewhere'))).toBe(`'${spaced}'`);
  });
});
