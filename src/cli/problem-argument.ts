import { quote } from '../core/characters.js';
import { PROBLEMS, type RegisteredProblemOf, findProblem } from '../problems/registry.js';
import type { Streams } from './status.js';

/** The problem a command names (gen, check, stress, validate, package): apart from arguments.ts, which perft uses without loading any problem. */

export const problemIds = PROBLEMS.map((problem) => problem.id).join(', ');

/** The registered problem for an id, or a usage message on standard error. */
export function lookUp(id: string, streams: Streams, command: string): RegisteredProblemOf | undefined {
  const problem = findProblem(id);
  if (!problem) streams.stderr.write(`arbiter ${command}: unknown problem ${quote(id, 40)}; the problems are ${problemIds}\n`);
  return problem;
}
