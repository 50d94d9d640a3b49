import fc from 'fast-check';
import { expect } from 'vitest';
import { runProblem } from '../../src/cli/run.js';
import type { JudgeOptions } from '../../src/core/problem.js';
import type { CaseAnswer, PendingCase, RegisteredProblem } from '../../src/core/registered.js';
import { findProblem } from '../../src/problems/registry.js';
import { locationFaults } from './located.js';

/**
 * One fuzz harness for every registered problem. Given a problem as the CLI and the web page see
 * it (a RegisteredProblem), a generator of valid inputs and an alphabet, it feeds random and
 * damaged text through read() and answer() exactly as `arbiter <problem>` does, and checks the
 * contract every problem shares (docs/README.md). Work per input is bounded by
 * counts (cases read, search positions), never by time.
 */

/** A valid contest input and the number of cases written in it. */
export interface ValidInput {
  readonly text: string;
  readonly cases: number;
}

export interface FuzzSubject {
  readonly problem: RegisteredProblem;
  readonly valid: fc.Arbitrary<ValidInput>;
  /** Characters (or longer tokens) that random text is made of and that edits insert. */
  readonly alphabet: readonly string[];
  /** The longest random text, in alphabet pieces. */
  readonly randomLength: number;
  /** Every contest line a verdict can be. */
  readonly contestLine: RegExp;
  /** Property runs: random text, damaged valid inputs, valid inputs. */
  readonly runs: { readonly random: number; readonly damaged: number; readonly valid: number };
  /** For a problem whose judging is a search: an input with a case the search cannot finish within FUZZ_NODE_LIMIT. */
  readonly beyondLimit?: string;
  /** Problem-specific checks of a judged case's JSON line (its explanation fields), e.g. work counters within bounds. */
  readonly checkVerdict?: (record: Readonly<Record<string, unknown>>, text: string) => void;
}

/** The search bound for problems whose judging is a search: a fuzzed input may ask for m = 999. */
export const FUZZ_NODE_LIMIT = 50_000;

/** A registered problem by id; the fuzz subjects start from the same list the CLI loops over. */
export function registered(id: string): RegisteredProblem {
  const problem = findProblem(id);
  if (!problem) throw new Error(`${id} is not in PROBLEMS`);
  return problem;
}

/** What a run of inputs went through, so that a test can insist each kind of outcome was reached. */
export interface FuzzTally {
  inputs: number;
  /** Inputs answered with exit status 0: no error anywhere. */
  cleanInputs: number;
  /** Inputs with an error that belongs to no single case (count line, missing cases, trailing text). */
  wholeInputErrors: number;
  cases: number;
  verdicts: number;
  inputErrors: number;
  /** Cases parsed cleanly but not decided (a search limit). */
  unjudged: number;
}

export const emptyTally = (): FuzzTally => ({
  inputs: 0,
  cleanInputs: 0,
  wholeInputErrors: 0,
  cases: 0,
  verdicts: 0,
  inputErrors: 0,
  unjudged: 0,
});

/** The line count that locations may reach: the last line, or one past it after a final line end (LF, CRLF or CR). */
const lineCount = (text: string): number => Math.max(1, text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).length);

interface Recorded {
  readonly cases: readonly PendingCase[];
  readonly errors: ReturnType<RegisteredProblem['read']>['errors'];
  readonly answers: CaseAnswer[];
}

/** The problem as runProblem sees it, with every read and every answer kept for the checks. */
function recording(problem: RegisteredProblem): { spy: RegisteredProblem; recorded: () => Recorded } {
  let recorded: Recorded | undefined;
  const spy: RegisteredProblem = {
    ...problem,
    read(text, options) {
      const read = problem.read(text, options);
      const answers: CaseAnswer[] = [];
      const cases = read.cases.map((pending): PendingCase => ({
        index: pending.index,
        line: pending.line,
        answer(explain, judgeOptions) {
          const answer = pending.answer(explain, judgeOptions);
          answers.push(answer);
          return answer;
        },
        // The web page's form of the answer; the CLI does not use it.
        answered: (explain, judgeOptions) => pending.answered(explain, judgeOptions),
      }));
      recorded = { cases: read.cases, errors: read.errors, answers };
      return { cases, errors: read.errors };
    },
  };
  return {
    spy,
    recorded: () => {
      if (!recorded) throw new Error('runProblem did not read the input');
      return recorded;
    },
  };
}

const SOURCE = 'fuzz';
const STDERR_LINE = new RegExp(`^${SOURCE}:(\\d+):(\\d+): .`);

/**
 * Runs one input through runProblem (the CLI's loop) in one mode and checks: no exception escapes
 * read() or answer(); cases are numbered 1, 2, ... from increasing lines inside the input, no more
 * of them than lines; every located error lies inside the input; a case that parsed is judged (or,
 * for a search, answered with an error value at its node limit); one output line per case, saying
 * what its answer says; the exit status is 0 exactly when nothing went wrong, and standard error
 * then stays empty. Faults are gathered as text and asserted once, which keeps thousands of
 * inputs quick and the failure message readable.
 */
function checkRun(subject: FuzzSubject, text: string, mode: 'contest' | 'json', strict: boolean): Recorded {
  const { problem } = subject;
  const { spy, recorded } = recording(problem);
  let stdout = '';
  let stderr = '';
  const limits: JudgeOptions | undefined = problem.search ? { nodeLimit: FUZZ_NODE_LIMIT } : undefined;
  const status = runProblem(
    spy,
    text,
    { mode, strict, source: SOURCE, limits },
    { stdout: (chunk) => (stdout += chunk), stderr: { isTTY: false, write: (chunk: string) => (stderr += chunk) } },
  );
  const { cases, errors, answers } = recorded();
  const faults: string[] = [];
  const fault = (condition: boolean, what: string): void => {
    if (!condition) faults.push(what);
  };

  const lines = lineCount(text);
  fault(cases.length <= lines, `${cases.length} cases read from ${lines} lines`);
  fault(answers.length === cases.length, `${answers.length} answers for ${cases.length} cases`);
  faults.push(...locationFaults(text, errors));
  cases.forEach((pending, position) => {
    fault(pending.index === position + 1, `case ${position + 1} is numbered ${pending.index}`);
    const after = position === 0 ? 0 : cases[position - 1].line;
    fault(
      pending.line > after && pending.line <= lines,
      `case ${pending.index} starts on line ${pending.line}, not after line ${after} and by line ${lines}`,
    );
  });

  const output = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
  fault(output.length === cases.length, `${output.length} output lines for ${cases.length} cases`);
  let reported = errors.length;
  answers.forEach((answer, position) => {
    const pending = cases[position];
    const line = output[position] ?? '';
    const record = mode === 'json' ? (JSON.parse(line) as Record<string, unknown>) : undefined;
    const name = `case ${pending.index}`;
    if (record)
      fault(
        record.case === pending.index && record.line === pending.line,
        `${name}: JSON says case ${String(record.case)} on line ${String(record.line)}`,
      );
    switch (answer.kind) {
      case 'verdict':
        fault(subject.contestLine.test(answer.contest), `${name}: verdict ${JSON.stringify(answer.contest)} is no contest line`);
        if (mode === 'contest')
          fault(line === answer.contest, `${name}: printed ${JSON.stringify(line)} for ${JSON.stringify(answer.contest)}`);
        if (record) {
          fault(record.verdict === answer.contest, `${name}: JSON verdict ${String(record.verdict)} for ${answer.contest}`);
          fault((answer.text?.length ?? 0) > 0, `${name}: no explanation text`);
          subject.checkVerdict?.(record, text);
        }
        break;
      case 'input-error': {
        fault(answer.errors.length > 0, `${name}: an input error without errors`);
        faults.push(...locationFaults(text, answer.errors));
        reported += answer.errors.length;
        const [first] = answer.errors;
        if (mode === 'contest')
          fault(
            line === `error: line ${first.line}, column ${first.column}: ${first.message}`,
            `${name}: printed ${JSON.stringify(line)} for its input error`,
          );
        if (record)
          fault(
            record.error === first.message && record.errorLine === first.line && record.errorColumn === first.column,
            `${name}: JSON ${line} for its input error`,
          );
        break;
      }
      case 'unjudged':
        // Only a search may give up on a case that parsed, and only at the limit it was given.
        fault(problem.search !== undefined && /node limit/.test(answer.message), `${name}: not judged: ${answer.message}`);
        reported++;
        if (mode === 'contest')
          fault(line === `error: ${answer.message}`, `${name}: printed ${JSON.stringify(line)} for ${answer.message}`);
        if (record) fault(record.error === answer.message, `${name}: JSON ${line} for ${answer.message}`);
        break;
    }
  });
  const stderrLines = stderr === '' ? [] : stderr.replace(/\n$/, '').split('\n');
  fault(stderrLines.length === reported, `${stderrLines.length} lines on standard error for ${reported} errors`);
  for (const reportedLine of stderrLines) fault(STDERR_LINE.test(reportedLine), `standard error line ${JSON.stringify(reportedLine)}`);
  fault(status === (reported === 0 ? 0 : 1), `exit status ${status} with ${reported} errors`);
  expect(faults, `${mode}${strict ? ' --strict' : ''}`).toEqual([]);
  return { cases, errors, answers };
}

/**
 * Everything one input must survive: read and answered as `arbiter <problem> --json` (judged,
 * explained and described) and as `arbiter <problem> --strict` (contest lines). Adds the JSON
 * pass's outcomes to `tally`.
 */
export function survive(subject: FuzzSubject, text: string, tally: FuzzTally = emptyTally()): FuzzTally {
  const { cases, errors, answers } = checkRun(subject, text, 'json', false);
  checkRun(subject, text, 'contest', true);
  tally.inputs++;
  tally.cases += cases.length;
  if (errors.length > 0) tally.wholeInputErrors++;
  for (const answer of answers) {
    if (answer.kind === 'verdict') tally.verdicts++;
    else if (answer.kind === 'input-error') tally.inputErrors++;
    else tally.unjudged++;
  }
  if (errors.length === 0 && answers.every((answer) => answer.kind === 'verdict')) tally.cleanInputs++;
  return tally;
}

type Mutation = (text: string, position: number, piece: string) => string;

/** Edits a fuzzer makes to a valid input: drop, insert or replace a character; drop or repeat a line. */
const MUTATIONS: readonly Mutation[] = [
  (text, at) => text.slice(0, at) + text.slice(at + 1),
  (text, at, piece) => text.slice(0, at) + piece + text.slice(at),
  (text, at, piece) => text.slice(0, at) + piece + text.slice(at + 1),
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 1);
    return lines.join('\n');
  },
  (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 0, lines[at % lines.length]);
    return lines.join('\n');
  },
];

/** Text made of pieces drawn from `alphabet` (characters or longer tokens). */
export const randomText = (alphabet: readonly string[], maxLength: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((pieces) => pieces.join(''));

/** Inputs from `valid`, each damaged by one to four edits that insert pieces of `alphabet`. */
export function damaged(valid: fc.Arbitrary<string>, alphabet: readonly string[]): fc.Arbitrary<string> {
  const edits = fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 4 });
  return fc
    .tuple(valid, edits)
    .map(([text, mutations]) =>
      mutations.reduce((current, [kind, position, piece]) => MUTATIONS[kind](current, position % (current.length + 1), piece), text),
    );
}

/** A subject's valid inputs, damaged. */
export const damagedInputs = (subject: FuzzSubject): fc.Arbitrary<string> =>
  damaged(
    subject.valid.map(({ text }) => text),
    subject.alphabet,
  );
