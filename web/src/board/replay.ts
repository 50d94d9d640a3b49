import { applyStyle, el } from '../dom.js';

/**
 * A replay of boards stepped through one at a time with a move list beside it: Previous / Next
 * (and first / last) buttons, arrow keys, the current move highlighted in the list, an optional
 * Play button that steps on its own. Used by the Simplified Chess, Cheesy Chess and Checkers
 * drawings; nothing in it knows a problem.
 */

export interface ReplayStep {
  /** Draws this step's board. */
  readonly board: () => Element;
  /** What happened at this step, as text. */
  readonly caption: string;
}

export interface ReplayMove {
  /** The move's text in the list ("1. Rd2", "9-14"). */
  readonly label: string;
  /** The step shown when the move is chosen (the board after it). */
  readonly step: number;
  /** Marks a move drawn apart (the illegal one, say). */
  readonly mark?: 'bad';
  readonly title?: string;
}

export interface ReplayOptions {
  readonly steps: readonly ReplayStep[];
  readonly moves: readonly ReplayMove[];
  readonly label: string;
  readonly start?: number;
  /** Adds a Play button that steps every `playMs` milliseconds. */
  readonly playMs?: number;
}

export interface Replay {
  readonly element: HTMLElement;
  show(index: number): void;
}

const CURRENT_STYLE = 'background:#fbc02d;border-color:#a07800;font-weight:bold;';
const BAD_STYLE = 'color:#b71c1c;border-color:#d32f2f;';
const MOVE_STYLE =
  'font:inherit;font-size:0.85rem;padding:0.1rem 0.35rem;margin:0.1rem;border:1px solid #bbb;border-radius:0.3rem;background:#fff;color:inherit;font-weight:normal;cursor:pointer;';

export function replay(options: ReplayOptions): Replay {
  const { steps, moves } = options;
  const holder = el('div', { class: 'stepper-board' });
  const caption = el('p', { class: 'stepper-caption replay-caption', 'aria-live': 'polite' });
  const counter = el('span', { class: 'stepper-count' });
  const button = (text: string, name: string): HTMLButtonElement => el('button', { type: 'button', 'aria-label': name, title: name }, text);
  const first = button('«', 'first position');
  const previous = button('◀ Previous', 'Previous');
  const next = button('Next ▶', 'Next');
  const last = button('»', 'last position');
  // Each pair of buttons keeps together, so that on a phone » never wraps alone.
  const nav = el(
    'div',
    { class: 'stepper-nav' },
    el('span', { class: 'nav-group' }, first, previous),
    counter,
    el('span', { class: 'nav-group' }, next, last),
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  const play = options.playMs === undefined ? undefined : button('▶ Play', 'Play');
  if (play) nav.append(play);
  const moveButtons = moves.map((move) => {
    const item = el(
      'button',
      {
        type: 'button',
        class: 'replay-move',
        'data-move-step': String(move.step),
        style: MOVE_STYLE + (move.mark === 'bad' ? BAD_STYLE : ''),
      },
      move.label,
    );
    if (move.title !== undefined) item.title = move.title;
    if (move.mark) item.dataset.mark = move.mark;
    item.addEventListener('click', () => {
      stop();
      show(move.step);
    });
    return item;
  });
  const list = el(
    'div',
    {
      class: 'replay-moves',
      role: 'list',
      'aria-label': 'moves',
      style: 'display:flex;flex-wrap:wrap;justify-content:center;margin:0.3rem 0;',
    },
    ...moveButtons.map((item) => el('span', { role: 'listitem' }, item)),
  );
  const root = el('div', { class: 'stepper replay', tabindex: '0', role: 'group', 'aria-label': options.label }, holder, caption, nav);
  if (moves.length > 0) root.append(list);
  let at = -1;

  function stop(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (play) {
      play.textContent = '▶ Play';
      play.setAttribute('aria-label', 'Play');
    }
  }

  function show(index: number): void {
    const bounded = Math.max(0, Math.min(steps.length - 1, index));
    if (bounded === at || steps.length === 0) return;
    at = bounded;
    holder.replaceChildren(steps[at].board());
    caption.textContent = steps[at].caption;
    counter.textContent = `${at + 1} / ${steps.length}`;
    root.dataset.step = String(at);
    first.disabled = previous.disabled = at === 0;
    next.disabled = last.disabled = at === steps.length - 1;
    moves.forEach((move, i) => {
      const current = move.step === at;
      const item = moveButtons[i];
      applyStyle(item, MOVE_STYLE + (move.mark === 'bad' ? BAD_STYLE : '') + (current ? CURRENT_STYLE : ''));
      if (current) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    });
  }

  first.addEventListener('click', () => (stop(), show(0)));
  previous.addEventListener('click', () => (stop(), show(at - 1)));
  next.addEventListener('click', () => (stop(), show(at + 1)));
  last.addEventListener('click', () => (stop(), show(steps.length - 1)));
  play?.addEventListener('click', () => {
    if (timer !== undefined) return stop();
    if (at === steps.length - 1) show(0);
    play.textContent = '‖ Pause';
    play.setAttribute('aria-label', 'Pause');
    timer = setInterval(() => {
      // A board removed from the page (judged again) stops its animation.
      if (!root.isConnected || at >= steps.length - 1) return stop();
      show(at + 1);
      if (at >= steps.length - 1) stop();
    }, options.playMs);
  });
  root.addEventListener('keydown', (event) => {
    const targets: Readonly<Record<string, number>> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: steps.length - 1 };
    if (!(event.key in targets) || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    stop();
    show(targets[event.key]);
  });
  show(options.start ?? 0);
  return { element: root, show };
}
