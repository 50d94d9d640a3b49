import { rankAndFileUnchecked } from '../../../src/problems/rank-and-file/index.js';
import { describe, expect, it } from 'vitest';
import { fileOf, parseSquareName, rankOf } from '../../../src/core/geometry.js';
import { DEFAULT_PROFILES, PROFILES, resolveSizes, uncovered } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { explainRankAndFile } from '../../../src/problems/rank-and-file/explain.js';
import {
  RANK_AND_FILE_EDGE_LABELS,
  RANK_AND_FILE_LABELS,
  generateRankAndFile,
  rankAndFileLabels,
} from '../../../src/problems/rank-and-file/generate.js';
import { judgeRankAndFile } from '../../../src/problems/rank-and-file/judge.js';
import { classifyRankAndFile } from '../../../src/problems/rank-and-file/classify.js';
import { inputRows, rankAndFileFormat } from '../../../src/problems/rank-and-file/parse.js';
import { type RankAndFileCase } from '../../../src/problems/rank-and-file/case.js';
import { formatInputs } from '../../../src/framework/input-format.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const BOARD = { width: 8, height: 8 };

/**
 * The labels again, from the explanation alone (not the generator's classifier): its status,
 * checkers, escapes in SAN and the reasons of the failed escapes.
 */
function labelsFromExplanation(input: RankAndFileCase): string[] {
  const judged = judgeRankAndFile(input);
  if (!judged.ok) throw new Error(judged.error);
  const why = explainRankAndFile(input, judged.value);
  const labels = [why.stalemate ? 'stalemate' : why.status.toLowerCase()];
  if (why.checkers.length === 2) labels.push('double-check');
  if (why.status === 'CHECKED' && why.escapes.every((move) => !move.startsWith('K')))
    labels.push('saved-by-another-piece');
  if (why.failedEscapes.some((failure) => failure.reason.includes('opens the line'))) labels.push('pinned-defender');
  const king = parseSquareName(BOARD, why.king) ?? -1;
  const beside = (name: string): boolean => {
    const square = parseSquareName(BOARD, name) ?? -1;
    return (
      Math.max(
        Math.abs(fileOf(BOARD, square) - fileOf(BOARD, king)),
        Math.abs(rankOf(BOARD, square) - rankOf(BOARD, king)),
      ) === 1
    );
  };
  const near = why.checkers.filter((piece) => piece.role !== 'king' && beside(piece.square));
  if (near.some((piece) => !why.escapes.includes(`Kx${piece.square}`))) labels.push('defended-checker');
  if (near.some((piece) => why.escapes.includes(`Kx${piece.square}`))) labels.push('king-captures-checker');
  // Why no game reaches it: the other king gives check exactly when the kings stand side by side.
  if (why.checkers.some((piece) => piece.role === 'king')) labels.push('kings-side-by-side');
  else if (why.warnings.length > 0) labels.push('other-side-in-check');
  if (why.checkers.length >= 3) labels.push('triple-check');
  if (why.checkers.length === 2 && why.checkers.every((piece) => piece.role === 'knight'))
    labels.push('two-knights-check');
  // More queens than one and eight promoted pawns make: nine queens or more of a colour (the only way the generator makes it).
  const rows = why.board.join('');
  if (rows.split('q').length - 1 >= 10 || rows.split('Q').length - 1 >= 10) labels.push('too-many-promotions');
  return labels;
}

const text = (cases: readonly RankAndFileCase[]): string => formatInputs(rankAndFileFormat, cases);

describe('generateRankAndFile', () => {
  it('has a kind for every label, named after it', () => {
    expect(generateRankAndFile.kinds.map((kind) => kind.name).sort()).toEqual(
      [...RANK_AND_FILE_LABELS, ...RANK_AND_FILE_EDGE_LABELS].sort(),
    );
  });

  it('gives the same cases for the same seed', () => {
    for (const profile of PROFILES)
      expect(generateRankAndFile(seededRandom(42), profile, 30)).toEqual(
        generateRankAndFile(seededRandom(42), profile, 30),
      );
  });

  for (const profile of PROFILES) {
    const labels = profile === 'edge' ? [...RANK_AND_FILE_LABELS, ...RANK_AND_FILE_EDGE_LABELS] : RANK_AND_FILE_LABELS;
    it(`shows every kind in any 50 cases (${profile}), by the explanation`, () => {
      let seeds = 0;
      for (const seed of SEEDS) {
        const cases = generateRankAndFile(seededRandom(seed), profile, 50);
        expect(uncovered(labels, cases, labelsFromExplanation), `seed ${seed}`).toEqual([]);
        // The generator's classifier agrees with the explanation's, case by case.
        for (const input of cases)
          expect(new Set(rankAndFileLabels(input))).toEqual(new Set(labelsFromExplanation(input)));
        seeds++;
      }
      expect(seeds).toBeGreaterThanOrEqual(8);
    });

    it(`makes valid cases of the contest class, edge ones only in the edge profile (${profile})`, () => {
      const cases = SEEDS.flatMap((seed) => generateRankAndFile(seededRandom(seed), profile, 50));
      const edgeLabels: readonly string[] = RANK_AND_FILE_EDGE_LABELS;
      const range = generateRankAndFile.profileSizes[profile === 'edge' ? 'contest' : profile].pieces;
      for (const input of cases) {
        const rows = inputRows(input.board).join('');
        expect(rows.split('k')).toHaveLength(2);
        expect(rows.split('K')).toHaveLength(2);
        expect(rows.replace(/[.kK]/g, '').length).toBeLessThanOrEqual(range.max);
        const edge = labelsFromExplanation(input).some((label) => edgeLabels.includes(label));
        expect(edge && profile !== 'edge', rows).toBe(false);
        expect(classifyRankAndFile(input).class, rows).toBe(edge ? 'edge' : 'contest');
      }
      // The contest's reader takes them, with --strict (100 data sets at most).
      for (let start = 0; start < cases.length; start += 100) {
        const parsed = rankAndFileUnchecked.parse(text(cases.slice(start, start + 100)), { strict: true });
        expect(parsed.errors).toEqual([]);
        expect(parsed.cases.every((input) => input.result.ok)).toBe(true);
      }
    });
  }

  it('keeps small cases small: at most 4 pieces besides the kings', () => {
    expect(generateRankAndFile.profileSizes.small.pieces).toEqual({ min: 0, max: 4 });
  });

  it('rarely falls back: every kind makes its case', () => {
    for (const profile of DEFAULT_PROFILES) {
      const sizes = resolveSizes(generateRankAndFile.sizes, generateRankAndFile.profileSizes[profile]);
      // Edge kinds build as `contest` does (the edge profile's sizes).
      for (const kind of generateRankAndFile.kinds.filter(
        (candidate) => candidate.edge !== true || profile === 'contest',
      )) {
        const random = seededRandom(99);
        for (let k = 0; k < 20; k++)
          expect(kind.make(random, profile, sizes), `${kind.name} (${profile})`).toBeDefined();
      }
    }
  });
});
