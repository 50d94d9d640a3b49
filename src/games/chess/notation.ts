import { fileOf, rankOf, squareName } from '../../core/geometry.js';
import type { ChessBoard } from './board.js';
import type { Side } from '../../core/side.js';
import { EMPTY, ROLE_LETTER, roleOfCode } from './pieces.js';
import type { ChessMove } from './rules.js';

/** A promotion as SAN writes it after the square: `=N`, or nothing. */
const promotionSuffix = (move: ChessMove): string =>
  move.promotion === undefined ? '' : `=${ROLE_LETTER[roleOfCode(move.promotion)]}`;

/**
 * Standard algebraic notation (`Kd4`, `Qxb5`, `Rad1`; a pawn's `b4`, `bxa4`, `a4=N`), disambiguated
 * against `legal`, the moves the side could play, as SAN requires. No check suffix: it would need a
 * search of the reply.
 */
export function san(board: ChessBoard, move: ChessMove, legal: readonly ChessMove[]): string {
  const shape = board.shape;
  const capture = move.captured === EMPTY ? '' : 'x';
  const to = `${squareName(shape, move.to)}${promotionSuffix(move)}`;
  // A pawn has no letter; its capture names the file it leaves, which is all SAN ever needs of it.
  if (roleOfCode(move.piece) === 'pawn') return `${capture ? squareName(shape, move.from)[0] : ''}${capture}${to}`;
  const rivals = legal.filter(
    (other) => other.piece === move.piece && other.to === move.to && other.from !== move.from,
  );
  let origin = '';
  if (rivals.length > 0) {
    const name = squareName(shape, move.from);
    const file = fileOf(shape, move.from);
    const rank = rankOf(shape, move.from);
    if (!rivals.some((other) => fileOf(shape, other.from) === file)) origin = name[0];
    else if (!rivals.some((other) => rankOf(shape, other.from) === rank)) origin = name.slice(1);
    else origin = name;
  }
  return `${ROLE_LETTER[roleOfCode(move.piece)]}${origin}${capture}${to}`;
}

/** A move as SAN (`Nxa4`) and as its two squares, so that another program (or a view) can show or replay it. */
export interface MoveJson {
  readonly san: string;
  readonly from: string;
  readonly to: string;
}

export function moveJson(board: ChessBoard, move: ChessMove, legal: readonly ChessMove[]): MoveJson {
  return {
    san: san(board, move, legal),
    from: squareName(board.shape, move.from),
    to: squareName(board.shape, move.to),
  };
}

/** Long notation that needs no context: `Nc3-d5`, `Qb3xb5`, a pawn's `b3xa4=N`. */
export function longNotation(board: ChessBoard, move: ChessMove): string {
  const shape = board.shape;
  const separator = move.captured === EMPTY ? '-' : 'x';
  const [from, to] = [squareName(shape, move.from), squareName(shape, move.to)];
  const role = roleOfCode(move.piece);
  return `${role === 'pawn' ? '' : ROLE_LETTER[role]}${from}${separator}${to}${promotionSuffix(move)}`;
}

/** "the queen on b5" */
export function describePieceOn(board: ChessBoard, square: number): string {
  const piece = board.pieceAt(square);
  return piece
    ? `the ${piece.role} on ${squareName(board.shape, square)}`
    : `the empty square ${squareName(board.shape, square)}`;
}

/** Joins phrases as English does: "a", "a and b", "a, b and c" (or "a, b or c"). */
export function joinWords(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** A board drawn for a terminal with coordinates, from its rows (top row first, one letter per square). */
export function chessDiagram(rows: readonly string[]): string[] {
  const width = rows[0]?.length ?? 0;
  const files = `    ${Array.from({ length: width }, (_, file) => String.fromCharCode(97 + file)).join(' ')}`;
  return [
    files,
    ...rows.map((row, index) => ` ${rows.length - index}  ${row.split('').join(' ')}  ${rows.length - index}`),
    files,
  ];
}

/** The board's rows, top first, one FEN letter per square (White upper case, Black lower case, '.' empty). */
export function fenRows(board: ChessBoard): string[] {
  const { width, height } = board.shape;
  const rows: string[] = [];
  for (let rank = height - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < width; file++) {
      const piece = board.pieceAt(rank * width + file);
      const letter = piece ? ROLE_LETTER[piece.role] : '.';
      row += piece?.side === 'black' ? letter.toLowerCase() : letter;
    }
    rows.push(row);
  }
  return rows;
}

/** The position in standard FEN with `sideToMove` to move (no castling; no en passant: pawns never step twice). */
export function toFen(board: ChessBoard, sideToMove: Side): string {
  const ranks = fenRows(board).map((row) => row.replace(/\.+/g, (run) => String(run.length)));
  return `${ranks.join('/')} ${sideToMove === 'white' ? 'w' : 'b'} - - 0 1`;
}

/** A ply's move number as a game score shows it, White moving first: ply 0 is "1.", ply 1 "1...", ply 2 "2.". */
export const moveNumber = (ply: number): string => `${Math.floor(ply / 2) + 1}.${ply % 2 === 1 ? '..' : ''}`;

/** Moves numbered as in a game score: "1. Rd2 Qa4 2. Qb1", or "1... Qa4 2. Qb1" from Black's first ply. */
export function numberedLine(sans: readonly string[], firstPly = 0): string {
  return sans
    .map((san, index) => {
      const ply = firstPly + index;
      return ply % 2 === 0 || index === 0 ? `${moveNumber(ply)} ${san}` : san;
    })
    .join(' ');
}
