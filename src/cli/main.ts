#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { PROBLEMS } from '../problems/registry.js';
import { EXIT_USAGE, type OutputMode, runProblem } from './run.js';
import type { RegisteredProblem } from '../core/registered.js';
import { addPerftCommand } from './perft.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('arbiter: reading the input from the terminal; end it with Ctrl-D\n');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface ProblemFlags {
  explain?: boolean;
  json?: boolean;
  strict?: boolean;
  timeLimit?: number;
  nodeLimit?: number;
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

async function solve(problem: RegisteredProblem, file: string | undefined, flags: ProblemFlags): Promise<number> {
  const fromStdin = file === undefined || file === '-';
  let text: string;
  try {
    text = fromStdin ? await readStdin() : readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`arbiter: cannot read ${fromStdin ? 'standard input' : file}: ${reason}\n`);
    return EXIT_USAGE;
  }
  const mode: OutputMode = flags.json ? 'json' : flags.explain ? 'explain' : 'contest';
  return runProblem(
    problem,
    text,
    {
      mode,
      strict: flags.strict === true,
      source: fromStdin ? '<stdin>' : file,
      limits: { nodeLimit: flags.nodeLimit, timeLimitMs: flags.timeLimit === undefined ? undefined : flags.timeLimit * 1000 },
    },
    { stdout: (chunk) => process.stdout.write(chunk), stderr: process.stderr },
  );
}

function problemHelp(problem: RegisteredProblem): string {
  const indent = (text: string): string => text.trimEnd().split('\n').map((line) => `  ${line}`).join('\n');
  return `
Example (the contest's sample), input:
${indent(problem.sample.input)}
output of \`arbiter ${problem.id} sample.txt\`:
${indent(problem.sample.output)}

Exit status: 0 every case judged, 1 input errors (each reported as FILE:LINE:COL: on standard
error, and as an "error:" line in the case's place on standard output), 2 usage errors.`;
}

function buildProgram(setExit: (status: number) => void): Command {
  const program = new Command()
    .name('arbiter')
    .description('Adjudicates board-game positions from programming-contest problems, exactly, and says why.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError()
    .exitOverride();
  for (const problem of PROBLEMS) {
    const command = program
      .command(problem.id)
      .summary(problem.summary)
      .description(`${problem.title}: ${problem.summary}\nReads the contest input from FILE (or standard input) and prints the contest output.`)
      .argument('[file]', 'contest input; "-" or nothing for standard input')
      .addOption(new Option('--explain', 'draw each board and say why, for people').conflicts('json'))
      .addOption(new Option('--json', 'one JSON object per case (JSON Lines), with the explanation'))
      .option('--strict', `enforce the contest's limits (${problem.strictLimits}) and report breaches`)
      .addHelpText('after', problemHelp(problem))
      .exitOverride()
      .action(async (file: string | undefined, flags: ProblemFlags) => setExit(await solve(problem, file, flags)));
    if (problem.search) {
      const seconds = problem.search.defaultTimeLimitMs / 1000;
      command
        .option('--time-limit <seconds>', `give up on a case after this long, answering it "error:" (default: ${seconds})`, positiveNumber('seconds', false))
        .option('--node-limit <positions>', 'give up on a case after searching this many positions', positiveNumber('positions', true));
    }
  }
  addPerftCommand(program, setExit);
  program.addHelpText(
    'after',
    `
Examples:
  arbiter rank-and-file examples/rank-and-file.txt
  arbiter rank-and-file --explain < input.txt
  arbiter simplified-chess --json --time-limit 10 games.txt | jq .mainLine
  arbiter cheesy-chess --strict --explain examples/cheesy-chess.txt
  arbiter checkers --explain examples/checkers-rules.txt
  arbiter perft checkers 8

Each problem's help (arbiter <problem> --help) gives its options and the contest's sample.`,
  );
  return program;
}

async function main(): Promise<void> {
  // `arbiter | head` closes the pipe early; that is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  let status = 0;
  const program = buildProgram((value) => {
    status = value;
  });
  if (process.argv.length <= 2) {
    program.outputHelp({ error: true });
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

main().catch((error: unknown) => {
  process.stderr.write(`arbiter: internal error, please report it: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 70;
});
