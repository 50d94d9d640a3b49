import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_NAMESPACE_VARIABLE, contained, containmentWords } from '../../src/cli/contain.js';
import { EXAMPLES, MAIN, SOLUTIONS, arbiter, nodeSolution, processesWith } from './contestant-helpers.js';

/**
 * Arbiter stopped by a signal, and the processes a contestant's program leaves behind. The
 * program here (daemon.sh) leaves a daemon that no parentage, session or environment marker ties
 * to the run: it forks, the child calls setsid and forks again, and the grandchild re-executes the
 * script with an empty environment. Each test tags its processes with a unique word, waits for
 * them to go with a deadline (never a fixed sleep), and kills any it finds left at its end.
 */

const DAEMON = join(SOLUTIONS, 'daemon.sh');
const LEAVE = join(SOLUTIONS, 'leave-cgroup.sh');
const HIDE = join(SOLUTIONS, 'hide.sh');
/** Budgets for a machine 5 times slower than a quiet one, with two CPU hogs running. */
const START_MS = 60_000;
const GONE_MS = 20_000;

const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
/** What containment this machine gives, as Arbiter probes it (the probe moves this process into a cgroup and back). */
const CONTAINMENT = containmentWords();
const NAMESPACE = contained().mode === 'namespace';
/** Runs with no PID namespace, here: the words of `stress --help` then. */
const WITHOUT_NAMESPACE = { ...process.env, [NO_NAMESPACE_VARIABLE]: '1' };
const SWEEP_WORDS = spawnSync(process.execPath, [MAIN, 'stress', '--help'], {
  encoding: 'utf8',
  env: WITHOUT_NAMESPACE,
}).stdout.replace(/\s+/g, ' ');
/** Without a namespace, a helper reaps each run's orphans where Perl is: the sweep then finds what hides. */
const SWEEP_REAPS = SWEEP_WORDS.includes('with a helper that reaps the orphans of each run');
/** A daemon (a double fork, setsid, env -i) is held: by a namespace, a cgroup, or the helper that reaps orphans. */
const HOLDS_DAEMONS =
  NAMESPACE || CONTAINMENT.startsWith('a cgroup per run') || CONTAINMENT.includes('reaps the orphans');
const HELP = spawnSync(process.execPath, [MAIN, 'stress', '--help'], { encoding: 'utf8' }).stdout;

const tags: string[] = [];
const dirs: string[] = [];
const scratchDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-interrupt-'));
  dirs.push(dir);
  return dir;
};
const newTag = (): string => {
  const tag = `arbiter-test-${randomBytes(6).toString('hex')}`;
  tags.push(tag);
  return tag;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  // A failed test leaves nothing running: its tagged processes, by pid.
  for (const tag of tags.splice(0))
    for (const pid of processesWith(tag)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
});

async function until(what: string, done: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !done(); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() > end) throw new Error(`waited ${ms / 1000} s for ${what}`);
}

/** Processes of a tag still running after a deadline (none, when all went). */
async function leftAfter(tag: string, ms = GONE_MS): Promise<string[]> {
  await until(`the processes tagged ${tag} to end`, () => processesWith(tag).length === 0, ms).catch(() => undefined);
  return processesWith(tag).map((pid) =>
    spawnSync('ps', ['-o', 'pid=,ppid=,sid=,args=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim(),
  );
}

/** The daemons of a tag: the tag and "--daemon" are separate words of their command lines. */
const daemons = (tag: string): number[] =>
  processesWith(tag).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').includes('--daemon');
    } catch {
      return false;
    }
  });

interface Started {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `arbiter ARGS` in a process group of its own (as `setsid arbiter ...` does), so that the group can be signalled as Ctrl-C does. */
function start(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, ended };
}

describe('containment', () => {
  it('stress --help says what containment this machine gives', () => {
    expect(HELP.replace(/\s+/g, ' ')).toContain(`Containment on this machine: ${CONTAINMENT}.`);
    expect(CONTAINMENT).toMatch(
      /^(a PID namespace per run \((as root|through a user namespace)\): when a run ends, the kernel ends every process it started, whatever it did|(a cgroup per run \(in \/.*\), the environment marker and parentage|process groups, an environment marker and parentage \(.+\))(, with a helper that reaps the orphans of each run)?, as there is no PID namespace \(.+\): a process that .+ can escape)$/,
    );
    expect(SWEEP_WORDS).toMatch(/as there is no PID namespace \(ARBITER_NO_PID_NAMESPACE is set\)/);
    expect(HELP).toMatch(/SIGINT \(Ctrl-C\),\s+SIGTERM or SIGHUP/);
  });

  // A process left in a session of its own (setsid); and one that moved itself out of its run's cgroup, with no PID
  // namespace (where a run has a cgroup), where the machine lets a program do that (as root), skipped elsewhere.
  for (const mode of ['setsid', 'move'] as const)
    it(
      mode === 'move'
        ? "ends a process that moved itself out of its run's cgroup (setsid, then into the cgroup above)"
        : 'ends a process that called setsid and outlives its parent',
      async (context) => {
        const tag = newTag();
        const log = join(scratchDir(), 'left.txt');
        const run = start(
          ['stress', 'rank-and-file', '--tests', '3', '--jobs', '2', '--', LEAVE, tag, log, mode].concat(
            nodeSolution('rank-and-file.mjs'),
          ),
          mode === 'move' ? WITHOUT_NAMESPACE : process.env,
        );
        expect(await run.ended).toEqual({ code: 0, signal: null });
        expect(run.stderr()).toBe('');
        expect(run.stdout()).toMatch(/^No failure in 3 tests/);
        const said = readFileSync(log, 'utf8').trim().split('\n');
        expect(said).toHaveLength(3);
        // Survivors per run: none, whatever each managed to do.
        expect(await leftAfter(tag)).toEqual([]);
        if (mode === 'move' && !said.every((line) => line.startsWith('left ')))
          context.skip(`no process could leave its cgroup here (${SWEEP_WORDS.split(':')[0]}): ${said.join('; ')}`);
      },
      START_MS + GONE_MS * 2,
    );

  // setsid, env -i, the root cgroup and no parent: in a PID namespace, and without one where a helper reaps each run's
  // orphans; a mode this machine does not give is skipped.
  for (const mode of ['a PID namespace', 'no PID namespace'] as const)
    it.skipIf(mode === 'a PID namespace' ? !NAMESPACE : !SWEEP_REAPS)(
      `ends the process a run hides as well as it can (setsid, env -i, the root cgroup, orphaned), in ${mode}`,
      async () => {
        const tag = newTag();
        const log = join(scratchDir(), 'hidden.txt');
        const run = start(
          [
            'stress',
            'rank-and-file',
            '--tests',
            '3',
            '--jobs',
            '2',
            '--',
            HIDE,
            tag,
            log,
            ...nodeSolution('rank-and-file.mjs'),
          ],
          mode === 'a PID namespace' ? process.env : WITHOUT_NAMESPACE,
        );
        expect(await run.ended).toEqual({ code: 0, signal: null });
        expect(run.stderr()).toBe('');
        // Each run hid one (in the root cgroup, where it could), and none outlives its run.
        const hidden = readFileSync(log, 'utf8').trim().split('\n');
        expect(hidden).toHaveLength(3);
        expect(await leftAfter(tag)).toEqual([]);
        expect(run.stdout()).toMatch(
          mode === 'a PID namespace'
            ? /^No failure in 3 tests .*\ncontained: PID namespace\n$/
            : /^No failure in 3 tests .*\ncontained: (cgroup|process group) and sweep \(no PID namespace: ARBITER_NO_PID_NAMESPACE is set\)\n$/,
        );
      },
      START_MS + GONE_MS * 2,
    );

  it.skipIf(!HOLDS_DAEMONS)(
    'ends the daemon a run leaves, that cleared its environment after a double fork and setsid',
    async () => {
      const tag = newTag();
      const ran = await arbiter([
        'stress',
        'rank-and-file',
        '--tests',
        '3',
        '--jobs',
        '2',
        '--',
        DAEMON,
        tag,
        ...nodeSolution('rank-and-file.mjs'),
      ]);
      expect(ran.stderr).toBe('');
      expect(ran.stdout).toMatch(/^No failure in 3 tests/);
      expect(await leftAfter(tag)).toEqual([]);
    },
    START_MS + GONE_MS * 2,
  );
});

describe('stopped by a signal', () => {
  for (const [signal, status] of Object.entries(SIGNALS) as [NodeJS.Signals, number][]) {
    it(
      `stress, sent ${signal}, kills every process its runs started and ends by ${signal} (status ${status})`,
      async () => {
        const tag = newTag();
        const run = start([
          'stress',
          'rank-and-file',
          '--tests',
          '4',
          '--jobs',
          '2',
          '--time-limit',
          '600',
          '--',
          DAEMON,
          tag,
        ]);
        // Both runs under way, each with its daemon gone off on its own.
        await until('two runs and their daemons', () => daemons(tag).length >= 2, START_MS);
        process.kill(-run.child.pid!, signal);
        expect(await run.ended).toEqual({ code: null, signal });
        expect(run.stderr()).toBe('');
        const left = await leftAfter(tag);
        // Where nothing holds a daemon, it can escape (--help says so); the programs themselves never.
        expect(HOLDS_DAEMONS ? left : left.filter((line) => !line.includes('--daemon'))).toEqual([]);
      },
      START_MS + GONE_MS * 2,
    );
  }

  for (const [signal, status] of Object.entries(SIGNALS) as [NodeJS.Signals, number][]) {
    it(`gen --out, sent ${signal}, removes its temporary files and the directory it made, and ends by it (${status})`, async () => {
      const base = scratchDir();
      const made = join(base, 'new', 'tests');
      const existing = join(base, 'old');
      // Into a directory it makes, and over files there with --force: those stay as they were.
      expect((await arbiter(['gen', 'rank-and-file', '--out', existing, '--files', '2'])).status).toBe(0);
      const before = readdirSync(existing).map((name) => [name, readFileSync(join(existing, name), 'utf8')]);
      for (const [out, force] of [
        [made, []],
        [existing, ['--force']],
      ] as const) {
        const run = start(['gen', 'cheesy-chess', '--out', out, '--files', '9999', '--cases', '20', ...force]);
        const partials = (): string[] => {
          try {
            return readdirSync(out).filter((name) => name.endsWith('.partial'));
          } catch {
            return [];
          }
        };
        await until('a first temporary file', () => partials().length > 0, START_MS);
        process.kill(-run.child.pid!, signal);
        expect(await run.ended).toEqual({ code: null, signal });
        expect(run.stderr()).toBe('');
        expect(partials()).toEqual([]);
      }
      expect(readdirSync(base)).toEqual(['old']);
      expect(readdirSync(existing).map((name) => [name, readFileSync(join(existing, name), 'utf8')])).toEqual(before);
    });
  }

  it(
    'package, sent SIGTERM, kills its programs and removes its temporary directory',
    async () => {
      const temp = scratchDir();
      const out = scratchDir();
      const run = start(['package', 'rank-and-file', out, '--jobs', '2'], { ...process.env, TMPDIR: temp });
      const builds = (): string[] => readdirSync(temp).filter((name) => name.startsWith('arbiter-package-'));
      await until('the accepted submissions to run', () => run.stderr().includes('Running 2 accepted'), START_MS * 3);
      const [build] = builds();
      expect(build).toBeDefined();
      process.kill(-run.child.pid!, 'SIGTERM');
      expect(await run.ended).toEqual({ code: null, signal: 'SIGTERM' });
      expect(builds()).toEqual([]);
      expect(readdirSync(out)).toEqual([]);
      expect(await leftAfter(join(temp, build))).toEqual([]);
    },
    START_MS * 3 + GONE_MS * 2,
  );

  it(
    'package, its compiler stopped by the Ctrl-C that stops it, ends by SIGINT without a word about the compiler',
    async () => {
      // A gcc that, compiling, sends SIGINT to its process group, as a terminal's Ctrl-C reaches gcc and Arbiter alike.
      const bin = scratchDir();
      const gcc = join(bin, 'gcc');
      writeFileSync(gcc, '#!/bin/sh\n[ "$1" = --version ] && { echo gcc; exit 0; }\nkill -INT 0\nsleep 5\n');
      chmodSync(gcc, 0o755);
      const temp = scratchDir();
      const out = scratchDir();
      const run = start(['package', 'rank-and-file', out], {
        ...process.env,
        TMPDIR: temp,
        PATH: `${bin}:${process.env.PATH ?? ''}`,
      });
      expect(await run.ended).toEqual({ code: null, signal: 'SIGINT' });
      expect(run.stderr()).not.toMatch(/compile|internal error/);
      expect(readdirSync(temp)).toEqual([]);
      expect(readdirSync(out)).toEqual([]);
    },
    START_MS * 3,
  );

  it('check and perft, sent SIGINT while reading or counting, end by it (they start no program)', async () => {
    // check waits on standard input, a pipe left open; perft counts for minutes. Whenever the signal comes, it ends them.
    const check = spawn(process.execPath, [MAIN, 'check', 'rank-and-file', join(EXAMPLES, 'rank-and-file.txt'), '-'], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    const perft = start(['perft', 'checkers', '20', '--threads', '2', '--quiet']);
    const checked = new Promise((resolve) => check.on('close', (code, signal) => resolve({ code, signal })));
    for (const child of [check, perft.child]) process.kill(-child.pid!, 'SIGINT');
    expect(await perft.ended).toEqual({ code: null, signal: 'SIGINT' });
    expect(await checked).toEqual({ code: null, signal: 'SIGINT' });
  });
});
