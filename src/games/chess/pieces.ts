import { SIDES, type Side } from '../../core/side.js';
import { assertObject, assertOneOf, deepFreeze } from '../../core/guards.js';
import type { Direction } from '../../core/geometry.js';

export type Role = 'king' | 'queen' | 'rook' | 'bishop' | 'knight';

export interface Piece {
  readonly side: Side;
  readonly role: Role;
}

export const ROLES: readonly Role[] = Object.freeze(['king', 'queen', 'rook', 'bishop', 'knight']);

/** Movement is data: a set of directions, and whether the piece slides along them or takes one step. */
export interface Movement {
  readonly directions: readonly Direction[];
  readonly slides: boolean;
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
});

/** English piece letters, as in algebraic notation and FEN. */
export const ROLE_LETTER: Readonly<Record<Role, string>> = Object.freeze({
  king: 'K',
  queen: 'Q',
  rook: 'R',
  bishop: 'B',
  knight: 'N',
});

export function roleFromLetter(letter: string): Role | undefined {
  return ROLES.find((role) => ROLE_LETTER[role] === letter.toUpperCase());
}

/**
 * Compact piece codes for the hot paths: 0 is an empty square, 1..5 are white roles in ROLES
 * order, 9..13 the black ones.
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

/** A chess piece from outside the library, `{ side, role }`, copied. */
export function copyPiece(value: unknown, at: string): Piece {
  assertObject(value, at);
  const { side, role } = value;
  assertOneOf(side, `${at}.side`, SIDES);
  assertOneOf(role, `${at}.role`, ROLES);
  return { side, role };
}
