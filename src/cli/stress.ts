import { availableParallelism } from 'node:os';
import { Option } from 'commander';
import { presentationHint, showBytes } from '../core/compare.js';
import { escapeInput, jsonLine, shellWords } from '../core/characters.js';
import type { ClassVerdict, Profile, SizeRanges } from '../core/generate.js';
import type { ContestantTools, TestCase } from '../framework/contestant-tools.js';
import {
  EXIT_FAILED,
  MAX_JOBS,
  MAX_TESTS,
  indent,
  jobsParser,
  maxCases,
  parseSizes,
  plural,
  profileOption,
  seedOption,
  setOption,
  testSeed,
} from './contestant.js';
import { MAX_SECONDS, seconds, wholeNumber } from './arguments.js';
import type { ProblemList } from './problem-argument.js';
import { problemCommand } from './command.js';
import { genCommand } from './gen.js';
import { invokedCommand } from './invoked.js';
import { type Minimized, minimize } from './minimize.js';
import { Progress } from './output.js';
import { StartError } from './process.js';
import { containmentWords } from './contain.js';
import { type Failure, type FailureKind, Runner } from './runner.js';
import { notRewritable, replaceWhole } from './files.js';
import { EXIT_OK, EXIT_USAGE, type Streams, errorLines } from './status.js';

/**
 * `arbiter stress`: runs a contestant's program on generated contest data until it fails (or the
 * tests or the time run out), then shrinks the failing input to a 1-minimal one that fails the
 * same way, and reports it with what to do next.
 */

export const DEFAULT_TIME_S = 60;
export const DEFAULT_TIME_LIMIT_S = 2;
export const PATIENCE_FACTOR = 10;
export const DEFAULT_SHRINK_S = 30;
export const DEFAULT_BATCH = 64;
export const DEFAULT_OUT = 'arbiter-stress-failure.txt';
/** Cases per stress test, at most, by profile (each test has 1 to this many unless `--set cases=` says otherwise). */
export const STRESS_CASES: Readonly<Record<Profile, number>> = { small: 3, contest: 10, hard: 10, edge: 10 };
/**
 * `stress --profile mixed` (the default): small tests mostly, for inputs a person can read, and
 * every fourth test contest or hard, where bugs that need a crowded board show up.
 */
export type StressProfile = Profile | 'mixed';
const MIXED: readonly Profile[] = ['small', 'small', 'small', 'contest', 'small', 'small', 'small', 'hard'];
/** The profile of stress test `index`. */
export const testProfile = (profile: StressProfile, index: number): Profile =>
  profile === 'mixed' ? MIXED[index % MIXED.length] : profile;

export interface StressFlags {
  seed: number;
  /** Tests at most; none: until a failure or the time budget. */
  tests?: number;
  /** The search's time budget, in seconds. */
  time: number;
  timeLimit: number;
  /** How long a run over the time limit may take when run again (default PATIENCE_FACTOR times the limit). */
  patience?: number;
  jobs: number;
  out: string;
  profile: StressProfile;
  set?: readonly string[];
  shrinkTime: number;
  /** Candidate cases in one run while shrinking (1: a run for each). */
  shrinkBatch: number;
  json?: boolean;
  /** Replace a symbolic link at `out` (the link itself, never what it points to). */
  force?: boolean;
}

interface FailedTest {
  readonly index: number;
  readonly seed: number;
  readonly profile: Profile;
  readonly cases: readonly TestCase[];
  readonly failure: Failure;
}

const KIND_WORDS: Readonly<Record<FailureKind, string>> = {
  'wrong-answer': 'wrong answer',
  'runtime-error': 'runtime error',
  'time-limit': 'time limit exceeded',
  'output-limit': 'output limit exceeded',
};

const seconds1 = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The class of the cases that show the failure: `edge` (with its reasons) if any is. */
function classOf(cases: readonly TestCase[], failure: Failure): ClassVerdict {
  const index = failure.mismatch?.index;
  const shown = index !== undefined && index < cases.length ? [cases[index]] : cases;
  const edge = shown.map((input) => input.dataClass()).filter((verdict) => verdict.class === 'edge');
  return edge.length
    ? { class: 'edge', reasons: edge.flatMap((verdict) => verdict.reasons) }
    : { class: 'contest', reasons: [] };
}

function classWords(verdict: ClassVerdict): string {
  if (verdict.class === 'contest')
    return "It is contest data: what the contest's own data can contain. This is a bug in your program.";
  return (
    `It is edge data: ${verdict.reasons.join('; ')}. A judge's data may not contain such a ` +
    `case: this may be a ruling your program reads differently, not a bug. A failure on contest ` +
    `data (the default profiles) matters first.`
  );
}

/** What the program did, in words. */
function describeFailure(failure: Failure, limitMs: number): string {
  const { outcome } = failure;
  const output = failure.got.length
    ? indent(
        failure.got
          .slice(0, 20)
          .map((line) => showBytes(line))
          .join('\n'),
      ) + (failure.got.length > 20 ? `\n  ... (${plural(failure.got.length - 20, 'more line')})` : '')
    : '  (nothing)';
  const stderr = outcome.stderr.trim()
    ? `\nIts standard error (the end):\n${indent(
        outcome.stderr
          .split('\n')
          .slice(-12)
          .map((line) => showBytes(line))
          .join('\n'),
      )}`
    : '';
  switch (failure.kind) {
    case 'wrong-answer':
      return `Your program's output:\n${output}`;
    case 'runtime-error': {
      const how =
        outcome.kind === 'runtime-error' && outcome.signal
          ? `was killed by ${outcome.signal}`
          : `exited with status ${outcome.kind === 'runtime-error' ? outcome.code : '?'}`;
      return `Your program ${how}. Its output before that:\n${output}${stderr}`;
    }
    case 'time-limit':
      return (
        `Your program ran past the time limit of ${seconds1(limitMs)} and was killed, with ` +
        `every process it started. Its output by then:\n${output}${stderr}`
      );
    case 'output-limit':
      return (
        `Your program printed more than 10 times the expected output (at least 4 KiB, at most ` +
        `1 MiB) and was killed.`
      );
  }
}

/** What the run with more time showed, for a failure first seen as a time-out. */
function slowWords(failure: Failure): string | undefined {
  if (!failure.slow) return undefined;
  const { limitMs, patienceMs } = failure.slow;
  const took = seconds1(failure.outcome.timeMs);
  if (failure.kind === 'wrong-answer')
    return (
      `It also ran past the time limit of ${seconds1(limitMs)}: run again with up to ` +
      `${seconds1(patienceMs)} (--patience), it answered after ${took}, wrongly. Fix the wrong answer first.`
    );
  const again = `Run again with up to ${seconds1(patienceMs)} (--patience), it`;
  switch (failure.outcome.kind) {
    case 'time-limit':
      return `${again} was still running: it may never end.`;
    case 'finished':
      return `${again} answered every case right after ${took}: right, but too slow.`;
    default:
      return `${again} ended after ${took}, as described below.`;
  }
}

/** Runs the stress test; see the command's help. */
export async function runStress(
  problems: ProblemList,
  id: string,
  command: readonly string[],
  flags: StressFlags,
  streams: Streams,
): Promise<number> {
  const problem = problems.lookUp(id, streams, 'stress');
  if (!problem) return EXIT_USAGE;
  const { tools } = problem;
  if (command.length === 0) {
    streams.stderr.write(
      `arbiter stress: give the command that runs your program after "--", e.g. arbiter stress ${id} -- ./a.out\n`,
    );
    return EXIT_USAGE;
  }
  const outBlocked = notRewritable(flags.out, flags.force === true);
  if (outBlocked) {
    streams.stderr.write(`arbiter stress: --out: ${outBlocked}\n`);
    return EXIT_USAGE;
  }
  const limit = maxCases(tools);
  const knobs = [...tools.sizes, { name: 'cases', what: 'cases per test', min: 1, max: limit }];
  const parsed = parseSizes(flags.set ?? [], knobs);
  if (typeof parsed === 'string') {
    streams.stderr.write(errorLines('arbiter stress', parsed));
    return EXIT_USAGE;
  }
  const { cases: casesRange, ...sizes } = parsed;
  const patienceMs = 1000 * (flags.patience ?? Math.min(MAX_SECONDS, PATIENCE_FACTOR * flags.timeLimit));
  const [program, ...args] = command;
  const runner = new Runner(tools, { command: program, args, timeLimitMs: flags.timeLimit * 1000, patienceMs });
  const started = Date.now();
  const deadline = started + flags.time * 1000;
  const progress = new Progress(flags.tests, streams.stderr, { command: 'arbiter stress', unit: 'test' });

  const casesOf = (seed: number, profile: Profile): number => {
    const range = casesRange ?? { min: 1, max: Math.min(limit, STRESS_CASES[profile]) };
    return range.min + (seed % (range.max - range.min + 1));
  };
  // Tests run `jobs` at a time; after the first failure no new test starts, and the failure of
  // the lowest-numbered test is kept, so the report does not depend on which run finished first.
  let next = 0;
  let done = 0;
  let casesDone = 0;
  // One object, so that TypeScript does not keep the loop's narrowing across the awaits.
  const state: { failed?: FailedTest; startError?: StartError; stoppedBy: 'tests' | 'time' } = { stoppedBy: 'tests' };
  const more = (): boolean => {
    if (state.failed || state.startError || next >= (flags.tests ?? MAX_TESTS)) return false;
    if (Date.now() < deadline) return true;
    state.stoppedBy = 'time';
    return false;
  };
  const worker = async (): Promise<void> => {
    while (more()) {
      const index = next++;
      const seed = testSeed(flags.seed, index);
      const profile = testProfile(flags.profile, index);
      const cases = tools.generate(seed, profile, casesOf(seed, profile), sizes);
      try {
        const failure = await runner.judge(cases, { patience: true });
        if (failure && (!state.failed || index < state.failed.index))
          state.failed = { index, seed, profile, cases, failure };
      } catch (error) {
        if (!(error instanceof StartError)) throw error;
        state.startError = error;
      }
      done++;
      casesDone += cases.length;
      progress.update(done, `${plural(casesDone, 'case')}, searching for up to ${flags.time} s`);
    }
  };
  await Promise.all(Array.from({ length: flags.jobs }, worker));
  progress.done();
  const { failed, startError, stoppedBy } = state;
  if (startError) {
    streams.stderr.write(`arbiter stress: ${startError.message}\n`);
    return EXIT_USAGE;
  }
  const searchMs = Date.now() - started;
  const profiles = flags.profile === 'mixed' ? 'small/contest/hard' : flags.profile;
  if (!failed) {
    const hints = [
      ...(flags.profile === 'edge' ? [] : ['`--profile edge`']),
      stoppedBy === 'time'
        ? `\`--time ${Math.min(MAX_SECONDS, flags.time * 10)}\``
        : `\`--tests ${Math.min(MAX_TESTS, done * 10)}\``,
    ];
    if (flags.json)
      streams.stdout(
        `${JSON.stringify({
          result: 'passed',
          tests: done,
          cases: casesDone,
          seconds: searchMs / 1000,
          stoppedBy,
          profile: flags.profile,
          seed: flags.seed,
        })}\n`,
      );
    else
      streams.stdout(
        `No failure in ${plural(done, 'test')} (${plural(casesDone, 'case')}) in ` +
          `${seconds1(searchMs)}; seed ${flags.seed}, ` +
          `${profiles === flags.profile ? 'profile' : 'profiles'} ${profiles}; try ${hints.join(' or ')}.\n`,
      );
    return EXIT_OK;
  }

  // Keep the failing input at once: shrinking may be stopped, and the file is what to debug with.
  const write = (cases: readonly TestCase[]): boolean => {
    try {
      replaceWhole(flags.out, tools.input(cases));
      return true;
    } catch {
      return false;
    }
  };
  write(failed.cases);
  const shrinkLimitMs = failed.failure.kind === 'wrong-answer' && failed.failure.slow ? patienceMs : runner.timeLimitMs;
  const runsBefore = runner.runs;
  const shrunk = await minimize(runner, tools, failed.cases, failed.failure, {
    jobs: flags.jobs,
    batch: Math.min(flags.shrinkBatch, limit),
    deadline: Date.now() + flags.shrinkTime * 1000,
    timeLimitMs: shrinkLimitMs,
    onStep: write,
    onTry: (tries) =>
      progress.update(
        done,
        `shrinking: ${plural(tries, 'candidate')} tried, ${plural(runner.runs - runsBefore, 'run')}`,
      ),
  });
  progress.done();
  const written = write(shrunk.cases);
  const report = { id, command, flags, failed, shrunk, written, searchMs, testCases: failed.cases.length, sizes };
  streams.stdout(flags.json ? `${jsonLine(jsonReport(report, tools))}\n` : `${textReport(report, tools)}\n`);
  return EXIT_FAILED;
}

interface Report {
  readonly id: string;
  readonly command: readonly string[];
  readonly flags: StressFlags;
  readonly failed: FailedTest;
  readonly shrunk: Minimized;
  readonly written: boolean;
  readonly searchMs: number;
  readonly testCases: number;
  readonly sizes: SizeRanges;
}

function jsonReport(report: Report, tools: ContestantTools) {
  const { failed, shrunk, flags } = report;
  const { failure, cases } = shrunk;
  const verdict = classOf(cases, failure);
  return {
    result: failure.kind,
    tests: failed.index + 1,
    seconds: report.searchMs / 1000,
    seed: failed.seed,
    cases: report.testCases,
    profile: failed.profile,
    class: verdict.class,
    reasons: verdict.reasons,
    input: tools.input(cases),
    expected: cases.map((input) => input.expected()).join('\n'),
    got: failure.got.map((line) => showBytes(line)).join('\n'),
    ...(failure.mismatch ? { hint: presentationHint(failure.mismatch, cases.length) } : {}),
    ...(failed.failure.slow ? { slow: { ...failed.failure.slow, ms: failed.failure.outcome.timeMs } } : {}),
    shrinkSteps: shrunk.steps,
    shrinkTries: shrunk.tries,
    shrinkRuns: shrunk.runs,
    minimal: shrunk.minimal,
    batched: shrunk.batched,
    notes: shrunk.notes,
    out: report.written ? flags.out : null,
  };
}

function textReport(report: Report, tools: ContestantTools): string {
  const { id, failed, shrunk, flags } = report;
  // Arbiter as this run was started: the commands below are copied into a shell here.
  const arbiter = invokedCommand();
  const { failure, cases } = shrunk;
  const expected = cases.map((input) => input.expected());
  const lines = [
    `Test ${failed.index + 1} failed: ${KIND_WORDS[failed.failure.kind]} ` +
      `(after ${plural(failed.index + 1, 'test')} in ${seconds1(report.searchMs)}). ` +
      `Its input: ${genCommand(id, failed.seed, report.testCases, failed.profile, report.sizes, arbiter)}`,
  ];
  const slow = slowWords(failed.failure);
  if (slow) lines.push(slow);
  const size =
    `${plural(cases.length, 'case')} in ${plural(shrunk.steps, 'step')} ` +
    `(${plural(shrunk.tries, 'candidate')} tried in ${plural(shrunk.runs, 'run')} of your program)`;
  lines.push(
    shrunk.minimal
      ? `Shrunk to ${size}; no smaller input fails the same way.`
      : `Shrunk to ${size}, when the shrink budget of ${flags.shrinkTime} s ran out: a smaller ` +
          `input may still fail the same way (--shrink-time gives more).`,
    ...shrunk.notes,
    report.written
      ? `The input, written to ${escapeInput(flags.out)}:`
      : `The input (it could not be written to ${escapeInput(flags.out)}):`,
    '',
    tools.input(cases).trimEnd(),
    '',
    classWords(classOf(cases, failure)),
    `Arbiter's answer:\n${indent(expected.join('\n'))}`,
    describeFailure(
      failure,
      failure.kind === 'wrong-answer' && failed.failure.slow ? failed.failure.slow.patienceMs : flags.timeLimit * 1000,
    ),
  );
  const hint = failure.mismatch && presentationHint(failure.mismatch, cases.length);
  if (hint) lines.push(`Hint: ${hint}.`);
  const bad = failure.mismatch?.index ?? 0;
  if (bad < cases.length) {
    const line = tools.caseLines(cases)[bad];
    lines.push(`Why "${expected[bad]}" (case ${bad + 1}, input line ${line}):\n${indent(cases[bad].explain())}`);
  }
  if (report.written)
    lines.push(
      '',
      `To reproduce:\n  ${shellWords(report.command)} < ${shellWords([flags.out])}\n` +
        `  ${arbiter} ${id} --explain ${shellWords([flags.out])}`,
    );
  return lines.join('\n');
}

export const addStressCommand = problemCommand((list, streams) => ({
  name: 'stress',
  summary: 'run your program on generated contest data until it fails, then shrink the failing input',
  description:
    `Runs COMMAND (your program, with its arguments; started directly, not through a ` +
    `shell) on generated inputs of PROBLEM on its standard input, and compares its output with ` +
    `Arbiter's, case by case, until it fails, --tests tests have passed, or --time seconds have ` +
    `gone by. A failure is a wrong answer, a runtime error (non-zero exit or a signal), a time-out ` +
    `(the program and every process it started are killed; it is run again with up to --patience to ` +
    `see whether it also answers wrongly) or too much output. Then shrinks the input while the ` +
    `program still fails the same way (the same kind of failure, and for a wrong answer the same ` +
    `expected and given lines), keeping the case in its data class, until no smaller input does: ` +
    `first the list of cases, then the case (fewer pieces, fewer moves, smaller m, ...), trying ` +
    `many candidate cases in one run of your program. Prints the smallest input, its data class, ` +
    `Arbiter's answer and why, what your program did, and the commands that reproduce it.`,
  define: (command) =>
    command
      .argument('[command...]', 'your program and its arguments, after "--"')
      .usage('[options] <problem> -- <command...>')
      .addOption(seedOption('the seed of the first test; the same seed gives the same tests'))
      .option(
        '--tests <t>',
        'stop after this many tests (default: no limit but --time)',
        wholeNumber('tests', 1, MAX_TESTS),
      )
      .option('--time <seconds>', 'stop searching after this long', seconds(), DEFAULT_TIME_S)
      .option(
        '--time-limit <seconds>',
        'per run; beyond it the run is killed as a time-out',
        seconds(),
        DEFAULT_TIME_LIMIT_S,
      )
      .option(
        '--patience <seconds>',
        `how long a run that timed out may take when run again (default: ${PATIENCE_FACTOR} times --time-limit)`,
        seconds(),
      )
      .addOption(
        new Option('--jobs <j>', `runs at once, at most ${MAX_JOBS}`)
          .argParser(jobsParser)
          .default(availableParallelism(), 'the number of cores'),
      )
      .option(
        '--out <file>',
        'where to write the failing input (as soon as it is found, then the smallest); a file there ' +
          'is replaced, a symbolic link is not written through',
        DEFAULT_OUT,
      )
      .option('--force', 'replace a symbolic link at --out (the link itself, never what it points to)')
      .addOption(
        profileOption(
          'mixed',
          'small: few pieces, short games (easy to read); contest or hard: as the contest data; ' +
            'edge: also what no game reaches; mixed: mostly small, every fourth contest or hard',
          ['mixed'],
        ),
      )
      .addOption(
        setOption('a size knob (repeatable; `arbiter gen PROBLEM --help` lists them), or cases=MIN..MAX per test'),
      )
      .option('--shrink-time <seconds>', 'time budget for shrinking', seconds(), DEFAULT_SHRINK_S)
      .option(
        '--shrink-batch <k>',
        'candidate cases in one run while shrinking (1: a run for each)',
        wholeNumber('cases', 1, 10_000),
        DEFAULT_BATCH,
      )
      .option(
        '--json',
        'print one JSON object at the end: result, tests, class, input, expected, got, shrinkSteps, ' +
          'shrinkRuns, minimal, ...',
      ),
  // A function: the containment is probed only when help is asked for.
  after: () => `
Examples:
  arbiter stress rank-and-file -- ./a.out
  arbiter stress checkers --time 600 --time-limit 1 -- python3 solution.py
  arbiter stress simplified-chess --profile contest --out failing.txt -- java -cp build Main
  arbiter stress cheesy-chess --json -- node solution.mjs | jq .input -r

Everything after "--" is the command, so its own options are passed on untouched. A failing
test's input can be made again with the "arbiter gen" command the report shows.

Exit status: 0 no failure found, 1 a failure was found (the report says which), 2 usage errors
or a program that cannot be started (no such file, permission denied); stopped by SIGINT (Ctrl-C),
SIGTERM or SIGHUP, it kills every process your program started, then ends by that signal (130,
143, 129).

Containment on this machine: ${containmentWords()}.`,
  run: (id: string, command: string[], flags: StressFlags) => runStress(list, id, command, flags, streams),
}));
