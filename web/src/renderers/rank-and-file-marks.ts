import { type Side, otherSide } from '../../../src/core/side.js';
import { type Square, parseSquareName, squareName, step } from '../../../src/core/geometry.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import { MOVEMENT, type Role } from '../../../src/games/chess/pieces.js';
import { isAttacked, legalMoves } from '../../../src/games/chess/rules.js';
import { san } from '../../../src/games/chess/notation.js';
import { type RankAndFileExplanation, pieceFromContestLetter } from '../../../src/problems/rank-and-file/index.js';

/**
 * What the Rank and File board shows beyond the pieces, worked out from a case's explanation
 * (JSON-ready data, as the worker sends it) with the library's own rules. Pure, no DOM.
 */

export interface SquareMove {
  readonly from: string;
  readonly to: string;
  readonly san: string;
}

export interface RankAndFileMarks {
  readonly king: string;
  /** Squares of the pieces giving check. */
  readonly checkers: readonly string[];
  /** Squares next to the king that the enemy attacks (with the king gone from its square, so x-rays count). */
  readonly attackedAroundKing: readonly string[];
  /** Squares the king may legally step to (only listed when in check: the escapes). */
  readonly kingEscapes: readonly string[];
  /** Escapes by other pieces: a capture of the checker or a block. */
  readonly otherEscapes: readonly SquareMove[];
}

const COLOURS: readonly Side[] = ['white', 'black'];
const ROLES: readonly Role[] = ['king', 'queen', 'rook', 'bishop', 'knight'];

/** A check that the data has the explanation's shape, since it crossed a worker boundary. */
export function isRankAndFileExplanation(value: object): value is RankAndFileExplanation {
  const data = value as Partial<Record<keyof RankAndFileExplanation, unknown>>;
  return (
    COLOURS.includes(data.side as Side) &&
    Array.isArray(data.board) &&
    data.board.length === 8 &&
    data.board.every((row) => typeof row === 'string' && row.length === 8) &&
    typeof data.king === 'string' &&
    Array.isArray(data.checkers) &&
    Array.isArray(data.escapes) &&
    typeof data.status === 'string'
  );
}

const SHAPE = { width: 8, height: 8 } as const;

/** The board from the explanation's rows (top row first, contest letters). */
export function boardFromRows(rows: readonly string[]): ChessBoard {
  const board = new ChessBoard(SHAPE);
  rows.forEach((row, index) => {
    for (let file = 0; file < 8; file++) {
      const piece = pieceFromContestLetter(row[file] ?? '.');
      if (piece && ROLES.includes(piece.role)) board.put((7 - index) * 8 + file, piece);
    }
  });
  return board;
}

/** The square a SAN move goes to: its last square name. */
export const targetOf = (move: string): string | undefined => /([a-h][1-8])[^a-h1-8]*$/.exec(move)?.[1];

export function rankAndFileMarks(explanation: RankAndFileExplanation): RankAndFileMarks {
  const board = boardFromRows(explanation.board);
  const side = explanation.side;
  const king = parseSquareName(SHAPE, explanation.king);
  const kingName = explanation.king;
  const checkers = explanation.checkers.map((piece) => piece.square);
  if (king === undefined) return { king: kingName, checkers, attackedAroundKing: [], kingEscapes: [], otherEscapes: [] };

  const withoutKing = board.clone();
  withoutKing.put(king, undefined);
  const attackedAroundKing: string[] = [];
  for (const direction of MOVEMENT.king.directions) {
    const to: Square | undefined = step(SHAPE, king, direction);
    if (to === undefined || board.pieceAt(to)?.color === side) continue;
    if (isAttacked(withoutKing, to, otherSide(side))) attackedAroundKing.push(squareName(SHAPE, to));
  }

  const kingEscapes = explanation.escapes.filter((move) => move.startsWith('K')).flatMap((move) => targetOf(move) ?? []);
  const legal = checkers.length > 0 ? legalMoves(board, side) : [];
  const otherEscapes = legal
    .filter((move) => move.from !== king)
    .map((move): SquareMove => ({ from: squareName(SHAPE, move.from), to: squareName(SHAPE, move.to), san: san(board, move, legal) }))
    .filter((move) => explanation.escapes.includes(move.san));
  return { king: kingName, checkers, attackedAroundKing: attackedAroundKing.sort(), kingEscapes: kingEscapes.sort(), otherEscapes };
}
