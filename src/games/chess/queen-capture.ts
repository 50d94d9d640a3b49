import type { Side } from '../../core/side.js';
import type { Square } from '../../core/geometry.js';
import type { SearchableGame } from '../../search/andor.js';
import type { ChessBoard } from './board.js';
import { BLACK_BIT, EMPTY, type PieceCode, type Role, pieceCode } from './pieces.js';
import { type ChessMove, isAttacked, pieceTargets, promotesOn } from './rules.js';
import { tablesOf } from './tables.js';

/**
 * Kingless chess in which capturing the other side's queen wins at once (the Simplified Chess
 * Engine, and with pawns its sequel), as a game for the generic AND/OR search: White is White.
 * Every pseudo-legal move is legal, including one that leaves one's own queen attacked. A pawn on
 * its far row becomes a rook, a bishop or a knight (QUEEN_CAPTURE_PROMOTIONS): never a second
 * queen, whose capture would not end the game.
 *
 * Moves are packed into one integer so that the search allocates little: from (bits 0-7), to
 * (8-15), moving piece code (16-19), captured piece code (20-23), the code a pawn becomes (24-27; 0: none).
 */
export type PackedMove = number;

export const packMove = (
  from: Square,
  to: Square,
  piece: PieceCode,
  captured: PieceCode,
  promotion: PieceCode = EMPTY,
): PackedMove => from | (to << 8) | (piece << 16) | (captured << 20) | (promotion << 24);

export function unpackMove(move: PackedMove): ChessMove {
  const unpacked = {
    from: move & 0xff,
    to: (move >> 8) & 0xff,
    piece: (move >> 16) & 0xf,
    captured: (move >> 20) & 0xf,
  };
  const promotion = (move >> 24) & 0xf;
  return promotion === EMPTY ? unpacked : { ...unpacked, promotion };
}

/** What a pawn may become in this game. */
export const QUEEN_CAPTURE_PROMOTIONS: readonly Role[] = Object.freeze(['rook', 'bishop', 'knight']);
const PROMOTION_CODES = {
  white: QUEEN_CAPTURE_PROMOTIONS.map((role) => pieceCode({ side: 'white', role })),
  black: QUEEN_CAPTURE_PROMOTIONS.map((role) => pieceCode({ side: 'black', role })),
} as const;

const QUEEN_WHITE = pieceCode({ side: 'white', role: 'queen' });
const QUEEN_BLACK = pieceCode({ side: 'black', role: 'queen' });
const isQueen = (code: PieceCode): boolean => code === QUEEN_WHITE || code === QUEEN_BLACK;

/**
 * Keys are exact: one base-11 digit per square (empty, 5 white roles, 5 black roles), squares 0 to
 * 7 in `key`, 8 to 15 and the side to move in `keyHigh` (11^16 placements are more than one
 * number holds exactly; each half is a small integer).
 */
const MAX_KEYED_SQUARES = 16;
const HALF = MAX_KEYED_SQUARES / 2;
const DIGIT_OF_CODE = new Int8Array(16).fill(-1);
for (let code = 2; code <= 6; code++) {
  DIGIT_OF_CODE[code] = code - 1;
  DIGIT_OF_CODE[code | BLACK_BIT] = code + 4;
}
DIGIT_OF_CODE[EMPTY] = 0;
/** A square's weight in its half of the key. */
const WEIGHT = Array.from({ length: MAX_KEYED_SQUARES }, (_, square) => 11 ** (square % HALF));
const BLACK_TO_MOVE_KEY = 11 ** HALF;

export class QueenCaptureGame implements SearchableGame<PackedMove> {
  /** Capturing a queen wins for the side that captures. */
  readonly onlyMoverWins = true;
  private readonly board: ChessBoard;
  private blackToMove: boolean;
  private lastWinner: Side | null = null;
  /** The key's halves: squares 0 to 7, and 8 to 15 (keyHigh adds the side to move). */
  private lowKey = 0;
  private highKey = 0;
  /** Scratch space for quiet moves while captures are collected (no board has more than 16 x 27 moves). */
  private readonly quietBuffer = new Int32Array(16 * 27);
  /** Scratch space for one piece's targets (pieceTargets). */
  private readonly targets = new Int16Array(MAX_KEYED_SQUARES);
  /** Per piece code, 1 for a piece that promotes (the board's tables): only its moves are looked at for it. */
  private readonly promotes: Uint8Array;

  /** Plays on `board` in place (clone it first to keep the original); White moves first by default. */
  constructor(board: ChessBoard, toMove: Side = 'white') {
    if (board.geometry.size > MAX_KEYED_SQUARES)
      throw new RangeError(`boards of more than ${MAX_KEYED_SQUARES} squares are not supported`);
    for (const code of board.cells) {
      if (code !== EMPTY && DIGIT_OF_CODE[code] <= 0)
        throw new RangeError('only queens, rooks, bishops, knights and pawns may stand on the board');
    }
    this.board = board;
    this.promotes = tablesOf(board.geometry).promotes;
    this.blackToMove = toMove === 'black';
    board.cells.forEach((code, square) => {
      if (square < HALF) this.lowKey += DIGIT_OF_CODE[code] * WEIGHT[square];
      else this.highKey += DIGIT_OF_CODE[code] * WEIGHT[square];
    });
  }

  get position(): ChessBoard {
    return this.board;
  }

  get sideToMove(): Side {
    return this.blackToMove ? 'black' : 'white';
  }

  whiteToMove(): boolean {
    return !this.blackToMove;
  }

  winner(): Side | null {
    return this.lastWinner;
  }

  key(): number {
    return this.lowKey;
  }

  keyHigh(): number {
    return this.blackToMove ? this.highKey + BLACK_TO_MOVE_KEY : this.highKey;
  }

  winsAtOnce(): boolean {
    const target = this.board.cells.indexOf(this.blackToMove ? QUEEN_WHITE : QUEEN_BLACK);
    return target >= 0 && isAttacked(this.board, target, this.sideToMove);
  }

  /**
   * Every move of the side to move, captures first; a pawn's move onto its far row once for each
   * piece it may become. (A queen capture needs no place of honour: the search asks `winsAtOnce`
   * before it asks for moves.)
   */
  moves(): PackedMove[] {
    const { board } = this;
    const cells = board.cells;
    const ownBit = this.blackToMove ? BLACK_BIT : 0;
    const promotions = PROMOTION_CODES[this.blackToMove ? 'black' : 'white'];
    const moves: PackedMove[] = [];
    const { quietBuffer: quiet, targets } = this;
    let quietCount = 0;
    for (let from = 0; from < cells.length; from++) {
      const piece = cells[from];
      if (piece === EMPTY || (piece & BLACK_BIT) !== ownBit) continue;
      const end = pieceTargets(board, from, targets, 0);
      const promotes = this.promotes[piece] === 1;
      for (let i = 0; i < end; i++) {
        const to = targets[i];
        const target = cells[to];
        if (promotes && promotesOn(board, piece, to)) {
          for (const promotion of promotions) {
            const move = packMove(from, to, piece, target, promotion);
            if (target === EMPTY) quiet[quietCount++] = move;
            else moves.push(move);
          }
        } else if (target === EMPTY) quiet[quietCount++] = packMove(from, to, piece, EMPTY);
        else moves.push(packMove(from, to, piece, target));
      }
    }
    for (let k = 0; k < quietCount; k++) moves.push(quiet[k]);
    return moves;
  }

  play(move: PackedMove): void {
    this.apply(move, 1);
  }

  undo(move: PackedMove): void {
    this.apply(move, -1);
  }

  /** Plays `move` (`sign` 1) or takes it back (-1): the board, the key, the winner and the side to move. */
  private apply(move: PackedMove, sign: 1 | -1): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const piece = (move >> 16) & 0xf;
    const captured = (move >> 20) & 0xf;
    const arriving = (move >> 24) & 0xf || piece;
    const cells = this.board.cells;
    cells[from] = sign === 1 ? EMPTY : piece;
    cells[to] = sign === 1 ? arriving : captured;
    // The key's digits: the piece leaves `from`; on `to`, what was taken gives way to what arrives.
    const leave = -sign * DIGIT_OF_CODE[piece] * WEIGHT[from];
    const arrive = sign * (DIGIT_OF_CODE[arriving] - DIGIT_OF_CODE[captured]) * WEIGHT[to];
    if (from < HALF) this.lowKey += leave;
    else this.highKey += leave;
    if (to < HALF) this.lowKey += arrive;
    else this.highKey += arrive;
    if (sign === -1) this.lastWinner = null;
    else if (isQueen(captured)) this.lastWinner = this.blackToMove ? 'black' : 'white';
    this.blackToMove = !this.blackToMove;
  }
}
