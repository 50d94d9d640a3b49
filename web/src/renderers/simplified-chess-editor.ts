import type { CaseAnswer } from '../../../src/core/registered.js';
import { EditBoard, palette } from '../board/editing.js';
import { pieceIcon } from '../board/pieces.js';
import { type Cell, cellName, parseCell } from '../board/svg.js';
import { arrowOf, drawPosition, isSimplifiedChessExplanation, pieceOfFen } from './simplified-chess-board.js';
import { el } from '../dom.js';
import type { EditSession, PositionEditor } from './types.js';

/**
 * Setting up a Simplified Chess game by clicking: a palette of Q R B N of both colours and an
 * eraser, m as a number input. Each edit rewrites the game's lines ("w b m", then the white and
 * the black pieces as "t c r") in the input; the pieces keep their order, new ones go last.
 */

export interface GamePiece {
  /** FEN letter: White upper case, Black lower case. */
  readonly letter: string;
  /** "a1".."d4". */
  readonly square: string;
}

export interface Game {
  readonly moves: number;
  readonly pieces: readonly GamePiece[];
  /** How many lines the game takes in the input now (header and pieces). */
  readonly lineCount: number;
}

const lineText = (line: string): string => line.replace(/\r$/, '').trim();
const HEADER = /^(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})$/;
const PIECE = /^([QRBNqrbn])\s+([A-Da-d])\s+([1-4])$/;
/** The largest m the number input offers (the contest's limit is 6). */
export const MAX_MOVES = 8;

/** The game whose "w b m" line is line `line` (1-based), when its lines are clean; undefined otherwise. */
export function readGame(input: string, line: number): Game | undefined {
  const lines = input.split('\n');
  const header = lines[line - 1] === undefined ? null : HEADER.exec(lineText(lines[line - 1]));
  if (!header) return undefined;
  const [white, black, moves] = [Number(header[1]), Number(header[2]), Number(header[3])];
  if (moves < 1 || white + black > 16 || line + white + black > lines.length) return undefined;
  const pieces: GamePiece[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < white + black; index++) {
    const piece = PIECE.exec(lineText(lines[line + index]));
    if (!piece) return undefined;
    const letter = index < white ? piece[1].toUpperCase() : piece[1].toLowerCase();
    const square = `${piece[2].toLowerCase()}${piece[3]}`;
    if (taken.has(square)) return undefined;
    taken.add(square);
    pieces.push({ letter, square });
  }
  return { moves, pieces, lineCount: 1 + white + black };
}

/** The game's lines as the contest writes them. */
export function gameLines(moves: number, pieces: readonly GamePiece[]): string[] {
  const white = pieces.filter((piece) => piece.letter === piece.letter.toUpperCase());
  const black = pieces.filter((piece) => piece.letter !== piece.letter.toUpperCase());
  const line = (piece: GamePiece): string => `${piece.letter.toUpperCase()} ${piece.square[0].toUpperCase()} ${piece.square[1]}`;
  return [`${white.length} ${black.length} ${moves}`, ...white.map(line), ...black.map(line)];
}

/** The input with the game at `line` (taking `oldCount` lines) replaced; other lines untouched, CRLF kept. */
export function writeGame(input: string, line: number, oldCount: number, moves: number, pieces: readonly GamePiece[]): string {
  const lines = input.split('\n');
  const crlf = lines[line - 1]?.endsWith('\r') ? '\r' : '';
  lines.splice(line - 1, oldCount, ...gameLines(moves, pieces).map((text) => text + crlf));
  return lines.join('\n');
}

/**
 * Places `letter` ('.' erases) on a square. Clicking a piece's twin removes it; a queen placed
 * moves that side's queen (each side has exactly one).
 */
export function placePiece(pieces: readonly GamePiece[], square: string, letter: string): GamePiece[] {
  const current = pieces.find((piece) => piece.square === square);
  const kept = pieces.filter((piece) => piece.square !== square);
  if (letter === '.' || current?.letter === letter) return kept;
  const others = letter === 'Q' || letter === 'q' ? kept.filter((piece) => piece.letter !== letter) : kept;
  return [...others, { letter, square }];
}

/** Rows 4..1 with FEN letters, as the explanation gives them. */
export function rowsOf(pieces: readonly GamePiece[]): string[] {
  const grid = Array.from({ length: 4 }, () => ['.', '.', '.', '.']);
  for (const piece of pieces) {
    const cell = parseCell(piece.square);
    if (cell) grid[3 - cell.rank][cell.file] = piece.letter;
  }
  return grid.map((row) => row.join(''));
}

const NAMES: Readonly<Record<string, string>> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
const PALETTE: readonly { letter: string; label: string }[] = [
  ...['Q', 'R', 'B', 'N'].map((letter) => ({ letter, label: `white ${NAMES[letter.toLowerCase()]}` })),
  ...['q', 'r', 'b', 'n'].map((letter) => ({ letter, label: `black ${NAMES[letter]}` })),
  { letter: '.', label: 'eraser' },
];

class SimplifiedChessSession implements EditSession {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private readonly status: HTMLElement;
  private tool = 'R';
  private answer: CaseAnswer | undefined;

  constructor(
    private input: string,
    private readonly line: number,
    private lineCount: number,
    private moves: number,
    private pieces: GamePiece[],
    private readonly onEdit: (input: string) => void,
  ) {
    this.status = el('p', { class: 'sc-edit-status', 'aria-live': 'polite', style: 'margin:0.3rem 0;font-size:0.9rem;' });
    this.element = el('div', { class: 'editor simplified-chess-editor' }, this.toolbar(), this.horizon(), this.board.element, this.status);
    this.redraw();
  }

  private toolbar(): HTMLElement {
    const tools = PALETTE.map(({ letter, label }) => {
      const piece = pieceOfFen(letter);
      return { letter, label, icon: piece ? pieceIcon(piece.colour, piece.role, label) : el('span', { class: 'eraser' }, '⌫') };
    });
    return palette(tools, this.tool, (letter) => (this.tool = letter));
  }

  private horizon(): HTMLElement {
    const input = el('input', { type: 'number', min: '1', max: String(MAX_MOVES), step: '1', value: String(this.moves), class: 'sc-moves', 'aria-label': 'm, the number of moves', style: 'width:4rem;' });
    input.addEventListener('change', () => {
      const value = Math.round(Number(input.value));
      if (!Number.isFinite(value) || value < 1 || value > MAX_MOVES) {
        input.value = String(this.moves);
        return;
      }
      if (value === this.moves) return;
      this.moves = value;
      this.commit();
    });
    return el('label', { class: 'sc-horizon', style: 'display:inline-block;margin:0.3rem 0;' }, 'm (moves of both sides): ', input);
  }

  private commit(): void {
    this.input = writeGame(this.input, this.line, this.lineCount, this.moves, this.pieces);
    this.lineCount = 1 + this.pieces.length;
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
      this.pieces = placePiece(this.pieces, cellName(at), this.tool);
      this.commit();
    };
    const rows = rowsOf(this.pieces);
    const explanation = this.answer?.kind === 'verdict' ? this.answer.explanation : undefined;
    const fits = explanation && isSimplifiedChessExplanation(explanation) && explanation.board.join('/') === rows.join('/') && explanation.moves === this.moves;
    // White's winning first move, when the judged answer is for this very position.
    const arrows = fits && explanation.strategy ? arrowOf(explanation.strategy.move, 'white', `White wins with ${explanation.strategy.move.san}`) : [];
    this.board.show(drawPosition(rows, 'Simplified Chess set-up', { arrows }, onSquare));
    this.status.textContent = !this.answer
      ? 'Judging…'
      : fits
        ? explanation.whiteWins
          ? `YES: White wins${explanation.strategy ? ` starting with ${explanation.strategy.move.san}` : ''}.`
          : `NO: Black holds within m = ${this.moves}.`
        : this.answer.kind === 'verdict'
          ? ''
          : 'Not a valid game yet: see the error above.';
  }
}

export const simplifiedChessEditor: PositionEditor = {
  open(input, line, onEdit) {
    const game = readGame(input, line);
    return game && new SimplifiedChessSession(input, line, game.lineCount, game.moves, [...game.pieces], onEdit);
  },
};
