import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OutputMode, runProblem } from '../../../src/cli/run.js';
import { formatInputs } from '../../../src/core/contest.js';
import { PROFILES } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { register } from '../../../src/core/registered.js';
import { LineReader } from '../../../src/core/text.js';
import { rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { rankAndFileContestLine, rankAndFileFormat } from '../../../src/problems/rank-and-file/parse.js';

/**
 * Contest mode's shortcut must change nothing but speed: on every input, split into chunks
 * anywhere, the CLI's output, errors and exit status with it equal those without it.
 */

const tally = { taken: 0, declined: 0 };
const withShortcut = register({
  ...rankAndFile,
  contestLine: (reader, options) => {
    const line = rankAndFileContestLine(reader);
    if (line === undefined) tally.declined++;
    else tally.taken++;
    expect(options).toBeDefined();
    return line;
  },
});
const withoutShortcut = register({ ...rankAndFile, contestLine: undefined });

function run(problem: typeof withShortcut, chunks: readonly string[], mode: OutputMode = 'contest') {
  let stdout = '';
  let stderr = '';
  const status = runProblem(
    problem,
    chunks,
    { mode, strict: false, source: '<stdin>' },
    { stdout: (text) => (stdout += text), stderr: { isTTY: false, write: (text: string) => (stderr += text) } },
  );
  return { status, stdout, stderr };
}

/** The text cut at the given places (any order, repeats allowed): a case may straddle chunks. */
const cut = (text: string, places: readonly number[]): string[] => {
  const at = [...new Set(places.map((place) => place % (text.length + 1)))].sort((a, b) => a - b);
  return [...at, text.length].map((end, k) => text.slice(k === 0 ? 0 : at[k - 1], end));
};

/** Valid inputs of every profile, from generated cases. */
const generated = fc
  .tuple(fc.constantFrom(...PROFILES), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }))
  .map(([profile, count, seed]) => formatInputs(rankAndFileFormat, rankAndFile.generate(seededRandom(seed), profile, count)));

const ALPHABET = ['.', 'k', 'K', 'q', 'R', 'w', 'B', 'b', 'W', '\n', '\r', '\r\n', ' ', '\t', 'x', '\uFEFF', 'é'];

/** One damage: a character deleted, replaced or inserted, a line deleted or doubled, line ends changed. */
const damage = (text: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.tuple(fc.nat(text.length), fc.constantFrom(...ALPHABET), fc.integer({ min: 0, max: 2 })).map(([at, char, how]) => {
      const rest = how === 0 ? at : at + 1;
      return text.slice(0, at) + (how === 1 ? '' : char) + text.slice(how === 2 ? at : rest);
    }),
    fc.tuple(fc.nat(), fc.boolean()).map(([line, twice]) => {
      const lines = text.split('\n');
      const k = line % lines.length;
      lines.splice(k, 1, ...(twice ? [lines[k], lines[k]] : []));
      return lines.join('\n');
    }),
    fc.constantFrom(text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '\r'), text.replace(/\n/g, ' \n'), text.trimEnd()),
  );

const inputs = fc.oneof(
  { weight: 1, arbitrary: generated },
  { weight: 3, arbitrary: generated.chain((text) => damage(text).chain(damage)) },
);

describe('the Rank and File contest shortcut', () => {
  it('answers every input, cut into chunks anywhere, exactly as the careful reader does', () => {
    let inputCount = 0;
    let failing = 0;
    let cases = 0;
    tally.taken = tally.declined = 0;
    fc.assert(
      fc.property(inputs, fc.array(fc.nat(), { maxLength: 6 }), (text, places) => {
        const chunks = cut(text, places);
        const fast = run(withShortcut, chunks);
        const careful = run(withoutShortcut, chunks);
        expect(fast).toEqual(careful);
        inputCount++;
        if (careful.status !== 0) failing++;
        cases += careful.stdout.split('\n').length - 1;
      }),
      { numRuns: 1500 },
    );
    expect(inputCount).toBe(1500);
    // Both ways were taken many times, and many inputs had errors to report.
    expect(cases).toBeGreaterThan(5000);
    expect(tally.taken).toBeGreaterThan(3000);
    expect(tally.declined).toBeGreaterThan(500);
    expect(failing).toBeGreaterThan(500);
  });

  it('is used in contest mode only: --json and --explain answer through the careful reader', () => {
    tally.taken = 0;
    const text = rankAndFile.sample.input;
    for (const mode of ['json', 'explain'] as const) expect(run(withShortcut, [text], mode)).toEqual(run(withoutShortcut, [text], mode));
    expect(tally.taken).toBe(0);
    expect(run(withShortcut, [text]).stdout).toBe(rankAndFile.sample.output);
    expect(tally.taken).toBe(3);
  });

  it('consumes nothing when it declines, and the whole data set when it answers', () => {
    const [, ...lines] = rankAndFile.sample.input.split('\n');
    const dataSet = lines.slice(0, 9).join('\n') + '\n';
    const declined = [
      'x\n',
      'w\n........\n',
      dataSet.replace('k', '.'),
      dataSet.replace('.Qk', 'Qk '),
      dataSet.replace('........', '.......'),
    ];
    for (const text of declined) {
      const reader = new LineReader(text + 'next\n');
      expect(rankAndFileContestLine(reader)).toBeUndefined();
      expect(reader.lineNumber).toBe(1);
    }
    for (const text of [dataSet, dataSet.replace(/\n/g, '\r\n'), dataSet.replace(/\n/g, '  \n')]) {
      const reader = new LineReader([text.slice(0, 5), text.slice(5) + 'next\n']);
      expect(rankAndFileContestLine(reader)).toBe('WHITE IS CHECKED');
      expect(reader.peek()).toEqual({ number: 10, text: 'next' });
    }
  });
});
