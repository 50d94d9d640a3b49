import { checkInstance, checkInteger, checkObject } from '../../core/checks.js';
import { ChessBoard } from './board.js';
import type { ChessMove } from './rules.js';

/** Checks of chess values from outside the library (see core/checks.ts): a board, a move on it (pieces.ts checks a piece). */

/** Codes 1 to 5 are White's roles, 9 to 13 Black's (pieces.ts). */
const isPieceCode = (code: unknown): boolean =>
  typeof code === 'number' && ((code >= 1 && code <= 5) || (code >= 9 && code <= 13));

/** A board of `shape` (any shape when not given) whose every square holds no piece or a chess piece's code. */
export function checkChessBoard(
  value: unknown,
  at: string,
  shape?: { readonly width: number; readonly height: number },
): asserts value is ChessBoard {
  checkInstance(value, at, ChessBoard);
  const { width, height } = value.shape;
  if (shape && (width !== shape.width || height !== shape.height))
    throw new RangeError(`${at} must be a ${shape.width}x${shape.height} board, not ${width}x${height}`);
  const bad = value.cells.findIndex((code) => code !== 0 && !isPieceCode(code));
  if (bad >= 0)
    throw new RangeError(
      `${at}.cells[${bad}] must be 0 (empty) or a piece's code (1 to 5, 9 to 13), not ${value.cells[bad]}`,
    );
}

/** A piece's code (not 0: no piece). */
export function checkPieceCode(value: unknown, at: string): asserts value is number {
  checkInteger(value, at, 1, 13);
  if (!isPieceCode(value)) throw new RangeError(`${at} must be a piece's code (1 to 5, 9 to 13), not ${value}`);
}

/** A move on `board`: two of its squares, the code of the piece moving and of the piece taken (0: none). */
export function checkChessMove(value: unknown, at: string, board: ChessBoard): asserts value is ChessMove {
  checkObject(value, at);
  const last = board.cells.length - 1;
  checkInteger(value.from, `${at}.from`, 0, last);
  checkInteger(value.to, `${at}.to`, 0, last);
  checkPieceCode(value.piece, `${at}.piece`);
  if (value.captured !== 0) checkPieceCode(value.captured, `${at}.captured`);
}
