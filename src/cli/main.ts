#!/usr/bin/env node
import type { ProblemSource } from './program.js';
import { runPlainCall } from './solve.js';
import { reportInternalError } from './status.js';
import { loadProblem } from '../problems/load.js';

/**
 * The `arbiter` command: the program over the registry's problems. A problem named by its id is
 * loaded alone (problems/load.ts); the registry, every problem, only when a command needs them all.
 * `arbiter PROBLEM [FILE]`, what every test run is, is answered first without the command-line
 * parser (solve.ts); every other call goes to the program, loaded then.
 */
const all = async (): ReturnType<ProblemSource['all']> => (await import('../problems/registry.js')).PROBLEMS;
const source: ProblemSource = { all, one: loadProblem };
runPlainCall(process.argv.slice(2), loadProblem, all).then(async (status) => {
  if (status === undefined) (await import('./program.js')).runArbiter(source);
  else process.exitCode = status;
}, reportInternalError);
