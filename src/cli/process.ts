import { readFileSync, readdirSync } from 'node:fs';
import { errnoWords } from './errno.js';
import { quote } from '../core/characters.js';
import { openCage } from './contain.js';
import { onInterrupt } from './interrupt.js';

/**
 * A contestant's program run on one input, within a time and an output limit, and contained:
 * when the run ends, or Arbiter is interrupted, every process it started has ended too, including
 * those that left its process group or session (a daemon, a `setsid` child holding standard
 * output open). A cgroup holds them where the machine gives one (contain.ts), and in both modes
 * they are swept by process group, parentage and an environment marker, which finds one that
 * moved itself out of the cgroup.
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

/**
 * Runs `command args` (no shell) with `input` on standard input. The program gets its own session
 * and process group, a marker in its environment and a cgroup where there is one; when its main
 * process ends, on a time or output limit, or when Arbiter is interrupted, every marked process,
 * every descendant, the cgroup and the group are killed. Output pipes are never waited on beyond the time limit: a
 * process that escaped the marker and holds them open is cut off there.
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
  const cage = openCage();
  return new Promise((resolve, reject) => {
    const start = () =>
      spawn(command, args, {
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
        env: { ...process.env, [RUN_MARKER]: marker },
      });
    const child = cage ? cage.start(start) : start();
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let stopped: 'time-limit' | 'output-limit' | undefined;
    let exited: { code: number | null; signal: NodeJS.Signals | null; timeMs: number } | undefined;
    let settled = false;
    // In both modes, after every run and on every signal: what stayed in the cgroup is killed with
    // it, and the sweep finds what left it (a program run as root may move itself out).
    const killAll = (): void => {
      if (child.pid === undefined) return;
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
     * exit), and only then is the run's outcome told, so that no process of it outlives the call.
     */
    let tries = 0;
    const release = (then: () => void): void => {
      if (!cage || cage.remove()) {
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
    const stop = (why: 'time-limit' | 'output-limit'): void => {
      stopped ??= why;
      killAll();
    };
    // After the time limit, nothing is waited for: not the main process, not a pipe held open.
    const atLimit = (): void => {
      // Ended within its limit, while this process was busy: its exit is on its way, not a time-out.
      if (!exited && child.pid !== undefined && hasEnded(child.pid)) {
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
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killAll();
      release(() => (child.pid === undefined ? reject(new StartError(command, error)) : reject(error)));
    });
    child.on('exit', (code, signal) => {
      exited = { code, signal, timeMs: Date.now() - started };
      // The run has ended: what it left behind goes, and with it whatever held the pipes open.
      killAll();
    });
    child.on('close', finish);
    // A program that exits without reading its input closes the pipe early; that is its business.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
