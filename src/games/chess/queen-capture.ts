import type { Side } from '../../core/side.js';
import type { Square } from '../../core/geometry.js';
import type { SearchableGame } from '../../search/andor.js';
import type { ChessBoard } from './board.js';
import { BLACK_BIT, EMPTY, type PieceCode, pieceCode } from './pieces.js';
import { type ChessMove, isAttacked, pieceTargets } from './rules.js';

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
  /** Scratch space for one piece's targets (pieceTargets). */
  private readonly targets = new Int16Array(MAX_KEYED_SQUARES);

  /** Plays on `board` in place (clone it first to keep the original); White moves first by default. */
  constructor(board: ChessBoard, toMove: Side = 'white') {
    if (board.geometry.size > MAX_KEYED_SQUARES)
      throw new RangeError(`boards of more than ${MAX_KEYED_SQUARES} squares are not supported`);
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
    const cells = this.board.cells;
    const ownBit = this.blackToMove ? BLACK_BIT : 0;
    const moves: PackedMove[] = [];
    const { quietBuffer: quiet, targets } = this;
    let quietCount = 0;
    for (let from = 0; from < cells.length; from++) {
      const piece = cells[from];
      if (piece === EMPTY || (piece & BLACK_BIT) !== ownBit) continue;
      const end = pieceTargets(this.board, from, targets, 0);
      for (let i = 0; i < end; i++) {
        const to = targets[i];
        const target = cells[to];
        if (target === EMPTY) quiet[quietCount++] = packMove(from, to, piece, EMPTY);
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
    const cells = this.board.cells;
    cells[from] = sign === 1 ? EMPTY : piece;
    cells[to] = sign === 1 ? piece : captured;
    this.cellsKey +=
      sign * (DIGIT_OF_CODE[piece] * (POWERS_OF_9[to] - POWERS_OF_9[from]) - DIGIT_OF_CODE[captured] * POWERS_OF_9[to]);
    if (sign === -1) this.lastWinner = null;
    else if (isQueen(captured)) this.lastWinner = this.blackToMove ? 'black' : 'white';
    this.blackToMove = !this.blackToMove;
  }
}
