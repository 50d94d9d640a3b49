import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves } from '../../../src/games/checkers/moves.js';
import type { Position } from '../../../src/games/checkers/position.js';
import { LEGAL, Referee, type ViolationReason, judgeRoute, evidence } from '../../../src/games/checkers/referee.js';
import { BEYOND, NEIGHBOUR, SQUARE_COUNT, type SquareNumber } from '../../../src/games/checkers/squares.js';
import { anyPosition, reachablePosition } from './playouts.js';
import { judgeRouteAsBefore } from './referee-as-before.js';

const RUNS = { seed: 24, numRuns: 300 };
const positions = fc.oneof(reachablePosition, anyPosition);

/**
 * A route as a careless or mistaken recorder writes one: from a square (most often one with a
 * piece), hops of one or two squares in any diagonal direction, now and then a square anywhere.
 */
const wanderingRoute = fc
  .record({
    start: fc.integer({ min: 1, max: 32 }),
    hops: fc.array(
      fc.record({ dir: fc.integer({ min: 0, max: 3 }), far: fc.boolean(), anywhere: fc.integer({ min: 0, max: 40 }) }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
  })
  .map(({ start, hops }) => {
    const route: SquareNumber[] = [start];
    for (const { dir, far, anywhere } of hops) {
      const at = route[route.length - 1] - 1;
      const next = (far ? BEYOND : NEIGHBOUR)[dir * SQUARE_COUNT + at];
      route.push(anywhere < 32 && anywhere > 28 ? anywhere : next >= 0 ? next + 1 : (anywhere % 32) + 1);
    }
    return route;
  });

/** The squares a step away from a square, or (`table` BEYOND) a jump away. */
const around = (square: SquareNumber, table = NEIGHBOUR): SquareNumber[] =>
  [0, 1, 2, 3].map((dir) => table[dir * SQUARE_COUNT + square - 1] + 1).filter((next) => next > 0);

/**
 * Routes worth trying in a position: wandering ones from its pieces, every step and jump of its
 * pieces on an empty board, and the legal moves, cut short, lengthened (by a step too) or turned.
 */
function routesFor(
  position: Position,
  wandering: readonly SquareNumber[][],
  picks: readonly number[],
): SquareNumber[][] {
  const pieces: SquareNumber[] = [];
  for (let square = 1; square <= 32; square++)
    if (((position.black | position.white) >>> (square - 1)) & 1) pieces.push(square);
  const fromPieces = wandering.map((route, k) =>
    pieces.length > 0 && picks[k] % 4 !== 0 ? [pieces[picks[k] % pieces.length], ...route.slice(1)] : route,
  );
  const legal = legalMoves(position).map((move) => [...move.path]);
  const edits = legal.flatMap((path) => [
    path.slice(0, -1),
    [...path, path[path.length - 2]],
    [...path].reverse(),
    [path[0], path[path.length - 1]],
    ...around(path[path.length - 1]).map((next) => [...path, next]),
  ]);
  const hops = pieces.flatMap((square) => [...around(square), ...around(square, BEYOND)].map((next) => [square, next]));
  return [...fromPieces, ...hops, ...legal, ...edits].filter((route) => route.length >= 2);
}

describe('the referee on bit sets', () => {
  it('answers every route exactly as the hop-by-hop referee did: the verdict, the reason, the hop, the evidence and the position after', () => {
    const reasons = new Map<ViolationReason, number>();
    let legal = 0;
    fc.assert(
      fc.property(
        positions,
        fc.array(wanderingRoute, { maxLength: 24 }),
        fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
        (position, wandering, picks) => {
          for (const route of routesFor(position, wandering, picks)) {
            const now = judgeRoute(position, route);
            const before = judgeRouteAsBefore(position, route);
            expect(now).toEqual(before);
            if (now.ok) legal++;
            else {
              if (!before.ok) expect(evidence(now.violation)).toBe(evidence(before.violation));
              reasons.set(now.violation.reason, (reasons.get(now.violation.reason) ?? 0) + 1);
            }
          }
        },
      ),
      RUNS,
    );
    // About half of what the seed reaches: 3,862 legal routes, every reason at least 68 times (crowned).
    expect(legal).toBeGreaterThanOrEqual(2000);
    expect([...reasons.keys()].sort()).toHaveLength(13);
    for (const [reason, count] of reasons) expect(count, reason).toBeGreaterThanOrEqual(30);
  });

  it('moves its position on by a legal route and leaves it as it was after an illegal one', () => {
    const referee = new Referee();
    let played = 0;
    let refused = 0;
    fc.assert(
      fc.property(positions, fc.array(wanderingRoute, { maxLength: 8 }), (shown, wandering) => {
        const position: Position = { black: shown.black, white: shown.white, kings: shown.kings, turn: shown.turn };
        const routes = [...legalMoves(position).map((move) => [...move.path]), ...wandering];
        for (const route of routes) {
          referee.set(position);
          const code = referee.play(Uint8Array.from(route), route.length);
          const check = judgeRoute(position, route);
          expect(code === LEGAL).toBe(check.ok);
          if (check.ok) {
            expect(referee.position()).toEqual(applyMove(position, check.move));
            played++;
          } else {
            expect(referee.position()).toEqual(position);
            expect(referee.hop).toBe(check.hop);
            refused++;
          }
        }
      }),
      { seed: 7, numRuns: 300 },
    );
    expect(played).toBeGreaterThanOrEqual(1000);
    expect(refused).toBeGreaterThanOrEqual(1000);
  });

  it('reads only the first `length` squares of its route buffer', () => {
    const referee = new Referee();
    referee.set({ black: 1 << 8, white: 0, kings: 0, turn: 'black' });
    // 9-13, then stale squares from an earlier, longer route.
    expect(referee.play(Uint8Array.from([9, 13, 18, 22]), 2)).toBe(LEGAL);
    expect(referee.position()).toEqual({ black: 1 << 12, white: 0, kings: 0, turn: 'white' });
  });

  it('refuses a route with a square off the board, as a usage error', () => {
    const position: Position = { black: 1 << 8, white: 0, kings: 0, turn: 'black' };
    expect(() => judgeRoute(position, [9, 0])).toThrow(RangeError);
    expect(() => judgeRoute(position, [9, 33])).toThrow(/1-32, not 33/);
    expect(() => judgeRoute(position, [9, 13.5])).toThrow(RangeError);
  });
});
