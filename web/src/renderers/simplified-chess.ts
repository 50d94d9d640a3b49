import { type MoveJson, type SimplifiedChessExplanation, type StrategyJson, rules, sideWord } from '../../../src/index.js';
import { MOVE_COLOUR, TRAIL, arrowOf, drawPosition, trail } from './simplified-chess-board.js';
import { simplifiedChessEditor } from './simplified-chess-editor.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';

const { chess } = rules;

/**
 * Simplified Chess (4x4, can White force the capture of Black's queen within m moves): the board
 * with our chess pieces; for YES the main line stepped through and the strategy tree browsable,
 * for NO each of White's first moves with the Black reply that holds, drawn on the board on click.
 */

// ---- YES: the main line and the strategy tree ----------------------------------------------------

function mainLineView(explanation: SimplifiedChessExplanation): HTMLElement | undefined {
  const moves = explanation.mainLineMoves;
  if (moves.length === 0) return undefined;
  const start: ReplayStep = {
    board: () => drawPosition(explanation.board, 'Simplified Chess, start'),
    caption: `Start: White to move, m = ${explanation.moves}.`,
  };
  const steps: ReplayStep[] = [
    start,
    ...moves.map((move, index): ReplayStep => {
      const end = index === moves.length - 1 ? ' White has taken the queen.' : '';
      return {
        board: () =>
          drawPosition(move.board, `Simplified Chess after move ${index + 1}`, {
            arrows: arrowOf(move, move.side),
            highlights: trail(move),
          }),
        caption: `Move ${index + 1}: ${sideWord(move.side)} plays ${move.san} (${move.from}-${move.to}).${end}`,
      };
    }),
  ];
  const list: ReplayMove[] = moves.map((move, index) => ({
    label: `${chess.moveNumber(index)} ${move.san}`,
    step: index + 1,
    title: `${move.side} ${move.role}: ${move.from}-${move.to}`,
  }));
  const view = replay({ steps, moves: list, label: 'main line', playMs: 900 });
  view.element.classList.add('main-line');
  return el(
    'section',
    { class: 'sc-main-line' },
    el('h4', { style: 'margin:0.4rem 0;font-size:0.95rem;' }, 'Main line (Black resisting longest)'),
    view.element,
  );
}

/**
 * The strategy explorer: White's move on the board, Black's replies as buttons, each with White's
 * answer; choosing one goes a level deeper. Only the nodes on the path chosen are drawn.
 */
function strategyView(root: StrategyJson): HTMLElement {
  const holder = el('div', { class: 'sc-tree-board' });
  const where = el('p', { class: 'sc-tree-path', 'aria-live': 'polite', style: 'margin:0.3rem 0;font-size:0.9rem;' });
  const choices = el('div', { class: 'sc-tree-replies', style: 'display:flex;flex-direction:column;gap:0.2rem;' });
  const back = el('button', { type: 'button', class: 'sc-tree-back' }, '◀ Back');
  const restart = el('button', { type: 'button', class: 'sc-tree-top' }, '« First move');
  const section = el(
    'section',
    { class: 'sc-tree' },
    el('h4', { style: 'margin:0.6rem 0 0.3rem;font-size:0.95rem;' }, 'Winning strategy: choose a Black reply, see White’s answer'),
    holder,
    where,
    el('div', { class: 'stepper-nav', style: 'margin-bottom:0.3rem;' }, restart, back),
    choices,
  );
  /** The path: White's moves and the Black replies chosen between them. */
  const path: { reply: MoveJson; answer: StrategyJson }[] = [];

  const render = (): void => {
    let node = root;
    const sans = [node.move.san];
    let arrows = arrowOf(node.move, 'white');
    for (const step of path) {
      sans.push(step.reply.san, step.answer.move.san);
      node = step.answer;
      arrows = [...arrowOf(step.reply, 'black'), ...arrowOf(node.move, 'white')];
    }
    holder.replaceChildren(drawPosition(node.board, 'Simplified Chess strategy', { arrows, highlights: trail(node.move) }));
    const numbered = chess.numberedLine(sans);
    // movesToWin counts this move and every later one of either side, as m does.
    const later = node.movesToWin - 1;
    const win =
      later === 0 ? 'this move takes the queen' : `White takes the queen within ${later} more move${later === 1 ? '' : 's'} of either side`;
    where.textContent = `${numbered}: ${win}.`;
    section.dataset.depth = String(path.length);
    back.disabled = restart.disabled = path.length === 0;
    const { replies } = node;
    choices.replaceChildren(
      ...(replies.length === 0
        ? [el('p', { style: 'margin:0;' }, 'Black has no reply left: the queen is taken.')]
        : [
            el('p', { style: 'margin:0;font-size:0.9rem;' }, `Black’s ${replies.length} repl${replies.length === 1 ? 'y' : 'ies'}:`),
            ...replies.map(({ reply, answer }) => {
              const text = answer
                ? `${reply.san} → White ${answer.move.san}${answer.movesToWin === 1 ? ' (takes the queen)' : ` (takes the queen within ${answer.movesToWin} moves, both sides counted)`}`
                : `${reply.san} → no answer needed`;
              const choice = el('button', { type: 'button', class: 'sc-reply', 'data-reply': reply.san, style: 'text-align:left;' }, text);
              choice.disabled = !answer;
              choice.addEventListener('click', () => {
                if (!answer) return;
                path.push({ reply, answer });
                render();
              });
              return choice;
            }),
          ]),
    );
  };
  back.addEventListener('click', () => {
    path.pop();
    render();
  });
  restart.addEventListener('click', () => {
    path.length = 0;
    render();
  });
  render();
  return section;
}

// ---- NO: the refutations -------------------------------------------------------------------------

function refutationsView(explanation: SimplifiedChessExplanation): HTMLElement {
  const holder = el('div', { class: 'sc-refutation-board' });
  const caption = el('p', { class: 'sc-refutation-caption', 'aria-live': 'polite', style: 'margin:0.3rem 0;font-size:0.9rem;' });
  const buttons: HTMLButtonElement[] = [];
  const select = (index: number | undefined): void => {
    const refutation = index === undefined ? undefined : explanation.refutations[index];
    buttons.forEach((button, i) => {
      button.setAttribute('aria-pressed', String(i === index));
      button.style.background = i === index ? '#fbc02d' : '';
    });
    if (!refutation) {
      holder.replaceChildren(drawPosition(explanation.board, 'Simplified Chess, start'));
      caption.textContent = 'Choose one of White’s first moves to see the Black reply that holds.';
      return;
    }
    const arrows = [
      ...arrowOf(refutation.move, 'white', `White: ${refutation.move.san}`),
      ...(refutation.reply ? arrowOf(refutation.reply, 'black', `Black: ${refutation.reply.san}`) : []),
    ];
    holder.replaceChildren(drawPosition(explanation.board, `Simplified Chess, White tries ${refutation.move.san}`, { arrows }));
    caption.textContent = `1. ${refutation.move.san}${refutation.reply ? ` ${refutation.reply.san}` : ''}: ${refutation.why}.`;
  };
  explanation.refutations.forEach((refutation, index) => {
    const text = `${refutation.move.san}${refutation.reply ? ` ${refutation.reply.san}` : ''}: ${refutation.why}`;
    const button = el(
      'button',
      {
        type: 'button',
        class: 'sc-refutation',
        'data-move': refutation.move.san,
        'aria-pressed': 'false',
        style: 'text-align:left;width:100%;',
      },
      text,
    );
    button.addEventListener('click', () => select(button.getAttribute('aria-pressed') === 'true' ? undefined : index));
    buttons.push(button);
  });
  select(undefined);
  const list = el(
    'ul',
    { class: 'sc-refutations', style: 'list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:0.2rem;' },
    ...buttons.map((button) => el('li', {}, button)),
  );
  return el(
    'section',
    { class: 'sc-refutations-view' },
    holder,
    caption,
    el(
      'h4',
      { style: 'margin:0.4rem 0;font-size:0.95rem;' },
      explanation.refutations.length > 0 ? 'Every first move of White fails:' : 'No first move of White to show.',
    ),
    list,
  );
}

function legend(withTrail: boolean): HTMLElement {
  const item = (colour: string, text: string): HTMLElement =>
    el('li', {}, el('span', { class: 'swatch', style: `background:${colour};` }), text);
  const items = [item(MOVE_COLOUR.white, 'White’s move'), item(MOVE_COLOUR.black, 'Black’s move')];
  if (withTrail) items.push(item(TRAIL, 'last move’s squares'));
  return el('ul', { class: 'legend' }, ...items);
}

export function drawSimplifiedChess(explanation: SimplifiedChessExplanation): HTMLElement {
  const m = explanation.moves;
  const summary = explanation.whiteWins
    ? `White forces the capture of Black’s queen within ${explanation.shortestWin ?? '?'} move${explanation.shortestWin === 1 ? '' : 's'} (m = ${m}).`
    : `White cannot force the capture of Black’s queen within ${m} move${m === 1 ? '' : 's'}.`;
  const figure = el(
    'figure',
    { class: 'simplified-chess', style: 'margin:0;' },
    el('p', { class: 'sc-summary', style: 'margin:0.3rem 0;' }, summary),
  );
  if (explanation.whiteWins) {
    const line = mainLineView(explanation);
    if (line) figure.append(line);
    else figure.append(drawPosition(explanation.board, 'Simplified Chess, start'));
    if (explanation.strategy) figure.append(strategyView(explanation.strategy));
  } else {
    figure.append(refutationsView(explanation));
  }
  figure.append(legend(explanation.whiteWins));
  if (explanation.notes.length > 0)
    figure.append(
      el(
        'ul',
        { class: 'sc-notes', style: 'font-size:0.85rem;margin:0.3rem 0;padding-left:1.2rem;' },
        ...explanation.notes.map((note) => el('li', {}, `Note: ${note}.`)),
      ),
    );
  return figure;
}

export const simplifiedChessRenderer: BoardRenderer<SimplifiedChessExplanation> = {
  draw: drawSimplifiedChess,
  editor: simplifiedChessEditor,
};
