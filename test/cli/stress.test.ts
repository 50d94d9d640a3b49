import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN, arbiter, nodeSolution, scratch, stress } from './contestant-helpers.js';

/**
 * `arbiter stress` against the test solutions in test/fixtures/solutions/: each wrong one carries
 * one planted bug (its first argument), and stress must find it and shrink the input to a few
 * pieces. The bounds are what shrinking achieves, kept tight.
 */

const nonBlank = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/** Rank and File: pieces besides the two kings, over the whole (single-case) input. */
const rankAndFilePieces = (input: string): number => [...input.replace(/^\d+\n[wWbB]\n/, '')].filter((c) => /[qrbnQRBN]/.test(c)).length;

/** Simplified Chess: the "w b m" line of the single game. */
const simplifiedHeader = (input: string): { white: number; black: number; moves: number } => {
  const [white, black, moves] = nonBlank(input)[1].trim().split(/\s+/).map(Number);
  return { white, black, moves };
};

/** Cheesy Chess: forbidden and dangerous fields on the board. */
const cheesyFields = (input: string): number => [...input].filter((c) => c === 'F' || c === 'D').length;

/** Checkers: pieces a side and moves of the single record. */
const checkersSize = (input: string): { red: number; white: number; moves: number } => {
  const lines = nonBlank(input);
  const [red, white] = lines[0].split(/\s+/).map(Number);
  return { red, white, moves: Number(lines[3].split(/\s+/)[0]) };
};

interface PlantedBug {
  readonly problem: string;
  readonly bug: string;
  /** The profile the test uses; none for the default (mixed). Small inputs shrink furthest. */
  readonly profile?: 'small' | 'hard';
  readonly small: (input: string) => boolean;
}

const BUGS: readonly PlantedBug[] = [
  { problem: 'rank-and-file', bug: 'stalemate-is-mate', profile: 'small', small: (input) => rankAndFilePieces(input) <= 1 },
  // Two rooks, one defending the other (a queen and the king do it with one piece, but no smaller candidate leads there).
  { problem: 'rank-and-file', bug: 'king-takes-defended', profile: 'small', small: (input) => rankAndFilePieces(input) <= 2 },
  { problem: 'rank-and-file', bug: 'capture-ignored', profile: 'small', small: (input) => rankAndFilePieces(input) <= 3 },
  {
    problem: 'simplified-chess',
    bug: 'm-off-by-one',
    profile: 'small',
    small: (input) => ((h) => h.white === 1 && h.black === 1 && h.moves === 1)(simplifiedHeader(input)),
  },
  {
    problem: 'simplified-chess',
    bug: 'black-capture-ignored',
    profile: 'small',
    small: (input) => ((h) => h.white <= 3 && h.black <= 3)(simplifiedHeader(input)),
  },
  { problem: 'cheesy-chess', bug: 'floating-ignored', small: (input) => cheesyFields(input) <= 4 },
  { problem: 'cheesy-chess', bug: 'first-move-decides', profile: 'small', small: (input) => cheesyFields(input) === 0 },
  {
    problem: 'checkers',
    bug: 'crowned-continues',
    profile: 'hard',
    small: (input) => ((s) => s.red <= 2 && s.white <= 2 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'step-continues',
    profile: 'small',
    small: (input) => ((s) => s.red <= 1 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'off-board',
    profile: 'small',
    small: (input) => ((s) => s.red <= 2 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'man-jumps-back',
    profile: 'small',
    small: (input) => ((s) => s.red <= 1 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
];

describe('arbiter stress finds each planted bug and shrinks its input', () => {
  for (const { problem, bug, profile, small } of BUGS) {
    it(`${problem}: ${bug} (${profile ?? 'the default profile'})`, async () => {
      const options = [...(profile ? ['--profile', profile] : []), '--shrink-time', '20'];
      const { ran, report } = await stress(problem, options, nodeSolution(`${problem}.mjs`, bug));
      expect(ran.status).toBe(1);
      expect(report.result).toBe('wrong-answer');
      expect(report.shrinkSteps).toBeGreaterThan(0);
      expect(nonBlank(report.expected)).toHaveLength(1);
      expect(report.got).not.toBe(report.expected);
      expect(small(report.input), report.input).toBe(true);
      // The shrunk input is a valid contest input, and Arbiter's answer is what the report says.
      const judged = await arbiter([problem, ...(report.profile === 'small' ? [] : ['--strict'])], report.input);
      expect(judged.status).toBe(0);
      expect(judged.stdout.trimEnd()).toBe(report.expected);
    });
  }
});

describe('arbiter stress reports each kind of failure as what it is', () => {
  it('a crash is a runtime error, shrunk to one small case, and the text report says why', async () => {
    const { ran, report } = await stress('rank-and-file', ['--shrink-time', '10'], nodeSolution('crash.mjs'));
    expect(ran.status).toBe(1);
    expect(report.result).toBe('runtime-error');
    expect(report.tests).toBe(1);
    expect(rankAndFilePieces(report.input)).toBe(0);
    const text = await arbiter([
      'stress',
      'checkers',
      '--tests',
      '3',
      '--shrink-time',
      '1',
      '--out',
      join(scratch(), 'f.txt'),
      '--',
      ...nodeSolution('crash.mjs'),
    ]);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/failed: runtime error/);
    expect(text.stdout).toMatch(/Your program exited with status 1/);
    expect(text.stdout).toMatch(/TypeError/);
  });

  it('a program that hangs is a time-limit failure, and its whole process group is killed', async () => {
    const pids = join(scratch(), 'pids.txt');
    const { ran, report } = await stress(
      'cheesy-chess',
      ['--time-limit', '1', '--tests', '2', '--shrink-time', '1'],
      nodeSolution('hang.mjs', pids),
    );
    expect(ran.status).toBe(1);
    expect(report.result).toBe('time-limit');
    const children = nonBlank(readFileSync(pids, 'utf8')).map(Number);
    expect(children.length).toBeGreaterThan(0);
    // A killed child may linger as a zombie until reaped; that is not a running process.
    const running = (pid: number): boolean => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    expect(children.filter(running)).toEqual([]);
  });

  it('nonsense output is a wrong answer; endless output is an output-limit failure', async () => {
    const nonsense = await stress('simplified-chess', ['--shrink-time', '5'], nodeSolution('nonsense.mjs'));
    expect(nonsense.report.result).toBe('wrong-answer');
    expect(nonsense.report.got.split('\n')[0]).toBe('42');
    const flood = await stress('checkers', ['--tests', '2', '--shrink-time', '2'], nodeSolution('flood.mjs'));
    expect(flood.ran.status).toBe(1);
    expect(flood.report.result).toBe('output-limit');
  });

  it('a program that cannot be started is a usage error (exit 2), said plainly', async () => {
    const missing = await arbiter(['stress', 'checkers', '--', join(scratch(), 'no-such-program')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot start .*no such program/);
    const notExecutable = await arbiter(['stress', 'checkers', '--', join(scratch())]);
    expect(notExecutable.status).toBe(2);
    expect(notExecutable.stderr).toMatch(/cannot start .*permission denied/);
    expect((await arbiter(['stress', 'checkers'])).status).toBe(2);
    expect((await arbiter(['stress', 'chess', '--', 'true'])).status).toBe(2);
  });

  it('the same seed gives the same failure and the same shrunk input', async () => {
    const command = nodeSolution('rank-and-file.mjs', 'stalemate-is-mate');
    const first = await stress('rank-and-file', ['--seed', '7'], command);
    const again = await stress('rank-and-file', ['--seed', '7', '--jobs', '1'], command);
    expect({ ...again.report, out: '' }).toEqual({ ...first.report, out: '' });
  });
});

describe('the worked example of docs/contestants.md', () => {
  it('is the real output of the command it shows', async () => {
    const readme = readFileSync(new URL('../../docs/contestants.md', import.meta.url), 'utf8');
    const prompt = '$ npx arbiter stress rank-and-file --profile small -- node test/fixtures/solutions/rank-and-file.mjs capture-ignored\n';
    const start = readme.indexOf(prompt);
    expect(start).toBeGreaterThan(0);
    const shown = readme.slice(start + prompt.length, readme.indexOf('```', start));
    const cwd = scratch();
    const ran = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [MAIN, 'stress', 'rank-and-file', '--profile', 'small', '--', ...nodeSolution('rank-and-file.mjs', 'capture-ignored')],
        { cwd },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', () => resolve(stdout));
    });
    expect(ran).toBe(shown);
    expect(readFileSync(join(cwd, 'arbiter-stress-failure.txt'), 'utf8')).toMatch(/^1\nw\nk\.{7}\n\.\.K\.{5}\nR\.{7}\n\.b\.{6}\n/);
  });
});
