import { type Move, compareMoves, legalMoves, moveText } from '../../games/checkers/moves.js';
import { type Position, pieceAt, piecesOf } from '../../games/checkers/position.js';
import { SQUARE_COUNT, squareAtRowColumn, squaresOf } from '../../games/checkers/squares.js';
import { judgeRoute, evidence } from '../../games/checkers/referee.js';

/** What the page draws of a checkers position: its rows, and where each piece of the side to move may go. */

/** Eight strings of eight characters, row 1 (squares 1–4) first. */
export function checkersRows(position: Position): string[] {
  const rows: string[] = [];
  for (let row = 0; row < 8; row++) {
    let text = '';
    for (let column = 0; column < 8; column++) {
      const square = squareAtRowColumn(row, column);
      if (square === undefined) {
        text += ' ';
        continue;
      }
      const piece = pieceAt(position, square);
      const letter = piece ? (piece.side === 'black' ? 'r' : 'w') : '.';
      text += piece?.kind === 'king' ? letter.toUpperCase() : letter;
    }
    rows.push(text);
  }
  return rows;
}

/** A capture the rules required: its PDN text, the squares it visits and those it jumps. */
export interface DueCapture extends Pick<Move, 'path' | 'captured'> {
  readonly move: string;
}

export const dueCapture = (move: Move): DueCapture => ({
  move: moveText(move),
  path: move.path,
  captured: move.captured,
});

/** A move on offer: its PDN text, its full route and what it takes. */
export interface CheckersMoveOption {
  readonly text: string;
  readonly path: readonly number[];
  readonly captured: readonly number[];
}

/** Where a piece may go, by square: the moves that end there, or why none does. */
export interface CheckersTarget {
  readonly to: number;
  readonly moves: readonly CheckersMoveOption[];
  readonly reason: string | null;
  /** When the square is refused because a capture is due: the captures the rules require (else empty). */
  readonly dueCaptures: readonly DueCapture[];
}

/** Every piece of the side to move (by its square's number): its targets, and why it cannot move when it cannot. */
export interface CheckersMoveTargets {
  readonly pieces: Readonly<
    Record<string, { readonly targets: readonly CheckersTarget[]; readonly stuck: string | null }>
  >;
  /** The legal moves in square order (none: the side to move has lost). */
  readonly legal: readonly string[];
}

const optionOf = (move: Move): CheckersMoveOption => ({
  text: moveText(move),
  path: move.path,
  captured: move.captured,
});

/**
 * Every square each piece of the side to move could go to: the legal moves that end there, or the referee's reason why
 * none does.
 */
export function checkersMoveTargets(position: Position): CheckersMoveTargets {
  const legal = legalMoves(position).sort(compareMoves);
  const pieces: Record<string, { targets: CheckersTarget[]; stuck: string | null }> = {};
  // A piece with no move while another captures is held by the rule of compulsory capture.
  const captures = legal.some((move) => move.captured.length > 0);
  const held = captures ? evidence({ reason: 'capture-available', captures: legal }) : 'it is blocked';
  for (const from of squaresOf(piecesOf(position, position.turn))) {
    const targets: CheckersTarget[] = [];
    for (let to = 1; to <= SQUARE_COUNT; to++) {
      if (to === from) continue;
      const moves = legal
        .filter((move) => move.path[0] === from && move.path[move.path.length - 1] === to)
        .map(optionOf);
      const check = moves.length > 0 ? undefined : judgeRoute(position, [from, to]);
      // A route of two squares the referee accepts is a legal move, and so among `moves`.
      const violation = check && !check.ok ? check.violation : undefined;
      const reason = violation ? evidence(violation) : null;
      targets.push({
        to,
        moves,
        reason: moves.length > 0 ? null : (reason ?? 'no legal move ends here'),
        dueCaptures: violation?.reason === 'capture-available' ? violation.captures.map(dueCapture) : [],
      });
    }
    pieces[String(from)] = { targets, stuck: targets.some((target) => target.moves.length > 0) ? null : held };
  }
  return { pieces, legal: legal.map(moveText) };
}
