import { type SimplifiedChessExplanation, sideWord } from '../../../src/index.js';
import { MOVE_COLOUR, arrowOf, drawPosition, startFen } from './simplified-chess-board.js';
import { LAST_MOVE, lastMoveTint, parseCell } from '../board/svg.js';
import { simplifiedChessEditor } from './simplified-chess-editor.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { movesWithFen, numbered } from '../board/score-sheet.js';
import { el } from '../dom.js';
import { moveLine, notes, panel, plural, reasons, section, verdict } from './explanation-parts.js';
import type { BoardRenderer, PositionEditor } from './types.js';
import { type SimplifiedChessFamily, simplifiedChessPlay } from './simplified-chess-play.js';

/**
 * Simplified Chess (4x4, can White force the capture of Black's queen within m moves): the board
 * with our chess pieces; for YES the main line stepped through, for NO each of White's first moves
 * with the Black reply that holds, drawn on the board on click; either way, play against Arbiter.
 */

// ---- YES: the main line ----------------------------------------------------

/** The shared last-move tint on a move's squares. */
function lastMove(move: { readonly from: string; readonly to: string }): ReturnType<typeof lastMoveTint> {
  const [from, to] = [parseCell(move.from), parseCell(move.to)];
  return from && to ? lastMoveTint(from, to) : [];
}

function mainLineView(explanation: SimplifiedChessExplanation): HTMLElement | undefined {
  const moves = explanation.mainLineMoves;
  if (moves.length === 0) return undefined;
  const start: ReplayStep = {
    board: (view) => drawPosition(explanation.board, 'Simplified Chess, start', {}, view),
    caption: `Start: White to move, m = ${explanation.moves}.`,
  };
  const steps: ReplayStep[] = [
    start,
    ...moves.map((move, index): ReplayStep => {
      const end = index === moves.length - 1 ? ' White has taken the queen.' : '';
      return {
        board: (view) =>
          drawPosition(
            move.board,
            `Simplified Chess after move ${index + 1}`,
            { arrows: arrowOf(move, move.side), highlights: lastMove(move) },
            view,
          ),
        caption: `Move ${index + 1}: ${sideWord(move.side)} plays ${move.san} (${move.from}-${move.to}).${end}`,
      };
    }),
  ];
  const list: ReplayMove[] = moves.map((move, index) => ({
    ...numbered(index),
    text: move.san,
    step: index + 1,
    title: `${move.side} ${move.role}: ${move.from}-${move.to}`,
  }));
  const view = replay({
    steps,
    moves: list,
    label: 'main line',
    playMs: 900,
    // The line ends with the queen taken: White has won.
    result: '1-0',
    copy: {
      label: 'Copy the moves',
      text: () =>
        movesWithFen(
          startFen(explanation),
          moves.map((move) => move.san),
          { result: '1-0' },
        ),
    },
  });
  view.element.classList.add('main-line');
  return el(
    'section',
    { class: 'sc-main-line' },
    el('h4', { style: 'margin:0.4rem 0;font-size:0.95rem;' }, 'Main line (Black resisting longest)'),
    view.element,
  );
}

// ---- NO: the refutations -------------------------------------------------------------------------

/** White's first moves, each with the Black reply that holds: one chosen is drawn on the board as two arrows. */
function refutationsView(explanation: SimplifiedChessExplanation): HTMLElement {
  const holder = el('div', { class: 'sc-refutation-board' });
  const caption = el('p', { class: 'sc-refutation-caption', 'aria-live': 'polite' });
  const buttons: HTMLButtonElement[] = [];
  const select = (index: number | undefined): void => {
    const refutation = index === undefined ? undefined : explanation.refutations[index];
    buttons.forEach((button, i) => button.setAttribute('aria-pressed', String(i === index)));
    if (!refutation) {
      holder.replaceChildren(drawPosition(explanation.board, 'Simplified Chess, start'));
      caption.textContent = 'Choose one of White’s first moves below to see the Black reply that holds.';
      return;
    }
    const arrows = [
      ...arrowOf(refutation.move, 'white', `White: ${refutation.move.san}`),
      ...(refutation.reply ? arrowOf(refutation.reply, 'black', `Black: ${refutation.reply.san}`) : []),
    ];
    holder.replaceChildren(
      drawPosition(explanation.board, `Simplified Chess, White tries ${refutation.move.san}`, { arrows }),
    );
    caption.textContent =
      `1. ${refutation.move.san}${refutation.reply ? ` ${refutation.reply.san}` : ''}: ` + `${refutation.why}.`;
  };
  explanation.refutations.forEach((refutation, index) => {
    const button = el(
      'button',
      {
        type: 'button',
        class: 'sc-refutation',
        'data-move': refutation.move.san,
        'aria-pressed': 'false',
        title: refutation.why,
      },
      refutation.move.san,
    );
    button.addEventListener('click', () => select(button.getAttribute('aria-pressed') === 'true' ? undefined : index));
    buttons.push(button);
  });
  select(undefined);
  return el(
    'section',
    { class: 'sc-refutations-view' },
    holder,
    caption,
    el(
      'p',
      { class: 'sc-refutations move-list' },
      explanation.refutations.length > 0 ? 'White’s first moves: ' : 'White has no first move.',
      ...buttons.flatMap((button, index) => (index === 0 ? [button] : [' ', button])),
    ),
  );
}

function legend(withTrail: boolean): HTMLElement {
  const item = (colour: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: 'swatch', style: `background:${colour};` }), text);
  const items = [item(MOVE_COLOUR.white, 'White’s move'), item(MOVE_COLOUR.black, 'Black’s move')];
  if (withTrail) items.push(item(LAST_MOVE, 'the last move'));
  return el('ul', { class: 'legend' }, ...items);
}

export function drawSimplifiedChess(
  explanation: SimplifiedChessExplanation,
  problem: SimplifiedChessFamily,
): HTMLElement {
  const m = explanation.moves;
  const summary = explanation.whiteWins
    ? `White forces the capture of Black’s queen within ${plural(explanation.shortestWin ?? m, 'move')} (m = ${m}).`
    : `White cannot force the capture of Black’s queen within ${plural(m, 'move')}.`;
  const figure = el(
    'figure',
    { class: 'simplified-chess', style: 'margin:0;' },
    el('p', { class: 'sc-summary', style: 'margin:0.3rem 0;' }, summary),
  );
  if (explanation.whiteWins) {
    const line = mainLineView(explanation);
    if (line) figure.append(line);
    else figure.append(drawPosition(explanation.board, 'Simplified Chess, start'));
  } else {
    figure.append(refutationsView(explanation));
  }
  figure.append(legend(explanation.whiteWins), simplifiedChessPlay(explanation, problem));
  return figure;
}

/**
 * The explanation as HTML: whether White forces the queen's capture, the main line in numbered SAN, and White's answer
 * to every Black reply or the refutation of every White first move.
 */
function explanationPanel(explanation: SimplifiedChessExplanation): HTMLElement {
  const m = explanation.moves;
  const { strategy } = explanation;
  const parts: (HTMLElement | undefined)[] = [];
  if (explanation.whiteWins) {
    const within =
      explanation.shortestWin === 1 ? 'with its first move' : `within ${plural(explanation.shortestWin ?? m, 'move')}`;
    parts.push(verdict(`Yes: White forces the capture of Black’s queen ${within} (m = ${m}).`));
    if (explanation.mainLine.length > 0)
      parts.push(section('Main line (Black resisting longest)', moveLine(explanation.mainLine)));
    if (strategy && strategy.replies.length > 0)
      parts.push(
        section(
          `White’s answer to each of Black’s ${plural(strategy.replies.length, 'reply', 'replies')} ` +
            `to 1. ${strategy.move.san}`,
          reasons(
            strategy.replies.map(({ reply, answer }) => [
              moveLine(answer ? [strategy.move.san, reply.san, answer.move.san] : [strategy.move.san, reply.san]),
              answer?.movesToWin === 1
                ? ' takes the queen'
                : answer
                  ? ` (the queen falls within ${plural(answer.movesToWin, 'more move')})`
                  : '',
            ]),
            'explain-reasons strategy',
          ),
        ),
      );
  } else {
    parts.push(verdict(`No: White cannot force the capture of Black’s queen within ${plural(m, 'move')}.`));
    parts.push(
      section(
        explanation.refutations.length > 0 ? 'Every first move of White fails' : 'White has no first move',
        reasons(
          explanation.refutations.map((refutation) => [
            moveLine(refutation.reply ? [refutation.move.san, refutation.reply.san] : [refutation.move.san]),
            `: ${refutation.why}`,
          ]),
          'explain-reasons refutations',
        ),
      ),
    );
  }
  parts.push(...notes(explanation.notes, 'Note'));
  parts.push(el('p', { class: 'explain-small' }, `${plural(explanation.nodes, 'position')} searched.`));
  return panel('simplified-chess', ...parts);
}

/**
 * The views of a problem of the family (what it asks is the same; its pieces differ): its id, whose
 * rule questions play, and its editor (simplified-chess-editor.ts `simplifiedChessEditorOf`).
 */
export const simplifiedChessRendererOf = (
  id: SimplifiedChessFamily,
  editor: PositionEditor<SimplifiedChessExplanation>,
): BoardRenderer<SimplifiedChessExplanation> => ({
  draw: (explanation) => drawSimplifiedChess(explanation, id),
  explanationPanel,
  editor,
});

export const simplifiedChessRenderer = simplifiedChessRendererOf('simplified-chess', simplifiedChessEditor);
