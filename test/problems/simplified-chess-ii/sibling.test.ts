import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/core/random.js';
import { REGISTRY, simplifiedChess, simplifiedChessII } from '../../../src/index.js';
import { PROBLEMS, lookAlikeOf } from '../../../src/problems/registry.js';
import { lookAlikeAmong } from '../../../src/framework/look-alike.js';
import { assertLocated } from '../../helpers/located.js';
import { generatedCases, roundTripTests } from '../round-trip.js';
import { contestGameText as parentGameText } from '../simplified-chess/arbitraries.js';

/**
 * Simplified Chess Engine II, where it differs from its parent (the rest is the family's, tested
 * with the Simplified Chess Engine): pawns read and refused where they cannot stand, the limits,
 * promotion in the explanation, and every parent input read and answered as the parent does.
 */

/** The first errors of each case (or of the whole input) as "line:column message". */
function errorsOf(text: string, strict = false): string[] {
  const parsed = simplifiedChessII.parse(text, { strict });
  const all = [...parsed.cases.flatMap((input) => (input.result.ok ? [] : input.result.error)), ...parsed.errors];
  assertLocated(text, all);
  return all.map((error) => `${error.line}:${error.column} ${error.message}`);
}

const verdictOf = (problem: typeof simplifiedChess | typeof simplifiedChessII, text: string) => {
  const input = problem.parse(text).cases[0].result;
  if (!input.ok) throw new Error(input.error[0].message);
  const judged = problem.judge(input.value);
  if (!judged.ok) throw new Error(judged.error);
  return { input: input.value, verdict: judged.value };
};

describe('Simplified Chess Engine II input', () => {
  it('reads pawns, and refuses a king with its own words', () => {
    expect(errorsOf(simplifiedChessII.sample.input, true)).toEqual([]);
    expect(errorsOf('1\n2 1 1\nK B 2\nQ B 1\nQ A 4\n')).toEqual([
      '3:1 expected the piece type Q, N, B, R or P, found "K" (no kings in this game)',
    ]);
  });

  it('refuses a pawn on its own far row, at its line, in every mode', () => {
    // In square order, as the board holds them: D1 before C4.
    expect(errorsOf('1\n2 2 1\nQ B 1\nP C 4\nQ A 4\nP D 1\n')).toEqual([
      '6:1 a black pawn on D1, its far row 1; a pawn there must have promoted',
      '4:1 a white pawn on C4, its far row 4; a pawn there must have promoted',
    ]);
    // On its own first row a pawn may stand: it has somewhere to go.
    expect(errorsOf('1\n2 2 1\nQ B 1\nP C 1\nQ A 4\nP D 4\n')).toEqual([]);
  });

  it('--strict enforces its limits: g <= 1000, w and b <= 7, two pawns a side', () => {
    const three = '1\n4 1 3\nQ A 1\nP B 2\nP C 2\nP D 2\nQ A 4\n';
    expect(errorsOf(three, true)).toEqual(['6:1 a third white pawn; the contest allows at most 2 (--strict)']);
    expect(errorsOf(three)).toEqual([]);
    const crowded = '1\n8 1 3\nQ A 1\nR B 1\nR C 1\nN D 1\nB A 2\nP B 2\nP C 2\nN D 2\nQ A 4\n';
    expect(errorsOf(crowded, true)[0]).toBe('2:1 w, the number of white pieces, is 8; expected 1 to 7 (--strict)');
    expect(simplifiedChessII.strictLimits).toBe(
      'g <= 1000, w and b <= 7, m <= 6, at most two rooks, two minor pieces and two pawns a side',
    );
  });

  it('says the sample is its own, and its parent’s sample its parent’s, when given to another problem', () => {
    expect(lookAlikeOf(simplifiedChessII.sample.input, 'cheesy-chess')?.id).toBe('simplified-chess-ii');
    expect(lookAlikeOf(simplifiedChessII.sample.input, 'simplified-chess')?.id).toBe('simplified-chess-ii');
    expect(lookAlikeOf(simplifiedChess.sample.input, 'cheesy-chess')?.id).toBe('simplified-chess');
    expect(lookAlikeOf(simplifiedChess.sample.input, 'simplified-chess-ii')).toBeUndefined();
  });

  it('gives no hint for an input of its own that only --strict refuses (a third rook), nor does its parent', () => {
    const rooks = '1\n4 1 3\nQ A 1\nR B 2\nR C 2\nR D 2\nQ A 4\n';
    const failedAt = 6;
    expect(errorsOf(rooks, true)[0]).toMatch(/^6:1 a third white rook/);
    for (const id of ['simplified-chess', 'simplified-chess-ii'] as const)
      expect(lookAlikeAmong(rooks, REGISTRY[id], PROBLEMS, failedAt), id).toBeUndefined();
  });
});

describe('Simplified Chess Engine II, judged', () => {
  it('answers the sample YES: the pawn takes the queen as it promotes, each promotion a move of its own', () => {
    const { input, verdict } = verdictOf(simplifiedChessII, simplifiedChessII.sample.input);
    expect(simplifiedChessII.format(verdict)).toBe('YES');
    const explanation = simplifiedChessII.explain(input, verdict);
    expect(explanation.mainLine).toEqual(['bxa4=R']);
    expect(simplifiedChessII.describe(input, verdict, explanation)).toContain('(White: Q R B N P, Black: q r b n p;');
  });

  it('promotes to a rook, a bishop or a knight, never a queen: each a move of its own, on the page a choice', () => {
    // The pawn on c3 steps to c4 or takes the rook on d4, each as a rook, a bishop or a knight.
    const asked = REGISTRY['simplified-chess-ii'].questions?.ask({
      kind: 'queen-capture-play',
      fen: '3r/2P1/1q2/Q3 w',
      toMove: 'white',
      plies: 3,
    });
    if (!asked?.ok || asked.value.kind !== 'queen-capture-play') throw new Error('not answered');
    const promotions = asked.value.moves.filter((move) => move.from === 'c3');
    expect(promotions.map((move) => [move.label, move.choice])).toEqual([
      ['cxd4=R', 'rook'],
      ['cxd4=B', 'bishop'],
      ['cxd4=N', 'knight'],
      ['c4=R', 'rook'],
      ['c4=B', 'bishop'],
      ['c4=N', 'knight'],
    ]);
    // White's queen takes Black's at once: no promotion is best.
    expect(asked.value.whiteWinsIn).toBe(1);
    expect(promotions.some((move) => move.best)).toBe(false);
  });

  it('reads every parent input and answers it as the parent does (its format is wider, its game the same)', () => {
    let compared = 0;
    fc.assert(
      fc.property(parentGameText(4), (text) => {
        const parent = verdictOf(simplifiedChess, text);
        const sibling = verdictOf(simplifiedChessII, text);
        expect(simplifiedChessII.format(sibling.verdict)).toBe(simplifiedChess.format(parent.verdict));
        expect(sibling.verdict.shortestWin).toBe(parent.verdict.shortestWin);
        compared++;
      }),
      { seed: 44, numRuns: 300 },
    );
    expect(compared).toBe(300);
  });
});

describe('Simplified Chess Engine II: formatInput and parse are inverses', () => {
  roundTripTests({
    problem: simplifiedChessII,
    cases: generatedCases((random, profile, count) => simplifiedChessII.generate(random, profile, count)),
    plain: ({ board, moves }) => ({ moves, cells: [...board.cells] }),
    seed: 45,
    numRuns: 60,
  });

  it('generates pawns, never on their far rows, and the same games for the same seed', () => {
    const games = simplifiedChessII.generate(seededRandom(3), 'hard', 40);
    expect(games).toEqual(simplifiedChessII.generate(seededRandom(3), 'hard', 40));
    const pawns = games.flatMap(({ board }) =>
      [...board.cells.keys()].filter((square) => board.pieceAt(square)?.role === 'pawn'),
    );
    expect(pawns.length).toBeGreaterThanOrEqual(20);
  });
});
