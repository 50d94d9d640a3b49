import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePdnFen } from '../../../src/games/checkers/fen.js';
import { type Move, applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { perft } from '../../../src/games/checkers/perft.js';
import { type Position, piecesOf, promotionRow } from '../../../src/games/checkers/position.js';
import { popcount } from '../../../src/games/checkers/squares.js';
import { judgeRoute } from '../../../src/games/checkers/referee.js';
import { anyPosition, reachablePosition } from './playouts.js';

const RUNS = { seed: 2024, numRuns: 400 };
const positions = fc.oneof(reachablePosition, anyPosition);

/** What the positions of a property offered: a property over moves proves little if there were none. */
interface MoveTally {
  positions: number;
  moves: number;
  steps: number;
  jumps: number;
  /** Jumps that take two or more pieces. */
  multiJumps: number;
  crowned: number;
}
const emptyTally = (): MoveTally => ({ positions: 0, moves: 0, steps: 0, jumps: 0, multiJumps: 0, crowned: 0 });
function count(tally: MoveTally, moves: readonly Move[]): void {
  tally.positions++;
  for (const move of moves) {
    tally.moves++;
    if (move.captured.length === 0) tally.steps++;
    else tally.jumps++;
    if (move.captured.length > 1) tally.multiJumps++;
    if (move.crowned) tally.crowned++;
  }
}
/** Minimums for the 400 positions of RUNS: about half of what they reach (1,879 moves, 422 jumps, 60 multi-jumps, 47 crownings). */
function expectVaried(tally: MoveTally): void {
  expect(tally.positions).toBe(RUNS.numRuns);
  expect(tally.moves).toBeGreaterThanOrEqual(900);
  expect(tally.steps).toBeGreaterThanOrEqual(700);
  expect(tally.jumps).toBeGreaterThanOrEqual(200);
  expect(tally.multiJumps).toBeGreaterThanOrEqual(30);
  expect(tally.crowned).toBeGreaterThanOrEqual(20);
}

/** The old CLI's de-duplication, kept as the definition: the first route of each (origin, destination, captured set). */
function firstOfEachGroup(moves: readonly Move[]): Move[] {
  const seen = new Set<string>();
  return moves.filter((move) => {
    const key = `${move.from}-${move.to}:${[...move.captured].sort((a, b) => a - b).join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('properties of the rules', () => {
  it('every move keeps the pieces consistent: the mover keeps its count, the other side loses one per capture', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(positions, (position) => {
        const moves = legalMoves(position);
        count(tally, moves);
        for (const move of moves) {
          const next = applyMove(position, move);
          const mover = position.turn;
          const other = mover === 'black' ? 'white' : 'black';
          expect(next.turn).toBe(other);
          expect(next.black & next.white).toBe(0);
          expect(next.kings & ~(next.black | next.white)).toBe(0);
          expect(popcount(piecesOf(next, mover))).toBe(popcount(piecesOf(position, mover)));
          expect(popcount(piecesOf(next, other))).toBe(popcount(piecesOf(position, other)) - move.captured.length);
          // Kings stay kings; men are crowned exactly on their promotion row.
          expect(popcount(next.kings & piecesOf(next, mover))).toBeGreaterThanOrEqual(
            popcount(position.kings & piecesOf(position, mover)),
          );
          expect(piecesOf(next, mover) & ~next.kings & promotionRow(mover)).toBe(0);
        }
      }),
      RUNS,
    );
    expectVaried(tally);
  });

  it('capturing is compulsory: when one legal move captures, all do', () => {
    let withCapture = 0;
    let withoutCapture = 0;
    fc.assert(
      fc.property(positions, (position) => {
        const captures = legalMoves(position).map((move) => move.captured.length > 0);
        expect(new Set(captures).size).toBeLessThanOrEqual(1);
        if (captures.length > 1 && captures[0]) withCapture++;
        if (captures.length > 1 && !captures[0]) withoutCapture++;
      }),
      RUNS,
    );
    // Positions with several moves, all captures or all steps: both must come up.
    expect(withCapture).toBeGreaterThanOrEqual(60);
    expect(withoutCapture).toBeGreaterThanOrEqual(90);
  });

  it('no route jumps a piece twice, and each route is a chain of steps or jumps', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(positions, (position) => {
        const moves = legalMoves(position);
        count(tally, moves);
        for (const move of moves) {
          expect(new Set(move.captured).size).toBe(move.captured.length);
          expect(move.path.length).toBe(Math.max(2, move.captured.length + 1));
        }
      }),
      RUNS,
    );
    expectVaried(tally);
  });

  it('the referee accepts exactly the generated routes', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        positions,
        fc.array(fc.array(fc.integer({ min: 1, max: 32 }), { minLength: 2, maxLength: 5 }), { maxLength: 20 }),
        (position, randomRoutes) => {
          const legal = new Map<string, Move>(legalMoves(position).map((move) => [move.path.join('x'), move]));
          // Random routes rarely hit a legal one; the legal ones are tried too, and one-square edits of them.
          const edits = [...legal.values()].flatMap((move) => [
            move.path.slice(0, -1),
            [...move.path, move.path[0]],
            move.path.map((square, i) => (i === 1 ? (square % 32) + 1 : square)),
          ]);
          const routes = [...randomRoutes, ...[...legal.values()].map((move) => move.path), ...edits].filter(
            (route) => route.length >= 2,
          );
          for (const route of routes) {
            const check = judgeRoute(position, route);
            const move = legal.get(route.join('x'));
            expect(check.ok).toBe(move !== undefined);
            if (check.ok && move) {
              expect(check.after).toEqual(applyMove(position, move));
              accepted++;
            } else refused++;
          }
        },
      ),
      RUNS,
    );
    expect(accepted).toBeGreaterThanOrEqual(1000);
    expect(refused).toBeGreaterThanOrEqual(2500);
  });

  it('perft at depth 1 and 2 counts the legal moves and their replies', () => {
    let leaves = 0;
    fc.assert(
      fc.property(reachablePosition, (position: Position) => {
        const moves = legalMoves(position);
        expect(perft(position, 1)).toBe(moves.length);
        const replies = moves.reduce((sum, move) => sum + legalMoves(applyMove(position, move)).length, 0);
        expect(perft(position, 2)).toBe(replies);
        leaves += replies;
      }),
      { seed: 5, numRuns: 200 },
    );
    expect(leaves).toBeGreaterThanOrEqual(3000);
  });

  it('move text is the route joined by - for a step and x for a jump', () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(positions, (position) => {
        const moves = legalMoves(position);
        count(tally, moves);
        for (const move of moves) {
          expect(moveText(move).split(/[-x]/).map(Number)).toEqual(move.path);
          expect(moveText(move).includes('x')).toBe(move.captured.length > 0);
        }
      }),
      RUNS,
    );
    expectVaried(tally);
  });

  it('distinct moves are the first route of each (origin, destination, captured set), in order, as perft --distinct counts them', () => {
    let positionsWithJumps = 0;
    fc.assert(
      fc.property(positions, (position) => {
        const all = legalMoves(position);
        const distinct = legalMoves(position, { distinct: true });
        expect(distinct).toEqual(firstOfEachGroup(all));
        expect(perft(position, 1, { distinct: true })).toBe(distinct.length);
        if (all.some((move) => move.captured.length > 0)) positionsWithJumps++;
      }),
      RUNS,
    );
    expect(positionsWithJumps).toBeGreaterThanOrEqual(100);
    // Routes that coincide (circular king captures) are too rare to come up at random; here is one.
    const circular = parsePdnFen('B:W6,7,14,15:BK2');
    if (!circular.ok) throw new Error(circular.error.message);
    const routes = legalMoves(circular.value);
    expect(routes).toHaveLength(2);
    expect(legalMoves(circular.value, { distinct: true })).toEqual(routes.slice(0, 1));
    expect(firstOfEachGroup(routes)).toEqual(routes.slice(0, 1));
  });
});
