import {
  type CheesySetup,
  type CheesyExplanation,
  cheesyChess,
  rules,
  sideWord,
  type CheesyMove,
} from '../../../src/index.js';
import { type Tool, type ToolRow } from '../board/editing.js';
import { positionEditor } from '../board/editor.js';
import { pieceIcon } from '../board/pieces.js';
import {
  type Arrow,
  type Cell,
  type ViewOptions,
  type Highlight,
  parseCell,
  LAST_MOVE,
  lastMoveTint,
} from '../board/svg.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import { inlineMoves, moveLine, notes, panel, plural, reasons, section, verdict } from './explanation-parts.js';
import type { BoardRenderer } from './types.js';
import { cheesyPlay } from './cheesy-chess-play.js';
import { CHEESY_COLOURS, cellsOf, cheesyGameText, drawCheesyBoard } from './cheesy-chess-board.js';

/**
 * Cheesy Chess (a king hunts a pawn on a board of forbidden F and dangerous D fields): the fixed
 * fields and the pawn's floating dangerous fields drawn apart, the king's best path as arrows,
 * replayed half-move by half-move (Play, Previous / Next), and how the game ends.
 */

/** One moment of the game: where the king and the pawn stand, and what just happened. */
export interface Moment {
  readonly king: string;
  /** Null once the king has taken it. */
  readonly pawn: string | null;
  readonly caption: string;
  /** The move just made. */
  readonly last?: { readonly from: string; readonly to: string; readonly by: 'king' | 'pawn'; readonly san: string };
  /** The king's steps so far. */
  readonly kingSteps: number;
  readonly kingOnDanger?: boolean;
  /** The pawn's floating dangerous fields at this moment. */
  readonly floating: readonly string[];
}

/** The game as moments: the start, then each king step and each pawn reply. */
export function moments(explanation: CheesyExplanation): Moment[] {
  let { king, floating } = explanation;
  let pawn: string | null = explanation.pawn;
  const list: Moment[] = [
    {
      king,
      pawn,
      floating,
      caption: `Start: the king on ${king}, the pawn on ${pawn}; the king moves first.`,
      kingSteps: 0,
    },
  ];
  for (const move of explanation.path) {
    const from = king;
    king = move.king;
    if (move.capturesPawn) pawn = null;
    // Until the pawn replies, its fields stay where they were (none once it is taken).
    const caption =
      `Move ${move.move}: the king steps ` + `${from}-${king}${move.capturesPawn ? ', capturing the pawn' : ''}.`;
    list.push({
      king,
      pawn,
      floating: pawn === null ? [] : floating,
      caption,
      last: { from, to: king, by: 'king', san: `K${move.capturesPawn ? 'x' : ''}${king}` },
      kingSteps: move.move,
    });
    floating = move.floating;
    if (move.pawn !== null && pawn !== null) {
      const pawnFrom: string = pawn;
      pawn = move.pawn;
      const danger = move.kingOnDanger ? ` The king's square ${king} is now dangerous: it must step off.` : '';
      list.push({
        king,
        pawn,
        floating,
        caption: `Move ${move.move}: the pawn goes down ${pawnFrom}-${pawn}.${danger}`,
        // A pawn step in the players' notation is its square alone: "c6".
        last: { from: pawnFrom, to: pawn, by: 'pawn', san: pawn },
        kingSteps: move.move,
        kingOnDanger: move.kingOnDanger === true,
      });
    }
  }
  const end = list[list.length - 1];
  list[list.length - 1] = {
    ...end,
    caption: `${end.caption} ${sideWord(explanation.winner)} wins: ${explanation.ending.text}.`,
  };
  return list;
}

/** A moment of the game drawn with its marks: the floating fields, the first steps, the path so far. */
export function drawMoment(
  explanation: CheesyExplanation,
  moment: Moment,
  final: boolean,
  view: ViewOptions = {},
): SVGSVGElement {
  const rows = explanation.board;
  const height = rows.length;
  const fieldAt = (cell: Cell): string => rows[height - 1 - cell.rank]?.[cell.file] ?? '.';
  const highlights: Highlight[] = [];
  // Fixed D and F fields are drawn as such; a floating ring shows only what the pawn adds.
  const floating = moment.floating.filter((name) => {
    const cell = parseCell(name);
    return cell !== undefined && fieldAt(cell) !== 'D' && fieldAt(cell) !== 'F';
  });
  for (const cell of cellsOf(floating))
    highlights.push({
      cell,
      kind: 'ring',
      colour: CHEESY_COLOURS.floating,
      label: '*',
      title: 'floating dangerous: diagonally below the pawn',
    });
  if (moment.kingOnDanger)
    for (const cell of cellsOf([moment.king]))
      highlights.push({
        cell,
        kind: 'ring',
        colour: CHEESY_COLOURS.floating,
        title: 'the king stands on a dangerous square and must step off',
      });
  // At the start: each first step of the king, a dot where it wins and a cross where it loses.
  if (moment.kingSteps === 0 && !moment.last) {
    for (const first of explanation.firstMoves) {
      const wins = first.winner === 'white';
      for (const cell of cellsOf([first.king])) {
        highlights.push({
          cell,
          kind: wins ? 'dot' : 'cross',
          colour: wins ? CHEESY_COLOURS.white : CHEESY_COLOURS.black,
          title: `first step to ${first.king}: ${sideWord(first.winner)} wins (${first.ending.text})`,
        });
      }
    }
  }
  const arrows: Arrow[] = [];
  if (final) {
    const colour = explanation.winner === 'white' ? CHEESY_COLOURS.white : CHEESY_COLOURS.black;
    for (const cell of cellsOf([explanation.ending.square]))
      highlights.push({ cell, kind: 'dot', colour, title: `the end: ${explanation.ending.text}` });
    // A trapped king: the pawn's attack on the squares it closes, dashed from the pawn.
    for (const closed of explanation.ending.closed ?? []) {
      const [from, to] = cellsOf([closed.attacker ?? '', closed.square]);
      if (closed.attacker && from && to)
        arrows.push({
          from,
          to,
          colour: CHEESY_COLOURS.floating,
          title: `the pawn on ${closed.attacker} makes ${closed.square} dangerous: the king may not step there`,
          dashed: true,
          className: 'attack-line',
        });
    }
  }

  // The king's path so far: earlier steps light, the step just made strong.
  let from = explanation.king;
  for (const move of explanation.path.slice(0, moment.kingSteps)) {
    const [a, b] = cellsOf([from, move.king]);
    const current = moment.last?.by === 'king' && move.move === moment.kingSteps;
    if (a && b)
      arrows.push({
        from: a,
        to: b,
        colour: current ? CHEESY_COLOURS.kingPath : CHEESY_COLOURS.kingPathDone,
        title: `king, move ${move.move}: ${from}-${move.king}`,
      });
    from = move.king;
  }
  if (moment.last?.by === 'pawn') {
    const [a, b] = cellsOf([moment.last.from, moment.last.to]);
    if (a && b)
      arrows.push({
        from: a,
        to: b,
        colour: CHEESY_COLOURS.pawnMove,
        title: `pawn: ${moment.last.from}-${moment.last.to}`,
      });
  }

  const [lastFrom, lastTo] = moment.last ? cellsOf([moment.last.from, moment.last.to]) : [];
  const tint = lastFrom && lastTo ? lastMoveTint(lastFrom, lastTo) : [];
  return drawCheesyBoard(rows, moment.king, moment.pawn, { highlights: [...tint, ...highlights], arrows }, view);
}

function legend(): HTMLElement {
  const item = (style: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: 'swatch', style: `border-radius:0.15rem;${style}` }), text);
  return el(
    'ul',
    { class: 'legend' },
    item(`background:${CHEESY_COLOURS.forbidden};`, 'F forbidden'),
    item(
      `background:${CHEESY_COLOURS.dangerousSquare};border:2px solid ${CHEESY_COLOURS.dangerous};`,
      'D dangerous (fixed)',
    ),
    item(
      `background:transparent;border:3px solid ${CHEESY_COLOURS.floating};`,
      '* floating dangerous (moves with the pawn)',
    ),
    item(`background:${CHEESY_COLOURS.kingPath};`, 'the king’s path'),
    item(`background:${CHEESY_COLOURS.pawnMove};`, 'the pawn’s reply'),
    item(`background:${CHEESY_COLOURS.white};`, 'a first step that wins'),
    item(`background:${CHEESY_COLOURS.black};`, 'a first step that loses'),
    item(`background:${LAST_MOVE};`, 'the last move'),
  );
}

/** For Black's wins: every first step of the king and why it fails, grouped by reason. */
function firstMovesList(explanation: CheesyExplanation): HTMLElement | undefined {
  if (explanation.firstMoves.length === 0) return undefined;
  const byReason = new Map<string, string[]>();
  for (const first of explanation.firstMoves) {
    const reason = `${sideWord(first.winner)} wins: ${first.ending.text}`;
    byReason.set(reason, [...(byReason.get(reason) ?? []), first.king]);
  }
  const heading =
    explanation.winner === 'white' ? 'Each first step of the king:' : 'Every first step of the king fails:';
  return el(
    'details',
    { class: 'cheesy-first-moves', style: 'margin:0.3rem 0;font-size:0.9rem;' },
    el('summary', {}, heading),
    el(
      'ul',
      { style: 'margin:0.2rem 0;padding-left:1.2rem;' },
      ...[...byReason].map(([reason, squares]) => el('li', {}, `king to ${squares.join(', ')}: ${reason}`)),
    ),
  );
}

export function drawCheesyChess(explanation: CheesyExplanation): HTMLElement {
  const list = moments(explanation);
  const steps: ReplayStep[] = list.map((moment, index) => ({
    board: (view) => drawMoment(explanation, moment, index === list.length - 1, view),
    caption: moment.caption,
  }));
  const moves: ReplayMove[] = [];
  list.forEach((moment, index) => {
    if (moment.last)
      moves.push({
        number: moment.kingSteps,
        second: moment.last.by === 'pawn',
        text: moment.last.san,
        step: index,
        title: moment.caption,
      });
  });
  const view = replay({
    steps,
    moves,
    label: 'the king’s path',
    playMs: 700,
    // The game's end in chess's words: 1-0 when White (the king) wins.
    result: explanation.winner === 'white' ? '1-0' : '0-1',
    copy: {
      label: 'Copy the moves',
      text: () =>
        cheesyGameText(explanation.board, explanation.king, explanation.pawn, plies(explanation.path), {
          result: explanation.winner === 'white' ? '1-0' : '0-1',
        }),
    },
  });
  view.element.classList.add('cheesy-replay');
  const n = explanation.moves;
  const summary =
    explanation.winner === 'white'
      ? `White wins in ${plural(n, 'move')}: ${explanation.ending.text}.`
      : explanation.path.length === 0
        ? `Black wins at once: ${explanation.ending.text}.`
        : 'Black wins whatever the king does; ' +
          `the longest resistance (${plural(n, 'move')}) ends when ${explanation.ending.text}.`;
  const figure = el(
    'figure',
    { class: 'cheesy-chess', style: 'margin:0;', 'data-winner': explanation.winner },
    el('p', { class: 'cheesy-ending', style: 'margin:0.3rem 0;font-weight:bold;' }, summary),
    view.element,
    legend(),
  );
  const firsts = firstMovesList(explanation);
  if (firsts) figure.append(firsts);
  figure.append(cheesyPlay(explanation));
  return figure;
}

// ---- Setting up a game by clicking: fields, the king and the pawn, read and written with parse and formatInput

const { geometry, pursuit } = rules;

const fieldIcon = (letter: string): HTMLElement =>
  el('span', { class: `field-icon field-${letter === '.' ? 'open' : letter}` }, letter === '.' ? '' : letter);

function cheesyTools(): readonly ToolRow[] {
  const field = (letter: string, label: string): Tool => ({ letter, label, icon: fieldIcon(letter) });
  return [
    {
      label: 'fields',
      tools: [field('.', 'open field'), field('D', 'dangerous field (D)'), field('F', 'forbidden field (F)')],
    },
    {
      label: 'pieces',
      tools: [
        { letter: 'K', label: 'white king', icon: pieceIcon('white', 'king', 'white king') },
        { letter: 'p', label: 'black pawn', icon: pieceIcon('black', 'pawn', 'black pawn') },
      ],
    },
  ];
}

/** The case with `tool` used on `square`: a field set, or the king or the pawn moved there. */
function applyCheesy(game: CheesySetup, square: number, tool: string): CheesySetup | string {
  const name = geometry.squareName(game.board.shape, square);
  if (tool === 'K' || tool === 'p') {
    const [mover, other] = tool === 'K' ? (['king', 'pawn'] as const) : (['pawn', 'king'] as const);
    if (game[other] === square)
      return `The ${other} stands on ${name}: the king and the pawn need squares of their own.`;
    return { ...game, [mover]: square };
  }
  const code = pursuit.fieldOfLetter(tool);
  if (code === undefined) return game;
  const fields = game.board.fields.slice();
  fields[square] = code;
  return { ...game, board: { shape: game.board.shape, fields } };
}

/** The link's board: rows top first joined by "/", with the king's and the pawn's squares. */
function cheesyFromLink(params: URLSearchParams): CheesySetup | string {
  const rows = (params.get('board') ?? '').split('/');
  const board = pursuit.boardFromRows(rows);
  if (!board)
    return `the link's board ${JSON.stringify(params.get('board'))} is not rows of F, D and '.' of one length`;
  if (rows.length > 26 || rows[0].length > 26) return "the link's board is larger than 26x26";
  const king = geometry.parseSquareName(board.shape, params.get('king') ?? '');
  const pawn = geometry.parseSquareName(board.shape, params.get('pawn') ?? '');
  if (king === undefined) return `the link's king square ${JSON.stringify(params.get('king'))} is not on the board`;
  if (pawn === undefined) return `the link's pawn square ${JSON.stringify(params.get('pawn'))} is not on the board`;
  if (king === pawn) return 'the link puts the king and the pawn on one square';
  return { board, king, pawn };
}

const cheesyChessEditor = positionEditor<CheesySetup, CheesyExplanation>({
  name: 'cheesy-chess-editor',
  noun: 'game',
  problem: cheesyChess,
  tools: cheesyTools,
  tool: () => 'F',
  apply: (game, at, tool) => applyCheesy(game, geometry.squareAt(game.board.shape, at.file, at.rank), tool),
  occupied: (game, at) => [game.king, game.pawn].includes(geometry.squareAt(game.board.shape, at.file, at.rank)),
  // The king or the pawn dragged to another square moves there.
  move: (game, from, to) => {
    const square = geometry.squareAt(game.board.shape, from.file, from.rank);
    return applyCheesy(game, geometry.squareAt(game.board.shape, to.file, to.rank), square === game.king ? 'K' : 'p');
  },
  draw: (game, explanation, view) => {
    const name = (square: number): string => geometry.squareName(game.board.shape, square);
    // Judged: the start as the game's replay draws it (floating fields, each first step's outcome).
    if (explanation) return drawMoment(explanation, moments(explanation)[0], false, view);
    return drawCheesyBoard(pursuit.fieldRows(game.board), name(game.king), name(game.pawn), {}, view);
  },
  fits: (game, explanation) =>
    explanation.board.join('/') === pursuit.fieldRows(game.board).join('/') &&
    explanation.king === geometry.squareName(game.board.shape, game.king) &&
    explanation.pawn === geometry.squareName(game.board.shape, game.pawn),
  verdict: (_game, explanation) => `${sideWord(explanation.winner)} wins: ${explanation.ending.text}.`,
  clear: (game) => ({ ...game, board: { shape: game.board.shape, fields: new Uint8Array(game.board.fields.length) } }),
  link: {
    write: (game) =>
      new URLSearchParams({
        board: pursuit.fieldRows(game.board).join('/'),
        king: geometry.squareName(game.board.shape, game.king),
        pawn: geometry.squareName(game.board.shape, game.pawn),
      }),
    read: cheesyFromLink,
  },
});

/** The plies of the best play: each king step, then the pawn's reply when there is one. */
function plies(path: readonly CheesyMove[]): string[] {
  return path.flatMap((step) => [
    `K${step.capturesPawn ? 'x' : ''}${step.king}`,
    ...(step.pawn === null ? [] : [step.pawn]),
  ]);
}

/**
 * The explanation as HTML: who wins and how the game ends, the best play as a numbered score (the king's
 * steps as K moves, the pawn's replies by their square, `1. Kd4 c5 2. Kxc5`), and every first
 * step of the king with its outcome.
 */

function explanationPanel(explanation: CheesyExplanation): HTMLElement {
  const { path, ending, moves, winner } = explanation;
  const said =
    winner === 'white'
      ? `White wins in ${plural(moves, 'move')}: ${ending.text}.`
      : path.length === 0
        ? `Black wins at once: ${ending.text}.`
        : 'Black wins whatever the king does; ' +
          `the king lasts longest with ${plural(moves, 'move')}, and then ${ending.text}.`;
  const start = `The king starts on ${explanation.king}, the pawn on ${explanation.pawn}; the king moves first.`;
  const play =
    path.length === 0
      ? undefined
      : section(winner === 'white' ? 'Best play' : 'The king’s longest resistance', moveLine(plies(path)));
  const dangers = path
    .filter((step) => step.kingOnDanger)
    .map(
      (step) =>
        `after the pawn’s reply in move ${step.move}, the king’s square ${step.king} is dangerous: it must step off`,
    );
  // First steps that end the same way are listed together, as the text explanation does.
  const byEnding = new Map<string, { winner: string; squares: string[] }>();
  for (const first of explanation.firstMoves) {
    const entry = byEnding.get(first.ending.text) ?? { winner: sideWord(first.winner), squares: [] };
    entry.squares.push(`K${first.king}`);
    byEnding.set(first.ending.text, entry);
  }
  const firstSteps =
    explanation.firstMoves.length === 0
      ? undefined
      : section(
          winner === 'black' ? 'Every first step of the king fails' : 'The king’s first steps',
          reasons(
            [...byEnding].map(([text, entry]) => [...inlineMoves(entry.squares), `: ${entry.winner} wins (${text})`]),
            'explain-reasons first-steps',
          ),
        );
  return panel('cheesy-chess', verdict(said), section('Start', start), play, ...notes(dangers, 'Note'), firstSteps);
}

export const cheesyChessRenderer: BoardRenderer<CheesyExplanation> = {
  draw: drawCheesyChess,
  explanationPanel,
  editor: cheesyChessEditor,
};
