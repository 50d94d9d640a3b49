import { type CaseAnswer, type RankAndFileCase, type RankAndFileExplanation, type Side, rankAndFile, rules } from '../../../src/index.js';

const { geometry } = rules;
const { contestRows, pieceFromContestLetter } = rankAndFile;
import { CaseInText, EditBoard, palette, placePiece } from '../board/editing.js';
import { pieceIcon, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type Cell, type Highlight, type Placement, drawGrid, parseCell } from '../board/svg.js';
import { el } from '../dom.js';
import type { BoardRenderer, EditSession, PositionEditor } from './types.js';

/** Rank and File: the 8x8 board with the checking pieces, the king's escapes and the attacked squares around it, as the explanation gives them. */

const COLOURS_OF_MARKS = {
  check: '#d32f2f',
  escape: '#2e7d32',
  block: '#1565c0',
  king: '#fbc02d',
} as const;

const placements = (rows: readonly string[]): Placement[] => placementsFromRows(rows, pieceFromContestLetter);

const cell = (name: string): Cell[] => {
  const parsed = parseCell(name);
  return parsed ? [parsed] : [];
};

const arrow = (from: string, to: string, colour: string, title: string): Arrow[] =>
  cell(from).flatMap((start) => cell(to).map((end): Arrow => ({ from: start, to: end, colour, title })));

function marks(explanation: RankAndFileExplanation): { highlights: Highlight[]; arrows: Arrow[] } {
  const { king, checkers, attackedAroundKing, escapeMoves } = explanation;
  const inCheck = checkers.length > 0;
  const kingMoves = escapeMoves.filter((move) => move.kind === 'king');
  const others = escapeMoves.filter((move) => move.kind !== 'king');
  const highlights: Highlight[] = [
    ...cell(king).map((at): Highlight => ({
      cell: at,
      kind: 'fill',
      colour: inCheck ? COLOURS_OF_MARKS.check : COLOURS_OF_MARKS.king,
      title: `the ${explanation.side} king${inCheck ? ', in check' : ''}`,
    })),
    ...checkers
      .flatMap((piece) => cell(piece.square))
      .map((at): Highlight => ({ cell: at, kind: 'ring', colour: COLOURS_OF_MARKS.check, title: 'gives check' })),
    ...attackedAroundKing
      .flatMap(cell)
      .map((at): Highlight => ({ cell: at, kind: 'cross', colour: COLOURS_OF_MARKS.check, title: 'attacked: the king may not go here' })),
    ...kingMoves
      .flatMap((move) => cell(move.to))
      .map((at): Highlight => ({ cell: at, kind: 'dot', colour: COLOURS_OF_MARKS.escape, title: 'the king escapes here' })),
  ];
  const arrows: Arrow[] = [
    ...checkers.flatMap((piece) => arrow(piece.square, king, COLOURS_OF_MARKS.check, `check from ${piece.square}`)),
    ...others.flatMap((move) => arrow(move.from, move.to, COLOURS_OF_MARKS.block, `${move.san} (${move.kind})`)),
  ];
  return { highlights, arrows };
}

const boardLabel = (rows: readonly string[], side: Side): string => `Rank and File board, ${side} to judge: ${rows.join('/')}`;

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

function figure(board: SVGSVGElement, fen: string): HTMLElement {
  return el(
    'figure',
    { class: 'rank-and-file' },
    board,
    el('figcaption', {}, legend(), el('p', { class: 'fen' }, 'FEN ', el('code', {}, fen))),
  );
}

// ---- Setting up a position by clicking: the case read and written with the problem's own parse and formatInput

/** Palette letters are the contest's: white in lower case, black in upper case; '.' erases. */
const PALETTE = ['k', 'q', 'r', 'b', 'n', 'K', 'Q', 'R', 'B', 'N', '.'];

class RankAndFileSession implements EditSession<RankAndFileExplanation> {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private tool = 'K';
  private answer: CaseAnswer<RankAndFileExplanation> | undefined;
  private position: RankAndFileCase;

  constructor(
    private readonly text: CaseInText<RankAndFileCase>,
    private readonly line: number,
    private readonly onEdit: (input: string) => void,
  ) {
    this.position = text.value;
    const tools = PALETTE.map((letter) => {
      const piece = pieceFromContestLetter(letter);
      const label = piece ? `${piece.color} ${piece.role}` : 'eraser';
      return { letter, label, icon: piece ? pieceIcon(piece.color, piece.role, label) : el('span', { class: 'eraser' }, '⌫') };
    });
    const toolbar = palette(tools, this.tool, (letter) => (this.tool = letter));
    this.element = el('div', { class: 'editor' }, toolbar, this.sides(), this.board.element);
    this.redraw();
  }

  private sides(): HTMLElement {
    const name = `side-${this.line}-${Math.random().toString(36).slice(2)}`;
    const choice = (side: Side): HTMLElement => {
      const input = el('input', { type: 'radio', name, value: side, 'data-side': side });
      input.checked = side === this.position.side;
      input.addEventListener('change', () => {
        if (input.checked) this.commit({ ...this.position, side });
      });
      return el('label', {}, input, ` ${side} to judge`);
    };
    return el('fieldset', { class: 'sides' }, el('legend', {}, 'Side'), choice('white'), choice('black'));
  }

  private commit(position: RankAndFileCase): void {
    this.position = position;
    this.answer = undefined;
    this.redraw();
    this.onEdit(this.text.write(position));
  }

  show(answer: CaseAnswer<RankAndFileExplanation> | undefined): void {
    this.answer = answer;
    this.redraw();
  }

  private redraw(): void {
    const { board, side } = this.position;
    const onSquare = (at: Cell): void => {
      const square = geometry.squareAt(board.shape, at.file, at.rank);
      this.commit({ side, board: placePiece(board, square, pieceFromContestLetter(this.tool), 'king') });
    };
    const rows = contestRows(board);
    const explanation = this.answer?.kind === 'verdict' ? this.answer.explanation : undefined;
    // The marks only when the answer is for this very position (not one judged before the last click).
    const fits = explanation && explanation.board.join('/') === rows.join('/') && explanation.side === side;
    this.board.show(
      fits
        ? drawExplanation(explanation, onSquare)
        : drawGrid({ width: 8, height: 8, pieces: placements(rows), label: boardLabel(rows, side), onSquare }),
    );
  }
}

const editor: PositionEditor<RankAndFileExplanation> = {
  open(input, line, onEdit) {
    const text = CaseInText.open(rankAndFile, input, line);
    return text && new RankAndFileSession(text, line, onEdit);
  },
};

export const rankAndFileRenderer: BoardRenderer<RankAndFileExplanation> = {
  draw: (explanation) => figure(drawExplanation(explanation), explanation.fen),
  editor,
};
