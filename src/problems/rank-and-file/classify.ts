import { type ClassVerdict, classVerdict } from '../../core/generate.js';
import { type Square, fileOf, kingDistance, rankOf, squareName, squaresBetween } from '../../core/geometry.js';
import { type Side, SIDES, otherSide, sideWord } from '../../core/side.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { EMPTY, MOVEMENT, type Role } from '../../games/chess/pieces.js';
import { attackers } from '../../games/chess/rules.js';
import { BOARD, type RankAndFileCase } from './case.js';
import { plural } from '../../core/grouped.js';

/**
 * The data class of a Rank and File data set (docs/test-data.md), read off the position alone:
 * `contest` when a real game can reach it with the named side to move, as far as that is cheap
 * to check; `edge` with the reasons otherwise. It shares nothing with the generator, so that it
 * can check the generator's cases.
 */

/** The pieces a side starts with besides its king; each one more (a second queen, a third rook) was a pawn. */
const STARTING: Readonly<Record<Exclude<Role, 'king' | 'bishop' | 'pawn'>, number>> = { queen: 1, rook: 2, knight: 2 };
const PAWNS = 8;

const named = (board: ChessBoard, square: Square): string => {
  const piece = board.pieceAt(square)!;
  return `the ${piece.side} ${piece.role} on ${squareName(BOARD, square)}`;
};

const listed = (board: ChessBoard, squares: readonly Square[]): string =>
  squares.map((square) => named(board, square)).join(', ');

/**
 * Whether the piece now on `to` could have come from the empty square `from` in one move (or as a pawn promoting
 * there).
 */
function couldHaveCome(board: ChessBoard, to: Square, from: Square): boolean {
  const piece = board.pieceAt(to)!;
  const df = fileOf(BOARD, from) - fileOf(BOARD, to);
  const dr = rankOf(BOARD, from) - rankOf(BOARD, to);
  // A pawn one rank behind its last rank, straight or diagonally, promoting to this piece.
  const lastRank = piece.side === 'white' ? 7 : 0;
  const pawnRank = piece.side === 'white' ? -1 : 1;
  if (rankOf(BOARD, to) === lastRank && dr === pawnRank && Math.abs(df) <= 1) return true;
  const { directions, slides } = MOVEMENT[piece.role];
  if (!slides) return directions.some((direction) => direction.df === df && direction.dr === dr);
  const straight = df === 0 || dr === 0 || Math.abs(df) === Math.abs(dr);
  const along = directions.some((direction) => direction.df === Math.sign(df) && direction.dr === Math.sign(dr));
  return straight && along && squaresBetween(BOARD, to, from).every((square) => board.cells[square] === EMPTY);
}

/**
 * Whether two checks can come from one move: one piece moved (from a square between the other,
 * a queen, rook or bishop, and the king) and opened that piece's line.
 */
function oneMoveGivesBoth(board: ChessBoard, king: Square, a: Square, b: Square): boolean {
  const opened = (moved: Square, line: Square): boolean =>
    MOVEMENT[board.pieceAt(line)!.role].slides &&
    squaresBetween(BOARD, line, king).some((from) => couldHaveCome(board, moved, from));
  return opened(a, b) || opened(b, a);
}

/** How many of `side`'s pieces cannot be from its starting set; bishops count by the colour of their squares. */
function promotedPieces(board: ChessBoard, side: Side): number {
  const count = (role: Role, light?: boolean): number =>
    board
      .squaresOf(side)
      .filter(
        (square) =>
          board.pieceAt(square)!.role === role &&
          (light === undefined || (fileOf(BOARD, square) + rankOf(BOARD, square)) % 2 === (light ? 1 : 0)),
      ).length;
  const beyond = (pieces: number, starting: number): number => Math.max(0, pieces - starting);
  return (
    beyond(count('queen'), STARTING.queen) +
    beyond(count('rook'), STARTING.rook) +
    beyond(count('knight'), STARTING.knight) +
    beyond(count('bishop', true), 1) +
    beyond(count('bishop', false), 1)
  );
}

export function classifyRankAndFile(input: RankAndFileCase): ClassVerdict {
  const { board, side } = input;
  const hostile: string[] = [];
  const edge: string[] = [];
  for (const side of SIDES) {
    const kings = board.squaresOf(side).filter((square) => board.pieceAt(square)!.role === 'king').length;
    if (kings !== 1)
      hostile.push(`${sideWord(side)} has ${plural(kings, 'king')}; a data set has exactly one king of each colour`);
  }
  if (board.shape.width !== BOARD.width || board.shape.height !== BOARD.height)
    hostile.push(`the board is ${board.shape.width}x${board.shape.height}; the contest's board is 8x8`);
  if (hostile.length > 0) return classVerdict(hostile, edge);

  const other = otherSide(side);
  const king = board.kingSquare(side)!;
  const otherKing = board.kingSquare(other)!;
  if (kingDistance(BOARD, king, otherKing) === 1)
    edge.push(
      `the kings stand side by side (${squareName(BOARD, king)} and ` +
        `${squareName(BOARD, otherKing)}); a king can never move next to the other king`,
    );
  // Checks by pieces other than the kings (kings side by side are said above).
  const checking = (target: Square, by: Side): Square[] =>
    attackers(board, target, by).filter((square) => board.pieceAt(square)!.role !== 'king');
  const against = checking(otherKing, side);
  if (against.length > 0)
    edge.push(
      `the side not to move (${sideWord(other)}) is in check from ${listed(board, against)}; the ` +
        `side that just moved cannot have left its king attacked`,
    );
  const checkers = checking(king, other);
  if (checkers.length >= 3)
    edge.push(
      `${plural(checkers.length, 'piece')} give check (${listed(board, checkers)}); one move gives at most two checks`,
    );
  else if (checkers.length === 2 && !oneMoveGivesBoth(board, king, checkers[0], checkers[1]))
    edge.push(
      `no single move gives both checks (${listed(board, checkers)}); a double check is a moved ` +
        `piece and the line of a queen, rook or bishop it opened`,
    );
  for (const side of SIDES) {
    const pieces = board.squaresOf(side).length - 1;
    const promoted = promotedPieces(board, side);
    if (pieces > 15)
      edge.push(
        `${sideWord(side)} has ${plural(pieces, 'piece')} besides its king; ` +
          'a side starts with 15 (and 8 of them pawns)',
      );
    else if (promoted > PAWNS)
      edge.push(
        `${sideWord(side)} has ${plural(promoted, 'piece')} beyond the starting set ` +
          '(1 queen, 2 rooks, a light and a dark bishop, 2 knights); only 8 pawns can have promoted',
      );
  }
  return classVerdict(hostile, edge);
}
