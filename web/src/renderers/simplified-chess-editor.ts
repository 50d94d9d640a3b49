import {
  type Problem,
  type SimplifiedChessCase,
  type SimplifiedChessSetup,
  type SimplifiedChessExplanation,
  type SimplifiedChessVerdict,
  rules,
  simplifiedChess,
} from '../../../src/index.js';
import type { SimplifiedChessFamily } from './simplified-chess-play.js';
import { type Tool, movePiece, occupiedAt, placePiece } from '../board/editing.js';
import { type Controls, positionEditor } from '../board/editor.js';
import { pieceIcon } from '../board/pieces.js';
import { arrowOf, drawPosition, pieceOfFen } from './simplified-chess-board.js';
import { el } from '../dom.js';

const { chess, geometry } = rules;

/**
 * Setting up a game of the Simplified Chess Engine's family by clicking: a palette of the game's
 * pieces (Q R B N, and P in its sequel) of both colours and an eraser, m as a number input, FEN in
 * and out. The game is read with the problem's `parse`, and each edit rewrites its lines with the
 * problem's `formatInput`.
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

/** A 4x4 board of the game's pieces (`letters`, White's) from a FEN, or why not. */
function boardFromFen(text: string, letters: string, title: string): rules.chess.ChessBoard | string {
  const read = chess.parseFen(text);
  if (!read.ok) return `column ${read.error.column}: ${read.error.message}`;
  const { board } = read.value;
  if (board.shape.width !== 4 || board.shape.height !== 4)
    return `the board is ${board.shape.width}x${board.shape.height}; expected 4x4`;
  const stranger = [...board.cells.keys()]
    .map((square) => board.pieceAt(square))
    .find((piece) => piece !== undefined && !letters.includes(chess.ROLE_LETTER[piece.role]));
  if (stranger) {
    const allowed = [...letters].map((letter) => `${chess.roleFromLetter(letter)}s`);
    return `a ${stranger.role}; ${title} has ${allowed.slice(0, -1).join(', ')} and ${allowed.at(-1)} only`;
  }
  return board;
}

/** The editor of a problem of the family: its problem object, and its pieces as White's letters ("QRBN"). */
export const simplifiedChessEditorOf = (
  problem: Problem<SimplifiedChessCase, SimplifiedChessVerdict, SimplifiedChessExplanation, SimplifiedChessFamily>,
  letters: string,
) =>
  positionEditor<SimplifiedChessSetup, SimplifiedChessExplanation>({
    name: 'simplified-chess-editor',
    noun: 'game',
    problem,
    tools: () => [
      { label: 'white pieces', tools: [...letters].map(tool) },
      { label: 'black pieces', tools: [...letters.toLowerCase()].map(tool) },
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
        const board = boardFromFen(text, letters, problem.title);
        return typeof board === 'string' ? board : { board, moves };
      },
    },
    link: {
      write: ({ board, moves }) => new URLSearchParams({ fen: chess.toFen(board, 'white'), m: String(moves) }),
      read: (params) => {
        const board = boardFromFen(params.get('fen') ?? '', letters, problem.title);
        const moves = Number(params.get('m') ?? '');
        if (typeof board === 'string') return `the link's FEN: ${board}`;
        if (!Number.isInteger(moves) || moves < 1 || moves > MAX_MOVES)
          return `the link's m is ${JSON.stringify(params.get('m'))}; expected 1 to ${MAX_MOVES}`;
        return { board, moves };
      },
    },
  });

/** The Simplified Chess Engine's editor: queens, rooks, bishops and knights. */
export const simplifiedChessEditor = simplifiedChessEditorOf(simplifiedChess, 'QRBN');
