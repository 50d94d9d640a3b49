import { type CaseAnswer, type SimplifiedChessCase, type SimplifiedChessExplanation, rules, simplifiedChess } from '../../../src/index.js';

const { chess, geometry } = rules;
import { CaseInText, EditBoard, palette, placePiece } from '../board/editing.js';
import { pieceIcon } from '../board/pieces.js';
import type { Cell } from '../board/svg.js';
import { arrowOf, drawPosition, pieceOfFen } from './simplified-chess-board.js';
import { el } from '../dom.js';
import type { EditSession, PositionEditor } from './types.js';

/**
 * Setting up a Simplified Chess game by clicking: a palette of Q R B N of both colours and an
 * eraser, m as a number input. The game is read with the problem's `parse`, and each edit
 * rewrites its lines with the problem's `formatInput`.
 */

/** The largest m the number input offers (the contest's limit is 6). */
export const MAX_MOVES = 8;

/** Palette letters are FEN's: White upper case, Black lower case; '.' erases. */
const PALETTE = ['Q', 'R', 'B', 'N', 'q', 'r', 'b', 'n', '.'];

class SimplifiedChessSession implements EditSession<SimplifiedChessExplanation> {
  readonly element: HTMLElement;
  private readonly board = new EditBoard();
  private readonly status: HTMLElement;
  private tool = 'R';
  private answer: CaseAnswer<SimplifiedChessExplanation> | undefined;
  private game: SimplifiedChessCase;

  constructor(
    private readonly text: CaseInText<SimplifiedChessCase>,
    private readonly onEdit: (input: string) => void,
  ) {
    this.game = text.value;
    this.status = el('p', { class: 'sc-edit-status', 'aria-live': 'polite', style: 'margin:0.3rem 0;font-size:0.9rem;' });
    this.element = el('div', { class: 'editor simplified-chess-editor' }, this.toolbar(), this.horizon(), this.board.element, this.status);
    this.redraw();
  }

  private toolbar(): HTMLElement {
    const tools = PALETTE.map((letter) => {
      const piece = pieceOfFen(letter);
      const label = piece ? `${piece.color} ${piece.role}` : 'eraser';
      return { letter, label, icon: piece ? pieceIcon(piece.color, piece.role, label) : el('span', { class: 'eraser' }, '⌫') };
    });
    return palette(tools, this.tool, (letter) => (this.tool = letter));
  }

  private horizon(): HTMLElement {
    const input = el('input', {
      type: 'number',
      min: '1',
      max: String(MAX_MOVES),
      step: '1',
      value: String(this.game.moves),
      class: 'sc-moves',
      'aria-label': 'm, the number of moves',
      style: 'width:4rem;',
    });
    input.addEventListener('change', () => {
      const value = Math.round(Number(input.value));
      if (!Number.isFinite(value) || value < 1 || value > MAX_MOVES) {
        input.value = String(this.game.moves);
        return;
      }
      if (value !== this.game.moves) this.commit({ ...this.game, moves: value });
    });
    return el('label', { class: 'sc-horizon', style: 'display:inline-block;margin:0.3rem 0;' }, 'm (moves of both sides): ', input);
  }

  private commit(game: SimplifiedChessCase): void {
    this.game = game;
    this.answer = undefined;
    this.redraw();
    this.onEdit(this.text.write(game));
  }

  show(answer: CaseAnswer<SimplifiedChessExplanation> | undefined): void {
    this.answer = answer;
    this.redraw();
  }

  private redraw(): void {
    const { board, moves } = this.game;
    const onSquare = (at: Cell): void => {
      const square = geometry.squareAt(board.shape, at.file, at.rank);
      this.commit({ moves, board: placePiece(board, square, pieceOfFen(this.tool), 'queen') });
    };
    const rows = chess.fenRows(board);
    const explanation = this.answer?.kind === 'verdict' ? this.answer.explanation : undefined;
    // White's winning first move, when the judged answer is for this very game.
    const fits = explanation && explanation.board.join('/') === rows.join('/') && explanation.moves === moves;
    const arrows =
      fits && explanation.strategy ? arrowOf(explanation.strategy.move, 'white', `White wins with ${explanation.strategy.move.san}`) : [];
    this.board.show(drawPosition(rows, 'Simplified Chess set-up', { arrows }, onSquare));
    this.status.textContent = !this.answer
      ? 'Judging…'
      : fits
        ? explanation.whiteWins
          ? `YES: White wins${explanation.strategy ? ` starting with ${explanation.strategy.move.san}` : ''}.`
          : `NO: Black holds within m = ${moves}.`
        : this.answer.kind === 'verdict'
          ? ''
          : 'Not a valid game yet: see the error above.';
  }
}

export const simplifiedChessEditor: PositionEditor<SimplifiedChessExplanation> = {
  open(input, line, onEdit) {
    const text = CaseInText.open(simplifiedChess, input, line);
    return text && new SimplifiedChessSession(text, onEdit);
  },
};
