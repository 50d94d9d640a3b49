import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// These run the built command, as a user does; `npm test` builds it first.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
const EXAMPLE = new URL('../../examples/rank-and-file.txt', import.meta.url).pathname;

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

  it('exits 2 for usage errors: unknown problem, unknown flag, unreadable file, conflicting flags', () => {
    expect(arbiter(['chess-960']).status).toBe(2);
    expect(arbiter(['rank-and-file', '--fast', EXAMPLE]).status).toBe(2);
    const missing = arbiter(['rank-and-file', 'no-such-file.txt']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      'arbiter: cannot read no-such-file.txt: no such file (check the name, or give "-" to read standard input)\n',
    );
    const directory = arbiter(['rank-and-file', '.']);
    expect([directory.status, directory.stderr]).toEqual([2, 'arbiter: cannot read .: it is a directory; give an input file\n']);
    expect(arbiter(['rank-and-file', '--json', '--explain', EXAMPLE]).status).toBe(2);
    expect(arbiter([]).status).toBe(2);
  });

  it("starts every line of commander's errors with arbiter:, for the program and every command", () => {
    const conflict = arbiter(['rank-and-file', '--explain', '--json']);
    expect([conflict.status, conflict.stderr]).toEqual([2, "arbiter: option '--explain' cannot be used with option '--json'\n"]);
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
      'arbiter: unknown problem or command "chess"; the problems are rank-and-file, simplified-chess, cheesy-chess, checkers, perft counts positions, gen, check and stress help find a bug in your solution, and validate and package serve judges. See arbiter --help.\n',
    );
    expect(arbiter(['simplified-chess-engine', '--sample']).stdout).toBe(arbiter(['simplified-chess', '--sample']).stdout);
    expect(arbiter(['advanced-checkers-machine', EXAMPLE]).status).toBe(1);
  });

  it('prints each sample exactly, so that piping it back gives the sample output', () => {
    for (const id of ['rank-and-file', 'simplified-chess', 'cheesy-chess', 'checkers']) {
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
    const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(arbiter(['--version']).stdout.trim()).toBe(version.version);
  });

  it('is one bundled file, started with its code cache, that knows its version without reading package.json, and agrees with the unbundled build', () => {
    const bundle = readFileSync(new URL('../../dist/arbiter-main.cjs', import.meta.url), 'utf8');
    const imports = [...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    // Everything, commander included, is in the one file: only Node's own modules are required.
    expect(imports.filter((from) => !from.startsWith('node:'))).toEqual([]);
    expect(bundle).not.toContain('package.json');
    const checked = spawnSync(process.execPath, [MAIN, '--version'], {
      encoding: 'utf8',
      env: { ...process.env, ARBITER_CODE_CACHE: 'check' },
    });
    expect(checked.stderr).toBe('code cache: taken\n');
    const unbundled = spawnSync(process.execPath, [new URL('../../dist/cli/main.js', import.meta.url).pathname, '--version'], {
      encoding: 'utf8',
    });
    expect(unbundled.stdout).toBe(arbiter(['--version']).stdout);
    expect(checked.stdout).toBe(unbundled.stdout);
  });

  it('does not print a stack trace when the output pipe closes early', () => {
    const result = spawnSync('sh', ['-c', `node ${MAIN} rank-and-file --explain ${EXAMPLE} | head -1`], { encoding: 'utf8' });
    expect(result.stdout).toBe('Case 1 (line 2): WHITE IS CHECKED\n');
    expect(result.stderr).toBe('');
  });
});
