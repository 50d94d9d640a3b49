import { assertObject } from '../../core/guards.js';
import { type Square, rankOf, squareName } from '../../core/geometry.js';
import { SIDES, type Side, otherSide } from '../../core/side.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { copyChessBoard } from '../../games/chess/guards.js';
import { attackers } from '../../games/chess/rules.js';
import { BOARD } from '../rank-and-file/case.js';

/** A Check the Check board (setup, then case): Rank and File's 8x8 board with every piece, and no side named. */

export { BOARD };

export interface CheckTheCheckSetup {
  readonly board: ChessBoard;
}
/** A setup that checkTheCheckFromSetup accepted (only it makes one). */
export type CheckTheCheckCase = Checked<CheckTheCheckSetup>;

/** The squares of `side`'s kings: none, one, or more on boards no game reaches. */
export const kingsOf = (board: ChessBoard, side: Side): Square[] =>
  board.squaresOf(side).filter((square) => board.pieceAt(square)?.role === 'king');

/** The pieces that check `side`: those of the other side that attack any of its kings, by king. */
export const checksOn = (board: ChessBoard, side: Side): { king: Square; by: Square[] }[] =>
  kingsOf(board, side).map((king) => ({ king, by: attackers(board, king, otherSide(side)) }));

export const inCheck = (board: ChessBoard, side: Side): boolean =>
  checksOn(board, side).some((check) => check.by.length > 0);

/** What the rules refuse: both kings in check, which no board has (none is guessed), at the first of them read. */
export type CheckTheCheckFaultCode = 'both-kings-in-check';
export type CheckTheCheckFault = Fault<CheckTheCheckFaultCode, Square>;

function faultsOf({ board }: CheckTheCheckSetup): CheckTheCheckFault[] {
  if (!SIDES.every((side) => inCheck(board, side))) return [];
  const kings = SIDES.flatMap((side) => checksOn(board, side).filter((check) => check.by.length > 0));
  const said = kings.map(({ king }) => `${board.pieceAt(king)!.side} on ${squareName(BOARD, king)}`);
  const row = (square: Square): number => BOARD.height - 1 - rankOf(BOARD, square);
  const place = kings.map(({ king }) => king).sort((a, b) => row(a) - row(b) || a - b)[0];
  const message = `both kings are in check (${said.join(', ')}); the problem promises that no board has both`;
  return [{ code: 'both-kings-in-check', message, place }];
}

export const checkTheCheckFromSetup = fromFaults(faultsOf);

/** A setup from outside, copied: an 8x8 chess board of any pieces. */
export function copyCheckTheCheckSetup(value: unknown, at: string): CheckTheCheckSetup {
  assertObject(value, at);
  return { board: copyChessBoard(value.board, `${at}.board`, undefined, BOARD) };
}
