import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The contestant-tools tests run the built command, as a contestant does; `npm test` builds it first.
export const MAIN = new URL('../../dist/arbiter.cjs', import.meta.url).pathname;
export const SOLUTIONS = new URL('../fixtures/solutions/', import.meta.url).pathname;
export const EXAMPLES = new URL('../../examples/', import.meta.url).pathname;

export interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `arbiter ARGS` (asynchronously: stress starts processes of its own). */
export function arbiter(args: readonly string[], input = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
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
export const nodeSolution = (file: string, ...args: string[]): string[] => [process.execPath, join(SOLUTIONS, file), ...args];

export const scratch = (): string => mkdtempSync(join(tmpdir(), 'arbiter-stress-'));

/** What `arbiter stress --json` prints. */
export interface StressReport {
  readonly result: 'passed' | 'wrong-answer' | 'runtime-error' | 'time-limit' | 'output-limit';
  readonly tests: number;
  readonly input: string;
  readonly expected: string;
  readonly got: string;
  readonly shrinkSteps: number;
  /** The failing test's profile (with the default, mixed, each test has one of the three). */
  readonly profile?: 'small' | 'contest' | 'hard';
}

export async function stress(
  problem: string,
  options: readonly string[],
  command: readonly string[],
): Promise<{ ran: Ran; report: StressReport }> {
  const out = join(scratch(), 'failure.txt');
  const ran = await arbiter(['stress', problem, '--json', '--out', out, '--jobs', '2', ...options, '--', ...command]);
  return { ran, report: JSON.parse(ran.stdout) as StressReport };
}
