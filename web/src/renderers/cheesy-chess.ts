import { type CheesyExplanation, sideWord } from '../../../src/index.js';
import { drawPiece } from '../board/pieces.js';
import { type Arrow, type Cell, type Highlight, type Placement, DARK, LIGHT, chessColour, drawGrid, parseCell } from '../board/svg.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';

/**
 * Cheesy Chess (a king hunts a pawn on a board of forbidden F and dangerous D fields): the fixed
 * fields and the pawn's floating dangerous fields drawn apart, the king's best path as arrows,
 * replayed half-move by half-move (Play, Previous / Next), and how the game ends.
 */

export const CHEESY_COLOURS = {
  forbidden: '#37474f',
  dangerous: '#c62828',
  dangerousSquare: '#ef9a9a',
  floating: '#ef6c00',
  kingPath: '#1565c0',
  kingPathDone: '#90caf9',
  pawnMove: '#6d4c41',
  white: '#2e7d32',
  black: '#b71c1c',
} as const;

/** One moment of the game: where the king and the pawn stand, and what just happened. */
interface Moment {
  readonly king: string;
  /** Null once the king has taken it. */
  readonly pawn: string | null;
  readonly caption: string;
  /** The move just made. */
  readonly last?: { readonly from: string; readonly to: string; readonly by: 'king' | 'pawn' };
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
    { king, pawn, floating, caption: `Start: the king on ${king}, the pawn on ${pawn}; the king moves first.`, kingSteps: 0 },
  ];
  for (const move of explanation.path) {
    const from = king;
    king = move.king;
    if (move.capturesPawn) pawn = null;
    // Until the pawn replies, its fields stay where they were (none once it is taken).
    const caption = `Move ${move.move}: the king steps ${from}-${king}${move.capturesPawn ? ', capturing the pawn' : ''}.`;
    list.push({ king, pawn, floating: pawn === null ? [] : floating, caption, last: { from, to: king, by: 'king' }, kingSteps: move.move });
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
        last: { from: pawnFrom, to: pawn, by: 'pawn' },
        kingSteps: move.move,
        kingOnDanger: move.kingOnDanger === true,
      });
    }
  }
  const end = list[list.length - 1];
  list[list.length - 1] = { ...end, caption: `${end.caption} ${sideWord(explanation.winner)} wins: ${explanation.ending.text}.` };
  return list;
}

const cellsOf = (names: readonly string[]): Cell[] => names.flatMap((name) => parseCell(name) ?? []);

function drawMoment(explanation: CheesyExplanation, moment: Moment, final: boolean): SVGSVGElement {
  const rows = explanation.board;
  const width = rows[0].length;
  const height = rows.length;
  const fieldAt = (cell: Cell): string => rows[height - 1 - cell.rank]?.[cell.file] ?? '.';
  const colourOf = (cell: Cell): string => {
    const field = fieldAt(cell);
    return field === 'F'
      ? CHEESY_COLOURS.forbidden
      : field === 'D'
        ? CHEESY_COLOURS.dangerousSquare
        : chessColour(cell) === DARK
          ? '#b7c9a8'
          : LIGHT;
  };
  const highlights: Highlight[] = [];
  for (let rank = 0; rank < height; rank++) {
    for (let file = 0; file < width; file++) {
      const cell = { file, rank };
      const field = fieldAt(cell);
      if (field === 'F') highlights.push({ cell, kind: 'fill', colour: CHEESY_COLOURS.forbidden, label: 'F', title: 'F: forbidden' });
      if (field === 'D')
        highlights.push({ cell, kind: 'fill', colour: CHEESY_COLOURS.dangerous, label: 'D', title: 'D: dangerous (fixed)' });
    }
  }
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
  if (final) {
    const colour = explanation.winner === 'white' ? CHEESY_COLOURS.white : CHEESY_COLOURS.black;
    for (const cell of cellsOf([explanation.ending.square]))
      highlights.push({ cell, kind: 'dot', colour, title: `the end: ${explanation.ending.text}` });
  }

  // The king's path so far: earlier steps light, the step just made strong.
  const arrows: Arrow[] = [];
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
    if (a && b) arrows.push({ from: a, to: b, colour: CHEESY_COLOURS.pawnMove, title: `pawn: ${moment.last.from}-${moment.last.to}` });
  }

  const pieces: Placement[] = [
    ...cellsOf([moment.king]).map((cell): Placement => ({ cell, draw: () => drawPiece('white', 'king'), title: 'the king' })),
    ...(moment.pawn === null
      ? []
      : cellsOf([moment.pawn]).map((cell): Placement => ({ cell, draw: () => drawPiece('black', 'pawn'), title: 'the pawn' }))),
  ];
  return drawGrid({
    width,
    height,
    colourOf,
    highlights,
    arrows,
    pieces,
    label: `Cheesy Chess: king on ${moment.king}${moment.pawn ? `, pawn on ${moment.pawn}` : ', pawn taken'}`,
  });
}

function legend(): HTMLElement {
  const item = (style: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: 'swatch', style: `border-radius:0.15rem;${style}` }), text);
  return el(
    'ul',
    { class: 'legend' },
    item(`background:${CHEESY_COLOURS.forbidden};`, 'F forbidden'),
    item(`background:${CHEESY_COLOURS.dangerousSquare};border:2px solid ${CHEESY_COLOURS.dangerous};`, 'D dangerous (fixed)'),
    item(`background:transparent;border:3px solid ${CHEESY_COLOURS.floating};`, '* floating dangerous (moves with the pawn)'),
    item(`background:${CHEESY_COLOURS.kingPath};`, 'the king’s path'),
    item(`background:${CHEESY_COLOURS.pawnMove};`, 'the pawn’s reply'),
    item(`background:${CHEESY_COLOURS.white};`, 'a first step that wins'),
    item(`background:${CHEESY_COLOURS.black};`, 'a first step that loses'),
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
  const heading = explanation.winner === 'white' ? 'Each first step of the king:' : 'Every first step of the king fails:';
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
    board: () => drawMoment(explanation, moment, index === list.length - 1),
    caption: moment.caption,
  }));
  const moves: ReplayMove[] = [];
  list.forEach((moment, index) => {
    if (moment.last)
      moves.push({
        label: `${moment.kingSteps}. ${moment.last.by === 'king' ? 'K' : 'P'} ${moment.last.to}`,
        step: index,
        title: moment.caption,
      });
  });
  const view = replay({ steps, moves, label: 'the king’s path', playMs: 700 });
  view.element.classList.add('cheesy-replay');
  const n = explanation.moves;
  const summary =
    explanation.winner === 'white'
      ? `White wins in ${n} move${n === 1 ? '' : 's'}: ${explanation.ending.text}.`
      : explanation.path.length === 0
        ? `Black wins at once: ${explanation.ending.text}.`
        : `Black wins whatever the king does; the longest resistance (${n} move${n === 1 ? '' : 's'}) ends when ${explanation.ending.text}.`;
  const figure = el(
    'figure',
    { class: 'cheesy-chess', style: 'margin:0;', 'data-winner': explanation.winner },
    el('p', { class: 'cheesy-ending', style: 'margin:0.3rem 0;font-weight:bold;' }, summary),
    view.element,
    legend(),
  );
  const firsts = firstMovesList(explanation);
  if (firsts) figure.append(firsts);
  return figure;
}

export const cheesyChessRenderer: BoardRenderer<CheesyExplanation> = { draw: drawCheesyChess };
