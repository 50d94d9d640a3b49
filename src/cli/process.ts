import { readFileSync, readdirSync } from 'node:fs';
import { constants } from 'node:os';
import type { Readable } from 'node:stream';
import { errnoWords } from './errno.js';
import { quote } from '../core/characters.js';
import { contained, openCage } from './contain.js';
import { onInterrupt } from './interrupt.js';

/**
 * A contestant's program run on one input, within a time and an output limit, and contained:
 * when the run ends, or Arbiter is interrupted, every process it started has ended too, including
 * those that left its process group or session (a daemon, a `setsid` child holding standard
 * output open). A PID namespace holds them where the kernel allows one (contain.ts); elsewhere a
 * cgroup where the machine gives one, and they are swept by process group, parentage (the run's
 * helper reaps its orphans) and an environment marker, which finds one that moved itself out of
 * the cgroup.
 */

/** The longest time Node's timers hold (setTimeout fires at once beyond 2^31 - 1 ms). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RunLimits {
  readonly timeLimitMs: number;
  /** Bytes of standard output beyond which the run is stopped as an output-limit failure. */
  readonly outputLimitBytes: number;
}

interface Ran {
  /** Standard output and (the end of) standard error, one character per byte ('latin1'): shown with showBytes. */
  readonly stdout: string;
  readonly stderr: string;
  /** Wall-clock time from the start to the end of the program's main process (or its kill). */
  readonly timeMs: number;
}

export type RunOutcome =
  | (Ran & { readonly kind: 'finished' })
  | (Ran & { readonly kind: 'runtime-error'; readonly code: number | null; readonly signal: NodeJS.Signals | null })
  | (Ran & { readonly kind: 'time-limit' })
  | (Ran & { readonly kind: 'output-limit' });

/**
 * The program could not be started at all (no such file, not executable): a usage error, not a failure of the program.
 */
export class StartError extends Error {
  constructor(
    readonly command: string,
    cause: unknown,
  ) {
    const why = errnoWords(cause, {
      ENOENT: 'no such program (give a path, such as ./a.out, or a command on your PATH)',
      EACCES: 'permission denied (is the file executable? chmod +x, or run it through its interpreter)',
    });
    super(`cannot start ${quote(command, 80)}: ${why}`, { cause });
  }
}

/** Keeps only the last part of stderr: enough to show why a program crashed. */
const STDERR_KEEP = 8192;

/** The environment variable that marks every process of one run (children inherit it). */
export const RUN_MARKER = 'ARBITER_RUN';

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
};

/** Whether this system has /proc (Linux): where it has not, only process groups are used. */
const PROC = readText('/proc/self/stat') !== undefined;

/** The pid the system gave out last (Linux: the last field of /proc/loadavg), or undefined without /proc. */
function lastPid(): number | undefined {
  const fields = readText('/proc/loadavg')?.trim().split(/\s+/);
  const last = Number(fields?.[fields.length - 1]);
  return Number.isSafeInteger(last) ? last : undefined;
}

/** The parent's pid, from /proc/PID/stat (after the command name, which may hold spaces and parentheses). */
function parentOf(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[0] === 'Z' ? undefined : Number(fields[1]);
}

/** Whether a process has ended (a zombie not yet reaped, or reaped); false where /proc cannot tell. */
function hasEnded(pid: number): boolean {
  if (!PROC) return false;
  const stat = readText(`/proc/${pid}/stat`);
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
}

const kill = (pid: number, signal: NodeJS.Signals = 'SIGKILL'): void => {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
};

/**
 * Kills every process of the run whose main process is `root`: those that carry its marker in
 * their environment, and those descended from it or from `members` (which catches one that cleared
 * its environment while its parent lived). Each one found is stopped at once, so that none forks or loses its
 * parent while the others are looked for, then all are killed. Pids are handed out in increasing
 * order, so only pids from `root` to the last one given out are looked at, unless the numbering
 * wrapped around. Repeats until a pass finds nothing alive. Without /proc (not Linux), the
 * process group alone is killed, by the caller.
 */
export function sweep(root: number, marker: string, members: readonly number[] = []): number {
  const needle = Buffer.from(`${RUN_MARKER}=${marker}\0`, 'latin1');
  // The run's cgroup's members, when it has one: their children that left it are found through them.
  const family = new Set([root, ...members]);
  let killed = 0;
  for (let pass = 0; pass < 100; pass++) {
    const last = lastPid();
    if (last === undefined) return killed;
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      return killed;
    }
    const pids = entries
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => pid !== process.pid && (last < root || (pid >= root && pid <= last)))
      .sort((a, b) => a - b);
    const found: number[] = [];
    for (const pid of pids) {
      const parent = parentOf(pid);
      // A zombie (or a process gone meanwhile) has no parent to read: nothing to kill.
      if (parent === undefined) continue;
      // Once found, a process stays ours though its parent died: it is killed again until it is gone.
      let ours = pid === root || family.has(pid) || family.has(parent);
      if (!ours) {
        try {
          ours = readFileSync(`/proc/${pid}/environ`).includes(needle);
        } catch {
          ours = false;
        }
      }
      if (!ours) continue;
      kill(pid, 'SIGSTOP');
      family.add(pid);
      found.push(pid);
    }
    for (const pid of found) kill(pid);
    killed += found.length;
    if (found.length === 0) return killed;
  }
  return killed;
}

/** How long an interrupted Arbiter waits for a run's processes to end, to remove its cgroup. */
const CAGE_REMOVE_MS = 1000;

/** The children of `pid` (Linux), from /proc. */
function childrenOf(pid: number): number[] {
  const listed = readText(`/proc/${pid}/task/${pid}/children`);
  if (listed !== undefined) return listed.split(' ').filter(Boolean).map(Number);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentOf(Number(name)) === pid)
    .map(Number);
}

/** A signal's name from its number, as the helper tells it. */
const signalName = (number: number): NodeJS.Signals | null =>
  (Object.entries(constants.signals).find(([, value]) => value === number)?.[0] as NodeJS.Signals | undefined) ?? null;

/**
 * Runs `command args` (no shell) with `input` on standard input. The program gets its own session
 * and process group and a marker in its environment, and is started by the run's helper (contain.ts,
 * HELPER) where there is one: in a PID namespace of its own, whose processes all end with the
 * run, where the kernel allows; else with a cgroup where there is one. When its main process ends,
 * on a time or output limit, or when Arbiter is interrupted, every process of the run is killed:
 * the namespace's, or every marked process, every descendant, the cgroup and the group. Output
 * pipes are never waited on beyond the time limit: a process that escaped and holds them open is
 * cut off there.
 */
export async function runProgram(
  command: string,
  args: readonly string[],
  input: string,
  limits: RunLimits,
): Promise<RunOutcome> {
  // Loaded here, not at start-up: only check and stress run programs.
  const [{ spawn }, { randomBytes }] = await Promise.all([import('node:child_process'), import('node:crypto')]);
  const marker = `${process.pid}-${randomBytes(8).toString('hex')}`;
  const started = Date.now();
  const how = contained();
  const namespace = how.mode === 'namespace';
  const cage = namespace ? undefined : openCage();
  return new Promise((resolve, reject) => {
    // The helper (in a namespace: unshare, then the helper) starts the program, and tells how it ended on descriptor 3.
    const [file, ...leading] = [...(how.launcher ?? []), command];
    const start = () =>
      spawn(file, [...leading, ...args], {
        stdio: how.launcher ? ['pipe', 'pipe', 'pipe', 'pipe'] : ['pipe', 'pipe', 'pipe'],
        detached: true,
        env: { ...process.env, [RUN_MARKER]: marker },
      });
    const child = cage ? cage.start(start) : start();
    const helper = child.stdio[3] as Readable | null | undefined;
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let stopped: 'time-limit' | 'output-limit' | undefined;
    let exited: { code: number | null; signal: NodeJS.Signals | null; timeMs: number } | undefined;
    /** The launcher (unshare, the helper, or the program itself) has exited: in a namespace, every process is gone. */
    let launcherExited = false;
    /** The program's own pid, as the helper tells it (outside a namespace). */
    let programPid: number | undefined;
    let settled = false;
    // After every run and on every signal: in a namespace, its first process is killed, and the kernel
    // ends the rest; otherwise what stayed in the cgroup is killed with it, and the sweep finds what left
    // it (a program run as root may move itself out), or what lost its parent and was reaped by the helper.
    const killAll = (): void => {
      if (child.pid === undefined) return;
      if (namespace) {
        // Its first process (unshare's child), killed from outside the namespace; once unshare has ended, all are gone.
        if (!launcherExited) kill(childrenOf(child.pid)[0] ?? child.pid);
        return;
      }
      sweep(child.pid, marker, cage?.freeze());
      cage?.kill();
      kill(-child.pid);
    };
    const forget = onInterrupt(() => {
      killAll();
      cage?.removeNow(CAGE_REMOVE_MS);
    });
    /**
     * Once the run is over: its cgroup goes when what was killed in it has ended (else at Arbiter's
     * exit), its namespace when unshare has seen its first process end, and only then is the run's
     * outcome told, so that no process of it outlives the call.
     */
    let tries = 0;
    const release = (then: () => void): void => {
      if ((!cage || cage.remove()) && (!namespace || launcherExited)) {
        forget();
        then();
      } else if (++tries < 500) setTimeout(() => release(then), 10);
      else then();
    };
    const finish = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killAll();
      child.stdout.destroy();
      child.stderr.destroy();
      helper?.destroy();
      const stdout = Buffer.concat(out).toString('latin1');
      const timeMs = exited?.timeMs ?? Date.now() - started;
      const ran = { stdout, stderr: err, timeMs };
      release(() => {
        if (stopped) resolve({ kind: stopped, ...ran });
        else if (exited && (exited.code !== 0 || exited.signal !== null))
          resolve({ kind: 'runtime-error', code: exited.code, signal: exited.signal, ...ran });
        else resolve({ kind: 'finished', ...ran });
      });
    };
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killAll();
      helper?.destroy();
      release(() => reject(error));
    };
    const stop = (why: 'time-limit' | 'output-limit'): void => {
      stopped ??= why;
      killAll();
    };
    // After the time limit, nothing is waited for: not the main process, not a pipe held open.
    const atLimit = (): void => {
      // Ended within its limit, while this process was busy: its exit is on its way, not a time-out.
      const main = programPid ?? child.pid;
      if (!exited && main !== undefined && hasEnded(main)) {
        timer = setTimeout(atLimit, 20);
        return;
      }
      if (!exited) stop('time-limit');
      finish();
    };
    let timer = setTimeout(atLimit, Math.min(limits.timeLimitMs, MAX_TIMER_MS));
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > limits.outputLimitBytes) stop('output-limit');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('latin1')).slice(-STDERR_KEEP);
    });
    /** What the helper tells, a line at a time: the program's pid, how it ended, or why it could not start. */
    let told = '';
    helper?.on('error', () => undefined);
    helper?.on('data', (chunk: Buffer) => {
      told += chunk.toString('latin1');
      for (let end = told.indexOf('\n'); end >= 0; end = told.indexOf('\n')) {
        const [what, value] = told.slice(0, end).split(' ');
        told = told.slice(end + 1);
        if (what === 'p' && !namespace) programPid = Number(value);
        else if (what === 'e') fail(new StartError(command, Object.assign(new Error(value), { code: value })));
        else if ((what === 'c' || what === 's') && !exited) {
          const code = what === 'c' ? Number(value) : null;
          exited = { code, signal: what === 's' ? signalName(Number(value)) : null, timeMs: Date.now() - started };
          // The program has ended: what it left behind goes (in a namespace, the helper's end takes it).
          if (!namespace) killAll();
        }
      }
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      fail(child.pid === undefined ? new StartError(how.launcher ? how.launcher[0] : command, error) : error);
    });
    child.on('exit', (code, signal) => {
      launcherExited = true;
      exited ??= { code, signal, timeMs: Date.now() - started };
      // The run has ended: what it left behind goes, and with it whatever held the pipes open.
      killAll();
    });
    child.on('close', finish);
    // A program that exits without reading its input closes the pipe early; that is its business.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
