import { type CheckersCase, type CheckersExplanation, SIDES, type Side, checkers, rules } from '../../../src/index.js';
import { type Tool, type ToolRow } from '../board/editing.js';
import { type Controls, positionEditor } from '../board/editor.js';
import { drawCheckersPiece } from '../board/checkers-pieces.js';
import { type Arrow, type Cell, type GridOptions, type Highlight, type Placement, SVG_NS, cellName, drawGrid, svg } from '../board/svg.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';

/**
 * Checkers (is every move of a game record legal?): the record replayed move by move on the
 * numbered board, each position as the explanation gives it; the first illegal move drawn in red
 * on the position it was tried in, with its reason.
 */

const { SQUARE_COUNT, columnOf, redOrWhite, rowOf, squareAtRowColumn } = rules.checkers;

const COLOURS = {
  light: '#f0d9b5',
  dark: '#8b5a2b',
  number: '#f6e7c8',
  played: '#1565c0',
  captured: '#ef6c00',
  illegal: '#d50000',
} as const;

/** Square 1..32 to the grid's cell: row 1 (squares 1-4) at the top, as the contest draws it. */
export const cellOfSquare = (square: number): Cell => ({ file: columnOf(square), rank: 7 - rowOf(square) });
const playable = (cell: Cell): boolean => squareAtRowColumn(7 - cell.rank, cell.file) !== undefined;

function hopArrows(squares: readonly number[], colour: string, title: string): Arrow[] {
  const arrows: Arrow[] = [];
  for (let index = 1; index < squares.length; index++)
    arrows.push({ from: cellOfSquare(squares[index - 1]), to: cellOfSquare(squares[index]), colour, title });
  return arrows;
}

const PIECE_OF_LETTER: Readonly<Record<string, { side: Side; kind: 'man' | 'king' }>> = {
  r: { side: 'black', kind: 'man' },
  R: { side: 'black', kind: 'king' },
  w: { side: 'white', kind: 'man' },
  W: { side: 'white', kind: 'king' },
};

/** The pieces of a board as the explanation draws it: 8 rows, Red at the top, r/R Red, w/W White. */
function placements(rows: readonly string[]): Placement[] {
  const pieces: Placement[] = [];
  rows.forEach((row, index) => {
    [...row].forEach((letter, column) => {
      const piece = PIECE_OF_LETTER[letter];
      const square = squareAtRowColumn(index, column);
      if (!piece || square === undefined) return;
      const name = `${redOrWhite(piece.side)} ${piece.kind}`;
      pieces.push({
        cell: cellOfSquare(square),
        title: `${name} on ${square}`,
        draw: () => {
          const group = drawCheckersPiece(piece.side, piece.kind);
          group.setAttribute('data-checkers-square', String(square));
          group.setAttribute('data-checkers-piece', name.toLowerCase());
          return group;
        },
      });
    });
  });
  return pieces;
}

interface Marks {
  readonly arrows?: readonly Arrow[];
  readonly highlights?: readonly Highlight[];
}

function drawPosition(
  rows: readonly string[],
  toMove: Side,
  label: string,
  marks: Marks = {},
  view: Pick<GridOptions, 'onSquare' | 'flipped'> = {},
): SVGSVGElement {
  const board = drawGrid({
    ...view,
    width: 8,
    height: 8,
    colourOf: (cell) => (playable(cell) ? COLOURS.dark : COLOURS.light),
    coordinates: false,
    pieces: placements(rows),
    arrows: marks.arrows,
    highlights: marks.highlights,
    label: `${label}; ${redOrWhite(toMove)} to move`,
    squareName: (cell) => {
      const square = squareAtRowColumn(7 - cell.rank, cell.file);
      if (square === undefined) return `${cellName(cell)}, light square, not played on`;
      const piece = PIECE_OF_LETTER[rows[7 - cell.rank]?.[cell.file] ?? ''];
      return `square ${square}, ${piece ? `${redOrWhite(piece.side).toLowerCase()} ${piece.kind}` : 'empty'}`;
    },
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
  const firstArrow = board.querySelector(':scope > .arrow-group');
  if (firstArrow) board.insertBefore(numbers, firstArrow);
  else board.append(numbers);
  return board;
}

function reasonText(explanation: CheckersExplanation): string {
  if (explanation.valid) return `All ${explanation.moveCount} move${explanation.moveCount === 1 ? ' is' : 's are'} legal.`;
  const where = explanation.moveLine === null ? '' : ` on line ${explanation.moveLine}, column ${explanation.moveColumn ?? '?'}`;
  return `Move ${explanation.illegalMove} (${redOrWhite(explanation.toMove)}), “${explanation.move ?? ''}”${where}, is invalid: ${explanation.evidence ?? explanation.reason ?? ''}.`;
}

export function drawCheckers(explanation: CheckersExplanation): HTMLElement {
  const { plies, toMove } = explanation;
  const steps: ReplayStep[] = [];
  const list: ReplayMove[] = [];
  steps.push({
    board: () => drawPosition(explanation.startBoard, explanation.firstMover, 'Checkers, start'),
    caption: `Start (${explanation.start}): ${redOrWhite(explanation.firstMover)} moves first.`,
  });
  plies.forEach((ply, index) => {
    const who = redOrWhite(ply.side);
    const highlights: Highlight[] = ply.captured.map((square) => ({
      cell: cellOfSquare(square),
      kind: 'cross',
      colour: COLOURS.captured,
      title: `captured on ${square}`,
    }));
    const next = plies[index + 1]?.side ?? toMove;
    steps.push({
      board: () =>
        drawPosition(ply.board, next, `Checkers after move ${index + 1}`, {
          arrows: hopArrows(ply.path, COLOURS.played, `${who}: ${ply.move}`),
          highlights,
        }),
      caption: `Move ${index + 1}: ${who} plays ${ply.move}${ply.captured.length > 0 ? `, capturing on ${ply.captured.join(', ')}` : ''}${ply.crowned ? ' and is crowned' : ''}.`,
    });
    list.push({ label: `${index + 1}. ${ply.move}`, step: index + 1, title: `${who}: ${ply.move}` });
  });

  if (!explanation.valid && explanation.illegalMove !== null) {
    const squares = explanation.illegalSquares;
    const title = `illegal: ${explanation.move ?? ''}`;
    const highlights: Highlight[] = squares.map((square, index) => ({
      cell: cellOfSquare(square),
      kind: 'ring',
      colour: COLOURS.illegal,
      title: index === 0 ? `${title} (from ${square})` : `${title} (to ${square})`,
    }));
    const caption = `Move ${explanation.illegalMove}: ${redOrWhite(toMove)} tries ${explanation.move ?? ''}, which is illegal: ${explanation.evidence ?? ''}.`;
    steps.push({
      board: () =>
        drawPosition(explanation.board, toMove, `Checkers, the illegal move ${explanation.illegalMove}`, {
          arrows: hopArrows(squares, COLOURS.illegal, title),
          highlights,
        }),
      caption,
    });
    list.push({ label: `${explanation.illegalMove}. ${explanation.move ?? ''} ✗`, step: steps.length - 1, mark: 'bad', title: caption });
  }
  const view = replay({ steps, moves: list, label: 'the game record', start: explanation.valid ? 0 : steps.length - 1 });
  view.element.classList.add('checkers-replay');

  const reason = el(
    'p',
    {
      class: 'checkers-reason',
      style: `margin:0.3rem 0;padding:0.3rem 0.5rem;border-left:4px solid ${explanation.valid ? '#2e7d32' : COLOURS.illegal};`,
    },
    reasonText(explanation),
  );
  const figure = el('figure', { class: 'checkers', style: 'margin:0;', 'data-valid': String(explanation.valid) }, reason);
  if (!explanation.valid && explanation.rule)
    figure.append(el('p', { class: 'checkers-rule', style: 'margin:0.2rem 0;font-size:0.9rem;' }, `Rule: ${explanation.rule}.`));
  figure.append(view.element);
  const toMoveText =
    explanation.legalMoves.length === 0
      ? `${redOrWhite(toMove)} has no legal move.`
      : `Legal moves for ${redOrWhite(toMove)} ${explanation.valid ? 'in the final position' : 'there'}: ${explanation.legalMoves.join(' ')}`;
  figure.append(el('p', { class: 'checkers-legal', style: 'margin:0.2rem 0;font-size:0.85rem;' }, toMoveText));
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

// ---- Setting up a record's position by clicking; its moves stay text

const { bit, pieceAt, parsePdnFen, toPdnFen } = rules.checkers;

const PIECE_TOOLS: Readonly<Record<string, rules.checkers.Piece>> = {
  w: { side: 'white', kind: 'man' },
  W: { side: 'white', kind: 'king' },
  r: { side: 'black', kind: 'man' },
  R: { side: 'black', kind: 'king' },
};

function checkersTools(): readonly ToolRow[] {
  const tool = (letter: string): Tool => {
    const piece = PIECE_TOOLS[letter];
    const label = `${redOrWhite(piece.side).toLowerCase()} ${piece.kind}`;
    const icon = svg(
      'svg',
      { viewBox: '0 0 45 45', class: 'piece-icon', role: 'img', 'aria-label': label },
      drawCheckersPiece(piece.side, piece.kind),
    );
    return { letter, label, icon };
  };
  return [
    { label: 'white pieces', tools: [tool('w'), tool('W')] },
    { label: 'red pieces', tools: [tool('r'), tool('R')] },
    { label: 'eraser', tools: [{ letter: '.', label: 'eraser', icon: el('span', { class: 'eraser' }, '⌫') }] },
  ];
}

/** The position's rows as the explanation draws them (r/R Red, w/W White, '.' empty, ' ' light). */
function rowsOf(position: rules.checkers.Position): string[] {
  return Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 }, (_, column) => {
      const square = squareAtRowColumn(row, column);
      if (square === undefined) return ' ';
      const piece = pieceAt(position, square);
      const letter = piece ? (piece.side === 'black' ? 'r' : 'w') : '.';
      return piece?.kind === 'king' ? letter.toUpperCase() : letter;
    }).join(''),
  );
}

/** The position with `tool` used on `square`: the same piece again takes it away. */
function applyChecker(record: CheckersCase, square: number, tool: string): CheckersCase | string {
  const { position } = record;
  const piece = PIECE_TOOLS[tool];
  const there = pieceAt(position, square);
  const put = piece && !(there?.side === piece.side && there.kind === piece.kind) ? piece : undefined;
  const without = ~bit(square);
  const next = {
    turn: position.turn,
    black: (position.black & without) | (put?.side === 'black' ? bit(square) : 0),
    white: (position.white & without) | (put?.side === 'white' ? bit(square) : 0),
    kings: (position.kings & without) | (put?.kind === 'king' ? bit(square) : 0),
  };
  // "0 0" closes the input, so a record keeps at least one piece.
  if (next.black === 0 && next.white === 0) return 'A record keeps at least one piece: its header "0 0" would end the input.';
  return { ...record, position: next };
}

function firstMover(record: CheckersCase, commit: (next: CheckersCase) => void): Controls<CheckersCase> {
  let current = record;
  const name = `first-${Math.random().toString(36).slice(2)}`;
  const inputs = SIDES.map((side) => {
    const input = el('input', { type: 'radio', name, value: side, 'data-side': side });
    input.addEventListener('change', () => {
      if (input.checked) commit({ ...current, position: { ...current.position, turn: side } });
    });
    return input;
  });
  const update = (next: CheckersCase): void => {
    current = next;
    inputs.forEach((input, index) => (input.checked = SIDES[index] === next.position.turn));
  };
  update(record);
  return {
    element: el(
      'fieldset',
      { class: 'sides' },
      el('legend', {}, 'First move'),
      ...inputs.map((input, index) => el('label', {}, input, ` ${redOrWhite(SIDES[index])}`)),
    ),
    update,
  };
}

function positionFromPdn(text: string): rules.checkers.Position | string {
  const read = parsePdnFen(text);
  if (!read.ok) return `column ${read.error.column}: ${read.error.message}`;
  if (read.value.black === 0 && read.value.white === 0) return 'no pieces; a record keeps at least one';
  return read.value;
}

const checkersEditor = positionEditor<CheckersCase, CheckersExplanation>({
  name: 'checkers-editor',
  noun: 'record',
  problem: checkers,
  tools: checkersTools,
  tool: 'w',
  apply: (record, at, tool) => {
    const square = squareAtRowColumn(7 - at.rank, at.file);
    return square === undefined ? 'Pieces stand on the dark, numbered squares only.' : applyChecker(record, square, tool);
  },
  controls: firstMover,
  draw: ({ position }, _explanation, view) => drawPosition(rowsOf(position), position.turn, 'Checkers set-up', {}, view),
  fits: ({ position }, explanation) =>
    explanation.startBoard.join('/') === rowsOf(position).join('/') && explanation.firstMover === position.turn,
  verdict: (_record, explanation) => reasonText(explanation),
  textForm: {
    label: 'PDN FEN',
    write: ({ position }) => toPdnFen(position),
    read: (text, record) => {
      const position = positionFromPdn(text);
      return typeof position === 'string' ? position : { ...record, position };
    },
  },
  link: {
    write: ({ position, moves }) => new URLSearchParams({ fen: toPdnFen(position), moves: moves.map((move) => move.text).join(' ') }),
    read: (params) => {
      const position = positionFromPdn(params.get('fen') ?? '');
      if (typeof position === 'string') return `the link's PDN FEN: ${position}`;
      // Each move is read as a move (squares joined by - or x), never taken as text: a line end or
      // anything else in it would make lines of the input of its own.
      const texts = (params.get('moves') ?? '').split(/[\s,]+/).filter((text) => text !== '');
      const bad = texts.findIndex((text) => !LINK_MOVE.test(text));
      if (bad >= 0) return `the link's move ${bad + 1}, ${JSON.stringify(texts[bad])}, is not a move such as 9-14 or 16x23x14`;
      return { position, moves: texts.map((text, index) => ({ text, line: index + 1, column: 1 })) };
    },
  },
});

/** A move in a link: square numbers joined by "-" or "x" (whether it is legal is judged, not checked here). */
const LINK_MOVE = /^\d{1,2}(?:[-xX]\d{1,2})+$/;

export const checkersRenderer: BoardRenderer<CheckersExplanation> = { draw: drawCheckers, editor: checkersEditor };
