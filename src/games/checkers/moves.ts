import type { Side } from '../../core/side.js';
import { shift } from './bitboard.js';
import { blackJumpers, whiteJumpers } from './perft-sides.generated.js';
import { type Position, promotionRow } from './position.js';
import { type Branch, type Jumping, NUMBERS, crowns, emptyDuringJumps, jumpOn, stepTarget, waysOf } from './rule.js';
import {
  DIRECTIONS,
  type Dir,
  NEIGHBOUR,
  SQUARE_COUNT,
  type SquareNumber,
  type SquareSet,
  landingOf,
  lowestIndex,
  neighbourOf,
  reverse,
  popcount,
} from './squares.js';

/** One complete turn: a step, or a jump route with every square it visits. */
export interface Move {
  readonly from: SquareNumber;
  readonly to: SquareNumber;
  /** Every square visited, from first to last; two squares for a step or a single jump. */
  readonly path: readonly SquareNumber[];
  /** The squares jumped, in the order they were jumped; empty for a step. */
  readonly captured: readonly SquareNumber[];
  /** A man that ended on its promotion row (its move ends there). */
  readonly crowned: boolean;
}

export const isCapture = (move: Move): boolean => move.captured.length > 0;

/** PDN text: `9-14` for a step, `16x23x14` for a jump route. */
export const moveText = (move: Move): string => move.path.join(move.captured.length > 0 ? 'x' : '-');

/**
 * Move generation into flat buffers, shared by perft (counts, no objects) and by legalMoves
 * (objects with routes). Jump routes are walked by the rule's jumpOn (rule.ts), the generator
 * being what the walk asks of its caller: where the route goes on, where it ends.
 */
export class MoveGenerator implements Jumping<SquareSet, boolean, boolean> {
  /** (from index, to index, captured set) triples. */
  triples = new Int32Array(3 * 64);
  count = 0;
  /** The jump route being walked: `path[depth]` is the square index reached after `depth` jumps. */
  private readonly path = new Int8Array(SQUARE_COUNT + 1);
  private depth = 0;
  /** Where finished routes go as Move objects, when the caller wants them. */
  private routes: Move[] | undefined;
  private origin = 0;
  // The piece jumping, as jumpOn reads it (Jumping).
  ways: readonly Dir[] = [];
  king = false;
  crown: SquareSet = 0;
  theirs: SquareSet = 0;
  empty: SquareSet = 0;
  readonly sets = NUMBERS;

  /** Fills the buffer with every legal move of `mine` (the side to move); returns the count. */
  generate(mine: SquareSet, theirs: SquareSet, kings: SquareSet, side: Side, routes?: Move[]): number {
    this.count = 0;
    this.routes = routes;
    const occupied = mine | theirs;
    const empty = ~occupied;
    const men = mine & ~kings;
    const myKings = mine & kings;
    const jumpers = jumpersOf(mine, theirs, kings, side);
    if (jumpers !== 0) {
      this.theirs = theirs;
      this.crown = promotionRow(side);
      for (let rest = jumpers; rest !== 0; rest &= rest - 1) {
        const fromBit = rest & -rest;
        this.origin = lowestIndex(fromBit);
        this.empty = emptyDuringJumps(NUMBERS, occupied, fromBit);
        this.king = (myKings & fromBit) !== 0;
        this.ways = waysOf(side, this.king);
        this.path[0] = this.origin;
        this.depth = 0;
        jumpOn(this, fromBit, 0);
      }
      return this.count;
    }
    const menWays = waysOf(side, false);
    for (const dir of DIRECTIONS) {
      const movers = menWays.includes(dir) ? mine : myKings;
      if (movers === 0) continue;
      const back = reverse(dir) * SQUARE_COUNT;
      for (let targets = stepTarget(NUMBERS, shift(movers, dir), empty); targets !== 0; targets &= targets - 1) {
        const to = lowestIndex(targets);
        const from = NEIGHBOUR[back + to];
        this.emit(from, to, 0);
        if (!routes) continue;
        const crowned = (men & (1 << from)) !== 0 && crowns(NUMBERS, 1 << to, promotionRow(side));
        routes.push({ from: from + 1, to: to + 1, path: [from + 1, to + 1], captured: [], crowned });
      }
    }
    return this.count;
  }

  // What jumpOn asks of its caller (Jumping): the route goes on, or ends; R says whether a jump was found.
  name(_name: string, value: SquareSet): SquareSet {
    return value;
  }

  on(at: SquareSet, captured: SquareSet): boolean {
    this.path[++this.depth] = lowestIndex(at);
    jumpOn(this, at, captured);
    this.depth--;
    return true;
  }

  end(to: SquareSet, captured: SquareSet, crowned: boolean): boolean {
    // Crowned, the man has just landed on `to`: one square more than the path holds.
    const depth = crowned ? this.depth + 1 : this.depth;
    this.path[depth] = lowestIndex(to);
    this.finish(this.path[depth], captured, depth, crowned);
    return true;
  }

  ifSome(land: SquareSet, captured: SquareSet, then: Branch<SquareSet, boolean, boolean>): boolean {
    if (land === 0) return false;
    then(this, land, captured);
    return true;
  }

  choose(
    condition: boolean,
    at: SquareSet,
    captured: SquareSet,
    yes: Branch<SquareSet, boolean, boolean>,
    no: Branch<SquareSet, boolean, boolean>,
  ): boolean {
    return condition ? yes(this, at, captured) : no(this, at, captured);
  }

  both(a: boolean, b: boolean): boolean {
    return a || b;
  }

  orElse(found: boolean, at: SquareSet, captured: SquareSet, none: Branch<SquareSet, boolean, boolean>): boolean {
    return found || none(this, at, captured);
  }

  private finish(to: number, captured: SquareSet, depth: number, crowned: boolean): void {
    this.emit(this.origin, to, captured);
    if (!this.routes) return;
    const path: SquareNumber[] = [];
    for (let i = 0; i <= depth; i++) path.push(this.path[i] + 1);
    // The captured squares in jump order: the square between each pair of consecutive stops.
    const order: SquareNumber[] = [];
    for (let i = 0; i < depth; i++) order.push(midpoint(path[i], path[i + 1]));
    this.routes.push({ from: this.origin + 1, to: to + 1, path, captured: order, crowned });
  }

  /**
   * Keeps the first of each group of moves with the same origin, destination and captured set
   * (jump routes that differ only in their order); returns the new count. `routes`, when given,
   * must be the routes of the last generate() call, which are listed in the same order as the
   * triples, and is shortened alongside.
   */
  dedupe(routes?: Move[]): number {
    const t = this.triples;
    // Steps never coincide, and when one move is a step they all are (capture is compulsory).
    if (this.count < 2 || t[2] === 0) return this.count;
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      const from = t[3 * i];
      const to = t[3 * i + 1];
      const captured = t[3 * i + 2];
      let seen = false;
      for (let j = 0; j < kept && !seen; j++)
        seen = t[3 * j] === from && t[3 * j + 1] === to && t[3 * j + 2] === captured;
      if (seen) continue;
      t[3 * kept] = from;
      t[3 * kept + 1] = to;
      t[3 * kept + 2] = captured;
      if (routes) routes[kept] = routes[i];
      kept++;
    }
    this.count = kept;
    if (routes) routes.length = kept;
    return kept;
  }

  private emit(from: number, to: number, captured: SquareSet): void {
    const at = this.count * 3;
    if (at + 3 > this.triples.length) {
      const bigger = new Int32Array(this.triples.length * 2);
      bigger.set(this.triples);
      this.triples = bigger;
    }
    this.triples[at] = from;
    this.triples[at + 1] = to;
    this.triples[at + 2] = captured;
    this.count++;
  }
}

/** Pieces of `mine` able to start a jump, found for all squares at once with shifts (bitboard.ts). */
export const jumpersOf = (mine: SquareSet, theirs: SquareSet, kings: SquareSet, side: Side): SquareSet =>
  side === 'black' ? blackJumpers(mine, theirs, kings) : whiteJumpers(theirs, mine, kings);

/** The number of steps of `mine`, counted with shifts and population counts (no jump may exist). */
export function countSteps(mine: SquareSet, theirs: SquareSet, kings: SquareSet, side: Side): number {
  const empty = ~(mine | theirs);
  const myKings = mine & kings;
  let count = 0;
  const menWays = waysOf(side, false);
  for (const dir of DIRECTIONS) {
    const movers = menWays.includes(dir) ? mine : myKings;
    if (movers !== 0) count += popcount(stepTarget(NUMBERS, shift(movers, dir), empty));
  }
  return count;
}

/** Whether the side to move has a jump anywhere (capturing is compulsory). */
export const hasCapture = (position: Position): boolean =>
  position.turn === 'black'
    ? jumpersOf(position.black, position.white, position.kings, 'black') !== 0
    : jumpersOf(position.white, position.black, position.kings, 'white') !== 0;

/** The square jumped when going from `from` to `to`, two diagonal steps apart. */
export function midpoint(from: SquareNumber, to: SquareNumber): SquareNumber {
  for (const dir of DIRECTIONS) if (landingOf(from, dir) === to) return neighbourOf(from, dir);
  throw new Error(`squares ${from} and ${to} are not a jump apart`);
}

export interface LegalMoveOptions {
  /** Keep only the first route of each (origin, destination, captured set), as perft --distinct counts. */
  readonly distinct?: boolean;
}

/**
 * Every legal move of the side to move: each jump route is its own move (two routes between the
 * same squares over the same pieces are two moves, as in the published perft tables), unless
 * `distinct` asks for one move per (origin, destination, captured set).
 */
export function legalMoves(position: Position, options: LegalMoveOptions = {}): Move[] {
  const routes: Move[] = [];
  const { black, white, kings, turn } = position;
  const generator = new MoveGenerator();
  if (turn === 'black') generator.generate(black, white, kings, turn, routes);
  else generator.generate(white, black, kings, turn, routes);
  if (options.distinct === true) generator.dedupe(routes);
  return routes;
}

/** Square order, for lists shown to people: by origin, then by the squares of the route in turn. */
export function compareMoves(a: Move, b: Move): number {
  const length = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < length; i++) if (a.path[i] !== b.path[i]) return a.path[i] - b.path[i];
  return a.path.length - b.path.length;
}

/** The position after a legal move (captured pieces removed, the man crowned, the turn passed). */
export function applyMove(position: Position, move: Move): Position {
  let captured = 0;
  for (const square of move.captured) captured |= 1 << (square - 1);
  return applyTriple(position, move.from - 1, move.to - 1, captured);
}

export function applyTriple(position: Position, from: number, to: number, captured: SquareSet): Position {
  const fromBit = 1 << from;
  const toBit = 1 << to;
  const { black, white, kings, turn } = position;
  const wasKing = (kings & fromBit) !== 0;
  let nextKings = kings & ~fromBit & ~captured;
  if (wasKing || (toBit & promotionRow(turn)) !== 0) nextKings |= toBit;
  if (turn === 'black') {
    return { black: (black & ~fromBit) | toBit, white: white & ~captured, kings: nextKings, turn: 'white' };
  }
  return { black: black & ~captured, white: (white & ~fromBit) | toBit, kings: nextKings, turn: 'black' };
}
