import { SIDES, type Side } from '../../core/side.js';
import { assertObject, assertOneOf, deepFreeze } from '../../core/guards.js';
import type { Direction } from '../../core/geometry.js';

export type Role = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

export interface Piece {
  readonly side: Side;
  readonly role: Role;
}

export const ROLES: readonly Role[] = Object.freeze(['king', 'queen', 'rook', 'bishop', 'knight', 'pawn']);

/**
 * Movement is data: the directions a piece takes along, whether it slides along them or takes one
 * step, and for the pawn the directions it moves along without taking and that it promotes on the
 * far row. Directions are White's, "up" the board towards the last rank; Black's mirror them.
 */
export interface Movement {
  /** Where it takes (attacks): for every piece but the pawn, also where it moves onto an empty square. */
  readonly directions: readonly Direction[];
  readonly slides: boolean;
  /** Where it moves onto an empty square when that is not along `directions` (the pawn: one step forward). */
  readonly quiet?: readonly Direction[];
  /** It becomes another piece on arriving at the far row, one of those its game names (the pawn). */
  readonly promotes?: boolean;
}

const ORTHOGONAL: readonly Direction[] = [
  { df: 0, dr: 1 },
  { df: 1, dr: 0 },
  { df: 0, dr: -1 },
  { df: -1, dr: 0 },
];
const DIAGONAL: readonly Direction[] = [
  { df: 1, dr: 1 },
  { df: 1, dr: -1 },
  { df: -1, dr: -1 },
  { df: -1, dr: 1 },
];
const KNIGHT_JUMPS: readonly Direction[] = [
  { df: 1, dr: 2 },
  { df: 2, dr: 1 },
  { df: 2, dr: -1 },
  { df: 1, dr: -2 },
  { df: -1, dr: -2 },
  { df: -2, dr: -1 },
  { df: -2, dr: 1 },
  { df: -1, dr: 2 },
];

// Frozen, as every table the library exports: the rules trust it.
export const MOVEMENT: Readonly<Record<Role, Movement>> = deepFreeze({
  king: { directions: [...ORTHOGONAL, ...DIAGONAL], slides: false },
  queen: { directions: [...ORTHOGONAL, ...DIAGONAL], slides: true },
  rook: { directions: ORTHOGONAL, slides: true },
  bishop: { directions: DIAGONAL, slides: true },
  knight: { directions: KNIGHT_JUMPS, slides: false },
  // No double step and no en passant: no game of Arbiter's asks for them.
  pawn: {
    directions: [
      { df: -1, dr: 1 },
      { df: 1, dr: 1 },
    ],
    slides: false,
    quiet: [{ df: 0, dr: 1 }],
    promotes: true,
  },
});

/** A direction as `side` plays it: Black's are White's upside down. */
export const sideDirection = (direction: Direction, side: Side): Direction =>
  side === 'white' ? direction : { df: direction.df, dr: -direction.dr };

/** English piece letters, as in algebraic notation and FEN. */
export const ROLE_LETTER: Readonly<Record<Role, string>> = Object.freeze({
  king: 'K',
  queen: 'Q',
  rook: 'R',
  bishop: 'B',
  knight: 'N',
  pawn: 'P',
});

export function roleFromLetter(letter: string): Role | undefined {
  return ROLES.find((role) => ROLE_LETTER[role] === letter.toUpperCase());
}

/**
 * Compact piece codes for the hot paths: 0 is an empty square, 1..6 are white roles in ROLES
 * order, 9..14 the black ones.
 */
export type PieceCode = number;
export const EMPTY: PieceCode = 0;
/** Set in Black's codes: `(code & BLACK_BIT) === sideBitOf(side)` says a piece is `side`'s. */
export const BLACK_BIT = 8;

export const pieceCode = (piece: Piece): PieceCode =>
  ROLES.indexOf(piece.role) + 1 + (piece.side === 'black' ? BLACK_BIT : 0);

export const sideBitOf = (side: Side): number => (side === 'black' ? BLACK_BIT : 0);

export const sideOfCode = (code: PieceCode): Side => (code & BLACK_BIT ? 'black' : 'white');

export const roleOfCode = (code: PieceCode): Role => ROLES[(code & 7) - 1];

export const pieceOfCode = (code: PieceCode): Piece | undefined =>
  code === EMPTY ? undefined : { side: sideOfCode(code), role: roleOfCode(code) };

export const KING_CODE_WHITE = pieceCode({ side: 'white', role: 'king' });
export const KING_CODE_BLACK = pieceCode({ side: 'black', role: 'king' });

/** Every piece's code, White's then Black's, in ROLES order. */
export const PIECE_CODES: readonly PieceCode[] = Object.freeze(
  SIDES.flatMap((side) => ROLES.map((role) => pieceCode({ side, role }))),
);

/** The codes of the pieces of `roles`, both sides: what a board of a game that allows only them may hold. */
export const codesOf = (roles: readonly Role[]): PieceCode[] =>
  SIDES.flatMap((side) => roles.map((role) => pieceCode({ side, role })));

/** The far row of `side`'s pawns on a board `height` ranks high, where they promote. */
export const farRank = (side: Side, height: number): number => (side === 'white' ? height - 1 : 0);

/** A chess piece from outside the library, `{ side, role }`, copied. */
export function copyPiece(value: unknown, at: string): Piece {
  assertObject(value, at);
  const { side, role } = value;
  assertOneOf(side, `${at}.side`, SIDES);
  assertOneOf(role, `${at}.role`, ROLES);
  return { side, role };
}
