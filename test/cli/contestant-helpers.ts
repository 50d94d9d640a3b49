import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { shared } from '../helpers/shared.js';

// The contestant-tools tests run the built command, as a contestant does; `npm test` builds it first.
export const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
export const SOLUTIONS = new URL('../fixtures/solutions/', import.meta.url).pathname;
const SOURCE = new URL('../../src/', import.meta.url).pathname;

/**
 * A test solution's path: a problem's plain planted-bug solution (`rank-and-file.mjs`) lives with
 * its package ingredients (src/problems/<problem>/package/), the others in test/fixtures/solutions/.
 */
export function solutionFile(file: string): string {
  const own = join(SOURCE, 'problems', file.replace(/\.[a-z]+$/, ''), 'package', file);
  return existsSync(own) ? own : join(SOLUTIONS, file);
}
export const EXAMPLES = new URL('../../examples/', import.meta.url).pathname;

export interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `arbiter ARGS` (asynchronously: stress starts processes of its own), in `cwd` if given. */
export const arbiter = (args: readonly string[], input = '', cwd?: string): Promise<Ran> =>
  runNode([MAIN, ...args], input, cwd);

/** Runs `node ARGS` on `input`, in `cwd` if given. */
export function runNode(args: readonly string[], input = '', cwd?: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The command that runs a Node test solution, with its planted bug (if any). */
export const nodeSolution = (file: string, ...args: string[]): string[] => [
  process.execPath,
  solutionFile(file),
  ...args,
];

export const scratch = (): string => mkdtempSync(join(tmpdir(), 'arbiter-stress-'));

/** What `arbiter stress --json` prints (a failure; a pass has result, tests, cases, seconds, stoppedBy). */
export interface StressReport {
  readonly result: 'passed' | 'wrong-answer' | 'runtime-error' | 'time-limit' | 'output-limit';
  readonly tests: number;
  readonly cases: number;
  readonly input: string;
  readonly expected: string;
  readonly got: string;
  readonly class: 'contest' | 'edge';
  readonly reasons: readonly string[];
  readonly shrinkSteps: number;
  readonly shrinkRuns: number;
  readonly minimal: boolean;
  readonly batched: boolean;
  readonly notes: readonly string[];
  readonly slow?: { readonly limitMs: number; readonly patienceMs: number; readonly ms: number };
  readonly stoppedBy?: 'tests' | 'time';
  /** The failing test's profile (with the default, mixed, each test has one of small, contest, hard). */
  readonly profile?: 'small' | 'contest' | 'hard' | 'edge';
  /** How the runs were contained: `PID namespace`, or the sweep's words. */
  readonly contained: string;
}

/**
 * A run's time limit in the tests, unless a test of time-outs gives its own: generous, so that a
 * right program on a machine five times slower, or busy with other work, is never a time-out.
 */
export const TEST_TIME_LIMIT: readonly string[] = ['--time-limit', '20'];

/** `arbiter stress PROBLEM --json OPTIONS -- COMMAND`, with the failing input written to a scratch file. */
export async function stress(
  problem: string,
  options: readonly string[],
  command: readonly string[],
): Promise<{ ran: Ran; report: StressReport; out: string }> {
  const out = join(scratch(), 'failure.txt');
  const limit = options.includes('--time-limit') ? [] : TEST_TIME_LIMIT;
  const ran = await arbiter(['stress', problem, '--json', '--out', out, ...limit, ...options, '--', ...command]);
  return { ran, report: JSON.parse(ran.stdout) as StressReport, out };
}

/** The output of a program run on `input` (synchronously: the tests' own runs, beside stress). */
export function runSolution(command: readonly string[], input: string): string {
  const ran = spawnSync(command[0], command.slice(1), { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return ran.stdout;
}

/** Whether a process runs (a zombie, killed but not yet reaped by its parent, does not). */
export function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Processes that run with `text` in their command line. */
export function processesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text) && running(pid);
      } catch {
        return false;
      }
    });
}

/**
 * A C or C++ program compiled once a run (test/helpers/shared.ts), keyed by its source and how it
 * is compiled: the binary's path, or the compiler's message when it does not compile.
 */
export async function compiled(
  source: string,
  compiler: string,
  flags: readonly string[] = ['-O2'],
): Promise<{ binary: string } | { error: string }> {
  const text = readFileSync(source);
  const key = createHash('sha256')
    .update(`${compiler}\0${flags.join(' ')}\0`)
    .update(text)
    .digest('hex')
    .slice(0, 16);
  const name = basename(source).replace(/\.\w+$/, '');
  const dir = await shared(`compiled-${name}`, key, (into) => {
    const built = spawnSync(compiler, [...flags, '-o', join(into, name), source], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`${compiler} ${basename(source)}: ${built.stderr || built.error?.message}`);
  }).catch((error: Error) => error);
  return dir instanceof Error ? { error: dir.message } : { binary: join(dir, name) };
}
