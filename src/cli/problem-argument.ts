import { quote } from '../core/characters.js';
import { lookAlikeAmong } from '../framework/look-alike.js';
import type { RegisteredProblem } from '../framework/registered.js';
import type { Streams } from './status.js';

/**
 * The problems a program offers, and the problem a command names (gen, check, stress, validate,
 * package): apart from arguments.ts, which perft uses without loading any problem. The command
 * offers the registry's problems (main.ts); a test's program may offer more, registered the same way.
 */
export interface ProblemList {
  /** In the order help lists them. */
  readonly all: readonly RegisteredProblem[];
  /** Their ids, for help and messages: "rank-and-file, simplified-chess, ...". */
  readonly ids: string;
  find(id: string): RegisteredProblem | undefined;
  /** The problem for an id, or a usage message on standard error. */
  lookUp(id: string, streams: Streams, command: string): RegisteredProblem | undefined;
  /**
   * The other problem an input's start was meant for, which reads it farther than `problem` does
   * (`problem` fails at line `failedAt`, read here when not given; framework/look-alike.ts).
   */
  lookAlikeOf(text: string, problem: RegisteredProblem, failedAt?: number): RegisteredProblem | undefined;
}

export function problemList(all: readonly RegisteredProblem[]): ProblemList {
  const ids = all.map((problem) => problem.id).join(', ');
  const find = (id: string): RegisteredProblem | undefined => all.find((problem) => problem.id === id);
  return {
    all,
    ids,
    find,
    lookUp(id, streams, command) {
      const problem = find(id);
      if (!problem)
        streams.stderr.write(`arbiter ${command}: unknown problem ${quote(id, 40)}; the problems are ${ids}\n`);
      return problem;
    },
    lookAlikeOf: (text, problem, failedAt) => lookAlikeAmong(text, problem, all, failedAt),
  };
}
