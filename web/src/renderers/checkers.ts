import {
  type CheckersSetup,
  type CheckersExplanation,
  type DueCapture,
  type Side,
  checkers,
  formatInputs,
  otherSide,
  rules,
} from '../../../src/index.js';
import { type Tool, type ToolRow } from '../board/editing.js';
import { type Controls, type PlayTarget, positionEditor, sideControls } from '../board/editor.js';
import { drawCheckersPiece } from '../board/checkers-pieces.js';
import {
  type Arrow,
  type Cell,
  type ViewOptions,
  type Highlight,
  type Placement,
  SVG_NS,
  cellName,
  drawGrid,
  LAST_MOVE,
  lastMoveTint,
  svg,
} from '../board/svg.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { numbered } from '../board/score-sheet.js';
import { inlineMoves, move, moveLine, moveList, panel, plural, section, verdict } from './explanation-parts.js';
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
  played: '#0072b2',
  captured: '#111111',
  illegal: '#cc79a7',
  /** A capture the rules required (Okabe and Ito's bluish green, dashed: what should have been played). */
  due: '#009e73',
} as const;

/** Square 1..32 to the grid's cell: row 1 (squares 1-4) at the top, as the contest draws it. */
export const cellOfSquare = (square: number): Cell => ({ file: columnOf(square), rank: 7 - rowOf(square) });
const playable = (cell: Cell): boolean => squareAtRowColumn(7 - cell.rank, cell.file) !== undefined;

function hopArrows(squares: readonly number[], colour: string, title: string, style: Partial<Arrow> = {}): Arrow[] {
  const arrows: Arrow[] = [];
  for (let index = 1; index < squares.length; index++)
    arrows.push({ ...style, from: cellOfSquare(squares[index - 1]), to: cellOfSquare(squares[index]), colour, title });
  return arrows;
}

/** The captures the rules required instead of the illegal move, dashed, hop by hop. */
const dueArrows = (due: readonly DueCapture[]): Arrow[] =>
  due.flatMap((capture) =>
    hopArrows(capture.path, COLOURS.due, `due: ${capture.move}`, { dashed: true, className: 'due-capture' }),
  );

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

/** The pieces in words, for a screen reader: "Red: men 9, 10, king 5; White: men 21, 22". */
function checkersInWords(rows: readonly string[]): string {
  const found = new Map<string, number[]>();
  rows.forEach((row, index) =>
    [...row].forEach((letter, column) => {
      const square = squareAtRowColumn(index, column);
      if (square !== undefined && PIECE_OF_LETTER[letter]) found.set(letter, [...(found.get(letter) ?? []), square]);
    }),
  );
  const list = (letter: string, one: string, many: string): string[] => {
    const squares = (found.get(letter) ?? []).sort((a, b) => a - b);
    return squares.length === 0 ? [] : [`${squares.length === 1 ? one : many} ${squares.join(', ')}`];
  };
  const side = (name: string, man: string, king: string): string[] => {
    const pieces = [...list(man, 'man', 'men'), ...list(king, 'king', 'kings')];
    return pieces.length === 0 ? [] : [`${name}: ${pieces.join(', ')}`];
  };
  return [...side('Red', 'r', 'R'), ...side('White', 'w', 'W')].join('; ') || 'no pieces';
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
  view: ViewOptions = {},
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
    label: `${label}; ${redOrWhite(toMove)} to move. ${checkersInWords(rows)}`,
    cellTitle: (cell) => {
      const square = squareAtRowColumn(7 - cell.rank, cell.file);
      return square === undefined ? 'light square' : `square ${square}`;
    },
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
    text.setAttribute('x', String(Number(rect.getAttribute('x')) + 2));
    text.setAttribute('y', String(Number(rect.getAttribute('y')) + 11));
    text.setAttribute('font-size', '13');
    text.setAttribute('font-family', 'sans-serif');
    text.setAttribute('fill', COLOURS.number);
    // A dark halo keeps the number readable over a piece's edge or an arrow.
    text.setAttribute('stroke', '#3b2410');
    text.setAttribute('stroke-width', '2.5');
    text.setAttribute('paint-order', 'stroke');
    text.textContent = String(square);
    numbers.append(text);
  }
  // Over everything, arrows too: a number is never hidden.
  board.append(numbers);
  return board;
}

function reasonText(explanation: CheckersExplanation): string {
  if (explanation.valid)
    return explanation.moveCount === 1
      ? 'The one move is legal.'
      : `All ${plural(explanation.moveCount, 'move')} are legal.`;
  const where =
    explanation.moveLine === null ? '' : ` on line ${explanation.moveLine}, column ${explanation.moveColumn ?? '?'}`;
  return (
    `Move ${explanation.illegalMove} (${redOrWhite(explanation.toMove)}), ` +
    `“${explanation.move ?? ''}”${where}, is invalid: ${explanation.evidence ?? explanation.reason ?? ''}.`
  );
}

/** A move's number on the score sheet, and a comment written after it. */
export interface SheetNumber {
  readonly number: number;
  readonly second: boolean;
  readonly comment?: string;
}

/** An illegal move of a record (or of a variation): as written, its squares, why, and its place on the sheet. */
export interface RecordIllegal {
  readonly number: SheetNumber;
  readonly name: string;
  readonly move: string;
  readonly squares: readonly number[];
  readonly evidence: string;
  /** The captures the rules required instead, drawn as arrows. */
  readonly dueCaptures?: readonly DueCapture[];
}

/** A variation of a PDN game: moves played instead of the game's ply `at` (of `plies`), up to its first illegal one. */
export interface RecordVariation {
  readonly at: number;
  readonly plies: readonly RecordView['plies'][number][];
  readonly numbers: readonly SheetNumber[];
  readonly names: readonly string[];
  readonly illegal?: RecordIllegal;
}

/**
 * A game record as a view draws it, from a contest record's explanation or a PDN game's: the same board, replay and
 * marks.
 */
export interface RecordView extends Pick<
  CheckersExplanation,
  'start' | 'startBoard' | 'firstMover' | 'plies' | 'valid' | 'board' | 'toMove' | 'legalMoves'
> {
  /**
   * Each ply's number on the score sheet (PDN's: Red and then White make move n), a comment after it, and its name in
   * captions ("Move 1").
   */
  readonly numbers: readonly SheetNumber[];
  readonly names: readonly string[];
  /** The sentence above the board: every move legal, or the first illegal one and why. */
  readonly said: string;
  /** A comment before the first move. */
  readonly intro?: string;
  readonly illegal?: RecordIllegal & { readonly rule: string | null };
  readonly variations?: readonly RecordVariation[];
  /** The result given, printed at the end of the score sheet. */
  readonly result?: string;
  /** The record as PDN, to copy (the library's formatPdn); none when the view shows only its last moves. */
  readonly pdn?: () => string;
}

export const recordOfExplanation = (explanation: CheckersExplanation): RecordView => ({
  ...explanation,
  // A record of more than 1,000 moves lists its last 1,000: numbered as in the record.
  numbers: explanation.plies.map((_ply, index) =>
    numbered(explanation.playedOmitted + index, explanation.firstMover === 'white'),
  ),
  names: explanation.plies.map((_ply, index) => `Move ${explanation.playedOmitted + index + 1}`),
  said: reasonText(explanation),
  illegal:
    explanation.valid || explanation.illegalMove === null
      ? undefined
      : {
          number: numbered(explanation.illegalMove - 1, explanation.firstMover === 'white'),
          name: `Move ${explanation.illegalMove}`,
          move: explanation.move ?? '',
          squares: explanation.illegalSquares,
          evidence: explanation.evidence ?? '',
          rule: explanation.rule,
          dueCaptures: explanation.dueCaptures,
        },
  ...(explanation.playedOmitted === 0
    ? {
        pdn: () =>
          recordPdn(explanation.start, explanation.plies, explanation.illegalSquares, explanation.move, {
            tags: [{ name: 'Event', value: 'Arbiter: a contest record' }],
          }),
      }
    : {}),
});

/**
 * A game as PDN, with the library's writer: the moves played (full routes) and the illegal one as
 * written, from the start given; parsePdn reads it back to the same moves.
 */
export function recordPdn(
  start: string,
  plies: readonly { readonly path: readonly number[]; readonly captured: readonly number[] }[],
  illegalSquares: readonly number[],
  illegalText: string | null,
  more: Pick<rules.checkers.PdnGameText, 'tags' | 'result' | 'comments' | 'variations'> = {},
): string {
  const position = parsePdnFen(start);
  const moves = plies.map((ply) => ({ squares: ply.path, capture: ply.captured.length > 0 }));
  if (illegalSquares.length >= 2) moves.push({ squares: illegalSquares, capture: /x/i.test(illegalText ?? '') });
  return rules.checkers.formatPdn({ ...more, ...(position.ok ? { start: position.value } : {}), moves });
}

export const drawCheckers = (explanation: CheckersExplanation): HTMLElement =>
  drawRecord(recordOfExplanation(explanation));

/** The board where an illegal move was tried, with its squares ringed and its route drawn. */
function illegalStep(board: readonly string[], toMove: Side, illegal: RecordIllegal): ReplayStep {
  const title = `illegal: ${illegal.move}`;
  const highlights: Highlight[] = illegal.squares.map((square, index) => ({
    cell: cellOfSquare(square),
    kind: 'ring',
    colour: COLOURS.illegal,
    title: index === 0 ? `${title} (from ${square})` : `${title} (to ${square})`,
  }));
  const dueCaptures = illegal.dueCaptures ?? [];
  const due = dueCaptures.map((capture) => capture.move);
  const required =
    due.length === 0 ? '' : ` The rules required ${due.length === 1 ? 'the capture' : 'a capture'}: ${due.join(', ')}.`;
  // The caption names the routes due when the evidence has not (a multiple jump, a jump to go on with).
  const said = due.every((move) => illegal.evidence.includes(move)) ? '' : required;
  return {
    board: (view) =>
      drawPosition(
        board,
        toMove,
        `Checkers, the illegal move.${required}`,
        { arrows: [...dueArrows(dueCaptures), ...hopArrows(illegal.squares, COLOURS.illegal, title)], highlights },
        view,
      ),
    caption:
      `${illegal.name}: ${redOrWhite(toMove)} tries ${illegal.move}, which is illegal: ` +
      `${illegal.evidence}.${said}`,
    ...(illegal.number.comment === undefined ? {} : { comment: illegal.number.comment }),
  };
}

export function drawRecord(record: RecordView): HTMLElement {
  const { plies, toMove, illegal } = record;
  const steps: ReplayStep[] = [];
  steps.push({
    board: (view) => drawPosition(record.startBoard, record.firstMover, 'Checkers, start', {}, view),
    caption: `Start (${record.start}): ${redOrWhite(record.firstMover)} moves first.`,
    ...(record.intro === undefined ? {} : { comment: record.intro }),
  });
  /** The steps of a line of plies, and its sheet moves (each ply's step is the one after it). */
  const line = (
    list: readonly RecordView['plies'][number][],
    numbers: readonly SheetNumber[],
    names: readonly string[],
    after: Side,
  ): ReplayMove[] =>
    list.map((ply, index) => {
      const who = redOrWhite(ply.side);
      const highlights: Highlight[] = ply.captured.map((square) => ({
        cell: cellOfSquare(square),
        kind: 'cross',
        colour: COLOURS.captured,
        title: `captured on ${square}`,
      }));
      const next = list[index + 1]?.side ?? after;
      const { comment } = numbers[index];
      steps.push({
        board: (view) =>
          drawPosition(
            ply.board,
            next,
            `Checkers after ${names[index].toLowerCase()}`,
            {
              arrows: hopArrows(ply.path, COLOURS.played, `${who}: ${ply.move}`),
              highlights: [
                ...lastMoveTint(cellOfSquare(ply.path[0]), cellOfSquare(ply.path[ply.path.length - 1])),
                ...highlights,
              ],
            },
            view,
          ),
        caption:
          `${names[index]}: ${who} plays ` +
          `${ply.move}${ply.captured.length > 0 ? `, capturing on ${ply.captured.join(', ')}` : ''}` +
          `${ply.crowned ? ' and is crowned' : ''}.`,
        ...(comment === undefined ? {} : { comment }),
      });
      return { ...numbers[index], text: ply.move, step: steps.length - 1, title: `${who}: ${ply.move}` };
    });
  const list = line(plies, record.numbers, record.names, toMove);
  if (illegal) {
    steps.push(illegalStep(record.board, toMove, illegal));
    const { caption } = steps[steps.length - 1];
    list.push({ ...illegal.number, text: `${illegal.move} ✗`, step: steps.length - 1, mark: 'bad', title: caption });
  }
  // Each variation after the game's moves: its steps, and its moves beside the move it stands for.
  const withVariations = list.map((move, index) => {
    const variations = (record.variations ?? [])
      .filter((variation) => variation.at === index)
      .map((variation) => {
        const sideAt = plies[index]?.side ?? toMove;
        const end = variation.plies.length % 2 === 0 ? sideAt : otherSide(sideAt);
        const moves = line(variation.plies, variation.numbers, variation.names, end);
        if (variation.illegal) {
          const before = variation.plies[variation.plies.length - 1]?.board ?? boardBefore(index);
          steps.push(illegalStep(before, end, variation.illegal));
          const { caption } = steps[steps.length - 1];
          moves.push({
            ...variation.illegal.number,
            text: `${variation.illegal.move} ✗`,
            step: steps.length - 1,
            mark: 'bad',
            title: caption,
          });
        }
        return moves;
      });
    return variations.length === 0 ? move : { ...move, variations };
  });
  /** The board before the game's ply `index`. */
  function boardBefore(index: number): readonly string[] {
    return index === 0 ? record.startBoard : plies[index - 1].board;
  }
  const { pdn } = record;
  const there = record.valid ? 'in the final position' : 'there';
  // Said under the game's own line only: a variation ends elsewhere.
  const footer =
    record.legalMoves.length === 0
      ? el('p', { class: 'checkers-legal' }, `${redOrWhite(toMove)} has no legal move ${there}.`)
      : el(
          'p',
          { class: 'checkers-legal move-list' },
          `Legal moves for ${redOrWhite(toMove)} ${there}: `,
          ...inlineMoves(record.legalMoves),
        );
  const view = replay({
    steps,
    moves: withVariations,
    label: 'the game record',
    start: record.valid ? 0 : list[list.length - 1].step,
    ...(record.intro === undefined ? {} : { intro: record.intro }),
    ...(record.result === undefined ? {} : { result: record.result }),
    ...(pdn ? { copy: { label: 'Copy as PDN', text: pdn } } : {}),
    footer,
  });
  view.element.classList.add('checkers-replay');

  const reason = el('p', { class: `checkers-reason ${record.valid ? 'valid' : 'invalid'}` }, record.said);
  const figure = el('figure', { class: 'checkers', 'data-valid': String(record.valid) }, reason);
  if (illegal?.rule) figure.append(el('p', { class: 'checkers-rule' }, `Rule: ${illegal.rule}.`));
  figure.append(view.element);
  figure.append(legend(record.valid, (illegal?.dueCaptures?.length ?? 0) > 0));
  return figure;
}

function legend(valid: boolean, due: boolean): HTMLElement {
  const item = (style: string, text: string): HTMLElement => el('li', {}, el('span', { class: 'swatch', style }), text);
  const items = [
    item(`background:${COLOURS.played};`, 'move played'),
    item(`background:transparent;border:2px solid ${COLOURS.captured};`, 'piece captured'),
  ];
  items.push(item(`background:${LAST_MOVE};border-radius:0.15rem;`, 'the last move'));
  if (!valid) items.push(item(`background:${COLOURS.illegal};`, 'the illegal move'));
  if (due)
    items.push(
      item(`background:transparent;border-top:3px dashed ${COLOURS.due};border-radius:0;`, 'a capture that was due'),
    );
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

/** The position with `tool` used on `square`: the same piece again takes it away. */
function applyChecker(record: CheckersSetup, square: number, tool: string): CheckersSetup | string {
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
  if (next.black === 0 && next.white === 0)
    return 'A record keeps at least one piece: its header "0 0" would end the input.';
  return { ...record, position: next };
}

const firstMover = (record: CheckersSetup, commit: (next: CheckersSetup) => void): Controls<CheckersSetup> =>
  sideControls(record, commit, {
    legend: 'First move',
    label: redOrWhite,
    sideOf: (value) => value.position.turn,
    withSide: (value, turn) => ({ ...value, position: { ...value.position, turn } }),
  });

function positionFromPdn(text: string): rules.checkers.Position | string {
  const read = parsePdnFen(text);
  if (!read.ok) return `column ${read.error.column}: ${read.error.message}`;
  if (read.value.black === 0 && read.value.white === 0) return 'no pieces; a record keeps at least one';
  return read.value;
}

const checkersEditor = positionEditor<CheckersSetup, CheckersExplanation>({
  name: 'checkers-editor',
  noun: 'record',
  problem: checkers,
  tools: checkersTools,
  // The palette starts on a man of the side that moves first.
  tool: ({ position }) => (position.turn === 'white' ? 'w' : 'r'),
  apply: (record, at, tool) => {
    const square = squareAtRowColumn(7 - at.rank, at.file);
    return square === undefined
      ? 'Pieces stand on the dark, numbered squares only.'
      : applyChecker(record, square, tool);
  },
  occupied: ({ position }, at) => {
    const square = squareAtRowColumn(7 - at.rank, at.file);
    return square !== undefined && pieceAt(position, square) !== undefined;
  },
  move: (record, from, to) => {
    const origin = squareAtRowColumn(7 - from.rank, from.file);
    const target = squareAtRowColumn(7 - to.rank, to.file);
    if (origin === undefined || target === undefined) return 'Pieces stand on the dark, numbered squares only.';
    const piece = pieceAt(record.position, origin);
    if (!piece || origin === target) return record;
    const letter =
      Object.entries(PIECE_TOOLS).find(([, tool]) => tool.side === piece.side && tool.kind === piece.kind)?.[0] ?? '.';
    const lifted = applyChecker(record, origin, letter);
    return typeof lifted === 'string'
      ? lifted
      : applyChecker({ ...lifted, position: withoutPieceOn(lifted.position, target) }, target, letter);
  },
  controls: firstMover,
  // Playing: the position after the record's moves, as judged; setting up: the start.
  draw: ({ position }, explanation, view) =>
    view.overlay !== undefined && explanation?.valid
      ? drawPosition(explanation.board, explanation.toMove, 'Checkers, the record’s last position', {}, view)
      : drawPosition(checkers.boardRows(position), position.turn, 'Checkers set-up', {}, view),
  fits: ({ position }, explanation) =>
    explanation.startBoard.join('/') === checkers.boardRows(position).join('/') &&
    explanation.firstMover === position.turn,
  verdict: (_record, explanation) => reasonText(explanation),
  textForm: {
    label: 'PDN FEN',
    write: ({ position }) => toPdnFen(position),
    read: (text, record) => {
      const position = positionFromPdn(text);
      return typeof position === 'string' ? position : { ...record, position };
    },
  },
  play: {
    label: 'Play on',
    question: (_record, explanation) => {
      if (!explanation) return undefined;
      if (!explanation.valid)
        return (
          `Move ${explanation.illegalMove ?? '?'} is illegal, so the record cannot go on: fix ` +
          `it or take it out in the input.`
        );
      return { kind: 'checkers-targets', fen: explanation.position };
    },
    targets: (record, reply) => {
      if (reply.kind !== 'checkers-targets') return reply.kind === 'refused' ? reply.reason : 'no moves';
      if (reply.legal.length === 0) return 'The side to move has no legal move: the game is over.';
      const targets = new Map<string, { squares: Map<string, PlayTarget<CheckersSetup>>; stuck?: string }>();
      for (const [from, piece] of Object.entries(reply.pieces)) {
        const squares = new Map<string, PlayTarget<CheckersSetup>>();
        for (const target of piece.targets) {
          const moves = target.moves.map((move) => ({
            label: move.text,
            path: move.path.map(cellOfSquare),
            next: { ...record, moves: [...record.moves, { text: move.text, line: 0, column: 0 }] },
          }));
          // Refused because a capture is due: the captures the rules require, drawn.
          const marks = target.dueCaptures.length > 0 ? { arrows: dueArrows(target.dueCaptures) } : {};
          squares.set(cellName(cellOfSquare(target.to)), {
            moves,
            reason: target.reason,
            ...(marks.arrows ? { marks } : {}),
          });
        }
        targets.set(cellName(cellOfSquare(Number(from))), {
          squares,
          ...(piece.stuck === null ? {} : { stuck: piece.stuck }),
        });
      }
      return targets;
    },
    squareName: (cell) => String(squareAtRowColumn(7 - cell.rank, cell.file) ?? cellName(cell)),
    turn: {
      // PDN's move 1 is Red's (PDN's Black).
      first: 'black',
      of: (_record, explanation) => explanation?.toMove,
      name: redOrWhite,
      over: (_record, explanation) =>
        explanation.valid && explanation.legalMoves.length === 0
          ? `${redOrWhite(otherSide(explanation.toMove))} wins: ${redOrWhite(explanation.toMove)} has no legal move.`
          : undefined,
    },
    extra: (record, explanation) => (explanation ? exports(record, explanation) : undefined),
    copy: {
      label: 'Copy as PDN',
      text: ({ explanation }) =>
        explanation ? (recordOfExplanation(explanation).pdn?.() ?? '') : 'The record is being judged: try again.',
    },
  },
  link: {
    write: ({ position, moves }) =>
      new URLSearchParams({ fen: toPdnFen(position), moves: moves.map((move) => move.text).join(' ') }),
    read: (params) => {
      const position = positionFromPdn(params.get('fen') ?? '');
      if (typeof position === 'string') return `the link's PDN FEN: ${position}`;
      // Each move is read as a move (squares joined by - or x), never taken as text: a line end or
      // anything else in it would make lines of the input of its own.
      const texts = (params.get('moves') ?? '').split(/[\s,]+/).filter((text) => text !== '');
      const bad = texts.findIndex((text) => !LINK_MOVE.test(text));
      if (bad >= 0)
        return `the link's move ${bad + 1}, ${JSON.stringify(texts[bad])}, is not a move such as 9-14 or 16x23x14`;
      return { position, moves: texts.map((text, index) => ({ text, line: index + 1, column: 1 })) };
    },
  },
});

/** The piece on `square` taken away (the square a dragged piece lands on). */
const withoutPieceOn = (position: rules.checkers.Position, square: number): rules.checkers.Position => {
  const keep = ~bit(square);
  return { ...position, black: position.black & keep, white: position.white & keep, kings: position.kings & keep };
};

/** The record as contest input and as PDN (its legal moves), shown and offered for download. */
function exports(record: CheckersSetup, explanation: CheckersExplanation): HTMLElement {
  const contest = formatInputs(checkers, [record]);
  const start = parsePdnFen(explanation.start);
  const pdn = rules.checkers.formatPdn({
    tags: [{ name: 'Event', value: 'Played on Arbiter’s page' }],
    ...(start.ok ? { start: start.value } : {}),
    moves: explanation.plies.map((ply) => ({ squares: ply.path, capture: ply.captured.length > 0 })),
  });
  const part = (title: string, name: string, text: string, file: string): HTMLElement =>
    el(
      'div',
      { class: `export ${name}` },
      el(
        'h4',
        {},
        title,
        ' ',
        el('a', { href: `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`, download: file }, 'download'),
      ),
      el('pre', { class: `export-text ${name}-text` }, text),
    );
  return el(
    'details',
    { class: 'record-export' },
    el('summary', {}, 'Export the record'),
    part('Contest input', 'export-contest', contest, 'record.txt'),
    part('PDN', 'export-pdn', pdn, 'record.pdn'),
  );
}

/** A move in a link: square numbers joined by "-" or "x" (whether it is legal is judged, not checked here). */
const LINK_MOVE = /^\d{1,2}(?:[-xX]\d{1,2})+$/;

/**
 * The explanation as HTML: whether the record is legal, the moves played in PDN numbered as a game score (Red,
 * PDN's Black, moves first: `1. 9-14 23-18 2. 14x23`), the first illegal move with the rule it
 * breaks and what shows it, and the legal moves there.
 */
function explanationPanel(explanation: CheckersExplanation): HTMLElement {
  const { toMove } = explanation;
  const who = redOrWhite(toMove);
  const said = explanation.valid
    ? explanation.moveCount === 1
      ? 'Legal: the record’s one move is legal.'
      : `Legal: all ${plural(explanation.moveCount, 'move')} of the record are legal.`
    : `Illegal: move ${explanation.illegalMove ?? '?'} (${who}), “${explanation.move ?? ''}”${
        explanation.moveLine === null ? '' : ` on line ${explanation.moveLine}, column ${explanation.moveColumn ?? '?'}`
      }, breaks the rules: ${explanation.evidence ?? explanation.reason ?? ''}.`;
  // The record's first move is Red's in PDN's numbering (Red is PDN's Black); White first starts at "1...".
  const firstPly = explanation.firstMover === 'black' ? 0 : 1;
  const last =
    explanation.valid || explanation.move === null
      ? undefined
      : { text: `${explanation.move} ✗`, className: 'illegal' };
  const record =
    explanation.played.length === 0 && !last
      ? undefined
      : section(
          explanation.valid ? 'The record (PDN)' : 'The record up to the illegal move (PDN)',
          moveLine(explanation.played, firstPly + explanation.playedOmitted, last),
        );
  const rule =
    explanation.valid || explanation.rule === null
      ? undefined
      : section('The rule', el('p', {}, `${explanation.rule}.`));
  const legal = section(
    explanation.valid ? `${who} to move in the final position` : `What ${who} could play instead`,
    explanation.legalMoves.length === 0
      ? el('p', {}, `${who} has no legal move.`)
      : moveList('', explanation.legalMoves),
  );
  const start = section(
    'Start',
    el(
      'p',
      {},
      `${redOrWhite(explanation.firstMover)} moves first. Position (PDN FEN): `,
      move(explanation.start, 'fen'),
    ),
  );
  return panel('checkers', verdict(said), rule, record, legal, start);
}

export const checkersRenderer: BoardRenderer<CheckersExplanation> = {
  draw: drawCheckers,
  explanationPanel,
  editor: checkersEditor,
};
