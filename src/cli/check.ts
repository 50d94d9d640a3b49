import { closeSync, fstatSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comparer, type Mismatch, onlySpaces, presentationHint, showBytes } from '../core/compare.js';
import { type LocatedError, formatLocatedError } from '../core/located.js';
import type { PendingCase, RegisteredProblem } from '../framework/registered.js';
import type { ProblemList } from './problem-argument.js';
import { problemCommand } from './command.js';
import { EXIT_FAILED, indent, plural } from './contestant.js';
import { errnoCode, errnoWords, isErrno } from './errno.js';
import { MAX_TRAILING_BLANK, OutputLines, ReadFailure, boundYoungGeneration, readChunks, readFailure } from './read.js';
import { EXIT_OK, EXIT_USAGE, type Streams, errorLines } from './status.js';
import { InputHead } from '../framework/look-alike.js';
import { likelyLook } from './run.js';
import { grouped } from '../core/grouped.js';
import { escapeInput } from '../core/characters.js';
import { inputPath } from './examples.js';

/**
 * `arbiter check`: judges a program's output against Arbiter's answers, reading the input and the
 * output as streams, case by case, so that memory stays bounded whatever their size (a line of
 * the output longer than 1 MiB is cut, and nothing after it is read; a message shows 200 bytes of a line). Speaks three
 * protocols: its
 * own (a report for people, or JSON), Kattis's output validator (exit 42 / 43, feedback files) and
 * testlib's checker (exit 0 / 1 / 2 / 3, a one-line comment).
 */

export interface CheckFlags {
  json?: boolean;
  kattis?: boolean;
  testlib?: boolean;
  teamMessage?: boolean;
}

/** Kattis / DOMjudge / CLICS output validator exit statuses. */
export const KATTIS_ACCEPTED = 42;
export const KATTIS_WRONG = 43;
/** testlib checker exit statuses. */
export const TESTLIB = { ok: 0, wrong: 1, presentation: 2, fail: 3 } as const;

/** What judging an output found. */
export interface Judged {
  readonly cases: number;
  /** Cases answered right (of those whose lines were read). */
  readonly correct: number;
  readonly first: Mismatch | undefined;
  /** The input line on which the first wrong case starts, and Arbiter's explanation of its answer. */
  readonly line?: number;
  readonly explanation?: string;
  /** A line longer than 1 MiB (the first wrong one): nothing after it was read. */
  readonly cut: boolean;
  /** The output went on with more than MAX_TRAILING_BLANK bytes of blank lines: the rest was not read. */
  readonly endless?: boolean;
}

/** Not a verdict on the output: the input or the answer file is bad, or a file cannot be read. */
class JudgeError extends Error {}

/** A file that cannot be read, named with the argument it was given as ("the output x.txt"). */
const unreadable = (file: string, what: string, error: unknown): JudgeError =>
  new JudgeError(
    `cannot read the ${what} ${file === '-' ? '(standard input)' : escapeInput(file)}: ` +
      `${isErrno(error, 'EISDIR') ? 'it is a directory; give a file' : readFailure(error)}`,
  );

const openFile = (file: string, what: string): number => {
  try {
    return file === '-' ? 0 : openSync(inputPath(file), 'r');
  } catch (error) {
    throw unreadable(file, what, error);
  }
};

/** Reads the files with `read`, closing them after; read failures become judge errors naming the file. */
function withFiles<T>(files: readonly (readonly [string, string])[], read: (fds: readonly number[]) => T): T {
  const fds: number[] = [];
  try {
    for (const [file, what] of files) fds.push(openFile(file, what));
    return read(fds);
  } catch (error) {
    if (error instanceof ReadFailure) {
      const [file, what] = files[fds.indexOf(error.fd)] ?? ['-', 'team output'];
      throw unreadable(file, what, error.cause);
    }
    throw error;
  } finally {
    for (const fd of fds) if (fd !== 0) closeSync(fd);
  }
}

/** An input Arbiter rejects, with the look at another format first when that is the likely cause. */
const rejected = (source: string, error: LocatedError, look: string | undefined): JudgeError =>
  new JudgeError(
    `${look === undefined ? '' : `${look}\n`}` +
      `Arbiter rejects this input, so it cannot judge outputs for it:\n${formatLocatedError(source, error)}`,
  );

/** What a check says of an input whose first error is at line `failedAt`, the input's start being `head`. */
export type CheckLook = (head: InputHead, failedAt: number) => string | undefined;

/**
 * The input of a check: its descriptor, its name in errors, and whether it can be read a second time (a regular file).
 */
export interface CheckInput {
  readonly fd: number;
  readonly source: string;
  readonly file?: string;
}

const checkInput = (file: string, fd: number): CheckInput => ({
  fd,
  source: file === '-' ? '<stdin>' : file,
  ...(file !== '-' && fstatSync(fd).isFile() ? { file } : {}),
});

/** The case `index` (1-based) of an input read again, carefully: its line, and Arbiter's explanation of its answer. */
function explainCase(
  problem: RegisteredProblem,
  input: CheckInput,
  index: number,
  pending?: PendingCase,
): Pick<Judged, 'line' | 'explanation'> {
  if (!pending && input.file !== undefined) {
    const fd = openSync(inputPath(input.file), 'r');
    try {
      for (const item of problem.stream(readChunks(fd))) {
        if (item.kind === 'case' && item.index === index) {
          pending = item;
          break;
        }
      }
    } finally {
      closeSync(fd);
    }
  }
  const explained = pending?.judge(true).outcome;
  return {
    ...(pending ? { line: pending.line } : {}),
    ...(explained?.kind === 'verdict' ? { explanation: explained.text ?? '' } : {}),
  };
}

/**
 * Judges the output (`outputFd`) of the input case by case, as both are read. With `answerFd`, the
 * answer file is read alongside and must hold Arbiter's answers, line for line: anything else means
 * the test data is broken (a judge error). An input that can be read again is read in answer mode
 * (the problem's fast path, which answers well-formed cases straight from the bytes), and again up
 * to the first wrong case to explain it; standard input is read once, carefully.
 */
export function judgeOutput(
  problem: RegisteredProblem,
  input: CheckInput,
  outputFd: number,
  answerFd?: number,
  look: CheckLook = () => undefined,
): Judged {
  const output = new OutputLines(outputFd);
  const answers = answerFd === undefined ? undefined : new OutputLines(answerFd);
  const comparer = new Comparer();
  let cases = 0;
  let cut = false;
  let wrong: { index: number; pending?: PendingCase } | undefined;
  const judge = (expected: string, pending?: PendingCase): void => {
    cases++;
    if (answers) {
      const given = answers.next();
      if (given?.text !== expected)
        throw new JudgeError(
          `the answer file is wrong: its line ${cases} is ` +
            `${given ? JSON.stringify(showBytes(given.text)) : 'missing'}, but Arbiter's answer to ` +
            `case ${cases} is "${expected}": the test data is broken`,
        );
    }
    if (cut) return;
    const line = output.next();
    cut = line?.long === true;
    if (comparer.add(expected, line?.text) && !wrong) wrong = { index: cases, pending };
  };
  const mode = { answersOnly: input.file !== undefined };
  // The input's start, kept for a look at another format at its first error.
  const head = new InputHead();
  const refuse = (error: LocatedError): JudgeError => rejected(input.source, error, look(head, error.line));
  for (const item of problem.stream(head.watch(readChunks(input.fd)), {}, mode)) {
    if (item.kind === 'error') throw refuse(item.error);
    if (item.kind === 'answered') {
      for (let at = 0, end = item.output.indexOf('\n'); end >= 0; at = end + 1, end = item.output.indexOf('\n', at))
        judge(item.output.slice(at, end));
    } else if (item.kind === 'case') {
      const pending = item;
      const answer = pending.judge(false).outcome;
      if (answer.kind === 'input-error') throw refuse(answer.errors[0]);
      if (answer.kind === 'unjudged')
        throw new JudgeError(`Arbiter could not judge case ${pending.index} (line ${pending.line}): ${answer.message}`);
      // Only the first wrong case is kept whole: memory stays bounded by one case.
      judge(answer.output, wrong ? undefined : pending);
    }
  }
  if (answers) {
    const extra = answers.next();
    if (extra)
      throw new JudgeError(
        `the answer file is wrong: it has a line ${cases + 1} ` +
          `(${JSON.stringify(showBytes(extra.text))}), but the input has ${plural(cases, 'case')}: ` +
          `the test data is broken`,
      );
  }
  if (!cut) {
    const extra = output.next();
    if (extra) {
      comparer.add(undefined, extra.text);
      cut = extra.long;
    }
  }
  const { first, correct } = comparer.comparison;
  return {
    cases,
    correct,
    first,
    cut,
    ...(output.endless ? { endless: true } : {}),
    ...(wrong ? explainCase(problem, input, wrong.index, wrong.pending) : {}),
  };
}

/** An output that goes on with blank lines past what is read of them (read.ts, MAX_TRAILING_BLANK). */
const GOES_ON =
  `the output goes on after the last answer: over ${MAX_TRAILING_BLANK >> 20} MiB of ` +
  `blank lines, and the rest was not read`;

/**
 * The report for people: `Accepted (N cases)`, or the first wrong case, why the expected answer is right, and how many
 * were right.
 */
export function checkReport(judged: Judged): string {
  const { first, correct, cases, line, explanation, cut } = judged;
  if (!first) return `Accepted (${plural(cases, 'case')})`;
  const unread = 'the output after that line was not read (a line longer than 1 MiB)';
  const right = !cut
    ? `${grouped(correct)} of ${plural(cases, 'case')} right`
    : first.index === 0
      ? `${unread[0].toUpperCase()}${unread.slice(1)}`
      : `${grouped(correct)} of the ${plural(first.index, 'case')} before it right; ${unread}`;
  const why = explanation && first.kind !== 'extra' ? `\nWhy "${first.expected}":\n${indent(explanation)}` : '';
  const hint = presentationHint(first, cases);
  const hinted = hint ? `\nHint: ${hint}.` : '';
  switch (first.kind) {
    case 'wrong':
      return (
        `Wrong answer on case ${first.index + 1} (input line ${line}):\n  expected: ` +
        `${first.expected}\n  given:    ${showBytes(first.got)}${hinted}${why}\n${right}`
      );
    case 'missing':
      return (
        `Missing output: the output ends after ${plural(first.index, 'line')}; case ` +
        `${first.index + 1} (input line ${line}) expects:\n  ${first.expected}${why}\n${right}`
      );
    case 'extra':
      if (judged.endless) return `Extra output: ${GOES_ON} (the input has ${plural(cases, 'case')})\n${right}`;
      return (
        `Extra output: line ${first.index + 1} answers no case (the input has ` +
        `${plural(cases, 'case')}):\n  ${showBytes(first.got)}${hinted}\n${right}`
      );
  }
}

const RESULTS: Readonly<Record<Mismatch['kind'], string>> = {
  wrong: 'wrong-answer',
  missing: 'missing-lines',
  extra: 'extra-lines',
};

function jsonReport(judged: Judged): string {
  const { first } = judged;
  return JSON.stringify({
    result: first ? RESULTS[first.kind] : 'accepted',
    cases: judged.cases,
    correct: judged.correct,
    ...(first ? { case: first.index + 1, outputLine: first.index + 1 } : {}),
    ...(judged.line !== undefined ? { line: judged.line } : {}),
    ...(first && first.kind !== 'extra' ? { expected: first.expected } : {}),
    ...(first && first.kind !== 'missing' ? { given: showBytes(first.got) } : {}),
    ...(first ? { hint: presentationHint(first, judged.cases) } : {}),
    ...(judged.cut ? { cut: true } : {}),
    ...(judged.endless ? { endless: true } : {}),
    ...(judged.explanation !== undefined ? { explanation: judged.explanation } : {}),
  });
}

/** The one-line comment of a testlib checker. */
function testlibComment(judged: Judged): { status: number; comment: string } {
  const { first } = judged;
  if (!first) return { status: TESTLIB.ok, comment: `ok ${plural(judged.cases, 'case')}` };
  const where =
    first.kind === 'extra' ? `output line ${first.index + 1}` : `case ${first.index + 1} (input line ${judged.line})`;
  const expected = first.kind === 'extra' ? 'no more lines' : JSON.stringify(first.expected);
  if (first.kind === 'extra' && judged.endless) return { status: TESTLIB.wrong, comment: `wrong answer: ${GOES_ON}` };
  const found = first.kind === 'missing' ? 'the end of the output' : JSON.stringify(showBytes(first.got));
  const hint = presentationHint(first, judged.cases);
  const status = onlySpaces(first) ? TESTLIB.presentation : TESTLIB.wrong;
  const what = status === TESTLIB.presentation ? 'wrong output format' : 'wrong answer';
  return { status, comment: `${what} ${where}: expected ${expected}, found ${found}${hint ? ` (${hint})` : ''}` };
}

/** The look at another format, as validate's: the command that reads the input, with the same files after it. */
const checkLook =
  (problems: ProblemList, problem: RegisteredProblem, inputFile: string, command: string, after: string[]): CheckLook =>
  (head, failedAt) =>
    likelyLook(problems, problem, head, failedAt, { source: inputFile, command, after });

/**
 * Judges `outputFile` against Arbiter's answers to `inputFile`, in one of the three protocols; see the command's help.
 */
export function runCheck(
  problems: ProblemList,
  id: string,
  files: readonly string[],
  flags: CheckFlags,
  streams: Streams,
): number {
  boundYoungGeneration();
  if (flags.kattis && flags.testlib) {
    streams.stderr.write('arbiter check: give --kattis or --testlib, not both\n');
    return EXIT_USAGE;
  }
  if (flags.kattis) return runKattis(problems, id, files, flags, streams);
  if (flags.testlib) return runTestlib(problems, id, files, streams);
  if (files.length !== 2) {
    streams.stderr.write(
      `arbiter check: give INPUT and OUTPUT ` +
        `(${files.length === 0 ? 'none given' : `${plural(files.length, 'file')} given`}); see arbiter check --help\n`,
    );
    return EXIT_USAGE;
  }
  const found = problems.lookUp(id, streams, 'check');
  if (!found) return EXIT_USAGE;
  const [inputFile, outputFile] = files;
  const look = checkLook(problems, found, inputFile, 'check ', [outputFile]);
  if (inputFile === '-' && outputFile === '-') {
    streams.stderr.write('arbiter check: the input and the output cannot both be standard input\n');
    return EXIT_USAGE;
  }
  let judged: Judged;
  try {
    judged = withFiles(
      [
        [inputFile, 'input'],
        [outputFile, 'output'],
      ],
      ([input, output]) => judgeOutput(found, checkInput(inputFile, input), output, undefined, look),
    );
  } catch (error) {
    if (!(error instanceof JudgeError)) throw error;
    streams.stderr.write(errorLines('arbiter check', error.message));
    return EXIT_USAGE;
  }
  streams.stdout(`${flags.json ? jsonReport(judged) : checkReport(judged)}\n`);
  return judged.first ? EXIT_FAILED : EXIT_OK;
}

/**
 * `--kattis INPUT ANSWER FEEDBACK_DIR [flags] < team_output`: the output validator of the Kattis problem package
 * format.
 */
function runKattis(
  problems: ProblemList,
  id: string,
  files: readonly string[],
  flags: CheckFlags,
  streams: Streams,
): number {
  // Anything but 42 and 43 is a judge error: never mistaken for an accept.
  const judgeError = (message: string): number => {
    streams.stderr.write(errorLines('arbiter check', `judge error: ${message}`));
    return EXIT_USAGE;
  };
  // The validator's flags from problem.yaml may follow the feedback directory; none changes how Arbiter judges.
  if (files.length < 3) return judgeError('expected INPUT ANSWER FEEDBACK_DIR, with the team output on standard input');
  const problem = problems.lookUp(id, streams, 'check');
  if (!problem) return EXIT_USAGE;
  const [inputFile, answerFile, feedback] = files;
  const look = checkLook(problems, problem, inputFile, 'check --kattis ', files.slice(1));
  try {
    const judged = withFiles(
      [
        [inputFile, 'input'],
        [answerFile, 'answer file'],
      ],
      ([input, answer]) => judgeOutput(problem, checkInput(inputFile, input), 0, answer, look),
    );
    writeFileSync(join(feedback, 'judgemessage.txt'), `${checkReport(judged)}\n`);
    if (flags.teamMessage) {
      const { first } = judged;
      const team = first
        ? first.kind === 'extra'
          ? `Extra output after the last of ${plural(judged.cases, 'case')}.`
          : `Wrong answer on case ${first.index + 1} of ${judged.cases}.`
        : `Accepted (${plural(judged.cases, 'case')}).`;
      writeFileSync(join(feedback, 'teammessage.txt'), `${team}\n`);
    }
    return judged.first ? KATTIS_WRONG : KATTIS_ACCEPTED;
  } catch (error) {
    if (error instanceof JudgeError) return judgeError(error.message);
    if (errnoCode(error) !== undefined)
      return judgeError(`cannot write to the feedback directory ${escapeInput(feedback)}: ${errnoWords(error)}`);
    throw error;
  }
}

/** `--testlib INPUT OUTPUT ANSWER [REPORT]`: a testlib-style checker. */
function runTestlib(problems: ProblemList, id: string, files: readonly string[], streams: Streams): number {
  const [inputFile, outputFile, answerFile, reportFile] = files;
  const say = (status: number, comment: string): number => {
    const line = `${comment.replace(/\s*\n\s*/g, ' ')}\n`;
    try {
      if (reportFile !== undefined) writeFileSync(reportFile, line);
      else streams.stderr.write(line);
    } catch (error) {
      streams.stderr.write(`FAIL cannot write the report ${escapeInput(reportFile)}: ${errnoWords(error)}\n`);
      return TESTLIB.fail;
    }
    return status;
  };
  if (files.length < 3 || files.length > 4) return say(TESTLIB.fail, 'FAIL expected INPUT OUTPUT ANSWER [REPORT]');
  const found = problems.lookUp(id, streams, 'check');
  if (!found) return TESTLIB.fail;
  const look = checkLook(problems, found, inputFile, 'check --testlib ', files.slice(1));
  try {
    const judged = withFiles(
      [
        [inputFile, 'input'],
        [outputFile, 'output'],
        [answerFile, 'answer file'],
      ],
      ([input, output, answer]) => judgeOutput(found, checkInput(inputFile, input), output, answer, look),
    );
    const { status, comment } = testlibComment(judged);
    return say(status, comment);
  } catch (error) {
    if (error instanceof JudgeError) return say(TESTLIB.fail, `FAIL ${error.message}`);
    throw error;
  }
}

export const addCheckCommand = problemCommand((list, streams) => ({
  name: 'check',
  summary: "judge a contestant's output file against Arbiter's answers (also as a Kattis or testlib checker)",
  description:
    `Judges OUTPUT (your program's output for INPUT) against Arbiter's answers, as a ` +
    `contest judge would: line by line, letters exactly; trailing spaces, CRLF line ends and the ` +
    `final newline are ignored. Prints "Accepted (N cases)", or the first wrong case (its input ` +
    `line, the expected and the given line, and why the expected answer is right), then how many ` +
    `cases were right. Missing and extra lines are reported as such. Both files are read as ` +
    `streams, a case at a time: memory stays small whatever their size.`,
  define: (command) =>
    command
      // Optional to commander: each protocol checks its own files (a missing one is its own failure, never exit 2).
      .argument('[input]', 'the contest input ("-" for standard input)')
      .argument('[output]', 'your program\'s output for it ("-" for standard input); with --kattis, the answer file')
      .argument(
        '[more...]',
        'with --kattis FEEDBACK_DIR (the team output on standard input); with --testlib ANSWER [REPORT]',
      )
      .usage('[options] <problem> <input> <output> [more...]')
      .option(
        '--json',
        'one JSON object: result (accepted, wrong-answer, missing-lines, extra-lines), cases, ' +
          'correct, case, line, expected, given, hint, explanation',
      )
      .option(
        '--kattis',
        'be a Kattis / DOMjudge output validator: INPUT ANSWER FEEDBACK_DIR, the team output on ' +
          'standard input; exit 42 accepted, 43 wrong answer',
      )
      .option('--team-message', "with --kattis: also write teammessage.txt (the wrong case's number only)")
      .option(
        '--testlib',
        'be a testlib checker: INPUT OUTPUT ANSWER [REPORT]; exit 0 ok, 1 wrong answer, 2 ' +
          'presentation error, 3 failure',
      )
      .allowExcessArguments(),
  after: `
Examples:
  ./my-solution < input.txt > mine.txt && arbiter check rank-and-file input.txt mine.txt
  arbiter check checkers examples/checkers.txt mine.txt --json
  arbiter check cheesy-chess --kattis test.in test.ans feedback/ < team.out
  arbiter check simplified-chess --testlib test.in team.out test.ans

Exit status: 0 accepted, 1 wrong answer (or missing or extra lines), 2 usage errors, unreadable
files, or an input Arbiter itself rejects (the error is shown).
With --kattis: 42 accepted, 43 wrong answer; judgemessage.txt in FEEDBACK_DIR holds the first
wrong case and why the expected answer is right. Anything else (2) is a judge error: a bad input,
or an ANSWER file that differs from Arbiter's answers (the test data is broken).
With --testlib: 0 ok, 1 wrong answer, 2 presentation error (the line differs only in spaces),
3 failure (a bad input, or an ANSWER that differs from Arbiter's); a one-line comment goes to
standard error, or to REPORT.`,
  run: (
    id: string,
    input: string | undefined,
    output: string | undefined,
    more: string[] | undefined,
    flags: CheckFlags,
  ) =>
    runCheck(
      list,
      id,
      [input, output, ...(more ?? [])].filter((file): file is string => file !== undefined),
      flags,
      streams,
    ),
}));
