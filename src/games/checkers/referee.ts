import type { Side } from '../../core/side.js';
import { type Move, legalMoves, midpoint } from './moves.js';
import * as sides from './perft-sides.generated.js';
import * as positions from './position.js';
import { type Piece, type Position, describePiece, pieceAt, redOrWhite } from './position.js';
import * as rule from './rule.js';
import {
  BEYOND,
  DIRECTIONS,
  type Dir,
  NEIGHBOUR,
  SQUARE_COUNT,
  type SquareNumber,
  type SquareSet,
  has,
  isSquareNumber,
} from './squares.js';

/**
 * The referee: whether a written route is a legal move, and if not, why. It follows the route hop
 * by hop, so the reason is the first thing that goes wrong, as a referee would see it.
 *
 * One implementation serves every path. Referee.play checks a route on a position held as three
 * 32-bit sets, answers with a number and moves the position on, allocating nothing: answer mode
 * calls it for every move. judgeRoute calls the same play, then turns its answer into objects and
 * words for explanations (the Violation with its evidence, the Move, the position after).
 */

/** Why a written move is not legal, with the squares that show it. */
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

export type RouteVerdict =
  | { readonly ok: true; readonly move: Move; readonly after: Position }
  | {
      readonly ok: false;
      readonly violation: Violation;
      /** 0-based index of the hop at fault in the route. */ readonly hop: number;
    };

/**
 * The rule (rule.ts), bound once: in the command's bundle the rule may lie in another chunk than
 * the referee, and there every use of an imported name goes through a getter (a quarter of
 * contest mode's time when this was written).
 */
const { NUMBERS, emptyDuringJumps, jumpLanding, jumpedSquare, landingsFrom, preyOf, stepTarget, stopsOn, waysOf } =
  rule;
const { blackJumpers, whiteJumpers } = sides;
const { promotionRow } = positions;

/** Referee.play's answer for a legal route; any other answer is a reason's place in VIOLATION_REASONS plus 1. */
export const LEGAL = 0;
/** Every reason a written route can be illegal, in the order of Referee.play's answers. */
export const VIOLATION_REASONS: readonly ViolationReason[] = [
  'empty-origin',
  'wrong-side',
  'not-diagonal',
  'backwards',
  'occupied',
  'capture-available',
  'step-then-more',
  'step-after-jump',
  'nothing-to-jump',
  'jump-own-piece',
  'already-jumped',
  'must-continue',
  'crowned',
];
const EMPTY_ORIGIN = 1;
const WRONG_SIDE = 2;
const NOT_DIAGONAL = 3;
const BACKWARDS = 4;
const OCCUPIED = 5;
const CAPTURE_AVAILABLE = 6;
const STEP_THEN_MORE = 7;
const STEP_AFTER_JUMP = 8;
const NOTHING_TO_JUMP = 9;
const JUMP_OWN_PIECE = 10;
const ALREADY_JUMPED = 11;
const MUST_CONTINUE = 12;
const CROWNED = 13;

/** waysOf as a mask (bit `dir` for each way), for a man of each side (Red, White) and for a king. */
const MASK_OF = (ways: readonly Dir[]): number => ways.reduce<number>((mask, dir) => mask | (1 << dir), 0);
const WAYS_MASK = [MASK_OF(waysOf('black', false)), MASK_OF(waysOf('white', false)), MASK_OF(waysOf('black', true))];

/**
 * By a pair of square numbers (`from << 6 | to`): HOP is 1 when `to` is a diagonal step from
 * `from`, 2 when it is a jump's landing, 0 otherwise; WAY is then the direction, and OVER (for a
 * jump) the square jumped, as a set.
 */
const HOP = new Uint8Array(64 * 64);
const WAY = new Uint8Array(64 * 64);
const OVER = new Int32Array(64 * 64);
for (const dir of DIRECTIONS) {
  for (let index = 0; index < SQUARE_COUNT; index++) {
    const near = NEIGHBOUR[dir * SQUARE_COUNT + index];
    const far = BEYOND[dir * SQUARE_COUNT + index];
    if (near < 0) continue;
    HOP[((index + 1) << 6) | (near + 1)] = 1;
    WAY[((index + 1) << 6) | (near + 1)] = dir;
    if (far < 0) continue;
    HOP[((index + 1) << 6) | (far + 1)] = 2;
    WAY[((index + 1) << 6) | (far + 1)] = dir;
    OVER[((index + 1) << 6) | (far + 1)] = 1 << near;
  }
}

/** A position being played (three 32-bit sets and the side to move) and the rules applied to written routes on it. */
export class Referee {
  black = 0;
  white = 0;
  kings = 0;
  blackToMove = true;
  /** After play: the hop at fault (0-based), and the squares jumped (by the legal move, or up to the fault). */
  hop = 0;
  captured: SquareSet = 0;

  set(position: Position): void {
    this.black = position.black;
    this.white = position.white;
    this.kings = position.kings;
    this.blackToMove = position.turn === 'black';
  }

  position(): Position {
    return { black: this.black, white: this.white, kings: this.kings, turn: this.blackToMove ? 'black' : 'white' };
  }

  private fault(code: number, hop: number, captured: SquareSet): number {
    this.hop = hop;
    this.captured = captured;
    return code;
  }

  /**
   * Checks the first `length` squares of `route` (1-32, at least two) as the move of the side to
   * move. A legal route: the position becomes the one after the move, and the answer is LEGAL.
   * Otherwise the position stays, the answer is the reason's code, and `hop` the hop at fault.
   */
  play(route: Uint8Array, length: number): number {
    const { black, white, kings } = this;
    const red = this.blackToMove;
    const side = red ? 'black' : 'white';
    const occupied = black | white;
    const mine = red ? black : white;
    const from = route[0];
    const fromBit = 1 << (from - 1);
    if ((occupied & fromBit) === 0) return this.fault(EMPTY_ORIGIN, 0, 0);
    if ((mine & fromBit) === 0) return this.fault(WRONG_SIDE, 0, 0);
    const king = (kings & fromBit) !== 0;
    const ways = waysOf(side, king);
    const mask = WAYS_MASK[king ? 2 : red ? 0 : 1];
    const crown = promotionRow(side);
    let to = route[1];
    let toBit = 1 << (to - 1);
    let captured = 0;
    const first = HOP[(from << 6) | to];
    if (first === 0) return this.fault(NOT_DIAGONAL, 0, 0);
    if (first === 1) {
      if (((mask >> WAY[(from << 6) | to]) & 1) === 0) return this.fault(BACKWARDS, 0, 0);
      if (stepTarget(NUMBERS, toBit, ~occupied) === 0) return this.fault(OCCUPIED, 0, 0);
      if ((red ? blackJumpers(black, white, kings) : whiteJumpers(black, white, kings)) !== 0)
        return this.fault(CAPTURE_AVAILABLE, 0, 0);
      if (length > 2) return this.fault(STEP_THEN_MORE, 1, 0);
    } else {
      // A jump route, checked hop by hop with the steps of the rule's walk (rule.ts's jumpOn): each
      // hop a jump (when one is not, the first of the rule's conditions it fails names the fault),
      // the route stopping where stopsOn says and going on while landingsFrom finds a jump.
      const theirs = red ? white : black;
      const empty = emptyDuringJumps(NUMBERS, occupied, fromBit);
      let at = from;
      for (let hop = 0; hop + 1 < length; hop++) {
        to = route[hop + 1];
        const pair = (at << 6) | to;
        const kind = HOP[pair];
        if (kind === 0) return this.fault(NOT_DIAGONAL, hop, captured);
        if (kind === 1) return this.fault(STEP_AFTER_JUMP, hop, captured);
        if (((mask >> WAY[pair]) & 1) === 0) return this.fault(BACKWARDS, hop, captured);
        const near = OVER[pair];
        const over = jumpedSquare(NUMBERS, near, preyOf(NUMBERS, theirs, captured));
        if (over === 0) {
          if ((captured & near) !== 0) return this.fault(ALREADY_JUMPED, hop, captured);
          return this.fault((mine & near) !== 0 ? JUMP_OWN_PIECE : NOTHING_TO_JUMP, hop, captured);
        }
        // Captured pieces stay until the move is complete, but a jump can never land on one: landing
        // squares and jumped squares lie on different diagonal lattices. Only pieces at rest block here.
        toBit = jumpLanding(NUMBERS, 1 << (to - 1), empty);
        if (toBit === 0) return this.fault(OCCUPIED, hop, captured);
        captured |= over;
        if (stopsOn(NUMBERS, king, toBit, crown) && hop + 2 < length) return this.fault(CROWNED, hop + 1, captured);
        at = to;
      }
      if (!stopsOn(NUMBERS, king, toBit, crown) && landingsFrom(toBit, ways, theirs, captured, empty) !== 0)
        return this.fault(MUST_CONTINUE, length - 1, captured);
    }
    // The move is legal: the piece goes to its last square (from may be that square), the jumped pieces go.
    const moved = (mine & ~fromBit) | toBit;
    let nextKings = kings & ~fromBit & ~captured;
    if (king || (toBit & crown) !== 0) nextKings |= toBit;
    if (red) {
      this.black = moved;
      this.white = white & ~captured;
    } else {
      this.white = moved;
      this.black = black & ~captured;
    }
    this.kings = nextKings;
    this.blackToMove = !red;
    this.captured = captured;
    return LEGAL;
  }
}

/**
 * Checks a route (squares 1–32, at least two) as the move of the side to move, with Referee.play.
 * A legal route comes back as the move and the position after it, and is always one of
 * legalMoves(position); an illegal one as the violation, with what an explanation shows.
 */
export function judgeRoute(position: Position, route: readonly SquareNumber[]): RouteVerdict {
  if (route.length < 2) throw new Error('a route has at least two squares');
  for (const square of route)
    if (!isSquareNumber(square)) throw new RangeError(`a route's squares are 1-32, not ${square}`);
  const referee = new Referee();
  referee.set(position);
  const code = referee.play(Uint8Array.from(route), route.length);
  if (code !== LEGAL)
    return {
      ok: false,
      violation: violationOf(code, position, route, referee.hop, referee.captured),
      hop: referee.hop,
    };
  const from = route[0];
  const to = route[route.length - 1];
  const captured = referee.captured === 0 ? [] : route.slice(1).map((square, hop) => midpoint(route[hop], square));
  const crowned = !has(position.kings, from) && has(promotionRow(position.turn), to);
  return { ok: true, move: { from, to, path: [...route], captured, crowned }, after: referee.position() };
}

/** The violation that Referee.play answered with `code` at `hop` (having jumped `captured`), with its evidence. */
function violationOf(
  code: number,
  position: Position,
  route: readonly SquareNumber[],
  hop: number,
  captured: SquareSet,
): Violation {
  const turn = position.turn;
  const at = route[hop];
  const next = route[hop + 1];
  // Play found a piece on each square it names here.
  const pieceOn = (square: SquareNumber): Piece => pieceAt(position, square) as Piece;
  const reason = VIOLATION_REASONS[code - 1];
  switch (reason) {
    case 'empty-origin':
      return { reason, square: at };
    case 'wrong-side':
      return { reason, square: at, piece: pieceOn(at), turn };
    case 'not-diagonal':
    case 'step-after-jump':
      return { reason, from: at, to: next };
    case 'backwards':
      return { reason, from: at, to: next, jump: HOP[(at << 6) | next] === 2 };
    case 'occupied':
      return { reason, square: next, piece: pieceOn(next) };
    case 'capture-available':
      return { reason, captures: legalMoves(position) };
    case 'step-then-more':
      return { reason, at, next };
    case 'crowned':
      return { reason, square: at, next };
    case 'nothing-to-jump':
    case 'already-jumped':
      return { reason, square: midpoint(at, next) };
    case 'jump-own-piece': {
      const square = midpoint(at, next);
      return { reason, square, piece: pieceOn(square) };
    }
    case 'must-continue':
      return { reason, at, continuations: continuations(position, route[0], at, captured) };
  }
}

/** The jumps (as `23x14`) open to the piece that started on `from`, standing on `at` after jumping `captured`. */
function continuations(position: Position, from: SquareNumber, at: SquareNumber, captured: SquareSet): string[] {
  const red = position.turn === 'black';
  const empty = emptyDuringJumps(NUMBERS, position.black | position.white, 1 << (from - 1));
  const ways = waysOf(position.turn, has(position.kings, from));
  const landings = landingsFrom(1 << (at - 1), ways, red ? position.white : position.black, captured, empty);
  const jumps: string[] = [];
  for (let to = 1; to <= SQUARE_COUNT; to++) if (has(landings, to)) jumps.push(`${at}x${to}`);
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
      return (
        `square ${violation.square} holds a ${redOrWhite(violation.piece.side)} piece; it is ` +
        `${redOrWhite(violation.turn)}'s turn`
      );
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
      return (
        `the jump must continue: ${violation.continuations.join(', ')} ` +
        `${violation.continuations.length === 1 ? 'is' : 'are'} available from ${violation.at}`
      );
    case 'crowned':
      return `the man was crowned on ${violation.square}; the move ends there`;
  }
}
