import { SIMPLIFIED_CHESS, simplifiedChessUnchecked } from '../../../src/problems/simplified-chess/index.js';
import { describe, expect, it } from 'vitest';
import { PROFILES, type Profile, uncovered } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { explainSimplifiedChess } from '../../../src/problems/simplified-chess/explain.js';
import {
  SIMPLIFIED_CHESS_LABELS,
  generatorOf,
  simplifiedChessLabels,
} from '../../../src/problems/simplified-chess/generate.js';
import { judgeSimplifiedChess } from '../../../src/problems/simplified-chess/judge.js';
import { classifierOf } from '../../../src/problems/simplified-chess/classify.js';
import { formatGame } from '../../../src/problems/simplified-chess/parse.js';
import type { SimplifiedChessCase } from '../../../src/problems/simplified-chess/case.js';

const generateSimplifiedChess = generatorOf(SIMPLIFIED_CHESS);
const classifySimplifiedChess = classifierOf(SIMPLIFIED_CHESS);
const [ROOKS, MINORS] = SIMPLIFIED_CHESS.groups;

const SEEDS = [1, 2, 3, 4, 5, 6];

/** The labels again, from the verdict and the explanation's words (not the generator's classifier). */
function labelsFromExplanation(input: SimplifiedChessCase): string[] {
  const judged = judgeSimplifiedChess(input);
  if (!judged.ok) throw new Error(judged.error);
  const labels = [`${judged.value.whiteWins ? 'yes' : 'no'}-m${input.moves}`];
  if (judged.value.shortestWin === 5) labels.push('win-in-5');
  if (!judged.value.whiteWins) {
    const why = explainSimplifiedChess(input, judged.value);
    if (why.refutations.some((refutation) => refutation.why.endsWith("captures White's queen")))
      labels.push('black-takes-queen');
  }
  return labels;
}

const memo = new Map<string, SimplifiedChessCase[]>();
/** 50 games per seed and profile, made once for all the tests below. */
function games(seed: number, profile: Profile): SimplifiedChessCase[] {
  const key = `${seed}:${profile}`;
  const known = memo.get(key) ?? generateSimplifiedChess(seededRandom(seed), profile, 50);
  memo.set(key, known);
  return known;
}

describe('generateSimplifiedChess', () => {
  it('has a kind for every label, named after it', () => {
    expect(generateSimplifiedChess.kinds.map((kind) => kind.name)).toEqual(SIMPLIFIED_CHESS_LABELS);
  });

  it('gives the same games for the same seed', () => {
    expect(generateSimplifiedChess(seededRandom(42), 'hard', 30)).toEqual(
      generateSimplifiedChess(seededRandom(42), 'hard', 30),
    );
  });

  for (const profile of PROFILES) {
    it(`shows YES and NO for every m from 1 to 6, a win in 5 and Black taking the queen in any 50 games (${profile})`, () => {
      let seeds = 0;
      for (const seed of SEEDS) {
        const cases = games(seed, profile);
        expect(uncovered(SIMPLIFIED_CHESS_LABELS, cases, labelsFromExplanation), `seed ${seed}`).toEqual([]);
        for (const input of cases) expect(simplifiedChessLabels(input)).toEqual(labelsFromExplanation(input));
        seeds++;
      }
      expect(seeds).toBeGreaterThanOrEqual(6);
    });

    it(`makes games within the contest's limits (${profile})`, () => {
      const cases = SEEDS.flatMap((seed) => games(seed, profile));
      for (const input of cases) {
        expect(input.moves).toBeGreaterThanOrEqual(1);
        expect(input.moves).toBeLessThanOrEqual(SIMPLIFIED_CHESS.limits.moves);
        for (const side of ['white', 'black'] as const) {
          const roles = input.board.squaresOf(side).map((square) => input.board.pieceAt(square)?.role);
          expect(roles.filter((role) => role === 'queen')).toHaveLength(1);
          const { pieces } = generateSimplifiedChess.profileSizes[profile === 'edge' ? 'contest' : profile];
          expect(roles.length).toBeLessThanOrEqual(pieces.max);
          expect(roles.length).toBeGreaterThanOrEqual(pieces.min);
          expect(roles.filter((role) => role === 'rook').length).toBeLessThanOrEqual(ROOKS.max);
          expect(roles.filter((role) => role === 'bishop' || role === 'knight').length).toBeLessThanOrEqual(MINORS.max);
        }
        expect(classifySimplifiedChess(input)).toEqual({ class: 'contest', reasons: [] });
      }
      // Distinct squares, one queen a side and the limits again, by the contest's reader with --strict (g <= 200).
      for (const seed of SEEDS) {
        const parsed = simplifiedChessUnchecked.parse(`50\n${games(seed, profile).map(formatGame).join('')}`, {
          strict: true,
        });
        expect(parsed.errors).toEqual([]);
        expect(parsed.cases.map((input) => (input.result.ok ? input.result.value : input.result.error))).toEqual(
          games(seed, profile),
        );
      }
    });
  }

  it('keeps small games small: one or two pieces a side besides the queen', () => {
    expect(generateSimplifiedChess.profileSizes.small.pieces).toEqual({ min: 2, max: 3 });
  });
});
