import type { Side } from '../../core/side.js';
import { type Square, squareName } from '../../core/geometry.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { ChessGeometry } from '../../games/chess/tables.js';
import { KING_CODE_BLACK, KING_CODE_WHITE, type Role } from '../../games/chess/pieces.js';

/** A Rank and File case, and what the rules allow of one (setup, then case). */

export const BOARD = new ChessGeometry({ width: 8, height: 8 });
/** The pieces the game has: no pawns. */
export const ROLES: readonly Role[] = Object.freeze(['king', 'queen', 'rook', 'bishop', 'knight']);

/**
 * The rule behind `no-king` and `extra-king`: each side has exactly one king. The fast reader asks it too
 * (shortcut.ts).
 */
export const oneKingEach = (whiteKings: number, blackKings: number): boolean => whiteKings === 1 && blackKings === 1;
export const MAX_DATA_SETS_STRICT = 100;

export interface RankAndFileSetup {
  /** The side to judge (and to move). */
  readonly side: Side;
  readonly board: ChessBoard;
}
/** A setup that rankAndFileFromSetup accepted (only it makes one). */
export type RankAndFileCase = Checked<RankAndFileSetup>;

/**
 * What the rules refuse on a setup's board: each side needs exactly one king. The faults name the
 * side that has none (`no-king`, no place), then each extra king in reading order, top row first
 * (`extra-king`, its square as the place).
 */
/** What the rules refuse in a Rank and File setup. */
export type RankAndFileFaultCode = 'no-king' | 'extra-king';
export type RankAndFileFault = Fault<RankAndFileFaultCode, Square>;

function faultsOf({ board }: RankAndFileSetup): RankAndFileFault[] {
  // The common case, one king each, is settled without building piece lists.
  const cells = board.cells;
  let whiteKings = 0;
  let blackKings = 0;
  for (let square = 0; square < cells.length; square++) {
    if (cells[square] === KING_CODE_WHITE) whiteKings++;
    else if (cells[square] === KING_CODE_BLACK) blackKings++;
  }
  if (oneKingEach(whiteKings, blackKings)) return [];
  const faults: RankAndFileFault[] = [];
  const rowOf = (square: Square): number => BOARD.height - 1 - Math.floor(square / BOARD.width);
  for (const side of ['white', 'black'] as const) {
    const letter = side === 'white' ? 'k' : 'K';
    const kings = kingsOf(board, side).sort((a, b) => rowOf(a) - rowOf(b) || a - b);
    if (kings.length === 0)
      faults.push({
        code: 'no-king',
        message: `this data set has no ${side} king ('${letter}'); expected exactly one`,
      });
    for (const extra of kings.slice(1)) {
      const message =
        `a second ${side} king ('${letter}'; the first is on ` +
        `${squareName(BOARD, kings[0])}); expected exactly one`;
      faults.push({ code: 'extra-king', message, place: extra });
    }
  }
  return faults;
}

/** The setup as a case, or its faults. */
export const rankAndFileFromSetup = fromFaults(faultsOf);

const kingsOf = (board: ChessBoard, side: Side): Square[] =>
  board.squaresOf(side).filter((square) => board.pieceAt(square)?.role === 'king');
