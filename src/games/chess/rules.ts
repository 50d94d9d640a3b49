import { type Side, otherSide } from '../../core/side.js';
import type { Square } from '../../core/geometry.js';
import { type ChessBoard, isKingCode } from './board.js';
import { EMPTY, type PieceCode, colorBitOf } from './pieces.js';

/**
 * Chess rules on any rectangular board. Sides without a king (the Simplified Chess Engine) have
 * every pseudo-legal move as a legal move; sides with a king may not leave it attacked.
 */

export interface ChessMove {
  readonly from: Square;
  readonly to: Square;
  /** The piece that moves. */
  readonly piece: PieceCode;
  /** The piece taken, or EMPTY. */
  readonly captured: PieceCode;
}

/** Where scanAttackers met the first attacker: the ray's direction from the target, and the index along it. */
let firstCheckDirection = -1;
let firstCheckIndex = 0;

/**
 * Walks every ray outward from `target` and counts the pieces of `attackerBit`'s colour that
 * reach it, stopping at `limit`; pushes their squares on `found` when given, and notes where the
 * first one is (for checkStatus's blocks and capture). Reading movement backwards from the target
 * is right because every piece's directions are symmetric (checked in the tests). Allocates nothing.
 */
function scanAttackers(board: ChessBoard, target: Square, attackerBit: number, found: Square[] | null, limit: number): number {
  const { rayStart, rayLength, raySquares, directionMask, slides, anySlides, directions } = board.geometry;
  const cells = board.cells;
  const directionCount = directions.length;
  const base = target * directionCount;
  let count = 0;
  for (let d = 0; d < directionCount; d++) {
    const length = rayLength[base + d];
    const limitHere = anySlides[d] ? length : Math.min(length, 1);
    const start = rayStart[base + d];
    for (let k = 0; k < limitHere; k++) {
      const square = raySquares[start + k];
      const code = cells[square];
      if (code === EMPTY) continue;
      if ((code & 8) === attackerBit && (directionMask[code] >> d) & 1 && (k === 0 || slides[code])) {
        found?.push(square);
        if (++count === limit) return count;
        if (count === 1) {
          firstCheckDirection = d;
          firstCheckIndex = k;
        }
      }
      break;
    }
  }
  return count;
}

export const isAttacked = (board: ChessBoard, target: Square, by: Side): boolean =>
  scanAttackers(board, target, colorBitOf(by), null, 1) > 0;

/** Squares of `by`'s pieces that attack `target`, in a fixed direction order. */
export function attackers(board: ChessBoard, target: Square, by: Side): Square[] {
  const found: Square[] = [];
  scanAttackers(board, target, colorBitOf(by), found, Infinity);
  return found.sort((a, b) => a - b);
}

/**
 * Calls `visit` for every pseudo-legal move of the piece on `from`: to empty squares or onto
 * enemy pieces other than the king (a king is never captured). Stops when `visit` returns true.
 */
function visitPieceMoves(board: ChessBoard, from: Square, visit: (move: ChessMove) => boolean): boolean {
  const { rayStart, rayLength, raySquares, directionMask, slides, directions } = board.geometry;
  const cells = board.cells;
  const piece = cells[from];
  const ownBit = piece & 8;
  const mask = directionMask[piece];
  const base = from * directions.length;
  for (let d = 0; d < directions.length; d++) {
    if (!((mask >> d) & 1)) continue;
    const length = rayLength[base + d];
    const limit = slides[piece] ? length : Math.min(length, 1);
    const start = rayStart[base + d];
    for (let k = 0; k < limit; k++) {
      const to = raySquares[start + k];
      const target = cells[to];
      if (target === EMPTY) {
        if (visit({ from, to, piece, captured: EMPTY })) return true;
        continue;
      }
      if ((target & 8) !== ownBit && !isKingCode(target) && visit({ from, to, piece, captured: target })) return true;
      break;
    }
  }
  return false;
}

/** Visits `color`'s pseudo-legal moves, king moves first (they most often answer a check). */
function visitPseudoLegalMoves(board: ChessBoard, color: Side, visit: (move: ChessMove) => boolean): boolean {
  const king = board.kingSquare(color);
  if (king !== undefined && visitPieceMoves(board, king, visit)) return true;
  const bit = colorBitOf(color);
  const cells = board.cells;
  for (let square = 0; square < cells.length; square++) {
    const code = cells[square];
    if (code !== EMPTY && (code & 8) === bit && square !== king && visitPieceMoves(board, square, visit)) return true;
  }
  return false;
}

export function pseudoLegalMoves(board: ChessBoard, color: Side): ChessMove[] {
  const moves: ChessMove[] = [];
  visitPseudoLegalMoves(board, color, (move) => {
    moves.push(move);
    return false;
  });
  return moves;
}

/** Plays `move` on the board in place; undo with `undoMove`. */
export function makeMove(board: ChessBoard, move: ChessMove): void {
  board.cells[move.to] = move.piece;
  board.cells[move.from] = EMPTY;
}

export function undoMove(board: ChessBoard, move: ChessMove): void {
  board.cells[move.from] = move.piece;
  board.cells[move.to] = move.captured;
}

/** Runs `look` on the position after `move`, then restores the board. */
export function afterMove<T>(board: ChessBoard, move: ChessMove, look: (after: ChessBoard) => T): T {
  makeMove(board, move);
  try {
    return look(board);
  } finally {
    undoMove(board, move);
  }
}

/** Whether `move` leaves the mover's king unattacked (always true for a side with no king). */
export function keepsKingSafe(board: ChessBoard, move: ChessMove, kingBefore: Square | undefined): boolean {
  if (kingBefore === undefined) return true;
  const color = move.piece & 8 ? 'black' : 'white';
  const king = move.from === kingBefore ? move.to : kingBefore;
  makeMove(board, move);
  const safe = !isAttacked(board, king, otherSide(color));
  undoMove(board, move);
  return safe;
}

export function legalMoves(board: ChessBoard, color: Side): ChessMove[] {
  const king = board.kingSquare(color);
  return pseudoLegalMoves(board, color).filter((move) => keepsKingSafe(board, move, king));
}

export function hasLegalMove(board: ChessBoard, color: Side): boolean {
  const king = board.kingSquare(color);
  return visitPseudoLegalMoves(board, color, (move) => keepsKingSafe(board, move, king));
}

/** Squares of the pieces giving check to `color`'s king (empty when it has no king). */
export function checkingPieces(board: ChessBoard, color: Side): Square[] {
  const king = board.kingSquare(color);
  return king === undefined ? [] : attackers(board, king, otherSide(color));
}

export function isCheck(board: ChessBoard, color: Side): boolean {
  const king = board.kingSquare(color);
  return king !== undefined && isAttacked(board, king, otherSide(color));
}

/**
 * Whether the side whose king stands on `king`, in check by `checkers` pieces, has a legal move:
 * the same answer as `hasLegalMove`, found without building moves. A king step must land on a
 * square the other side does not attack once the king has left its own. Any other move must
 * capture the only checking piece or stand between it and the king (one move cannot answer two
 * checks), so only pieces that reach those squares are tried, each for a pin.
 */
function hasAnswerToCheck(board: ChessBoard, king: Square, checkers: number): boolean {
  const { rayStart, rayLength, raySquares, directionMask, slides, anySlides, directions } = board.geometry;
  const cells = board.cells;
  const directionCount = directions.length;
  const kingCode = cells[king];
  const ownBit = kingCode & 8;
  const enemyBit = ownBit ^ 8;
  const kingMask = directionMask[kingCode];
  const kingBase = king * directionCount;
  cells[king] = EMPTY;
  for (let d = 0; d < directionCount; d++) {
    if (!((kingMask >> d) & 1) || rayLength[kingBase + d] === 0) continue;
    const to = raySquares[rayStart[kingBase + d]];
    const target = cells[to];
    if (target !== EMPTY && ((target & 8) === ownBit || isKingCode(target))) continue;
    cells[to] = kingCode;
    const safe = scanAttackers(board, to, enemyBit, null, 1) === 0;
    cells[to] = target;
    if (safe) {
      cells[king] = kingCode;
      return true;
    }
  }
  cells[king] = kingCode;
  if (checkers > 1) return false;
  // The squares from the king to the checking piece along its ray: blocks, then the capture.
  const lineStart = rayStart[kingBase + firstCheckDirection];
  for (let i = 0; i <= firstCheckIndex; i++) {
    const square = raySquares[lineStart + i];
    const captured = cells[square];
    if (isKingCode(captured)) break;
    // The side's pieces that reach `square`, found by reading rays backwards from it (as scanAttackers does).
    const base = square * directionCount;
    for (let d = 0; d < directionCount; d++) {
      const length = rayLength[base + d];
      const limit = anySlides[d] ? length : Math.min(length, 1);
      const start = rayStart[base + d];
      for (let k = 0; k < limit; k++) {
        const from = raySquares[start + k];
        const piece = cells[from];
        if (piece === EMPTY) continue;
        if ((piece & 8) === ownBit && from !== king && (directionMask[piece] >> d) & 1 && (k === 0 || slides[piece])) {
          cells[square] = piece;
          cells[from] = EMPTY;
          const safe = scanAttackers(board, king, enemyBit, null, 1) === 0;
          cells[from] = piece;
          cells[square] = captured;
          if (safe) return true;
        }
        break;
      }
    }
  }
  return false;
}

export type CheckStatus = 'checked' | 'checkmated' | 'safe';

/**
 * The Rank and File question: stalemate and any position without check is "safe". Judging many
 * positions in a row, it allocates nothing.
 */
export function checkStatus(board: ChessBoard, color: Side): CheckStatus {
  const king = board.kingSquare(color);
  if (king === undefined) return 'safe';
  // More than two checkers changes nothing: only the king can answer two.
  const checkers = scanAttackers(board, king, colorBitOf(color) ^ 8, null, 2);
  if (checkers === 0) return 'safe';
  return hasAnswerToCheck(board, king, checkers) ? 'checked' : 'checkmated';
}
