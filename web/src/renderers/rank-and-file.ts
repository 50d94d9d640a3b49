import type { CaseAnswer } from '../../../src/core/registered.js';
import type { RankAndFileExplanation } from '../../../src/problems/rank-and-file/index.js';
import { EditBoard, palette } from '../board/editing.js';
import { type PieceColour, type PieceRole, pieceIcon, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type Cell, type Highlight, type Placement, drawGrid, parseCell } from '../board/svg.js';
import { el } from '../dom.js';
import { isRankAndFileExplanation, rankAndFileMarks } from './rank-and-file-marks.js';
import type { BoardRenderer, EditSession, PositionEditor } from './types.js';

/** Rank and File: the 8x8 board with checking pieces, the king's escapes and the attacked squares around it. */

const ROLE_OF_LETTER: Readonly<Record<string, PieceRole>> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

const COLOURS_OF_MARKS = {
  check: '#d32f2f',
  escape: '#2e7d32',
  block: '#1565c0',
  king: '#fbc02d',
} as const;

/** The contest writes white in lower case, black in upper case. */
function pieceOfLetter(letter: string): { colour: PieceColour; role: PieceRole } | undefined {
  const role = ROLE_OF_LETTER[letter.toLowerCase()];
  if (!role) return undefined;
  return { colour: letter === letter.toLowerCase() ? 'white' : 'black', role };
}

const placements = (rows: readonly string[]): Placement[] => placementsFromRows(rows, pieceOfLetter);

const cell = (name: string): Cell[] => {
  const parsed = parseCell(name);
  return parsed ? [parsed] : [];
};

function marks(explanation: RankAndFileExplanation): { highlights: Highlight[]; arrows: Arrow[] } {
  const found = rankAndFileMarks(explanation);
  const inCheck = found.checkers.length > 0;
  const highlights: Highlight[] = [
    ...cell(found.king).map((at): Highlight => ({
      cell: at,
      kind: 'fill',
      colour: inCheck ? COLOURS_OF_MARKS.check : COLOURS_OF_MARKS.king,
      title: `the ${explanation.side} king${inCheck ? ', in check' : ''}`,
    })),
    ...found.checkers.flatMap(cell).map((at): Highlight => ({ cell: at, kind: 'ring', colour: COLOURS_OF_MARKS.check, title: 'gives check' })),
    ...found.attackedAroundKing.flatMap(cell).map((at): Highlight => ({ cell: at, kind: 'cross', colour: COLOURS_OF_MARKS.check, title: 'attacked: the king may not go here' })),
    ...found.kingEscapes.flatMap(cell).map((at): Highlight => ({ cell: at, kind: 'dot', colour: COLOURS_OF_MARKS.escape, title: 'the king escapes here' })),
  ];
  const arrows: Arrow[] = [
    ...found.checkers.flatMap((from) =>
      cell(from).flatMap((start) => cell(found.king).map((end): Arrow => ({ from: start, to: end, colour: COLOURS_OF_MARKS.check, title: `check from ${from}` }))),
    ),
    ...found.otherEscapes.flatMap((move) =>
      cell(move.from).flatMap((start) => cell(move.to).map((end): Arrow => ({ from: start, to: end, colour: COLOURS_OF_MARKS.block, title: move.san }))),
    ),
  ];
  return { highlights, arrows };
}

const boardLabel = (rows: readonly string[], side: string): string => `Rank and File board, ${side} to judge: ${rows.join('/')}`;

function legend(): HTMLElement {
  const item = (className: string, text: string): HTMLElement => el('li', {}, el('span', { class: `swatch ${className}` }), text);
  return el(
    'ul',
    { class: 'legend' },
    item('swatch-check', 'checking piece / attacked square'),
    item('swatch-escape', 'king escape'),
    item('swatch-block', 'capture or block'),
  );
}

function drawExplanation(explanation: RankAndFileExplanation, onSquare?: (at: Cell) => void): SVGSVGElement {
  const { highlights, arrows } = marks(explanation);
  return drawGrid({
    width: 8,
    height: 8,
    pieces: placements(explanation.board),
    highlights,
    arrows,
    label: boardLabel(explanation.board, explanation.side),
    onSquare,
  });
}

function figure(board: SVGSVGElement, caption: string): HTMLElement {
  return el('figure', { class: 'rank-and-file' }, board, el('figcaption', {}, legend(), el('p', { class: 'fen' }, 'FEN ', el('code', {}, caption))));
}

// ---- Setting up a position by clicking -------------------------------------------------------

const SIDE_LETTER = { white: 'w', black: 'B' } as const;
const ROW = /^[.kqrbnKQRBN]{8}$/;
const lineText = (line: string): string => line.replace(/\r$/, '').replace(/[ \t]+$/, '');

/** The side line and 8 rows of a data set, if the input has them in clean form at `line`. */
export function readPosition(input: string, line: number): { side: 'white' | 'black'; rows: string[] } | undefined {
  const lines = input.split('\n');
  const sideText = lines[line - 1];
  if (sideText === undefined) return undefined;
  const sideLetter = lineText(sideText);
  const side = sideLetter === 'w' || sideLetter === 'W' ? 'white' : sideLetter === 'b' || sideLetter === 'B' ? 'black' : undefined;
  const rows = lines.slice(line, line + 8).map(lineText);
  if (!side || rows.length !== 8 || !rows.every((row) => ROW.test(row))) return undefined;
  return { side, rows };
}

/** The input with the data set at `line` replaced; other lines (and their CRLF ends) untouched. */
export function writePosition(input: string, line: number, side: 'white' | 'black', rows: readonly string[]): string {
  const lines = input.split('\n');
  [SIDE_LETTER[side], ...rows].forEach((text, offset) => {
    const at = line - 1 + offset;
    lines[at] = text + (lines[at]?.endsWith('\r') ? '\r' : '');
  });
  return lines.join('\n');
}

/** Places `letter` ('.' erases) on a square; a second king of a colour moves the first, clicking a piece's twin removes it. */
export function placeLetter(rows: readonly string[], at: Cell, letter: string): string[] {
  const index = 7 - at.rank;
  const current = rows[index][at.file];
  const next = current === letter ? '.' : letter;
  return rows.map((row, r) => {
    let chars = [...row];
    if (next === 'k' || next === 'K') chars = chars.map((c) => (c === next ? '.' : c));
    if (r === index) chars[at.file] = next;
    return chars.join('');
  });
}

const PALETTE: readonly { letter: string; label: string }[] = [
  ...['k', 'q', 'r', 'b', 'n'].map((letter) => ({ letter, label: `white ${ROLE_OF_LETTER[letter]}` })),
  ...['K', 'Q', 'R', 'B', 'N'].map((letter) => ({ letter, label: `black ${ROLE_OF_LETTER[letter.toLowerCase()]}` })),
  { letter: '.', label: 'eraser' },
];

class RankAndFileSession implements EditSession {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private tool = 'K';
  private answer: CaseAnswer | undefined;

  constructor(
    private input: string,
    private readonly line: number,
    private side: 'white' | 'black',
    private rows: string[],
    private readonly onEdit: (input: string) => void,
  ) {
    const tools = PALETTE.map(({ letter, label }) => ({
      letter,
      label,
      icon: letter === '.' ? el('span', { class: 'eraser' }, '⌫') : pieceIcon(pieceOfLetter(letter)!.colour, pieceOfLetter(letter)!.role, label),
    }));
    const toolbar = palette(tools, this.tool, (letter) => (this.tool = letter));
    this.element = el('div', { class: 'editor' }, toolbar, this.sides(), this.board.element);
    this.redraw();
  }

  private sides(): HTMLElement {
    const name = `side-${this.line}-${Math.random().toString(36).slice(2)}`;
    const choice = (side: 'white' | 'black'): HTMLElement => {
      const input = el('input', { type: 'radio', name, value: side, 'data-side': side });
      input.checked = side === this.side;
      input.addEventListener('change', () => {
        if (!input.checked) return;
        this.side = side;
        this.commit();
      });
      return el('label', {}, input, ` ${side} to judge`);
    };
    return el('fieldset', { class: 'sides' }, el('legend', {}, 'Side'), choice('white'), choice('black'));
  }

  private commit(): void {
    this.input = writePosition(this.input, this.line, this.side, this.rows);
    this.answer = undefined;
    this.redraw();
    this.onEdit(this.input);
  }

  show(answer: CaseAnswer | undefined): void {
    this.answer = answer;
    this.redraw();
  }

  private redraw(): void {
    const onSquare = (at: Cell): void => {
      this.rows = placeLetter(this.rows, at, this.tool);
      this.commit();
    };
    const explanation = this.answer?.kind === 'verdict' ? this.answer.explanation : undefined;
    const fits = explanation && isRankAndFileExplanation(explanation) && explanation.board.join('/') === this.rows.join('/') && explanation.side === this.side;
    this.board.show(
      fits
        ? drawExplanation(explanation, onSquare)
        : drawGrid({ width: 8, height: 8, pieces: placements(this.rows), label: boardLabel(this.rows, this.side), onSquare }),
    );
  }
}

const editor: PositionEditor = {
  open(input, line, onEdit) {
    const position = readPosition(input, line);
    return position && new RankAndFileSession(input, line, position.side, position.rows, onEdit);
  },
};

export const rankAndFileRenderer: BoardRenderer = {
  draw(explanation) {
    if (!isRankAndFileExplanation(explanation)) return undefined;
    return figure(drawExplanation(explanation), explanation.fen);
  },
  editor,
};
