#!/usr/bin/env node
import type { ProblemSource } from './program.js';
import { reportInternalError } from './status.js';

/**
 * The `arbiter` command: the program over the registry's problems. A problem named by its id is
 * loaded alone (problems/load.ts); the registry, every problem, only when a command needs them all.
 * `arbiter PROBLEM [FILE]`, what every test run is, is answered first without the command-line
 * parser (solve.ts); every other call goes to the program, loaded then.
 */
const all = async (): ReturnType<ProblemSource['all']> => (await import('../problems/registry.js')).PROBLEMS;
const one = async (id: string): ReturnType<NonNullable<ProblemSource['one']>> =>
  (await import('../problems/load.js')).loadProblem(id);
const source: ProblemSource = { all, one };
const args = process.argv.slice(2);
/**
 * `arbiter PROBLEM [FILE]`: no option, at most two words. `--version` and the rest load neither solve.ts nor a problem
 * here: each module is loaded when first needed.
 */
const plain = args.length >= 1 && args.length <= 2 && args.every((arg) => !arg.startsWith('-'));
(plain
  ? import('./solve.js').then(({ runPlainCall }) => runPlainCall([args[0], args[1]], one, all))
  : Promise.resolve(undefined)
).then(async (status) => {
  if (status === undefined) (await import('./program.js')).runArbiter(source);
  else process.exitCode = status;
}, reportInternalError);
