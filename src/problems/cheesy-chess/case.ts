import { type Square, squareName } from '../../core/geometry.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import type { ParseOptions } from '../../framework/options.js';
import { DANGEROUS, FORBIDDEN, OPEN, type PursuitBoard } from '../../games/pursuit/board.js';

/** A Cheesy Chess test case, and what the rules allow of one (setup, then case). */

/** The contest's board; `--strict` holds every case to it. */
export const CONTEST_SIZE = 8;
/** Without `--strict`, square boards of any size up to this many columns and rows (square names stop at z). */
export const MAX_SIZE = 26;

export interface CheesySetup {
  readonly board: PursuitBoard;
  readonly king: Square;
  readonly pawn: Square;
}
/** A setup that cheesyChessFromSetup accepted (only it makes one). */
export type CheesyCase = Checked<CheesySetup>;

/**
 * What the rules refuse in a setup: a board that is not square (`not-square`), the pawn on the
 * king's square (`pawn-on-king`), and with --strict the king starting on a field that is not open
 * (`king-not-open`) or the pawn on a forbidden one (`pawn-on-forbidden`). The place is the piece
 * the fault is about.
 */
/** What the rules refuse in a Cheesy Chess setup; the place is the piece a fault is about. */
export type CheesyChessFaultCode = 'not-square' | 'pawn-on-king' | 'king-not-open' | 'pawn-on-forbidden';
export type CheesyChessFault = Fault<CheesyChessFaultCode, 'king' | 'pawn'>;

/** With --strict, the king starts on an open field (not a fixed dangerous or a forbidden one). */
export const kingStartAllowed = (field: number): boolean => field === OPEN;
/** With --strict, the pawn starts anywhere but on a forbidden field. */
export const pawnStartAllowed = (field: number): boolean => field !== FORBIDDEN;

/** The setup as a case, or its faults. */
export const cheesyChessFromSetup = fromFaults(faultsOf);

function faultsOf({ board, king, pawn }: CheesySetup, options: ParseOptions = {}): CheesyChessFault[] {
  const { width, height } = board.shape;
  if (width !== height) return [{ code: 'not-square', message: `the board is ${width}x${height}; boards are square` }];
  const faults: CheesyChessFault[] = [];
  const name = (square: Square): string => squareName(board.shape, square);
  if (king === pawn)
    faults.push({
      code: 'pawn-on-king',
      message: `the pawn stands on the king's square ${name(king)}; they must differ`,
      place: 'pawn',
    });
  if (options.strict !== true) return faults;
  const kingField = board.fields[king];
  if (!kingStartAllowed(kingField)) {
    const kind = kingField === DANGEROUS ? 'a fixed dangerous (D)' : 'a forbidden (F)';
    const message = `the king starts on ${kind} square ${name(king)}; expected an open square (--strict)`;
    faults.push({ code: 'king-not-open', message, place: 'king' });
  }
  if (!pawnStartAllowed(board.fields[pawn]))
    faults.push({
      code: 'pawn-on-forbidden',
      message: `the pawn starts on the forbidden (F) square ${name(pawn)} (--strict)`,
      place: 'pawn',
    });
  return faults;
}
