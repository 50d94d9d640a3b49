import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Move, applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { perft } from '../../../src/games/checkers/perft.js';
import { type Position, piecesOf, promotionRow } from '../../../src/games/checkers/position.js';
import { popcount } from '../../../src/games/checkers/squares.js';
import { checkRoute } from '../../../src/games/checkers/validate.js';
import { anyPosition, reachablePosition } from './playouts.js';

const RUNS = { seed: 2024, numRuns: 400 };
const positions = fc.oneof(reachablePosition, anyPosition);

describe('properties of the rules', () => {
  it('every move keeps the pieces consistent: the mover keeps its count, the other side loses one per capture', () => {
    fc.assert(
      fc.property(positions, (position) => {
        for (const move of legalMoves(position)) {
          const next = applyMove(position, move);
          const mover = position.turn;
          const other = mover === 'black' ? 'white' : 'black';
          expect(next.turn).toBe(other);
          expect(next.black & next.white).toBe(0);
          expect(next.kings & ~(next.black | next.white)).toBe(0);
          expect(popcount(piecesOf(next, mover))).toBe(popcount(piecesOf(position, mover)));
          expect(popcount(piecesOf(next, other))).toBe(popcount(piecesOf(position, other)) - move.captured.length);
          // Kings stay kings; men are crowned exactly on their promotion row.
          expect(popcount(next.kings & piecesOf(next, mover))).toBeGreaterThanOrEqual(popcount(position.kings & piecesOf(position, mover)));
          expect(piecesOf(next, mover) & ~next.kings & promotionRow(mover)).toBe(0);
        }
      }),
      RUNS,
    );
  });

  it('capturing is compulsory: when one legal move captures, all do', () => {
    fc.assert(
      fc.property(positions, (position) => {
        const captures = legalMoves(position).map((move) => move.captured.length > 0);
        expect(new Set(captures).size).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('no route jumps a piece twice, and each route is a chain of steps or jumps', () => {
    fc.assert(
      fc.property(positions, (position) => {
        for (const move of legalMoves(position)) {
          expect(new Set(move.captured).size).toBe(move.captured.length);
          expect(move.path.length).toBe(Math.max(2, move.captured.length + 1));
        }
      }),
      RUNS,
    );
  });

  it('the referee accepts exactly the generated routes', () => {
    fc.assert(
      fc.property(positions, fc.array(fc.array(fc.integer({ min: 1, max: 32 }), { minLength: 2, maxLength: 5 }), { maxLength: 20 }), (position, randomRoutes) => {
        const legal = new Map<string, Move>(legalMoves(position).map((move) => [move.path.join('x'), move]));
        // Random routes rarely hit a legal one; the legal ones are tried too, and one-square edits of them.
        const edits = [...legal.values()].flatMap((move) => [move.path.slice(0, -1), [...move.path, move.path[0]], move.path.map((square, i) => (i === 1 ? ((square % 32) + 1) : square))]);
        const routes = [...randomRoutes, ...[...legal.values()].map((move) => move.path), ...edits].filter((route) => route.length >= 2);
        for (const route of routes) {
          const check = checkRoute(position, route);
          const move = legal.get(route.join('x'));
          expect(check.ok).toBe(move !== undefined);
          if (check.ok && move) expect(check.after).toEqual(applyMove(position, move));
        }
      }),
      RUNS,
    );
  });

  it('perft at depth 1 and 2 counts the legal moves and their replies', () => {
    fc.assert(
      fc.property(reachablePosition, (position: Position) => {
        const moves = legalMoves(position);
        expect(perft(position, 1)).toBe(moves.length);
        expect(perft(position, 2)).toBe(moves.reduce((sum, move) => sum + legalMoves(applyMove(position, move)).length, 0));
      }),
      { seed: 5, numRuns: 200 },
    );
  });

  it('move text is the route joined by - for a step and x for a jump', () => {
    fc.assert(
      fc.property(positions, (position) => {
        for (const move of legalMoves(position)) expect(moveText(move).split(/[-x]/).map(Number)).toEqual(move.path);
      }),
      RUNS,
    );
  });
});
