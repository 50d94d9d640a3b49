import type { Side } from '../../core/side.js';
import { ROW_0, ROW_7, type SquareNumber, type SquareSet, has, setOf, squaresOf } from './squares.js';

/**
 * Sides are Arbiter's one vocabulary (core/side.ts): 'black' is Red, which starts on 1–12 and moves
 * down (PDN calls it Black too); 'white' starts on 21–32 and moves up.
 */
export type PieceKind = 'man' | 'king';

export interface Piece {
  readonly side: Side;
  readonly kind: PieceKind;
}

/** A position is three sets of squares and the side to move; a value, never changed in place. */
export interface Position {
  readonly black: SquareSet;
  readonly white: SquareSet;
  /** Kings of either side; always a subset of black | white. */
  readonly kings: SquareSet;
  readonly turn: Side;
}

/** "Red" or "White": checkers players call Black Red. */
export const redOrWhite = (side: Side): string => (side === 'black' ? 'Red' : 'White');

/** The row where a side's men are crowned: Red's men move down to 29–32, White's up to 1–4. */
export const promotionRow = (side: Side): SquareSet => (side === 'black' ? ROW_7 : ROW_0);

export const INITIAL_POSITION: Position = {
  black: 0x00000fff,
  white: 0xfff00000 | 0,
  kings: 0,
  turn: 'black',
};

export const piecesOf = (position: Position, side: Side): SquareSet =>
  side === 'black' ? position.black : position.white;
export const occupied = (position: Position): SquareSet => position.black | position.white;

export function pieceAt(position: Position, square: SquareNumber): Piece | undefined {
  const side: Side | undefined = has(position.black, square)
    ? 'black'
    : has(position.white, square)
      ? 'white'
      : undefined;
  if (!side) return undefined;
  return { side, kind: has(position.kings, square) ? 'king' : 'man' };
}

/** "a Red man", "a White king": how explanations name a piece. */
export const describePiece = (piece: Piece): string => `a ${redOrWhite(piece.side)} ${piece.kind}`;

export interface PieceList {
  readonly men: readonly SquareNumber[];
  readonly kings: readonly SquareNumber[];
}

export function pieceList(position: Position, side: Side): PieceList {
  const pieces = piecesOf(position, side);
  return { men: squaresOf(pieces & ~position.kings), kings: squaresOf(pieces & position.kings) };
}

/** Builds a position from piece lists; the caller has checked that no square is listed twice. */
export function positionFrom(black: PieceList, white: PieceList, turn: Side): Position {
  const blackSet = setOf(black.men) | setOf(black.kings);
  const whiteSet = setOf(white.men) | setOf(white.kings);
  return { black: blackSet, white: whiteSet, kings: setOf(black.kings) | setOf(white.kings), turn };
}

export const samePosition = (a: Position, b: Position): boolean =>
  a.black === b.black && a.white === b.white && a.kings === b.kings && a.turn === b.turn;

/** Men standing on their own promotion row: no game produces them (they would have been crowned). */
export const uncrownedMen = (position: Position, side: Side): SquareSet =>
  piecesOf(position, side) & ~position.kings & promotionRow(side);
