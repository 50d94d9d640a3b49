import { type Square, squareName, squaresBetween } from '../../core/geometry.js';
import { SIDES, type Side, otherSide } from '../../core/side.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { chessDiagram, fenRows, joinWords, toFen } from '../../games/chess/notation.js';
import { EMPTY, MOVEMENT } from '../../games/chess/pieces.js';
import { reaches } from '../../games/chess/rules.js';
import { tablesOf } from '../../games/chess/tables.js';
import { type PieceOnSquare, pieceOnSquare } from '../rank-and-file/explain.js';
import { BOARD, type CheckTheCheckCase, checksOn } from './case.js';
import { oddities } from './classify.js';
import { LETTERS_SAID } from './parse.js';
import type { CheckTheCheckVerdict } from './judge.js';

/** A piece's line to a king: the squares between (none for a pawn, knight or king), and who stands there. */
export interface LineOfAttack {
  readonly piece: PieceOnSquare;
  readonly line: readonly string[];
  /** The pieces on the line, which stop the attack: none for a check. */
  readonly blockers: readonly PieceOnSquare[];
}

/** A king: the pieces that check it, each with its line; else the enemy slider nearest to checking it, or null. */
export interface KingReport {
  readonly side: Side;
  readonly square: string;
  readonly checks: readonly LineOfAttack[];
  /** A queen, rook or bishop on a line it moves along to the king, with the fewest pieces in its way (then nearest). */
  readonly nearestMiss: LineOfAttack | null;
}

export interface CheckTheCheckExplanation {
  readonly inCheck: Side | null;
  /** The eight rows, top first, as the input writes them (FEN's letters); and the position in FEN. */
  readonly board: readonly string[];
  readonly fen: string;
  /** Every king on the board, White's first, by square from a1. */
  readonly kings: readonly KingReport[];
  /** What no game reaches (the board's data class is then edge): no king, a pawn on its last rank, ... */
  readonly oddities: readonly string[];
}

function lineOf(board: ChessBoard, from: Square, king: Square): LineOfAttack {
  const line = squaresBetween(BOARD, from, king);
  const blockers = line.filter((square) => board.cells[square] !== EMPTY).map((square) => pieceOnSquare(board, square));
  return { piece: pieceOnSquare(board, from), line: line.map((square) => squareName(BOARD, square)), blockers };
}

/** The slider that the one attack rule says would check `king`, not in check, were the pieces on its line gone. */
function nearestMiss(board: ChessBoard, king: Square, enemy: Side): LineOfAttack | null {
  const misses = board
    .squaresOf(enemy)
    .filter((from) => {
      const cleared = board.clone();
      for (const square of squaresBetween(BOARD, from, king)) cleared.cells[square] = EMPTY;
      return MOVEMENT[board.pieceAt(from)!.role].slides && reaches(cleared.cells, tablesOf(BOARD), from, king);
    })
    .map((from) => lineOf(board, from, king))
    .sort((a, b) => a.blockers.length - b.blockers.length || a.line.length - b.line.length);
  return misses[0] ?? null;
}

export function explainCheckTheCheck(
  { board }: CheckTheCheckCase,
  { inCheck }: CheckTheCheckVerdict,
): CheckTheCheckExplanation {
  const kings = SIDES.flatMap((side) =>
    checksOn(board, side).map(({ king, by }): KingReport => ({
      side,
      square: squareName(BOARD, king),
      checks: by.map((from) => lineOf(board, from, king)),
      nearestMiss: by.length === 0 ? nearestMiss(board, king, otherSide(side)) : null,
    })),
  );
  return { inCheck, board: fenRows(board), fen: toFen(board, inCheck ?? 'white'), kings, oddities: oddities(board) };
}

const said = ({ piece, line, blockers }: LineOfAttack): string =>
  `the ${piece.role} on ${piece.square}` +
  (blockers.length > 0
    ? `, stopped by ${joinWords(blockers.map((blocker) => `the ${blocker.side} ${blocker.role} on ${blocker.square}`))}`
    : line.length > 0
      ? ` (across ${line.join(', ')})`
      : '');

export function describeCheckTheCheck(
  _input: CheckTheCheckCase,
  _verdict: CheckTheCheckVerdict,
  { board, kings, inCheck, oddities: odd }: CheckTheCheckExplanation,
): string {
  const lines = [...chessDiagram(board), `    (${LETTERS_SAID})`, ''];
  for (const { side, square, checks, nearestMiss: miss } of kings) {
    const far = miss
      ? `the nearest miss is ${said(miss)}`
      : `no ${otherSide(side)} queen, rook or bishop has a line to it`;
    const how = checks.length > 0 ? `is in check from ${joinWords(checks.map(said))}` : `is not in check; ${far}`;
    lines.push(`The ${side} king on ${square} ${how}.`);
  }
  lines.push(
    `${kings.length === 0 ? 'No king stands on the board. ' : ''}Answer: ${inCheck ?? 'no'} king is in check.`,
  );
  return [...lines, ...odd.map((oddity) => `Odd: ${oddity}.`)].join('\n');
}
