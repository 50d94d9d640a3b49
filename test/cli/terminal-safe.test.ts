import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsafeAt } from '../helpers/fuzz-harness.js';

// The built command, given terminal controls in its arguments and its input: nothing it prints may obey them.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;

/** A terminal's title set by OSC, a colour by CSI, and the one-byte CSI of C1. */
const TITLE = '\x1b]0;PWNED\x07';
const COLOUR = '\x1b[31m';
const CSI = '\u009b31m';

function arbiter(args: readonly string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('what the command prints is safe for a terminal', () => {
  it.each([
    [
      'a checkers move, --explain',
      ['checkers', '--explain'],
      `1 1\n14\n32\n2 R\n14-18\n9-13${TITLE}\n0 0\n`,
      /"9-13<U\+001B>\]0;PWNED<U\+0007>"/,
    ],
    [
      'a checkers move, --json',
      ['checkers', '--json'],
      `1 1\n14\n32\n1 R\n9-13${CSI}\n0 0\n`,
      /"move":"9-13\\u009b31m"/,
    ],
    ['a checkers move, answer mode', ['checkers'], `1 1\n14\n32\n1 R\n14-18${COLOUR}\n0 0\n`, /^Move 1 is invalid\n$/],
    [
      'a PDN tag and move',
      ['checkers', '--explain'],
      `[Event "x${TITLE}"]\n1. 11-15 23-19 2. 9-13${COLOUR} 22-17 *\n`,
      /game 1 \(x<U\+001B>\]0;PWNED<U\+0007>\): cannot be read/,
    ],
    [
      'a Rank and File row',
      ['rank-and-file', '--explain'],
      `1\nw\nK.......\n........\n........\n...${CSI}\n........\n........\n........\n.......k\n`,
      /control character U\+009B/,
    ],
  ])('%s', (_name, args, input, shown) => {
    const result = arbiter(args, input);
    expect(unsafeAt(result.stdout)).toBeUndefined();
    expect(unsafeAt(result.stderr)).toBeUndefined();
    expect(`${result.stdout}${result.stderr}`).toMatch(shown);
  });

  it('a directory named with terminal controls, given to gen --out and package', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'arbiter-safe-')), `tests${TITLE}`);
    const gen = arbiter(['gen', 'checkers', '--cases', '2', '--out', dir]);
    expect(gen.status).toBe(0);
    mkdirSync(join(dir, 'advancedcheckersmachine'));
    const refused = arbiter(['package', 'checkers', dir]);
    expect(refused.status).toBe(1);
    for (const result of [gen, refused]) {
      expect(unsafeAt(result.stdout)).toBeUndefined();
      expect(unsafeAt(result.stderr)).toBeUndefined();
      expect(`${result.stdout}${result.stderr}`).toContain('tests<U+001B>]0;PWNED<U+0007>');
    }
  });

  it.each([
    ['a file check cannot read', ['check', 'checkers', `in${TITLE}`, `out${TITLE}`]],
    ['a program stress cannot start', ['stress', 'checkers', '--', `prog${CSI}`]],
    ['a size knob gen does not know', ['gen', 'checkers', '--set', `moves${TITLE}`]],
  ])('%s, named with terminal controls', (_name, args) => {
    const result = arbiter(args);
    expect(result.status).not.toBe(0);
    expect(unsafeAt(result.stdout)).toBeUndefined();
    expect(unsafeAt(result.stderr)).toBeUndefined();
    expect(result.stderr).toMatch(/<U\+(001B|009B)>/);
  });

  it('a PDN move glued to a colour code is one bad move, not a phantom second game', () => {
    const result = arbiter(['checkers'], `[Event "x"]\n1. 11-15 23-19 2. 9-13${COLOUR} 22-17 *\n`);
    expect(result.stdout).toBe(
      'game 1 (x): cannot be read: line 2, column 23: expected a space after the move "9-13", found an escape (U+001B)\n' +
        '1 game that cannot be read.\n',
    );
  });

  it.each([
    ['an unknown command', [`chess${TITLE}`]],
    ['an unknown option', ['rank-and-file', `--x${COLOUR}`]],
    ['a file that does not exist', ['rank-and-file', `no-such${TITLE}.txt`]],
    ['an unknown perft game', ['perft', `chess${CSI}`, '3']],
    ['a bad perft FEN', ['perft', 'checkers', '2', '--fen', `B:W${TITLE}`]],
    ['an unknown problem for gen', ['gen', `x${TITLE}`]],
  ])('%s is a usage error, its words shown spelled out', (_name, args) => {
    const result = arbiter(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/<U\+(001B|009B)>/);
    expect(unsafeAt(result.stderr)).toBeUndefined();
    expect(unsafeAt(result.stdout)).toBeUndefined();
  });
});

describe('file and program names in reports, named with terminal controls', () => {
  it('stress: the --out path and the program path, in the text report, its commands to reproduce, and JSON', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'arbiter-safe-')), `prog${TITLE}\ndir`);
    mkdirSync(dir);
    const program = join(dir, `nonsense${CSI}.mjs`);
    copyFileSync(new URL('../fixtures/solutions/nonsense.mjs', import.meta.url), program);
    const out = join(dir, `failure${COLOUR}\n.txt`);
    for (const json of [[], ['--json']]) {
      const result = arbiter(['stress', 'rank-and-file', '--out', out, ...json, '--', process.execPath, program]);
      expect(result.status).toBe(1);
      expect(unsafeAt(result.stdout)).toBeUndefined();
      expect(unsafeAt(result.stderr)).toBeUndefined();
      if (json.length === 0) {
        expect(result.stdout).toContain(
          `The input, written to ${dir.replace(TITLE, '<U+001B>]0;PWNED<U+0007>').replace('\n', '<U+000A>')}/failure<U+001B>[31m<U+000A>.txt:`,
        );
        expect(result.stdout).toMatch(
          /To reproduce:\n {2}\S+ '[^\n]*nonsense<U\+009B>31m\.mjs' < '[^\n]*failure<U\+001B>\[31m<U\+000A>\.txt'\n/,
        );
      } else expect(result.stdout).toContain('failure\\u001b[31m\\n.txt');
    }
  });
});

/**
 * docs/cli.md: every line on standard error is a located input error (`FILE:LINE:COLUMN: message`),
 * a word on an input as a whole (`FILE: message`), or Arbiter's own message, `arbiter: message` or
 * `arbiter COMMAND: message`, on each line of a message of several; none holds a raw control character.
 */
describe('every error line follows the pattern', () => {
  const MESSAGE = /^arbiter(?: [a-z-]+)?: ./;
  const LOCATED = /^(?:<stdin>|\/[^\n]*?):(?:\d+:\d+:)? \S/;
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-messages-'));
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const bad = file(`bad${TITLE}.txt`, '1\nw\n........\n');
  const other = file('other.txt', '1 1\n5\n-28\n1 R\n5-9\n0 0\n');
  const answers = file('answers.txt', 'WHITE IS SAFE\n');
  const plain = file('plain', 'x');
  const paths: readonly (readonly string[])[] = [
    ['--bogus'],
    [`nonsense${TITLE}`],
    ['rank-and-file', '--jsn'],
    ['rank-and-file', `no-such${TITLE}`],
    ['rank-and-file', bad],
    ['rank-and-file', '--json', bad],
    ['rank-and-file', other],
    ['checkers', '--pdn', `none${COLOUR}`],
    ['gen'],
    ['gen', 'rank-and-file', '--cases', '1000'],
    ['gen', 'rank-and-file', '--set', 'bogus=1..2'],
    ['gen', 'checkers', '--set', 'moves=1..100000'],
    ['gen', 'rank-and-file', '--out', plain],
    ['gen', 'rank-and-file', '--out', join(plain, `sub${TITLE}`)],
    ['validate', 'rank-and-file', bad],
    ['validate', 'rank-and-file', other],
    ['validate', 'rank-and-file', `missing${CSI}`],
    ['check', 'rank-and-file'],
    ['check', 'rank-and-file', bad, answers],
    ['check', 'rank-and-file', '-', '-'],
    ['check', 'rank-and-file', '--kattis', bad, answers, dir],
    ['check', 'rank-and-file', '--kattis', other],
    ['stress', 'rank-and-file'],
    ['stress', 'rank-and-file', '--set', 'bogus=1', '--', 'x'],
    ['stress', 'rank-and-file', '--out', dir, '--', 'x'],
    ['stress', 'rank-and-file', '--', `no-such-program${TITLE}`],
    ['perft', 'chess', '2'],
    ['perft', 'checkers', '99'],
    ['perft', 'checkers', '2', '--fen', `W:W33${COLOUR}`],
    ['package', 'bogus'],
    ['package', 'rank-and-file', plain],
    ['serve', '--port', 'x'],
  ];

  it(`in ${paths.length} error paths of every command`, () => {
    let lines = 0;
    for (const args of paths) {
      const result = arbiter(args, '');
      expect(result.status, args.join(' ')).not.toBe(0);
      expect(unsafeAt(result.stderr), args.join(' ')).toBeUndefined();
      const said = result.stderr.split('\n').slice(0, -1);
      expect(said.length, args.join(' ')).toBeGreaterThan(0);
      for (const line of said) expect(line, args.join(' ')).toMatch(MESSAGE.test(line) ? MESSAGE : LOCATED);
      lines += said.length;
    }
    expect(lines).toBeGreaterThanOrEqual(paths.length);
  });
});
