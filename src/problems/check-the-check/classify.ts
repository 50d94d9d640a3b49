import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { rankOf, squareName } from '../../core/geometry.js';
import { plural } from '../../core/grouped.js';
import { SIDES, sideWord } from '../../core/side.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { describePieceOn, joinWords } from '../../games/chess/notation.js';
import { MOVEMENT, type Role } from '../../games/chess/pieces.js';
import { BOARD, type CheckTheCheckCase, checksOn, kingsOf } from './case.js';

/** The pieces a side starts with besides its king and pawns: each one more was one of its 8 pawns. */
const STARTING: Readonly<Record<Exclude<Role, 'king' | 'pawn'>, number>> = { queen: 1, rook: 2, bishop: 2, knight: 2 };

/**
 * What no real game reaches on a board (docs/test-data.md), read off the position alone and sharing nothing with the
 * generator: why the board is `edge` class. The statement allows it; the explanation flags it.
 */
export function oddities(board: ChessBoard): string[] {
  const found: string[] = [];
  for (const side of SIDES) {
    const kings = kingsOf(board, side).length;
    if (kings !== 1) found.push(`${sideWord(side)} has ${kings === 0 ? 'no king' : plural(kings, 'king')}`);
    const squares = board.squaresOf(side);
    const count = (role: Role): number => squares.filter((square) => board.pieceAt(square)!.role === role).length;
    for (const square of squares.filter((at) => board.pieceAt(at)!.role === 'pawn')) {
      const rank = rankOf(BOARD, square);
      if (rank === 0 || rank === BOARD.height - 1)
        found.push(
          `the ${side} pawn on ${squareName(BOARD, square)} stands on its ` +
            ((rank === 0) === (side === 'white') ? 'first rank, where no pawn ever stands' : 'last rank: it promotes'),
        );
    }
    const promoted = (['queen', 'rook', 'bishop', 'knight'] as const).reduce(
      (sum, role) => sum + Math.max(0, count(role) - STARTING[role]),
      count('pawn'),
    );
    if (promoted > 8) found.push(`${sideWord(side)} has ${promoted} pawns and promoted pieces; it starts with 8 pawns`);
    const checkers = checksOn(board, side).flatMap((check) => check.by);
    const listed = joinWords(checkers.map((square) => describePieceOn(board, square)));
    if (checkers.length > 2) found.push(`${listed} give check at once; a move gives at most two checks`);
    else if (checkers.length === 2 && !checkers.some((square) => MOVEMENT[board.pieceAt(square)!.role].slides))
      found.push(`no move gives both checks (${listed}); a double check opens a queen's, rook's or bishop's line`);
  }
  return found;
}

/** `contest` when a real game can reach the board, as far as is cheap to check; `edge` with the reasons otherwise. */
export const classifyCheckTheCheck = (input: CheckTheCheckCase): ClassVerdict =>
  classVerdict([], oddities(input.board));
