/**
 * The rule of a checkers move, written once. A piece goes one diagonal square onto an empty one
 * (a step), or jumps: over the square next to it, holding an enemy piece not yet jumped in this
 * move, onto the empty square beyond (the piece's own starting square is empty once it has
 * left; jumped pieces stay on the board until the move ends). Men go forward only, kings every
 * way; a man that reaches its crowning row is crowned and its move ends there. Capturing is
 * compulsory, and a jump goes on while the piece can jump again.
 *
 * The rule is written over sets of squares (`Sets`), so that one text serves three readers. The
 * move generator (moves.ts) and the referee (referee.ts) run it on numbers (NUMBERS); the perft
 * kernel is printed from it: scripts/perft-sides.mjs imports this module and runs the same
 * functions on the text of expressions, for each side, so that every shift in the kernel's code
 * (perft-sides.generated.ts) is a constant. `jumpOn` is the walk of a jump route, the one text of
 * "keep jumping; a man that crowns stops": the move generator lists routes with it, and the
 * kernel's jump functions are what it prints. The referee checks a written route with the walk's
 * own steps (jumpedSquare and jumpLanding each hop, stopsOn where it lands, and at its end
 * landingsFrom, which is jumpOn gathering the landings), so that a fault is named at the hop where
 * it happens; a property test holds it to accept exactly the routes that jumpOn lists.
 */
import type { Side } from '../../core/side.js';
import { shift } from './bitboard.js';
import { DIRECTIONS, Dir, type SquareSet, reverse } from './squares.js';

/**
 * What the rule is written over: sets of squares (`S`: a number, or an expression's text) and
 * yes-or-no answers about them (`B`: a boolean, or an expression's text).
 */
export interface Sets<S, B> {
  readonly and: (a: S, b: S) => S;
  readonly or: (a: S, b: S) => S;
  readonly not: (a: S) => S;
  /** Whether the set holds a square. */
  readonly some: (set: S) => B;
  /** Each square of `set` moved one diagonal step in `dir`; those that would leave the board are dropped. */
  readonly next: (set: S, dir: Dir) => S;
}

/** Sets as 32-bit numbers (bit n - 1 is square n), as moves are played. */
export const NUMBERS: Sets<SquareSet, boolean> = {
  and: (a, b) => a & b,
  or: (a, b) => a | b,
  not: (a) => ~a,
  some: (set) => set !== 0,
  next: shift,
};

/** The directions a side's men go: Red's (black) down the board, to 29-32; White's up, to 1-4. Kings go all four. */
export const MEN_FORWARD: Readonly<Record<Side, readonly [Dir, Dir]>> = {
  black: [Dir.DownLeft, Dir.DownRight],
  white: [Dir.UpLeft, Dir.UpRight],
};

/** The directions a piece (a king, or a man of `side`) may step or jump. */
export const waysOf = (side: Side, king: boolean): readonly Dir[] =>
  king ? DIRECTIONS : side === 'black' ? MEN_FORWARD.black : MEN_FORWARD.white;

/** A step's target: `near` (the square next to the piece that way) when it is empty. */
export const stepTarget = <S, B>(s: Sets<S, B>, near: S, empty: S): S => s.and(near, empty);
/** The enemy pieces a jump may pass over: those not yet jumped in this move. */
export const preyOf = <S, B>(s: Sets<S, B>, theirs: S, captured: S): S => s.and(theirs, s.not(captured));
/** The empty squares during a jump route: the piece's starting square `from` is empty once it has left. */
export const emptyDuringJumps = <S, B>(s: Sets<S, B>, occupied: S, from: S): S => s.or(s.not(occupied), from);
/** The square a jump passes over: `near` when it holds prey. */
export const jumpedSquare = <S, B>(s: Sets<S, B>, near: S, prey: S): S => s.and(near, prey);
/** Where the jump lands: `far` (the square beyond the jumped one) when it is empty. */
export const jumpLanding = <S, B>(s: Sets<S, B>, far: S, empty: S): S => s.and(far, empty);
/** A man landing on `crown`, its crowning row, is crowned, and its move ends there. */
export const crowns = <S, B>(s: Sets<S, B>, to: S, crown: S): B => s.some(s.and(to, crown));
/** Whether a jump route stops on `land`, where a jump has just landed: a man crowned there does, a king never. */
export const stopsOn = <S, B>(s: Sets<S, B>, king: boolean, land: S, crown: S): B | false =>
  !king && crowns(s, land, crown);

/** The pieces of `movers` that can jump `dir`: prey next to them that way, an empty square beyond. */
export const jumpersOneWay = <S, B>(s: Sets<S, B>, dir: Dir, movers: S, prey: S, empty: S): S =>
  s.and(s.next(s.and(s.next(empty, reverse(dir)), prey), reverse(dir)), movers);

/**
 * A piece in the middle of a jump route, as `jumpOn` sees it, and what the caller makes of the
 * route (`R`: the moves listed, or the code printed that counts leaves).
 * The branches (`then`, `yes`, `no`, `none`) are called with the square and the pieces taken, so
 * that running the rule makes no function per jump.
 */
export interface Jumping<S, B, R> {
  /** The sets the rule is run on. */
  readonly sets: Sets<S, B>;
  /** The directions the piece may jump (waysOf), read once a square; whether it is a king; its crowning row. */
  readonly ways: readonly Dir[];
  readonly king: boolean;
  readonly crown: S;
  /** The enemy pieces, and the empty squares while the piece jumps (emptyDuringJumps). */
  readonly theirs: S;
  readonly empty: S;
  /** `value`, under a name (the printed code keeps it in a variable of that name). */
  name(name: string, value: S): S;
  /** The route goes on from `at`, having taken `captured`: jumpOn from there. */
  on(at: S, captured: S): R;
  /** The route ends on `to`, having taken `captured`: where the man was `crowned`, or where it can jump no more. */
  end(to: S, captured: S, crowned: boolean): R;
  /** `then(land, captured)` when `land` holds a square (a jump lands there): an R that says whether one did. */
  ifSome(land: S, captured: S, then: Branch<S, B, R>): R;
  /** `yes(at, captured)` or `no(at, captured)`, as `condition` says (false: no). */
  choose(condition: B | false, at: S, captured: S, yes: Branch<S, B, R>, no: Branch<S, B, R>): R;
  /** The jumps of two ways together. */
  both(a: R, b: R): R;
  /** `found`, or, when no jump was found (as `found` says), `none(at, captured)`. */
  orElse(found: R, at: S, captured: S, none: Branch<S, B, R>): R;
}

/** What happens next on a square, having taken `captured`. */
export type Branch<S, B, R> = (j: Jumping<S, B, R>, at: S, captured: S) => R;

/** A jump has landed on `land`: a man on its crowning row is crowned and stops there, any other piece jumps on. */
const landed = <S, B, R>(j: Jumping<S, B, R>, land: S, captured: S): R =>
  j.choose(stopsOn(j.sets, j.king, land, j.crown), land, captured, crowned, goOn);
const crowned = <S, B, R>(j: Jumping<S, B, R>, land: S, captured: S): R => j.end(land, captured, true);
const goOn = <S, B, R>(j: Jumping<S, B, R>, land: S, captured: S): R => j.on(land, captured);
const stuck = <S, B, R>(j: Jumping<S, B, R>, at: S, captured: S): R => j.end(at, captured, false);

/**
 * The jump rule: the piece on `at` (one square), having taken `captured`, jumps each way it may,
 * over a piece not yet taken onto the empty square beyond. A man landing on its crowning row is
 * crowned and its move ends there; any other piece jumps on from where it lands. Where it can
 * jump no more, its move ends.
 */
export function jumpOn<S, B, R>(j: Jumping<S, B, R>, at: S, captured: S): R {
  const s = j.sets;
  const prey = j.name('prey', preyOf(s, j.theirs, captured));
  const ways = j.ways;
  let found: R | undefined;
  for (let way = 0; way < ways.length; way++) {
    const dir = ways[way];
    const over = j.name('over', jumpedSquare(s, s.next(at, dir), prey));
    const land = j.name('land', jumpLanding(s, s.next(over, dir), j.empty));
    const jump = j.ifSome(land, s.or(captured, over), landed);
    found = found === undefined ? jump : j.both(found, jump);
  }
  return j.orElse(found as R, at, captured, stuck);
}

/**
 * The jumps open to a piece in the middle of a route, found by jumpOn itself: its branches are
 * not followed, each landing is only gathered (one object, reused: the referee allocates nothing).
 */
class Landings implements Jumping<SquareSet, boolean, boolean> {
  readonly sets = NUMBERS;
  ways: readonly Dir[] = [];
  readonly king = true;
  readonly crown = 0;
  theirs = 0;
  empty = 0;
  found = 0;
  name(_name: string, value: SquareSet): SquareSet {
    return value;
  }
  ifSome(land: SquareSet): boolean {
    this.found |= land;
    return land !== 0;
  }
  both(a: boolean, b: boolean): boolean {
    return a || b;
  }
  orElse(found: boolean): boolean {
    return found;
  }
  // Never asked: no branch is followed.
  on(): boolean {
    return true;
  }
  end(): boolean {
    return true;
  }
  choose(): boolean {
    return true;
  }
}
const landings = new Landings();

/**
 * Where a piece going `ways` from `at` (one square), having taken `captured` of `theirs`, can land
 * with its next jump onto `empty`: the jumps that jumpOn finds there (0: the route ends there).
 */
export function landingsFrom(
  at: SquareSet,
  ways: readonly Dir[],
  theirs: SquareSet,
  captured: SquareSet,
  empty: SquareSet,
): SquareSet {
  landings.ways = ways;
  landings.theirs = theirs;
  landings.empty = empty;
  landings.found = 0;
  jumpOn(landings, at, captured);
  return landings.found;
}
