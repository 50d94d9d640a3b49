/**
 * A plain recursive Cheesy Chess judge written straight from the spec's text, for differential
 * tests and the benchmark. It shares no code with src/: the board is the contest's rows (top row
 * first), squares are the contest's 1-based (column, row) pairs, and nothing is precomputed.
 * Positions are memoised only so that open boards with the pawn far up stay quick.
 */

import type { Random } from '../../../src/core/random.js';

export type Winner = 'White' | 'Black';

export function referenceWinner(
  rows: readonly string[],
  king: readonly [number, number],
  pawn: readonly [number, number],
): Winner {
  const height = rows.length;
  const width = rows[0].length;
  const field = (x: number, y: number): string => rows[height - y][x - 1];
  const onBoard = (x: number, y: number): boolean => x >= 1 && x <= width && y >= 1 && y <= height;

  // "the squares diagonally below-left and below-right of the pawn's current square are floating
  // dangerous fields, where they exist on the board and are not forbidden"
  const floatingDangerous = (x: number, y: number, px: number, py: number): boolean =>
    y === py - 1 && (x === px - 1 || x === px + 1) && field(x, y) !== 'F';

  // "A square is open when it is neither forbidden, nor fixed dangerous, nor floating dangerous"
  const open = (x: number, y: number, px: number, py: number): boolean =>
    field(x, y) === '.' && !floatingDangerous(x, y, px, py);

  const memo = new Map<string, boolean>();

  function whiteWins(kx: number, ky: number, px: number, py: number, whiteToMove: boolean): boolean {
    const key = `${kx},${ky},${px},${py},${whiteToMove}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    if (whiteToMove) {
      // The king steps onto an open square; stepping onto the pawn captures it.
      for (let dx = -1; dx <= 1 && !result; dx++) {
        for (let dy = -1; dy <= 1 && !result; dy++) {
          if (dx === 0 && dy === 0) continue;
          const x = kx + dx;
          const y = ky + dy;
          if (!onBoard(x, y) || !open(x, y, px, py)) continue;
          if (x === px && y === py) result = true;
          else result = whiteWins(x, y, px, py, false);
        }
      }
      // No open square at all: Black wins, which is result = false.
    } else {
      const belowX = px;
      const belowY = py - 1;
      const canMove = onBoard(belowX, belowY) && field(belowX, belowY) !== 'F' && !(belowX === kx && belowY === ky);
      if (canMove) result = whiteWins(kx, ky, belowX, belowY, true);
      else result = py !== 1; // stuck: Black wins on the bottom row, White anywhere else
    }
    memo.set(key, result);
    return result;
  }

  return whiteWins(king[0], king[1], pawn[0], pawn[1], true) ? 'White' : 'Black';
}

export interface RandomCase {
  readonly rows: string[];
  readonly king: [number, number];
  readonly pawn: [number, number];
}

/**
 * A random contest case: fields drawn with random densities of F and D, the king on an open
 * square and the pawn on a square that is not forbidden. Half the time the king starts near the
 * pawn's column, where the games are close.
 */
export function randomCase(random: Random, width = 8, height = 8): RandomCase | undefined {
  const forbidden = random() * 0.3;
  const dangerous = random() * 0.3;
  const rows = Array.from({ length: height }, () =>
    Array.from({ length: width }, () => {
      const r = random();
      return r < forbidden ? 'F' : r < forbidden + dangerous ? 'D' : '.';
    }).join(''),
  );
  const field = (x: number, y: number): string => rows[height - y][x - 1];
  const pawn: [number, number] = [1 + Math.floor(random() * width), 1 + Math.floor(random() * height)];
  if (field(...pawn) === 'F') return undefined;
  const near = random() < 0.5;
  const king: [number, number] = near
    ? [Math.min(width, Math.max(1, pawn[0] + Math.floor(random() * 7) - 3)), 1 + Math.floor(random() * height)]
    : [1 + Math.floor(random() * width), 1 + Math.floor(random() * height)];
  if (field(...king) !== '.' || (king[0] === pawn[0] && king[1] === pawn[1])) return undefined;
  return { rows, king, pawn };
}

/** The contest text of some cases. */
export const contestText = (cases: readonly RandomCase[]): string =>
  `${cases.length}\n${cases.map(({ rows, king, pawn }) => `${rows.join('\n')}\n${king.join(' ')}\n${pawn.join(' ')}\n`).join('')}`;
