import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { EXAMPLES, MAIN, type Ran, arbiter, scratch } from './contestant-helpers.js';

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
    const ran = await arbiter([
      'check',
      'rank-and-file',
      input,
      write(`${right[0]}\nBLACK IS CHECKED\nwhite is safe\n`),
    ]);
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
    expect(extra.stdout).toBe(
      'Extra output: line 4 answers no case (the input has 3 cases):\n  WHITE IS SAFE\nHint: an extra line after the last case (every case was answered before it).\n3 of 3 cases right\n',
    );
    const empty = await arbiter(['check', 'rank-and-file', input, write('')]);
    expect(empty.stdout).toMatch(/^Missing output: the output ends after 0 lines; case 1/);
  });

  it('--json gives the same as one object', async () => {
    const ran = await arbiter([
      'check',
      'rank-and-file',
      input,
      write(`${right[0]}\nBLACK IS SAFE\n${right[2]}\n`),
      '--json',
    ]);
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
    // A directory, as either argument: which one, and its name.
    const dir = scratch();
    const asOutput = await arbiter(['check', 'rank-and-file', input, dir]);
    expect([asOutput.status, asOutput.stderr]).toEqual([
      2,
      `arbiter check: cannot read the output ${dir}: it is a directory; give a file\n`,
    ]);
    const asInput = await arbiter(['check', 'rank-and-file', dir, input]);
    expect(asInput.stderr).toBe(`arbiter check: cannot read the input ${dir}: it is a directory; give a file\n`);
    const badInput = join(scratch(), 'bad.txt');
    writeFileSync(badInput, '1\nw\n........\n');
    const rejected = await arbiter(['check', 'rank-and-file', badInput, write('WHITE IS SAFE\n')]);
    expect(rejected.status).toBe(2);
    expect(rejected.stderr).toMatch(/Arbiter rejects this input/);
    expect(rejected.stderr).toMatch(/bad\.txt:\d+:\d+: /);
    expect((await arbiter(['check', 'chess', input, input])).status).toBe(2);
  });

  it('hints at presentation: letter case, spaces', async () => {
    const upper = await arbiter([
      'check',
      'rank-and-file',
      input,
      write(`${right[0]}\nBLACK IS Checkmated\n${right[2]}\n`),
    ]);
    expect(upper.stdout).toMatch(/given: {4}BLACK IS Checkmated\nHint: it differs only in letter case\.\n/);
    const spaced = await arbiter([
      'check',
      'rank-and-file',
      input,
      write(`${right[0]}\nBLACK  IS CHECKMATED\n${right[2]}\n`),
    ]);
    expect(spaced.stdout).toMatch(/Hint: it differs only in spaces\.\n/);
  });
});

describe('arbiter check reads its files as streams', () => {
  const input = join(EXAMPLES, 'rank-and-file.txt');
  const right = ['WHITE IS CHECKED', 'BLACK IS CHECKMATED', 'WHITE IS SAFE'];

  it('shows bytes that are not text as \\xNN, and cuts a line longer than 1 MiB (reading no further)', async () => {
    const nul = await arbiter(['check', 'rank-and-file', input, write(`${'\0'.repeat(10)}\u00e9\x1b[31m\n`)]);
    expect(nul.status).toBe(1);
    expect(nul.stdout).toContain('  given:    \\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\u00e9\\x1b[31m\n');
    const long = await arbiter(['check', 'rank-and-file', input, write(`${'\0'.repeat(3 << 20)}\nWHITE IS SAFE\n`)]);
    expect(long.status).toBe(1);
    expect(long.stdout).toMatch(/given: {4}(\\x00){200}\u2026 \(over 1,048,576 bytes; the rest was not read\)\n/);
    expect(long.stdout).toMatch(/\nThe output after that line was not read \(a line longer than 1 MiB\)\n$/);
    expect(long.stdout.length).toBeLessThan(2000);
  });

  it('shows at most 200 bytes of a line, saying how long it was, in every mode (text, JSON, Kattis, testlib)', async () => {
    const line = `${'\x01'.repeat(4999)}X`;
    const output = write(`${line}\n`);
    const said = /^(\\x01){200}\u2026 \(5,000 bytes in all\)$/;
    const text = await arbiter(['check', 'rank-and-file', input, output]);
    expect(text.stdout.split('\n')[2]).toMatch(/^ {2}given: {4}(\\x01){200}\u2026 \(5,000 bytes in all\)$/);
    expect(text.stdout.length).toBeLessThan(2000);
    const json = JSON.parse((await arbiter(['check', 'rank-and-file', input, output, '--json'])).stdout) as {
      given: string;
    };
    expect(json.given).toMatch(said);
    const dir = join(scratch(), 'feedback');
    mkdirSync(dir);
    const answer = join(EXAMPLES, 'rank-and-file.expected');
    expect((await arbiter(['check', 'rank-and-file', '--kattis', input, answer, dir], `${line}\n`)).status).toBe(43);
    const message = readFileSync(join(dir, 'judgemessage.txt'), 'utf8');
    expect(message).toContain('(5,000 bytes in all)');
    expect(message.length).toBeLessThan(2000);
    const testlib = await arbiter(['check', 'rank-and-file', '--testlib', input, output, answer]);
    expect(testlib.stderr).toMatch(/found "(\\\\x01){200}\u2026 \(5,000 bytes in all\)"/);
    // An endless line: its start, and that the rest was not read.
    const endless = await arbiter(['check', 'rank-and-file', input, '/dev/zero']);
    expect(endless.stdout).toContain('\u2026 (over 1,048,576 bytes; the rest was not read)\n');
    expect(endless.stdout.length).toBeLessThan(2000);
  });

  it('gives a wrong answer, not an error, for an endless output (/dev/zero)', async () => {
    const ran = await arbiter(['check', 'rank-and-file', input, '/dev/zero', '--json']);
    expect(ran.status).toBe(1);
    const report = JSON.parse(ran.stdout) as { result: string; case: number; cut: boolean };
    expect(report).toMatchObject({ result: 'wrong-answer', case: 1, cut: true });
  });

  it('ends, with a verdict, when the right answers are followed by endless blank lines', async () => {
    // The shell's `yes ''` writes blank lines until check stops reading and the pipe breaks.
    const endless = (flags: string): Ran['stdout'] =>
      spawnSync(
        'sh',
        [
          '-c',
          `{ printf '${right.join('\\n')}\\n'; yes ''; } | "${process.execPath}" "${MAIN}" check rank-and-file ${input} - ${flags}`,
        ],
        { encoding: 'utf8' },
      ).stdout;
    expect(endless('')).toBe(
      'Extra output: the output goes on after the last answer: over 8 MiB of blank lines, and the rest was not read (the input has 3 cases)\n3 of 3 cases right\n',
    );
    expect(JSON.parse(endless('--json'))).toMatchObject({ result: 'extra-lines', case: 4, endless: true });
    // Fewer blank lines than that are trailing blank lines, ignored as a judge ignores them.
    const many = await arbiter([
      'check',
      'rank-and-file',
      input,
      write(`${right.join('\n')}\n${'\n'.repeat(1 << 20)}`),
    ]);
    expect(many).toMatchObject({ status: 0, stdout: 'Accepted (3 cases)\n' });
  });

  it('reads the input from standard input with "-"', async () => {
    const expected = readFileSync(join(EXAMPLES, 'rank-and-file.expected'), 'utf8');
    const ran = await arbiter(['check', 'rank-and-file', '-', write(expected)], readFileSync(input, 'utf8'));
    expect(ran).toMatchObject({ status: 0, stdout: 'Accepted (3 cases)\n' });
    expect((await arbiter(['check', 'rank-and-file', '-', '-'])).status).toBe(2);
    expect((await arbiter(['check', 'rank-and-file', input])).status).toBe(2);
  });
});

describe('arbiter check --kattis (output validator: exit 42 accepted, 43 wrong answer)', () => {
  const input = join(EXAMPLES, 'rank-and-file.txt');
  const answer = join(EXAMPLES, 'rank-and-file.expected');
  const feedback = (): string => {
    const dir = join(scratch(), 'feedback');
    mkdirSync(dir);
    return `${dir}/`;
  };

  it('accepts the right output (42) and says so in judgemessage.txt; no teammessage.txt unless asked', async () => {
    const dir = feedback();
    const ran = await arbiter(
      ['check', 'rank-and-file', '--kattis', input, answer, dir, 'case_sensitive'],
      readFileSync(answer, 'utf8'),
    );
    expect(ran.status).toBe(42);
    expect(readFileSync(join(dir, 'judgemessage.txt'), 'utf8')).toBe('Accepted (3 cases)\n');
    expect(existsSync(join(dir, 'teammessage.txt'))).toBe(false);
  });

  it('rejects a wrong output (43): the first wrong case, its input line, expected, given and why, for the judge', async () => {
    const dir = feedback();
    const ran = await arbiter(
      ['check', 'rank-and-file', '--kattis', input, answer, dir, '--team-message'],
      'WHITE IS CHECKED\nBLACK IS CHECKED\nWHITE IS SAFE\n',
    );
    expect(ran.status).toBe(43);
    const message = readFileSync(join(dir, 'judgemessage.txt'), 'utf8');
    expect(message).toMatch(
      /^Wrong answer on case 2 \(input line 11\):\n {2}expected: BLACK IS CHECKMATED\n {2}given: {4}BLACK IS CHECKED\n/,
    );
    expect(message).toContain('The black king on c5 is attacked by the queen on b5.');
    expect(readFileSync(join(dir, 'teammessage.txt'), 'utf8')).toBe('Wrong answer on case 2 of 3.\n');
    expect((await arbiter(['check', 'rank-and-file', '--kattis', input, answer, feedback()], '')).status).toBe(43);
  });

  it('is a judge error (never 42) when the answer file differs from Arbiter, the input is bad, or the feedback directory is missing', async () => {
    const wrongAnswer = write('WHITE IS CHECKED\nBLACK IS SAFE\nWHITE IS SAFE\n');
    const broken = await arbiter(
      ['check', 'rank-and-file', '--kattis', input, wrongAnswer, feedback()],
      'WHITE IS CHECKED\nBLACK IS SAFE\nWHITE IS SAFE\n',
    );
    expect(broken.status).toBe(2);
    expect(broken.stderr).toMatch(
      /judge error: the answer file is wrong: its line 2 is "BLACK IS SAFE", but Arbiter's answer to case 2 is "BLACK IS CHECKMATED"/,
    );
    const badInput = join(scratch(), 'bad.in');
    writeFileSync(badInput, '1\nw\n........\n');
    const rejected = await arbiter(
      ['check', 'rank-and-file', '--kattis', badInput, answer, feedback()],
      'WHITE IS SAFE\n',
    );
    expect(rejected.status).toBe(2);
    expect(rejected.stderr).toMatch(/judge error: Arbiter rejects this input/);
    const noDir = await arbiter(
      ['check', 'rank-and-file', '--kattis', input, answer, join(scratch(), 'absent/')],
      readFileSync(answer, 'utf8'),
    );
    expect(noDir.status).toBe(2);
    expect((await arbiter(['check', 'rank-and-file', '--kattis', input, answer])).status).toBe(2);
  });
});

describe('arbiter check --testlib (checker: exit 0 ok, 1 wrong answer, 2 presentation error, 3 failure)', () => {
  const input = join(EXAMPLES, 'rank-and-file.txt');
  const answer = join(EXAMPLES, 'rank-and-file.expected');
  const testlib = (output: string, answerFile = answer, more: string[] = []) =>
    arbiter(['check', 'rank-and-file', '--testlib', input, write(output), answerFile, ...more]);

  it('0 with "ok" for the right output', async () => {
    expect(await testlib(readFileSync(answer, 'utf8'))).toEqual({ status: 0, stdout: '', stderr: 'ok 3 cases\n' });
  });

  it('1 for a wrong answer, 2 when a line differs only in spaces, each with a one-line comment', async () => {
    const wrong = await testlib('WHITE IS CHECKED\nBLACK IS CHECKED\nWHITE IS SAFE\n');
    expect(wrong).toEqual({
      status: 1,
      stdout: '',
      stderr: 'wrong answer case 2 (input line 11): expected "BLACK IS CHECKMATED", found "BLACK IS CHECKED"\n',
    });
    const spaced = await testlib('WHITE IS CHECKED\nBLACK  IS CHECKMATED\nWHITE IS SAFE\n');
    expect(spaced.status).toBe(2);
    expect(spaced.stderr).toMatch(/^wrong output format case 2 .*\(it differs only in spaces\)\n$/);
    expect((await testlib('WHITE IS CHECKED\n')).status).toBe(1);
  });

  it('3 when the answer file differs from Arbiter or the arguments are wrong; the comment goes to REPORT when given', async () => {
    const broken = await testlib(readFileSync(answer, 'utf8'), write('WHITE IS SAFE\n'));
    expect(broken.status).toBe(3);
    expect(broken.stderr).toMatch(/^FAIL the answer file is wrong/);
    const report = join(scratch(), 'report.txt');
    const ran = await testlib('WHITE IS CHECKED\nBLACK IS CHECKED\nWHITE IS SAFE\n', answer, [report]);
    expect(ran).toEqual({ status: 1, stdout: '', stderr: '' });
    expect(readFileSync(report, 'utf8')).toMatch(/^wrong answer case 2/);
    expect((await arbiter(['check', 'rank-and-file', '--testlib', input, answer])).status).toBe(3);
  });
});
