import { readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEMS as REGISTERED } from '../../src/problems/registry.js';
import { arbiter, scratch } from './contestant-helpers.js';

const PROBLEMS = REGISTERED.map(({ id }) => id);

describe('arbiter gen', () => {
  for (const problem of PROBLEMS) {
    it(`${problem}: the same seed gives the same text; --strict accepts contest and hard inputs`, async () => {
      const once = await arbiter(['gen', problem, '--seed', '42', '--cases', '20']);
      expect(once.status).toBe(0);
      expect((await arbiter(['gen', problem, '--seed', '42', '--cases', '20'])).stdout).toBe(once.stdout);
      expect((await arbiter(['gen', problem, '--seed', '43', '--cases', '20'])).stdout).not.toBe(once.stdout);
      for (const profile of ['contest', 'hard']) {
        for (const seed of ['1', '2', '3']) {
          const input = (await arbiter(['gen', problem, '--seed', seed, '--cases', '30', '--profile', profile])).stdout;
          const judged = await arbiter([problem, '--strict'], input);
          expect(judged.stderr).toBe('');
          expect(judged.status).toBe(0);
          expect(judged.stdout.trimEnd().split('\n')).toHaveLength(30);
        }
      }
      const small = (await arbiter(['gen', problem, '--profile', 'small', '--cases', '5'])).stdout;
      expect((await arbiter([problem], small)).status).toBe(0);
    });
  }

  it('defaults to seed 1 and 10 cases, and refuses more cases than the contest allows, in every profile', async () => {
    expect((await arbiter(['gen', 'checkers'])).stdout).toBe(
      (await arbiter(['gen', 'checkers', '--seed', '1', '--cases', '10', '--profile', 'contest'])).stdout,
    );
    for (const profile of ['contest', 'small']) {
      const tooMany = await arbiter(['gen', 'rank-and-file', '--cases', '101', '--profile', profile]);
      expect(tooMany.status).toBe(2);
      expect(tooMany.stderr).toBe('arbiter gen: the contest allows at most 100 cases in one rank-and-file input\n');
    }
    expect((await arbiter(['gen', 'cheesy-chess', '--cases', '100001'])).stderr).toMatch(
      /arbiter gen makes at most 100,000 cases/,
    );
    expect((await arbiter(['gen', 'rank-and-file', '--profile', 'huge'])).status).toBe(2);
    expect((await arbiter(['gen', 'rank-and-file', '--seed', '-3'])).status).toBe(2);
    expect((await arbiter(['gen', 'chess'])).status).toBe(2);
    expect((await arbiter(['gen', '--help'])).stdout).toMatch(/--seed <n>.*\(default: 1\)/s);
  });

  it('refuses a --set that names no knob or leaves its range, naming the knobs', async () => {
    const unknown = await arbiter(['gen', 'rank-and-file', '--set', 'size=1..2']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(
      /^arbiter gen: --set: there is no size "size"; the sizes are pieces; the knobs are:\narbiter gen: {3}--set pieces=0\.\.30 +pieces besides the two kings/,
    );
    const beyond = await arbiter(['gen', 'rank-and-file', '--set', 'pieces=0..31']);
    expect(beyond.status).toBe(2);
    expect(beyond.stderr).toMatch(/pieces: 0\.\.31 is outside 0\.\.30/);
    const sized = await arbiter(['gen', 'rank-and-file', '--set', 'pieces=0', '--cases', '5']);
    const rows = sized.stdout.split('\n').filter((line) => line.length === 8);
    expect(rows).toHaveLength(40);
    expect(rows.join('')).not.toMatch(/[qrbnQRBN]/);
    expect((await arbiter(['gen', 'rank-and-file', '--help'])).stdout).toMatch(
      /Size knobs of rank-and-file:\n {2}--set pieces=0\.\.30 +pieces besides the two kings/,
    );
    const malformed = await arbiter(['gen', 'rank-and-file', '--set', 'pieces=2-3']);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toMatch(/expected NAME=MIN\.\.MAX \(or NAME=N\)/);
  });

  it("--out DIR writes numbered tests: each .in a contest input, its .ans Arbiter's answers, its .desc the command that makes it", async () => {
    const dir = join(scratch(), 'tests');
    const ran = await arbiter(['gen', 'cheesy-chess', '--out', dir, '--files', '3', '--cases', '4', '--seed', '9']);
    expect(ran.status).toBe(0);
    expect(ran.stdout).toBe(
      `Wrote 3 tests of 4 cases to ${dir}: 01.in to 03.in, each with its .ans (Arbiter's answers) and .desc (how it was made).\n`,
    );
    expect(readdirSync(dir).sort()).toEqual([
      '01.ans',
      '01.desc',
      '01.in',
      '02.ans',
      '02.desc',
      '02.in',
      '03.ans',
      '03.desc',
      '03.in',
    ]);
    const inputs = new Set<string>();
    for (const name of ['01', '02', '03']) {
      const input = readFileSync(join(dir, `${name}.in`), 'utf8');
      inputs.add(input);
      const judged = await arbiter(['cheesy-chess', '--strict'], input);
      expect(judged.status).toBe(0);
      expect(readFileSync(join(dir, `${name}.ans`), 'utf8')).toBe(judged.stdout);
      const desc = readFileSync(join(dir, `${name}.desc`), 'utf8');
      const command = /^Made by: arbiter (gen .*)$/m.exec(desc)![1].split(' ');
      expect((await arbiter(command)).stdout).toBe(input);
      expect(desc).toMatch(/^4 cases, all contest data\.$/m);
      expect(desc).toMatch(/^Answers: /m);
    }
    expect(inputs.size).toBe(3);
    const unwritable = await arbiter(['gen', 'cheesy-chess', '--out', join(dir, '01.in')]);
    expect(unwritable.status).toBe(2);
    expect(unwritable.stderr).toBe(
      `arbiter gen: ${join(dir, '01.in')} is not a directory; give a directory for --out (made if it does not exist)\n`,
    );
  });

  it('--out with --files 1 names its one file once', async () => {
    const dir = join(scratch(), 'one');
    expect(await arbiter(['gen', 'rank-and-file', '--out', dir, '--files', '1'])).toEqual({
      status: 0,
      stdout: `Wrote 1 test of 10 cases to ${dir}: 01.in, with its .ans (Arbiter's answers) and .desc (how it was made).\n`,
      stderr: '',
    });
  });

  it('--out removes the temporary files of its own naming that an ended run left, says so, and leaves the others', async () => {
    const dir = scratch();
    // Pids past any the kernel gives out (at most 2^22) are of no process; this test's own is running.
    const stale = ['.01.in.99999991.partial', '.01.ans.99999991.partial', '.17.desc.99999992.partial'];
    const kept = [`.02.in.${process.pid}.partial`, '.notes.99999991.partial', '.01.in.99999991.partial.bak'];
    for (const name of [...stale, ...kept]) writeFileSync(join(dir, name), 'half\n');
    const ran = await arbiter(['gen', 'rank-and-file', '--out', dir, '--files', '2']);
    expect(ran.status).toBe(0);
    expect(ran.stderr).toMatch(
      new RegExp(
        `^arbiter gen: removed 3 temporary files that an earlier run, stopped, left in ${dir} \\(\\.[^)]+\\)\n$`,
      ),
    );
    expect(stale.every((name) => ran.stderr.includes(name))).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(
      [...kept, '01.ans', '01.desc', '01.in', '02.ans', '02.desc', '02.in'].sort(),
    );
  });

  it('--out writes over nothing without --force, and never through a symbolic link', async () => {
    const dir = scratch();
    const outside = join(scratch(), 'precious.txt');
    writeFileSync(outside, 'keep me\n');
    symlinkSync(outside, join(dir, '02.ans'));
    writeFileSync(join(dir, '01.desc'), 'mine\n');
    const refused = await arbiter(['gen', 'rank-and-file', '--out', dir, '--files', '2']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `arbiter gen: ${join(dir, '01.desc')} already exists; give --force to replace it; nothing was written\n`,
    );
    expect(readdirSync(dir).sort()).toEqual(['01.desc', '02.ans']);
    expect(readFileSync(join(dir, '01.desc'), 'utf8')).toBe('mine\n');

    const forced = await arbiter(['gen', 'rank-and-file', '--out', dir, '--files', '2', '--force']);
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
    expect(readFileSync(join(dir, '02.ans'), 'utf8')).toMatch(/^[A-Z ]+\n/);
    expect(readFileSync(join(dir, '01.desc'), 'utf8')).toMatch(/^Made by: arbiter gen rank-and-file /);
    expect(readdirSync(dir)).toHaveLength(6);
    // A dangling link is there too.
    const other = scratch();
    symlinkSync(join(other, 'nowhere'), join(other, '01.in'));
    const link = await arbiter(['gen', 'rank-and-file', '--out', other, '--files', '1']);
    expect(link.stderr).toBe(
      `arbiter gen: ${join(other, '01.in')} already exists (a symbolic link); give --force to replace it; nothing was written\n`,
    );
  });
});
