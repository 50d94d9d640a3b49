import { join } from 'node:path';
import type { Profile, SizeRanges } from '../core/generate.js';
import type { TestCase } from '../framework/contestant-tools.js';
import {
  knobLines,
  maxCases,
  parseSizes,
  plural,
  profileOption,
  seedOption,
  setFlags,
  setOption,
  testSeed,
} from './contestant.js';
import { wholeNumber } from './arguments.js';
import type { ProblemList } from './problem-argument.js';
import { problemCommand } from './command.js';
import { EXIT_OK, EXIT_USAGE, type Streams, errorLines } from './status.js';
import { escapeInput } from '../core/characters.js';
import {
  WholeFiles,
  WriteFailure,
  cannotWrite,
  inTheWay,
  notADirectory,
  removeStalePartials,
  unmake,
  writableDirectory,
} from './files.js';
import { onInterrupt } from './interrupt.js';

/** `arbiter gen`: a generated contest input, or (`--out DIR`) numbered test files with answers and descriptions. */

export const DEFAULT_GEN_CASES = 10;
export const DEFAULT_FILES = 10;
export const MAX_FILES = 10_000;

export interface GenFlags {
  seed: number;
  cases: number;
  profile: Profile;
  set?: readonly string[];
  out?: string;
  files: number;
  force?: boolean;
}

/** Exit status when a file to be written exists and --force was not given (as `ln` and `cp -n`). */
export const EXIT_EXISTS = 1;

/** The command that makes the same input. */
export const genCommand = (
  id: string,
  seed: number,
  cases: number,
  profile: Profile,
  sizes: SizeRanges,
  arbiter = 'arbiter',
): string => `${arbiter} gen ${id} --seed ${seed} --cases ${cases} --profile ${profile}${setFlags(sizes)}`;

/** What a test file holds, for its `.desc`: how it was made, its classes, its answers. */
function describeTest(command: string, cases: readonly TestCase[]): string {
  const edge = cases.flatMap((input, index) => {
    const verdict = input.dataClass();
    return verdict.class === 'edge' ? [`case ${index + 1} is edge data: ${verdict.reasons.join('; ')}`] : [];
  });
  const answers = new Map<string, number>();
  for (const input of cases) answers.set(input.expected(), (answers.get(input.expected()) ?? 0) + 1);
  const tally = [...answers].map(([answer, count]) => `${count} x ${answer}`);
  return [
    `Made by: ${command}`,
    `${plural(cases.length, 'case')}, ` +
      `${edge.length === 0 ? 'all contest data' : `${plural(edge.length, 'edge case')}, the others contest data`}.`,
    ...edge,
    `Answers: ${answers.size <= 8 ? tally.join(', ') : `${answers.size} different lines`}.`,
    '',
  ].join('\n');
}

export async function runGen(problems: ProblemList, id: string, flags: GenFlags, streams: Streams): Promise<number> {
  const problem = problems.lookUp(id, streams, 'gen');
  if (!problem) return EXIT_USAGE;
  const { tools } = problem;
  const limit = maxCases(tools);
  if (flags.cases > limit) {
    const why = tools.maxCases === undefined ? 'arbiter gen makes' : 'the contest allows';
    streams.stderr.write(`arbiter gen: ${why} at most ${plural(limit, 'case')} in one ${id} input\n`);
    return EXIT_USAGE;
  }
  const sizes = parseSizes(flags.set ?? [], tools.sizes);
  if (typeof sizes === 'string') {
    streams.stderr.write(errorLines('arbiter gen', sizes));
    return EXIT_USAGE;
  }
  if (flags.out === undefined) {
    streams.stdout(tools.input(tools.generate(flags.seed, flags.profile, flags.cases, sizes)));
    return EXIT_OK;
  }
  const width = Math.max(2, String(flags.files).length);
  const out = flags.out;
  const notDirectory = notADirectory(out);
  if (notDirectory) {
    streams.stderr.write(`arbiter gen: ${notDirectory}; give a directory for --out (made if it does not exist)\n`);
    return EXIT_USAGE;
  }
  const bases = Array.from({ length: flags.files }, (_, index) => join(out, String(index + 1).padStart(width, '0')));
  const force = flags.force === true;
  const blocked = inTheWay(
    bases.flatMap((base) => ['.in', '.ans', '.desc'].map((extension) => ({ path: base + extension }))),
    force,
  );
  if (blocked) {
    streams.stderr.write(`arbiter gen: ${blocked}; nothing was written\n`);
    return EXIT_EXISTS;
  }
  // Before any work: where the files go, and why they cannot be written there (read-only, no space, no permission).
  const writable = writableDirectory(out);
  if ('why' in writable) {
    streams.stderr.write(`arbiter gen: ${writable.why}; nothing was written\n`);
    return EXIT_USAGE;
  }
  const stale = removeStalePartials(out, (name) => /^\d+\.(in|ans|desc)$/.test(name));
  if (stale.length > 0) {
    const shown = stale.slice(0, 3).join(', ') + (stale.length > 3 ? ', ...' : '');
    streams.stderr.write(
      `arbiter gen: removed ${plural(stale.length, 'temporary file')} that an earlier run, stopped, left in ` +
        `${escapeInput(out)} (${escapeInput(shown)})\n`,
    );
  }
  // Each file under a temporary name beside it, all renamed into place at the end: all of them, or none. Stopped by
  // a signal meanwhile, it removes them, and the directory it made.
  const files = new WholeFiles(force);
  const undo = (): void => {
    files.abort();
    unmake(writable.made);
  };
  const forget = onInterrupt(undo);
  try {
    const turns = new EventTurns();
    for (const [index, base] of bases.entries()) {
      const seed = testSeed(flags.seed, index);
      const cases: TestCase[] = [];
      for (const input of tools.generateEach(seed, flags.profile, flags.cases, sizes)) {
        // Its answer and class now, case by case, so that a signal is heard between any two.
        input.expected();
        input.dataClass();
        cases.push(input);
        await turns.now();
      }
      files.write(`${base}.in`, tools.input(cases));
      const answers = tools.answers(cases).map((line) => `${line}\n`);
      files.write(`${base}.ans`, answers.join(''));
      files.write(`${base}.desc`, describeTest(genCommand(id, seed, flags.cases, flags.profile, sizes), cases));
    }
    files.commit();
  } catch (error) {
    undo();
    if (!(error instanceof WriteFailure)) throw error;
    streams.stderr.write(`arbiter gen: ${cannotWrite(error, out)}; nothing was written\n`);
    return EXIT_USAGE;
  } finally {
    forget();
  }
  const first = `${'1'.padStart(width, '0')}.in`;
  const written =
    flags.files === 1
      ? `${first}, with its .ans`
      : `${first} to ${String(flags.files).padStart(width, '0')}.in, each with its .ans`;
  streams.stdout(
    `Wrote ${plural(flags.files, 'test')} of ${plural(flags.cases, 'case')} to ${escapeInput(flags.out)}: ` +
      `${written} (Arbiter's answers) and .desc (how it was made).\n`,
  );
  return EXIT_OK;
}

/** A turn of the event loop now and then (every 50 ms of work), so that a signal's handler runs while gen works. */
class EventTurns {
  private last = Date.now();

  async now(): Promise<void> {
    if (Date.now() - this.last < 50) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.last = Date.now();
  }
}

/** The size knobs of the problem named on the command line, or of every problem. */
function knobsHelp(args: readonly string[], problems: ProblemList): string {
  const named = args.map((arg) => problems.find(arg)).find((problem) => problem !== undefined);
  const shown = named ? [named] : problems.all;
  return shown
    .map((problem) =>
      problem.tools.sizes.length
        ? `Size knobs of ${problem.id}:\n${knobLines(problem.tools.sizes)}`
        : `${problem.id} has no size knobs yet.`,
    )
    .join('\n');
}

export const addGenCommand = problemCommand((list, streams) => ({
  name: 'gen',
  summary: 'print a generated contest input, or write numbered test files (seeded: the same seed gives the same input)',
  description:
    `Prints a valid contest input for PROBLEM (${list.ids}), made by Arbiter's ` +
    `generators: contest data (what the contest's own data can contain) in the profiles small, ` +
    `contest and hard; edge adds what only the statement's words allow. With --out DIR, writes ` +
    `numbered tests instead: DIR/01.in, 01.ans (Arbiter's answers), 01.desc (how it was made), ...`,
  // The description lists the problems.
  problemHelp: 'the problem',
  define: (command) =>
    command
      .addOption(seedOption('the seed; the same seed, cases and profile always give the same input'))
      .option(
        '--cases <k>',
        "how many cases (in each file with --out); at most the contest's limit",
        wholeNumber('cases', 1, 1_000_000_000),
        DEFAULT_GEN_CASES,
      )
      .addOption(
        profileOption(
          'contest',
          'small: few pieces and short games; contest: as the contest data; hard: the tricky kinds, ' +
            'still contest data; edge: also what no game reaches (each case says why)',
        ),
      )
      .addOption(setOption("a size knob (repeatable); the problem's knobs are listed below"))
      .option('--out <dir>', 'write numbered .in, .ans and .desc files to DIR instead of printing one input')
      .option('--files <n>', 'with --out: how many files', wholeNumber('files', 1, MAX_FILES), DEFAULT_FILES)
      .option(
        '--force',
        'with --out: replace files that exist (a symbolic link there is removed, never followed); ' +
          'without it, nothing is written over',
      ),
  after: ({ command }) => `
${knobsHelp(command.args, list)}

Examples:
  arbiter gen rank-and-file --seed 7 > input.txt
  arbiter gen checkers --cases 50 --profile hard | ./my-solution
  arbiter gen simplified-chess --profile small --cases 3
  arbiter gen cheesy-chess --out tests --files 20 --cases 5

Exit status: 0 written; 1 a file to write exists (give --force); 2 usage errors and files that cannot be written.`,
  run: (id: string, flags: GenFlags) => runGen(list, id, flags, streams),
}));
