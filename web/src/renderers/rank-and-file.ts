import {
  type RankAndFileSetup,
  type RankAndFileExplanation,
  type Side,
  otherSide,
  rankAndFile,
  rules,
  sideWord,
} from '../../../src/index.js';
import { type Tool, movePiece, occupiedAt, placePiece } from '../board/editing.js';
import { type BoardView, type Controls, type PlayTarget, positionEditor, sideControls } from '../board/editor.js';
import { pieceIcon, piecesInWords, placementsFromRows } from '../board/pieces.js';
import { type Arrow, type Cell, type Highlight, type Placement, drawGrid, parseCell } from '../board/svg.js';
import { movesWithFen } from '../board/score-sheet.js';
import { el } from '../dom.js';
import { attempt, move, moveList, notes, panel, plural, reasons, section, verdict } from './explanation-parts.js';
import type { BoardRenderer } from './types.js';
import { chessRefusal } from './refusal-marks.js';

const { chess, geometry } = rules;
const { inputRows, pieceFromInputLetter } = rankAndFile;

/**
 * Rank and File: the 8x8 board with the checking pieces, the king's escapes and the attacked squares around it, as the
 * explanation gives them.
 */

/** Okabe and Ito's colours, which colour-blind readers tell apart too; shapes (cross, dot, arrow) differ as well. */
export const COLOURS_OF_MARKS = {
  check: '#d55e00',
  escape: '#009e73',
  block: '#0072b2',
  king: '#f0e442',
} as const;

const placements = (rows: readonly string[]): Placement[] => placementsFromRows(rows, pieceFromInputLetter);

/** The square named `name` as a cell of the drawing, or none (Check the Check's drawing uses these marks too). */
export const cell = (name: string): Cell[] => {
  const parsed = parseCell(name);
  return parsed ? [parsed] : [];
};

export const arrow = (from: string, to: string, colour: string, title: string, style: Partial<Arrow> = {}): Arrow[] =>
  cell(from).flatMap((start) => cell(to).map((end): Arrow => ({ ...style, from: start, to: end, colour, title })));

export const ATTACK_LINE: Partial<Arrow> = { dashed: true, className: 'attack-line' };

/**
 * What the rules forbid, drawn from the explanation: the attacks that stop a way out of a mate
 * which the crosses do not show (dashed: a piece that defends the checking piece, a line through a
 * pinned piece to the king), and the checks on the other king that no game produces. An empty
 * square the king may not step onto is crossed already; lines to each would hide the board.
 */
function attackLines(explanation: RankAndFileExplanation): { highlights: Highlight[]; arrows: Arrow[] } {
  const { king, checkers, failedEscapes, otherCheck } = explanation;
  const occupied = (name: string): boolean =>
    cell(name).some((at) => (explanation.board[7 - at.rank]?.[at.file] ?? '.') !== '.');
  const lines = new Map<string, Arrow[]>();
  for (const failure of failedEscapes) {
    const { attacked } = failure;
    if (attacked === null || !occupied(attacked)) continue;
    for (const from of failure.attackers) {
      // A checking piece's line to the king is drawn already.
      const drawn = attacked === king && checkers.some((piece) => piece.square === from);
      const key = `${from}-${attacked}`;
      if (drawn || lines.has(key)) continue;
      // A line through a pinned piece to the king is drawn in two parts, each clear of the pieces.
      const pinned = attacked === king && failure.from !== null && failure.from !== king ? failure.from : undefined;
      const title = pinned
        ? `${from}'s line to the king through ${pinned}: ${failure.attempt} fails`
        : `${from} defends ${attacked}`;
      lines.set(
        key,
        pinned
          ? [
              ...arrow(from, pinned, COLOURS_OF_MARKS.check, title, ATTACK_LINE),
              ...arrow(pinned, attacked, COLOURS_OF_MARKS.check, title, ATTACK_LINE),
            ]
          : arrow(from, attacked, COLOURS_OF_MARKS.check, title, ATTACK_LINE),
      );
    }
  }
  const arrows = [...lines.values()].flat();
  const highlights: Highlight[] = [];
  if (otherCheck) {
    const title = `the ${explanation.side === 'white' ? 'black' : 'white'} king, in check too: no game produces this`;
    highlights.push(
      ...cell(otherCheck.king).map((at): Highlight => ({
        cell: at,
        kind: 'ring',
        colour: COLOURS_OF_MARKS.check,
        title,
        className: 'other-check',
      })),
    );
    for (const piece of otherCheck.checkers)
      arrows.push(
        ...arrow(piece.square, otherCheck.king, COLOURS_OF_MARKS.check, `check from ${piece.square}`, ATTACK_LINE),
      );
  }
  return { highlights, arrows };
}

function marks(explanation: RankAndFileExplanation): { highlights: Highlight[]; arrows: Arrow[] } {
  const { king, checkers, attackedAroundKing, escapeMoves } = explanation;
  const inCheck = checkers.length > 0;
  const kingMoves = escapeMoves.filter((move) => move.kind === 'king');
  const others = escapeMoves.filter((move) => move.kind !== 'king');
  const highlights: Highlight[] = [
    // The king in check is ringed, as the checking pieces are: an outline leaves the square's own
    // colour, and the last move's tint on it, to be seen.
    ...cell(king).map((at): Highlight => ({
      cell: at,
      kind: inCheck ? 'ring' : 'fill',
      colour: inCheck ? COLOURS_OF_MARKS.check : COLOURS_OF_MARKS.king,
      title: `the ${explanation.side} king${inCheck ? ', in check' : ''}`,
      className: inCheck ? 'king-in-check' : 'king-square',
    })),
    ...checkers
      .flatMap((piece) => cell(piece.square))
      .map((at): Highlight => ({
        cell: at,
        kind: 'ring',
        colour: COLOURS_OF_MARKS.check,
        title: 'gives check',
        className: 'check-ring',
      })),
    ...attackedAroundKing.flatMap(cell).map((at): Highlight => ({
      cell: at,
      kind: 'cross',
      colour: COLOURS_OF_MARKS.check,
      title: 'attacked: the king may not go here',
    })),
    ...kingMoves
      .flatMap((move) => cell(move.to))
      .map((at): Highlight => ({
        cell: at,
        kind: 'dot',
        colour: COLOURS_OF_MARKS.escape,
        title: 'the king escapes here',
      })),
  ];
  const arrows: Arrow[] = [
    ...checkers.flatMap((piece) => arrow(piece.square, king, COLOURS_OF_MARKS.check, `check from ${piece.square}`)),
    ...others.flatMap((move) => arrow(move.from, move.to, COLOURS_OF_MARKS.block, `${move.san} (${move.kind})`)),
  ];
  const forbidden = attackLines(explanation);
  return { highlights: [...highlights, ...forbidden.highlights], arrows: [...arrows, ...forbidden.arrows] };
}

const boardLabel = (rows: readonly string[], side: Side): string =>
  `Rank and File board, ${side} to judge. ${piecesInWords(rows, pieceFromInputLetter)}`;

function legend(explanation: RankAndFileExplanation): HTMLElement {
  const item = (className: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: `swatch ${className}` }), text);
  const lines = attackLines(explanation).arrows.length > 0;
  return el(
    'ul',
    { class: 'legend' },
    item('swatch-check', 'checking piece / attacked square'),
    item('swatch-escape', 'king escape'),
    item('swatch-block', 'capture or block'),
    ...(lines ? [item('swatch-attack-line', 'the attack that forbids it')] : []),
  );
}

function drawExplanation(explanation: RankAndFileExplanation, view: Partial<BoardView> = {}): SVGSVGElement {
  const { highlights, arrows } = marks(explanation);
  return drawGrid({
    ...view,
    width: 8,
    height: 8,
    pieces: placements(explanation.board),
    highlights,
    arrows,
    label: boardLabel(explanation.board, explanation.side),
  });
}

function figure(board: SVGSVGElement, explanation: RankAndFileExplanation): HTMLElement {
  return el(
    'figure',
    { class: 'rank-and-file' },
    board,
    el('figcaption', {}, legend(explanation), el('p', { class: 'fen' }, 'FEN ', el('code', {}, explanation.fen))),
  );
}

// ---- Setting up a position by clicking: the case read and written with the problem's own parse and formatInput

/** Palette letters are the contest's: white in lower case, black in upper case; '.' erases. */
const tool = (letter: string): Tool => {
  const piece = pieceFromInputLetter(letter);
  const label = piece ? `${piece.side} ${piece.role}` : 'eraser';
  return {
    letter,
    label,
    icon: piece ? pieceIcon(piece.side, piece.role, label) : el('span', { class: 'eraser' }, '⌫'),
  };
};

const SIZE = { width: 8, height: 8 };

/** The side to judge. */
const sideChoice = (position: RankAndFileSetup, commit: (next: RankAndFileSetup) => void): Controls<RankAndFileSetup> =>
  sideControls(position, commit, {
    legend: 'Side',
    label: (side) => `${side} to judge`,
    sideOf: (value) => value.side,
    withSide: (value, side) => ({ ...value, side }),
  });

const editor = positionEditor<RankAndFileSetup, RankAndFileExplanation>({
  name: 'rank-and-file-editor',
  noun: 'position',
  problem: rankAndFile,
  tools: () => [
    { label: 'white pieces', tools: [...'kqrbn'].map(tool) },
    { label: 'black pieces', tools: [...'KQRBN'].map(tool) },
    { label: 'eraser', tools: [tool('.')] },
  ],
  // The palette starts on the queen of the side being judged.
  tool: ({ side }) => (side === 'white' ? 'q' : 'Q'),
  apply: ({ side, board }, at, letter) => ({
    side,
    board: placePiece(board, geometry.squareAt(board.shape, at.file, at.rank), pieceFromInputLetter(letter), 'king'),
  }),
  occupied: ({ board }, at) => occupiedAt(board, at),
  move: ({ side, board }, from, to) => ({ side, board: movePiece(board, from, to) }),
  controls: sideChoice,
  draw: ({ board, side }, explanation, view) => {
    const rows = inputRows(board);
    return explanation
      ? drawExplanation(explanation, view)
      : drawGrid({ ...view, width: 8, height: 8, pieces: placements(rows), label: boardLabel(rows, side) });
  },
  fits: ({ board, side }, explanation) =>
    explanation.board.join('/') === inputRows(board).join('/') && explanation.side === side,
  verdict: (_position, explanation) => `${explanation.side.toUpperCase()} IS ${explanation.status}.`,
  clear: ({ side }) => ({ side, board: new chess.ChessBoard(SIZE) }),
  textForm: {
    label: 'FEN',
    write: ({ board, side }) => chess.toFen(board, side),
    read: (text, position) => {
      const read = chess.parseFen(text);
      if (!read.ok) return `column ${read.error.column}: ${read.error.message}`;
      const { board, sideToMove } = read.value;
      if (board.shape.width !== 8 || board.shape.height !== 8)
        return `the board is ${board.shape.width}x${board.shape.height}; expected 8x8`;
      return { board, side: sideToMove ?? position.side };
    },
  },
  play: {
    label: 'Play from here',
    copy: {
      label: 'Copy the moves',
      text: ({ start, moves }) =>
        movesWithFen(chess.toFen(start.board, start.side), moves, { blackFirst: start.side === 'black' }),
    },
    turn: {
      first: 'white',
      of: ({ side }) => side,
      name: sideWord,
      over: ({ side }, explanation) =>
        explanation.status === 'CHECKMATED'
          ? `${sideWord(otherSide(side))} wins: ${sideWord(side)} is checkmated.`
          : explanation.stalemate
            ? `a draw: ${sideWord(side)} is stalemated (no legal move, not in check).`
            : undefined,
    },
    question: ({ board, side }) => ({ kind: 'chess-targets', fen: chess.toFen(board, side), side }),
    targets: ({ side, board }, reply) => {
      if (reply.kind !== 'chess-targets') return reply.kind === 'refused' ? reply.reason : 'no moves';
      const kingAt = board.kingSquare(side);
      const king = kingAt === undefined ? undefined : geometry.squareName(board.shape, kingAt);
      const targets = new Map<string, { squares: Map<string, PlayTarget<RankAndFileSetup>> }>();
      for (const [from, list] of Object.entries(reply.pieces)) {
        const squares = new Map<string, PlayTarget<RankAndFileSetup>>();
        for (const target of list) {
          const after = target.fen === null ? undefined : chess.parseFen(target.fen);
          const moves =
            target.move && after?.ok
              ? [{ label: target.move.san, next: { board: after.value.board, side: otherSide(side) } }]
              : [];
          // A refusal shows what refuses it: the attacker's line, the piece in the way.
          const marks = target.reason === null ? undefined : chessRefusal(from, target, king);
          squares.set(target.to, { moves, reason: target.reason, ...(marks ? { marks } : {}) });
        }
        targets.set(from, { squares });
      }
      return targets;
    },
  },
  link: {
    write: ({ board, side }) => new URLSearchParams({ fen: chess.toFen(board, side) }),
    read: (params) => {
      const read = chess.parseFen(params.get('fen') ?? '');
      if (!read.ok) return `the link's FEN, column ${read.error.column}: ${read.error.message}`;
      const { board, sideToMove } = read.value;
      if (board.shape.width !== 8 || board.shape.height !== 8)
        return `the link's board is ${board.shape.width}x${board.shape.height}; expected 8x8`;
      return { board, side: sideToMove ?? 'white' };
    },
  },
});

const ESCAPE_KIND = { king: 'king move', capture: 'captures the checking piece', block: 'blocks the check' } as const;

/** The explanation as HTML: who attacks the king, and each escape or why none works, moves in SAN. */
function explanationPanel(explanation: RankAndFileExplanation): HTMLElement {
  const { side, king, checkers, status } = explanation;
  const Side = `${side[0].toUpperCase()}${side.slice(1)}`;
  const givers = checkers.map((piece) => `the ${piece.role} on ${piece.square}`);
  const attackers =
    givers.length <= 1 ? givers.join('') : `${givers.slice(0, -1).join(', ')} and ${givers[givers.length - 1]}`;
  const several = givers.length > 1 ? ` (${givers.length === 2 ? 'double' : `${givers.length}-fold`} check)` : '';
  const said =
    status === 'SAFE'
      ? `${Side} is safe: the ${side} king on ${king} is not attacked.`
      : `${Side} is ${status === 'CHECKED' ? 'in check' : 'checkmated'}: the ${side} king on ` +
        `${king} is attacked by ${attackers}${several}.`;
  let detail: HTMLElement | undefined;
  if (status === 'SAFE') {
    detail = section(
      'Moves',
      explanation.stalemate
        ? `${Side} has no legal move: a stalemate, which counts as SAFE.`
        : moveList(`${Side} has ${plural(explanation.legalMoveCount, 'legal move')}: `, explanation.legalMoves),
    );
  } else if (status === 'CHECKED') {
    detail = section(
      `${plural(explanation.escapeMoves.length, 'way', 'ways')} out of the check`,
      reasons(
        explanation.escapeMoves.map((escape) => [move(escape.san), ` (${ESCAPE_KIND[escape.kind]})`]),
        'explain-reasons escapes',
      ),
    );
  } else {
    detail = section(
      'No way out',
      reasons(
        explanation.failedEscapes.map((failure) => attempt(failure.attempt, failure.reason)),
        'explain-reasons failed-escapes',
      ),
    );
  }
  return panel('rank-and-file', verdict(said), detail, ...notes(explanation.warnings, 'Warning'));
}

export const rankAndFileRenderer: BoardRenderer<RankAndFileExplanation> = {
  draw: (explanation) => figure(drawExplanation(explanation), explanation),
  explanationPanel,
  editor,
};
