import type { Side } from '../../../src/core/side.js';
import { type Move, applyMove, hasCapture, legalMoves, midpoint } from '../../../src/games/checkers/moves.js';
import { type Position, pieceAt, promotionRow } from '../../../src/games/checkers/position.js';
import type { RouteVerdict, Violation } from '../../../src/games/checkers/referee.js';
import { type SquareNumber, type SquareSet, bit, directionBetween, has } from '../../../src/games/checkers/squares.js';

/**
 * The referee as it was written before it worked on bit sets (an object per piece, the route's
 * geometry found by searching the neighbour tables, the further jumps found by trying every
 * square): kept as a second statement of the rules, which referee.test.ts holds the referee to,
 * reason, hop and evidence alike.
 */

const fail = (violation: Violation, hop: number): RouteVerdict => ({ ok: false, violation, hop });

/** Whether a man of `side` moving from `from` to `to` goes forward (towards its promotion row). */
const isForward = (side: Side, from: SquareNumber, to: SquareNumber): boolean =>
  side === 'black' ? to > from : to < from;

/**
 * Checks a route (squares 1–32, at least two) as the move of the side to move. A legal route
 * comes back as the move and the position after it, and is always one of legalMoves(position).
 */
export function judgeRouteAsBefore(position: Position, route: readonly SquareNumber[]): RouteVerdict {
  if (route.length < 2) throw new Error('a route has at least two squares');
  const turn = position.turn;
  const from = route[0];
  const mover = pieceAt(position, from);
  if (!mover) return fail({ reason: 'empty-origin', square: from }, 0);
  if (mover.side !== turn) return fail({ reason: 'wrong-side', square: from, piece: mover, turn }, 0);
  const king = mover.kind === 'king';
  const first = directionBetween(from, route[1]);
  if (!first) return fail({ reason: 'not-diagonal', from, to: route[1] }, 0);

  if (first.distance === 1) {
    const to = route[1];
    if (!king && !isForward(turn, from, to)) return fail({ reason: 'backwards', from, to, jump: false }, 0);
    const occupant = pieceAt(position, to);
    if (occupant) return fail({ reason: 'occupied', square: to, piece: occupant }, 0);
    if (hasCapture(position)) return fail({ reason: 'capture-available', captures: legalMoves(position) }, 0);
    if (route.length > 2) return fail({ reason: 'step-then-more', at: to, next: route[2] }, 1);
    const move: Move = { from, to, path: [from, to], captured: [], crowned: !king && has(promotionRow(turn), to) };
    return { ok: true, move, after: applyMove(position, move) };
  }

  // A jump route: every hop jumps an enemy piece not yet jumped, onto an empty square.
  const mine: SquareSet = turn === 'black' ? position.black : position.white;
  // The starting square is empty as soon as the piece has left it.
  const empty = ~(position.black | position.white) | bit(from);
  let captured: SquareSet = 0;
  for (let hop = 0; hop + 1 < route.length; hop++) {
    const at = route[hop];
    const to = route[hop + 1];
    const between = directionBetween(at, to);
    if (!between) return fail({ reason: 'not-diagonal', from: at, to }, hop);
    if (between.distance === 1) return fail({ reason: 'step-after-jump', from: at, to }, hop);
    if (!king && !isForward(turn, at, to)) return fail({ reason: 'backwards', from: at, to, jump: true }, hop);
    const over = midpoint(at, to);
    if (has(captured, over)) return fail({ reason: 'already-jumped', square: over }, hop);
    const jumped = pieceAt(position, over);
    if (!jumped) return fail({ reason: 'nothing-to-jump', square: over }, hop);
    if (has(mine, over)) return fail({ reason: 'jump-own-piece', square: over, piece: jumped }, hop);
    // Captured pieces stay until the move is complete, but a jump can never land on one: landing
    // squares and jumped squares lie on different diagonal lattices. Only pieces at rest block here.
    const occupant = has(empty, to) ? undefined : pieceAt(position, to);
    if (occupant) return fail({ reason: 'occupied', square: to, piece: occupant }, hop);
    captured |= bit(over);
    if (!king && has(promotionRow(turn), to) && hop + 2 < route.length) {
      return fail({ reason: 'crowned', square: to, next: route[hop + 2] }, hop + 1);
    }
  }
  const last = route[route.length - 1];
  const crowned = !king && has(promotionRow(turn), last);
  if (!crowned) {
    const continuations = furtherJumps(position, last, king, turn, captured, empty);
    if (continuations.length > 0) return fail({ reason: 'must-continue', at: last, continuations }, route.length - 1);
  }
  const capturedInOrder = route.slice(1).map((to, hop) => midpoint(route[hop], to));
  const move: Move = { from, to: last, path: [...route], captured: capturedInOrder, crowned };
  return { ok: true, move, after: applyMove(position, move) };
}

/** The jumps (as `23x14`) open to a piece standing on `at` part-way through a move. */
function furtherJumps(
  position: Position,
  at: SquareNumber,
  king: boolean,
  turn: Side,
  captured: SquareSet,
  empty: SquareSet,
): string[] {
  const theirs = turn === 'black' ? position.white : position.black;
  const jumps: string[] = [];
  for (let to = 1; to <= 32; to++) {
    const between = directionBetween(at, to);
    if (!between || between.distance !== 2 || !has(empty, to)) continue;
    if (!king && !isForward(turn, at, to)) continue;
    const over = midpoint(at, to);
    if (has(theirs, over) && !has(captured, over)) jumps.push(`${at}x${to}`);
  }
  return jumps;
}
