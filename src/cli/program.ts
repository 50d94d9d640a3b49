import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { EXIT_USAGE, type Streams, reportInternalError } from './status.js';
import { standardError, standardOutput } from './output.js';
import { escapeInput } from '../core/characters.js';
import type { RegisteredProblem } from '../framework/registered.js';
import { type ProblemList, problemList } from './problem-argument.js';
import type { AddCommand } from './command.js';

/**
 * The program: its commands, and a run of it over the process's arguments. main.ts runs it over the
 * registry's problems; a test may run it over more.
 */

/** Written in by the bundler (scripts/build-cli.mjs), so that the bundle reads no package.json at start-up. */
declare const __ARBITER_VERSION__: string | undefined;
const VERSION =
  typeof __ARBITER_VERSION__ === 'string'
    ? __ARBITER_VERSION__
    : (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Where a program's problems come from: loaded when a command first needs them (perft and serve never do). */
export interface ProblemSource {
  /** Every problem, in the order help lists them. */
  all(): Promise<readonly RegisteredProblem[]>;
  /** The problem `id`, loading no other (undefined when no problem has that id); without it, found among all. */
  one?(id: string): Promise<RegisteredProblem | undefined>;
}

/**
 * The commands other than the problems', in the order help lists them. Each module is loaded only
 * when its command is asked for (or help lists them all): a command that is started once for every
 * test a contestant or a judge runs then loads the code it runs and no other.
 */
const COMMANDS: Readonly<Record<string, () => Promise<AddCommand>>> = {
  perft: async () => (await import('./perft.js')).addPerftCommand,
  gen: async () => (await import('./gen.js')).addGenCommand,
  check: async () => (await import('./check.js')).addCheckCommand,
  stress: async () => (await import('./stress.js')).addStressCommand,
  validate: async () => (await import('./validate.js')).addValidateCommand,
  package: async () => (await import('./package.js')).addPackageCommand,
  serve: async () => (await import('./serve.js')).addServeCommand,
};

/** Commander's error message as every other error of Arbiter's: each line starting with `arbiter:`. */
const arbiterError = (text: string): string => text.replace(/^(?:error: )?(?=.)/gm, 'arbiter: ');

/**
 * The program with the commands that `first`, the first argument, needs: none for the version,
 * that command alone for another command, the problems' for a problem, and all of them otherwise
 * (help, and a word that is none of them, for the message that lists them).
 */
async function buildProgram(
  first: string | undefined,
  setExit: (status: number) => void,
  problems: () => Promise<ProblemList>,
  one: ProblemSource['one'],
): Promise<{ program: Command; unknown?: string }> {
  const program = new Command()
    .name('arbiter')
    .description('Adjudicates board-game positions from programming-contest problems, exactly, and says why.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError()
    // Help and the version through standardOutput, which ends the run with one line when it cannot be written.
    // Commander's messages quote the arguments as given: shown as messages show input. Set before
    // the commands are added, so that every command inherits it.
    .configureOutput({
      writeOut: (text) => standardOutput().write(text),
      writeErr: (text) =>
        process.stderr.write(
          text
            .split('\n')
            .map((line) => escapeInput(line))
            .join('\n'),
        ),
      outputError: (text, write) => write(arbiterError(text)),
    })
    .exitOverride();
  program.addHelpText(
    'after',
    `
Examples:
  arbiter rank-and-file examples/rank-and-file.txt
  arbiter rank-and-file --explain < input.txt
  arbiter simplified-chess --json --time-limit 10 examples/simplified-chess.txt | jq .mainLine
  arbiter cheesy-chess --strict --explain examples/cheesy-chess.txt
  arbiter checkers --explain examples/checkers-rules.txt
  arbiter perft checkers 8
  arbiter stress rank-and-file -- ./my-solution     # find an input your solution fails on
  arbiter serve                                     # the web page, on http://127.0.0.1:8080/

examples/ ships with Arbiter and is read from any directory (where no file has that name):
examples/PROBLEM.txt is the contest's sample, examples/PROBLEM-rules.txt a case for each ruling.
Each problem's help (arbiter PROBLEM --help) gives its options and the contest's sample.`,
  );
  // The other commands write through standardOutput, which ends the run with one line when it cannot be written.
  const streams: Streams = { stdout: (text) => standardOutput().write(text), stderr: standardError };
  if (first === '-V' || first === '--version') return { program };
  if (first !== undefined && Object.hasOwn(COMMANDS, first)) {
    await (
      await COMMANDS[first]()
    )(program, streams, setExit, problems);
    return { program };
  }
  const { addProblemCommands, unknownCommand } = await import('./problem-commands.js');
  // A problem named by its id loads that problem alone; help, a title alias or an unknown word, all of them.
  const named =
    first === undefined ? undefined : await (one ? one(first) : problems().then((list) => list.find(first)));
  if (named) {
    addProblemCommands(program, setExit, [named], problems);
    return { program };
  }
  const list = await problems();
  addProblemCommands(program, setExit, list.all, problems);
  if (
    first !== undefined &&
    program.commands.some((command) => command.name() === first || command.aliases().includes(first))
  )
    return { program };
  for (const add of await Promise.all(Object.values(COMMANDS).map((load) => load())))
    await add(program, streams, setExit, problems);
  return {
    program,
    unknown:
      first === undefined
        ? undefined
        : unknownCommand(
            program,
            first,
            list.all.map((problem) => problem.id),
          ),
  };
}

/** The program with every command, over `problems`, as `arbiter --help` lists them (for tests of their help). */
export async function everyCommand(problems: readonly RegisteredProblem[]): Promise<Command> {
  const list = problemList(problems);
  return (
    await buildProgram(
      undefined,
      () => undefined,
      () => Promise.resolve(list),
      undefined,
    )
  ).program;
}

async function run(source: ProblemSource): Promise<void> {
  let status = 0;
  let list: Promise<ProblemList> | undefined;
  const problems = (): Promise<ProblemList> => (list ??= source.all().then(problemList));
  const { program, unknown } = await buildProgram(
    process.argv[2],
    (value) => {
      status = value;
    },
    problems,
    source.one?.bind(source),
  );
  if (process.argv.length <= 2) {
    program.outputHelp({ error: true });
    process.exitCode = EXIT_USAGE;
    return;
  }
  if (unknown) {
    process.stderr.write(unknown);
    process.exitCode = EXIT_USAGE;
    return;
  }
  try {
    await program.parseAsync(process.argv);
    process.exitCode = status;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
  }
}

/** Runs the program over the process's arguments, offering the problems of `source`; sets the exit status. */
export function runArbiter(source: ProblemSource): void {
  run(source).catch(reportInternalError);
}
