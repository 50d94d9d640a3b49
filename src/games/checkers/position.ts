import { ROW_0, ROW_7, type SquareNumber, type SquareSet, has, setOf, squaresOf } from './squares.js';

/** Red starts on 1–12 and moves down; PDN calls this side Black. White starts on 21–32 and moves up. */
export type Side = 'red' | 'white';
export type PieceKind = 'man' | 'king';

export interface Piece {
  readonly side: Side;
  readonly kind: PieceKind;
}

/** A position is three sets of squares and the side to move; a value, never changed in place. */
export interface Position {
  readonly red: SquareSet;
  readonly white: SquareSet;
  /** Kings of either side; always a subset of red | white. */
  readonly kings: SquareSet;
  readonly turn: Side;
}

export const otherSide = (side: Side): Side => (side === 'red' ? 'white' : 'red');
export const sideName = (side: Side): string => (side === 'red' ? 'Red' : 'White');

/** The row where a side's men are crowned: Red's men move down to 29–32, White's up to 1–4. */
export const promotionRow = (side: Side): SquareSet => (side === 'red' ? ROW_7 : ROW_0);

export const INITIAL_POSITION: Position = {
  red: 0x00000fff,
  white: 0xfff00000 | 0,
  kings: 0,
  turn: 'red',
};

export const piecesOf = (position: Position, side: Side): SquareSet => (side === 'red' ? position.red : position.white);
export const occupied = (position: Position): SquareSet => position.red | position.white;

export function pieceAt(position: Position, square: SquareNumber): Piece | undefined {
  const side: Side | undefined = has(position.red, square) ? 'red' : has(position.white, square) ? 'white' : undefined;
  if (!side) return undefined;
  return { side, kind: has(position.kings, square) ? 'king' : 'man' };
}

/** "a Red man", "a White king": how explanations name a piece. */
export const describePiece = (piece: Piece): string => `a ${sideName(piece.side)} ${piece.kind}`;

export interface PieceList {
  readonly men: readonly SquareNumber[];
  readonly kings: readonly SquareNumber[];
}

export function pieceList(position: Position, side: Side): PieceList {
  const pieces = piecesOf(position, side);
  return { men: squaresOf(pieces & ~position.kings), kings: squaresOf(pieces & position.kings) };
}

/** Builds a position from piece lists; the caller has checked that no square is listed twice. */
export function positionFrom(red: PieceList, white: PieceList, turn: Side): Position {
  const redSet = setOf(red.men) | setOf(red.kings);
  const whiteSet = setOf(white.men) | setOf(white.kings);
  return { red: redSet, white: whiteSet, kings: setOf(red.kings) | setOf(white.kings), turn };
}

export const samePosition = (a: Position, b: Position): boolean =>
  a.red === b.red && a.white === b.white && a.kings === b.kings && a.turn === b.turn;

/** Men standing on their own promotion row: no game produces them (they would have been crowned). */
export const uncrownedMen = (position: Position, side: Side): SquareSet =>
  piecesOf(position, side) & ~position.kings & promotionRow(side);
