import { assertInstance, assertInteger, assertObject, assertTypedArray, copyTypedArray } from '../../core/guards.js';
import { ChessBoard } from './board.js';
import { type ChessGeometry, isChessGeometry } from './tables.js';
import type { ChessMove } from './rules.js';

/**
 * Checks of chess values from outside the library (see core/guards.ts): a board, a move on it (pieces.ts
 * checks a piece). Each gives the library's own copy, which is all the rules then read.
 */

/** Codes 1 to 5 are White's roles, 9 to 13 Black's (pieces.ts). */
const isPieceCode = (code: unknown): boolean =>
  typeof code === 'number' && ((code >= 1 && code <= 5) || (code >= 9 && code <= 13));

/** A board's geometry and cells, each read once: a geometry the library made, an Int8Array of one code per square. */
function boardParts(
  value: unknown,
  at: string,
  shape: { readonly width: number; readonly height: number } | undefined,
): { geometry: ChessGeometry; cells: Int8Array } {
  assertInstance(value, at, ChessBoard);
  const { geometry, cells } = value;
  if (!isChessGeometry(geometry)) throw new TypeError(`${at}.geometry must be a ChessGeometry`);
  const { width, height } = geometry;
  if (shape && (width !== shape.width || height !== shape.height))
    throw new RangeError(`${at} must be a ${shape.width}x${shape.height} board, not ${width}x${height}`);
  assertTypedArray(cells, `${at}.cells`, Int8Array);
  if (cells.length !== geometry.size)
    throw new RangeError(`${at}.cells must hold one code per square (${geometry.size}), not ${cells.length}`);
  return { geometry, cells };
}

function assertCells(cells: Int8Array, at: string): void {
  for (let square = 0; square < cells.length; square++) {
    const code = cells[square];
    if (code !== 0 && !isPieceCode(code))
      throw new RangeError(`${at}.cells[${square}] must be 0 (empty) or a piece's code (1 to 5, 9 to 13), not ${code}`);
  }
}

/**
 * A board of `shape` (any shape when not given) whose every square holds no piece or a chess
 * piece's code, copied: a board of the library's own, on `geometry` when given (a problem's
 * `BOARD`) or else on the board's own (a geometry's tables are the library's, and cannot change).
 */
export function copyChessBoard(
  value: unknown,
  at: string,
  shape?: { readonly width: number; readonly height: number },
  geometry?: ChessGeometry,
): ChessBoard {
  const parts = boardParts(value, at, shape ?? geometry);
  const cells = copyTypedArray(parts.cells, `${at}.cells`, Int8Array);
  assertCells(cells, at);
  return new ChessBoard(geometry ?? parts.geometry, cells);
}

/**
 * The same board, checked, as a view for the rules that change it (makeMove): a board of the
 * library's own on the caller's cells, which it reads from their memory, so that a move made on
 * the view is made on the caller's board.
 */
export function viewChessBoard(value: unknown, at: string): ChessBoard {
  const { geometry, cells } = boardParts(value, at, undefined);
  assertCells(cells, at);
  return new ChessBoard(geometry, cells);
}

/** A piece's code (not 0: no piece). */
export function assertPieceCode(value: unknown, at: string): asserts value is number {
  assertInteger(value, at, 1, 13);
  if (!isPieceCode(value)) throw new RangeError(`${at} must be a piece's code (1 to 5, 9 to 13), not ${value}`);
}

/** A move on `board`, copied: two of its squares, the code of the piece moving and of the piece taken (0: none). */
export function copyChessMove(value: unknown, at: string, board: ChessBoard): ChessMove {
  assertObject(value, at);
  const { from, to, piece, captured } = value;
  const last = board.cells.length - 1;
  assertInteger(from, `${at}.from`, 0, last);
  assertInteger(to, `${at}.to`, 0, last);
  assertPieceCode(piece, `${at}.piece`);
  if (captured !== 0) assertPieceCode(captured, `${at}.captured`);
  return { from, to, piece, captured: captured };
}
