import { type Square, squareName } from '../../core/geometry.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import type { ParseOptions } from '../../framework/options.js';
import type { ChessBoard } from '../../games/chess/board.js';
import { ChessGeometry } from '../../games/chess/tables.js';

/** A Simplified Chess Engine game, and what the rules allow of one (setup, then case). */

export const BOARD = new ChessGeometry({ width: 4, height: 4 });

/** The contest's limits, enforced with --strict. */
export const STRICT_LIMITS = { games: 200, piecesPerSide: 5, moves: 6, rooks: 2, minors: 2 } as const;

export interface SimplifiedChessSetup {
  /** White moves first. */
  readonly board: ChessBoard;
  /** m: the horizon in moves of both sides (White's first move is move 1). */
  readonly moves: number;
}
/** A setup that simplifiedChessFromSetup accepted (only it makes one). */
export type SimplifiedChessCase = Checked<SimplifiedChessSetup>;

/**
 * What the rules refuse on a setup's board: each side needs exactly one queen (`no-queen`, no
 * place; `extra-queen` at each queen after the first, in square order) and, with --strict, at most
 * two rooks and two minor pieces a side (`too-many-rooks`, `too-many-minors` at each piece beyond).
 */
/** What the rules refuse in a Simplified Chess setup. */
export type SimplifiedChessFaultCode = 'no-queen' | 'extra-queen' | 'too-many-rooks' | 'too-many-minors';
export type SimplifiedChessFault = Fault<SimplifiedChessFaultCode, Square>;

/** The setup as a case, or its faults. */
export const simplifiedChessFromSetup = fromFaults(faultsOf);

function faultsOf({ board }: SimplifiedChessSetup, options: ParseOptions = {}): SimplifiedChessFault[] {
  const faults: SimplifiedChessFault[] = [];
  for (const side of ['white', 'black'] as const) {
    const own = board.squaresOf(side);
    const roleOf = (square: Square) => board.pieceAt(square)?.role;
    const queens = own.filter((square) => roleOf(square) === 'queen');
    if (queens.length === 0) faults.push({ code: 'no-queen', message: `${side} has no queen; expected exactly one` });
    for (const extra of queens.slice(1)) {
      const first = squareName(BOARD, queens[0]).toUpperCase();
      faults.push({
        code: 'extra-queen',
        message: `a second ${side} queen (the first is on ${first}); expected exactly one`,
        place: extra,
      });
    }
    if (options.strict !== true) continue;
    for (const extra of own.filter((square) => roleOf(square) === 'rook').slice(STRICT_LIMITS.rooks)) {
      const message = `a third ${side} rook; the contest allows at most ${STRICT_LIMITS.rooks} (--strict)`;
      faults.push({ code: 'too-many-rooks', message, place: extra });
    }
    for (const extra of own
      .filter((square) => roleOf(square) === 'bishop' || roleOf(square) === 'knight')
      .slice(STRICT_LIMITS.minors)) {
      const message =
        `a third ${side} minor piece (bishop or knight); the contest allows at most ` +
        `${STRICT_LIMITS.minors} (--strict)`;
      faults.push({ code: 'too-many-minors', message, place: extra });
    }
  }
  return faults;
}
