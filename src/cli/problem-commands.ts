import { closeSync, fstatSync, openSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { OutputMode } from '../framework/options.js';
import { type RunOptions, runProblem } from './run.js';
import type { RegisteredProblem } from '../framework/registered.js';
import { EXIT_USAGE, STDIN_SOURCE, type Streams } from './status.js';
import { addAlternateOption, runAlternate } from './alternate.js';
import { outputFailed, standardOutput } from './output.js';
import { ReadFailure, pause, readChunks, readFailure } from './read.js';
import { isErrno } from './errno.js';
import { escapeInput, quote } from '../core/characters.js';
import type { ProblemList } from './problem-argument.js';

/** The problems' commands (`arbiter rank-and-file FILE`): loaded by main.ts unless another command is asked for. */

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

/**
 * Writes all of `text` to a descriptor, synchronously, so that answers go out in order with the
 * errors and while the input is still being read. Standard output that cannot be written ends the
 * run (outputFailed); standard error that cannot be written is dropped.
 */
function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      if (isErrno(error, 'EAGAIN')) pause(1);
      else if (fd === 1) outputFailed(error);
      else return;
    }
  }
}

interface ProblemFlags {
  sample?: boolean;
  explain?: boolean;
  json?: boolean;
  strict?: boolean;
  timeLimit?: number;
  nodeLimit?: number;
  /** The problem's other input format asked for (checkers: --pdn), by the option's name. */
  [alternate: string]: boolean | number | undefined;
}

function positiveNumber(what: string, integer: boolean): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!(value > 0) || !Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) {
      throw new InvalidArgumentError(`expected ${integer ? 'a whole number' : 'a number'} of ${what} above 0`);
    }
    return value;
  };
}

async function solve(
  problem: RegisteredProblem,
  file: string | undefined,
  flags: ProblemFlags,
  problems: () => Promise<ProblemList>,
): Promise<number> {
  if (flags.sample) {
    standardOutput().write(problem.sample.input);
    return 0;
  }
  const fromStdin = file === undefined || file === '-';
  const where = fromStdin ? 'standard input' : escapeInput(file);
  let fd: number;
  try {
    fd = fromStdin ? 0 : openSync(file, 'r');
  } catch (error) {
    process.stderr.write(`arbiter: cannot read ${where}: ${readFailure(error)}\n`);
    return EXIT_USAGE;
  }
  if (fromStdin && isTerminal(0)) process.stderr.write('arbiter: reading the input from the terminal; end it with Ctrl-D\n');
  let stderrIsTerminal: boolean | undefined;
  const mode: OutputMode = flags.json ? 'json' : flags.explain ? 'explain' : 'answer';
  const streams: Streams = {
    stdout: (text) => writeAll(1, text),
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
    if (alternate && (flags[alternate.option] === true || (flags.strict !== true && alternate.recognizes(head)))) {
      return runAlternate(alternate, input, { mode, source: fromStdin ? STDIN_SOURCE : file }, streams);
    }
    return runProblem(
      problem,
      input,
      {
        mode,
        strict: flags.strict === true,
        source: fromStdin ? STDIN_SOURCE : file,
        lookAlike: await lookAlikeFor(problem, head, problems),
        limits: { nodeLimit: flags.nodeLimit, timeLimitMs: flags.timeLimit === undefined ? undefined : flags.timeLimit * 1000 },
      },
      streams,
    );
  } catch (error) {
    if (!(error instanceof ReadFailure)) throw error;
    process.stderr.write(`arbiter: cannot read ${where}: ${readFailure(error.cause)}\n`);
    return EXIT_USAGE;
  } finally {
    if (!fromStdin) closeSync(fd);
  }
}

/**
 * How a run finds the problem an input was meant for. The other problems are loaded only when this
 * one cannot read the first case in the input's start: a run that reads it never needs them.
 */
async function lookAlikeFor(
  problem: RegisteredProblem,
  head: string,
  problems: () => Promise<ProblemList>,
): Promise<RunOptions['lookAlike']> {
  if (problem.readsFirstCase(head)) return undefined;
  const list = await problems();
  return (text) => list.lookAlikeOf(text, problem);
}

function problemHelp(problem: RegisteredProblem): string {
  // Not indented: a reader may copy the sample into a file, and the format allows no leading spaces.
  return `
Example: the contest's sample (\`arbiter ${problem.id} --sample\` prints it), as input:
${problem.sample.input.trimEnd()}

$ arbiter ${problem.id} --sample | arbiter ${problem.id}
${problem.sample.output.trimEnd()}

Exit status: 0 every case judged; 1 some case not judged: an input error (reported as
FILE:LINE:COL: on standard error, and as an "error:" line in the case's place on standard output)
or a search stopped at its limit; 2 a usage error.`;
}

/** The full title as a command too (`simplified-chess-engine`), when it differs from the id. */
function titleAlias(problem: RegisteredProblem): string[] {
  const slug = problem.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return slug === problem.id ? [] : [slug];
}

/** A first word that is neither a command nor an option: say what the commands are. */
export function unknownCommand(program: Command, word: string, problemIds: readonly string[]): string | undefined {
  if (word.startsWith('-')) return undefined;
  const known = program.commands.flatMap((command) => [command.name(), ...command.aliases()]);
  if (known.includes(word) || word === 'help') return undefined;
  const problems = problemIds.join(', ');
  return `arbiter: unknown problem or command ${quote(word, 40)}; the problems are ${problems}, perft counts positions, gen, check and stress help find a bug in your solution, validate and package serve judges, and serve shows the web page. See arbiter --help.\n`;
}

/**
 * A command for each problem of `shown` (every problem, in help's order, or the one named), with its
 * title as an alias where it differs; `problems` loads every problem, for a look at an input meant for another.
 */
export function addProblemCommands(
  program: Command,
  setExit: (status: number) => void,
  shown: readonly RegisteredProblem[],
  problems: () => Promise<ProblemList>,
): void {
  for (const problem of shown) {
    const command = program
      .command(problem.id)
      .summary(problem.summary)
      .description(
        `${problem.title}: ${problem.summary}\nReads the contest input from FILE (or standard input) and prints the contest output.`,
      )
      .aliases(titleAlias(problem))
      .argument('[file]', 'contest input; "-" or nothing for standard input')
      .option('--sample', "print the contest's sample input and stop")
      .addOption(new Option('--explain', 'draw each board and say why, for people').conflicts('json'))
      .addOption(new Option('--json', 'one JSON object per case (JSON Lines), with the explanation'))
      .option('--strict', `enforce the contest's limits (${problem.strictLimits}) and report breaches`)
      .addHelpText('after', problemHelp(problem))
      .exitOverride()
      .action(async (file: string | undefined, flags: ProblemFlags) => setExit(await solve(problem, file, flags, problems)));
    if (problem.alternateInput) addAlternateOption(command, problem.alternateInput);
    if (problem.search) {
      const seconds = problem.search.defaultTimeLimitMs / 1000;
      command
        .option(
          '--time-limit <seconds>',
          `give up on a case after this long, answering it "error:" (default: ${seconds})`,
          positiveNumber('seconds', false),
        )
        .option('--node-limit <positions>', 'give up on a case after searching this many positions', positiveNumber('positions', true));
    }
  }
}
