import { el } from '../dom.js';

/**
 * A sequence of boards stepped through one at a time (a winning line, a king's path, a game
 * record): first/previous/next/last buttons, arrow keys, and a caption per step. Boards are drawn
 * only when shown.
 */

export interface Step {
  /** Draws this step's board (drawGrid with the move's arrow, say). */
  readonly board: () => Element;
  /** What happened at this step, as text ("2. Nxa4: the queen is taken"). */
  readonly caption: string;
}

export function stepper(steps: readonly Step[], label: string, start = 0): HTMLElement {
  const holder = el('div', { class: 'stepper-board' });
  const caption = el('p', { class: 'stepper-caption', 'aria-live': 'polite' });
  const counter = el('span', { class: 'stepper-count' });
  const button = (text: string, name: string): HTMLButtonElement => el('button', { type: 'button', 'aria-label': name, title: name }, text);
  const first = button('⏮', 'first step');
  const previous = button('◀', 'previous step');
  const next = button('▶', 'next step');
  const last = button('⏭', 'last step');
  const root = el('div', { class: 'stepper', tabindex: '0', role: 'group', 'aria-label': label }, holder, caption, el('div', { class: 'stepper-nav' }, first, previous, counter, next, last));
  let at = -1;
  const show = (index: number): void => {
    const bounded = Math.max(0, Math.min(steps.length - 1, index));
    if (bounded === at || steps.length === 0) return;
    at = bounded;
    holder.replaceChildren(steps[at].board());
    caption.textContent = steps[at].caption;
    counter.textContent = `${at + 1} / ${steps.length}`;
    root.dataset.step = String(at);
    first.disabled = previous.disabled = at === 0;
    next.disabled = last.disabled = at === steps.length - 1;
  };
  first.addEventListener('click', () => show(0));
  previous.addEventListener('click', () => show(at - 1));
  next.addEventListener('click', () => show(at + 1));
  last.addEventListener('click', () => show(steps.length - 1));
  root.addEventListener('keydown', (event) => {
    const moves: Readonly<Record<string, number>> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]);
  });
  show(start);
  return root;
}
