import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../../src/framework/options.js';
import { runProblem } from '../../src/cli/run.js';
import { PROBLEMS, type ProblemId, findProblem, lookAlikeOf } from '../../src/problems/registry.js';
import { MAIN } from './contestant-helpers.js';

// The built command, run from the repository's root as the docs show it; `npm test` builds it first.
const ROOT = new URL('../../', import.meta.url).pathname;

function arbiter(
  args: readonly string[],
  input?: string,
  cwd = ROOT,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { cwd, input, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));
const article = (title: string): string => (/^[AEIOU]/.test(title) ? 'an' : 'a');

/** Every ordered pair of problems: the sample of `meant` given to `given` (not one that reads its inputs by design). */
const PAIRS = PROBLEMS.flatMap((meant) =>
  PROBLEMS.filter((given) => given !== meant && !given.readsInputsOf.includes(meant.id)).map((given) => [
    given.id,
    meant.id,
    meant.title,
  ]),
);

/** Each problem's sample in a file of its own, `samples/<id>.txt` under a scratch directory. */
const SAMPLES = mkdtempSync(join(tmpdir(), 'arbiter-wrong-problem-'));
mkdirSync(join(SAMPLES, 'samples'));
for (const problem of PROBLEMS) writeFileSync(join(SAMPLES, 'samples', `${problem.id}.txt`), problem.sample.input);

describe('an input of another problem', () => {
  it.each(PAIRS)(
    'arbiter %s samples/%s.txt: one located error that names %s and its command, status 1',
    (given, meant, title) => {
      const file = `samples/${meant}.txt`;
      const hint = `this looks like ${article(title)} ${title} input: arbiter ${meant} ${file}`;
      const answer = arbiter([given, file], undefined, SAMPLES);
      expect(answer.status).toBe(1);
      expect(lines(answer.stderr)).toEqual([
        expect.stringMatching(new RegExp(`^${file}:\\d+:\\d+: .*[;.?] ${hint.replace(/^t/, '[tT]')}$`)),
      ]);
      // At most the first case's place, answered with its error; nothing after it.
      expect(lines(answer.stdout).length).toBeLessThanOrEqual(1);
      for (const line of lines(answer.stdout)) expect(line).toMatch(/^error: line \d+, column \d+: /);

      const json = arbiter([given, '--json', file], undefined, SAMPLES);
      expect(json.status).toBe(1);
      expect(json.stderr).toBe(answer.stderr);
      const records = lines(json.stdout).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toHaveLength(1);
      expect(records[0].looksLike).toBe(meant);
      expect([typeof records[0].error, typeof records[0].errorLine, typeof records[0].errorColumn]).toEqual([
        'string',
        'number',
        'number',
      ]);
      // The JSON's error is what standard error says before the hint.
      expect(answer.stderr).toContain(
        `:${String(records[0].errorLine)}:${String(records[0].errorColumn)}: ${String(records[0].error)}`,
      );

      const explain = arbiter([given, '--explain', file], undefined, SAMPLES);
      expect(explain.status).toBe(1);
      expect(explain.stderr).toBe(answer.stderr);
      expect(explain.stdout).toContain(`T${hint.slice(1)}\n`);
    },
  );

  it('names no file when the input is standard input: the command reads it as it came', () => {
    const ran = arbiter(['checkers'], readFileSync(`${ROOT}examples/simplified-chess.txt`, 'utf8'));
    expect(ran.status).toBe(1);
    expect(ran.stderr).toBe(
      '<stdin>:1:2: expected two piece counts "nR nW" (or "0 0" to end), found 1 number; this looks like a Simplified Chess Engine input: arbiter simplified-chess\n',
    );
  });
});

describe('an input of the right problem, damaged', () => {
  const rankAndFile = readFileSync(`${ROOT}examples/rank-and-file.txt`, 'utf8');
  const cheesy = readFileSync(`${ROOT}examples/cheesy-chess.txt`, 'utf8');

  it.each([
    ['its first side line missing', rankAndFile.replace('3\nw\n', '3\n')],
    ['a foreign piece in its first board', rankAndFile.replace('.Qk.K...', '.Qk.KD..')],
    ['its count line unreadable', rankAndFile.replace(/^3\n/, '3x\n')],
  ])('rank-and-file, %s: errors as ever, with no hint', (_what, text) => {
    const ran = arbiter(['rank-and-file'], text);
    expect(ran.status).toBe(1);
    expect(ran.stderr).not.toMatch(/looks like/i);
  });

  it('cheesy-chess with a Rank and File board spliced into its second case: errors as ever, read to the end', () => {
    const text = cheesy.replace(/\n3 7\n/, `\n3 7\n${rankAndFile.split('\n').slice(1, 10).join('\n')}\n`);
    const ran = arbiter(['cheesy-chess'], text);
    expect(ran.status).toBe(1);
    expect(ran.stderr).not.toMatch(/looks like/i);
    // No other problem reads it farther than Cheesy Chess, so it is this problem's: every error
    // of the rest is reported.
    expect(lines(ran.stderr).length).toBeGreaterThan(1);
    expect(lines(ran.stdout)[0]).not.toMatch(/^error/);
  });
});

describe('the look at an input of another problem', () => {
  const run = (
    id: string,
    input: Iterable<string>,
    mode: OutputMode,
  ): { status: number; stderr: string; pulled: number } => {
    let stderr = '';
    let pulled = 0;
    const counted = (function* () {
      for (const chunk of input) {
        pulled++;
        yield chunk;
      }
    })();
    const status = runProblem(
      findProblem(id)!,
      counted,
      { mode, strict: false, source: 'in.txt', lookAlike: (text) => lookAlikeOf(text, id as ProblemId) },
      { stdout: () => undefined, stderr: { isTTY: false, write: (text: string) => (stderr += text) } },
    );
    return { status, stderr, pulled };
  };
  /** Another problem's sample, then its cases again and again, without end. */
  function* endless(id: string): Generator<string> {
    const { input } = findProblem(id)!.sample;
    yield input;
    for (;;) yield input.slice(input.indexOf('\n') + 1);
  }

  it.each([
    [
      'rank-and-file',
      'cheesy-chess',
      `in.txt:2:1: expected the side to judge for data set 1, "w" or "B", found the board row "........"; is the side line missing? This looks like a Cheesy Chess input: arbiter cheesy-chess in.txt`,
    ],
    [
      'checkers',
      'rank-and-file',
      `in.txt:1:2: expected two piece counts "nR nW" (or "0 0" to end), found 1 number; this looks like a Rank and File input: arbiter rank-and-file in.txt`,
    ],
  ])('stops reading there: %s given an endless stream of %s answers at once, in every mode', (given, meant, said) => {
    for (const mode of ['answer', 'json', 'explain'] as const) {
      const ran = run(given, endless(meant), mode);
      expect(ran.status).toBe(1);
      expect(ran.stderr).toBe(`${said}\n`);
      expect(ran.pulled).toBeLessThanOrEqual(2);
    }
  });
});
