import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The built command, as a user runs it, with its standard output on a full disk or a closed pipe.
const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
const example = (name: string): string => new URL(`../../examples/${name}`, import.meta.url).pathname;
const SOLUTION = new URL('../../src/problems/rank-and-file/package/rank-and-file.mjs', import.meta.url).pathname;
const PDN = new URL('../fixtures/pdn/published.pdn', import.meta.url).pathname;

/** Every command, each with output enough to fill a pipe's buffer when that matters. */
const COMMANDS: readonly (readonly string[])[] = [
  ['rank-and-file', example('rank-and-file.txt')],
  ['rank-and-file', '--json', example('rank-and-file.txt')],
  ['checkers', '--explain', example('checkers.txt')],
  ['checkers', '--pdn', PDN],
  ['rank-and-file', '--sample'],
  ['gen', 'cheesy-chess', '--cases', '3000'],
  ['check', 'rank-and-file', example('rank-and-file.txt'), example('rank-and-file.expected')],
  ['validate', 'rank-and-file', example('rank-and-file.txt')],
  ['stress', 'rank-and-file', '--tests', '2', '--', process.execPath, SOLUTION],
  ['perft', 'checkers', '3', '--divide'],
  ['--help'],
  ['checkers', '--help'],
  ['--version'],
];

const FULL = '/dev/full';

describe('a standard output that cannot be written', () => {
  it.skipIf(!existsSync(FULL))(
    '(a full disk: ENOSPC) is one line on standard error and status 1, in every command',
    () => {
      for (const args of COMMANDS) {
        const fd = openSync(FULL, 'w');
        try {
          const result = spawnSync(process.execPath, [MAIN, ...args], {
            stdio: ['ignore', fd, 'pipe'],
            encoding: 'utf8',
            timeout: 60_000,
          });
          expect({ args, status: result.status, stderr: result.stderr }).toEqual({
            args,
            status: 1,
            stderr: 'arbiter: cannot write the output: no space left on device\n',
          });
        } finally {
          closeSync(fd);
        }
      }
    },
  );

  // A terminal whose other side has closed answers writes with EIO; Node opens no terminals, Python does.
  const python = spawnSync('python3', ['-c', 'import pty'], { encoding: 'utf8' }).status === 0;
  it.skipIf(!python)('(a terminal that has gone: EIO) is one line on standard error and status 1', () => {
    const script = [
      'import os, pty, subprocess, sys',
      'master, slave = pty.openpty()',
      'os.close(master)',
      'run = subprocess.run(sys.argv[1:], stdout=slave, stderr=subprocess.PIPE)',
      'sys.stdout.write(f"{run.returncode} {run.stderr.decode()}")',
    ].join('\n');
    for (const args of [['rank-and-file', example('rank-and-file.txt')], ['--help'], ['perft', 'checkers', '2']]) {
      const result = spawnSync('python3', ['-c', script, process.execPath, MAIN, ...args], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ args, said: result.stdout }).toEqual({
        args,
        said: '1 arbiter: cannot write the output: input/output error\n',
      });
    }
  });

  it('(a pipe closed before the first write: EPIPE) ends every command with status 1 and no message', async () => {
    for (const args of COMMANDS) {
      const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      // Closed at once: Node takes far longer to start than this takes.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const status = await new Promise((resolve) => child.on('close', resolve));
      expect({ args, status, stderr }).toEqual({ args, status: 1, stderr: '' });
    }
  });

  it('(a reader that has gone: EPIPE) ends the run with status 1 and no message, as `| head` expects', () => {
    // An input whose explanations fill the pipe's buffer many times over.
    const input = join(mkdtempSync(join(tmpdir(), 'arbiter-epipe-')), 'input.txt');
    writeFileSync(input, spawnSync(process.execPath, [MAIN, 'gen', 'cheesy-chess', '--cases', '1000']).stdout);
    for (const args of [
      ['gen', 'cheesy-chess', '--cases', '3000'],
      ['cheesy-chess', '--explain', input],
    ]) {
      const quoted = args.map((arg) => `'${arg}'`).join(' ');
      const result = spawnSync(
        'bash',
        ['-c', `'${process.execPath}' '${MAIN}' ${quoted} | head -c 1 >/dev/null; echo "\${PIPESTATUS[0]}"`],
        {
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect({ args, stdout: result.stdout, stderr: result.stderr }).toEqual({ args, stdout: '1\n', stderr: '' });
    }
  });
});
