import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, arbiter, scratch } from './contestant-helpers.js';

/** `arbiter check` on the bundled examples, with their expected outputs right and corrupted. */

const EXAMPLE_FILES = readdirSync(EXAMPLES).filter((name) => name.endsWith('.txt'));
const problemOf = (file: string): string => file.replace(/(-rules)?\.txt$/, '');
const write = (text: string): string => {
  const file = join(scratch(), 'output.txt');
  writeFileSync(file, text);
  return file;
};

describe('arbiter check', () => {
  for (const file of EXAMPLE_FILES) {
    it(`accepts the expected output of examples/${file}, also with CRLF and trailing spaces`, async () => {
      const expected = readFileSync(join(EXAMPLES, file.replace(/\.txt$/, '.expected')), 'utf8');
      const count = expected.trimEnd().split('\n').length;
      const ran = await arbiter(['check', problemOf(file), join(EXAMPLES, file), write(expected)]);
      expect(ran).toEqual({ status: 0, stdout: `Accepted (${count} case${count === 1 ? '' : 's'})\n`, stderr: '' });
      const sloppy = `${expected.trimEnd().split('\n').join('  \r\n')}`;
      expect((await arbiter(['check', problemOf(file), join(EXAMPLES, file), write(sloppy)])).status).toBe(0);
    });
  }

  const input = join(EXAMPLES, 'rank-and-file.txt');
  const right = ['WHITE IS CHECKED', 'BLACK IS CHECKMATED', 'WHITE IS SAFE'];

  it('reports the first wrong case: its input line, expected and given lines, why, and how many were right', async () => {
    const ran = await arbiter(['check', 'rank-and-file', input, write(`${right[0]}\nBLACK IS CHECKED\nwhite is safe\n`)]);
    expect(ran.status).toBe(1);
    const lines = ran.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Wrong answer on case 2 (input line 11):',
      '  expected: BLACK IS CHECKMATED',
      '  given:    BLACK IS CHECKED',
    ]);
    expect(ran.stdout).toContain('The black king on c5 is attacked by the queen on b5.');
    expect(ran.stdout).toContain('Kxb5: the queen on b5 is defended by the rook on b1');
    expect(lines.at(-2)).toBe('1 of 3 cases right');
  });

  it('reports missing and extra lines as such', async () => {
    const missing = await arbiter(['check', 'rank-and-file', input, write(`${right[0]}\n${right[1]}\n`)]);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(
      /^Missing output: the output ends after 2 lines; case 3 \(input line 20\) expects:\n {2}WHITE IS SAFE\n/,
    );
    expect(missing.stdout).toMatch(/2 of 3 cases right\n$/);
    const extra = await arbiter(['check', 'rank-and-file', input, write(`${right.join('\n')}\nWHITE IS SAFE\n`)]);
    expect(extra.status).toBe(1);
    expect(extra.stdout).toBe('Extra output: line 4 answers no case (the input has 3 cases):\n  WHITE IS SAFE\n3 of 3 cases right\n');
    const empty = await arbiter(['check', 'rank-and-file', input, write('')]);
    expect(empty.stdout).toMatch(/^Missing output: the output ends after 0 lines; case 1/);
  });

  it('--json gives the same as one object', async () => {
    const ran = await arbiter(['check', 'rank-and-file', input, write(`${right[0]}\nBLACK IS SAFE\n${right[2]}\n`), '--json']);
    expect(ran.status).toBe(1);
    const report = JSON.parse(ran.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      result: 'wrong-answer',
      cases: 3,
      correct: 2,
      case: 2,
      line: 11,
      expected: 'BLACK IS CHECKMATED',
      given: 'BLACK IS SAFE',
    });
    expect(report.explanation).toContain('No escape:');
    const accepted = await arbiter(['check', 'rank-and-file', input, write(right.join('\n')), '--json']);
    expect(JSON.parse(accepted.stdout)).toEqual({ result: 'accepted', cases: 3, correct: 3 });
  });

  it('exits 2 for unreadable files and for an input Arbiter rejects, saying so', async () => {
    const unreadable = await arbiter(['check', 'rank-and-file', input, join(scratch(), 'absent.txt')]);
    expect(unreadable.status).toBe(2);
    expect(unreadable.stderr).toMatch(/cannot read the output .*absent\.txt: no such file/);
    const badInput = join(scratch(), 'bad.txt');
    writeFileSync(badInput, '1\nw\n........\n');
    const rejected = await arbiter(['check', 'rank-and-file', badInput, write('WHITE IS SAFE\n')]);
    expect(rejected.status).toBe(2);
    expect(rejected.stderr).toMatch(/Arbiter rejects this input/);
    expect(rejected.stderr).toMatch(/bad\.txt:\d+:\d+: /);
    expect((await arbiter(['check', 'chess', input, input])).status).toBe(2);
  });
});
