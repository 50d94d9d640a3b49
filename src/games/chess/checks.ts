import { checkInstance, checkObject, checkOneOf } from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import { ChessBoard } from './board.js';
import { type Piece, ROLES } from './pieces.js';

/** Checks of chess values from outside the library (see core/checks.ts): a board of a given shape, a piece. */

/** A board of `shape` whose every square holds no piece or a chess piece's code (see pieces.ts). */
export function checkChessBoard(
  value: unknown,
  at: string,
  shape: { readonly width: number; readonly height: number },
): asserts value is ChessBoard {
  checkInstance(value, at, ChessBoard);
  const { width, height } = value.shape;
  if (width !== shape.width || height !== shape.height)
    throw new RangeError(`${at} must be a ${shape.width}x${shape.height} board, not ${width}x${height}`);
  // Codes 1 to 5 are White's roles, 9 to 13 Black's.
  const bad = value.cells.findIndex((code) => code !== 0 && !((code >= 1 && code <= 5) || (code >= 9 && code <= 13)));
  if (bad >= 0) throw new RangeError(`${at}.cells[${bad}] must be 0 (empty) or a piece's code (1 to 5, 9 to 13), not ${value.cells[bad]}`);
}

export function checkPiece(value: unknown, at: string): asserts value is Piece {
  checkObject(value, at);
  checkOneOf(value.side, `${at}.side`, SIDES);
  checkOneOf(value.role, `${at}.role`, ROLES);
}
