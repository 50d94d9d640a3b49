import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { type Comparison, compareOutputs, outputLines } from '../core/compare.js';
import { type Profile, PROFILES, isProfile } from '../core/generate.js';
import { formatLocatedError } from '../core/located.js';
import type { RegisteredProblem } from '../core/registered.js';
import { seededRandom } from '../core/random.js';
import { shrink } from '../core/shrink.js';
import type { ContestantTools, TestInput } from '../core/tools.js';
import { PROBLEMS, findProblem } from '../problems/registry.js';
import { Progress, standardError, standardOutput } from './output.js';
import { type RunOutcome, StartError, runProgram } from './process.js';
import { EXIT_OK, EXIT_USAGE, type Streams } from './run.js';

/**
 * The contestant's tools on the command line: `arbiter gen` (a generated input), `arbiter check`
 * (judge an output file), `arbiter stress` (run a program on generated inputs until it fails,
 * then shrink the failing input).
 */

export const EXIT_FAILED = 1;
export const DEFAULT_SEED = 1;
export const DEFAULT_GEN_CASES = 10;
export const DEFAULT_TESTS = 100;
export const DEFAULT_TIME_LIMIT_S = 2;
export const DEFAULT_SHRINK_S = 30;
export const DEFAULT_OUT = 'arbiter-stress-failure.txt';
/** Cases per stress input, at most (each input has 1 to this many). */
export const STRESS_CASES: Readonly<Record<Profile, number>> = { small: 3, contest: 10, hard: 10, edge: 10 };
/**
 * `stress --profile mixed` (the default): small tests mostly, for inputs a person can read, and
 * every fourth test within the contest's limits, where bugs that need a crowded board show up.
 */
export type StressProfile = Profile | 'mixed';
const MIXED: readonly Profile[] = ['small', 'small', 'small', 'contest', 'small', 'small', 'small', 'hard'];
/** The profile of stress test `index`. */
export const testProfile = (profile: StressProfile, index: number): Profile =>
  profile === 'mixed' ? MIXED[index % MIXED.length] : profile;
/** Output beyond 10 times the expected size (at least 4 KiB), or beyond 1 MiB, is an output-limit failure. */
export const outputLimit = (expectedBytes: number): number => Math.min(1 << 20, Math.max(10 * expectedBytes, 4096));

const problemIds = PROBLEMS.map((problem) => problem.id).join(', ');

function wholeNumber(what: string, min: number): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min)
      throw new InvalidArgumentError(`expected a whole number of ${what}, at least ${min}`);
    return value;
  };
}

function seconds(text: string): number {
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value)) throw new InvalidArgumentError('expected a number of seconds above 0');
  return value;
}

const profileOption = (fallback: Profile, what: string): Option =>
  new Option('--profile <profile>', what)
    .choices([...PROFILES])
    .default(fallback)
    .argParser((value) => {
      if (!isProfile(value)) throw new InvalidArgumentError(`expected one of ${PROFILES.join(', ')}`);
      return value;
    });

/** The tools and the registered problem for an id, or a usage message. */
function lookUp(id: string, streams: Streams, command: string): { tools: ContestantTools; problem: RegisteredProblem } | undefined {
  const problem = findProblem(id);
  if (problem) return { tools: problem.tools, problem };
  streams.stderr.write(`arbiter ${command}: unknown problem ${JSON.stringify(id)}; the problems are ${problemIds}\n`);
  return undefined;
}

// ---- gen ----

export interface GenFlags {
  seed: number;
  cases: number;
  profile: Profile;
}

export function runGen(id: string, flags: GenFlags, streams: Streams): number {
  const found = lookUp(id, streams, 'gen');
  if (!found) return EXIT_USAGE;
  const { tools } = found;
  if (flags.profile !== 'small' && tools.maxCasesStrict !== undefined && flags.cases > tools.maxCasesStrict) {
    streams.stderr.write(`arbiter gen: the contest allows at most ${tools.maxCasesStrict} cases for ${id}; use --profile small for more\n`);
    return EXIT_USAGE;
  }
  streams.stdout(tools.generate(flags.seed, flags.profile, flags.cases).text);
  return EXIT_OK;
}

// ---- check ----

export interface CheckFlags {
  json?: boolean;
}

function readText(file: string, what: string, command: string, streams: Streams): string | undefined {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : String(error);
    streams.stderr.write(`arbiter ${command}: cannot read the ${what} ${file}: ${why}\n`);
    return undefined;
  }
}

const indent = (text: string): string =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `  ${line}` : ''))
    .join('\n');

/** Judges `output` against Arbiter's answers to `input`; see the command's help. */
export function runCheck(id: string, inputFile: string, outputFile: string, flags: CheckFlags, streams: Streams): number {
  const found = lookUp(id, streams, 'check');
  if (!found) return EXIT_USAGE;
  const input = readText(inputFile, 'input', 'check', streams);
  const output = input === undefined ? undefined : readText(outputFile, 'output', 'check', streams);
  if (input === undefined || output === undefined) return EXIT_USAGE;
  const { cases, errors } = found.problem.read(input);
  const caseErrors = cases.flatMap((pending) => {
    const answer = pending.answer(false);
    return answer.kind === 'input-error' ? answer.errors : [];
  });
  if (errors.length > 0 || caseErrors.length > 0) {
    const first = [...errors, ...caseErrors].sort((a, b) => a.line - b.line)[0];
    streams.stderr.write(
      `arbiter check: Arbiter rejects this input, so it cannot judge outputs for it:\n${formatLocatedError(inputFile, first)}\n`,
    );
    return EXIT_USAGE;
  }
  const expected: string[] = [];
  for (const pending of cases) {
    const answer = pending.answer(false);
    if (answer.kind !== 'verdict') {
      streams.stderr.write(
        `arbiter check: Arbiter could not judge case ${pending.index} (line ${pending.line}): ${answer.kind === 'unjudged' ? answer.message : 'input error'}\n`,
      );
      return EXIT_USAGE;
    }
    expected.push(answer.contest);
  }
  const comparison = compareOutputs(expected, outputLines(output));
  const { first } = comparison;
  const total = expected.length;
  const pending = first && first.index < cases.length ? cases[first.index] : undefined;
  const explained = pending && first?.kind !== 'extra' ? pending.answer(true) : undefined;
  const explanation = explained ? (explained.kind === 'verdict' ? (explained.text ?? '') : '') : undefined;
  if (flags.json) {
    const result =
      first === undefined
        ? 'accepted'
        : first.kind === 'wrong'
          ? 'wrong-answer'
          : first.kind === 'missing'
            ? 'missing-lines'
            : 'extra-lines';
    streams.stdout(
      `${JSON.stringify({
        result,
        cases: total,
        correct: comparison.correct,
        ...(first ? { case: first.index + 1, outputLine: first.index + 1 } : {}),
        ...(pending ? { line: pending.line } : {}),
        ...(first && first.kind !== 'extra' ? { expected: first.expected } : {}),
        ...(first && first.kind !== 'missing' ? { given: first.got } : {}),
        ...(explanation !== undefined ? { explanation } : {}),
      })}\n`,
    );
    return first ? EXIT_FAILED : EXIT_OK;
  }
  streams.stdout(`${checkReport(comparison, total, pending?.line, explanation)}\n`);
  return first ? EXIT_FAILED : EXIT_OK;
}

function checkReport(comparison: Comparison, total: number, line: number | undefined, explanation: string | undefined): string {
  const { first, correct } = comparison;
  const plural = (count: number, what: string): string => `${count} ${what}${count === 1 ? '' : 's'}`;
  if (!first) return `Accepted (${plural(total, 'case')})`;
  const right = `${correct} of ${plural(total, 'case')} right`;
  const why = explanation ? `\nWhy "${first.kind === 'extra' ? '' : first.expected}":\n${indent(explanation)}` : '';
  switch (first.kind) {
    case 'wrong':
      return `Wrong answer on case ${first.index + 1} (input line ${line}):\n  expected: ${first.expected}\n  given:    ${first.got}${why}\n${right}`;
    case 'missing':
      return `Missing output: the output ends after ${plural(first.index, 'line')}; case ${first.index + 1} (input line ${line}) expects:\n  ${first.expected}${why}\n${right}`;
    case 'extra':
      return `Extra output: line ${first.index + 1} answers no case (the input has ${plural(total, 'case')}):\n  ${first.got}\n${right}`;
  }
}

// ---- stress ----

export interface StressFlags {
  seed: number;
  tests: number;
  timeLimit: number;
  jobs: number;
  out: string;
  profile: StressProfile;
  shrinkTime: number;
  json?: boolean;
}

export type FailureKind = 'wrong-answer' | 'runtime-error' | 'time-limit' | 'output-limit';

interface Failure {
  readonly kind: FailureKind;
  readonly outcome: RunOutcome;
  /** The program's output lines (as a judge reads them). */
  readonly got: readonly string[];
  /** For a wrong answer: the first line that differs. */
  readonly comparison?: Comparison;
}

/** The seed of stress test `index`: `arbiter gen --seed` with it makes the same input. */
export const testSeed = (seed: number, index: number): number =>
  Math.floor(seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)() * 2 ** 31);
/** How many cases stress test `index` has (1 to STRESS_CASES[profile]), drawn from its seed. */
export const testCases = (seed: number, profile: Profile): number => 1 + (seed % STRESS_CASES[profile]);

function classify(input: TestInput, outcome: RunOutcome): Failure | undefined {
  const got = outputLines(outcome.stdout);
  if (outcome.kind !== 'finished') return { kind: outcome.kind, outcome, got };
  const comparison = compareOutputs(input.expected(), got);
  return comparison.first ? { kind: 'wrong-answer', outcome, got, comparison } : undefined;
}

const limitsFor = (input: TestInput, flags: StressFlags) => ({
  timeLimitMs: flags.timeLimit * 1000,
  outputLimitBytes: outputLimit(input.expected().join('\n').length + 1),
});

/** What the program did, in words. */
function describeFailure(failure: Failure, flags: StressFlags, limitBytes: number): string {
  const { outcome } = failure;
  const stderr = outcome.stderr.trim()
    ? `\nIts standard error (the end):\n${indent(outcome.stderr.split('\n').slice(-12).join('\n'))}`
    : '';
  switch (failure.kind) {
    case 'wrong-answer':
      return `Your program's output:\n${failure.got.length ? indent(failure.got.join('\n')) : '  (nothing)'}`;
    case 'runtime-error': {
      const how =
        outcome.kind === 'runtime-error' && outcome.signal
          ? `was killed by ${outcome.signal}`
          : `exited with status ${outcome.kind === 'runtime-error' ? outcome.code : '?'}`;
      return `Your program ${how}.${stderr}`;
    }
    case 'time-limit':
      return `Your program ran past the time limit of ${flags.timeLimit} s and was killed, with every process it started.${stderr}`;
    case 'output-limit':
      return `Your program printed more than ${limitBytes} bytes (10 times the expected output, at least 4 KiB, at most 1 MiB) and was killed.`;
  }
}

interface FailedTest {
  readonly index: number;
  readonly seed: number;
  readonly profile: Profile;
  readonly input: TestInput;
  readonly failure: Failure;
}

const KIND_WORDS: Readonly<Record<FailureKind, string>> = {
  'wrong-answer': 'wrong answer',
  'runtime-error': 'runtime error',
  'time-limit': 'time limit exceeded',
  'output-limit': 'output limit exceeded',
};

/** Runs the stress test; see the command's help. */
export async function runStress(id: string, command: readonly string[], flags: StressFlags, streams: Streams): Promise<number> {
  const found = lookUp(id, streams, 'stress');
  if (!found) return EXIT_USAGE;
  const { tools } = found;
  if (command.length === 0) {
    streams.stderr.write(`arbiter stress: give the command that runs your program after "--", e.g. arbiter stress ${id} -- ./a.out\n`);
    return EXIT_USAGE;
  }
  const [program, ...args] = command;
  const run = (input: TestInput): Promise<RunOutcome> => runProgram(program, args, input.text, limitsFor(input, flags));
  const progress = new Progress(flags.tests, streams.stderr, { command: 'arbiter stress', unit: 'test' });

  // Tests run `jobs` at a time; after the first failure no new test starts, and the failure of
  // the lowest-numbered test is kept, so the report does not depend on which run finished first.
  let next = 0;
  let done = 0;
  // One object, so that TypeScript does not keep the loop's narrowing across the awaits.
  const state: { failed?: FailedTest; startError?: StartError } = {};
  const keep = (found: FailedTest): void => {
    if (!state.failed || found.index < state.failed.index) state.failed = found;
  };
  const worker = async (): Promise<void> => {
    while (next < flags.tests && !state.failed && !state.startError) {
      const index = next++;
      const seed = testSeed(flags.seed, index);
      const profile = testProfile(flags.profile, index);
      const input = tools.generate(seed, profile, testCases(seed, profile));
      try {
        const failure = classify(input, await run(input));
        if (failure) keep({ index, seed, profile, input, failure });
      } catch (error) {
        if (!(error instanceof StartError)) throw error;
        state.startError = error;
      }
      done++;
      progress.update(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, flags.jobs) }, worker));
  progress.done();
  const { failed, startError } = state;
  if (startError) {
    streams.stderr.write(`arbiter stress: ${startError.message}\n`);
    return EXIT_USAGE;
  }
  if (!failed) {
    const sizes =
      flags.profile === 'mixed'
        ? `three small tests to one contest or hard`
        : `profile ${flags.profile}, 1 to ${STRESS_CASES[flags.profile]} cases a test`;
    if (flags.json)
      streams.stdout(`${JSON.stringify({ result: 'passed', tests: flags.tests, input: '', expected: '', got: '', shrinkSteps: 0 })}\n`);
    else streams.stdout(`All ${flags.tests} tests passed (seed ${flags.seed}, ${sizes}).\n`);
    return EXIT_OK;
  }

  // Shrink: keep the failure's kind; a wrong answer must stay a wrong answer.
  const start = failed;
  const { kind } = start.failure;
  const firstBad = start.failure.comparison?.first?.index ?? 0;
  const deadline = Date.now() + flags.shrinkTime * 1000;
  const failures = new Map<TestInput, Failure>([[failed.input, failed.failure]]);
  const strict = failed.profile !== 'small';
  let shrinkTries = 0;
  const shrunk = await shrink<TestInput>(
    failed.input,
    (input) => input.candidates(failures.get(input)?.comparison?.first?.index ?? (input === start.input ? firstBad : 0), strict),
    async (candidate) => {
      const failure = classify(candidate, await run(candidate));
      progress.update(done, `shrinking (${++shrinkTries} tries)`);
      if (failure?.kind !== kind) return false;
      failures.set(candidate, failure);
      return true;
    },
    { stop: () => Date.now() > deadline, parallel: flags.jobs },
  );
  progress.done();
  const minimal = shrunk.value;
  const failure = failures.get(minimal) ?? failed.failure;
  let written = true;
  try {
    writeFileSync(flags.out, minimal.text);
  } catch {
    written = false;
  }
  const expected = minimal.expected();
  if (flags.json) {
    streams.stdout(
      `${JSON.stringify({
        result: kind,
        tests: failed.index + 1,
        input: minimal.text,
        expected: expected.join('\n'),
        got: failure.got.join('\n'),
        shrinkSteps: shrunk.steps,
        seed: failed.seed,
        cases: testCases(failed.seed, failed.profile),
        profile: failed.profile,
        out: written ? flags.out : null,
      })}\n`,
    );
    return EXIT_FAILED;
  }
  const gen = `arbiter gen ${id} --seed ${failed.seed} --cases ${testCases(failed.seed, failed.profile)} --profile ${failed.profile}`;
  const budget = shrunk.minimal ? 'no smaller input fails' : `stopped at the shrink time of ${flags.shrinkTime} s`;
  const bad = failure.comparison?.first?.index ?? 0;
  const lines = [
    `Test ${failed.index + 1} of ${flags.tests} failed: ${KIND_WORDS[kind]}. Its input: ${gen}`,
    `Shrunk in ${shrunk.steps} steps (${shrunk.tries} tries; ${budget}) to this input${written ? `, written to ${flags.out}` : ` (could not write ${flags.out})`}:`,
    '',
    minimal.text.trimEnd(),
    '',
    `Arbiter's answer:\n${indent(expected.join('\n'))}`,
    describeFailure(failure, flags, limitsFor(minimal, flags).outputLimitBytes),
  ];
  if (bad < minimal.caseCount)
    lines.push(`Why "${expected[bad]}" (case ${bad + 1}, input line ${minimal.caseLine(bad)}):\n${indent(minimal.explain(bad))}`);
  streams.stdout(`${lines.join('\n')}\n`);
  return EXIT_FAILED;
}

// ---- the commands ----

export function addContestantCommands(program: Command, setExit: (status: number) => void): void {
  const streams: Streams = { stdout: (text) => standardOutput().write(text), stderr: standardError };
  program
    .command('gen')
    .summary('print a generated contest input (seeded: the same seed gives the same input)')
    .description(`Prints a valid contest input for PROBLEM (${problemIds}), made by Arbiter's generators.`)
    .argument('<problem>', 'the problem')
    .option('--seed <n>', 'the seed; the same seed, cases and profile always give the same input', wholeNumber('seed', 0), DEFAULT_SEED)
    .option('--cases <k>', 'how many cases', wholeNumber('cases', 1), DEFAULT_GEN_CASES)
    .addOption(
      profileOption(
        'contest',
        'small: few pieces and short games; contest: within the contest limits (--strict accepts it); hard: the tricky kinds, still within the limits',
      ),
    )
    .addHelpText(
      'after',
      `
Examples:
  arbiter gen rank-and-file --seed 7 > input.txt
  arbiter gen checkers --cases 50 --profile hard | ./my-solution
  arbiter gen simplified-chess --profile small --cases 3`,
    )
    .exitOverride()
    .action((id: string, flags: GenFlags) => setExit(runGen(id, flags, streams)));

  program
    .command('check')
    .summary("judge a contestant's output file against Arbiter's answers")
    .description(
      `Judges OUTPUT (your program's output for INPUT) against Arbiter's answers, as a contest judge would: line by line, letters exactly; trailing spaces, CRLF line ends and the final newline are ignored. Prints "Accepted (N cases)", or the first wrong case (its input line, the expected and the given line, and why the expected answer is right), then how many cases were right. Missing and extra lines are reported as such.`,
    )
    .argument('<problem>', `the problem (${problemIds})`)
    .argument('<input>', 'the contest input ("-" for standard input)')
    .argument('<output>', 'the output to judge')
    .option(
      '--json',
      'one JSON object: result (accepted, wrong-answer, missing-lines, extra-lines), cases, correct, case, line, expected, given, explanation',
    )
    .addHelpText(
      'after',
      `
Examples:
  ./my-solution < input.txt > mine.txt && arbiter check rank-and-file input.txt mine.txt
  arbiter check checkers examples/checkers.txt mine.txt --json

Exit status: 0 accepted, 1 wrong answer (or missing or extra lines), 2 usage errors, unreadable
files, or an input Arbiter itself rejects (the error is shown).`,
    )
    .exitOverride()
    .action((id: string, input: string, output: string, flags: CheckFlags) => setExit(runCheck(id, input, output, flags, streams)));

  program
    .command('stress')
    .summary('run your program on generated inputs until it fails, then shrink the failing input')
    .description(
      `Runs COMMAND (your program, with its arguments; started directly, not through a shell) on generated inputs of PROBLEM on its standard input, and compares its output with Arbiter's, case by case. Stops at the first failure: wrong answer, runtime error (non-zero exit or a signal), time limit (the program and every process it started are killed), or output limit (more than 10 times the expected output, at least 4 KiB, at most 1 MiB). Then shrinks the input while the program still fails the same way: first to the one failing case, then to smaller cases (fewer pieces, fewer moves, smaller m, fewer dangerous fields), and prints the smallest, Arbiter's answer and why, and what the program did. Each test has 1 to ${STRESS_CASES.small} cases with --profile small, 1 to ${STRESS_CASES.contest} with contest or hard; the default, mixed, takes three small tests, then a contest one, three small, a hard one, and so on.`,
    )
    .argument('<problem>', `the problem (${problemIds})`)
    .argument('[command...]', 'your program and its arguments, after "--"')
    .usage('[options] <problem> -- <command> [args...]')
    .option('--seed <n>', 'the seed of the first test; the same seed gives the same tests', wholeNumber('seed', 0), DEFAULT_SEED)
    .option('--tests <t>', 'how many tests to run', wholeNumber('tests', 1), DEFAULT_TESTS)
    .option('--time-limit <seconds>', 'per run; beyond it the run is killed as a time-limit failure', seconds, DEFAULT_TIME_LIMIT_S)
    .option('--jobs <j>', 'runs at once; the number of cores unless given', wholeNumber('jobs', 1), availableParallelism())
    .option('--out <file>', 'where to write the smallest failing input', DEFAULT_OUT)
    .addOption(
      new Option(
        '--profile <profile>',
        'small: few pieces, short games (easy to read); contest or hard: within the contest limits; mixed: mostly small, every fourth contest or hard',
      )
        .choices([...PROFILES, 'mixed'])
        .default('mixed'),
    )
    .option('--shrink-time <seconds>', 'time budget for shrinking', seconds, DEFAULT_SHRINK_S)
    .option('--json', 'print one JSON object at the end: result, tests, input, expected, got, shrinkSteps')
    .addHelpText(
      'after',
      `
Examples:
  arbiter stress rank-and-file -- ./a.out
  arbiter stress checkers --tests 1000 --time-limit 1 -- python3 solution.py
  arbiter stress simplified-chess --profile contest --out failing.txt -- java -cp build Main
  arbiter stress cheesy-chess --json -- node solution.mjs | jq .input -r

Everything after "--" is the command, so its own options are passed on untouched. A failing
test's input can be made again with the "arbiter gen" command the report shows.

Exit status: 0 every test passed, 1 a failure was found (the report says which), 2 usage errors
or a program that cannot be started (no such file, permission denied).`,
    )
    .exitOverride()
    .action(async (id: string, command: string[], flags: StressFlags) => setExit(await runStress(id, command, flags, streams)));
}
