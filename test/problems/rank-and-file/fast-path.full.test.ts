import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from '../../../src/core/random.js';
import { ChessBoard } from '../../../src/games/chess/board.js';
import type { Role } from '../../../src/games/chess/pieces.js';
import { BOARD, ROLES } from '../../../src/problems/rank-and-file/case.js';
import { isCheck, legalMoves } from '../../../src/games/chess/rules.js';
import { inputRows } from '../../../src/problems/rank-and-file/parse.js';
import { rankAndFileShortcut } from '../../../src/problems/rank-and-file/shortcut.js';

/**
 * Answer mode's fast path (bytes read into a board, judged by checkStatus) against the
 * definition: in check or not, and whether any legal move (legalMoves, the move list the
 * explanations use) exists. 200,000 random crowded positions, kings side by side allowed.
 */

const POSITIONS = 200_000;
/** Positions per input given to the shortcut at once. */
const BATCH = 1000;
const OTHER_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'king');

function randomPosition(random: () => number): { side: 'white' | 'black'; board: ChessBoard } {
  const board = new ChessBoard(BOARD);
  // The squares in a random order: the kings on the first two, then 8 to 30 other pieces.
  const squares = shuffle(
    random,
    Array.from({ length: 64 }, (_, square) => square),
  );
  board.put(squares[0], { side: 'white', role: 'king' });
  board.put(squares[1], { side: 'black', role: 'king' });
  const others = 8 + Math.floor(random() * 23);
  for (let k = 0; k < others; k++) {
    const role = OTHER_ROLES[Math.floor(random() * OTHER_ROLES.length)];
    board.put(squares[2 + k], { side: random() < 0.5 ? 'white' : 'black', role });
  }
  return { side: random() < 0.5 ? 'white' : 'black', board };
}

const definition = ({ side, board }: { side: 'white' | 'black'; board: ChessBoard }): string =>
  `${side.toUpperCase()} IS ${!isCheck(board, side) ? 'SAFE' : legalMoves(board, side).length === 0 ? 'CHECKMATED' : 'CHECKED'}`;

describe("Rank and File's answer-mode fast path agrees with the legal-move definition", () => {
  it(`on ${POSITIONS.toLocaleString('en-US')} random crowded positions`, async () => {
    const random = seededRandom(2026);
    const seen = new Map<string, number>();
    let checked = 0;
    for (let first = 0; first < POSITIONS; first += BATCH) {
      // A batch at a time, the worker free between them to answer vitest (vitest.config.ts, maxWorkers).
      await new Promise(setImmediate);
      const positions = Array.from({ length: BATCH }, () => randomPosition(random));
      const text = positions
        .map(({ side, board }) => `${side === 'white' ? 'w' : 'B'}\n${inputRows(board).join('\n')}\n`)
        .join('');
      const run = rankAndFileShortcut(new TextEncoder().encode(text), 0, BATCH, {});
      expect(run.cases).toBe(BATCH);
      const answers = run.output.split('\n').slice(0, -1);
      positions.forEach((position, k) => {
        const expected = definition(position);
        if (answers[k] !== expected)
          expect(`position ${first + k}: ${answers[k]}`).toBe(`position ${first + k}: ${expected}`);
        seen.set(expected, (seen.get(expected) ?? 0) + 1);
        checked++;
      });
    }
    expect(checked).toBe(POSITIONS);
    // Every answer of both sides, each many times.
    expect(seen.size).toBe(6);
    for (const count of seen.values()) expect(count).toBeGreaterThan(1000);
  }, 600_000);
});
