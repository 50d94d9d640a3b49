import { closeSync, fstatSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OutputMode } from '../framework/options.js';
import { runProblemLoading } from './run.js';
import type { RegisteredProblem } from '../framework/registered.js';
import { EXIT_INPUT_ERROR, EXIT_USAGE, STDIN_SOURCE, type Streams } from './status.js';
import { runAlternate } from './alternate.js';
import { writeAll, writeOutput } from './output.js';
import { ForeignEncoding, ReadFailure, readChunks, readFailure } from './read.js';
import { inputPath } from './examples.js';
import { escapeInput } from '../core/characters.js';
import { formatLocatedError, locatedError } from '../core/located.js';
import { type ProblemList, problemList } from './problem-argument.js';

/**
 * A problem's run over its input (`arbiter rank-and-file FILE`), for the problems' commands and for
 * main.ts's plain call; no command-line parser here: that plain call must not load it.
 */

/**
 * Whether a descriptor is a terminal. node:tty is loaded when first asked, not at start-up: it
 * loads node:net and node:stream, a good part of what a short run costs beyond Node's own start.
 */
const isTerminal = (fd: number): boolean => {
  try {
    // Only a character device can be one: a file or a pipe is answered without loading node:tty.
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);
};

export interface ProblemFlags {
  sample?: boolean;
  explain?: boolean;
  json?: boolean;
  strict?: boolean;
  timeLimit?: number;
  nodeLimit?: number;
  /** The problem's other input format asked for (checkers: --pdn), by the option's name. */
  [alternate: string]: boolean | number | undefined;
}

/** An option's name as commander keys its value: `result-must-match` is `resultMustMatch`. */
const camel = (name: string): string => name.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase());

export async function solve(
  problem: RegisteredProblem,
  file: string | undefined,
  flags: ProblemFlags,
  problems: () => Promise<ProblemList>,
): Promise<number> {
  if (flags.sample) {
    writeOutput(problem.sample.input);
    return 0;
  }
  const fromStdin = file === undefined || file === '-';
  const where = fromStdin ? 'standard input' : escapeInput(file);
  let fd: number;
  try {
    fd = fromStdin ? 0 : openSync(inputPath(file), 'r');
  } catch (error) {
    process.stderr.write(`arbiter: cannot read ${where}: ${readFailure(error)}\n`);
    return EXIT_USAGE;
  }
  if (fromStdin && isTerminal(0))
    process.stderr.write('arbiter: reading the input from the terminal; end it with Ctrl-D\n');
  let stderrIsTerminal: boolean | undefined;
  const mode: OutputMode = flags.json ? 'json' : flags.explain ? 'explain' : 'answer';
  const streams: Streams = {
    stdout: writeOutput,
    stderr: {
      // Asked only once a run has taken a second (Progress), and then once.
      get isTTY() {
        return (stderrIsTerminal ??= isTerminal(2));
      },
      write: (text: string) => writeAll(2, text),
    },
  };
  try {
    const chunks = readChunks(fd);
    // The first text that is not blank tells another format (PDN) from a contest input.
    let head = '';
    while (!/\S/.test(head) && head.length < 1 << 16) {
      const next = chunks.next();
      if (next.done) break;
      head += next.value;
    }
    const input = (function* () {
      yield head;
      yield* chunks;
    })();
    const alternate = problem.alternateInput;
    // The alternate format's own flags (--result-must-match) ask for it as its option does.
    const given = new Set(
      (alternate?.flags ?? []).map((flag) => flag.name).filter((name) => flags[camel(name)] === true),
    );
    if (
      alternate &&
      (flags[alternate.option] === true || given.size > 0 || (flags.strict !== true && alternate.recognizes(head)))
    ) {
      return runAlternate(alternate, input, { mode, source: fromStdin ? STDIN_SOURCE : file, flags: given }, streams);
    }
    return await runProblemLoading(
      problem,
      input,
      {
        mode,
        strict: flags.strict === true,
        source: fromStdin ? STDIN_SOURCE : file,
        limits: {
          nodeLimit: flags.nodeLimit,
          timeLimitMs: flags.timeLimit === undefined ? undefined : flags.timeLimit * 1000,
        },
      },
      // The other problems are loaded only for a look at the input's first error: a run without one never needs them.
      // Under --strict, the problem's own other format (PDN given to `checkers --strict`) is the problem itself.
      async (text, failedAt) =>
        flags.strict === true && alternate?.recognizes(text)
          ? problem
          : (await problems()).lookAlikeOf(text, problem, failedAt),
      streams,
    );
  } catch (error) {
    if (error instanceof ForeignEncoding) {
      // An input error of the whole input, said where it starts.
      streams.stderr.write(
        `${formatLocatedError(fromStdin ? STDIN_SOURCE : file, locatedError(1, 1, error.message))}\n`,
      );
      return EXIT_INPUT_ERROR;
    }
    if (!(error instanceof ReadFailure)) throw error;
    process.stderr.write(`arbiter: cannot read ${where}: ${readFailure(error.cause)}\n`);
    return EXIT_USAGE;
  } finally {
    if (!fromStdin) closeSync(fd);
  }
}

/**
 * `arbiter PROBLEM [FILE]` with no option (main.ts tells it), the way a test run calls it, answered
 * without the command-line parser: loading commander and building the program is most of what
 * start-up costs beyond Node's own (docs/speed.md). Undefined, having done nothing, when the word
 * names no problem folder: the parser then takes the call, as it takes every other.
 */
export async function runPlainCall(
  [id, file]: readonly [string, string?],
  one: (id: string) => Promise<RegisteredProblem | undefined>,
  all: () => Promise<readonly RegisteredProblem[]>,
): Promise<number | undefined> {
  const problem = await one(id);
  return problem && solve(problem, file, {}, async () => problemList(await all()));
}
