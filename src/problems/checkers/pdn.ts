import type { LocatedError } from '../../core/located.js';
import type { Side } from '../../core/side.js';
import { toPdnFen } from '../../games/checkers/fen.js';
import { type Move, applyMove, compareMoves, legalMoves, moveText } from '../../games/checkers/moves.js';
import { type PdnGame, type PdnMove, type PdnResult, formatPdn, parsePdn, pdnMovetext, pdnTag } from '../../games/checkers/pdn.js';
import { INITIAL_POSITION, type Position, redOrWhite, samePosition } from '../../games/checkers/position.js';
import { RULES, type ViolationReason, checkRoute, evidence } from '../../games/checkers/validate.js';
import { type CheckersPly, checkersDiagram, checkersRows, pliesFrom } from './explain.js';
import { checkObject } from '../../core/guard.js';

/**
 * Real games in PDN, played through the referee: every move of every game checked, the first
 * illegal one explained as the contest records' are. PDN writers are lenient, so is the reader:
 * a capture may give only its two ends (`22x8`) when that names one capture, and `-` and `x` are
 * not checked against the move (the squares say what it is).
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
  | { readonly kind: 'legal'; readonly played: readonly Move[]; readonly final: Position }
  | {
      readonly kind: 'illegal';
      readonly played: readonly Move[];
      /** The position in which the illegal move was tried. */
      readonly position: Position;
      /** 0-based index of the illegal move in the game's moves. */
      readonly ply: number;
      readonly fault: PdnMoveFault;
    };

/** One game's answer, JSON-ready (`arbiter checkers --pdn --json` prints one per game). */
export interface PdnGameExplanation {
  /** The game's number in the file, from 1, and the line it starts on. */
  readonly game: number;
  readonly line: number;
  /** The game's tags, by name (the first of each name). */
  readonly tags: Readonly<Record<string, string>>;
  /** The result ending the movetext, or null. */
  readonly result: PdnResult | null;
  /** Readable, and every move legal. */
  readonly valid: boolean;
  /** What could not be read (the first fault), and where; null when the game was read. */
  readonly error: string | null;
  readonly errorLine: number | null;
  readonly errorColumn: number | null;
  /** The starting position in PDN FEN (B is Red), and who moves first. */
  readonly start: string;
  readonly firstMover: Side;
  /** The number of moves written (each side's turn counts as one). */
  readonly moveCount: number;
  /** 1-based index of the first illegal move among the moves written, or null. */
  readonly illegalMove: number | null;
  /** Its number as PDN numbers moves (`12` in `12. 8-11 23x14`), and its side. */
  readonly moveNumber: number | null;
  readonly side: Side | null;
  /** The illegal move as written, and where the fault is. */
  readonly move: string | null;
  readonly moveLine: number | null;
  readonly moveColumn: number | null;
  readonly reason: PdnMoveReason | null;
  readonly rule: string | null;
  readonly evidence: string | null;
  /** The moves played before the illegal one (all of them when valid), as full routes in PDN. */
  readonly played: readonly string[];
  /** PDN FEN of the final position, or of the one in which the illegal move was tried. */
  readonly position: string;
  readonly toMove: Side;
  /** The legal moves there, in square order. */
  readonly legalMoves: readonly string[];
  /** That position drawn as in the contest explanation's `board`. */
  readonly board: readonly string[];
}

/** Plays a game through the referee, up to its first illegal move. */
export function checkPdnGame(game: PdnGame): PdnGameVerdict {
  if (game.errors.length > 0) return { kind: 'unreadable', errors: game.errors };
  let position = game.start;
  const played: Move[] = [];
  for (let ply = 0; ply < game.moves.length; ply++) {
    const resolved = resolveMove(position, game.moves[ply]);
    if ('reason' in resolved) return { kind: 'illegal', played, position, ply, fault: resolved };
    played.push(resolved.move);
    position = resolved.after;
  }
  return { kind: 'legal', played, final: position };
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
  if (legal.length === 0) return fault('game-over', PDN_RULES['game-over'], `${side} has no legal move; the game is over`);
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

/** PDN's number for the move at `ply` (0-based): Red and then White make move n. */
export const pdnMoveNumber = (start: Position, ply: number): number => Math.floor((ply + (start.turn === 'white' ? 1 : 0)) / 2) + 1;

const sideAfter = (start: Position, ply: number): Side => ((ply % 2 === 0) === (start.turn === 'black') ? 'black' : 'white');

export function explainPdnGame(game: PdnGame, verdict: PdnGameVerdict, number: number): PdnGameExplanation {
  const tags: Record<string, string> = {};
  for (const tag of game.tags) if (!(tag.name in tags)) tags[tag.name] = tag.value;
  const position = verdict.kind === 'legal' ? verdict.final : verdict.kind === 'illegal' ? verdict.position : game.start;
  const played = verdict.kind === 'unreadable' ? [] : verdict.played.map(moveText);
  const firstError = verdict.kind === 'unreadable' ? verdict.errors[0] : undefined;
  const illegal = verdict.kind === 'illegal' ? verdict : undefined;
  const written = illegal && game.moves[illegal.ply];
  return {
    game: number,
    line: game.line,
    tags,
    result: game.result,
    valid: verdict.kind === 'legal',
    error: firstError?.message ?? null,
    errorLine: firstError?.line ?? null,
    errorColumn: firstError?.column ?? null,
    start: toPdnFen(game.start),
    firstMover: game.start.turn,
    moveCount: game.moves.length,
    illegalMove: illegal ? illegal.ply + 1 : null,
    moveNumber: illegal ? pdnMoveNumber(game.start, illegal.ply) : null,
    side: illegal ? sideAfter(game.start, illegal.ply) : null,
    move: written?.text ?? null,
    moveLine: illegal?.fault.line ?? null,
    moveColumn: illegal?.fault.column ?? null,
    reason: illegal?.fault.reason ?? null,
    rule: illegal?.fault.rule ?? null,
    evidence: illegal?.fault.evidence ?? null,
    played,
    position: toPdnFen(position),
    toMove: position.turn,
    legalMoves: legalMoves(position).sort(compareMoves).map(moveText),
    board: checkersRows(position),
  };
}

/** `(Event, round 3, Red: Tinsley, White: Chinook)` from the tags that are given (PDN writes "?" for unknown). */
function gameTitle(tags: Readonly<Record<string, string>>): string {
  const known = (name: string): string | undefined => {
    const value = tags[name]?.trim();
    return value && value !== '?' && value !== '-' ? value : undefined;
  };
  const parts = [
    known('Event'),
    known('Round') && `round ${known('Round')}`,
    known('Black') && `Red: ${known('Black')}`,
    known('White') && `White: ${known('White')}`,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

/** The game's one-line answer: `game 1 (...): all 45 moves legal, result 1-0`. */
export function pdnGameLine(explanation: PdnGameExplanation): string {
  const head = `game ${explanation.game}${gameTitle(explanation.tags)}`;
  if (explanation.error !== null) {
    return `${head}: cannot be read: line ${explanation.errorLine}, column ${explanation.errorColumn}: ${explanation.error}`;
  }
  if (explanation.illegalMove !== null) {
    const side = redOrWhite(explanation.side ?? 'black');
    return `${head}: move ${explanation.moveNumber} by ${side}, ${explanation.move} (line ${explanation.moveLine}, column ${explanation.moveColumn}), is illegal: ${explanation.evidence}`;
  }
  const count = explanation.moveCount;
  const moves = count === 0 ? 'no moves' : count === 1 ? '1 move, legal' : `all ${count} moves legal`;
  const result = explanation.result === null ? '' : explanation.result === '*' ? ', result unknown (*)' : `, result ${explanation.result}`;
  return `${head}: ${moves}${result}`;
}

/** The explanation for people: the line, then the start (when set up), the moves, the fault and the board. */
export function describePdnGame(game: PdnGame, verdict: PdnGameVerdict, explanation: PdnGameExplanation): string {
  const lines = [pdnGameLine(explanation)];
  if (verdict.kind === 'unreadable') return lines.join('\n');
  const setUp = !samePosition(game.start, INITIAL_POSITION);
  lines.push(`Start: ${setUp ? `${explanation.start} (set up)` : 'the initial position'}, ${redOrWhite(game.start.turn)} moves first.`);
  if (setUp) lines.push(...checkersDiagram(game.start));
  if (explanation.played.length > 0) lines.push(`Played: ${pdnMovetext(game.start.turn === 'white', explanation.played).join(' ')}`);
  let position: Position;
  if (verdict.kind === 'illegal') {
    position = verdict.position;
    lines.push(
      `Move ${explanation.moveNumber} (${redOrWhite(position.turn)}), "${explanation.move}" on line ${explanation.moveLine}, column ${explanation.moveColumn}, is illegal:`,
      `  ${explanation.evidence}`,
      `  rule: ${explanation.rule}`,
      `Position before it: ${explanation.position}`,
    );
  } else {
    position = verdict.final;
    lines.push(`All ${explanation.moveCount} moves are legal. Final position: ${explanation.position}`);
  }
  if (explanation.played.length > 0 || !setUp) lines.push(...checkersDiagram(position));
  const toMove = redOrWhite(position.turn);
  lines.push(
    explanation.legalMoves.length === 0 ? `${toMove} has no legal move.` : `Legal moves for ${toMove}: ${explanation.legalMoves.join(' ')}`,
  );
  return lines.join('\n');
}

/** A game's moves with the position after each, so that a view replays it without the rules. */
export interface PdnGameReplay {
  /** The starting position drawn as `board` is. */
  readonly startBoard: readonly string[];
  /** The moves played (up to the illegal one), each with its squares and the position after it. */
  readonly plies: readonly CheckersPly[];
  /** The squares the illegal move names, as written; empty when there is none. */
  readonly illegalSquares: readonly number[];
}

export function replayPdnGame(game: PdnGame, verdict: PdnGameVerdict): PdnGameReplay {
  checkObject(game, 'checkersPdn.replay: game');
  checkObject(verdict, 'checkersPdn.replay: verdict');
  const played = verdict.kind === 'unreadable' ? [] : verdict.played;
  return {
    startBoard: checkersRows(game.start),
    plies: pliesFrom(game.start, played),
    illegalSquares: verdict.kind === 'illegal' ? [...(game.moves[verdict.ply]?.squares ?? [])] : [],
  };
}

/**
 * Whether a game's result agrees with its record, where the record decides it: when every move is
 * legal and the side to move then has no legal move, that side has lost. PDN's results give Red's
 * (PDN's Black's) score first: `1-0` and `2-0` are Red's wins, `0-1` and `0-2` White's.
 */
export interface PdnResultCheck {
  /** `agrees`, `contradicts`, `missing` (no result, or `*`) where the record decides the game; `open` where it does not. */
  readonly kind: 'agrees' | 'contradicts' | 'missing' | 'open';
  /** The side the record makes the winner, or null when it decides nothing. */
  readonly winner: Side | null;
  /** The check in words. */
  readonly said: string;
}

const WINS: Readonly<Record<string, Side | 'draw'>> = {
  '1-0': 'black',
  '2-0': 'black',
  '0-1': 'white',
  '0-2': 'white',
  '1-1': 'draw',
  '1/2-1/2': 'draw',
};

export function checkPdnResult(explanation: PdnGameExplanation): PdnResultCheck {
  checkObject(explanation, 'checkersPdn.result: explanation');
  const given = explanation.result ?? explanation.tags.Result ?? null;
  if (!explanation.valid || explanation.legalMoves.length > 0) {
    const said = explanation.valid ? 'the record does not decide the game (it stops with moves left), so the result is as given' : '';
    return { kind: 'open', winner: null, said };
  }
  const winner: Side = explanation.toMove === 'black' ? 'white' : 'black';
  const decided = `${redOrWhite(explanation.toMove)} has no legal move at the end, so ${redOrWhite(winner)} has won`;
  const claimed = given === null ? undefined : WINS[given];
  if (claimed === undefined)
    return { kind: 'missing', winner, said: `${decided}; the game gives ${given === null ? 'no result' : `the result ${given}`}` };
  if (claimed === winner) return { kind: 'agrees', winner, said: `${decided}, as the result ${given} says` };
  return {
    kind: 'contradicts',
    winner,
    said: `${decided}, but the result ${given} says ${claimed === 'draw' ? 'a draw' : `${redOrWhite(claimed)} won`}`,
  };
}

/** PDN games end to end: read them, check each, and explain it. */
export const checkersPdn = {
  parse: parsePdn,
  format: formatPdn,
  check: checkPdnGame,
  explain: explainPdnGame,
  describe: describePdnGame,
  line: pdnGameLine,
  tag: pdnTag,
  replay: replayPdnGame,
  result: checkPdnResult,
} as const;
