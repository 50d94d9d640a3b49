import { assertInstance, assertInteger, assertObject, assertTypedArray, copyTypedArray } from '../../core/guards.js';
import { ChessBoard } from './board.js';
import { type ChessGeometry, isChessGeometry } from './tables.js';
import type { ChessMove } from './rules.js';
import { ROLES, type Role, codesOf, roleOfCode, sideOfCode } from './pieces.js';
import { joinWords } from './notation.js';

/**
 * Checks of chess values from outside the library (see core/guards.ts): a board, a move on it (pieces.ts
 * checks a piece). Each gives the library's own copy, which is all the rules then read.
 */

/** Per piece code, 1 when some piece has it (pieces.ts: 1 to 6 White's, 9 to 14 Black's). */
const ANY_PIECE = codeSet(ROLES);

/** Per piece code, 1 for the codes of `roles`. */
function codeSet(roles: readonly Role[]): Uint8Array {
  const set = new Uint8Array(16);
  for (const code of codesOf(roles)) set[code] = 1;
  return set;
}

const isPieceCode = (code: unknown, allowed = ANY_PIECE): boolean =>
  typeof code === 'number' && Number.isInteger(code) && code >= 0 && code < 16 && allowed[code] === 1;

/** What a board's cells may hold, in words: "0 (empty) or a piece's code (1 to 6, 9 to 14)". */
function cellWords(roles: readonly Role[] | undefined): string {
  if (roles === undefined) return "0 (empty) or a piece's code (1 to 6, 9 to 14)";
  const codes = codesOf(roles).sort((a, b) => a - b);
  return `0 (empty) or the code of a ${joinWords(roles.map(String), 'or')} (${codes.join(', ')})`;
}

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

function assertCells(cells: Int8Array, at: string, roles?: readonly Role[]): void {
  const allowed = roles === undefined ? ANY_PIECE : codeSet(roles);
  for (let square = 0; square < cells.length; square++) {
    const code = cells[square];
    if (code !== 0 && !isPieceCode(code, allowed))
      throw new RangeError(`${at}.cells[${square}] must be ${cellWords(roles)}, not ${code}`);
  }
}

/**
 * A board of `shape` (any shape when not given) whose every square holds no piece or the code of a
 * piece of `roles` (the pieces a game allows; any chess piece when not given), copied: a board of
 * the library's own, on `geometry` when given (a problem's `BOARD`) or else on the board's own (a
 * geometry's tables are the library's, and cannot change).
 */
export function copyChessBoard(
  value: unknown,
  at: string,
  shape?: { readonly width: number; readonly height: number },
  geometry?: ChessGeometry,
  roles?: readonly Role[],
): ChessBoard {
  const parts = boardParts(value, at, shape ?? geometry);
  const cells = copyTypedArray(parts.cells, `${at}.cells`, Int8Array);
  assertCells(cells, at, roles);
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
  assertInteger(value, at, 1, 14);
  if (!isPieceCode(value)) throw new RangeError(`${at} must be a piece's code (1 to 6, 9 to 14), not ${value}`);
}

/**
 * A move on `board`, copied: two of its squares, the code of the piece moving and of the piece taken (0: none), and
 * for a pawn's move onto its far row the code of the piece it becomes (of its side; no king, no pawn).
 */
export function copyChessMove(value: unknown, at: string, board: ChessBoard): ChessMove {
  assertObject(value, at);
  const { from, to, piece, captured, promotion } = value;
  const last = board.cells.length - 1;
  assertInteger(from, `${at}.from`, 0, last);
  assertInteger(to, `${at}.to`, 0, last);
  assertPieceCode(piece, `${at}.piece`);
  if (captured !== 0) assertPieceCode(captured, `${at}.captured`);
  if (promotion === undefined) return { from, to, piece, captured };
  assertPieceCode(promotion, `${at}.promotion`);
  const role = roleOfCode(promotion);
  if (roleOfCode(piece) !== 'pawn' || sideOfCode(promotion) !== sideOfCode(piece) || role === 'king' || role === 'pawn')
    throw new RangeError(
      `${at}.promotion must be a queen, rook, bishop or knight of the pawn's side, not ${promotion}`,
    );
  return { from, to, piece, captured, promotion };
}
