/** A contestant's program run on one input, within a time and an output limit. */

export interface RunLimits {
  readonly timeLimitMs: number;
  /** Bytes of standard output beyond which the run is stopped as an output-limit failure. */
  readonly outputLimitBytes: number;
}

export type RunOutcome =
  | { readonly kind: 'finished'; readonly stdout: string; readonly stderr: string }
  | {
      readonly kind: 'runtime-error';
      readonly code: number | null;
      readonly signal: NodeJS.Signals | null;
      readonly stdout: string;
      readonly stderr: string;
    }
  | { readonly kind: 'time-limit'; readonly stdout: string; readonly stderr: string }
  | { readonly kind: 'output-limit'; readonly stdout: string; readonly stderr: string };

/** The program could not be started at all (no such file, not executable): a usage error, not a failure of the program. */
export class StartError extends Error {
  constructor(
    readonly command: string,
    readonly code: string | undefined,
  ) {
    const why =
      code === 'ENOENT'
        ? 'no such program (give a path, such as ./a.out, or a command on your PATH)'
        : code === 'EACCES'
          ? 'permission denied (is the file executable? chmod +x, or run it through its interpreter)'
          : (code ?? 'unknown error');
    super(`cannot start ${JSON.stringify(command)}: ${why}`);
  }
}

/** Keeps only the last part of stderr: enough to show why a program crashed. */
const STDERR_KEEP = 8192;

/**
 * Runs `command args` (no shell) with `input` on standard input. The program gets its own
 * process group, so that on a time or output limit the whole group is killed, children included.
 */
export async function runProgram(command: string, args: readonly string[], input: string, limits: RunLimits): Promise<RunOutcome> {
  // Loaded here, not at start-up: only check and stress run programs.
  const { spawn } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let stopped: 'time-limit' | 'output-limit' | undefined;
    let settled = false;
    const killGroup = (): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const stop = (why: 'time-limit' | 'output-limit'): void => {
      stopped ??= why;
      killGroup();
    };
    const timer = setTimeout(() => stop('time-limit'), limits.timeLimitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > limits.outputLimitBytes) stop('output-limit');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      if (child.pid === undefined) reject(new StartError(command, error.code));
      else reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Children the program left behind in its group go too.
      killGroup();
      if (settled) return;
      settled = true;
      const stdout = Buffer.concat(out).toString('utf8');
      if (stopped) resolve({ kind: stopped, stdout, stderr: err });
      else if (code !== 0 || signal !== null) resolve({ kind: 'runtime-error', code, signal, stdout, stderr: err });
      else resolve({ kind: 'finished', stdout, stderr: err });
    });
    // A program that exits without reading its input closes the pipe early; that is its business.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
