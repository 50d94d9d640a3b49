import { cheesyChessUnchecked } from '../../../src/problems/cheesy-chess/index.js';
import { describe, expect, it } from 'vitest';
import { fileOf, rankOf } from '../../../src/core/geometry.js';
import { PROFILES, uncovered } from '../../../src/core/generate.js';
import { seededRandom } from '../../../src/core/random.js';
import { fieldRows } from '../../../src/games/pursuit/board.js';
import { explainCheesyChess } from '../../../src/problems/cheesy-chess/explain.js';
import {
  CHEESY_CHESS_LABELS,
  cheesyChessLabels,
  generateCheesyChess,
} from '../../../src/problems/cheesy-chess/generate.js';
import { judgeCheesyChess } from '../../../src/problems/cheesy-chess/judge.js';
import { classifyCheesyChess } from '../../../src/problems/cheesy-chess/classify.js';
import { type CheesyCase } from '../../../src/problems/cheesy-chess/case.js';
import { type RandomCase, contestText, referenceWinner } from './reference.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The case in the reference solver's terms: rows top first, 1-based (column, row) pairs. */
const asReference = (input: CheesyCase): RandomCase => {
  const at = (square: number): [number, number] => [
    fileOf(input.board.shape, square) + 1,
    rankOf(input.board.shape, square) + 1,
  ];
  return { rows: fieldRows(input.board), king: at(input.king), pawn: at(input.pawn) };
};

/**
 * The labels again, not by the generator's classifier: the winner by the plain reference solver,
 * the ending and path by the explanation, the floating fields by the board itself.
 */
function labelsIndependently(input: CheesyCase): string[] {
  const { rows, king, pawn } = asReference(input);
  const winner = referenceWinner(rows, king, pawn);
  const judged = judgeCheesyChess(input);
  if (!judged.ok) throw new Error(judged.error);
  const why = explainCheesyChess(input, judged.value);
  expect(why.winner).toBe(winner === 'White' ? 'white' : 'black');
  const labels = [winner === 'White' ? 'white-wins' : 'black-wins'];
  const { ending } = why;
  if (ending.kind === 'pawn-blocked') labels.push(`blocked-by-${ending.blockedBy}`);
  else if (ending.kind === 'pawn-home') labels.push(ending.arrived === 0 ? 'pawn-starts-home' : 'pawn-home');
  else labels.push(ending.kind);
  if (why.path.some((move) => move.kingOnDanger)) labels.push('king-on-danger');
  // A square diagonally below the pawn, next to the king, open on the board: only the pawn rules it out.
  const field = (x: number, y: number): string | undefined => rows[rows.length - y]?.[x - 1];
  const floatingBeside = [-1, 1].some((dx) => {
    const [x, y] = [pawn[0] + dx, pawn[1] - 1];
    return field(x, y) === '.' && Math.max(Math.abs(x - king[0]), Math.abs(y - king[1])) === 1;
  });
  if (floatingBeside) labels.push('floating-first-step');
  return labels;
}

describe('generateCheesyChess', () => {
  it('has a kind for every label, named after it', () => {
    expect(generateCheesyChess.kinds.map((kind) => kind.name)).toEqual(CHEESY_CHESS_LABELS);
  });

  it('gives the same cases for the same seed', () => {
    for (const profile of PROFILES)
      expect(generateCheesyChess(seededRandom(42), profile, 30)).toEqual(
        generateCheesyChess(seededRandom(42), profile, 30),
      );
  });

  for (const profile of PROFILES) {
    it(`shows both winners and every ending in any 50 cases (${profile})`, () => {
      let seeds = 0;
      for (const seed of SEEDS) {
        const cases = generateCheesyChess(seededRandom(seed), profile, 50);
        expect(uncovered(CHEESY_CHESS_LABELS, cases, labelsIndependently), `seed ${seed}`).toEqual([]);
        for (const input of cases)
          expect(new Set(cheesyChessLabels(input))).toEqual(new Set(labelsIndependently(input)));
        seeds++;
      }
      expect(seeds).toBeGreaterThanOrEqual(8);
    });

    it(`makes cases the contest's reader takes with --strict (${profile})`, () => {
      const cases = SEEDS.flatMap((seed) => generateCheesyChess(seededRandom(seed), profile, 50));
      for (const input of cases) {
        expect(input.board.shape).toEqual({ width: 8, height: 8 });
        const closed = fieldRows(input.board).join('').replace(/\./g, '').length;
        expect(closed).toBeLessThanOrEqual(
          generateCheesyChess.profileSizes[profile === 'edge' ? 'contest' : profile].fields.max,
        );
        expect(classifyCheesyChess(input)).toEqual({ class: 'contest', reasons: [] });
      }
      // The king on an open field, the pawn elsewhere and not on F: --strict checks them all.
      const parsed = cheesyChessUnchecked.parse(contestText(cases.map(asReference)), { strict: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.cases.map((input) => (input.result.ok ? input.result.value : input.result.error))).toEqual(cases);
    });
  }
});
