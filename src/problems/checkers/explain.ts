import type { Side } from '../../core/side.js';
import { toPdnFen } from '../../games/checkers/fen.js';
import { type Move, applyMove, compareMoves, legalMoves, moveText } from '../../games/checkers/moves.js';
import { type Position, redOrWhite } from '../../games/checkers/position.js';
import { type SquareNumber, isSquareNumber, squareAtRowColumn } from '../../games/checkers/squares.js';
import { type DueCapture, checkersRows, dueCapture } from './board-view.js';

export type { DueCapture } from './board-view.js';
import { RULES, type ViolationReason, evidence } from '../../games/checkers/referee.js';
import type { CheckersVerdict } from './judge.js';
import { MOVE_SHOWN, readRoute } from './parse.js';
import { type CheckersCase } from './case.js';
import { quote } from '../../core/characters.js';
import { grouped, plural } from '../../core/grouped.js';

export type CheckersReason = ViolationReason | 'malformed';

/**
 * One move played (its squares as Move has them) and the position after it: a view replays the record without the
 * rules.
 */
export interface CheckersPly extends Pick<Move, 'path' | 'captured' | 'crowned'> {
  /** The move in PDN (`16x23x14`). */
  readonly move: string;
  readonly side: Side;
  /** The position after the move, in PDN FEN. */
  readonly position: string;
  /** That position drawn as `board` is. */
  readonly board: readonly string[];
}

export interface CheckersExplanation {
  /** The starting position in PDN FEN (B is Red, the side on 1–12). */
  readonly start: string;
  /** The starting position drawn as `board` is. */
  readonly startBoard: readonly string[];
  /** Who makes the first listed move. */
  readonly firstMover: Side;
  readonly moveCount: number;
  readonly valid: boolean;
  /** 1-based number of the first illegal move, or null when every move is legal. */
  readonly illegalMove: number | null;
  /** The illegal move as written, its input line and the column of the fault. */
  readonly move: string | null;
  /**
   * The squares the illegal move names (for text that is no move, those of its numbers that are squares); empty when
   * valid.
   */
  readonly illegalSquares: readonly SquareNumber[];
  readonly moveLine: number | null;
  readonly moveColumn: number | null;
  /** A short code for the broken rule, e.g. `capture-available`; `malformed` for text that is no move. */
  readonly reason: CheckersReason | null;
  /** The rule, in words. */
  readonly rule: string | null;
  /** What shows it: `a capture is available: 14x23`. */
  readonly evidence: string | null;
  /**
   * What the rules required instead, when a capture was due: every capture open (`capture-available`),
   * or those that go on from the jumps written (`must-continue`), as full routes; empty otherwise.
   */
  readonly dueCaptures: readonly DueCapture[];
  /** The moves played before the illegal one (all of them when valid), in PDN: the last 1,000 of them (PLAYED_KEPT). */
  readonly played: readonly string[];
  /** How many moves were played before those listed (0 unless the record played more than 1,000). */
  readonly playedOmitted: number;
  /** The same moves, each with its squares and the position after it. */
  readonly plies: readonly CheckersPly[];
  /** PDN FEN of the final position (valid), or of the position in which the illegal move was tried. */
  readonly position: string;
  /** The side to move in that position (the illegal move's side). */
  readonly toMove: Side;
  /** The legal moves in that position, in PDN, in square order (by origin, then route). */
  readonly legalMoves: readonly string[];
  /** That position drawn, Red at the top: r/R Red man/king, w/W White man/king, '.' empty, ' ' light square. */
  readonly board: readonly string[];
}

/** The moves played from `start`, each with the position after it. */
export function pliesFrom(start: Position, played: readonly Move[]): CheckersPly[] {
  let position = start;
  return played.map((move) => {
    const side = position.turn;
    position = applyMove(position, move);
    const { path, captured, crowned } = move;
    return {
      move: moveText(move),
      side,
      path,
      captured,
      crowned,
      position: toPdnFen(position),
      board: checkersRows(position),
    };
  });
}

/**
 * The captures the rules required instead of an illegal move: for `capture-available` every legal
 * move (each a capture then), for `must-continue` those whose route starts with the squares written.
 */
export function dueCapturesOf(position: Position, reason: string | null, written: readonly number[]): DueCapture[] {
  if (reason !== 'capture-available' && reason !== 'must-continue') return [];
  const captures = legalMoves(position)
    .filter((move) => move.captured.length > 0)
    .sort(compareMoves);
  const due =
    reason === 'capture-available'
      ? captures
      : captures.filter((move) => written.every((square, index) => move.path[index] === square));
  return due.map(dueCapture);
}

/** The squares a written move names: its route, or for text that is no move, its numbers that are squares. */
function namedSquares(text: string, column: number): SquareNumber[] {
  const route = readRoute(text, column);
  return route.ok ? [...route.squares] : (text.match(/\d+/g) ?? []).map(Number).filter(isSquareNumber);
}

export function explainCheckers(input: CheckersCase, verdict: CheckersVerdict): CheckersExplanation {
  const position = verdict.valid ? verdict.final : verdict.position;
  const common = {
    start: toPdnFen(input.position),
    startBoard: checkersRows(input.position),
    firstMover: input.position.turn,
    moveCount: input.moves.length,
    valid: verdict.valid,
    played: verdict.played.map(moveText),
    playedOmitted: verdict.playedOmitted,
    plies: pliesFrom(verdict.playedFrom, verdict.played),
    position: toPdnFen(position),
    toMove: position.turn,
    legalMoves: legalMoves(position).sort(compareMoves).map(moveText),
    board: checkersRows(position),
  };
  if (verdict.valid) {
    return {
      ...common,
      illegalMove: null,
      move: null,
      illegalSquares: [],
      moveLine: null,
      moveColumn: null,
      reason: null,
      rule: null,
      evidence: null,
      dueCaptures: [],
    };
  }
  const written = input.moves[verdict.moveNumber - 1];
  const { failure } = verdict;
  const where = failure.kind === 'malformed' ? failure.column : hopColumn(written.text, written.column, failure.hop);
  const reason = failure.kind === 'malformed' ? 'malformed' : failure.violation.reason;
  const squares = namedSquares(written.text, written.column);
  return {
    ...common,
    illegalMove: verdict.moveNumber,
    move: written.text,
    illegalSquares: squares,
    moveLine: written.line,
    moveColumn: where,
    reason,
    rule:
      failure.kind === 'malformed'
        ? 'a move is two or more squares 1-32 joined by "-" or "x", such as 9-14 or 16x23x14'
        : RULES[failure.violation.reason],
    evidence: failure.kind === 'malformed' ? failure.message : evidence(failure.violation),
    dueCaptures: dueCapturesOf(verdict.position, reason, squares),
  };
}

/** Column of the `hop`-th square of a well-formed move's text. */
function hopColumn(text: string, column: number, hop: number): number {
  let index = 0;
  for (let seen = 0; seen < hop && index < text.length; index++) {
    if (text[index] === '-' || text[index] === 'x' || text[index] === 'X') seen++;
  }
  return column + index;
}

/** What stands for the moves a long record's explanation leaves out, before those it lists. */
export const omitted = (count: number): string =>
  count === 0 ? '' : `(${grouped(count)} earlier moves not listed) ... `;

/** The board drawn for a terminal, beside the square numbers. */
export function checkersDiagram(position: Position): string[] {
  const rows = checkersRows(position);
  const lines: string[] = [];
  for (let row = 0; row < 8; row++) {
    let board = '';
    let numbers = '';
    for (let column = 0; column < 8; column++) {
      const square = squareAtRowColumn(row, column);
      board += square === undefined ? '   ' : `  ${rows[row][column]}`;
      numbers += square === undefined ? '   ' : String(square).padStart(3);
    }
    lines.push(`${board}      ${numbers}`.trimEnd());
  }
  lines.push('  (r R: Red man, king; w W: White man, king; Red moves down, White up)');
  return lines;
}

export function describeCheckers(
  input: CheckersCase,
  verdict: CheckersVerdict,
  explanation: CheckersExplanation,
): string {
  const lines = [
    `Start: ${explanation.start}, ${redOrWhite(input.position.turn)} moves first; ` +
      `${plural(explanation.moveCount, 'move')}.`,
    ...checkersDiagram(input.position),
  ];
  if (explanation.played.length > 0)
    lines.push(`Played: ${omitted(explanation.playedOmitted)}${explanation.played.join(' ')}`);
  if (verdict.valid) {
    const count = explanation.moveCount;
    const legal =
      count === 0 ? 'No moves.' : count === 1 ? 'The one move is legal.' : `All ${plural(count, 'move')} are legal.`;
    lines.push(`${legal} Final position: ${explanation.position}`);
  } else {
    lines.push(
      `Move ${explanation.illegalMove} (${redOrWhite(verdict.position.turn)}), ` +
        `${quote(explanation.move ?? '', MOVE_SHOWN)} on line ${explanation.moveLine}, column ` +
        `${explanation.moveColumn}, is invalid:`,
      `  ${explanation.evidence}`,
      `  rule: ${explanation.rule}`,
      `Position before it: ${explanation.position}`,
    );
  }
  // The board after the moves played; when none was, it is the start, already drawn.
  if (explanation.played.length > 0) lines.push(...checkersDiagram(verdict.valid ? verdict.final : verdict.position));
  const legal = explanation.legalMoves;
  const toMove = redOrWhite(verdict.valid ? verdict.final.turn : verdict.position.turn);
  lines.push(legal.length === 0 ? `${toMove} has no legal move.` : `Legal moves for ${toMove}: ${legal.join(' ')}`);
  return lines.join('\n');
}
