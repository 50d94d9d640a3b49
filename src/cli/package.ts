import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InvalidArgumentError, Option } from 'commander';
import { greedyCover, mostKilling } from '../core/cover.js';
import type { RegisteredProblem } from '../framework/registered.js';
import { wholeNumber } from './arguments.js';
import type { ProblemList } from './problem-argument.js';
import { problemCommand } from './command.js';
import { EXIT_USAGE, type Streams, errorLines } from './status.js';
import {
  DataError,
  type Dropped,
  type TestFile,
  byJudgeOrder,
  cornerTests,
  generatedTests,
  maxTests,
  sampleTest,
  testPath,
  verdictTests,
} from './package/data.js';
import {
  INGREDIENTS,
  IngredientError,
  LICENSES,
  type License,
  anyIngredients,
  type Submission,
  bundleFile,
  ingredientsFolder,
  unbuiltIngredients,
  loadIngredients,
} from './package/ingredients.js';
import {
  type Program,
  ProgramError,
  type RunResult,
  judge,
  missingTools,
  pool,
  prepare,
  pythonInterpreter,
} from './package/programs.js';
import { type PackageFile, packageFiles, readBundle, shortName, writeDirectory, zipBytes } from './package/write.js';
import { escapeInput } from '../core/characters.js';
import { onInterrupt } from './interrupt.js';
import {
  WholeFiles,
  WriteFailure,
  cannotWrite,
  inTheWay,
  notADirectory,
  partialName,
  remove,
  unmake,
  writableDirectory,
} from './files.js';
import { errnoCode } from './errno.js';
import { plural } from '../core/grouped.js';

/**
 * `arbiter package PROBLEM [DIR]`: a Kattis problem package (legacy format) whose secret data
 * kills every known-wrong submission. The data is chosen, not just generated: every mutant (a
 * plain solution with one realistic bug planted) is run on the tests, greedily more generated
 * tests are taken until each one fails somewhere, and the package is refused if any passes.
 */

export const EXIT_REFUSED = 1;

export interface PackageFlags {
  seed: number;
  jobs: number;
  force?: boolean;
  zip: boolean;
  /** The licence and the rights owner problem.yaml states: the judge's to give (write.ts, Rights). */
  license?: License;
  rightsOwner?: string;
}

/** Cases in a generated test, generated tests looked at per round, and rounds at most. */
const BULK_CASES = 20;
const BULK_BATCH = 8;
const BULK_ROUNDS = 6;
const VERDICT_CASES = 8;
/** Cases of the largest test where the contest sets no bound on their number. */
const UNBOUNDED_MAX_CASES = 1000;
/** A mutant or an accepted program that runs this long on one test is stopped. */
const RUN_LIMIT_MS = 20_000;

class Refused extends Error {}
/** DIR cannot take files: a usage error, found before any work. */
class Unwritable extends Error {}

/** One program's results, test by test (by path), run on demand and kept. */
class Runs {
  private readonly results = new Map<string, Map<string, Promise<RunResult>>>();

  constructor(private readonly limitMs: number) {}

  result(program: Program, test: TestFile): Promise<RunResult> {
    const key = program.submission.name;
    const byTest = this.results.get(key) ?? new Map<string, Promise<RunResult>>();
    this.results.set(key, byTest);
    const path = testPath(test);
    let result = byTest.get(path);
    if (!result) {
      result = judge(program, test.input, test.answer, this.limitMs);
      byTest.set(path, result);
    }
    return result;
  }
}

interface Kill {
  readonly mutant: Submission;
  /** The first test in the judge's order that the mutant fails, and how. */
  readonly test: TestFile;
  readonly result: RunResult;
  /** The slowest of its runs before that test. */
  readonly slowestPassMs: number;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Runs `program` on `tests` in order until it fails one: the failing test and its result, or undefined. */
async function firstFailure(
  runs: Runs,
  program: Program,
  tests: readonly TestFile[],
): Promise<{ test: TestFile; result: RunResult; slowestPassMs: number } | undefined> {
  let slowestPassMs = 0;
  for (const test of tests) {
    const result = await runs.result(program, test);
    if (result.verdict !== 'AC') return { test, result, slowestPassMs };
    slowestPassMs = Math.max(slowestPassMs, result.ms);
  }
  return undefined;
}

export interface PackageReport {
  readonly directory: string;
  readonly zip: string | undefined;
  readonly tests: readonly TestFile[];
  readonly kills: readonly Kill[];
}

export async function buildPackage(
  problem: RegisteredProblem,
  outDir: string,
  flags: PackageFlags,
  log: (line: string) => void,
): Promise<PackageReport> {
  const folder = ingredientsFolder(problem.id);
  const unbuilt = folder ? undefined : unbuiltIngredients(problem.id);
  if (unbuilt)
    throw new IngredientError(
      `${problem.id}'s package ingredients (${unbuilt}) are not in the build beside this program yet; ` +
        'in a clone, run npm run build first',
    );
  // Other problems' ingredients here but not this one's: the problem lacks its package/ folder.
  if (!folder && anyIngredients())
    throw new IngredientError(
      `${problem.id} has no package ingredients: src/problems/${problem.id}/package/problem.yaml is missing; ` +
        `a package takes ${INGREDIENTS.replace('<id>', problem.id)} there (docs/design.md)`,
    );
  const bundle = bundleFile();
  if (!folder || !bundle) {
    const lacking = [bundle ? '' : 'arbiter-standalone.cjs', folder ? '' : `package/${problem.id}/`].filter(Boolean);
    throw new IngredientError(
      `Arbiter's build (${lacking.join(' and ')}) was not found beside this program; in a clone, run npm run build`,
    );
  }
  const name = shortName(problem.title);
  const target = join(outDir, name);
  const zip = flags.zip ? `${target}.zip` : undefined;
  // Before any work, and again before writing: what is there is the user's unless --force says otherwise.
  const refuseWhatIsInTheWay = (): void => {
    const blocked = inTheWay(
      [{ path: target, directory: true }, ...(zip ? [{ path: zip }] : [])],
      flags.force === true,
    );
    if (blocked) throw new Refused(blocked);
  };
  refuseWhatIsInTheWay();
  // Before any work too: DIR takes files (made where missing), with room for the bundle the package holds twice.
  const writable = writableDirectory(outDir, 2 * statSync(bundle).size);
  if ('why' in writable) throw new Unwritable(writable.why);
  let written = false;
  let ingredients: ReturnType<typeof loadIngredients>;
  try {
    ingredients = loadIngredients(folder, problem.id);
    // Before any work: every program the package runs needs its compiler or interpreter.
    const missing = missingTools(ingredients.submissions);
    if (missing.length > 0)
      throw new Refused(`${missing.join('; ')} (arbiter package needs node, python3, gcc and g++)`);
  } catch (error) {
    unmake(writable.made);
    throw error;
  }

  log(
    `Tests: the sample, ${ingredients.corners.length} rule corners, every verdict class, generated ` +
      `tests, the largest test`,
  );
  const dropped: Dropped = { count: 0 };
  // The largest test sets the time limit; the mutants are to fail a smaller one first, which tells a judge more.
  const fixed: TestFile[] = [
    sampleTest(problem),
    ...cornerTests(problem, ingredients.corners),
    ...verdictTests(problem, flags.seed, VERDICT_CASES, dropped),
  ].sort(byJudgeOrder);
  const largest = maxTests(problem, flags.seed, problem.tools.maxCases ?? UNBOUNDED_MAX_CASES, dropped);

  const build = mkdtempSync(join(tmpdir(), 'arbiter-package-'));
  const removeBuild = (): void => {
    rmSync(build, { recursive: true, force: true });
    // No package: DIR as it was.
    if (!written) unmake(writable.made);
  };
  const forget = onInterrupt(removeBuild);
  try {
    const python = ingredients.submissions.some((submission) => submission.language === 'py')
      ? pythonInterpreter()
      : undefined;
    const programs = ingredients.submissions.map((submission) =>
      prepare(submission, join(build, submission.category), python),
    );
    const of = (category: Submission['category']): Program[] =>
      programs.filter((program) => program.submission.category === category);
    const runs = new Runs(RUN_LIMIT_MS);
    const run = <T>(tasks: (() => Promise<T>)[]): Promise<T[]> => pool(tasks, flags.jobs);

    // The accepted programs must be right everywhere: they check the answers as much as the answers check them.
    const accepted = of('accepted');
    const acceptedPassAll = async (tests: readonly TestFile[]): Promise<void> => {
      const failures = (
        await run(
          accepted.flatMap((program) =>
            tests.map((test) => async () => ({ program, test, result: await runs.result(program, test) })),
          ),
        )
      ).filter((item) => item.result.verdict !== 'AC');
      if (failures.length > 0) {
        const { program, test, result } = failures[0];
        throw new Refused(
          `accepted submission ${program.submission.name} gets ${result.verdict} on ` +
            `${testPath(test)} (${result.detail})`,
        );
      }
    };
    log(`Running ${plural(accepted.length, 'accepted submission')} on ${plural(fixed.length, 'test')}`);
    await acceptedPassAll(fixed);

    const mutants = of('wrong_answer');
    log(`Running ${plural(mutants.length, 'mutant')} (wrong_answer submissions) on them`);
    const killedBy = async (
      tests: readonly TestFile[],
      alive: readonly Program[],
    ): Promise<Map<string, Set<string>>> => {
      const results = await run(
        alive.flatMap((program) =>
          tests.map((test) => async () => ({ program, test, result: await runs.result(program, test) })),
        ),
      );
      const kills = new Map<string, Set<string>>(tests.map((test) => [testPath(test), new Set<string>()]));
      for (const { program, test, result } of results)
        if (result.verdict !== 'AC') kills.get(testPath(test))!.add(program.submission.name);
      return kills;
    };
    // Each mutant on the fixed tests in the judge's order, up to the first it fails: whether it is
    // killed, and its line of the kill table, without its runs on the tests after (most die on the sample).
    const failsFixed = await run(
      mutants.map((program) => async () => (await firstFailure(runs, program, fixed)) !== undefined),
    );
    let alive = mutants.filter((_, index) => !failsFixed[index]);

    const chosen: TestFile[] = [];
    const batchOf = (round: number): TestFile[] =>
      generatedTests(problem, flags.seed, round * BULK_BATCH + 1, BULK_BATCH, BULK_CASES, dropped);
    const nameOf = (program: Program): string => program.submission.name;
    if (alive.length === 0) {
      // With every mutant dead already, one test is still taken, so that the data has a generated
      // test: the one that kills the most of them all, found without running them all on every test.
      log(`every mutant fails a test already; taking the generated test that kills the most of them`);
      const batch = batchOf(0);
      const most = await mostKilling(
        batch,
        (test) => test.input.length,
        mutants.map(nameOf),
        async (test, some) =>
          (
            await killedBy(
              [test],
              mutants.filter((program) => some.includes(nameOf(program))),
            )
          ).get(testPath(test))!,
        flags.jobs,
      );
      chosen.push(most ?? batch[0]);
    }
    // Generated bulk, greedily: each round the tests that kill the most of the mutants still alive.
    for (let round = 0; alive.length > 0 && round < BULK_ROUNDS; round++) {
      const batch = batchOf(round);
      const names = alive.map(nameOf);
      log(
        `${plural(alive.length, 'mutant passes', 'mutants pass')} every test so far (${names.join(', ')}); ` +
          `trying ${plural(batch.length, 'generated test')}`,
      );
      const kills = await killedBy(batch, alive);
      const candidates = batch.map((test) => ({ test, kills: kills.get(testPath(test))!, cost: test.input.length }));
      const cover = greedyCover(candidates, names);
      chosen.push(...cover.chosen);
      alive = alive.filter((program) => cover.survivors.includes(nameOf(program)));
    }
    if (alive.length > 0)
      throw new Refused(
        `no test kills ${alive.map((program) => program.submission.name).join(', ')}: a package ` +
          `they pass would not tell them from a right answer`,
      );
    // Renumbered in the order taken, the test that kills most first.
    const bulk = chosen.map((test, index) => ({ ...test, name: String(index + 1).padStart(2, '0') }));
    const tests = [...fixed, ...bulk, ...largest].sort(byJudgeOrder);
    await acceptedPassAll([...bulk, ...largest]);
    if (dropped.count > 0)
      log(`(${dropped.count} generated cases left out: the input validator does not take them as contest data)`);

    // The kill table: each mutant's first failing test in the judge's order, which must be a wrong answer.
    const kills: Kill[] = [];
    for (const mutant of mutants) {
      const failure = await firstFailure(runs, mutant, tests);
      if (!failure) throw new Refused(`mutant ${mutant.submission.name} passes every test`);
      kills.push({ mutant: mutant.submission, ...failure });
    }
    const slowestAccepted = Math.max(
      ...(await run(accepted.flatMap((program) => tests.map((test) => () => runs.result(program, test))))).map(
        (result) => result.ms,
      ),
    );
    // As the judge sets it: 5 times the slowest accepted run, rounded to a second, at least 1 s.
    const timeLimitMs = 1000 * Math.max(1, Math.round((5 * slowestAccepted) / 1000));
    for (const kill of kills) {
      const where = `mutant ${kill.mutant.name} first fails ${testPath(kill.test)}`;
      if (kill.result.verdict !== 'WA')
        throw new Refused(`${where} with ${kill.result.verdict} (${kill.result.detail}), not a wrong answer`);
      // Times here are this machine's, under its load: a warning for the judge to look at, not a refusal.
      if (kill.slowestPassMs > timeLimitMs / 2)
        log(
          `note: ${where}, but before it takes ${seconds(kill.slowestPassMs)} on a test, near the ` +
            `time limit of ${seconds(timeLimitMs)}`,
        );
    }

    // Too slow on purpose: each must run past twice the time limit somewhere, with no wrong answer before.
    const slowLimit = 2 * timeLimitMs + 1000;
    const slowRuns = new Runs(slowLimit);
    for (const slow of of('time_limit_exceeded')) {
      log(`Running ${slow.submission.name} (time_limit_exceeded) until it passes ${seconds(slowLimit)} on a test`);
      const failure = await firstFailure(slowRuns, slow, tests);
      if (!failure || failure.result.verdict !== 'TLE')
        throw new Refused(
          `${slow.submission.name} is not too slow: ` +
            (failure
              ? `${failure.result.verdict} on ${testPath(failure.test)}`
              : `it passes every test within ${seconds(slowLimit)}`),
        );
      log(`  ${slow.submission.name}: over ${seconds(slowLimit)} on ${testPath(failure.test)}`);
    }

    const firstKills = new Map<string, string[]>();
    for (const kill of kills)
      firstKills.set(testPath(kill.test), [...(firstKills.get(testPath(kill.test)) ?? []), kill.mutant.name]);
    const described = tests.map((test) => {
      const names = firstKills.get(testPath(test));
      return names
        ? {
            ...test,
            description:
              `${test.description} The first test that ${names.join(', ')} ` + `fail${names.length === 1 ? 's' : ''}.`,
          }
        : test;
    });
    const files = packageFiles({
      problemId: problem.id,
      problemYaml: ingredients.problemYaml,
      statement: ingredients.statement,
      source: ingredients.source,
      rights: { license: flags.license, rightsOwner: flags.rightsOwner },
      tests: described,
      submissions: ingredients.submissions,
      bundle: readBundle(bundle),
    });
    refuseWhatIsInTheWay();
    writePackage({ target, zip }, files, () => zipBytes(name, files), flags.force === true);
    written = true;
    log(`Slowest accepted run ${seconds(slowestAccepted)}: a judge sets the time limit near ${seconds(timeLimitMs)}`);
    return { directory: target, zip, tests, kills };
  } finally {
    removeBuild();
    forget();
  }
}

/**
 * Writes the package whole or not at all: the directory in a folder of this process's own beside
 * it and the .zip under a temporary name (files.ts, partialName), then both renamed into place.
 * With `force`, what is there (a link itself, never what it points to) is removed first. A file
 * that cannot be written is a refusal naming it, and leaves nothing behind.
 */
export function writePackage(
  paths: { readonly target: string; readonly zip: string | undefined },
  files: readonly PackageFile[],
  zipped: () => Uint8Array,
  force: boolean,
): void {
  const staging = partialName(paths.target);
  const zip = paths.zip === undefined ? undefined : new WholeFiles(force);
  let placed = false;
  // A failure in the folder is named as the file it is for, in the package's directory.
  const inFolder = (error: unknown): unknown => {
    const path = (error as NodeJS.ErrnoException | undefined)?.path;
    return path?.startsWith(staging) ? new WriteFailure(paths.target + path.slice(staging.length), error) : error;
  };
  try {
    try {
      mkdirSync(staging);
      writeDirectory(staging, files, paths.target);
      if (paths.zip !== undefined) zip?.write(paths.zip, zipped());
      if (force) remove(paths.target);
      renameSync(staging, paths.target);
    } catch (error) {
      throw inFolder(error);
    }
    placed = true;
    zip?.commit();
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    zip?.abort();
    if (placed) rmSync(paths.target, { recursive: true, force: true });
    if (!(error instanceof WriteFailure) && errnoCode(error) === undefined) throw error;
    throw new Refused(`${cannotWrite(error, paths.target)}; nothing was written`);
  }
}

/** The kill table: every mutant, the first test it fails in the judge's order, and how. */
export function killTable(report: PackageReport): string {
  const secret = report.tests.filter((test) => test.group.startsWith('secret/')).length;
  const width = Math.max(...report.kills.map((kill) => kill.mutant.name.length), 'mutant'.length);
  const testWidth = Math.max(...report.kills.map((kill) => testPath(kill.test).length), 'first failing test'.length);
  const lines = [
    `Kill table: ${plural(report.kills.length, 'mutant')}, ` +
      `each failing a test of ${report.tests.length} (${secret} secret):`,
    `  ${'mutant'.padEnd(width)}  ${'first failing test'.padEnd(testWidth)}  how`,
    ...report.kills.map(
      (kill) =>
        `  ${kill.mutant.name.padEnd(width)}  ${testPath(kill.test).padEnd(testWidth)}  ` +
        `${kill.result.verdict}: ${kill.result.detail}`,
    ),
  ];
  const groups = [...new Set(report.tests.map((test) => test.group))].map(
    (group) => `${group} ${report.tests.filter((test) => test.group === group).length}`,
  );
  lines.push(`Tests by group: ${groups.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

export async function runPackage(
  problems: ProblemList,
  id: string,
  dir: string | undefined,
  flags: PackageFlags,
  streams: Streams,
): Promise<number> {
  const problem = problems.lookUp(id, streams, 'package');
  if (!problem) return EXIT_USAGE;
  if (flags.rightsOwner !== undefined && flags.license === 'public domain') {
    streams.stderr.write(
      'arbiter package: a problem in the public domain has no rights owner; give one or the other\n',
    );
    return EXIT_USAGE;
  }
  const outDir = resolve(dir ?? '.');
  const notDirectory = notADirectory(outDir);
  if (notDirectory) {
    streams.stderr.write(`arbiter package: ${notDirectory}; give a directory (made if it does not exist)\n`);
    return EXIT_USAGE;
  }
  try {
    const report = await buildPackage(problem, outDir, flags, (line) =>
      streams.stderr.write(`arbiter package: ${line}\n`),
    );
    streams.stdout(killTable(report));
    streams.stdout(`Wrote ${escapeInput(report.directory)}/${report.zip ? ` and ${escapeInput(report.zip)}` : ''}\n`);
    return 0;
  } catch (error) {
    if (error instanceof Unwritable) {
      streams.stderr.write(`arbiter package: ${error.message}; nothing was built or written\n`);
      return EXIT_USAGE;
    }
    if (!(
      error instanceof Refused ||
      error instanceof IngredientError ||
      error instanceof DataError ||
      error instanceof ProgramError
    ))
      throw error;
    streams.stderr.write(errorLines('arbiter package', `refused: ${error.message}`));
    return EXIT_REFUSED;
  }
}

export const addPackageCommand = problemCommand((list, streams) => ({
  name: 'package',
  summary: 'write a Kattis problem package whose secret data kills every known-wrong solution',
  description:
    `Writes DIR/<name>/ and DIR/<name>.zip, a problem package in the Kattis format ` +
    `(legacy; Kattis and DOMjudge import it): problem.yaml, the statement in LaTeX, the sample, ` +
    `secret data in groups (rule corners, every verdict class, generated tests, the largest test), ` +
    `Arbiter as input and output validator (needs Node.js 20 or later on the judge host), accepted ` +
    `submissions (native and JavaScript), the mutants as wrong_answer submissions and a too slow ` +
    `one where there is one. Every mutant is run on the tests, and generated tests are added, the ` +
    `one that kills the most first, until each fails one; the kill table (each mutant and the first ` +
    `test it fails) is printed, and no package is written if any mutant passes. Needs node, ` +
    `python3, gcc and g++ on the PATH; the mutants and native programs come with Arbiter.`,
  define: (command) =>
    command
      .argument('[dir]', 'where to write the package (default: the current directory)')
      .option(
        '--seed <n>',
        'the seed of the generated tests; the same seed gives the same package',
        wholeNumber('seed', 0),
        1,
      )
      .option(
        '--jobs <n>',
        'programs run at once',
        wholeNumber('jobs', 1),
        Math.max(1, Math.min(4, availableParallelism())),
      )
      .option(
        '--force',
        'replace DIR/<name>/ and DIR/<name>.zip when they exist (a symbolic link there is removed, never followed)',
      )
      .option('--no-zip', 'write the directory only')
      .addOption(
        new Option(
          '--license <license>',
          "problem.yaml's license, when you know it (the source's, or your permission); default: what the " +
            "problem's source says, unknown for each problem Arbiter ships",
        ).choices(LICENSES),
      )
      .option(
        '--rights-owner <name>',
        "problem.yaml's rights_owner, who holds the problem's rights (default: none stated, and problemtools " +
          'takes the source for it)',
        (text: string) => {
          if (text.trim() === '' || [...text].some((char) => char < ' ' || char === '\u007f'))
            throw new InvalidArgumentError('expected a name, on one line');
          return text;
        },
      ),
  after: `
Examples:
  arbiter package rank-and-file packages        # packages/rankandfile/ and packages/rankandfile.zip
  arbiter package checkers . --seed 7 --force

problem.yaml names the problem's source (and its page, where known) and says license: unknown
unless the source says otherwise; whose rights they are is the judge's to state (--rights-owner,
--license). The statement credits the source. docs/judges.md says why.

Exit status: 0 written, 1 refused (a mutant no test kills, an accepted submission that fails, a file that
cannot be written: nothing is left of the package), 2 usage errors and a DIR where files cannot be written.`,
  run: (id: string, dir: string | undefined, flags: PackageFlags) => runPackage(list, id, dir, flags, streams),
}));
