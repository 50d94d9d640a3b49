import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutputMode } from '../../src/framework/options.js';
import { runProblem } from '../../src/cli/run.js';
import { type InputFormat, formatInputs } from '../../src/framework/input-format.js';
import { type AnswerShortcut } from '../../src/framework/fast-readers.js';
import { PROFILES } from '../../src/core/generate.js';
import { type InternalProblem, defineProblem } from '../../src/framework/problem.js';
import { seededRandom } from '../../src/core/random.js';
import { type RegisteredProblem, register } from '../../src/framework/registered.js';
import { lookAlikeAmong } from '../../src/framework/look-alike.js';
import { PROBLEMS } from '../../src/problems/registry.js';
import { checkersUnchecked } from '../../src/problems/checkers/index.js';
import { checkersFormat } from '../../src/problems/checkers/parse.js';
import { cheesyChessUnchecked } from '../../src/problems/cheesy-chess/index.js';
import { cheesyChessFormat } from '../../src/problems/cheesy-chess/parse.js';
import { rankAndFileUnchecked } from '../../src/problems/rank-and-file/index.js';
import { rankAndFileFormat } from '../../src/problems/rank-and-file/parse.js';
import { checkersCase, playedCheckersCase } from './checkers/arbitraries.js';
import { cheesyCase } from './cheesy-chess/arbitraries.js';

/**
 * Answer mode's shortcut must change nothing but speed: on every input, split into chunks
 * anywhere, the CLI's output, errors and exit status with it equal those without it.
 */

interface Subject<C> {
  readonly problem: InternalProblem<C, object, object>;
  readonly format: InputFormat<C>;
  /** Characters that damage an input in ways that matter to this problem's reader. */
  readonly alphabet: readonly string[];
  /** Valid cases the generator does not make (other sizes, starts that --strict refuses), when there are any. */
  readonly cases?: fc.Arbitrary<C>;
  /** The fewest cases the shortcut must answer over the property's inputs (default 2500). */
  readonly minTaken?: number;
}

const SUBJECTS: readonly Subject<never>[] = [
  {
    problem: rankAndFileUnchecked,
    format: rankAndFileFormat,
    alphabet: ['.', 'k', 'K', 'q', 'R', 'w', 'B', 'b', 'W', '\n', '\r', '\r\n', ' ', '\t', 'x', '\uFEFF', 'é'],
  },
  {
    problem: cheesyChessUnchecked,
    format: cheesyChessFormat,
    // Fields, digits (a coordinate off the board, a third number, a leading zero), signs and blanks, line ends, strangers
    // ('®' and 'Æ' are '.' and 'F' plus 128: a chunk beyond ASCII must not reach the shortcut at all).
    alphabet: [
      '.',
      'F',
      'D',
      '0',
      '1',
      '7',
      '9',
      ' ',
      '-',
      '+',
      '\n',
      '\r',
      '\r\n',
      '\t',
      'x',
      'g',
      '\uFEFF',
      '®',
      'Æ',
    ],
    // The generator makes contest boards only: boards of every size up to 26, any start.
    cases: cheesyCase,
  },
  {
    problem: checkersUnchecked,
    format: checkersFormat,
    // Digits (a square off the board, a leading zero, a count of 0), separators, a king's sign, blanks, line ends, side
    // letters, characters that make a move no move, strangers.
    alphabet: [
      '0',
      '1',
      '3',
      '9',
      '-',
      '-',
      'x',
      'X',
      ' ',
      '\n',
      '\n',
      '\r',
      '\r\n',
      '\t',
      '.',
      '/',
      'R',
      'w',
      'B',
      '\uFEFF',
      'é',
    ],
    // Any layout (13 to 32 pieces a side, or none on one side), moves that are any text, and legal play from reachable positions.
    cases: fc.oneof(checkersCase, playedCheckersCase),
    // The first record of an input is read by the careful reader (line 1 may start with a byte-order mark), and
    // damage anywhere in a record sends it there.
    minTaken: 1500,
  },
] as unknown as readonly Subject<never>[];

function run(problem: RegisteredProblem, chunks: readonly string[], mode: OutputMode = 'answer', strict = false) {
  let stdout = '';
  let stderr = '';
  const status = runProblem(
    problem,
    chunks,
    {
      mode,
      strict,
      source: '<stdin>',
      // As the command asks: the others read the start, given the line where this problem failed.
      lookAlike: (head, failedAt) => lookAlikeAmong(head, problem, PROBLEMS, failedAt),
    },
    { stdout: (text) => (stdout += text), stderr: { isTTY: false, write: (text: string) => (stderr += text) } },
  );
  return { status, stdout, stderr };
}

/** The text cut at the given places (any order, repeats allowed): a case may straddle chunks. */
const cut = (text: string, places: readonly number[]): string[] => {
  const at = [...new Set(places.map((place) => place % (text.length + 1)))].sort((a, b) => a - b);
  return [...at, text.length].map((end, k) => text.slice(k === 0 ? 0 : at[k - 1], end));
};

/**
 * Valid inputs of every profile, from generated cases, and from the subject's own cases if it has
 * them. The generated ones come from a pool made once per subject (generating is the slow part, and
 * the damage and the chunking are what vary most): 40 inputs a profile, 1 to 12 cases each.
 */
const pools = new Map<Subject<never>, readonly string[]>();
const generated = <C>(subject: Subject<C>): fc.Arbitrary<string> => {
  const { problem, format, cases } = subject;
  let pool = pools.get(subject as Subject<never>);
  if (!pool) {
    pool = PROFILES.flatMap((profile, p) =>
      Array.from({ length: 40 }, (_, k) =>
        formatInputs(format, problem.generate(seededRandom(1000 * p + k), profile, 1 + (k % 12))),
      ),
    );
    pools.set(subject as Subject<never>, pool);
  }
  const fromProfiles = fc.constantFrom(...pool);
  if (!cases) return fromProfiles;
  return fc.oneof(
    fromProfiles,
    fc.array(cases, { minLength: 1, maxLength: 12 }).map((list) => formatInputs(format, list)),
  );
};

/** One damage: a character deleted, replaced or inserted, a line deleted or doubled, line ends changed. */
const damage = (text: string, alphabet: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.nat(text.length), fc.constantFrom(...alphabet), fc.integer({ min: 0, max: 2 }))
      .map(([at, char, how]) => {
        // 0: replaced, 1: deleted, 2: inserted.
        return text.slice(0, at) + (how === 1 ? '' : char) + text.slice(how === 2 ? at : at + 1);
      }),
    fc.tuple(fc.nat(), fc.boolean()).map(([line, twice]) => {
      const lines = text.split('\n');
      const k = line % lines.length;
      lines.splice(k, 1, ...(twice ? [lines[k], lines[k]] : []));
      return lines.join('\n');
    }),
    fc.constantFrom(text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '\r'), text.replace(/\n/g, ' \n'), text.trimEnd()),
  );

const inputs = <C>(subject: Subject<C>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 1, arbitrary: generated(subject) },
    {
      weight: 3,
      arbitrary: generated(subject).chain((text) =>
        damage(text, subject.alphabet).chain((once) => damage(once, subject.alphabet)),
      ),
    },
  );

describe.each(SUBJECTS)('the contest shortcut of $problem.id', (subject: Subject<never>) => {
  const { spec } = subject.problem;
  const shortcut: AnswerShortcut = spec.fast!.shortcut!;
  const tally = { taken: 0, declined: 0 };
  const counted: AnswerShortcut = (bytes, start, room, options) => {
    const run = shortcut(bytes, start, room, options);
    expect(run.cases).toBeLessThanOrEqual(room);
    if (run.cases === 0) tally.declined++;
    else tally.taken += run.cases;
    return run;
  };
  const withShortcut = register(defineProblem('withShortcut', { ...spec, fast: { shortcut: counted } }).internal);
  // The careful reader alone: no reader of bytes at all.
  const withoutShortcut = register(defineProblem('careful', { ...spec, fast: undefined }).internal);

  // 400 inputs a problem keep the fast tier under a minute; the fuzz suite (full tier) reads many more.
  const RUNS = 400;

  it('answers every input, cut into chunks anywhere, exactly as the careful reader does', () => {
    let inputCount = 0;
    let failing = 0;
    let cases = 0;
    let strictRuns = 0;
    tally.taken = tally.declined = 0;
    fc.assert(
      fc.property(inputs(subject), fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (text, places, strict) => {
        const chunks = cut(text, places);
        const fast = run(withShortcut, chunks, 'answer', strict);
        const careful = run(withoutShortcut, chunks, 'answer', strict);
        expect(fast).toEqual(careful);
        inputCount++;
        if (strict) strictRuns++;
        if (careful.status !== 0) failing++;
        cases += careful.stdout.split('\n').length - 1;
      }),
      { numRuns: RUNS },
    );
    expect(inputCount).toBe(RUNS);
    // Both ways were taken many times, and many inputs had errors to report.
    expect(cases).toBeGreaterThan(1300);
    expect(tally.taken).toBeGreaterThan((subject.minTaken ?? 2500) / 4);
    expect(tally.declined).toBeGreaterThan(120);
    expect(failing).toBeGreaterThan(120);
    // --strict (which refuses more) about half the time.
    expect(strictRuns).toBeGreaterThan(120);
  });

  it('is used in answer mode only: --json and --explain answer through the careful reader', () => {
    tally.taken = 0;
    const { input, output } = subject.problem.sample;
    for (const mode of ['json', 'explain'] as const)
      expect(run(withShortcut, [input], mode)).toEqual(run(withoutShortcut, [input], mode));
    expect(tally.taken).toBe(0);
    expect(run(withShortcut, [input]).stdout).toBe(output);
    // Line 1 is read by the careful reader (it may start with a byte-order mark): without a count line, so is the first case.
    const first = subject.problem.framing.kind === 'closed' ? 1 : 0;
    expect(tally.taken).toBe(output.split('\n').length - 1 - first);
  });

  it('answers at most the cases it has room for, whole ones only, and says where they end', () => {
    const { output } = subject.problem.sample;
    const { framing } = subject.problem;
    const input = new TextEncoder().encode(subject.problem.sample.input);
    // The cases start after the count line, or end before the closing line: either takes one line.
    const start = framing.kind === 'counted' ? input.indexOf(10) + 1 : 0;
    const end = framing.kind === 'closed' ? input.length - framing.closing.length - 1 : input.length;
    const all = shortcut(input, start, Infinity, {});
    expect(all).toMatchObject({ cases: output.split('\n').length - 1, end, output });
    expect(all.lines).toBe(input.filter((byte) => byte === 10).length - 1);
    const one = shortcut(input, start, 1, {});
    expect(one.cases).toBe(1);
    expect(one.output).toBe(output.slice(0, output.indexOf('\n') + 1));
    expect(input.subarray(start, one.end).filter((byte) => byte === 10).length).toBe(one.lines);
    // The input cut just before the end of the first case: nothing is answered.
    expect(shortcut(input.slice(0, one.end - 1), start, Infinity, {}).cases).toBe(0);
  });
});

describe('answer mode over an input in chunks', () => {
  it('answers every case of a valid input by the shortcut once a chunk holds two cases: a case cut by a chunk end is joined with the next chunk', () => {
    let shortcutCases = 0;
    const { spec } = rankAndFileUnchecked;
    const counted = register(
      defineProblem('counted', {
        ...spec,
        fast: {
          shortcut: (bytes, start, room, options) => {
            const run = spec.fast!.shortcut!(bytes, start, room, options);
            shortcutCases += run.cases;
            return run;
          },
        },
      }).internal,
    );
    // Inputs of 1 to 60 data sets, generated once; the chunk size varies.
    const pool = Array.from({ length: 40 }, (_, k) => {
      const count = 1 + ((k * 37) % 60);
      return {
        count,
        text: formatInputs(rankAndFileFormat, rankAndFileUnchecked.generate(seededRandom(k), 'contest', count)),
      };
    });
    let inputCount = 0;
    let allCases = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pool.length - 1 }), fc.integer({ min: 148, max: 700 }), (which, size) => {
        const { text, count } = pool[which];
        const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, k) =>
          text.slice(k * size, (k + 1) * size),
        );
        shortcutCases = 0;
        const { status, stdout } = run(counted, chunks);
        expect(status).toBe(0);
        expect(stdout).toBe(run(counted, [text]).stdout);
        // Every case by the shortcut: 74 characters each, a chunk of 148 or more always holds one whole once joined.
        expect(shortcutCases).toBe(2 * count);
        inputCount++;
        allCases += count;
      }),
      { numRuns: 200 },
    );
    expect(inputCount).toBe(200);
    expect(allCases).toBeGreaterThan(3000);
  });
});
