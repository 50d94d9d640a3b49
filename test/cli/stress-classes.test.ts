import { describe, expect, it } from 'vitest';
import { checkersUnchecked } from '../../src/problems/checkers/index.js';
import { rankAndFileUnchecked } from '../../src/problems/rank-and-file/index.js';
import { nodeSolution, stress } from './contestant-helpers.js';

/**
 * The planted bugs that show what the data classes are for (docs/test-data.md): a bug that only
 * `edge` data shows is never reported on the default, `contest` data, and is found with
 * `--profile edge`; a bug hidden behind it is found and shrunk to a `contest` case that shows it;
 * bugs that only a crowded board shows are found with the default profiles and shrunk to a case
 * that is still crowded.
 */

/** The one case of a shrunk input, read back by Arbiter. */
function onlyCase<C>(
  problem: { parse: (text: string) => { cases: readonly { result: { ok: boolean; value?: C } }[] } },
  input: string,
): C {
  const { cases } = problem.parse(input);
  expect(cases).toHaveLength(1);
  const [read] = cases;
  if (!read.result.ok || read.result.value === undefined) throw new Error(`the shrunk input does not read: ${input}`);
  return read.result.value;
}

const nonKingPieces = (input: string): number =>
  [...input.replace(/^\d+\n[wWbB]\n/, '')].filter((c) => /[qrbnQRBN]/.test(c)).length;

describe('stress and the data classes', () => {
  it('rank-and-file: a king that may take a king is no failure on contest data, and the edge profile shows it on kings side by side', async () => {
    const { report } = await stress(
      'rank-and-file',
      ['--tests', '100'],
      nodeSolution('rank-and-file.mjs', 'king-takes-king'),
    );
    expect(report.result).toBe('passed');
    const edge = await stress(
      'rank-and-file',
      ['--profile', 'edge', '--shrink-time', '20'],
      nodeSolution('rank-and-file.mjs', 'king-takes-king'),
    );
    expect(edge.report.result).toBe('wrong-answer');
    const verdict = rankAndFileUnchecked.classify(onlyCase(rankAndFileUnchecked, edge.report.input));
    expect(verdict.class).toBe('edge');
    expect(verdict.reasons.join(' ')).toMatch(/kings stand side by side/);
  });

  it('rank-and-file: knight checks missed, beside a king that takes a king, shrink to a contest case with a knight giving check', async () => {
    const { report } = await stress(
      'rank-and-file',
      ['--shrink-time', '20'],
      nodeSolution('rank-and-file.mjs', 'knight-blind+king-takes-king'),
    );
    expect(report.result).toBe('wrong-answer');
    const input = onlyCase(rankAndFileUnchecked, report.input);
    expect(rankAndFileUnchecked.classify(input)).toEqual({ class: 'contest', reasons: [] });
    expect(nonKingPieces(report.input)).toBeLessThanOrEqual(2);
    expect(report.input).toMatch(input.side === 'white' ? /N/ : /n/);
  });

  it('rank-and-file: a list of 16 pieces is found on a crowded board and shrunk to one still crowded', async () => {
    const { report } = await stress(
      'rank-and-file',
      ['--shrink-time', '30'],
      nodeSolution('rank-and-file.mjs', 'sixteen-pieces'),
    );
    expect(report.result).toBe('wrong-answer');
    expect(rankAndFileUnchecked.classify(onlyCase(rankAndFileUnchecked, report.input)).class).toBe('contest');
    expect(nonKingPieces(report.input)).toBeGreaterThanOrEqual(17);
    expect(nonKingPieces(report.input)).toBeLessThanOrEqual(22);
  });

  it('checkers: moves kept in four squares are found on a king jumping among four pieces or more, in contest notation', async () => {
    const { report } = await stress('checkers', ['--shrink-time', '20'], nodeSolution('checkers.mjs', 'four-squares'));
    expect(report.result).toBe('wrong-answer');
    const record = onlyCase(checkersUnchecked, report.input);
    expect(checkersUnchecked.classify(record)).toEqual({ class: 'contest', reasons: [] });
    expect(record.moves.some((move) => move.text.split('-').length >= 5)).toBe(true);
    const [, pieces] = checkersUnchecked.measure(record);
    expect(pieces).toBeGreaterThanOrEqual(4);
    expect(pieces).toBeLessThanOrEqual(6);
  });
});
