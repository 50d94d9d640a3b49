import type { Side } from '../../core/side.js';
import type { Square } from '../../core/geometry.js';
import type { SearchableGame } from '../../search/andor.js';
import type { ChessBoard } from './board.js';
import { BLACK_BIT, EMPTY, type PieceCode, pieceCode } from './pieces.js';
import { type ChessMove, isAttacked } from './rules.js';

/**
 * Kingless chess in which capturing the other side's queen wins at once (the Simplified Chess
 * Engine), as a game for the generic AND/OR search: White is White. Every pseudo-legal move
 * is legal, including one that leaves one's own queen attacked.
 *
 * Moves are packed into one integer so that the search allocates little:
 * from (bits 0-7), to (8-15), moving piece code (16-19), captured piece code (20-23).
 */
export type PackedMove = number;

export const packMove = (from: Square, to: Square, piece: PieceCode, captured: PieceCode): PackedMove =>
  from | (to << 8) | (piece << 16) | (captured << 20);

export const unpackMove = (move: PackedMove): ChessMove => ({
  from: move & 0xff,
  to: (move >> 8) & 0xff,
  piece: (move >> 16) & 0xf,
  captured: (move >> 20) & 0xf,
});

const QUEEN_WHITE = pieceCode({ side: 'white', role: 'queen' });
const QUEEN_BLACK = pieceCode({ side: 'black', role: 'queen' });
const isQueen = (code: PieceCode): boolean => code === QUEEN_WHITE || code === QUEEN_BLACK;

/** Keys are exact integers: one base-9 digit per square (empty, 4 white roles, 4 black roles) and the side to move. */
const MAX_KEYED_SQUARES = 16;
const DIGIT_OF_CODE = new Int8Array(16).fill(-1);
for (let role = 2; role <= 5; role++) {
  DIGIT_OF_CODE[role] = role - 1;
  DIGIT_OF_CODE[role | 8] = role + 3;
}
DIGIT_OF_CODE[EMPTY] = 0;
const POWERS_OF_9 = Array.from({ length: MAX_KEYED_SQUARES + 1 }, (_, k) => 9 ** k);
const BLACK_TO_MOVE_KEY = POWERS_OF_9[MAX_KEYED_SQUARES];

export class QueenCaptureGame implements SearchableGame<PackedMove> {
  /** Capturing a queen wins for the side that captures. */
  readonly onlyMoverWins = true;
  private readonly board: ChessBoard;
  private blackToMove: boolean;
  private lastWinner: Side | null = null;
  private cellsKey = 0;
  /** Scratch space for quiet moves while captures are collected (no board has more than 16 x 27 moves). */
  private readonly quietBuffer = new Int32Array(16 * 27);

  /** Plays on `board` in place (clone it first to keep the original); White moves first by default. */
  constructor(board: ChessBoard, toMove: Side = 'white') {
    if (board.geometry.size > MAX_KEYED_SQUARES) throw new RangeError(`boards of more than ${MAX_KEYED_SQUARES} squares are not supported`);
    for (const code of board.cells) {
      if (code !== EMPTY && DIGIT_OF_CODE[code] <= 0)
        throw new RangeError('only queens, rooks, bishops and knights may stand on the board');
    }
    this.board = board;
    this.blackToMove = toMove === 'black';
    board.cells.forEach((code, square) => {
      this.cellsKey += DIGIT_OF_CODE[code] * POWERS_OF_9[square];
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
    return this.blackToMove ? this.cellsKey + BLACK_TO_MOVE_KEY : this.cellsKey;
  }

  winsAtOnce(): boolean {
    const target = this.board.cells.indexOf(this.blackToMove ? QUEEN_WHITE : QUEEN_BLACK);
    return target >= 0 && isAttacked(this.board, target, this.sideToMove);
  }

  /**
   * Every move of the side to move, captures first. (A queen capture needs no place of honour:
   * the search asks `winsAtOnce` before it asks for moves.)
   */
  moves(): PackedMove[] {
    const { rayStart, rayLength, raySquares, directionMask, slides, directions } = this.board.geometry;
    const cells = this.board.cells;
    const ownBit = this.blackToMove ? BLACK_BIT : 0;
    const moves: PackedMove[] = [];
    const quiet = this.quietBuffer;
    let quietCount = 0;
    const directionCount = directions.length;
    for (let from = 0; from < cells.length; from++) {
      const piece = cells[from];
      if (piece === EMPTY || (piece & BLACK_BIT) !== ownBit) continue;
      const mask = directionMask[piece];
      const base = from * directionCount;
      for (let d = 0; d < directionCount; d++) {
        if (!((mask >> d) & 1)) continue;
        const length = slides[piece] ? rayLength[base + d] : Math.min(rayLength[base + d], 1);
        const start = rayStart[base + d];
        for (let k = 0; k < length; k++) {
          const to = raySquares[start + k];
          const target = cells[to];
          if (target === EMPTY) {
            quiet[quietCount++] = packMove(from, to, piece, EMPTY);
            continue;
          }
          if ((target & BLACK_BIT) !== ownBit) moves.push(packMove(from, to, piece, target));
          break;
        }
      }
    }
    for (let k = 0; k < quietCount; k++) moves.push(quiet[k]);
    return moves;
  }

  play(move: PackedMove): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const piece = (move >> 16) & 0xf;
    const captured = (move >> 20) & 0xf;
    const cells = this.board.cells;
    cells[from] = EMPTY;
    cells[to] = piece;
    this.cellsKey += DIGIT_OF_CODE[piece] * (POWERS_OF_9[to] - POWERS_OF_9[from]) - DIGIT_OF_CODE[captured] * POWERS_OF_9[to];
    if (isQueen(captured)) this.lastWinner = this.blackToMove ? 'black' : 'white';
    this.blackToMove = !this.blackToMove;
  }

  undo(move: PackedMove): void {
    const from = move & 0xff;
    const to = (move >> 8) & 0xff;
    const piece = (move >> 16) & 0xf;
    const captured = (move >> 20) & 0xf;
    const cells = this.board.cells;
    cells[from] = piece;
    cells[to] = captured;
    this.cellsKey -= DIGIT_OF_CODE[piece] * (POWERS_OF_9[to] - POWERS_OF_9[from]) - DIGIT_OF_CODE[captured] * POWERS_OF_9[to];
    this.lastWinner = null;
    this.blackToMove = !this.blackToMove;
  }
}
