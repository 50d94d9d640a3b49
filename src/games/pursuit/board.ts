import { type BoardShape, type Square, fileOf, onBoard, rankOf, squareAt } from '../../core/geometry.js';
import { checkInstance, checkObject, checkShape } from '../../core/checks.js';

/**
 * The fields of the pursuit game: each square is open, fixed dangerous or forbidden for the whole
 * game. Rows are stored bottom first (square 0 is the bottom-left corner), as everywhere in Arbiter.
 */
export const OPEN = 0;
export const DANGEROUS = 1;
export const FORBIDDEN = 2;
export type FieldCode = typeof OPEN | typeof DANGEROUS | typeof FORBIDDEN;

/** The contest's letters for the fields. */
export const FIELD_LETTERS = ['.', 'D', 'F'] as const;
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
 * The floating dangerous fields of a pawn: the squares diagonally below-left and below-right of
 * it that exist and are not forbidden.
 */
export function floatingDangers(board: PursuitBoard, pawn: Square): Square[] {
  const { shape } = board;
  const file = fileOf(shape, pawn);
  const rank = rankOf(shape, pawn);
  const squares: Square[] = [];
  for (const df of [-1, 1]) {
    if (!onBoard(shape, file + df, rank - 1)) continue;
    const square = squareAt(shape, file + df, rank - 1);
    if (board.fields[square] !== FORBIDDEN) squares.push(square);
  }
  return squares;
}

/**
 * Open: neither forbidden, nor fixed dangerous, nor floating dangerous for a pawn on `pawn`
 * (pass -1 when there is no pawn), whether or not a piece stands there.
 */
export function isOpen(board: PursuitBoard, square: Square, pawn: Square): boolean {
  if (board.fields[square] !== OPEN) return false;
  if (pawn < 0) return true;
  const { shape } = board;
  return !(rankOf(shape, square) === rankOf(shape, pawn) - 1 && Math.abs(fileOf(shape, square) - fileOf(shape, pawn)) === 1);
}

/** A board from outside the library: a shape of at most `maxSide` a side, one field (0, 1 or 2) per square. */
export function checkPursuitBoard(value: unknown, at: string, maxSide: number): asserts value is PursuitBoard {
  checkObject(value, at);
  checkShape(value.shape, `${at}.shape`, maxSide);
  const { width, height } = value.shape;
  const fields = value.fields;
  checkInstance(fields, `${at}.fields`, Uint8Array);
  const squares = width * height;
  if (fields.length !== squares)
    throw new RangeError(`${at}.fields must hold one field per square (${squares} for ${width}x${height}), not ${fields.length}`);
  const bad = fields.findIndex((field) => field > FORBIDDEN);
  if (bad >= 0) throw new RangeError(`${at}.fields[${bad}] must be 0 (open), 1 (dangerous) or 2 (forbidden), not ${fields[bad]}`);
}
