import { type Square, squareName } from '../../core/geometry.js';
import { type Checked, type Fault, fromFaults } from '../../framework/problem.js';
import type { ParseOptions } from '../../framework/options.js';
import type { ChessBoard } from '../../games/chess/board.js';
import type { Role } from '../../games/chess/pieces.js';
import { ChessGeometry } from '../../games/chess/tables.js';

/** A Simplified Chess Engine game, and what the rules of a problem of the family allow of one (setup, then case). */

export const BOARD = new ChessGeometry({ width: 4, height: 4 });

export interface SimplifiedChessSetup {
  /** White moves first. */
  readonly board: ChessBoard;
  /** m: the horizon in moves of both sides (White's first move is move 1). */
  readonly moves: number;
}
/** A setup that its problem's fromSetup accepted (only it makes one). */
export type SimplifiedChessCase = Checked<SimplifiedChessSetup>;

/**
 * What the rules refuse on a setup's board: each side needs exactly one queen (`no-queen`, no
 * place; `extra-queen` at each queen after the first, in square order) and, with --strict, at most
 * so many pieces of each of the variant's groups a side (`too-many-rooks`, `too-many-minors` at
 * each piece beyond); then the variant's own faults.
 */
export type QueenFaultCode = 'no-queen' | 'extra-queen';
export type SimplifiedChessFaultCode = QueenFaultCode | 'too-many-rooks' | 'too-many-minors';
export type SimplifiedChessFault = Fault<SimplifiedChessFaultCode, Square>;

/** What a variant's rules say of a setup (variant.ts): its groups' limits and its own faults. */
export interface SetupRules<Code extends string = string> {
  /** At most `max` pieces of each group a side, with --strict (two rooks, two minor pieces). */
  readonly groups: readonly PieceGroup<Code>[];
  /** What else the rules refuse in a setup, always or with --strict (each fault at its piece's square). */
  readonly faults?: (setup: SimplifiedChessSetup, options: ParseOptions) => readonly Fault<Code, Square>[];
}

/** Pieces that share a limit a side: the rooks, the minor pieces. */
export interface PieceGroup<Code extends string = string> {
  readonly roles: readonly Role[];
  readonly max: number;
  /** The fault's code for one beyond the limit, and the piece its message names ("minor piece (bishop or knight)"). */
  readonly code: Code;
  readonly piece: string;
  /** The limit's words ("rooks": "at most two rooks"). */
  readonly plural: string;
  /** How a count of them is written ("rook", "rooks"; "bishop or knight", "bishops and knights"). */
  readonly one: string;
  readonly many: string;
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** The setup as a case of the variant's problem, or its faults (`Code`, the variant's own codes). */
export const fromSetupOf = <Code extends string>(variant: SetupRules<Code>) =>
  fromFaults((setup: SimplifiedChessSetup, options: ParseOptions = {}): Fault<QueenFaultCode | Code, Square>[] => [
    ...familyFaults(variant, setup, options),
    ...(variant.faults?.(setup, options) ?? []),
  ]);

function familyFaults<Code extends string>(
  variant: SetupRules<Code>,
  { board }: SimplifiedChessSetup,
  options: ParseOptions,
): Fault<QueenFaultCode | Code, Square>[] {
  const faults: Fault<QueenFaultCode | Code, Square>[] = [];
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
    for (const group of variant.groups) {
      for (const extra of own.filter((square) => group.roles.includes(roleOf(square)!)).slice(group.max)) {
        const message =
          `a ${ORDINAL[group.max]} ${side} ${group.piece}; the contest allows at most ` + `${group.max} (--strict)`;
        faults.push({ code: group.code, message, place: extra });
      }
    }
  }
  return faults;
}
