import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../../src/framework/options.js';
import { runProblem } from '../../src/cli/run.js';
import { findProblem } from '../../src/problems/registry.js';
import { rankAndFile } from '../../src/problems/rank-and-file/index.js';

const problem = findProblem('rank-and-file');
if (!problem) throw new Error('rank-and-file is not registered');

function run(
  text: string,
  mode: OutputMode = 'answer',
  strict = false,
): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runProblem(
    problem!,
    text,
    { mode, strict, source: 'input.txt' },
    { stdout: (chunk) => (stdout += chunk), stderr: { isTTY: false, write: (chunk: string) => (stderr += chunk) } },
  );
  return { status, stdout, stderr };
}

const SAMPLE = rankAndFile.sample.input;
const [first, ...rest] = SAMPLE.split('\n');

describe('running Rank and File', () => {
  it('prints the contest output byte for byte, and nothing on standard error', () => {
    expect(run(SAMPLE)).toEqual({ status: 0, stdout: rankAndFile.sample.output, stderr: '' });
  });

  it('answers a broken data set with an error line in its place and exit status 1', () => {
    const broken = [first, ...rest.slice(0, 3), '....x...', ...rest.slice(4)].join('\n');
    const { status, stdout, stderr } = run(broken);
    expect(status).toBe(1);
    expect(stdout.split('\n')).toEqual([
      `error: line 5, column 5: unexpected "x" in board row 3; expected '.' or a piece letter (white r b q n k, black R B Q N K)`,
      'BLACK IS CHECKMATED',
      'WHITE IS SAFE',
      '',
    ]);
    expect(stderr).toBe(
      `input.txt:5:5: unexpected "x" in board row 3; expected '.' or a piece letter (white r b q n k, black R B Q N K)\n`,
    );
  });

  it('writes one JSON object per line, with the explanation fields and a 1-based case number', () => {
    const lines = run(SAMPLE, 'json')
      .stdout.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.case, line.verdict])).toEqual([
      [1, 'WHITE IS CHECKED'],
      [2, 'BLACK IS CHECKMATED'],
      [3, 'WHITE IS SAFE'],
    ]);
    expect(lines[0]).toMatchObject({ line: 2, side: 'white', status: 'CHECKED', king: 'c5', escapes: ['Kxb5'] });
    expect(lines[1].checkers).toEqual([{ square: 'b5', side: 'white', role: 'queen' }]);
  });

  it('reports errors in JSON as an error field with its location', () => {
    const { stdout } = run('1\nw\n........\n', 'json');
    expect(JSON.parse(stdout)).toEqual({
      case: 1,
      line: 2,
      error: 'the input ends after 1 board row of data set 1; expected 8',
      errorLine: 3,
      errorColumn: 9,
    });
  });

  it('explains each case with its board and reasons', () => {
    const { stdout, status } = run(SAMPLE, 'explain');
    expect(status).toBe(0);
    expect(stdout).toContain('Case 2 (line 11): BLACK IS CHECKMATED');
    expect(stdout).toContain('  Kxb5: the queen on b5 is defended by the rook on b1');
  });

  it('with --strict, a breach of the contest limits is an error but every case is still answered', () => {
    const many = ['101', ...Array.from({ length: 101 }, () => rest.slice(0, 9)).flat()].join('\n');
    const strict = run(many, 'answer', true);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toBe('input.txt:1:1: D = 101 exceeds the contest limit of 100 (--strict)\n');
    expect(strict.stdout.split('\n')).toHaveLength(102);
    expect(run(many).status).toBe(0);
  });

  it('text after the last data set is reported after the answers', () => {
    const { status, stdout, stderr } = run(`${SAMPLE}junk\n`);
    expect(status).toBe(1);
    expect(stdout).toBe(rankAndFile.sample.output);
    expect(stderr).toBe('input.txt:29:1: unexpected text after the last data set (D = 3): "junk"\n');
  });
});
