import { openSync } from 'node:fs';
import { formatLocatedError } from '../core/located.js';
import { escapeInput } from '../core/characters.js';
import { DEFAULT_MAX_BREACHES } from '../framework/validator.js';
import { wholeNumber } from './arguments.js';
import type { ProblemList } from './problem-argument.js';
import { problemCommand } from './command.js';
import { ReadFailure, boundYoungGeneration, readChunks, readFailure } from './read.js';
import { errnoCode } from './errno.js';
import { InputHead } from '../framework/look-alike.js';
import type { Validation } from '../framework/validator.js';
import { EXIT_USAGE, type Streams } from './status.js';
import { likelyLook } from './run.js';
import { inputPath } from './examples.js';

/**
 * `arbiter validate PROBLEM [FILE]`: the input validator a judge runs on every test file. Exit 0
 * (valid) or 1 (not valid), or with --kattis the Kattis / CLICS codes 42 and 43.
 */

export const EXIT_VALID = 0;
export const EXIT_NOT_VALID = 1;
export const KATTIS_VALID = 42;
export const KATTIS_NOT_VALID = 43;

export interface ValidateFlags {
  kattis?: boolean;
  maxErrors: number;
}

export function runValidate(
  problems: ProblemList,
  id: string,
  file: string | undefined,
  flags: ValidateFlags,
  streams: Streams,
): number {
  const problem = problems.lookUp(id, streams, 'validate');
  if (!problem) return EXIT_USAGE;
  boundYoungGeneration();
  const fromStdin = file === undefined || file === '-';
  const source = fromStdin ? '<stdin>' : file;
  /** The file's name as messages show input: a name's control characters never reach the terminal. */
  const shown = escapeInput(source);
  // Read as a stream: one chunk held at a time, and the start kept for a look at whose input it is.
  const head = new InputHead();
  let validation: Validation;
  try {
    const chunks = readChunks(fromStdin ? 0 : openSync(inputPath(file), 'r'));
    validation = problem.validateInput(head.watch(chunks), { maxBreaches: flags.maxErrors });
  } catch (error) {
    // Opening fails with a system error; reading, with a ReadFailure around one.
    const cause = error instanceof ReadFailure ? error.cause : error;
    if (errnoCode(cause) === undefined) throw error;
    streams.stderr.write(`arbiter validate: cannot read ${shown}: ${readFailure(cause)}\n`);
    return EXIT_USAGE;
  }
  const { valid, breaches, capped, cases } = validation;
  // Another problem's input, or the problem's other format (PDN), is the likely cause: said first,
  // with the command that reads it.
  const look =
    valid || breaches.length === 0
      ? undefined
      : likelyLook(problems, problem, head, breaches[0].line, { source, command: 'validate ' });
  if (look) streams.stderr.write(`${shown}: ${look}\n`);
  for (const breach of breaches) streams.stderr.write(`${formatLocatedError(source, breach)}\n`);
  const plural = (count: number, what: string): string =>
    `${count} ${what}${count === 1 ? '' : what.endsWith('h') ? 'es' : 's'}`;
  if (valid) {
    streams.stdout(`${shown}: valid ${problem.title} input (${plural(cases, validation.unit)})\n`);
    return flags.kattis ? KATTIS_VALID : EXIT_VALID;
  }
  const more = capped ? `, stopped after the first ${breaches.length} (--max-errors)` : '';
  streams.stdout(`${shown}: not a valid ${problem.title} input: ${plural(breaches.length, 'breach')}${more}\n`);
  return flags.kattis ? KATTIS_NOT_VALID : EXIT_NOT_VALID;
}

export const addValidateCommand = problemCommand((list, streams) => ({
  name: 'validate',
  summary: "check that an input is exactly what the contest's data can be (a judge's input validator)",
  description:
    `Checks FILE (or standard input) the way a judge's input validator does: the text ` +
    `exactly as the contest writes it (LF line ends only, exactly one final newline, no blank ` +
    `lines, no tabs, no spaces at a line's start or end, one space between tokens, no byte-order ` +
    `mark, ASCII only; numbers without sign or leading zeros, within the contest's limits; nothing ` +
    `after the last case), what the rules allow, and positions a contest's data can contain (the ` +
    `contest class of docs/test-data.md). Every breach is reported as FILE:LINE:COLUMN: message on ` +
    `standard error, up to --max-errors; a summary line goes to standard output.`,
  define: (command) =>
    command
      .argument('[file]', 'the input; "-" or nothing for standard input')
      .option(
        '--kattis',
        'exit 42 for a valid input and 43 for an invalid one, as Kattis, DOMjudge and CLICS input validators do',
      )
      .option('--max-errors <n>', 'stop after this many breaches', wholeNumber('breaches', 1), DEFAULT_MAX_BREACHES),
  after: `
Examples:
  arbiter validate rank-and-file data/secret/01.in
  arbiter gen checkers --cases 50 | arbiter validate checkers
  arbiter validate cheesy-chess --kattis < test.in; echo $?     # 42: valid

Exit status: 0 valid, 1 not valid (42 and 43 with --kattis), 2 usage errors and unreadable files.`,
  run: (id: string, file: string | undefined, flags: ValidateFlags) => runValidate(list, id, file, flags, streams),
}));
