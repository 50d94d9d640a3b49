import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareOutputs, outputLines } from '../../core/compare.js';
import { escapeInput, quote } from '../../core/characters.js';
import { runProgram } from '../process.js';
import { endIfInterrupted } from '../interrupt.js';
import type { Language, Submission } from './ingredients.js';

/**
 * The package's submissions as programs run here, the way a judge runs them: C and C++ compiled
 * (-O2), JavaScript with this Node, Python with python3; each test's output compared with the
 * answers line by line, as the package's output validator does.
 */

export interface Program {
  readonly submission: Submission;
  readonly command: string;
  readonly args: readonly string[];
}

/** A judge's verdict on one test. */
export type Verdict = 'AC' | 'WA' | 'RTE' | 'TLE';

export interface RunResult {
  readonly verdict: Verdict;
  readonly ms: number;
  /** For WA: the first wrong line; for RTE: why. */
  readonly detail: string;
}

export class ProgramError extends Error {}

const COMPILERS: Readonly<Partial<Record<Language, { command: string; flags: string[] }>>> = {
  c: { command: 'gcc', flags: ['-O2', '-std=gnu11'] },
  cpp: { command: 'g++', flags: ['-O2', '-std=gnu++17'] },
};
const PYTHON = 'python3';

/** What each language's programs are compiled or run with besides this Node, and what for. */
const TOOLS: Readonly<Partial<Record<Language, { command: string; for: string }>>> = {
  c: { command: COMPILERS.c!.command, for: 'to compile the C submissions' },
  cpp: { command: COMPILERS.cpp!.command, for: 'to compile the C++ submissions' },
  py: { command: PYTHON, for: 'to run the Python mutants' },
};

/** One line for each command the submissions need that cannot be run here (not on the PATH), in language order. */
export function missingTools(submissions: readonly Submission[]): string[] {
  const languages = new Set(submissions.map((submission) => submission.language));
  return (['c', 'cpp', 'py'] as const)
    .filter((language) => languages.has(language))
    .map((language) => TOOLS[language]!)
    .filter((tool) => {
      const probe = spawnSync(tool.command, ['--version'], { stdio: 'ignore' });
      return probe.error !== undefined;
    })
    .map((tool) => `${tool.command} is not on this machine (PATH); it is needed ${tool.for}`);
}

/**
 * The interpreter that `python3` on the PATH starts (its sys.executable), asked once a package:
 * run directly, a mutant's run costs no launcher in between (a pyenv shim is a shell that starts
 * pyenv, several times the run of most mutants). `python3` itself when it does not say.
 */
export function pythonInterpreter(): string {
  const asked = spawnSync(PYTHON, ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' });
  const path = asked.status === 0 ? asked.stdout.trim() : '';
  return path !== '' && existsSync(path) ? path : PYTHON;
}

/** Writes the submission into `dir` and compiles it if it is C or C++; Python runs with `python`. */
export function prepare(submission: Submission, dir: string, python = PYTHON): Program {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, submission.name);
  writeFileSync(file, submission.source);
  const compiler = COMPILERS[submission.language];
  if (compiler) {
    const binary = join(dir, submission.name.replace(/\.[a-z]+$/, ''));
    const built = spawnSync(compiler.command, [...compiler.flags, '-o', binary, file, '-lm'], { encoding: 'utf8' });
    endIfInterrupted(built.signal);
    if (built.error || built.status !== 0)
      throw new ProgramError(
        `cannot compile ${submission.origin} with ${compiler.command}: ` +
          `${escapeInput(built.error?.message ?? built.stderr.trim(), 300)}`,
      );
    return { submission, command: binary, args: [] };
  }
  if (submission.language === 'js') return { submission, command: process.execPath, args: [file] };
  return { submission, command: python, args: [file] };
}

/** Runs the program on a test and judges its output against the answers. */
export async function judge(program: Program, input: string, answer: string, timeLimitMs: number): Promise<RunResult> {
  const started = performance.now();
  const outcome = await runProgram(program.command, program.args, input, { timeLimitMs, outputLimitBytes: 1 << 24 });
  const ms = performance.now() - started;
  switch (outcome.kind) {
    case 'time-limit':
      return { verdict: 'TLE', ms, detail: `still running after ${(timeLimitMs / 1000).toFixed(1)} s` };
    case 'output-limit':
      return { verdict: 'WA', ms, detail: 'more than 16 MiB of output' };
    case 'runtime-error': {
      const why = outcome.signal ? `killed by ${outcome.signal}` : `exit status ${outcome.code}`;
      const last = outcome.stderr.trim().split('\n').pop() ?? '';
      return { verdict: 'RTE', ms, detail: last ? `${why}: ${last.slice(0, 200)}` : why };
    }
    case 'finished': {
      const { first } = compareOutputs(outputLines(answer), outputLines(outcome.stdout));
      if (!first) return { verdict: 'AC', ms, detail: '' };
      const line = first.index + 1;
      const detail =
        first.kind === 'wrong'
          ? `case ${line}: expected "${first.expected}", got ${quote(first.got, 60)}`
          : first.kind === 'missing'
            ? `no answer for case ${line}`
            : `an extra line after the last case`;
      return { verdict: 'WA', ms, detail };
    }
  }
}

/** Runs `tasks` with at most `jobs` at once, in order of start. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], jobs: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, tasks.length)) }, worker));
  return results;
}
