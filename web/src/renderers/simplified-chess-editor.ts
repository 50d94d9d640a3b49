import {
  type SimplifiedChessSetup,
  type SimplifiedChessExplanation,
  rules,
  simplifiedChess,
} from '../../../src/index.js';
import { type Tool, movePiece, occupiedAt, placePiece } from '../board/editing.js';
import { type Controls, positionEditor } from '../board/editor.js';
import { pieceIcon } from '../board/pieces.js';
import { arrowOf, drawPosition, pieceOfFen } from './simplified-chess-board.js';
import { el } from '../dom.js';

const { chess, geometry } = rules;

/**
 * Setting up a Simplified Chess game by clicking: a palette of Q R B N of both colours and an
 * eraser, m as a number input, FEN in and out. The game is read with the problem's `parse`, and
 * each edit rewrites its lines with the problem's `formatInput`.
 */

/** The largest m the number input offers (the contest's limit is 6). */
export const MAX_MOVES = 8;

/** Palette letters are FEN's: White upper case, Black lower case; '.' erases. */
const tool = (letter: string): Tool => {
  const piece = pieceOfFen(letter);
  const label = piece ? `${piece.side} ${piece.role}` : 'eraser';
  return {
    letter,
    label,
    icon: piece ? pieceIcon(piece.side, piece.role, label) : el('span', { class: 'eraser' }, '⌫'),
  };
};

function horizon(
  game: SimplifiedChessSetup,
  commit: (next: SimplifiedChessSetup) => void,
): Controls<SimplifiedChessSetup> {
  let current = game;
  const input = el('input', {
    type: 'number',
    min: '1',
    max: String(MAX_MOVES),
    step: '1',
    class: 'sc-moves',
    'aria-label': 'm, the number of moves',
    style: 'width:4rem;',
  });
  input.addEventListener('change', () => {
    const value = Math.round(Number(input.value));
    if (!Number.isFinite(value) || value < 1 || value > MAX_MOVES) {
      input.value = String(current.moves);
      return;
    }
    if (value !== current.moves) commit({ ...current, moves: value });
  });
  const update = (next: SimplifiedChessSetup): void => {
    current = next;
    if (document.activeElement !== input) input.value = String(next.moves);
  };
  update(game);
  return {
    element: el(
      'label',
      { class: 'sc-horizon', style: 'display:inline-block;margin:0.3rem 0;' },
      'm (moves of both sides): ',
      input,
    ),
    update,
  };
}

/** A 4x4 board of queens, rooks, bishops and knights from a FEN, or why not. */
function boardFromFen(text: string): rules.chess.ChessBoard | string {
  const read = chess.parseFen(text);
  if (!read.ok) return `column ${read.error.column}: ${read.error.message}`;
  const { board } = read.value;
  if (board.shape.width !== 4 || board.shape.height !== 4)
    return `the board is ${board.shape.width}x${board.shape.height}; expected 4x4`;
  if (board.kingSquare('white') !== undefined || board.kingSquare('black') !== undefined)
    return 'a king; Simplified Chess has queens, rooks, bishops and knights only';
  return board;
}

export const simplifiedChessEditor = positionEditor<SimplifiedChessSetup, SimplifiedChessExplanation>({
  name: 'simplified-chess-editor',
  noun: 'game',
  problem: simplifiedChess,
  tools: () => [
    { label: 'white pieces', tools: [...'QRBN'].map(tool) },
    { label: 'black pieces', tools: [...'qrbn'].map(tool) },
    { label: 'eraser', tools: [tool('.')] },
  ],
  // White is the side judged: its rook to start with.
  tool: () => 'R',
  apply: ({ board, moves }, at, letter) => ({
    moves,
    board: placePiece(board, geometry.squareAt(board.shape, at.file, at.rank), pieceOfFen(letter), 'queen'),
  }),
  occupied: ({ board }, at) => occupiedAt(board, at),
  move: ({ board, moves }, from, to) => ({ board: movePiece(board, from, to), moves }),
  controls: horizon,
  // White's winning first move, when the judged answer is for this very game.
  draw: ({ board }, explanation, view) => {
    const arrows = explanation?.strategy
      ? arrowOf(explanation.strategy.move, 'white', `White wins with ${explanation.strategy.move.san}`)
      : [];
    return drawPosition(chess.fenRows(board), 'Simplified Chess set-up', { arrows }, view);
  },
  fits: ({ board, moves }, explanation) =>
    explanation.board.join('/') === chess.fenRows(board).join('/') && explanation.moves === moves,
  verdict: ({ moves }, explanation) =>
    explanation.whiteWins
      ? `YES: White wins${explanation.strategy ? ` starting with ${explanation.strategy.move.san}` : ''}.`
      : `NO: Black holds within m = ${moves}.`,
  clear: ({ moves }) => ({ moves, board: new chess.ChessBoard({ width: 4, height: 4 }) }),
  textForm: {
    label: 'FEN',
    write: ({ board }) => chess.toFen(board, 'white'),
    read: (text, { moves }) => {
      const board = boardFromFen(text);
      return typeof board === 'string' ? board : { board, moves };
    },
  },
  link: {
    write: ({ board, moves }) => new URLSearchParams({ fen: chess.toFen(board, 'white'), m: String(moves) }),
    read: (params) => {
      const board = boardFromFen(params.get('fen') ?? '');
      const moves = Number(params.get('m') ?? '');
      if (typeof board === 'string') return `the link's FEN: ${board}`;
      if (!Number.isInteger(moves) || moves < 1 || moves > MAX_MOVES)
        return `the link's m is ${JSON.stringify(params.get('m'))}; expected 1 to ${MAX_MOVES}`;
      return { board, moves };
    },
  },
});
