import type { LocatedError } from '../../core/located.js';
import { type Move, MoveGenerator, applyMove, compareMoves, legalMoves, moveText } from './moves.js';
import type { PdnGame, PdnMove, PdnVariation } from './pdn.js';
import { type Position, redOrWhite } from './position.js';
import { type PlayedMoves, PlayedTail } from './played.js';
import { RULES, type ViolationReason, judgeRoute, evidence } from './referee.js';

/**
 * A game read from PDN, played through the referee: each move written resolved to the legal move
 * it denotes, or the first that denotes none, with why. PDN writers are lenient, so is this: a
 * capture may leave out squares (`22x8`, its two ends), and `-` and `x` are not checked against the
 * move (the squares say what it is). But it is exact: the squares written denote a move only when
 * every legal route that fits them (the route itself, or one with squares in between left out)
 * takes the same pieces. So `19x28`, a single jump, is ambiguous where 19x10x3x12x19x28 is legal too.
 */

/** Why a PDN move is not legal: the referee's reasons, and three of PDN's own. */
export type PdnMoveReason = ViolationReason | 'ambiguous' | 'no-route' | 'game-over';

export const PDN_RULES: Readonly<Record<'ambiguous' | 'no-route' | 'game-over', string>> = {
  ambiguous: 'the squares written of a capture must fit one capture (routes over the same pieces count as one)',
  'no-route': 'a move takes one of your pieces along a legal step or jump route',
  'game-over': 'a side with no legal move has lost; no move follows',
};

export interface PdnMoveFault {
  readonly reason: PdnMoveReason;
  readonly rule: string;
  readonly evidence: string;
  /** Where the fault is in the file: the hop at fault, or the move's start. */
  readonly line: number;
  readonly column: number;
}

/** Moves played through the referee: every one legal, or up to the first illegal one, with why. */
export type PdnPlayedVerdict =
  | (PlayedMoves & {
      readonly kind: 'legal';
      readonly final: Position;
      /** The number of moves written. */
      readonly moveCount: number;
    })
  | (PlayedMoves & {
      readonly kind: 'illegal';
      /** The position in which the illegal move was tried. */
      readonly position: Position;
      /** 0-based index of the illegal move in the moves written, and the move as written. */
      readonly ply: number;
      readonly move: PdnMove;
      readonly fault: PdnMoveFault;
      readonly moveCount: number;
    });

/**
 * A variation played through the referee from the position before the game's move it stands for (its `playedFrom`),
 * as a game's moves are; or `unreached`, when that move comes after the game's first illegal one (or is not written),
 * so that no position of the game stands before it.
 */
export type PdnVariationVerdict = {
  readonly variation: PdnVariation;
  /** The game's move it is played instead of, as written; undefined when the game has none at its ply. */
  readonly insteadOf: PdnMove | undefined;
} & (PdnPlayedVerdict | { readonly kind: 'unreached'; readonly moveCount: number });

export type PdnGameVerdict =
  | { readonly kind: 'unreadable'; readonly errors: readonly LocatedError[] }
  | (PdnPlayedVerdict & {
      /** Its variations (as the game keeps them), each judged. */
      readonly variations: readonly PdnVariationVerdict[];
    });

/** The moves `moves`, played through the referee from `start`: every one legal, or up to the first illegal one. */
function playMoves(start: Position, moves: readonly PdnMove[]): PdnPlayedVerdict {
  const check = new PdnGameReferee(start);
  for (const move of moves) check.play(move);
  return check.played();
}

/**
 * Plays a game's moves through the referee as they are read, up to its first illegal move (those
 * after it are counted), keeping the last PLAYED_KEPT moves played: a game of any length is
 * checked in bounded memory. Each variation is judged when it is read, just after the move it
 * stands for, from the position before that move.
 */
export class PdnGameReferee {
  private position: Position;
  /** The position before the last move played (or tried): where a variation read after it starts. */
  private before: Position;
  private readonly tail: PlayedTail;
  private illegal:
    | { readonly ply: number; readonly position: Position; readonly move: PdnMove; readonly fault: PdnMoveFault }
    | undefined;
  private count = 0;
  /** The last move written. */
  private last: PdnMove | undefined;
  private readonly variations: PdnVariationVerdict[] = [];

  constructor(start: Position) {
    this.position = start;
    this.before = start;
    this.tail = new PlayedTail(start);
  }

  play(move: PdnMove): void {
    const ply = this.count++;
    this.last = move;
    if (this.illegal) return;
    this.before = this.position;
    const resolved = resolveMove(this.position, move);
    if ('reason' in resolved) {
      this.illegal = { ply, position: this.position, move, fault: resolved };
      return;
    }
    this.tail.push(resolved.move, this.position);
    this.position = resolved.after;
  }

  /**
   * Judges a variation of the move last played (its `ply`): from the position before that move, unless the game's
   * first illegal move came before it.
   */
  vary(variation: PdnVariation): void {
    const placed = variation.ply === this.count - 1;
    const insteadOf = placed ? this.last : undefined;
    this.variations.push(
      placed && (!this.illegal || this.illegal.ply === variation.ply)
        ? { variation, insteadOf, ...playMoves(this.before, variation.moves) }
        : { variation, insteadOf, kind: 'unreached', moveCount: variation.moves.length },
    );
  }

  /** The verdict on the moves played, the variations apart. */
  played(): PdnPlayedVerdict {
    const played = this.tail.kept();
    if (this.illegal) return { kind: 'illegal', ...played, ...this.illegal, moveCount: this.count };
    return { kind: 'legal', ...played, final: this.position, moveCount: this.count };
  }

  /**
   * The verdict on the moves played and the variations, or, when the game has errors (`errors` of its PdnGameInfo),
   * that it cannot be read.
   */
  verdict(errors: readonly LocatedError[]): PdnGameVerdict {
    if (errors.length > 0) return { kind: 'unreadable', errors };
    return { ...this.played(), variations: [...this.variations] };
  }
}

/**
 * Plays a game through the referee, up to its first illegal move, and each of its variations after the move it stands
 * for, as they are read (a variation out of its place, in a game made by hand, is unreached).
 */
export function judgePdnGame(game: PdnGame): PdnGameVerdict {
  const check = new PdnGameReferee(game.start);
  if (game.errors.length > 0) return check.verdict(game.errors);
  const variations = game.variations ?? [];
  let next = 0;
  const varyAt = (ply: number): void => {
    for (; next < variations.length && variations[next].ply <= ply; next++) check.vary(variations[next]);
  };
  game.moves.forEach((move, ply) => {
    check.play(move);
    varyAt(ply);
  });
  varyAt(Number.POSITIVE_INFINITY);
  return check.verdict([]);
}

/** Whether `written` is `path`, or `path` with some squares in between left out (the same first and last square). */
function fits(written: readonly number[], path: readonly number[]): boolean {
  if (written[0] !== path[0] || written[written.length - 1] !== path[path.length - 1]) return false;
  let at = 1;
  for (let k = 1; k < written.length - 1; k++) {
    while (at < path.length - 1 && path[at] !== written[k]) at++;
    if (at >= path.length - 1) return false;
    at++;
  }
  return true;
}

const capturedKey = (move: Move): string => [...move.captured].sort((a, b) => a - b).join(',');

/**
 * Whether another legal move joins the same two squares as the capture `move` and takes other
 * pieces: only then may a route other than `move` fit what was written. Counted on the move
 * generator's triples, so that most captures make no Move objects.
 */
function hasRival(position: Position, move: Move): boolean {
  if (move.captured.length === 0) return false;
  const generator = new MoveGenerator();
  const { black, white, kings, turn } = position;
  const count =
    turn === 'black' ? generator.generate(black, white, kings, turn) : generator.generate(white, black, kings, turn);
  let captured = 0;
  for (const square of move.captured) captured |= 1 << (square - 1);
  const t = generator.triples;
  for (let i = 0; i < count; i++)
    if (t[3 * i] === move.from - 1 && t[3 * i + 1] === move.to - 1 && t[3 * i + 2] !== captured) return true;
  return false;
}

/** The legal move a PDN move denotes, or why there is none. */
function resolveMove(position: Position, written: PdnMove): { move: Move; after: Position } | PdnMoveFault {
  const fault = (reason: PdnMoveReason, rule: string, said: string, column = written.column): PdnMoveFault => ({
    reason,
    rule,
    evidence: said,
    line: written.line,
    column,
  });
  // A whole route the referee accepts is a legal move (it accepts exactly the generated routes); it
  // is the move meant unless a longer route through the same squares takes other pieces.
  const check = judgeRoute(position, written.squares);
  if (check.ok && !hasRival(position, check.move)) return { move: check.move, after: check.after };
  const legal = legalMoves(position).sort(compareMoves);
  const side = redOrWhite(position.turn);
  if (legal.length === 0)
    return fault('game-over', PDN_RULES['game-over'], `${side} has no legal move; the game is over`);
  const chosen = pickFitting(legal, written, check.ok ? check.move : undefined);
  if (chosen && 'path' in chosen) return { move: chosen, after: applyMove(position, chosen) };
  if (chosen) return fault('ambiguous', PDN_RULES.ambiguous, chosen.ambiguous);
  // No route fits: the referee has refused the route as written (a legal route fits itself).
  if (check.ok) throw new Error(`PDN: the legal route ${moveText(check.move)} fits no legal move`);
  const { violation } = check;
  if (violation.reason === 'not-diagonal') {
    const from = written.squares[0];
    const to = written.squares[written.squares.length - 1];
    // The referee has checked that `from` holds a piece of the side to move.
    const own = legal.filter((move) => move.from === from).map(moveText);
    const options = own.length > 0 ? `it can play ${own.join(', ')}` : 'it has no legal move';
    return fault('no-route', PDN_RULES['no-route'], `no legal move takes the piece on ${from} to ${to}; ${options}`);
  }
  return fault(violation.reason, RULES[violation.reason], evidence(violation), hopColumn(written, check.hop));
}

/**
 * The move that the squares written denote: the one capture (or routes over the same pieces) that
 * they fit, `whole` when they are that whole route; or the routes they might mean.
 */
function pickFitting(
  legal: readonly Move[],
  written: PdnMove,
  whole: Move | undefined,
): Move | { ambiguous: string } | undefined {
  const candidates = legal.filter((move) => fits(written.squares, move.path));
  if (candidates.length === 0) return undefined;
  // Routes over the same pieces (a king's circle either way round) leave the same position.
  if (candidates.every((move) => capturedKey(move) === capturedKey(candidates[0]))) return whole ?? candidates[0];
  if (whole) {
    // The route itself is written: name the longer routes through its squares that take other pieces.
    const others = candidates.filter((move) => capturedKey(move) !== capturedKey(whole)).map(moveText);
    const [fit, take] = others.length === 1 ? ['fits', 'takes'] : ['fit', 'take'];
    const said = `${moveText(whole)} is a capture, but ${others.join(' and ')} ${fit} it too and ${take} other pieces`;
    return { ambiguous: `ambiguous capture: ${said}` };
  }
  const routes = candidates.map(moveText);
  const listed = `${routes.slice(0, -1).join(', ')} or ${routes[routes.length - 1]}`;
  return { ambiguous: `ambiguous capture, give the squares in between (e.g. ${listed})` };
}

/** Column of the `hop`-th square of a move as written (its text has no spaces). */
function hopColumn(written: PdnMove, hop: number): number {
  let index = 0;
  for (let seen = 0; seen < hop && index < written.text.length; index++) {
    if (/[-xX]/.test(written.text[index])) seen++;
  }
  return written.column + index;
}
