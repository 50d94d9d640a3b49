import { type MoveJson, type Side, type SimplifiedChessExplanation, type StrategyJson, rules, sideWord } from '../../../src/index.js';
import { type BoardMarks, MOVE_COLOUR, TRAIL, arrowOf, drawPosition, trail } from './simplified-chess-board.js';
import { type Cell, type Highlight, cellName, parseCell } from '../board/svg.js';
import { askRules } from '../oracle.js';
import { simplifiedChessEditor } from './simplified-chess-editor.js';
import { type ReplayMove, type ReplayStep, replay } from '../board/replay.js';
import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';
import { simplifiedChessPlay } from './simplified-chess-play.js';

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
 * A 4x4 board on which one side's pieces are moved by hand, by clicking or dragging: the moves on
 * offer come from the explanation (Black's replies in the strategy, White's first moves), and a
 * square refused gets the rules worker's reason as its tooltip and in the status line.
 */
class HandBoard {
  private picked: string | undefined;
  private reasons: ReadonlyMap<string, ReadonlyMap<string, string | null>> | undefined;
  private asked = '';
  private shown: (() => void) | undefined;

  constructor(
    private readonly holder: HTMLElement,
    private readonly status: HTMLElement,
  ) {}

  /** Shows `rows` with `side` to move; `offers` by origin then target square, each a move's SAN. */
  show(
    rows: readonly string[],
    side: Side,
    label: string,
    marks: BoardMarks,
    offers: ReadonlyMap<string, ReadonlyMap<string, string>>,
    onMove: (from: string, to: string) => void,
  ): void {
    // The explanation's rows write an empty square as '.', FEN as a count of them.
    const placement = rows.map((row) => row.replace(/\.+/g, (run) => String(run.length))).join('/');
    const fen = `${placement} ${side === 'white' ? 'w' : 'b'} - - 0 1`;
    if (fen !== this.asked) {
      this.asked = fen;
      this.picked = undefined;
      this.reasons = undefined;
      void askRules({ kind: 'chess-targets', fen, side }).then((answer) => {
        if (this.asked !== fen || answer.kind !== 'chess-targets') return;
        this.reasons = new Map(
          Object.entries(answer.pieces).map(([from, targets]) => [from, new Map(targets.map((target) => [target.to, target.reason]))]),
        );
        this.shown?.();
      });
    }
    const act = (cell: Cell): void => {
      const name = cellName(cell);
      if (this.picked !== undefined && this.picked !== name) {
        const san = offers.get(this.picked)?.get(name);
        if (san !== undefined) return onMove(this.picked, name);
        const reason = this.reasons?.get(this.picked)?.get(name);
        this.status.textContent = `${this.picked}-${name} is not ${reason ? 'legal' : 'on offer'}: ${reason ?? 'it is not a move of the strategy'}.`;
        return;
      }
      if (offers.has(name) || this.reasons?.has(name)) {
        this.picked = name;
        this.status.textContent = offers.has(name) ? '' : `The piece on ${name} has no move on offer here.`;
      } else {
        this.status.textContent = `Pick up a ${side} piece.`;
      }
      draw();
    };
    const draw = (): void => {
      const picked = this.picked;
      const highlights: Highlight[] = [];
      const pickedCell = picked === undefined ? undefined : parseCell(picked);
      if (pickedCell) highlights.push({ cell: pickedCell, kind: 'ring', colour: TRAIL, title: 'picked up' });
      for (const [to, san] of (picked !== undefined && offers.get(picked)) || []) {
        const cell = parseCell(to);
        if (cell) highlights.push({ cell, kind: 'dot', colour: MOVE_COLOUR[side], title: san });
      }
      this.holder.replaceChildren(
        drawPosition(rows, label, marks, {
          onSquare: act,
          overlay: { highlights },
          // Pieces are picked up once the rules worker has said where they may not go.
          draggable: (cell) => this.reasons !== undefined && offers.has(cellName(cell)),
          onDrag: (from, to) => {
            this.picked = cellName(from);
            if (to) act(to);
            else draw();
          },
          squareTitle: (cell) => {
            if (picked === undefined) return undefined;
            const san = offers.get(picked)?.get(cellName(cell));
            if (san !== undefined) return san;
            const reason = this.reasons?.get(picked)?.get(cellName(cell));
            return reason ? `cannot go here: ${reason}` : undefined;
          },
        }),
      );
    };
    this.shown = draw;
    draw();
  }
}

/**
 * Playing Black against White's winning strategy: White's move on the board, Black's replies
 * offered (on the board, and as buttons), and Arbiter's answer to the one chosen, a level deeper
 * each time; only the nodes on the path chosen are drawn.
 */
function strategyView(root: StrategyJson): HTMLElement {
  const holder = el('div', { class: 'sc-tree-board' });
  const where = el('p', { class: 'sc-tree-path', 'aria-live': 'polite' });
  const status = el('p', { class: 'sc-hand-status', 'aria-live': 'polite' });
  const choices = el('p', { class: 'sc-tree-replies move-list' });
  const back = el('button', { type: 'button', class: 'sc-tree-back' }, '◀ Back');
  const restart = el('button', { type: 'button', class: 'sc-tree-top' }, '« First move');
  const board = new HandBoard(holder, status);
  const section = el(
    'details',
    { class: 'sc-tree' },
    el('summary', {}, 'Play Black against White’s strategy'),
    holder,
    where,
    status,
    choices,
    el('div', { class: 'stepper-nav' }, restart, back),
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
    // movesToWin counts this move and every later one of either side, as m does.
    const later = node.movesToWin - 1;
    const win =
      later === 0 ? 'this move takes the queen' : `White takes the queen within ${later} more move${later === 1 ? '' : 's'} of either side`;
    where.textContent = `${chess.numberedLine(sans)}: ${win}.${node.replies.length > 0 ? ' Your move as Black: pick up a piece, or choose a reply below.' : ''}`;
    section.dataset.depth = String(path.length);
    back.disabled = restart.disabled = path.length === 0;
    const offers = new Map<string, Map<string, string>>();
    for (const { reply } of node.replies)
      offers.set(reply.from, (offers.get(reply.from) ?? new Map<string, string>()).set(reply.to, reply.san));
    const choose = (from: string, to: string): void => {
      const found = node.replies.find(({ reply }) => reply.from === from && reply.to === to);
      if (!found?.answer) return;
      path.push({ reply: found.reply, answer: found.answer });
      status.textContent = `Black ${found.reply.san}; Arbiter answers ${found.answer.move.san}.`;
      render();
    };
    board.show(
      node.board,
      'black',
      'Simplified Chess strategy',
      { arrows, highlights: trail(node.move) },
      node.replies.length > 0 ? offers : new Map(),
      choose,
    );
    choices.replaceChildren(
      ...(node.replies.length === 0
        ? ['Black has no reply left: the queen is taken.']
        : [
            `Black’s ${node.replies.length} repl${node.replies.length === 1 ? 'y' : 'ies'}: `,
            ...node.replies.flatMap(({ reply, answer }, index) => {
              const choice = el(
                'button',
                { type: 'button', class: 'sc-reply', 'data-reply': reply.san, title: answer ? `White answers ${answer.move.san}` : '' },
                reply.san,
              );
              choice.disabled = !answer;
              choice.addEventListener('click', () => choose(reply.from, reply.to));
              return index === 0 ? [choice] : [' ', choice];
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

/** Playing White's first move: Arbiter answers with the Black reply that holds, and says why. */
function refutationsView(explanation: SimplifiedChessExplanation): HTMLElement {
  const holder = el('div', { class: 'sc-refutation-board' });
  const caption = el('p', { class: 'sc-refutation-caption', 'aria-live': 'polite' });
  const status = el('p', { class: 'sc-hand-status', 'aria-live': 'polite' });
  const board = new HandBoard(holder, status);
  const buttons: HTMLButtonElement[] = [];
  const offers = new Map<string, Map<string, string>>();
  for (const { move } of explanation.refutations)
    offers.set(move.from, (offers.get(move.from) ?? new Map<string, string>()).set(move.to, move.san));
  const select = (index: number | undefined): void => {
    const refutation = index === undefined ? undefined : explanation.refutations[index];
    buttons.forEach((button, i) => button.setAttribute('aria-pressed', String(i === index)));
    const play = (from: string, to: string): void =>
      select(explanation.refutations.findIndex(({ move }) => move.from === from && move.to === to));
    if (!refutation) {
      board.show(explanation.board, 'white', 'Simplified Chess, start', {}, offers, play);
      caption.textContent = 'Play one of White’s first moves (on the board or below) to see the Black reply that holds.';
      return;
    }
    const arrows = [
      ...arrowOf(refutation.move, 'white', `White: ${refutation.move.san}`),
      ...(refutation.reply ? arrowOf(refutation.reply, 'black', `Black: ${refutation.reply.san}`) : []),
    ];
    board.show(explanation.board, 'white', `Simplified Chess, White tries ${refutation.move.san}`, { arrows }, offers, play);
    caption.textContent = `1. ${refutation.move.san}${refutation.reply ? ` ${refutation.reply.san}` : ''}: ${refutation.why}.`;
  };
  explanation.refutations.forEach((refutation, index) => {
    const button = el(
      'button',
      { type: 'button', class: 'sc-refutation', 'data-move': refutation.move.san, 'aria-pressed': 'false', title: refutation.why },
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
    status,
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
    // Black has something to play only when the first move does not take the queen at once.
    if (explanation.strategy && explanation.strategy.replies.length > 0) figure.append(strategyView(explanation.strategy));
  } else {
    figure.append(refutationsView(explanation));
  }
  figure.append(legend(explanation.whiteWins), simplifiedChessPlay(explanation));
  return figure;
}

export const simplifiedChessRenderer: BoardRenderer<SimplifiedChessExplanation> = {
  draw: drawSimplifiedChess,
  editor: simplifiedChessEditor,
};
