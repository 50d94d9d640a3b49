import { assertInteger, assertObject, assertOneOf, assertString, rangeError } from '../../core/guards.js';
import type { Result } from '../../core/located.js';
import { copyChessBoard } from './guards.js';
import { type Square, ray, squareCount, squareName, step } from '../../core/geometry.js';
import { SIDES, type Side, otherSide } from '../../core/side.js';
import { ChessBoard } from './board.js';
import { parseFen } from './fen.js';
import { type MoveJson, joinWords, moveJson, toFen } from './notation.js';
import { MOVEMENT, type Piece, type Role, sideDirection } from './pieces.js';
import { type ChessMove, afterMove, attackers, legalMoves, pseudoLegalMoves } from './rules.js';

/**
 * Where one piece may go, square by square, for someone moving it by hand (the web page's boards):
 * each square of the board is a legal move (its SAN and the position after it) or the reason it
 * is not, in words: `the way is blocked by the white rook on c3`, `d4 is attacked by the black
 * queen on b5`.
 */

export interface MoveTarget {
  /** The square, "e4". */
  readonly to: string;
  /** The legal move there, or null. */
  readonly move: MoveJson | null;
  /** The position after the move in FEN (the other side to move), or null. */
  readonly fen: string | null;
  /** Why the piece cannot go there, or null for a legal move. */
  readonly reason: string | null;
  /**
   * The pieces whose attack refuses it (their squares): on the square the king would step onto, or
   * on the king the move would leave in check or expose (the line crossed runs from one to the king).
   */
  readonly attackers: readonly string[];
  /** Those of `attackers` whose line to the king the move opens: it runs through the piece moved (a pin). */
  readonly opened: readonly string[];
  /** The piece that blocks the way, or null. */
  readonly blockedBy: string | null;
}

/** Why a square is refused: in words, and the squares that show it. */
type Refusal = Pick<MoveTarget, 'reason' | 'attackers' | 'opened' | 'blockedBy'>;

const HOW: Readonly<Record<Role, string>> = {
  king: 'steps one square in any direction',
  queen: 'moves along ranks, files and diagonals',
  rook: 'moves along ranks and files',
  bishop: 'moves along diagonals',
  knight: 'jumps two squares one way and one the other',
  pawn: 'steps one square forward onto an empty square, and takes one square diagonally forward',
};

/** "the black queen on b5" */
function named(board: ChessBoard, square: Square): string {
  const piece = board.pieceAt(square);
  return `the ${piece?.side ?? ''} ${piece?.role ?? 'piece'} on ${squareName(board.shape, square)}`;
}

/** The squares on the way from `from` to `to` when the piece's movement reaches it, else undefined. */
function wayTo(board: ChessBoard, from: Square, to: Square, piece: Piece): Square[] | undefined {
  const { shape } = board;
  const movement = MOVEMENT[piece.role];
  const own = board.pieceAt(to) === undefined ? (movement.quiet ?? movement.directions) : movement.directions;
  for (const direction of own.map((each) => sideDirection(each, piece.side))) {
    if (!movement.slides) {
      if (step(shape, from, direction) === to) return [];
      continue;
    }
    const line = ray(shape, from, direction);
    const at = line.indexOf(to);
    if (at >= 0) return line.slice(0, at);
  }
  return undefined;
}

/**
 * Why `move`, which the piece's movement allows, is refused: the square is taken, the way blocked, or the king left
 * attacked.
 */
function whyNot(board: ChessBoard, side: Side, from: Square, to: Square, pseudo: readonly ChessMove[]): Refusal {
  const { shape } = board;
  const piece = board.pieceAt(from);
  const role = piece?.role ?? 'king';
  const there = board.pieceAt(to);
  const toName = squareName(shape, to);
  const said = (reason: string): Refusal => ({ reason, attackers: [], opened: [], blockedBy: null });
  if (there?.side === side) return said(`your own ${there.role} stands on ${toName}`);
  if (there?.role === 'king') return said(`${named(board, to)} cannot be taken: kings are never captured`);
  const way = wayTo(board, from, to, piece ?? { side, role });
  if (!way) return said(`a ${role} ${HOW[role]}`);
  const blocker = way.find((square) => board.pieceAt(square) !== undefined);
  if (blocker !== undefined)
    return { ...said(`the way is blocked by ${named(board, blocker)}`), blockedBy: squareName(shape, blocker) };
  const move = pseudo.find((candidate) => candidate.to === to);
  if (!move) return said(`a ${role} ${HOW[role]}`);
  const enemy = otherSide(side);
  const attacking = (squares: readonly Square[]): Refusal['attackers'] =>
    squares.map((square) => squareName(shape, square));
  if (role === 'king') {
    const threats = afterMove(board, move, (after) => attackers(after, to, enemy));
    const reason = `${toName} is attacked by ${joinWords(threats.map((square) => named(board, square)))}`;
    return { ...said(reason), attackers: attacking(threats) };
  }
  const king = board.kingSquare(side) ?? from;
  const threats = afterMove(board, move, (after) => attackers(after, king, enemy));
  const checking = attackers(board, king, enemy);
  const by = joinWords(threats.map((square) => named(board, square)));
  const reason =
    checking.length > 0
      ? `your king on ${squareName(shape, king)} would still be in check from ${by}`
      : `it would expose your king on ${squareName(shape, king)} to ${by}`;
  // An attacker that did not check the king before sees it through the square the piece leaves.
  const opened = threats.filter((square) => !checking.includes(square));
  return { ...said(reason), attackers: attacking(threats), opened: attacking(opened) };
}

/**
 * Every square of the board for the piece of `side` on `from`: a legal move there, or why not.
 * The square it stands on is left out.
 */
export function moveTargets(given: ChessBoard, side: Side, from: Square): MoveTarget[] {
  const board = copyChessBoard(given, 'rules.chess.moveTargets: board');
  assertOneOf(side, 'rules.chess.moveTargets: side', SIDES);
  assertInteger(from, 'rules.chess.moveTargets: from', 0, squareCount(board.shape) - 1);
  if (board.pieceAt(from)?.side !== side)
    throw rangeError(
      'rules.chess.moveTargets: from',
      `a square holding a ${side} piece`,
      squareName(board.shape, from),
    );
  const legal = legalMoves(board, side);
  const pseudo = pseudoLegalMoves(board, side).filter((move) => move.from === from);
  const targets: MoveTarget[] = [];
  for (let to = 0; to < squareCount(board.shape); to++) {
    if (to === from) continue;
    const move = legal.find((candidate) => candidate.from === from && candidate.to === to);
    if (move) {
      const fen = afterMove(board, move, (after) => toFen(after, otherSide(side)));
      targets.push({
        to: squareName(board.shape, to),
        move: moveJson(board, move, legal),
        fen,
        reason: null,
        attackers: [],
        opened: [],
        blockedBy: null,
      });
    } else {
      targets.push({
        to: squareName(board.shape, to),
        move: null,
        fen: null,
        ...whyNot(board, side, from, to, pseudo),
      });
    }
  }
  return targets;
}

/** A rule question (framework/questions.ts) about a chess position: the targets of every piece of `side`. */
export interface ChessTargetsQuestion {
  readonly kind: 'chess-targets';
  /** The position in FEN. */
  readonly fen: string;
  readonly side: Side;
}

/** Each piece of the side asked about, by its square's name: every other square, a legal move or why not. */
export interface ChessTargetsReply {
  readonly kind: 'chess-targets';
  readonly pieces: Readonly<Record<string, readonly MoveTarget[]>>;
}

export function copyChessTargetsQuestion(value: unknown, at: string): ChessTargetsQuestion {
  assertObject(value, at);
  const { kind, fen, side } = value;
  assertOneOf(kind, `${at}.kind`, ['chess-targets']);
  assertString(fen, `${at}.fen`);
  assertOneOf(side, `${at}.side`, SIDES);
  return { kind, fen, side };
}

/** The targets of every piece of the side asked about, or why the FEN cannot be read. */
export function chessTargets({ fen, side }: ChessTargetsQuestion): Result<ChessTargetsReply, string> {
  const read = parseFen(fen);
  if (!read.ok) return { ok: false, error: `FEN, column ${read.error.column}: ${read.error.message}` };
  const { board } = read.value;
  const pieces: Record<string, MoveTarget[]> = {};
  for (const square of board.squaresOf(side))
    pieces[squareName(board.shape, square)] = moveTargets(board, side, square);
  return { ok: true, value: { kind: 'chess-targets', pieces } };
}
