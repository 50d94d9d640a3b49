import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/index.js';
import { MAIN } from '../cli/contestant-helpers.js';

/**
 * Every `npx arbiter-judge ...` line of the README and docs/, copy-pasted into a shell as a reader would,
 * in a directory holding the bundled examples. Files a line names that the reader would bring
 * (input.txt, games.pdn) are made first: the problem's sample, or a PDN game. Lines that run the
 * reader's own program (stress -- ./a.out) and deep perft are left to their own tests.
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const DOCS = ['README.md', ...readdirSync(`${ROOT}docs`).map((name) => `docs/${name}`)];

interface Documented {
  readonly file: string;
  readonly command: string;
}

/** The command lines of the code blocks, without prompts and trailing comments, split at " ; ". */
function documentedCommands(): Documented[] {
  const found: Documented[] = [];
  for (const file of DOCS) {
    const text = readFileSync(`${ROOT}${file}`, 'utf8');
    for (const block of text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
      for (const raw of block[1].split('\n')) {
        const line = raw
          .replace(/^\$ /, '')
          .replace(/\s+#.*$/, '')
          .trim();
        if (!line.startsWith('npx arbiter-judge ')) continue;
        for (const command of line.split(' ; ')) found.push({ file, command });
      }
    }
  }
  return found;
}

const hasJq = spawnSync('sh', ['-c', 'command -v jq'], { encoding: 'utf8' }).status === 0;

/** Why a line is not run here, or undefined to run it. */
function skipReason(command: string): string | undefined {
  if (/ [A-Z]{3,}( |$)/.test(command)) return 'a template: a word in capitals (FILE) stands for the reader’s own';
  if (/^npx arbiter-judge serve\b/.test(command)) return 'serves until stopped (test/cli/serve.test.ts)';
  if (/ stress /.test(command)) return 'runs the reader’s program (test/cli/stress.test.ts runs the worked example)';
  if (/^npx arbiter-judge package /.test(command))
    return 'compiles and runs every submission for a minute (test/cli/package.test.ts)';
  const depth = / perft checkers (\d+)/.exec(command);
  if (depth && Number(depth[1]) > 8) return 'deep perft (test/games/checkers)';
  if (command.includes('| jq') && !hasJq) return 'jq is not installed';
  return undefined;
}

/** Makes the files a command names that a reader would bring, in `dir`. */
function bringFiles(dir: string, command: string): void {
  const words = command.split(/\s+/);
  const problem = PROBLEMS.find((candidate) => words.includes(candidate.id));
  words.forEach((word, at) => {
    if (!/\.(txt|pdn)$/.test(word) || words[at - 1] === '>' || existsSync(join(dir, word))) return;
    if (word.endsWith('.pdn')) copyFileSync(`${ROOT}test/fixtures/pdn/two-games.pdn`, join(dir, word));
    // `check PROBLEM INPUT OUTPUT`: the output file is the sample's answers.
    else if (words[1] === 'check' && words.indexOf(word) === 4 && problem)
      writeFileSync(join(dir, word), problem.sample.output);
    else if (problem) writeFileSync(join(dir, word), problem.sample.input);
  });
}

describe('every documented command works as written', () => {
  const commands = documentedCommands();

  it('finds the commands of the README and docs/', () => {
    expect(commands.length).toBeGreaterThanOrEqual(30);
  });

  it('runs each one in a directory with the examples: no usage error, no internal error, some output unless redirected', () => {
    let ran = 0;
    const skipped: string[] = [];
    for (const { file, command } of commands) {
      const reason = skipReason(command);
      if (reason) {
        skipped.push(`${command}: ${reason}`);
        continue;
      }
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-docs-'));
      symlinkSync(`${ROOT}examples`, join(dir, 'examples'));
      bringFiles(dir, command);
      const shell = command.replace(/npx arbiter-judge /g, `node ${MAIN} `);
      const result = spawnSync('sh', ['-c', shell], { cwd: dir, encoding: 'utf8', input: '' });
      const where = `${file}: ${command}\n${result.stderr}`;
      expect(result.status, where).not.toBe(2);
      expect(result.stderr, where).not.toContain('internal error');
      if (!command.includes(' > ')) expect(result.stdout.length, where).toBeGreaterThan(0);
      ran++;
    }
    expect(ran).toBeGreaterThanOrEqual(25);
    expect(skipped.length).toBeLessThan(ran);
  }, 300_000);
});
