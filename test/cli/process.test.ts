import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, StartError, runProgram } from '../../src/cli/process.js';
import { processesWith, scratch } from './contestant-helpers.js';

/**
 * A run of a contestant's program is contained: when it ends, every process it started has ended,
 * also those that left its process group and session, and no output pipe is waited on beyond the
 * time limit. Nothing here is timed: each program's children would outlive the test by far (a
 * minute) if the run left them, and say so in their log.
 */

const limits = (timeLimitMs: number) => ({ timeLimitMs, outputLimitBytes: 1 << 20 });
const lines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/**
 * A Node program, as `node -e`, whose child logs its pid to `log`, and "survived" if it lives out a
 * minute. The program goes on to `main` once its child has logged a whole line (it is started,
 * whatever the machine's load), the wait asleep between looks.
 */
function program(log: string, main: string, child: { detached: boolean; env?: string }): string[] {
  const file = JSON.stringify(log);
  const childCode = `require('fs').appendFileSync(${file}, process.pid + '\\n'); setTimeout(() => require('fs').appendFileSync(${file}, 'survived\\n'), 60000)`;
  const spawnChild = `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(childCode)}], { stdio: ['ignore', 'inherit', 'inherit'], detached: ${child.detached}${child.env ? `, env: ${child.env}` : ''} }).unref();`;
  // A whole line, not the file: appendFileSync makes the file before it writes, and a program that went
  // on at once could end its run before its child's pid was written.
  const logged = `while (!(require('fs').existsSync(${file}) && require('fs').readFileSync(${file}, 'utf8').endsWith('\\n'))) Atomics.wait(${SLEEPER}, 0, 0, 10);`;
  return [process.execPath, '-e', `${spawnChild} ${logged} ${main}`];
}

/** What a program waits on to sleep without a timer: `Atomics.wait(SLEEPER, 0, 0, ms)`, forever without ms. */
const SLEEPER = 'new Int32Array(new SharedArrayBuffer(4))';

async function settle(log: string): Promise<number[]> {
  // The children wrote their pids before the run could end only if they started: wait for the log to name them.
  for (let tries = 0; tries < 50 && lines(log).length === 0; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return lines(log).map(Number);
}

describe('runProgram', () => {
  it('ends a run whose child left the session and holds standard output, when the program itself exits', async () => {
    const log = join(scratch(), 'log.txt');
    const [command, ...args] = program(log, "process.stdout.write('done\\n')", { detached: true });
    const outcome = await runProgram(command, args, '', limits(30_000));
    expect(outcome).toMatchObject({ kind: 'finished', stdout: 'done\n' });
    const pids = await settle(log);
    expect(pids).toHaveLength(1);
    // Found by the log named in its command line: the pid it logged may be a PID namespace's own.
    expect(lines(log)).not.toContain('survived');
    expect(processesWith(log)).toEqual([]);
  });

  it('kills a program that runs past its limit, with a child that left the session and one that cleared its environment', async () => {
    for (const env of [undefined, '{}']) {
      const log = join(scratch(), 'log.txt');
      // Past its limit asleep: the limit leaves a busy machine time to start both programs.
      const [command, ...args] = program(log, `Atomics.wait(${SLEEPER}, 0, 0);`, { detached: true, env });
      const outcome = await runProgram(command, args, '', limits(5000));
      expect(outcome.kind).toBe('time-limit');
      const pids = await settle(log);
      expect(pids).toHaveLength(1);
      expect(processesWith(log), `child with env ${env ?? 'inherited'}`).toEqual([]);
    }
  });

  it('keeps a time limit beyond what a timer holds (2^31 - 1 ms) instead of firing at once', async () => {
    const outcome = await runProgram(
      process.execPath,
      ['-e', "setTimeout(() => console.log('late'), 100)"],
      '',
      limits(MAX_TIMER_MS + 1000),
    );
    expect(outcome).toMatchObject({ kind: 'finished', stdout: 'late\n' });
  });

  it('refuses a program that cannot be started, naming why, as a usage error', async () => {
    await expect(runProgram('/no/such/program', [], '', limits(10_000))).rejects.toThrow(
      /^cannot start "\/no\/such\/program": no such program/,
    );
    const plain = join(scratch(), 'plain.txt');
    writeFileSync(plain, 'not a program\n');
    const refused = await runProgram(plain, [], '', limits(10_000)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartError);
    expect((refused as StartError).message).toMatch(/: permission denied/);
  });

  it('keeps output as bytes, and tells an exit status and a signal apart', async () => {
    const bytes = await runProgram(
      process.execPath,
      ['-e', 'process.stdout.write(Buffer.from([0, 0xe9, 0x0a]))'],
      '',
      limits(10_000),
    );
    expect(bytes).toMatchObject({ kind: 'finished', stdout: '\x00\xe9\n' });
    expect(await runProgram(process.execPath, ['-e', 'process.exit(3)'], '', limits(10_000))).toMatchObject({
      kind: 'runtime-error',
      code: 3,
    });
    expect(
      await runProgram(process.execPath, ['-e', "process.kill(process.pid, 'SIGSEGV')"], '', limits(10_000)),
    ).toMatchObject({
      kind: 'runtime-error',
      signal: 'SIGSEGV',
    });
  });
});
