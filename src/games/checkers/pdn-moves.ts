import type { LocatedError } from '../../core/located.js';
import { type Move, applyMove, compareMoves, legalMoves, moveText } from './moves.js';
import type { PdnGame, PdnMove } from './pdn.js';
import { type Position, redOrWhite } from './position.js';
import { type PlayedMoves, PlayedTail } from './played.js';
import { RULES, type ViolationReason, checkRoute, evidence } from './referee.js';

/**
 * A game read from PDN, played through the referee: each move written resolved to the legal move
 * it denotes, or the first that denotes none, with why. PDN writers are lenient, so is this: a
 * capture may give only its two ends (`22x8`) when that names one capture, and `-` and `x` are not
 * checked against the move (the squares say what it is).
 */

/** Why a PDN move is not legal: the referee's reasons, and three of PDN's own. */
export type PdnMoveReason = ViolationReason | 'ambiguous' | 'no-route' | 'game-over';

export const PDN_RULES: Readonly<Record<'ambiguous' | 'no-route' | 'game-over', string>> = {
  ambiguous: 'a capture written by its two ends must name one capture; otherwise the squares in between are needed',
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

export type PdnGameVerdict =
  | { readonly kind: 'unreadable'; readonly errors: readonly LocatedError[] }
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
      /** 0-based index of the illegal move in the game's moves, and the move as written. */
      readonly ply: number;
      readonly move: PdnMove;
      readonly fault: PdnMoveFault;
      readonly moveCount: number;
    });

/**
 * Plays a game's moves through the referee as they are read, up to its first illegal move (those
 * after it are counted), keeping the last PLAYED_KEPT moves played: a game of any length is
 * checked in bounded memory.
 */
export class PdnGameCheck {
  private position: Position;
  private readonly played: PlayedTail;
  private illegal:
    | { readonly ply: number; readonly position: Position; readonly move: PdnMove; readonly fault: PdnMoveFault }
    | undefined;
  private count = 0;

  constructor(start: Position) {
    this.position = start;
    this.played = new PlayedTail(start);
  }

  play(move: PdnMove): void {
    const ply = this.count++;
    if (this.illegal) return;
    const resolved = resolveMove(this.position, move);
    if ('reason' in resolved) {
      this.illegal = { ply, position: this.position, move, fault: resolved };
      return;
    }
    this.played.push(resolved.move, this.position);
    this.position = resolved.after;
  }

  /** The verdict on the moves played, or, when the game has errors (`errors` of its PdnGameInfo), that it cannot be read. */
  verdict(errors: readonly LocatedError[]): PdnGameVerdict {
    if (errors.length > 0) return { kind: 'unreadable', errors };
    const played = this.played.kept();
    if (this.illegal) return { kind: 'illegal', ...played, ...this.illegal, moveCount: this.count };
    return { kind: 'legal', ...played, final: this.position, moveCount: this.count };
  }
}

/** Plays a game through the referee, up to its first illegal move. */
export function checkPdnGame(game: PdnGame): PdnGameVerdict {
  const check = new PdnGameCheck(game.start);
  if (game.errors.length === 0) for (const move of game.moves) check.play(move);
  return check.verdict(game.errors);
}

/** Whether `written` is `path` with some squares in between left out (the same first and last square). */
function abbreviates(written: readonly number[], path: readonly number[]): boolean {
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

/** The legal move a PDN move denotes, or why there is none. */
function resolveMove(position: Position, written: PdnMove): { move: Move; after: Position } | PdnMoveFault {
  const fault = (reason: PdnMoveReason, rule: string, said: string, column = written.column): PdnMoveFault => ({
    reason,
    rule,
    evidence: said,
    line: written.line,
    column,
  });
  // A whole route the referee accepts is a legal move (it accepts exactly the generated routes).
  const check = checkRoute(position, written.squares);
  if (check.ok) return { move: check.move, after: check.after };
  const legal = legalMoves(position).sort(compareMoves);
  const side = redOrWhite(position.turn);
  if (legal.length === 0)
    return fault('game-over', PDN_RULES['game-over'], `${side} has no legal move; the game is over`);
  const chosen = pickAbbreviated(legal, written);
  if (chosen && 'path' in chosen) return { move: chosen, after: applyMove(position, chosen) };
  if (chosen) return fault('ambiguous', PDN_RULES.ambiguous, chosen.ambiguous);
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

/** The capture a move written by some of its squares names, or the routes it might mean. */
function pickAbbreviated(legal: readonly Move[], written: PdnMove): Move | { ambiguous: string } | undefined {
  const candidates = legal.filter((move) => abbreviates(written.squares, move.path));
  if (candidates.length === 0) return undefined;
  // Routes over the same pieces (a king's circle either way round) leave the same position.
  if (candidates.every((move) => capturedKey(move) === capturedKey(candidates[0]))) return candidates[0];
  const routes = candidates.map(moveText);
  return {
    ambiguous: `ambiguous capture, give the squares in between (e.g. ${routes.slice(0, -1).join(', ')} or ${routes[routes.length - 1]})`,
  };
}

/** Column of the `hop`-th square of a move as written (its text has no spaces). */
function hopColumn(written: PdnMove, hop: number): number {
  let index = 0;
  for (let seen = 0; seen < hop && index < written.text.length; index++) {
    if (/[-xX]/.test(written.text[index])) seen++;
  }
  return written.column + index;
}
