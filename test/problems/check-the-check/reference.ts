import { type Random, randomInt } from '../../../src/core/random.js';

/**
 * Check the Check from its statement alone (../shared/spec/check-the-check.md), for the differential test and the
 * fuzz subject: sharing nothing with Arbiter's rules, it walks rays on the board's characters. A board is 8 strings,
 * the top row first; White is upper case and plays up the board.
 */

export type ReferenceAnswer = 'white' | 'black' | 'no' | 'both';

const KNIGHT = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const STRAIGHT = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
const DIAGONAL = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Whether the king on (row, col), white when `white`, is attacked by the other colour. */
function attacked(rows: readonly string[], row: number, col: number, white: boolean): boolean {
  const at = (r: number, c: number): string => (r >= 0 && r < 8 && c >= 0 && c < 8 ? rows[r][c] : '');
  // The enemy's letters: upper case for a black king's enemies.
  const enemy = (letter: string): string => (white ? letter : letter.toUpperCase());
  // An enemy pawn attacks the king from the row it comes from: a black pawn from above a white king, a white one below.
  const pawnRow = white ? row - 1 : row + 1;
  if (at(pawnRow, col - 1) === enemy('p') || at(pawnRow, col + 1) === enemy('p')) return true;
  if (KNIGHT.some(([dr, dc]) => at(row + dr, col + dc) === enemy('n'))) return true;
  if ([...STRAIGHT, ...DIAGONAL].some(([dr, dc]) => at(row + dr, col + dc) === enemy('k'))) return true;
  const slides = (directions: number[][], letters: string[]): boolean =>
    directions.some(([dr, dc]) => {
      let [r, c] = [row + dr, col + dc];
      while (at(r, c) === '.') [r, c] = [r + dr, c + dc];
      return letters.map(enemy).includes(at(r, c));
    });
  return slides(STRAIGHT, ['r', 'q']) || slides(DIAGONAL, ['b', 'q']);
}

/** Which king is in check; 'both' for a board the problem promises never to give. */
export function referenceAnswer(rows: readonly string[]): ReferenceAnswer {
  let white = false;
  let black = false;
  rows.forEach((text, row) =>
    [...text].forEach((letter, col) => {
      if (letter === 'K' && attacked(rows, row, col, true)) white = true;
      if (letter === 'k' && attacked(rows, row, col, false)) black = true;
    }),
  );
  return white && black ? 'both' : white ? 'white' : black ? 'black' : 'no';
}

/** The contest's answer line for board `game`, from the reference. */
export const referenceLine = (rows: readonly string[], game: number): string =>
  `Game #${game}: ${referenceAnswer(rows)} king is in check.`;

/**
 * A random board, odd ones among them: up to `pieces` pieces of any kind on any square (pawns on the back ranks,
 * two kings or none of a colour), never the closing board of 64 '.'.
 */
export function randomBoard(random: Random, pieces: number): string[] {
  const cells = Array<string>(64).fill('.');
  const letters = 'PPPPNBRQKpppnbrqk';
  for (let k = randomInt(random, 1, Math.max(1, pieces)); k > 0; k--)
    cells[randomInt(random, 0, 63)] = letters[randomInt(random, 0, letters.length - 1)];
  return Array.from({ length: 8 }, (_, row) => cells.slice(row * 8, row * 8 + 8).join(''));
}

/** A whole input: the boards, a blank line after each, and the closing board. */
export const contestText = (boards: readonly (readonly string[])[]): string =>
  [...boards, Array<string>(8).fill('........')].map((rows) => rows.join('\n')).join('\n\n') + '\n';
