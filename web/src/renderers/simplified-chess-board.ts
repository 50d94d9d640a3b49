import type { MoveJson, Refutation, SimplifiedChessExplanation, StrategyJson } from '../../../src/problems/simplified-chess/explain.js';
import { type PieceColour, type PieceRole, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type Highlight, drawGrid, parseCell } from '../board/svg.js';

/** Simplified Chess boards: explanation shape checks, positions after moves, the 4x4 drawing. */

const ROLE_OF_LETTER: Readonly<Record<string, PieceRole>> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
export const MOVE_COLOUR = { white: '#1565c0', black: '#d32f2f' } as const;
export const TRAIL = '#fbc02d';

/** Explanation letters: White upper case, Black lower case. */
export function pieceOfFen(letter: string): { colour: PieceColour; role: PieceRole } | undefined {
  const role = ROLE_OF_LETTER[letter.toLowerCase()];
  if (!role) return undefined;
  return { colour: letter === letter.toUpperCase() ? 'white' : 'black', role };
}

// ---- Shape checks: the explanation crossed a worker boundary -----------------------------------

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const SQUARE = /^[a-d][1-4]$/;

export function isMove(value: unknown): value is MoveJson {
  return isObject(value) && typeof value.san === 'string' && typeof value.from === 'string' && SQUARE.test(value.from) && typeof value.to === 'string' && SQUARE.test(value.to);
}

/** Checks the tree's top; deeper nodes are checked as they are opened. */
export function isStrategyNode(value: unknown): value is StrategyJson {
  return isObject(value) && isMove(value.move) && typeof value.movesToWin === 'number' && Array.isArray(value.replies) && value.replies.every((reply) => isObject(reply) && isMove(reply.reply) && (reply.answer === null || isObject(reply.answer)));
}

function isRefutation(value: unknown): value is Refutation {
  return isObject(value) && isMove(value.move) && (value.reply === null || isMove(value.reply)) && typeof value.why === 'string';
}

export function isSimplifiedChessExplanation(value: object): value is SimplifiedChessExplanation {
  const data = value as Record<string, unknown>;
  return (
    typeof data.moves === 'number' &&
    Array.isArray(data.board) &&
    data.board.length === 4 &&
    data.board.every((row) => typeof row === 'string' && /^[.QRBNqrbn]{4}$/.test(row)) &&
    typeof data.whiteWins === 'boolean' &&
    Array.isArray(data.mainLine) &&
    data.mainLine.every((move) => typeof move === 'string') &&
    (data.strategy === null || isStrategyNode(data.strategy)) &&
    Array.isArray(data.refutations) &&
    data.refutations.every(isRefutation) &&
    Array.isArray(data.notes) &&
    data.notes.every((note) => typeof note === 'string')
  );
}

// ---- Positions ---------------------------------------------------------------------------------

/** The rows after a move (a capture replaces the piece taken; this game has no other kind of move). */
export function playMove(rows: readonly string[], move: { from: string; to: string }): string[] {
  const from = parseCell(move.from);
  const to = parseCell(move.to);
  if (!from || !to) return [...rows];
  const grid = rows.map((row) => [...row]);
  const height = rows.length;
  const piece = grid[height - 1 - from.rank][from.file];
  grid[height - 1 - from.rank][from.file] = '.';
  grid[height - 1 - to.rank][to.file] = piece;
  return grid.map((row) => row.join(''));
}

export interface BoardMarks {
  readonly arrows?: readonly Arrow[];
  readonly highlights?: readonly Highlight[];
}

export function arrowOf(move: MoveJson, colour: PieceColour, title?: string): Arrow[] {
  const from = parseCell(move.from);
  const to = parseCell(move.to);
  return from && to ? [{ from, to, colour: MOVE_COLOUR[colour], title: title ?? `${colour}: ${move.san}` }] : [];
}

/** The from and to squares of the move just played, tinted. */
export function trail(move: MoveJson): Highlight[] {
  return [move.from, move.to].flatMap((name) => {
    const cell = parseCell(name);
    return cell ? [{ cell, kind: 'fill' as const, colour: TRAIL, title: name }] : [];
  });
}

export function drawPosition(rows: readonly string[], label: string, marks: BoardMarks = {}, onSquare?: Parameters<typeof drawGrid>[0]['onSquare']): SVGSVGElement {
  return drawGrid({ width: 4, height: 4, pieces: placementsFromRows(rows, pieceOfFen), arrows: marks.arrows, highlights: marks.highlights, label: `${label}: ${rows.join('/')}`, onSquare });
}
