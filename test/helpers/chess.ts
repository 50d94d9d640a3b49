import type { Side } from '../../src/core/side.js';
import { type BoardShape, parseSquareName, squareName } from '../../src/core/geometry.js';
import { ChessBoard } from '../../src/games/chess/board.js';
import { ChessGeometry } from '../../src/games/chess/tables.js';

const EIGHT = new ChessGeometry({ width: 8, height: 8 });

import { legalMoves } from '../../src/games/chess/rules.js';
import { pieceFromInputLetter } from '../../src/problems/rank-and-file/parse.js';

/** A board from a piece list such as "ke1 Re8 Bb4" (contest letters, so lower case is white). */
export function boardWith(pieces: string, shape: BoardShape = EIGHT): ChessBoard {
  const board = new ChessBoard(shape);
  for (const token of pieces.trim().split(/\s+/)) {
    const piece = pieceFromInputLetter(token[0]);
    const square = parseSquareName(shape, token.slice(1));
    if (!piece || square === undefined) throw new Error(`bad piece token ${token}`);
    board.put(square, piece);
  }
  return board;
}

export const sq = (name: string, shape: BoardShape = { width: 8, height: 8 }): number => {
  const square = parseSquareName(shape, name);
  if (square === undefined) throw new Error(`bad square ${name}`);
  return square;
};

/** Legal moves as "e1-e2" strings, sorted, for readable assertions. */
export function legalMoveNames(board: ChessBoard, side: Side): string[] {
  return legalMoves(board, side)
    .map((move) => `${squareName(board.shape, move.from)}-${squareName(board.shape, move.to)}`)
    .sort();
}
