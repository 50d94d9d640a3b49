import { quote } from '../../core/characters.js';
import type { Side } from '../../core/side.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import { type Position, piecesOf, promotionRow, redOrWhite } from '../../games/checkers/position.js';
import { type SquareNumber, type SquareSet, squaresOf } from '../../games/checkers/squares.js';

/** A checkers record, and what the rules allow of one (setup, then case). */

/**
 * The rule `man-on-promotion-row`: of a side's `pieces`, the men (not among `kings`) on its own
 * crowning row, where no game leaves one. The fast reader asks it too (shortcut.ts).
 */
export const menOnOwnCrowningRow = (pieces: SquareSet, kings: SquareSet, side: Side): SquareSet =>
  pieces & ~kings & promotionRow(side);

/** In --strict mode each side has 1 to 12 pieces, as the contest says. */
export const MAX_PIECES_STRICT = 12;

/**
 * A move line as written. Its route is read when the move is checked (readRoute), not when the
 * input is parsed: moves after the first illegal one are never needed, and large inputs keep
 * fewer objects alive.
 */
export interface WrittenMove {
  /** The move's text, as written (without surrounding blanks). */
  readonly text: string;
  readonly line: number;
  /** Column where the text starts. */
  readonly column: number;
}

export interface CheckersSetup {
  /** The starting position; its side to move makes the first listed move. */
  readonly position: Position;
  readonly moves: readonly WrittenMove[];
}
/** A setup that checkersFromSetup accepted (only it makes one). */
export type CheckersCase = Checked<CheckersSetup>;

/** Where a checkers fault is: a side's square, a move (its index), or, with neither, the record's move count. */
export interface CheckersPlace {
  readonly side?: Side;
  readonly square?: SquareNumber;
  readonly move?: number;
}

/**
 * What the rules refuse in a setup: a man on its own promotion row (`man-on-promotion-row`: a
 * piece there has been crowned), a record without moves (`no-moves`), and a move that is not one
 * line of text without blanks around it (`move-text`: a record's move lines could not hold it).
 */
export type CheckersFaultCode = 'man-on-promotion-row' | 'no-moves' | 'move-text';
export type CheckersFault = Fault<CheckersFaultCode, CheckersPlace>;

/** The setup as a case, or its faults. */
export const checkersFromSetup = fromFaults(faultsOf);

function faultsOf({ position, moves }: CheckersSetup): CheckersFault[] {
  const faults: CheckersFault[] = [];
  for (const side of ['black', 'white'] as const) {
    for (const square of squaresOf(menOnOwnCrowningRow(piecesOf(position, side), position.kings, side))) {
      const message =
        `a ${redOrWhite(side)} man on ${square}, its own promotion row; a piece there ` +
        `is a king, written -${square}`;
      faults.push({ code: 'man-on-promotion-row', message, place: { side, square } });
    }
  }
  if (moves.length === 0) faults.push({ code: 'no-moves', message: 'a record has at least 1 move' });
  moves.forEach(({ text }, move) => {
    if (text === '' || /[\r\n]|^[ \t]|[ \t]$/.test(text))
      faults.push({
        code: 'move-text',
        message: `move ${move + 1}, ${quote(text)}, is not one line of text without blanks around it`,
        place: { move },
      });
  });
  return faults;
}
