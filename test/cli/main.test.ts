import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEMS } from '../../src/problems/registry.js';

// These run the built command, as a user does; `npm test` builds it first.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
const EXAMPLE = new URL('../../examples/rank-and-file.txt', import.meta.url).pathname;
/** The registry's problems, in the order help lists them. */
const IDS = PROBLEMS.map((problem) => problem.id);

function arbiter(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [MAIN, ...args], { input, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the arbiter command', () => {
  it('is built (npm test builds it; run `npm run build` otherwise)', () => {
    expect(existsSync(MAIN)).toBe(true);
  });

  it('answers the bundled example', () => {
    expect(arbiter(['rank-and-file', EXAMPLE])).toEqual({
      status: 0,
      stdout: 'WHITE IS CHECKED\nBLACK IS CHECKMATED\nWHITE IS SAFE\n',
      stderr: '',
    });
  });

  it('reads standard input when the file is absent or "-", and names it <stdin> in errors', () => {
    const input = readFileSync(EXAMPLE, 'utf8');
    expect(arbiter(['rank-and-file'], input).stdout).toBe(arbiter(['rank-and-file', '-'], input).stdout);
    const broken = arbiter(['rank-and-file'], '1\nw\n');
    expect(broken.status).toBe(1);
    expect(broken.stderr).toBe('<stdin>:2:2: the input ends after 0 board rows of data set 1; expected 8\n');
  });

  it('opens a file whose name is not valid UTF-8, by its bytes: the problems, check and validate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-bytes-'));
    // "x", then é in Latin-1 (one byte, not UTF-8), then "y": Node gives the argument as "x\uFFFDy".
    const name = (suffix: string): Buffer =>
      Buffer.concat([Buffer.from('x'), Buffer.from([0xe9]), Buffer.from(suffix)]);
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), name('y.txt')]), readFileSync(EXAMPLE));
    writeFileSync(
      Buffer.concat([Buffer.from(`${dir}/`), name('y.ans')]),
      readFileSync(EXAMPLE.replace(/txt$/, 'expected')),
    );
    // The shell passes the bytes as they are (Node would write the argument as UTF-8).
    const run = (words: string): { status: number | null; stdout: string; stderr: string } => {
      const ran = spawnSync('sh', ['-c', `cd '${dir}' && '${process.execPath}' '${MAIN}' ${words}`], {
        encoding: 'utf8',
      });
      return { status: ran.status, stdout: ran.stdout, stderr: ran.stderr };
    };
    const input = `"$(printf 'x\\351y.txt')"`;
    const answers = `"$(printf 'x\\351y.ans')"`;
    expect(run(`rank-and-file ${input}`)).toEqual({
      status: 0,
      stdout: 'WHITE IS CHECKED\nBLACK IS CHECKMATED\nWHITE IS SAFE\n',
      stderr: '',
    });
    expect(run(`rank-and-file --json ${input}`).status).toBe(0);
    expect(run(`check rank-and-file ${input} ${answers}`)).toMatchObject({ status: 0, stdout: 'Accepted (3 cases)\n' });
    expect(run(`validate rank-and-file ${input}`)).toMatchObject({ status: 0 });
    // One that does not exist is still said as the name Node gives.
    const missing = run(`rank-and-file "$(printf 'x\\351z.txt')"`);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('cannot read x\uFFFDz.txt: no such file');
  });

  it('names an input in UTF-16, or another encoding its byte-order mark names, as such, in every command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-encoding-'));
    const file = (name: string, mark: number[], text: Buffer): string => {
      writeFileSync(join(dir, name), Buffer.concat([Buffer.from(mark), text]));
      return join(dir, name);
    };
    const sample = readFileSync(EXAMPLE, 'utf8');
    const utf16 = file('sample.txt', [0xff, 0xfe], Buffer.from(sample, 'utf16le'));
    const pdn = file('games.pdn', [0xff, 0xfe], Buffer.from('[Event "x"]\n1. 11-15 23-19 *\n', 'utf16le'));
    const utf32 = file('be.txt', [0, 0, 0xfe, 0xff], Buffer.from('1\n'));
    const said = (path: string, encoding: string): string =>
      `${path}:1:1: the input is ${encoding}, by its byte-order mark; Arbiter reads UTF-8 (ASCII is UTF-8): ` +
      `convert it first, e.g. iconv -f ${encoding.split(' ')[0]} -t UTF-8\n`;
    expect(arbiter(['rank-and-file', utf16])).toEqual({
      status: 1,
      stdout: '',
      stderr: said(utf16, 'UTF-16 (little-endian)'),
    });
    expect(arbiter(['checkers', pdn])).toEqual({ status: 1, stdout: '', stderr: said(pdn, 'UTF-16 (little-endian)') });
    expect(arbiter(['checkers', '--pdn', pdn]).stderr).toBe(said(pdn, 'UTF-16 (little-endian)'));
    expect(arbiter(['rank-and-file', utf32]).stderr).toBe(said(utf32, 'UTF-32 (big-endian)'));
    expect(arbiter(['validate', 'rank-and-file', utf16])).toEqual({
      status: 1,
      stdout: `${utf16}: not a valid Rank and File input: 1 breach\n`,
      stderr: said(utf16, 'UTF-16 (little-endian)'),
    });
    const check = arbiter(['check', 'rank-and-file', utf16, EXAMPLE.replace(/txt$/, 'expected')]);
    expect(check.status).toBe(2);
    expect(check.stderr).toContain(`arbiter check: ${said(utf16, 'UTF-16 (little-endian)')}`);
  });

  it('exits 2 for usage errors: unknown problem, unknown flag, unreadable file, conflicting flags', () => {
    expect(arbiter(['chess-960']).status).toBe(2);
    expect(arbiter(['rank-and-file', '--fast', EXAMPLE]).status).toBe(2);
    const missing = arbiter(['rank-and-file', 'no-such-file.txt']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      'arbiter: cannot read no-such-file.txt: no such file (check the name, or give "-" to read standard input)\n',
    );
    const directory = arbiter(['rank-and-file', '.']);
    expect([directory.status, directory.stderr]).toEqual([
      2,
      'arbiter: cannot read .: it is a directory; give an input file\n',
    ]);
    expect(arbiter(['rank-and-file', '--json', '--explain', EXAMPLE]).status).toBe(2);
    expect(arbiter([]).status).toBe(2);
  });

  it("starts every line of commander's errors with arbiter:, for the program and every command", () => {
    const conflict = arbiter(['rank-and-file', '--explain', '--json']);
    expect([conflict.status, conflict.stderr]).toEqual([
      2,
      "arbiter: option '--explain' cannot be used with option '--json'\n",
    ]);
    expect(arbiter(['--bogus']).stderr).toBe("arbiter: unknown option '--bogus'\n");
    expect(arbiter(['gen']).stderr).toBe("arbiter: missing required argument 'problem'\n");
    const suggested = arbiter(['check', 'rank-and-file', '--jsn']);
    expect(suggested.stderr).toBe("arbiter: unknown option '--jsn'\narbiter: (Did you mean --json?)\n");
    for (const args of [
      ['stress', 'checkers', '--jobs', 'x'],
      ['perft', '--threads'],
      ['validate', 'x', 'y', 'z'],
      ['package', '--seed', '-1'],
    ]) {
      const lines = arbiter(args).stderr.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line, args.join(' ')).toMatch(/^arbiter( \w+)?: /);
    }
  });

  it('names the problems when the command is unknown, and takes the full titles too', () => {
    const unknown = arbiter(['chess', 'x']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe(
      `arbiter: unknown problem or command "chess"; the problems are ${IDS.join(', ')}, perft counts positions, ` +
        'gen, check and stress help find a bug in your solution, validate and package serve judges, ' +
        'and serve shows the web page. See arbiter --help.\n',
    );
    expect(arbiter(['simplified-chess-engine', '--sample']).stdout).toBe(
      arbiter(['simplified-chess', '--sample']).stdout,
    );
    expect(arbiter(['advanced-checkers-machine', EXAMPLE]).status).toBe(1);
  });

  it('prints each sample exactly, so that piping it back gives the sample output', () => {
    for (const id of IDS) {
      const sample = arbiter([id, '--sample']);
      expect(sample.status).toBe(0);
      const answered = arbiter([id], sample.stdout);
      expect(answered.status).toBe(0);
      // The help shows the same sample, unindented, and the output it gives.
      const help = arbiter([id, '--help']).stdout;
      expect(help).toContain(`\n${sample.stdout}`);
      expect(help).toContain(answered.stdout);
    }
  });

  it('has help for the tool and for each problem, with an example, and a version', () => {
    const help = arbiter(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('rank-and-file');
    const problemHelp = arbiter(['rank-and-file', '--help']);
    expect(problemHelp.stdout).toContain('--strict');
    expect(problemHelp.stdout).toContain('WHITE IS CHECKED');
    const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(arbiter(['--version']).stdout.trim()).toBe(version.version);
  });

  it("gives a chunk's exports, once it has run, as plain values: a getter read on every use slowed hot loops", () => {
    // Each chunk run by Node itself, in a process of its own (it requires its siblings as './arbiter-...cjs').
    const script = `
      const { readdirSync } = require('node:fs');
      let values = 0;
      const getters = [];
      for (const name of readdirSync('.').filter((name) => /^arbiter-chunk-[\\w-]+\\.cjs$/.test(name))) {
        const exported = require('./' + name);
        for (const key of Object.keys(exported))
          if (Object.getOwnPropertyDescriptor(exported, key).get) getters.push(name + ': ' + key);
          else values++;
      }
      console.log(JSON.stringify({ values, getters }));`;
    const dist = new URL('../../dist/', import.meta.url).pathname;
    const ran = spawnSync(process.execPath, ['-e', script], { cwd: dist, encoding: 'utf8' });
    expect(ran.stderr).toBe('');
    const { values, getters } = JSON.parse(ran.stdout) as { values: number; getters: string[] };
    expect(getters).toEqual([]);
    expect(values).toBeGreaterThan(100);
  });

  it('is bundled files, each started with its code cache, that know the version without reading package.json and agree with the unbundled build', () => {
    const dist = new URL('../../dist/', import.meta.url);
    const chunks = readdirSync(dist).filter((name) => /^arbiter-.*\.cjs$/.test(name));
    expect(chunks).toContain('arbiter-main.cjs');
    expect(chunks).toContain('arbiter-standalone.cjs');
    for (const name of chunks) {
      const bundle = readFileSync(new URL(name, dist), 'utf8');
      const imports = [...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
      // Everything, commander included, is in the files: only Node's own modules and the chunks beside it are required (none by the standalone file).
      const allowed = name === 'arbiter-standalone.cjs' ? /^node:/ : /^(node:|\.\/arbiter-[\w-]+\.cjs$)/;
      expect(imports.filter((from) => !allowed.test(from))).toEqual([]);
      expect(bundle).not.toContain('package.json');
    }
    const checked = spawnSync(process.execPath, [MAIN, '--version'], {
      encoding: 'utf8',
      env: { ...process.env, ARBITER_CODE_CACHE: 'check' },
    });
    const lines = checked.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^code cache: taken arbiter-[\w-]+\.cjs$/);
    const unbundled = spawnSync(
      process.execPath,
      [new URL('../../dist/cli/main.js', import.meta.url).pathname, '--version'],
      {
        encoding: 'utf8',
      },
    );
    expect(unbundled.stdout).toBe(arbiter(['--version']).stdout);
    expect(checked.stdout).toBe(unbundled.stdout);
    expect(
      spawnSync(process.execPath, [new URL('arbiter-standalone.cjs', dist).pathname, '--version'], { encoding: 'utf8' })
        .stdout,
    ).toBe(checked.stdout);
  });

  it('loads only the code a command runs: no problem for --version, no other command for a problem, each command alone', () => {
    /** The files a run loads, by name, each chunk's hash left off (`arbiter-perft-AB12CD34.cjs`: arbiter-perft). */
    const loaded = (args: string[]): string[] => {
      const result = spawnSync(process.execPath, [MAIN, ...args], {
        encoding: 'utf8',
        env: { ...process.env, ARBITER_CODE_CACHE: 'check' },
      });
      return [...result.stderr.matchAll(/^code cache: \w+ (arbiter-[\w-]+\.cjs)$/gm)].map((match) => match[1]);
    };
    const entry = (file: string): string => file.replace(/(-[A-Z0-9]{8})?\.cjs$/, '');
    const COMMANDS = ['perft', 'gen', 'check', 'stress', 'validate', 'package'].map((command) => `arbiter-${command}`);
    // The problems' definitions (the checkers title stands for them) are in none of the files --version loads.
    const files = readdirSync(new URL('../../dist/', import.meta.url)).filter((name) => /^arbiter-.*\.cjs$/.test(name));
    const problems = files.filter((name) =>
      readFileSync(new URL(`../../dist/${name}`, import.meta.url), 'utf8').includes('Advanced Checkers Machine'),
    );
    expect(problems.length).toBeGreaterThan(0);
    const version = loaded(['--version']);
    expect(version).toContain('arbiter-main.cjs');
    expect(
      version.filter(
        (file) =>
          problems.includes(file) || entry(file) === 'arbiter-problem-commands' || COMMANDS.includes(entry(file)),
      ),
    ).toEqual([]);
    const problem = loaded(['rank-and-file', EXAMPLE]);
    // `arbiter PROBLEM FILE`, with no option, is answered without the command-line parser (commander).
    const parser = files.filter((name) =>
      readFileSync(new URL(`../../dist/${name}`, import.meta.url), 'utf8').includes('CommanderError'),
    );
    expect(parser.length).toBeGreaterThan(0);
    expect(problem.filter((file) => parser.includes(file) || entry(file) === 'arbiter-problem-commands')).toEqual([]);
    expect(loaded(['rank-and-file', '--json', EXAMPLE]).map(entry)).toContain('arbiter-problem-commands');
    expect(problem.filter((file) => COMMANDS.includes(entry(file)))).toEqual([]);
    // A problem loads itself alone: no other problem's definition, no registry, until its input looks like another's.
    expect(problem.filter((file) => problems.includes(file) || entry(file) === 'arbiter-registry')).toEqual([]);
    expect(loaded(['checkers', EXAMPLE]).map(entry)).toContain('arbiter-registry');
    const perft = loaded(['perft', 'checkers', '3']);
    expect(perft.map(entry)).toContain('arbiter-perft');
    expect(
      perft.filter(
        (file) => problems.includes(file) || (entry(file) !== 'arbiter-perft' && COMMANDS.includes(entry(file))),
      ),
    ).toEqual([]);
    const help = loaded(['--help']).map(entry);
    for (const command of COMMANDS) expect(help).toContain(command);
  });

  it('does not print a stack trace when the output pipe closes early', () => {
    const result = spawnSync('sh', ['-c', `node ${MAIN} rank-and-file --explain ${EXAMPLE} | head -1`], {
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('Case 1 (line 2): WHITE IS CHECKED\n');
    expect(result.stderr).toBe('');
  });
});
