import {
  type CheckTheCheckExplanation,
  type CheckTheCheckSetup,
  type LineOfAttack,
  checkTheCheck,
  rules,
} from '../../../src/index.js';
import { type Tool, movePiece, occupiedAt, placePiece } from '../board/editing.js';
import { type BoardView, positionEditor } from '../board/editor.js';
import { pieceIcon, piecesInWords, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type Highlight, drawGrid } from '../board/svg.js';
import { el } from '../dom.js';
import { notes, panel, reasons, section, verdict } from './explanation-parts.js';
import { ATTACK_LINE, COLOURS_OF_MARKS, arrow, cell } from './rank-and-file.js';
import { pieceOfFen } from './simplified-chess-board.js';
import type { BoardRenderer } from './types.js';

const { chess, geometry } = rules;

/**
 * Check the Check: the 8x8 board with each check drawn as Rank and File draws its checks (the checking piece and
 * the king ringed, an arrow along the line of attack), and for a king not in check its nearest miss (a dashed line
 * up to the piece in the way, which is ringed), all from the explanation.
 */

const ring = (square: string, colour: string, title: string, className: string): Highlight[] =>
  cell(square).map((at): Highlight => ({ cell: at, kind: 'ring', colour, title, className }));

const piece = ({ side, role, square }: LineOfAttack['piece']): string => `the ${side} ${role} on ${square}`;

function marks(explanation: CheckTheCheckExplanation): { highlights: Highlight[]; arrows: Arrow[] } {
  const highlights: Highlight[] = [];
  const arrows: Arrow[] = [];
  for (const king of explanation.kings) {
    const checked = king.checks.length > 0;
    highlights.push(
      ...(checked
        ? ring(king.square, COLOURS_OF_MARKS.check, `the ${king.side} king, in check`, 'king-in-check')
        : cell(king.square).map((at): Highlight => ({
            cell: at,
            kind: 'fill',
            colour: COLOURS_OF_MARKS.king,
            title: `the ${king.side} king`,
            className: 'king-square',
          }))),
    );
    for (const check of king.checks) {
      const title = `check from ${check.piece.square}`;
      highlights.push(...ring(check.piece.square, COLOURS_OF_MARKS.check, 'gives check', 'check-ring'));
      arrows.push(...arrow(check.piece.square, king.square, COLOURS_OF_MARKS.check, title));
    }
    const miss = king.nearestMiss;
    if (miss) {
      // The line up to the first piece in its way: the attack that piece stops.
      const stop = miss.blockers[0].square;
      const title = `${piece(miss.piece)} would check the ${king.side} king but for ${piece(miss.blockers[0])}`;
      arrows.push(...arrow(miss.piece.square, stop, COLOURS_OF_MARKS.block, title, ATTACK_LINE));
      highlights.push(...ring(stop, COLOURS_OF_MARKS.block, 'stops the line', 'blocker-ring'));
    }
  }
  return { highlights, arrows };
}

const label = (rows: readonly string[]): string => `Check the Check board. ${piecesInWords(rows, pieceOfFen)}`;

function drawBoard(explanation: CheckTheCheckExplanation, view: Partial<BoardView> = {}): SVGSVGElement {
  const pieces = placementsFromRows(explanation.board, pieceOfFen);
  return drawGrid({ ...view, width: 8, height: 8, pieces, ...marks(explanation), label: label(explanation.board) });
}

function figure(board: SVGSVGElement, explanation: CheckTheCheckExplanation): HTMLElement {
  const item = (className: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: `swatch ${className}` }), text);
  const legend = el(
    'ul',
    { class: 'legend' },
    item('swatch-check', 'check: the piece, its line, the king'),
    item('swatch-block', 'nearest miss: the line, the piece in its way'),
  );
  const fen = el('p', { class: 'fen' }, 'FEN ', el('code', {}, explanation.fen));
  return el('figure', { class: 'check-the-check' }, board, el('figcaption', {}, legend, fen));
}

/** A line of attack in words: the piece, the squares it crosses, and what stops it. */
const said = (line: LineOfAttack): string =>
  piece(line.piece) +
  (line.blockers.length > 0
    ? `, stopped by ${line.blockers.map(piece).join(' and ')}`
    : line.line.length > 0
      ? `, across ${line.line.join(', ')}`
      : '');

function explanationPanel(explanation: CheckTheCheckExplanation): HTMLElement {
  const { inCheck, kings } = explanation;
  const checks = kings.flatMap((king) => king.checks.map((check) => [`${said(check)} checks the ${king.side} king`]));
  const misses = kings.flatMap((king) =>
    king.checks.length > 0
      ? []
      : [[`The ${king.side} king on ${king.square}: ${king.nearestMiss ? said(king.nearestMiss) : 'no line to it'}`]],
  );
  return panel(
    'check-the-check',
    verdict(inCheck ? `The ${inCheck} king is in check.` : 'No king is in check.'),
    checks.length > 0 ? section('Checks', reasons(checks, 'explain-reasons checks')) : undefined,
    misses.length > 0 ? section('Nearest misses', reasons(misses, 'explain-reasons misses')) : undefined,
    kings.length === 0 ? section('Kings', 'No king stands on the board.') : undefined,
    ...notes(explanation.oddities, 'Odd'),
  );
}

// ---- Setting up a board by clicking: read and written with the problem's own parse and formatInput

const tool = (letter: string): Tool => {
  const found = pieceOfFen(letter);
  const name = found ? `${found.side} ${found.role}` : 'eraser';
  return {
    letter,
    label: name,
    icon: found ? pieceIcon(found.side, found.role, name) : el('span', { class: 'eraser' }, '⌫'),
  };
};

/** A board with no piece is the closing board, which ends the input: never made by a click. */
const kept = (board: rules.chess.ChessBoard): CheckTheCheckSetup | string =>
  board.cells.some((code) => code !== 0) ? { board } : 'a board of 64 "." is the closing board, which ends the input';

const fenBoard = (text: string, where: string): CheckTheCheckSetup | string => {
  const read = chess.parseFen(text);
  if (!read.ok) return `${where}, column ${read.error.column}: ${read.error.message}`;
  const { board } = read.value;
  return board.shape.width === 8 && board.shape.height === 8 ? kept(board) : `${where}: the board is not 8x8`;
};

const editor = positionEditor<CheckTheCheckSetup, CheckTheCheckExplanation>({
  name: 'check-the-check-editor',
  noun: 'board',
  problem: checkTheCheck,
  tools: () => [
    { label: 'white pieces', tools: [...'KQRBNP'].map(tool) },
    { label: 'black pieces', tools: [...'kqrbnp'].map(tool) },
    { label: 'eraser', tools: [tool('.')] },
  ],
  tool: () => 'Q',
  apply: ({ board }, at, letter) =>
    kept(placePiece(board, geometry.squareAt(board.shape, at.file, at.rank), pieceOfFen(letter), 'king')),
  occupied: ({ board }, at) => occupiedAt(board, at),
  move: ({ board }, from, to) => ({ board: movePiece(board, from, to) }),
  draw: ({ board }, explanation, view) => {
    const rows = chess.fenRows(board);
    return explanation
      ? drawBoard(explanation, view)
      : drawGrid({ ...view, width: 8, height: 8, pieces: placementsFromRows(rows, pieceOfFen), label: label(rows) });
  },
  fits: ({ board }, explanation) => explanation.board.join('/') === chess.fenRows(board).join('/'),
  verdict: (_board, explanation) => `${explanation.inCheck ?? 'no'} king is in check.`,
  // The two kings on their first squares: an empty board would be the closing one.
  clear: () => fenBoard('4k3/8/8/8/8/8/8/4K3', 'the kings') as CheckTheCheckSetup,
  textForm: { label: 'FEN', write: ({ board }) => chess.toFen(board, 'white'), read: (text) => fenBoard(text, 'FEN') },
  link: {
    write: ({ board }) => new URLSearchParams({ fen: chess.toFen(board, 'white') }),
    read: (params) => fenBoard(params.get('fen') ?? '', "the link's FEN"),
  },
});

export const checkTheCheckRenderer: BoardRenderer<CheckTheCheckExplanation> = {
  draw: (explanation) => figure(drawBoard(explanation), explanation),
  explanationPanel,
  editor,
};
