import type { Side } from '../../core/side.js';
import { type Move, applyMove, hasCapture, legalMoves, midpoint } from './moves.js';
import { type Piece, type Position, describePiece, pieceAt, promotionRow, redOrWhite } from './position.js';
import { type SquareNumber, type SquareSet, bit, directionBetween, has } from './squares.js';

/**
 * Why a written move is not legal, with the squares that show it. Checking follows the route hop
 * by hop, so the reason is the first thing that goes wrong, as a referee would see it.
 */
export type Violation =
  | { readonly reason: 'empty-origin'; readonly square: SquareNumber }
  | { readonly reason: 'wrong-side'; readonly square: SquareNumber; readonly piece: Piece; readonly turn: Side }
  | { readonly reason: 'not-diagonal'; readonly from: SquareNumber; readonly to: SquareNumber }
  | { readonly reason: 'backwards'; readonly from: SquareNumber; readonly to: SquareNumber; readonly jump: boolean }
  | { readonly reason: 'occupied'; readonly square: SquareNumber; readonly piece: Piece }
  | { readonly reason: 'capture-available'; readonly captures: readonly Move[] }
  | { readonly reason: 'step-then-more'; readonly at: SquareNumber; readonly next: SquareNumber }
  | { readonly reason: 'step-after-jump'; readonly from: SquareNumber; readonly to: SquareNumber }
  | { readonly reason: 'nothing-to-jump'; readonly square: SquareNumber }
  | { readonly reason: 'jump-own-piece'; readonly square: SquareNumber; readonly piece: Piece }
  | { readonly reason: 'already-jumped'; readonly square: SquareNumber }
  | { readonly reason: 'must-continue'; readonly at: SquareNumber; readonly continuations: readonly string[] }
  | { readonly reason: 'crowned'; readonly square: SquareNumber; readonly next: SquareNumber };

export type ViolationReason = Violation['reason'];

export type RouteCheck =
  | { readonly ok: true; readonly move: Move; readonly after: Position }
  | { readonly ok: false; readonly violation: Violation; /** 0-based index of the hop at fault in the route. */ readonly hop: number };

const fail = (violation: Violation, hop: number): RouteCheck => ({ ok: false, violation, hop });

/** Whether a man of `side` moving from `from` to `to` goes forward (towards its promotion row). */
const isForward = (side: Side, from: SquareNumber, to: SquareNumber): boolean => (side === 'black' ? to > from : to < from);

/**
 * Checks a route (squares 1–32, at least two) as the move of the side to move. A legal route
 * comes back as the move and the position after it, and is always one of legalMoves(position).
 */
export function checkRoute(position: Position, route: readonly SquareNumber[]): RouteCheck {
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
function furtherJumps(position: Position, at: SquareNumber, king: boolean, turn: Side, captured: SquareSet, empty: SquareSet): string[] {
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

/** The rule a violation breaks, in words. */
export const RULES: Readonly<Record<ViolationReason, string>> = {
  'empty-origin': 'a move starts from a square holding one of your pieces',
  'wrong-side': 'sides alternate: only the side to move may move',
  'not-diagonal': 'pieces move one square diagonally, or jump two squares diagonally over an enemy piece',
  backwards: 'a man moves and jumps forward only; only kings move backwards',
  occupied: 'a piece moves or jumps only onto an empty square',
  'capture-available': 'capturing is compulsory: when any jump is available, a simple move is illegal',
  'step-then-more': 'a simple move is one step; it cannot go on',
  'step-after-jump': 'once a piece has jumped, it may only jump again',
  'nothing-to-jump': 'a jump passes over an enemy piece',
  'jump-own-piece': 'a jump passes over an enemy piece, never your own',
  'already-jumped': 'a piece may be jumped at most once in a move',
  'must-continue': 'a jump must continue while the jumping piece can jump again',
  crowned: 'a man reaching its promotion row is crowned and its move ends there',
};

/** The evidence for a violation, in the words of the spec: `square 17 is empty`. */
export function evidence(violation: Violation): string {
  switch (violation.reason) {
    case 'empty-origin':
      return `square ${violation.square} is empty`;
    case 'wrong-side':
      return `square ${violation.square} holds a ${redOrWhite(violation.piece.side)} piece; it is ${redOrWhite(violation.turn)}'s turn`;
    case 'not-diagonal':
      return `${violation.to} is neither a diagonal step nor a jump away from ${violation.from}`;
    case 'backwards':
      return `a man cannot ${violation.jump ? 'jump' : 'move'} backwards (${violation.from} to ${violation.to})`;
    case 'occupied':
      return `square ${violation.square} holds ${describePiece(violation.piece)}`;
    case 'capture-available': {
      const jumps = [...new Set(violation.captures.map((move) => `${move.path[0]}x${move.path[1]}`))];
      return `a capture is available: ${jumps.join(', ')}`;
    }
    case 'step-then-more':
      return `the step ends on ${violation.at}; it cannot go on to ${violation.next}`;
    case 'step-after-jump':
      return `${violation.from}-${violation.to} is a step, but the piece has already jumped`;
    case 'nothing-to-jump':
      return `square ${violation.square} is empty; there is nothing to jump`;
    case 'jump-own-piece':
      return `square ${violation.square} holds ${describePiece(violation.piece)}, your own piece`;
    case 'already-jumped':
      return `piece on ${violation.square} was already jumped in this move`;
    case 'must-continue':
      return `the jump must continue: ${violation.continuations.join(', ')} ${violation.continuations.length === 1 ? 'is' : 'are'} available from ${violation.at}`;
    case 'crowned':
      return `the man was crowned on ${violation.square}; the move ends there`;
  }
}
