import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { SIDES, sideWord } from '../../core/side.js';
import type { Role } from '../../games/chess/pieces.js';
import { BOARD, STRICT_LIMITS, type SimplifiedChessCase } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * The data class of a Simplified Chess Engine game (docs/test-data.md): `contest` within the
 * statement's limits, `hostile` beyond them. The statement sets pieces on any squares, so every
 * game within the limits is one its data may contain: there is no `edge` case.
 */
export function classifySimplifiedChess(input: SimplifiedChessCase): ClassVerdict {
  const { board, moves } = input;
  const hostile: string[] = [];
  if (board.shape.width !== BOARD.width || board.shape.height !== BOARD.height)
    hostile.push(`the board is ${board.shape.width}x${board.shape.height}; the contest's board is 4x4`);
  if (!Number.isInteger(moves) || moves < 1 || moves > STRICT_LIMITS.moves)
    hostile.push(`m = ${moves}; the contest has 1 <= m <= ${STRICT_LIMITS.moves}`);
  for (const side of SIDES) {
    const roles = board.squaresOf(side).map((square) => board.pieceAt(square)!.role);
    const count = (...wanted: Role[]): number => roles.filter((role) => wanted.includes(role)).length;
    const name = sideWord(side);
    if (roles.length < 1 || roles.length > STRICT_LIMITS.piecesPerSide)
      hostile.push(
        `${name} has ${plural(roles.length, 'piece')}; the contest has 1 to ${STRICT_LIMITS.piecesPerSide} a side`,
      );
    if (count('queen') !== 1) hostile.push(`${name} has ${plural(count('queen'), 'queen')}; each side has exactly one`);
    if (count('king') > 0) hostile.push(`${name} has a king; the game has none`);
    if (count('rook') > STRICT_LIMITS.rooks)
      hostile.push(`${name} has ${plural(count('rook'), 'rook')}; at most ${STRICT_LIMITS.rooks}`);
    if (count('bishop', 'knight') > STRICT_LIMITS.minors)
      hostile.push(
        `${name} has ${plural(count('bishop', 'knight'), 'bishop or knight', 'bishops and knights')}; ` +
          `at most ${STRICT_LIMITS.minors}`,
      );
  }
  return classVerdict(hostile, []);
}
