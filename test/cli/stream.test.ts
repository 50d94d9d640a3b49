import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../../src/framework/options.js';
import { runProblem } from '../../src/cli/run.js';
import type { TextSource } from '../../src/core/lines.js';
import { findProblem } from '../../src/problems/registry.js';
import { rankAndFile } from '../../src/problems/rank-and-file/index.js';

// The built command, as a user runs it; `npm test` builds it first.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;

const problem = findProblem('rank-and-file')!;
const [, ...sampleLines] = rankAndFile.sample.input.split('\n');
/** The sample's three data sets, each as its text. */
const dataSets = [0, 1, 2].map((k) => sampleLines.slice(9 * k, 9 * k + 9).join('\n') + '\n');

function run(input: TextSource, mode: OutputMode = 'answer'): { status: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const status = runProblem(
    problem,
    input,
    { mode, strict: false, source: '<stdin>' },
    { stdout: (text) => (stdout += text), stderr: { isTTY: false, write: (text: string) => (stderr += text) } },
  );
  return { status, stdout, stderr };
}

describe('the CLI streams its input', () => {
  it('answers each case before the next chunk is read: output never waits for more input', () => {
    const cases = 300;
    let pulled = 0;
    const seenAtLine: number[] = [];
    function* chunks(): Generator<string> {
      pulled++;
      yield `${cases}\n`;
      for (let k = 0; k < cases; k++) {
        pulled++;
        yield dataSets[k % 3];
      }
    }
    let stdout = '';
    runProblem(
      problem,
      chunks(),
      { mode: 'answer', strict: false, source: '<stdin>' },
      {
        stdout: (text) => {
          stdout += text;
          for (const _ of text.matchAll(/\n/g)) seenAtLine.push(pulled);
        },
        stderr: { write: () => undefined },
      },
    );
    expect(seenAtLine).toHaveLength(cases);
    // When answer k goes out, at most the count chunk, case k's chunk and the next one were read:
    // the reader holds one case and looks one line ahead, however long the input.
    seenAtLine.forEach((chunksRead, k) => expect(chunksRead).toBeLessThanOrEqual(k + 3));
    expect(stdout).toBe(rankAndFile.sample.output.repeat(cases / 3));
  });

  it('the built command writes the first answer before its standard input is closed', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, [MAIN, 'rank-and-file'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    const firstAnswer = new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (stdout.includes('\n')) resolve(stdout);
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdin.write(`2\n${dataSets[0]}`);
    // Only once the first answer has come out is the rest written and standard input closed.
    expect(await firstAnswer).toBe('WHITE IS CHECKED\n');
    child.stdin.end(dataSets[1]);
    expect(await exited).toBe(0);
    expect(stdout).toBe('WHITE IS CHECKED\nBLACK IS CHECKMATED\n');
  });

  it('`yes | arbiter rank-and-file | head -3`: an unreadable count, every data set answered, the pipe closing ends it', () => {
    const result = spawnSync(
      'sh',
      ['-c', `yes | "${process.execPath}" "${MAIN}" rank-and-file 2>/dev/null | head -3`],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      'error: line 2, column 1: expected the side to judge for data set 1, "w" or "B", found "y"',
      'error: line 11, column 1: expected the side to judge for data set 2, "w" or "B", found "y"',
      'error: line 20, column 1: expected the side to judge for data set 3, "w" or "B", found "y"',
      '',
    ]);
  });

  it('a line that never ends is cut, reported once, and the rest of it passed over', () => {
    const chunkLength = 1 << 16;
    let pulled = 0;
    function* zeros(): Generator<string> {
      // 32 chunks of 64 Ki characters: twice the longest line held.
      for (; pulled < 32; pulled++) yield '\0'.repeat(chunkLength);
    }
    const { status, stdout, stderr } = run(zeros());
    expect(pulled).toBe(32);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      '<stdin>:1:1048577: line 1 is longer than 1,048,576 characters; the rest of it is skipped',
      '<stdin>:1:1: expected the number of data sets D (a whole number), found a NUL (U+0000)',
      '',
    ]);
  });
});

describe('cases that cannot be read are named', () => {
  const outOfStep = `4\n${dataSets[0]}wB\nxx\n${dataSets[1]}`;

  it('on standard error as a range, in the order of the lines', () => {
    const { status, stdout, stderr } = run(outOfStep);
    expect(status).toBe(1);
    expect(stdout.split('\n')).toEqual([
      'WHITE IS CHECKED',
      'error: line 11, column 1: expected the side to judge for data set 2, "w" or "B", found "wB"',
      '',
    ]);
    expect(stderr.split('\n')).toEqual([
      '<stdin>:11:1: expected the side to judge for data set 2, "w" or "B", found "wB"',
      '<stdin>:12:1: data sets 3-4 not read: the start of the next one cannot be found after the error in data set 2',
      '',
    ]);
  });

  it('in JSON Lines as a line of its own after the answered cases', () => {
    const lines = run(outOfStep, 'json').stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2])).toEqual({
      notRead: { first: 3, last: 4 },
      error: 'data sets 3-4 not read: the start of the next one cannot be found after the error in data set 2',
      errorLine: 12,
      errorColumn: 1,
    });
  });
});
