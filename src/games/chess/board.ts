import { SIDES, type Side } from '../../core/side.js';
import { assertInteger, assertOneOf, assertTypedArray, copyBoardShape } from '../../core/guards.js';
import { type BoardShape, type Square } from '../../core/geometry.js';
import { type ChessGeometry, MAX_CHESS_SIDE, geometryOf, isChessGeometry } from './tables.js';
import {
  BLACK_BIT,
  EMPTY,
  type Piece,
  type PieceCode,
  copyPiece,
  sideBitOf,
  pieceCode,
  pieceOfCode,
} from './pieces.js';

const KING_ROLE_BITS = 1;
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/**
 * A chess-like board of any size: one piece code per square (see pieces.ts). Made from a shape, it
 * shares that shape's tables with the boards made lately (geometryOf); made from a ChessGeometry, those.
 * Made from `cells`, it is a view of them: a change to either is a change to both.
 */
export class ChessBoard {
  readonly geometry: ChessGeometry;
  readonly cells: Int8Array;

  constructor(shape: BoardShape | ChessGeometry, cells?: Int8Array) {
    if (cells !== undefined) assertTypedArray(cells, 'ChessBoard: cells', Int8Array);
    this.geometry = isChessGeometry(shape)
      ? shape
      : geometryOf(copyBoardShape(shape, 'ChessBoard: shape', MAX_CHESS_SIDE));
    this.cells = cells ?? new Int8Array(this.geometry.size);
    if (this.cells.length !== this.geometry.size)
      throw new RangeError(
        `ChessBoard: cells must hold one code per square (${this.geometry.size}), not ${this.cells.length}`,
      );
  }

  /**
   * The cells four at a time (square 4k in the low byte of word k), for loops that pass over empty
   * squares quickly (checkStatus, readers filling a board): made when first asked for; undefined
   * when the cells are not a whole number of aligned 32-bit words, or on a big-endian machine.
   */
  get words(): Int32Array | undefined {
    if (this.#words === undefined && LITTLE_ENDIAN && this.cells.length % 4 === 0 && this.cells.byteOffset % 4 === 0)
      this.#words = new Int32Array(this.cells.buffer, this.cells.byteOffset, this.cells.length / 4);
    return this.#words;
  }

  // Private, not a member: a board's members are its data (a checked copy is compared by them).
  #words: Int32Array | undefined;

  get shape(): BoardShape {
    return this.geometry.shape;
  }

  pieceAt(square: Square): Piece | undefined {
    assertInteger(square, 'ChessBoard.pieceAt: square', 0, this.cells.length - 1);
    return pieceOfCode(this.cells[square]);
  }

  put(square: Square, piece: Piece | undefined): void {
    assertInteger(square, 'ChessBoard.put: square', 0, this.cells.length - 1);
    this.cells[square] = piece === undefined ? EMPTY : pieceCode(copyPiece(piece, 'ChessBoard.put: piece'));
  }

  clone(): ChessBoard {
    return new ChessBoard(this.geometry, this.cells.slice());
  }

  /** Squares holding pieces of `side`, bottom-left first. */
  squaresOf(side: Side): Square[] {
    if (side !== 'white' && side !== 'black') assertOneOf(side, 'ChessBoard.squaresOf: side', SIDES);
    const bit = sideBitOf(side);
    const squares: Square[] = [];
    this.cells.forEach((code, square) => {
      if (code !== EMPTY && (code & BLACK_BIT) === bit) squares.push(square);
    });
    return squares;
  }

  /** The square of `side`'s king, or undefined when it has none. */
  kingSquare(side: Side): Square | undefined {
    if (side !== 'white' && side !== 'black') assertOneOf(side, 'ChessBoard.kingSquare: side', SIDES);
    const king = sideBitOf(side) | KING_ROLE_BITS;
    const index = this.cells.indexOf(king);
    return index < 0 ? undefined : index;
  }
}

export const isKingCode = (code: PieceCode): boolean => (code & 7) === KING_ROLE_BITS;
