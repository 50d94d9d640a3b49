import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';
import { RANK_AND_FILE } from '../helpers/contest-texts.js';
import { MAIN, type Ran } from './contestant-helpers.js';

/**
 * Every command that reads an input, given blank lines without end (`yes ''`): before any case,
 * after the last one and between two, each ends, with one located error at the start of the run.
 * Nothing here is timed: a command that read on forever would run past the test's own timeout.
 */

/** `head` (a shell command's output, or nothing), then `yes ''`, piped into `arbiter ARGS`. */
function endless(args: readonly string[], head = ''): Promise<Ran> {
  const command = `(${head || 'true'}; yes '') | '${process.execPath}' '${MAIN}' ${args.map((arg) => `'${arg}'`).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let ended = false;
    // A command that never ends (as before the cap) fails the test by its timeout: then nothing is left running.
    onTestFinished(() => {
      if (!ended) process.kill(-child.pid!, 'SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => {
      ended = true;
      resolve({ status, stdout, stderr });
    });
  });
}

/** The one error, at the run's first line. */
const run = (line: number, lines = 8_388_609): string =>
  `<stdin>:${line}:1: over 8 MiB of blank lines from line ${line} (${lines.toLocaleString('en-US')} lines read): ` +
  'the rest of the input is not read\n';

const lineCount = (text: string): number => text.split('\n').length - 1;

describe('blank lines without end', () => {
  for (const problem of PROBLEMS) {
    it(`end ${problem.id}'s command with one located error, before the first case and after the last`, async () => {
      expect(await endless([problem.id])).toEqual({ status: 1, stdout: '', stderr: run(1) });
      const after = await endless([problem.id], `'${process.execPath}' '${MAIN}' ${problem.id} --sample`);
      expect(after).toEqual({
        status: 1,
        stdout: problem.sample.output,
        stderr: run(lineCount(problem.sample.input) + 1),
      });
    });
  }

  it('end a PDN stream: the game being read ends there, and the run is said as a game that cannot be read', async () => {
    expect(await endless(['checkers', '--pdn'], "echo '1. 11-15'")).toEqual({
      status: 1,
      stdout:
        'game 1: 1 move, legal\n' +
        'game 2: cannot be read: line 2, column 1: over 8 MiB of blank lines from line 2 (8,388,609 lines read): ' +
        'the rest of the input is not read\n' +
        '2 games: 1 with every move legal, 1 that cannot be read.\n',
      stderr: run(2),
    });
  });

  it('end check, between two cases of the input, and validate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-endless-'));
    const answers = join(dir, 'answers.txt');
    writeFileSync(answers, 'WHITE IS SAFE\nWHITE IS SAFE\n');
    // The count says 2 cases; the first is there (10 lines with the count), then blank lines alone.
    const head = `printf '%s' '${RANK_AND_FILE.replace(/^1\n/, '2\n')}'`;
    const check = await endless(['check', 'rank-and-file', '-', answers], head);
    expect(check).toMatchObject({
      status: 2,
      stderr:
        'arbiter check: Arbiter rejects this input, so it cannot judge outputs for it:\n' +
        `arbiter check: ${run(11).replace(': over', ': data set 2 not read: over')}`,
    });
    const validate = await endless(['validate', 'rank-and-file']);
    expect(validate).toEqual({
      status: 1,
      stdout: '<stdin>: not a valid Rank and File input: 1 breach\n',
      stderr: run(1),
    });
  });
});
