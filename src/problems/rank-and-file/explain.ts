import { type Side, otherSide } from '../../core/side.js';
import { type Square, fileOf, rankOf, squareName, squaresBetween, step } from '../../core/geometry.js';
import type { ChessBoard } from '../../games/chess/board.js';
import {
  type MoveJson,
  chessDiagram,
  describePieceOn,
  joinWords,
  moveJson,
  san,
  toFen,
} from '../../games/chess/notation.js';
import { MOVEMENT, EMPTY, ROLES, pieceCode, roleOfCode } from '../../games/chess/pieces.js';
import {
  type ChessMove,
  afterMove,
  attackers,
  checkingPieces,
  isAttacked,
  legalMoves,
  pseudoLegalMoves,
} from '../../games/chess/rules.js';
import { inputRows } from './parse.js';
import { type RankAndFileCase } from './case.js';
import type { RankAndFileStatus, RankAndFileVerdict } from './judge.js';
import { plural } from '../../core/grouped.js';

export interface PieceOnSquare {
  /** e.g. "b5" */
  readonly square: string;
  readonly side: Side;
  readonly role: string;
}

/** A way out that does not work, and why: `{ attempt: "Kd6", reason: "attacked by the king on e5" }`. */
export interface FailedEscape {
  /** A move in SAN, or a square the king cannot even step onto. */
  readonly attempt: string;
  readonly reason: string;
  /**
   * The pieces whose attack makes it fail (their squares), and the square they attack: where the
   * king would stand, or the king's own square when the move leaves a check or opens a line to it
   * (the line crossed runs from the attacker to the king). None for a square of one's own piece.
   */
  readonly attackers: readonly string[];
  readonly attacked: string | null;
  /**
   * The square of the piece that would move (a pinned piece opens the line from it); null when the attempt is no move.
   */
  readonly from: string | null;
}

/** The other side's king in check too, and the pieces checking it: a layout no game produces. */
export interface OtherCheck {
  readonly king: string;
  readonly checkers: readonly PieceOnSquare[];
}

/** An answer to a check, with its squares: a king move, a capture of the checking piece, or a block. */
export interface EscapeMove extends MoveJson {
  readonly kind: 'king' | 'capture' | 'block';
}

export interface RankAndFileExplanation {
  readonly side: Side;
  readonly status: RankAndFileStatus;
  /** The eight rows, top first, in the contest's letters. */
  readonly board: readonly string[];
  /** The position in standard FEN, the judged side to move. */
  readonly fen: string;
  readonly king: string;
  /** The pieces giving check: none, one, two (double check), or more in layouts no game produces. */
  readonly checkers: readonly PieceOnSquare[];
  /** When CHECKED: every legal move, each of which answers the check (SAN). */
  readonly escapes: readonly string[];
  /** The same escapes in the same order, with their squares and how each answers the check. */
  readonly escapeMoves: readonly EscapeMove[];
  /**
   * Squares next to the king that the other side attacks, the king's own square counted empty
   * (so a step back along a checking line is attacked); squares of the side's own pieces left out.
   */
  readonly attackedAroundKing: readonly string[];
  /** When CHECKMATED: each king square and each capture or block that was tried, and why it fails. */
  readonly failedEscapes: readonly FailedEscape[];
  readonly legalMoveCount: number;
  /** Every legal move of the judged side (SAN), in reading order: by piece (K Q R B N), then from and to square. */
  readonly legalMoves: readonly string[];
  /** Not in check and no legal move: SAFE by the problem's rules. */
  readonly stalemate: boolean;
  /** Things about the layout that a real game could not produce (the other side in check, too). */
  readonly warnings: readonly string[];
  /** The other side's king in check too (the warning's squares), or null. */
  readonly otherCheck: OtherCheck | null;
}

/** The piece on `square`, by its square's name (Check the Check's lines of attack name their pieces so too). */
export const pieceOnSquare = (board: ChessBoard, square: Square): PieceOnSquare => {
  const piece = board.pieceAt(square);
  if (!piece) throw new Error(`no piece on square ${square}`);
  return { square: squareName(board.shape, square), side: piece.side, role: piece.role };
};

const attackedBy = (board: ChessBoard, squares: readonly Square[]): string =>
  joinWords(squares.map((square) => describePieceOn(board, square)));

/** Why the king cannot go to each neighbouring square. */
function failedKingMoves(board: ChessBoard, side: Side, king: Square, legal: readonly ChessMove[]): FailedEscape[] {
  const failures: FailedEscape[] = [];
  const kingCode = pieceCode({ side: side, role: 'king' });
  for (const direction of MOVEMENT.king.directions) {
    const to = step(board.shape, king, direction);
    if (to === undefined) continue;
    const name = squareName(board.shape, to);
    const occupant = board.pieceAt(to);
    if (occupant?.side === side) {
      const reason = `occupied by your own ${occupant.role}`;
      failures.push({ attempt: name, reason, attackers: [], attacked: null, from: null });
      continue;
    }
    if (occupant?.role === 'king') {
      const reason = `the ${occupant.side} king stands there, and kings are never captured`;
      failures.push({ attempt: name, reason, attackers: [], attacked: null, from: null });
      continue;
    }
    const move: ChessMove = { from: king, to, piece: kingCode, captured: board.cells[to] };
    if (legal.some((other) => other.from === king && other.to === to)) continue;
    const threats = afterMove(board, move, (after) => attackers(after, to, otherSide(side)));
    const reason =
      move.captured === EMPTY
        ? `attacked by ${attackedBy(board, threats)}`
        : `${describePieceOn(board, to)} is defended by ${attackedBy(board, threats)}`;
    failures.push({
      attempt: san(board, move, []),
      reason,
      attackers: names(board, threats),
      attacked: name,
      from: squareName(board.shape, king),
    });
  }
  return failures;
}

const names = (board: ChessBoard, squares: readonly Square[]): string[] =>
  squares.map((square) => squareName(board.shape, square));

/** Why no other piece can capture a checking piece or step into its line. */
function failedInterpositions(
  board: ChessBoard,
  side: Side,
  king: Square,
  checking: readonly Square[],
): FailedEscape[] {
  const targets = new Set<Square>();
  for (const checker of checking) {
    targets.add(checker);
    if (MOVEMENT[board.pieceAt(checker)?.role ?? 'knight'].slides) {
      for (const square of squaresBetween(board.shape, checker, king)) targets.add(square);
    }
  }
  const tries = pseudoLegalMoves(board, side).filter((move) => move.from !== king && targets.has(move.to));
  const failures = tries.map((move): FailedEscape => {
    const threats = afterMove(board, move, (after) => attackers(after, king, otherSide(side)));
    const reasons = threats.map((square) =>
      checking.includes(square)
        ? `${describePieceOn(board, square)} still gives check`
        : `it opens the line of ${describePieceOn(board, square)} to the king`,
    );
    return {
      attempt: san(board, move, tries),
      reason: joinWords(reasons),
      attackers: names(board, threats),
      attacked: squareName(board.shape, king),
      from: squareName(board.shape, move.from),
    };
  });
  if (checking.length > 1) {
    const several = checking.length === 2 ? 'a double check' : `a check by ${plural(checking.length, 'piece')} at once`;
    failures.push({
      attempt: 'capture or block',
      reason: `${several} can only be answered by a king move`,
      attackers: [],
      attacked: null,
      from: null,
    });
  } else if (tries.length === 0) {
    const checker = checking[0];
    const line = MOVEMENT[board.pieceAt(checker)?.role ?? 'knight'].slides
      ? squaresBetween(board.shape, checker, king)
      : [];
    const block =
      line.length > 0 ? ` or move to ${joinWords(line.map((square) => squareName(board.shape, square)))}` : '';
    failures.push({
      attempt: 'capture or block',
      reason: `no piece can capture ${describePieceOn(board, checker)}${block}`,
      attackers: [],
      attacked: null,
      from: null,
    });
  }
  return failures;
}

/**
 * Moves in the order a reader scans a list: by piece (king first), then from square, then to square, squares file by
 * file.
 */
function inReadingOrder(board: ChessBoard, moves: readonly ChessMove[]): ChessMove[] {
  const { shape } = board;
  const square = (at: Square): number => fileOf(shape, at) * shape.height + rankOf(shape, at);
  const role = (move: ChessMove): number => ROLES.indexOf(roleOfCode(move.piece));
  return [...moves].sort((a, b) => role(a) - role(b) || square(a.from) - square(b.from) || square(a.to) - square(b.to));
}

const ESCAPE_KINDS: readonly EscapeMove['kind'][] = ['king', 'capture', 'block'];

/** King moves first, then captures of the checking piece, then blocks. */
function escapeMoves(
  board: ChessBoard,
  king: Square,
  checking: readonly Square[],
  legal: readonly ChessMove[],
): EscapeMove[] {
  return inReadingOrder(board, legal)
    .map((move): EscapeMove => ({
      ...moveJson(board, move, legal),
      kind: move.from === king ? 'king' : checking.includes(move.to) ? 'capture' : 'block',
    }))
    .sort((a, b) => ESCAPE_KINDS.indexOf(a.kind) - ESCAPE_KINDS.indexOf(b.kind));
}

function attackedAroundKing(board: ChessBoard, side: Side, king: Square): string[] {
  const withoutKing = board.clone();
  withoutKing.put(king, undefined);
  const attacked: Square[] = [];
  for (const direction of MOVEMENT.king.directions) {
    const to = step(board.shape, king, direction);
    if (to === undefined || board.pieceAt(to)?.side === side) continue;
    if (isAttacked(withoutKing, to, otherSide(side))) attacked.push(to);
  }
  // File by file, as the squares' names sort.
  const { shape } = board;
  return attacked
    .sort((a, b) => fileOf(shape, a) - fileOf(shape, b) || rankOf(shape, a) - rankOf(shape, b))
    .map((square) => squareName(shape, square));
}

function otherCheckOf(board: ChessBoard, side: Side): OtherCheck | null {
  const otherKing = board.kingSquare(otherSide(side));
  const threats = checkingPieces(board, otherSide(side));
  if (otherKing === undefined || threats.length === 0) return null;
  return {
    king: squareName(board.shape, otherKing),
    checkers: threats.map((square) => pieceOnSquare(board, square)),
  };
}

function layoutWarnings(board: ChessBoard, side: Side, check: OtherCheck | null): string[] {
  if (!check) return [];
  const by = joinWords(check.checkers.map((piece) => `the ${piece.role} on ${piece.square}`));
  return [
    `the ${otherSide(side)} king on ${check.king} is in check too (by ${by}), ` +
      `which no real game can produce; only ${side} is judged`,
  ];
}

export function explainRankAndFile(input: RankAndFileCase, verdict: RankAndFileVerdict): RankAndFileExplanation {
  const { board, side } = input;
  const king = board.kingSquare(side);
  if (king === undefined) throw new Error('a parsed case always has both kings');
  const checking = checkingPieces(board, side);
  const legal = legalMoves(board, side);
  const escapes = checking.length > 0 ? escapeMoves(board, king, checking, legal) : [];
  const otherCheck = otherCheckOf(board, side);
  return {
    side,
    status: verdict.status,
    board: inputRows(board),
    fen: toFen(board, side),
    king: squareName(board.shape, king),
    checkers: checking.map((square) => pieceOnSquare(board, square)),
    escapes: escapes.map((move) => move.san),
    escapeMoves: escapes,
    attackedAroundKing: attackedAroundKing(board, side, king),
    failedEscapes:
      verdict.status === 'CHECKMATED'
        ? [...failedKingMoves(board, side, king, legal), ...failedInterpositions(board, side, king, checking)]
        : [],
    legalMoveCount: legal.length,
    legalMoves: inReadingOrder(board, legal).map((move) => san(board, move, legal)),
    stalemate: checking.length === 0 && legal.length === 0,
    warnings: layoutWarnings(board, side, otherCheck),
    otherCheck,
  };
}

export function describeRankAndFile(
  _input: RankAndFileCase,
  verdict: RankAndFileVerdict,
  explanation: RankAndFileExplanation,
): string {
  const { side, king } = explanation;
  const lines = [...chessDiagram(explanation.board), `    (white: k q r b n, black: K Q R B N)`, ''];
  const who = `The ${side} king on ${king}`;
  const givers = explanation.checkers.map((piece) => `the ${piece.role} on ${piece.square}`);
  if (verdict.status === 'SAFE') {
    lines.push(`${who} is not attacked.`);
    lines.push(
      explanation.stalemate
        ? `${side[0].toUpperCase()}${side.slice(1)} has no legal move: a stalemate, which counts as SAFE.`
        : `${side[0].toUpperCase()}${side.slice(1)} has ${plural(explanation.legalMoveCount, 'legal move')}: ` +
            `${explanation.legalMoves.join(', ')}.`,
    );
  } else {
    const double = givers.length > 1 ? ` (${givers.length === 2 ? 'double' : `${givers.length}-fold`} check)` : '';
    lines.push(`${who} is attacked by ${joinWords(givers)}${double}.`);
  }
  if (verdict.status === 'CHECKED') {
    lines.push(`Escapes (${explanation.escapes.length}): ${explanation.escapes.join(', ')}`);
  }
  if (verdict.status === 'CHECKMATED') {
    lines.push('No escape:');
    for (const failure of explanation.failedEscapes) lines.push(`  ${failure.attempt}: ${failure.reason}`);
  }
  for (const warning of explanation.warnings) lines.push(`Warning: ${warning}`);
  return lines.join('\n');
}
