import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { containedWords } from '../../src/cli/contain.js';
import { lexicographicallyBelow } from '../../src/core/shrink-search.js';
import { findProblem } from '../../src/problems/registry.js';
import {
  TEST_TIME_LIMIT,
  arbiter,
  nodeSolution,
  processesWith,
  runNode,
  runSolution,
  scratch,
  stress,
} from './contestant-helpers.js';

/**
 * `arbiter stress` against the test solutions (each problem's in src/problems/<problem>/package/,
 * the others in test/fixtures/solutions/): each wrong one carries one planted bug (its first
 * argument), and stress must find it with its default settings, name the failing case's class, and
 * shrink it to a 1-minimal contest case small enough to read. The bounds are what shrinking
 * achieves, kept tight.
 */

const nonBlank = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/** Rank and File: pieces besides the two kings, over the whole (single-case) input. */
const rankAndFilePieces = (input: string): number =>
  [...input.replace(/^\d+\n[wWbB]\n/, '')].filter((c) => /[qrbnQRBN]/.test(c)).length;

/** Simplified Chess: the "w b m" line of the single game. */
const simplifiedHeader = (input: string): { white: number; black: number; moves: number } => {
  const [white, black, moves] = nonBlank(input)[1].trim().split(/\s+/).map(Number);
  return { white, black, moves };
};

/** Cheesy Chess: forbidden and dangerous fields on the board. */
const cheesyFields = (input: string): number => [...input].filter((c) => c === 'F' || c === 'D').length;

/** Checkers: pieces a side and moves of the single record. */
const checkersSize = (input: string): { red: number; white: number; moves: number } => {
  const lines = nonBlank(input);
  const [red, white] = lines[0].split(/\s+/).map(Number);
  return { red, white, moves: Number(lines[3].split(/\s+/)[0]) };
};

interface PlantedBug {
  readonly problem: string;
  readonly bug: string;
  readonly small: (input: string) => boolean;
}

const BUGS: readonly PlantedBug[] = [
  { problem: 'rank-and-file', bug: 'stalemate-is-mate', small: (input) => rankAndFilePieces(input) <= 3 },
  { problem: 'rank-and-file', bug: 'king-takes-defended', small: (input) => rankAndFilePieces(input) <= 2 },
  { problem: 'rank-and-file', bug: 'capture-ignored', small: (input) => rankAndFilePieces(input) <= 2 },
  { problem: 'rank-and-file', bug: 'knight-blind', small: (input) => rankAndFilePieces(input) <= 1 },
  // Only a 17th piece shows it: the board stays crowded.
  {
    problem: 'rank-and-file',
    bug: 'sixteen-pieces',
    small: (input) => rankAndFilePieces(input) >= 17 && rankAndFilePieces(input) <= 22,
  },
  {
    problem: 'simplified-chess',
    bug: 'm-off-by-one',
    small: (input) => ((h) => h.white === 1 && h.black === 1 && h.moves === 1)(simplifiedHeader(input)),
  },
  {
    problem: 'simplified-chess',
    bug: 'black-capture-ignored',
    small: (input) => ((h) => h.white <= 4 && h.black <= 2)(simplifiedHeader(input)),
  },
  { problem: 'cheesy-chess', bug: 'floating-ignored', small: (input) => cheesyFields(input) <= 1 },
  { problem: 'cheesy-chess', bug: 'first-move-decides', small: (input) => cheesyFields(input) === 0 },
  {
    problem: 'checkers',
    bug: 'crowned-continues',
    small: (input) => ((s) => s.red <= 2 && s.white <= 2 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'step-continues',
    small: (input) => ((s) => s.red <= 1 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'off-board',
    small: (input) => ((s) => s.red <= 2 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
  // A king's jump over four pieces: four of the other side are needed.
  {
    problem: 'checkers',
    bug: 'four-squares',
    small: (input) => ((s) => s.red + s.white <= 5 && s.moves === 1)(checkersSize(input)),
  },
  {
    problem: 'checkers',
    bug: 'man-jumps-back',
    small: (input) => ((s) => s.red <= 1 && s.white <= 1 && s.moves === 1)(checkersSize(input)),
  },
];

/**
 * No candidate of the shrunk case (of its class or better, strictly smaller) fails the same way (the
 * same (expected, given) pair, as the problem reads it):
 * checked here apart from stress, by running the program on every candidate (the fixtures keep
 * no state between cases, so one input holds them all). Returns how many were checked.
 */
function checkOneMinimal(
  problem: string,
  input: string,
  expected: string,
  got: string,
  command: readonly string[],
): number {
  const tools = findProblem(problem)!.tools;
  const [shrunk, ...others] = tools.read(input)!;
  expect(others).toEqual([]);
  expect(shrunk.dataClass().class).toBe('contest');
  expect(nonBlank(runSolution(command, input))[0], 'the shrunk input fails alone').toBe(got);
  const candidates = [...shrunk.candidates()].filter((candidate) =>
    lexicographicallyBelow(candidate.measure(), shrunk.measure()),
  );
  const size = tools.maxCases ?? 100;
  for (let at = 0; at < candidates.length; at += size) {
    const group = candidates.slice(at, at + size);
    const answers = nonBlank(runSolution(command, tools.input(group)));
    group.forEach((candidate, index) => {
      expect(candidate.dataClass().class).toBe('contest');
      const wrong = answers[index] !== candidate.expected();
      const same = wrong && tools.failureKey(candidate.expected(), answers[index]) === tools.failureKey(expected, got);
      expect(same, `candidate ${at + index + 1} fails the same way:\n${candidate.text}`).toBe(false);
    });
  }
  return candidates.length;
}

/**
 * The tests of `arbiter stress`, in parts of the file's describe blocks taken in turn
 * (stress.test.ts the first of `parts`, stress-2.test.ts the second, ...; test/helpers/parts.ts).
 */
export function stressChecks(part: number, parts: number): void {
  const mine = (block: number): boolean => block % parts === part - 1;

  if (mine(0))
    describe('arbiter stress finds each planted bug with its default search, and shrinks it to a 1-minimal contest case', () => {
      let candidatesChecked = 0;
      for (const { problem, bug, small } of BUGS) {
        // Generous time limits (stress() gives one) and shrinking time: a busy machine makes runs slow, never wrong.
        it(`${problem}: ${bug}`, { timeout: 300_000 }, async () => {
          const command = nodeSolution(`${problem}.mjs`, bug);
          const { ran, report, out } = await stress(problem, ['--shrink-time', '120'], command);
          expect(ran.status, ran.stderr).toBe(1);
          expect(report).toMatchObject({ result: 'wrong-answer', class: 'contest', reasons: [], minimal: true });
          expect(nonBlank(report.expected)).toHaveLength(1);
          expect(small(report.input), report.input).toBe(true);
          expect(readFileSync(out, 'utf8')).toBe(report.input);
          // The shrunk input is a valid contest input, and Arbiter's answer is what the report says.
          const judged = await arbiter([problem, '--strict'], report.input);
          expect(judged.status).toBe(0);
          expect(judged.stdout.trimEnd()).toBe(report.expected);
          const got = nonBlank(report.got)[0];
          expect(got).not.toBe(report.expected);
          candidatesChecked += checkOneMinimal(problem, report.input, report.expected, got, command);
        });
      }

      it('checked many candidates of the shrunk cases in all (some have none: nothing is smaller)', () => {
        expect(candidatesChecked).toBeGreaterThanOrEqual(100);
      });
    });

  if (mine(1))
    describe('arbiter stress reports each kind of failure as what it is', () => {
      it('a crash is a runtime error, shrunk to one case; the report shows the output before the crash and standard error', async () => {
        const { ran, report } = await stress('rank-and-file', ['--shrink-time', '10'], nodeSolution('crash.mjs'));
        expect(ran.status).toBe(1);
        expect(report).toMatchObject({ result: 'runtime-error', tests: 1 });
        expect(rankAndFilePieces(report.input)).toBe(0);
        const out = join(scratch(), 'f.txt');
        const text = await arbiter([
          'stress',
          'checkers',
          ...TEST_TIME_LIMIT,
          '--tests',
          '3',
          '--shrink-time',
          '1',
          '--out',
          out,
          '--',
          ...nodeSolution('crash.mjs', 'partial'),
        ]);
        expect(text.status).toBe(1);
        expect(text.stdout).toMatch(/failed: runtime error/);
        expect(text.stdout).toMatch(/Your program exited with status 1\. Its output before that:\n {2}42\n/);
        expect(text.stdout).toMatch(/TypeError/);
      });

      it('a program that hangs is a time-out, and every process it started is killed', async () => {
        const pids = join(scratch(), 'pids.txt');
        const { ran, report } = await stress(
          'cheesy-chess',
          ['--time-limit', '1', '--patience', '1', '--tests', '2', '--shrink-time', '1'],
          nodeSolution('hang.mjs', pids),
        );
        expect(ran.status).toBe(1);
        expect(report.result).toBe('time-limit');
        const children = nonBlank(readFileSync(pids, 'utf8')).map(Number);
        expect(children.length).toBeGreaterThan(0);
        // Found by the file named in their command lines: the pids they logged may be a PID namespace's own.
        expect(processesWith(pids)).toEqual([]);
      });

      it('a program slow and wrong is a wrong answer (run again with more time); slow and right, a time-out that says so', async () => {
        const wrong = await stress(
          'rank-and-file',
          // The delay passes the time limit on any machine; the patience is generous for a busy one.
          ['--time-limit', '0.5', '--patience', '30', '--tests', '1', '--shrink-time', '5'],
          nodeSolution('slow.mjs', '800'),
        );
        expect(wrong.report).toMatchObject({ result: 'wrong-answer', slow: { limitMs: 500, patienceMs: 30_000 } });
        expect(wrong.report.slow!.ms).toBeGreaterThan(500);
        const out = join(scratch(), 'f.txt');
        const right = await arbiter([
          'stress',
          'rank-and-file',
          '--time-limit',
          '0.5',
          '--patience',
          '30',
          '--tests',
          '1',
          '--shrink-time',
          '1',
          '--out',
          out,
          '--',
          ...nodeSolution('slow.mjs', '800', 'right'),
        ]);
        expect(right.stdout).toMatch(/^Test 1 failed: time limit exceeded/);
        expect(right.stdout).toMatch(
          /Run again with up to 30\.0 s \(--patience\), it answered every case right after \d+\.\d s: right, but too slow\./,
        );
      });

      it('nonsense output is a wrong answer; endless output is an output-limit failure', async () => {
        const nonsense = await stress('simplified-chess', ['--shrink-time', '5'], nodeSolution('nonsense.mjs'));
        expect(nonsense.report.result).toBe('wrong-answer');
        expect(nonsense.report.got.split('\n')[0]).toBe('42');
        const flood = await stress('checkers', ['--tests', '2', '--shrink-time', '2'], nodeSolution('flood.mjs'));
        expect(flood.ran.status).toBe(1);
        expect(flood.report.result).toBe('output-limit');
      });

      it('shows at most 200 bytes of a line of the output, saying how long it was; counts lines in words', async () => {
        // One line of 3,000 bytes, whatever the input: a wrong answer, and a batch of candidates answered with one line.
        const command = ['sh', '-c', 'cat > /dev/null; head -c 3000 /dev/zero | tr "\\0" "\\1"; echo'];
        const { report } = await stress(
          'rank-and-file',
          ['--set', 'cases=3', '--tests', '1', '--shrink-time', '5'],
          command,
        );
        expect(report.result).toBe('wrong-answer');
        expect(report.got).toBe(`${'\\x01'.repeat(200)}\u2026 (3,000 bytes in all)`);
        expect(report.notes.join('\n')).toMatch(/Your program answered 1 line on an input of \d+ candidate cases, so/);
        const text = await arbiter([
          'stress',
          'rank-and-file',
          ...TEST_TIME_LIMIT,
          '--set',
          'cases=3',
          '--tests',
          '1',
          '--shrink-time',
          '5',
          '--out',
          join(scratch(), 'f.txt'),
          '--',
          ...command,
        ]);
        expect(text.stdout).toContain(`\n  ${'\\x01'.repeat(200)}\u2026 (3,000 bytes in all)\n`);
        expect(text.stdout.length).toBeLessThan(5000);
      });

      it('a program that cannot be started is a usage error (exit 2), said plainly', async () => {
        const missing = await arbiter(['stress', 'checkers', '--', join(scratch(), 'no-such-program')]);
        expect(missing.status).toBe(2);
        expect(missing.stderr).toMatch(/cannot start .*no such program/);
        const notExecutable = await arbiter(['stress', 'checkers', '--', join(scratch())]);
        expect(notExecutable.status).toBe(2);
        expect(notExecutable.stderr).toMatch(/cannot start .*permission denied/);
        expect((await arbiter(['stress', 'checkers'])).status).toBe(2);
        expect((await arbiter(['stress', 'chess', '--', 'true'])).status).toBe(2);
      });

      it('the same seed gives the same failure and the same shrunk input', async () => {
        const command = nodeSolution('rank-and-file.mjs', 'stalemate-is-mate');
        const first = await stress('rank-and-file', ['--seed', '7'], command);
        const again = await stress('rank-and-file', ['--seed', '7', '--jobs', '1'], command);
        const same = (report: Record<string, unknown>) => ({ ...report, seconds: 0, out: '' });
        expect(same({ ...again.report })).toEqual(same({ ...first.report }));
      });
    });

  if (mine(2))
    describe('arbiter stress names the class of the failing case', () => {
      it('a bug only edge data shows is found with --profile edge, and the report says why a judge may not have such a case', async () => {
        const command = nodeSolution('rank-and-file.mjs', 'king-takes-king');
        const { report } = await stress('rank-and-file', ['--profile', 'edge', '--shrink-time', '20'], command);
        expect(report).toMatchObject({ result: 'wrong-answer', class: 'edge', minimal: true });
        expect(report.reasons.join(' ')).toMatch(/kings stand side by side/);
        const out = join(scratch(), 'f.txt');
        const text = await arbiter([
          'stress',
          'rank-and-file',
          '--profile',
          'edge',
          '--shrink-time',
          '20',
          ...TEST_TIME_LIMIT,
          '--out',
          out,
          '--',
          ...command,
        ]);
        expect(text.stdout).toMatch(
          /\nIt is edge data: .*kings stand side by side.*A judge's data may not contain such a case/,
        );
      });
    });

  if (mine(3))
    describe('arbiter stress shrinks with few runs, and is not fooled by state kept between cases', () => {
      // Shrinking budgets (and the test's) for a machine five times slower: the reports must be minimal, not cut short.
      it(
        'tries many candidates in one run: fewer runs than one a candidate, the same minimal input',
        { timeout: 600_000 },
        async () => {
          const command = nodeSolution('rank-and-file.mjs', 'capture-ignored');
          const batched = await stress('rank-and-file', ['--seed', '3', '--shrink-time', '240'], command);
          const single = await stress(
            'rank-and-file',
            ['--seed', '3', '--shrink-batch', '1', '--shrink-time', '240'],
            command,
          );
          expect(batched.report).toMatchObject({ batched: true, minimal: true });
          expect(single.report).toMatchObject({ batched: false, minimal: true });
          expect(batched.report.input).toBe(single.report.input);
          expect(batched.report.shrinkRuns).toBeLessThan(single.report.shrinkRuns);
        },
      );

      it(
        'a case that fails only after others in a batch is caught by its own run, and shrinking goes on one case a run',
        { timeout: 600_000 },
        async () => {
          const command = nodeSolution('stateful.mjs');
          const { report } = await stress('rank-and-file', ['--seed', '1', '--shrink-time', '240'], command);
          expect(report).toMatchObject({ result: 'wrong-answer', minimal: true, batched: true });
          expect(report.notes).toEqual([
            expect.stringMatching(
              /passes when run alone: your program's answer to a case depends on the cases before it/,
            ),
          ]);
          // Whatever the batches showed, the input reported fails alone, and it needs its 4 pieces to.
          expect(nonBlank(runSolution(command, report.input))).toEqual(nonBlank(report.got));
          expect(nonBlank(report.got)[0]).toMatch(/CHECKMATED$/);
          expect(rankAndFilePieces(report.input)).toBe(4);
        },
      );
    });

  if (mine(4))
    describe('arbiter stress contains every process a run starts', () => {
      it('a child that leaves the session (setsid) and holds standard output open ends with its run; none is left behind', async () => {
        const log = join(scratch(), 'escape.txt');
        const { ran, report } = await stress(
          'rank-and-file',
          ['--time-limit', '1', '--shrink-time', '10'],
          nodeSolution('escape.mjs', log),
        );
        expect(ran.status).toBe(1);
        expect(report.result).toBe('wrong-answer');
        const lines = nonBlank(readFileSync(log, 'utf8'));
        // Each child would live a minute and then write "survived": none did, though stress waited on no pipe for it.
        expect(lines).not.toContain('survived');
        expect(lines.length).toBeGreaterThan(1);
        expect(lines.filter((line) => !/^\d+$/.test(line))).toEqual([]);
        // Found by the file named in their command lines: the pids they logged may be a PID namespace's own.
        expect(processesWith(log)).toEqual([]);
      });
    });

  if (mine(5))
    describe('arbiter stress: search effort and limits', () => {
      it('runs until --time when nothing fails, and says what it covered and what to try', async () => {
        const out = join(scratch(), 'f.txt');
        const ran = await arbiter([
          'stress',
          'cheesy-chess',
          '--time',
          '2',
          ...TEST_TIME_LIMIT,
          '--out',
          out,
          '--',
          ...nodeSolution('cheesy-chess.mjs'),
        ]);
        expect(ran.status).toBe(0);
        expect(ran.stdout).toMatch(
          /^No failure in [\d,]+ tests \([\d,]+ cases\) in \d+\.\d s; seed 1, profiles small\/contest\/hard; try `--profile edge` or `--time 20`\.\ncontained: (PID namespace|.+ and sweep \(no PID namespace: .+\))\n$/,
        );
        expect(existsSync(out)).toBe(false);
        const json = await stress('cheesy-chess', ['--tests', '3'], nodeSolution('cheesy-chess.mjs'));
        expect(json.report).toMatchObject({
          result: 'passed',
          tests: 3,
          stoppedBy: 'tests',
          contained: containedWords(),
        });
      });

      it('refuses limits beyond what it can hold, saying the limit (exit 2)', async () => {
        const usage = async (...args: string[]) => {
          const ran = await arbiter(['stress', 'checkers', ...args, '--', 'true']);
          expect(ran.status, args.join(' ')).toBe(2);
          return ran.stderr;
        };
        expect(await usage('--time-limit', '2147484')).toMatch(/at most 2,147,483 \(what the platform's timers hold\)/);
        expect(await usage('--patience', '1e10')).toMatch(/at most 2,147,483/);
        expect(await usage('--jobs', '100000000')).toMatch(/from 1 to \d+ \(4 times the \d+ cores?, at most 256\)/);
        expect(await usage('--tests', '2000000000')).toMatch(/from 1 to 1,000,000,000/);
        expect(await usage('--set', 'cases=0..5')).toMatch(/cases: 0\.\.5 is outside 1\.\.\d+ \(cases per test\)/);
        expect(await usage('--set', 'size=1..2')).toMatch(
          /there is no size "size"; .*the knobs are:\n.*--set cases=1\.\.\d+ +cases per test/s,
        );
        expect(await usage('--set', 'cases=5..2')).toMatch(/MIN <= MAX, not 5\.\.2/);
        expect(await usage('--set', 'cases')).toMatch(/expected NAME=MIN\.\.MAX/);
      });

      it('takes the cases per test as a knob', async () => {
        const { report } = await stress(
          'rank-and-file',
          ['--tests', '1', '--set', 'cases=7', '--shrink-time', '1'],
          nodeSolution('nonsense.mjs'),
        );
        expect(report.cases).toBe(7);
      });
    });

  if (mine(6))
    describe('the worked example of docs/contestants.md', () => {
      it('is the real output of the command it shows', async () => {
        const page = readFileSync(new URL('../../docs/contestants.md', import.meta.url), 'utf8');
        const prompt =
          '$ npx arbiter-judge stress rank-and-file -- node ' +
          'node_modules/arbiter-judge/dist/package/rank-and-file/rank-and-file.mjs capture-ignored\n';
        const start = page.indexOf(prompt);
        expect(start).toBeGreaterThan(0);
        const shown = page.slice(start + prompt.length, page.indexOf('```', start));
        // Run where the package is installed (this repository, built), so that the command and the file read as in the docs.
        const cwd = scratch();
        mkdirSync(join(cwd, 'node_modules'));
        symlinkSync(new URL('../..', import.meta.url).pathname, join(cwd, 'node_modules', 'arbiter-judge'));
        // As npx starts it: the bin in node_modules, under npm (which sets npm_lifecycle_event).
        const bin = join(cwd, 'node_modules', 'arbiter-judge', 'dist', 'arbiter.cjs');
        const before = process.env.npm_lifecycle_event;
        process.env.npm_lifecycle_event = 'npx';
        const ran = await runNode(
          [
            bin,
            'stress',
            'rank-and-file',
            '--',
            'node',
            'node_modules/arbiter-judge/dist/package/rank-and-file/rank-and-file.mjs',
            'capture-ignored',
          ],
          '',
          cwd,
        ).finally(() => {
          if (before === undefined) delete process.env.npm_lifecycle_event;
          else process.env.npm_lifecycle_event = before;
        });
        expect(readFileSync(join(cwd, 'arbiter-stress-failure.txt'), 'utf8')).toMatch(/^1\n/);
        // The time it took, and how this machine contains runs, are this run's own.
        const same = (text: string): string =>
          text.replace(/ in \d+\.\d s\)/, ' in N s)').replace(/^contained: .*$/m, 'contained: MODE');
        expect(same(ran.stdout)).toBe(same(shown));
      });
    });

  if (mine(7))
    describe("arbiter stress --out and files that are not Arbiter's", () => {
      it('refuses a symbolic link at --out before any work, and with --force replaces the link itself, never what it points to', async () => {
        const dir = scratch();
        const target = join(dir, 'notes.txt');
        writeFileSync(target, 'mine\n');
        const out = join(dir, 'failure.txt');
        symlinkSync(target, out);
        const command = nodeSolution('rank-and-file.mjs', 'capture-ignored');
        const refused = await arbiter(['stress', 'rank-and-file', ...TEST_TIME_LIMIT, '--out', out, '--', ...command]);
        expect(refused.status).toBe(2);
        expect(refused.stderr).toMatch(
          /^arbiter stress: --out: .*failure\.txt is a symbolic link; it is not written through/,
        );
        expect(refused.stdout).toBe('');
        const forced = await arbiter([
          'stress',
          'rank-and-file',
          ...TEST_TIME_LIMIT,
          '--shrink-time',
          '5',
          '--out',
          out,
          '--force',
          '--',
          ...command,
        ]);
        expect(forced.status).toBe(1);
        expect(readFileSync(target, 'utf8')).toBe('mine\n');
        expect(lstatSync(out).isSymbolicLink()).toBe(false);
        expect(readFileSync(out, 'utf8')).toMatch(/^1\n/);
        expect(readdirSync(dir).sort()).toEqual(['failure.txt', 'notes.txt']);
      });
    });
}
