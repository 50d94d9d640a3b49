import { type BoardShape, KING_STEPS, type Square, rankOf, squareAt, step } from '../../core/geometry.js';
import { assertObject, copyBoardShape, copyTypedArray } from '../../core/guards.js';

/**
 * The fields of the pursuit game: each square is open, fixed dangerous or forbidden for the whole
 * game. Rows are stored bottom first (square 0 is the bottom-left corner), as everywhere in Arbiter.
 */
export const OPEN = 0;
export const DANGEROUS = 1;
export const FORBIDDEN = 2;
export type FieldCode = typeof OPEN | typeof DANGEROUS | typeof FORBIDDEN;

/** The contest's letters for the fields. */
export const FIELD_LETTERS = Object.freeze(['.', 'D', 'F'] as const);
export type FieldLetter = (typeof FIELD_LETTERS)[number];

export const fieldOfLetter = (letter: string): FieldCode | undefined => {
  const index = (FIELD_LETTERS as readonly string[]).indexOf(letter);
  return index < 0 ? undefined : (index as FieldCode);
};

export interface PursuitBoard {
  readonly shape: BoardShape;
  /** One FieldCode per square. */
  readonly fields: Uint8Array;
}

/** Field code by character code, 255 for a character that is no field letter. */
const FIELD_OF_CHAR: Uint8Array = (() => {
  const table = new Uint8Array(128).fill(255);
  FIELD_LETTERS.forEach((letter, field) => (table[letter.charCodeAt(0)] = field));
  return table;
})();

/** A board from its rows, top row first, in the contest's letters; undefined for a bad letter or ragged rows. */
export function boardFromRows(rows: readonly string[]): PursuitBoard | undefined {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  if (height === 0 || width === 0 || rows.some((row) => row.length !== width)) return undefined;
  const fields = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const text = rows[row];
    // Squares run bottom row first, so the top row's first square is the last row's start.
    const first = (height - 1 - row) * width;
    for (let file = 0; file < width; file++) {
      const code = text.charCodeAt(file);
      const field = code < 128 ? FIELD_OF_CHAR[code] : 255;
      if (field === 255) return undefined;
      fields[first + file] = field;
    }
  }
  return { shape: { width, height }, fields };
}

/** The rows, top first, in the contest's letters. */
export function fieldRows(board: PursuitBoard): string[] {
  const { width, height } = board.shape;
  const rows: string[] = [];
  for (let rank = height - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < width; file++) row += FIELD_LETTERS[board.fields[squareAt(board.shape, file, rank)]];
    rows.push(row);
  }
  return rows;
}

/**
 * The danger rule, the one text of it: whether `square` is a floating dangerous field of a pawn
 * on `pawn`, on a board `width` squares wide: diagonally below it, one file to either side.
 */
export function isFloatingDanger(width: number, square: Square, pawn: Square): boolean {
  const offset = square - (pawn - width);
  if (offset !== 1 && offset !== -1) return false;
  const pawnFile = pawn % width;
  return offset === -1 ? pawnFile > 0 : pawnFile < width - 1;
}

/** The floating dangerous fields of a pawn that are not forbidden (a forbidden field stays forbidden). */
export function floatingDangers(board: PursuitBoard, pawn: Square): Square[] {
  const { width } = board.shape;
  const squares: Square[] = [];
  if (rankOf(board.shape, pawn) === 0) return squares;
  for (const square of [pawn - width - 1, pawn - width + 1])
    if (isFloatingDanger(width, square, pawn) && board.fields[square] !== FORBIDDEN) squares.push(square);
  return squares;
}

/**
 * Open: neither forbidden, nor fixed dangerous, nor floating dangerous for a pawn on `pawn`
 * (pass -1 when there is no pawn), whether or not a piece stands there.
 */
export const isOpen = (board: PursuitBoard, square: Square, pawn: Square): boolean =>
  board.fields[square] === OPEN && (pawn < 0 || !isFloatingDanger(board.shape.width, square, pawn));

/** A square next to the king that it may not step onto, and what closes it (`floating`: the pawn's attack). */
export interface ClosedSquare {
  readonly square: Square;
  readonly field: 'forbidden' | 'dangerous' | 'floating';
}

/** The squares next to `king` that are not open (isOpen), each with what closes it, in KING_STEPS order. */
export function closedSquares(board: PursuitBoard, king: Square, pawn: Square): ClosedSquare[] {
  const closed: ClosedSquare[] = [];
  for (const direction of KING_STEPS) {
    const to = step(board.shape, king, direction);
    if (to === undefined || isOpen(board, to, pawn)) continue;
    const field = board.fields[to];
    closed.push({
      square: to,
      field: field === FORBIDDEN ? 'forbidden' : field === DANGEROUS ? 'dangerous' : 'floating',
    });
  }
  return closed;
}

/** A board from outside the library, copied: a shape of at most `maxSide` a side, one field (0, 1 or 2) per square. */
export function copyPursuitBoard(value: unknown, at: string, maxSide: number): PursuitBoard {
  assertObject(value, at);
  const { shape: given, fields: givenFields } = value;
  const shape = copyBoardShape(given, `${at}.shape`, maxSide);
  const { width, height } = shape;
  const fields = copyTypedArray(givenFields, `${at}.fields`, Uint8Array);
  const squares = width * height;
  if (fields.length !== squares)
    throw new RangeError(
      `${at}.fields must hold one field per square (${squares} for ${width}x${height}), not ${fields.length}`,
    );
  const bad = fields.findIndex((field) => field > FORBIDDEN);
  if (bad >= 0)
    throw new RangeError(`${at}.fields[${bad}] must be 0 (open), 1 (dangerous) or 2 (forbidden), not ${fields[bad]}`);
  return { shape, fields };
}
