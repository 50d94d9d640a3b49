import type { Side } from '../../../src/core/side.js';
import { parsePdnFen } from '../../../src/games/checkers/fen.js';
import { type Move, applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import { type Position, pieceAt, redOrWhite } from '../../../src/games/checkers/position.js';
import { SQUARE_COUNT, columnOf, rowOf, squareAtRowColumn } from '../../../src/games/checkers/squares.js';
import type { CheckersExplanation } from '../../../src/problems/checkers/explain.js';
import { drawCheckersPiece } from '../board/checkers-pieces.js';
import { type Arrow, type Cell, type Highlight, type Placement, SVG_NS, cellName, drawGrid } from '../board/svg.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';

/**
 * Checkers (is every move of a game record legal?): the record replayed move by move on the
 * numbered board, with the library's rules (src/games/checkers) rebuilding each position; the
 * first illegal move drawn in black on the position it was tried in, with its reason.
 */

const COLOURS = {
  light: '#f0d9b5',
  dark: '#8b5a2b',
  number: '#f6e7c8',
  played: '#1565c0',
  captured: '#ef6c00',
  illegal: '#d50000',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringOrNull = (value: unknown): boolean => value === null || typeof value === 'string';
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isCheckersExplanation(value: object): value is CheckersExplanation {
  const data = value as Record<string, unknown>;
  return (
    isObject(data) &&
    typeof data.start === 'string' &&
    (data.firstMover === 'black' || data.firstMover === 'white') &&
    typeof data.moveCount === 'number' &&
    typeof data.valid === 'boolean' &&
    (data.illegalMove === null || typeof data.illegalMove === 'number') &&
    stringOrNull(data.move) &&
    (data.moveLine === null || typeof data.moveLine === 'number') &&
    (data.moveColumn === null || typeof data.moveColumn === 'number') &&
    stringOrNull(data.reason) &&
    stringOrNull(data.rule) &&
    stringOrNull(data.evidence) &&
    isStrings(data.played) &&
    typeof data.position === 'string' &&
    isStrings(data.legalMoves)
  );
}

/** Square 1..32 to the grid's cell: row 1 (squares 1-4) at the top, as the contest draws it. */
export const cellOfSquare = (square: number): Cell => ({ file: columnOf(square), rank: 7 - rowOf(square) });
const isSquare = (square: number): boolean => Number.isInteger(square) && square >= 1 && square <= SQUARE_COUNT;
const playable = (cell: Cell): boolean => squareAtRowColumn(7 - cell.rank, cell.file) !== undefined;

/** The squares named in a move's text that exist (a malformed move may name others). */
export const squaresOfText = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number).filter(isSquare);

function hopArrows(squares: readonly number[], colour: string, title: string): Arrow[] {
  const arrows: Arrow[] = [];
  for (let index = 1; index < squares.length; index++) arrows.push({ from: cellOfSquare(squares[index - 1]), to: cellOfSquare(squares[index]), colour, title });
  return arrows;
}

function placements(position: Position): Placement[] {
  const pieces: Placement[] = [];
  for (let square = 1; square <= SQUARE_COUNT; square++) {
    const piece = pieceAt(position, square);
    if (!piece) continue;
    const title = `${redOrWhite(piece.side)} ${piece.kind} on ${square}`;
    pieces.push({
      cell: cellOfSquare(square),
      title,
      draw: () => {
        const group = drawCheckersPiece(piece.side, piece.kind);
        group.setAttribute('data-checkers-square', String(square));
        group.setAttribute('data-checkers-piece', `${redOrWhite(piece.side).toLowerCase()} ${piece.kind}`);
        return group;
      },
    });
  }
  return pieces;
}

interface Marks {
  readonly arrows?: readonly Arrow[];
  readonly highlights?: readonly Highlight[];
}

function drawPosition(position: Position, label: string, marks: Marks = {}): SVGSVGElement {
  const board = drawGrid({
    width: 8,
    height: 8,
    colourOf: (cell) => (playable(cell) ? COLOURS.dark : COLOURS.light),
    coordinates: false,
    pieces: placements(position),
    arrows: marks.arrows,
    highlights: marks.highlights,
    label: `${label}; ${redOrWhite(position.turn)} to move`,
  });
  // The square numbers, small in each dark square's corner (under the arrows, over the pieces' edge).
  const numbers = document.createElementNS(SVG_NS, 'g');
  numbers.setAttribute('class', 'square-numbers');
  numbers.setAttribute('pointer-events', 'none');
  for (let square = 1; square <= SQUARE_COUNT; square++) {
    const rect = board.querySelector(`rect.square[data-square="${cellName(cellOfSquare(square))}"]`);
    if (!rect) continue;
    rect.setAttribute('data-checkers-square', String(square));
    const text = document.createElementNS(SVG_NS, 'text');
    text.setAttribute('x', String(Number(rect.getAttribute('x')) + 2.5));
    text.setAttribute('y', String(Number(rect.getAttribute('y')) + 9));
    text.setAttribute('font-size', '8');
    text.setAttribute('font-family', 'sans-serif');
    text.setAttribute('fill', COLOURS.number);
    text.textContent = String(square);
    numbers.append(text);
  }
  const firstArrow = board.querySelector('line.arrow');
  if (firstArrow) board.insertBefore(numbers, firstArrow);
  else board.append(numbers);
  return board;
}

/** The positions after each move played, by the library's rules; stops where a move does not replay. */
function replayPositions(start: Position, played: readonly string[]): { positions: Position[]; moves: Move[] } {
  const positions = [start];
  const moves: Move[] = [];
  for (const text of played) {
    const position = positions[positions.length - 1];
    const move = legalMoves(position).find((candidate) => moveText(candidate) === text);
    if (!move) break;
    moves.push(move);
    positions.push(applyMove(position, move));
  }
  return { positions, moves };
}

const sideOf = (firstMover: Side, index: number): Side => (index % 2 === 0 ? firstMover : firstMover === 'black' ? 'white' : 'black');

function reasonText(explanation: CheckersExplanation, mover: Side): string {
  if (explanation.valid) return `All ${explanation.moveCount} move${explanation.moveCount === 1 ? ' is' : 's are'} legal.`;
  const where = explanation.moveLine === null ? '' : ` on line ${explanation.moveLine}, column ${explanation.moveColumn ?? '?'}`;
  return `Move ${explanation.illegalMove} (${redOrWhite(mover)}), “${explanation.move ?? ''}”${where}, is invalid: ${explanation.evidence ?? explanation.reason ?? ''}.`;
}

export function drawCheckers(explanation: CheckersExplanation): HTMLElement | undefined {
  const start = parsePdnFen(explanation.start);
  if (!start.ok) return undefined;
  const { positions, moves } = replayPositions(start.value, explanation.played);
  const complete = moves.length === explanation.played.length;
  const steps: ReplayStep[] = [];
  const list: ReplayMove[] = [];
  steps.push({ board: () => drawPosition(positions[0], 'Checkers, start'), caption: `Start (${explanation.start}): ${redOrWhite(explanation.firstMover)} moves first.` });
  moves.forEach((move, index) => {
    const side = sideOf(explanation.firstMover, index);
    const text = moveText(move);
    const highlights: Highlight[] = move.captured.map((square) => ({ cell: cellOfSquare(square), kind: 'cross', colour: COLOURS.captured, title: `captured on ${square}` }));
    steps.push({
      board: () => drawPosition(positions[index + 1], `Checkers after move ${index + 1}`, { arrows: hopArrows(move.path, COLOURS.played, `${redOrWhite(side)}: ${text}`), highlights }),
      caption: `Move ${index + 1}: ${redOrWhite(side)} plays ${text}${move.captured.length > 0 ? `, capturing on ${move.captured.join(', ')}` : ''}${move.crowned ? ' and is crowned' : ''}.`,
    });
    list.push({ label: `${index + 1}. ${text}`, step: index + 1, title: `${redOrWhite(side)}: ${text}` });
  });

  let mover: Side = sideOf(explanation.firstMover, explanation.played.length);
  if (!explanation.valid && explanation.illegalMove !== null) {
    // The position the illegal move was tried in, as the explanation gives it (the replay's last, when complete).
    const tried = parsePdnFen(explanation.position);
    const position = tried.ok ? tried.value : positions[positions.length - 1];
    mover = position.turn;
    const squares = squaresOfText(explanation.move ?? '');
    const title = `illegal: ${explanation.move ?? ''}`;
    const highlights: Highlight[] = squares.map((square, index) => ({ cell: cellOfSquare(square), kind: 'ring', colour: COLOURS.illegal, title: index === 0 ? `${title} (from ${square})` : `${title} (to ${square})` }));
    const caption = `Move ${explanation.illegalMove}: ${redOrWhite(mover)} tries ${explanation.move ?? ''}, which is illegal: ${explanation.evidence ?? ''}.`;
    steps.push({ board: () => drawPosition(position, `Checkers, the illegal move ${explanation.illegalMove}`, { arrows: hopArrows(squares, COLOURS.illegal, title), highlights }), caption });
    list.push({ label: `${explanation.illegalMove}. ${explanation.move ?? ''} ✗`, step: steps.length - 1, mark: 'bad', title: caption });
  }
  const view = replay({ steps, moves: list, label: 'the game record', start: explanation.valid ? 0 : steps.length - 1 });
  view.element.classList.add('checkers-replay');

  const reason = el('p', { class: 'checkers-reason', style: `margin:0.3rem 0;padding:0.3rem 0.5rem;border-left:4px solid ${explanation.valid ? '#2e7d32' : COLOURS.illegal};` }, reasonText(explanation, mover));
  const figure = el('figure', { class: 'checkers', style: 'margin:0;', 'data-valid': String(explanation.valid) }, reason);
  if (!explanation.valid && explanation.rule) figure.append(el('p', { class: 'checkers-rule', style: 'margin:0.2rem 0;font-size:0.9rem;' }, `Rule: ${explanation.rule}.`));
  figure.append(view.element);
  if (!complete) figure.append(el('p', { class: 'checkers-note', style: 'font-size:0.85rem;' }, `Only the first ${moves.length} of the ${explanation.played.length} moves played could be replayed here.`));
  const toMove = explanation.legalMoves.length === 0 ? `${redOrWhite(mover)} has no legal move.` : `Legal moves for ${redOrWhite(mover)} ${explanation.valid ? 'in the final position' : 'there'}: ${explanation.legalMoves.join(' ')}`;
  figure.append(el('p', { class: 'checkers-legal', style: 'margin:0.2rem 0;font-size:0.85rem;' }, toMove));
  figure.append(legend(explanation.valid));
  return figure;
}

function legend(valid: boolean): HTMLElement {
  const item = (style: string, text: string): HTMLElement => el('li', {}, el('span', { class: 'swatch', style }), text);
  const items = [
    item(`background:${COLOURS.played};`, 'move played'),
    item(`background:transparent;border:2px solid ${COLOURS.captured};`, 'piece captured'),
  ];
  if (!valid) items.push(item(`background:${COLOURS.illegal};`, 'the illegal move'));
  items.push(el('li', {}, 'Red moves down, White up; a crown marks a king'));
  return el('ul', { class: 'legend' }, ...items);
}

export const checkersRenderer: BoardRenderer = {
  draw(explanation) {
    if (!isCheckersExplanation(explanation)) return undefined;
    return drawCheckers(explanation);
  },
};
