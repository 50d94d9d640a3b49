import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { writePackage } from '../../src/cli/package.js';
import { zipBytes } from '../../src/cli/package/write.js';
import { MAIN, arbiter } from './contestant-helpers.js';

/**
 * Files written whole or not at all (`gen --out`, `package`), on a disk that fills up and on a
 * read-only one: a small tmpfs, mounted here when this machine lets the tests mount (as root);
 * otherwise these tests are reported as skipped. `chmod` alone would not do: root writes anyway.
 */

const mounts: string[] = [];
const base = mkdtempSync(join(tmpdir(), 'arbiter-write-whole-'));

/** A tmpfs of `size` (mount's words: 64k, 4m) at a new folder, read-only with `ro`; undefined when mount is refused. */
function tmpfs(size: string, ro = false): string | undefined {
  const dir = join(base, `mount-${mounts.length}`);
  mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}${ro ? ',ro' : ''}`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  mounts.push(dir);
  return dir;
}
const remount = (dir: string, options: string): void =>
  void execFileSync('mount', ['-o', `remount,${options}`, dir], { stdio: 'ignore' });

const CAN_MOUNT = (() => {
  const dir = tmpfs('64k');
  return dir !== undefined;
})();

afterAll(() => {
  for (const dir of mounts) execFileSync('umount', [dir]);
  rmSync(base, { recursive: true, force: true });
});

describe.skipIf(!CAN_MOUNT)('a disk that fills up while files are written', () => {
  it('package: a refusal naming the file, nothing left behind, and the same call then works', () => {
    const disk = tmpfs('256k')!;
    const out = join(disk, 'packages');
    mkdirSync(out);
    // More than the disk holds: the folder fits, its zip does not (random text compresses little).
    const files = [
      { path: 'problem.yaml', content: 'name: X\n' },
      { path: 'data/secret/big.in', content: randomBytes(120_000).toString('base64') },
    ];
    const paths = { target: join(out, 'x'), zip: join(out, 'x.zip') };
    expect(() => writePackage(paths, files, () => zipBytes('x', files), false)).toThrow(
      `cannot write ${paths.zip}: no space left on device; nothing was written`,
    );
    expect(readdirSync(out)).toEqual([]);
    // A file of the folder that does not fit is named as it is in the package's folder (a failed write has no path).
    const bigger = [...files, { path: 'data/secret/bigger.in', content: randomBytes(120_000).toString('base64') }];
    expect(() => writePackage(paths, bigger, () => zipBytes('x', bigger), false)).toThrow(
      `cannot write ${paths.target}/data/secret/bigger.in: no space left on device; nothing was written`,
    );
    expect(readdirSync(out)).toEqual([]);
    remount(disk, 'size=4m');
    writePackage(paths, files, () => zipBytes('x', files), false);
    expect(readdirSync(out).sort()).toEqual(['x', 'x.zip']);
    expect(Object.keys(unzipSync(readFileSync(paths.zip)))).toContain('x/data/secret/big.in');
  });

  it('gen --out: one line naming the file, every file written so far removed, and a rerun needs no cleaning', async () => {
    const disk = tmpfs('128k')!;
    const out = join(disk, 'tests');
    const ran = await arbiter(['gen', 'cheesy-chess', '--out', out, '--files', '10', '--cases', '200']);
    expect(ran.status).toBe(2);
    expect(ran.stderr).toMatch(
      new RegExp(
        `^arbiter gen: cannot write ${out}/\\d\\d\\.(in|ans|desc): no space left on device; nothing was written\n$`,
      ),
    );
    // Not even the folder it made.
    expect(readdirSync(disk)).toEqual([]);
    const again = await arbiter(['gen', 'cheesy-chess', '--out', out, '--files', '2', '--cases', '5']);
    expect(again.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['01.ans', '01.desc', '01.in', '02.ans', '02.desc', '02.in']);
  });

  it('standard output redirected to a file on it: a short write is its message and status 1, not a short file and 0', () => {
    const disk = tmpfs('64k')!;
    const input = join(base, 'cheesy.txt');
    execFileSync('sh', ['-c', `'${process.execPath}' '${MAIN}' gen cheesy-chess --cases 1000 > '${input}'`]);
    // Each prints more than the disk holds: the first write is cut short, the next one finds the disk full.
    for (const args of [
      ['gen', 'cheesy-chess', '--cases', '3000'],
      ['cheesy-chess', '--explain', input],
    ]) {
      const out = join(disk, 'out.txt');
      const ran = spawnSync(
        'sh',
        ['-c', `'${process.execPath}' '${MAIN}' ${args.map((arg) => `'${arg}'`).join(' ')} > '${out}'`],
        { encoding: 'utf8' },
      );
      expect({ args, status: ran.status, stderr: ran.stderr }).toEqual({
        args,
        status: 1,
        stderr: 'arbiter: cannot write the output: no space left on device\n',
      });
      rmSync(out);
    }
  });

  it('package and gen --out on a disk already full: said before any work', async () => {
    const disk = tmpfs('64k')!;
    // Filled to its last byte.
    execFileSync('sh', ['-c', `cat /dev/zero > ${disk}/filler 2>/dev/null || true`]);
    const pkg = await arbiter(['package', 'rank-and-file', join(disk, 'packages')]);
    expect(pkg.status).toBe(2);
    expect(pkg.stderr).toMatch(
      new RegExp(
        `^arbiter package: cannot write to ${disk}/packages: no space left on device.*; nothing was built or written\n$`,
      ),
    );
    const gen = await arbiter(['gen', 'rank-and-file', '--out', join(disk, 'tests')]);
    expect(gen).toMatchObject({
      status: 2,
      stderr: `arbiter gen: cannot write to ${disk}/tests: no space left on device; nothing was written\n`,
    });
    expect(readdirSync(disk)).toEqual(['filler']);
  });
});

describe.skipIf(!CAN_MOUNT)('a read-only DIR', () => {
  it('package and gen --out say so before any work, with the real reason, not "no such file"', async () => {
    const disk = tmpfs('64k', true)!;
    for (const dir of [disk, join(disk, 'new', 'deeper')]) {
      const pkg = await arbiter(['package', 'rank-and-file', dir]);
      // Before any work: the first line of its log (the tests it makes) never comes.
      expect(pkg).toMatchObject({
        status: 2,
        stderr: `arbiter package: cannot write to ${dir}: the file system is read-only; nothing was built or written\n`,
      });
      const gen = await arbiter(['gen', 'rank-and-file', '--out', dir]);
      expect(gen).toMatchObject({
        status: 2,
        stderr: `arbiter gen: cannot write to ${dir}: the file system is read-only; nothing was written\n`,
      });
    }
  });
});
