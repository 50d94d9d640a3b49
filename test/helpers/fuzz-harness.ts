import fc from 'fast-check';
import { runProblem } from '../../src/cli/run.js';
import type { FramingFacts } from '../../src/framework/input-format.js';
import type { JudgeOptions } from '../../src/framework/options.js';
import type { LocatedError } from '../../src/core/located.js';
import type { CaseOutcome, PendingCase, RegisteredProblem } from '../../src/framework/registered.js';
import { PROBLEMS, findProblem, firstFailureOf, isProblemId, lookAlikeOf } from '../../src/problems/registry.js';
import { locationFaults } from './location-faults.js';

/**
 * One fuzz harness for every registered problem. Given a problem as the CLI and the web page see
 * it (a RegisteredProblem), a generator of valid inputs and an alphabet, it feeds random and
 * damaged text through read() and answer() exactly as `arbiter <problem>` does, and checks the
 * contract every problem shares (docs/cli.md). Work per input is bounded by
 * counts (cases read, search positions), never by time. It imports nothing from vitest, so that
 * `npm run fuzz` (scripts/fuzz.ts) runs the same checks outside the test runner.
 */

/** A valid contest input and the number of cases written in it. */
export interface ValidInput {
  readonly text: string;
  readonly cases: number;
}

export interface FuzzSubject {
  readonly problem: RegisteredProblem;
  /** How the problem frames its cases: a count line declares how many answers to expect. */
  readonly framing: FramingFacts;
  readonly valid: fc.Arbitrary<ValidInput>;
  /** Characters (or longer tokens) that random text is made of and that edits insert. */
  readonly alphabet: readonly string[];
  /** The longest random text, in alphabet pieces. */
  readonly randomLength: number;
  /** Every contest line a verdict can be. */
  readonly answerLine: RegExp;
  /** Property runs: random text, damaged valid inputs, valid inputs. */
  readonly runs: { readonly random: number; readonly damaged: number; readonly valid: number };
  /** For a problem whose judging is a search: an input with a case the search cannot finish within FUZZ_NODE_LIMIT. */
  readonly beyondLimit?: string;
  /** Problem-specific checks of a judged case's JSON line (its explanation fields), e.g. work counters within bounds: the faults found. */
  readonly checkVerdict?: (record: Readonly<Record<string, unknown>>, text: string) => readonly string[];
}

/**
 * What must never reach a terminal, from the input or anywhere else: C0 controls but the line
 * feed, DEL, C1 controls (U+009B is a one-byte CSI), format and bidi controls, line and paragraph
 * separators, lone surrogates, private-use and unassigned code points.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const UNSAFE_OUTPUT = /[\0-\x09\x0B-\x1F\x7F-\x9F\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u;

/** The first unsafe character of `text` and what is around it, for a fault's message; undefined when there is none. */
export function unsafeAt(text: string): string | undefined {
  const match = UNSAFE_OUTPUT.exec(text);
  if (!match) return undefined;
  const around = JSON.stringify(text.slice(Math.max(0, match.index - 30), match.index + 10));
  return `U+${match[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')} in ${around}`;
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
  /** Inputs with an error that belongs to no single case (count line, missing cases, trailing text), in either mode. */
  wholeInputErrors: number;
  cases: number;
  verdicts: number;
  inputErrors: number;
  /** Cases parsed cleanly but not decided (a search limit). */
  unjudged: number;
  /**
   * Inputs whose first error said they look like another problem's, and reading stopped there, that the other problem
   * does not read whole either.
   */
  lookAlikes: number;
  /** Inputs said to look like another problem's that it reads whole: the damage made them its input. */
  othersInputs: number;
  /** The most steps one input took (see `steps` in checkRun). */
  maxSteps: number;
  /** Error messages by kind (numbers and quoted text taken out), with how often each came. */
  readonly errorKinds: Map<string, number>;
}

export const emptyTally = (): FuzzTally => ({
  inputs: 0,
  cleanInputs: 0,
  wholeInputErrors: 0,
  cases: 0,
  verdicts: 0,
  inputErrors: 0,
  unjudged: 0,
  lookAlikes: 0,
  othersInputs: 0,
  maxSteps: 0,
  errorKinds: new Map(),
});

/** An error message as a kind: "board row N has N squares; expected N, as row N". */
export const errorKind = (message: string): string =>
  message
    .replace(/"(?:[^"\\]|\\.)*"(?:\.\.\.)?/g, '"…"')
    .replace(/\d+/g, 'N')
    .slice(0, 90);

/**
 * The number of cases a counted input declares on its count line, when that line is a plain
 * number; undefined otherwise (and always for inputs closed by a line, which declare none).
 */
export function declaredCases(framing: FramingFacts, text: string): number | undefined {
  if (framing.kind !== 'counted') return undefined;
  const first = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    // Blanks are spaces and tabs, as the reader has them (String.trim would also take U+2028, U+00A0, ...).
    .find((line) => !/^[ \t]*$/.test(line));
  const count = first?.replace(/[ \t]+$/, '');
  const token = framing.spaced ? count?.replace(/^[ \t]+/, '') : count;
  return token !== undefined && /^[0-9]{1,9}$/.test(token) ? Number(token) : undefined;
}

/** The line count that locations may reach: the last line, or one past it after a final line end (LF, CRLF or CR). */
const lineCount = (text: string): number => Math.max(1, text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).length);

interface Recorded {
  readonly cases: readonly PendingCase[];
  readonly errors: readonly LocatedError[];
  /** What the reader tolerated and said (a missing closing outside --strict): a line on standard error, exit status 0. */
  readonly warnings: readonly LocatedError[];
  readonly answers: CaseOutcome[];
}

/** What one run of an input gave: what was read and answered, the faults found, and the steps it took. */
interface Checked extends Recorded {
  readonly faults: readonly string[];
  /** Lines read plus positions searched: the work of the input, bounded by its size and the node limit. */
  readonly steps: number;
  /** The first error said the input looks like another problem's (and nothing else was reported). */
  /** The problem an input was said to look like (its command's name), if it was. */
  readonly lookAlike: string | undefined;
}

/** A broken contract, with every fault found in one input. */
export class FuzzFailure extends Error {
  constructor(
    readonly faults: readonly string[],
    readonly text: string,
  ) {
    super(`${faults.length} fault(s): ${faults.join('; ')}`);
  }
}

/** The problem as runProblem sees it, with every read and every answer kept for the checks. */
function recording(problem: RegisteredProblem): { spy: RegisteredProblem; recorded: () => Recorded } {
  let recorded:
    { cases: PendingCase[]; errors: LocatedError[]; warnings: LocatedError[]; answers: CaseOutcome[] } | undefined;
  const spy: RegisteredProblem = {
    ...problem,
    // The CLI's loop reads through judgeInput(); here the careful path is taken for every case (the
    // answer-mode shortcut is checked against it in test/problems/contest-shortcut.test.ts).
    *judgeInput(source, options, { explain, judge }) {
      const seen = {
        cases: [] as PendingCase[],
        errors: [] as LocatedError[],
        warnings: [] as LocatedError[],
        answers: [] as CaseOutcome[],
      };
      recorded = seen;
      for (const item of problem.stream(source, options)) {
        if (item.kind === 'error') seen.errors.push(item.error);
        if (item.kind === 'warning') seen.warnings.push(item.warning);
        if (item.kind !== 'case') {
          yield item;
          continue;
        }
        const { outcome: answer } = item.judge(explain, judge);
        seen.cases.push(item);
        seen.answers.push(answer);
        yield { kind: 'case', index: item.index, line: item.line, outcome: answer };
      }
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
/** What the first error of an input that looks like another problem's ends with (docs/cli.md). */
// Another problem's input, or another problem's other format (a PDN game: arbiter checkers --pdn).
const LOOK_ALIKE = new RegExp(
  `[;.?!] [Tt]his looks like an? ([A-Z][A-Za-z ]+ input|PDN game): arbiter ([a-z-]+)( --[a-z]+)? ${SOURCE}$`,
);

/**
 * Runs one input through runProblem (the CLI's loop) in one mode and checks: no exception escapes
 * read() or answer(); cases are numbered 1, 2, ... from increasing lines inside the input, no more
 * of them than lines; every located error lies inside the input; a case that parsed is judged (or,
 * for a search, answered with an error value at its node limit); one output line per case, saying
 * what its answer says; the exit status is 0 exactly when nothing went wrong, and standard error
 * then stays empty (and holds one line, naming the problem, for an input that looks like another
 * problem's); with a readable count line, no more cases than it declares (and exactly as
 * many when nothing is wrong with the input as a whole); work within its step bound. Faults are
 * gathered as text and returned, which keeps thousands of inputs quick and the failure readable.
 */
function checkRun(subject: FuzzSubject, text: string, mode: 'answer' | 'json', strict: boolean): Checked {
  const { problem } = subject;
  const { spy, recorded } = recording(problem);
  let stdout = '';
  let stderr = '';
  const limits: JudgeOptions | undefined = problem.search ? { nodeLimit: FUZZ_NODE_LIMIT } : undefined;
  const status = runProblem(
    spy,
    text,
    {
      mode,
      strict,
      source: SOURCE,
      limits,
      lookAlike: (head) => (isProblemId(problem.id) ? lookAlikeOf(head, problem.id) : undefined),
    },
    { stdout: (chunk) => (stdout += chunk), stderr: { isTTY: false, write: (chunk: string) => (stderr += chunk) } },
  );
  const { cases, errors, warnings, answers } = recorded();
  const faults: string[] = [];
  const fault = (condition: boolean, what: string): void => {
    if (!condition) faults.push(what);
  };

  const lines = lineCount(text);
  fault(cases.length <= lines, `${cases.length} cases read from ${lines} lines`);
  fault(answers.length === cases.length, `${answers.length} answers for ${cases.length} cases`);
  // What holds today: a case with an input error may stop the reading (the next case cannot be
  // located). To tighten as recovery improves: require cases.length === declared whenever declared.
  const declared = declaredCases(subject.framing, text);
  if (declared !== undefined) {
    fault(cases.length <= declared, `${cases.length} cases read where the count line declares ${declared}`);
    const clean = errors.length === 0 && answers.every((answer) => answer.kind !== 'input-error');
    if (clean) fault(cases.length === declared, `${cases.length} cases answered, no input error, ${declared} declared`);
  }
  faults.push(...locationFaults(text, [...errors, ...warnings]));
  cases.forEach((pending, position) => {
    fault(pending.index === position + 1, `case ${position + 1} is numbered ${pending.index}`);
    const after = position === 0 ? 0 : cases[position - 1].line;
    fault(
      pending.line > after && pending.line <= lines,
      `case ${pending.index} starts on line ${pending.line}, not after line ${after} and by line ${lines}`,
    );
  });

  const printed = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
  const stderrLines = stderr === '' ? [] : stderr.replace(/\n$/, '').split('\n');
  // An input that looks like another problem's: its first error is said once, with the problem, and reading stops there.
  const lookAlike = stderrLines.map((line) => LOOK_ALIKE.exec(line)?.[2]).find((id) => id !== undefined);
  // JSON Lines end with a line for the cases left unread, when reading had to stop, or for the
  // error of the input as a whole that shows it is another problem's.
  const wholeInputLine = (line: string): boolean =>
    line.startsWith('{"notRead":') ||
    (lookAlike !== undefined && line.startsWith('{"error":') && line.includes('"looksLike":'));
  const output = mode === 'json' ? printed.filter((line) => !wholeInputLine(line)) : printed;
  fault(printed.slice(output.length).every(wholeInputLine), 'the line for the cases left unread is not the last');
  fault(output.length === cases.length, `${output.length} output lines for ${cases.length} cases`);
  let reported = errors.length;
  let searched = 0;
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
        fault(
          subject.answerLine.test(answer.output),
          `${name}: verdict ${JSON.stringify(answer.output)} is no answer line`,
        );
        if (mode === 'answer')
          fault(
            line === answer.output,
            `${name}: printed ${JSON.stringify(line)} for ${JSON.stringify(answer.output)}`,
          );
        if (record) {
          fault(
            record.verdict === answer.output,
            `${name}: JSON verdict ${String(record.verdict)} for ${answer.output}`,
          );
          fault((answer.text?.length ?? 0) > 0, `${name}: no explanation text`);
          faults.push(...(subject.checkVerdict?.(record, text) ?? []).map((message) => `${name}: ${message}`));
          if (typeof record.nodes === 'number') searched += record.nodes;
        }
        break;
      case 'input-error': {
        fault(answer.errors.length > 0, `${name}: an input error without errors`);
        faults.push(...locationFaults(text, answer.errors));
        reported += answer.errors.length;
        const [first] = answer.errors;
        if (mode === 'answer')
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
        fault(
          problem.search !== undefined && /node limit/.test(answer.message),
          `${name}: not judged: ${answer.message}`,
        );
        searched += FUZZ_NODE_LIMIT;
        reported++;
        if (mode === 'answer')
          fault(line === `error: ${answer.message}`, `${name}: printed ${JSON.stringify(line)} for ${answer.message}`);
        if (record) fault(record.error === answer.message, `${name}: JSON ${line} for ${answer.message}`);
        break;
    }
  });
  // No mode lets a control character through: not the contest lines, the JSON, nor the text for people.
  for (const [where, printed] of [
    ['standard output', stdout],
    ['standard error', stderr],
    ...answers.map(
      (answer, k) => [`case ${k + 1}'s explanation`, answer.kind === 'verdict' ? (answer.text ?? '') : ''] as const,
    ),
  ] as const) {
    const unsafe = unsafeAt(printed);
    fault(unsafe === undefined, `an unsafe character on ${where}: ${unsafe ?? ''}`);
  }
  if (lookAlike !== undefined)
    fault(
      stderrLines.length === 1 && reported > 0,
      `${stderrLines.length} lines on standard error for an input of another problem`,
    );
  else
    fault(
      stderrLines.length === reported + warnings.length,
      `${stderrLines.length} lines on standard error for ${reported} errors and ${warnings.length} warnings`,
    );
  for (const reportedLine of stderrLines)
    fault(STDERR_LINE.test(reportedLine), `standard error line ${JSON.stringify(reportedLine)}`);
  fault(status === (reported === 0 ? 0 : 1), `exit status ${status} with ${reported} errors`);
  const steps = lines + searched;
  fault(searched <= cases.length * FUZZ_NODE_LIMIT, `${searched} positions searched for ${cases.length} cases`);
  return {
    cases,
    errors,
    warnings,
    answers,
    faults: faults.map((message) => `${mode}${strict ? ' --strict' : ''}: ${message}`),
    steps,
    lookAlike,
  };
}

/**
 * Everything one input must survive: read and answered as `arbiter <problem> --json` (judged,
 * explained and described) and as `arbiter <problem> --strict` (contest lines). Adds the JSON
 * pass's outcomes to `tally`; throws a FuzzFailure with every fault found (an exception that
 * escapes the problem is thrown as it is).
 */
export function survive(subject: FuzzSubject, text: string, tally: FuzzTally = emptyTally()): FuzzTally {
  const { cases, errors, answers, faults, steps, lookAlike } = checkRun(subject, text, 'json', false);
  const strict = checkRun(subject, text, 'answer', true);
  if (faults.length > 0 || strict.faults.length > 0) throw new FuzzFailure([...faults, ...strict.faults], text);
  tally.maxSteps = Math.max(tally.maxSteps, steps, strict.steps);
  for (const error of [
    ...errors,
    ...answers.flatMap((answer) => (answer.kind === 'input-error' ? answer.errors : [])),
  ]) {
    const kind = errorKind(error.message);
    tally.errorKinds.set(kind, (tally.errorKinds.get(kind) ?? 0) + 1);
  }
  tally.inputs++;
  if (lookAlike !== undefined) {
    if (isProblemId(lookAlike) && firstFailureOf(text, lookAlike) === undefined) tally.othersInputs++;
    else tally.lookAlikes++;
  }
  tally.cases += cases.length;
  // Either run's: what --strict refuses of the input as a whole is said as a warning without it (a missing closing).
  if (errors.length > 0 || strict.errors.length > 0) tally.wholeInputErrors++;
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
  const edits = fc.array(fc.tuple(fc.nat(MUTATIONS.length - 1), fc.nat(), fc.constantFrom(...alphabet)), {
    minLength: 1,
    maxLength: 4,
  });
  return fc
    .tuple(valid, edits)
    .map(([text, mutations]) =>
      mutations.reduce(
        (current, [kind, position, piece]) => MUTATIONS[kind](current, position % (current.length + 1), piece),
        text,
      ),
    );
}

/** A subject's valid inputs, damaged. */
export const damagedInputs = (subject: FuzzSubject): fc.Arbitrary<string> =>
  damaged(
    subject.valid.map(({ text }) => text),
    subject.alphabet,
  );

/** The hostile edits, by name, so that a run can show it made each of them. */
export const HOSTILE_KINDS = [
  'character',
  'delete-line',
  'duplicate-line',
  'splice',
  'number',
  'unicode',
  'long-line',
  'cr-only',
  'random-bytes',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** Characters people paste by mistake and characters that trip readers: no-break space, line and paragraph separators, a right-to-left override, NUL, lone surrogates. */
export const HOSTILE_CHARACTERS: readonly string[] = [
  '\u00A0',
  '\u2028',
  '\u2029',
  '\u202E',
  '\u0000',
  '\uFEFF',
  '\u200B',
  '\u0301',
  '\uD800',
  '\uDC00',
  '\u{1F600}',
  '\u007F',
  '\uFFFD',
  '\u3000',
  // What a terminal obeys: a title set by OSC, a colour by CSI, the one-byte CSI, a bell, a C1 next line.
  '\x1B]0;PWNED\x07',
  '\x1B[31m',
  '\u009B31m',
  '\x07',
  '\u0085',
];

/** Numbers written over a number of the input: negative, huge, beyond 2^53 and 2^32, and numbers in other forms. */
export const HOSTILE_NUMBERS: readonly string[] = [
  '-1',
  '-0',
  '0',
  '+7',
  '00000000000000000001',
  '99999999999999999999',
  '9007199254740993',
  '4294967297',
  '-2147483649',
  '1e3',
  '0x1F',
  '1.5',
  '\uFF11\uFF12',
  '\u0663',
];

/** Lines long enough to show a reader that is not linear, yet quick for one that is. */
const LONG_PIECES: readonly string[] = ['.'.repeat(4000), '1 '.repeat(3000), 'x'.repeat(20000), 'F'.repeat(100)];

/** Every problem's sample, for splicing one problem's lines into another's input. */
const SPLICE_SOURCES: readonly string[][] = PROBLEMS.map(({ sample }) => sample.input.split('\n'));

interface HostileEdit {
  readonly kind: HostileKind;
  readonly at: number;
  readonly pick: number;
  /** Random bytes, decoded as UTF-8 the way the CLI decodes its input. */
  readonly bytes: string;
  readonly piece: string;
}

const lineEdit = (text: string, edit: (lines: string[], at: number) => void, at: number): string => {
  const lines = text.split('\n');
  edit(lines, at % lines.length);
  return lines.join('\n');
};

function applyHostile(text: string, { kind, at, pick, bytes, piece }: HostileEdit): string {
  const position = at % (text.length + 1);
  const choose = <T>(items: readonly T[]): T => items[pick % items.length];
  switch (kind) {
    case 'character':
      return MUTATIONS[pick % 3](text, position, piece);
    case 'delete-line':
      return MUTATIONS[3](text, at, piece);
    case 'duplicate-line':
      return MUTATIONS[4](text, at, piece);
    case 'splice': {
      const source = choose(SPLICE_SOURCES);
      const from = at % source.length;
      const taken = source.slice(from, from + 1 + (pick % 6));
      return lineEdit(text, (lines, line) => lines.splice(line, 0, ...taken), at);
    }
    case 'number': {
      const numbers = [...text.matchAll(/[0-9]+/g)];
      if (numbers.length === 0) return text.slice(0, position) + choose(HOSTILE_NUMBERS) + text.slice(position);
      const match = numbers[at % numbers.length];
      return text.slice(0, match.index) + choose(HOSTILE_NUMBERS) + text.slice(match.index + match[0].length);
    }
    case 'unicode':
      return MUTATIONS[pick % 2 === 0 ? 1 : 2](text, position, choose(HOSTILE_CHARACTERS));
    case 'long-line':
      return text.slice(0, position) + choose(LONG_PIECES) + text.slice(position);
    case 'cr-only':
      return text.replace(/\r?\n/g, '\r');
    case 'random-bytes':
      return text.slice(0, position) + bytes + text.slice(position + (pick % 8));
  }
}

/** A text and the hostile edits made to it. */
export interface HostileInput {
  readonly text: string;
  readonly kinds: readonly HostileKind[];
}

/** Inputs from `valid`, each with one to three hostile edits (characters inserted are drawn from `alphabet` too). */
export function hostile(valid: fc.Arbitrary<string>, alphabet: readonly string[]): fc.Arbitrary<HostileInput> {
  const edit = fc.record({
    kind: fc.constantFrom(...HOSTILE_KINDS),
    at: fc.nat(),
    pick: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }).map((bytes) => new TextDecoder().decode(bytes)),
    piece: fc.constantFrom(...alphabet, ...HOSTILE_CHARACTERS),
  });
  return fc
    .tuple(valid, fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([text, edits]) => ({ text: edits.reduce(applyHostile, text), kinds: edits.map(({ kind }) => kind) }));
}

/** A subject's valid inputs, with hostile edits. */
export const hostileInputs = (subject: FuzzSubject): fc.Arbitrary<HostileInput> =>
  hostile(
    subject.valid.map(({ text }) => text),
    subject.alphabet,
  );

/** Terminal controls and invisible characters, each of which must reach the output spelled out, if at all. */
export const CONTROL_PIECES: readonly string[] = [
  '\x1B]0;PWNED\x07',
  '\x1B[31m',
  '\u009B31m',
  '\x07',
  '\x7F',
  '\u0085',
  '\u202E',
  '\u2066',
  '\u200B',
  '\uD800',
  '\x00',
  '\x0B',
];

/** A subject's valid inputs, with one to three terminal controls inserted anywhere (inside a move, a row, a count). */
export const controlledInputs = (subject: FuzzSubject): fc.Arbitrary<string> =>
  fc
    .tuple(
      subject.valid.map(({ text }) => text),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...CONTROL_PIECES)), { minLength: 1, maxLength: 3 }),
    )
    .map(([text, edits]) =>
      edits.reduce((current, [at, piece]) => {
        const position = at % (current.length + 1);
        return current.slice(0, position) + piece + current.slice(position);
      }, text),
    );
