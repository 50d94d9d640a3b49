import { el } from '../dom.js';
import { type SheetMove, scoreSheet } from './score-sheet.js';

/**
 * A replay of boards stepped through one at a time with its score sheet under it: Previous / Next
 * (and first / last) buttons, ←/→ and Home/End, the current move highlighted on the sheet, an optional
 * Play button that steps on its own. Used by the Simplified Chess, Cheesy Chess and Checkers
 * drawings; nothing in it knows a problem.
 */

export interface ReplayStep {
  /** Draws this step's board. */
  readonly board: () => Element;
  /** What happened at this step, as text. */
  readonly caption: string;
}

/** A move of the replay: its score-sheet entry, whose `step` is the board after it. */
export type ReplayMove = SheetMove;

export interface ReplayOptions {
  readonly steps: readonly ReplayStep[];
  readonly moves: readonly ReplayMove[];
  readonly label: string;
  readonly start?: number;
  /** A comment before the first move. */
  readonly intro?: string;
  /** Adds a Play button that steps every `playMs` milliseconds. */
  readonly playMs?: number;
}

export interface Replay {
  readonly element: HTMLElement;
  show(index: number): void;
}

export function replay(options: ReplayOptions): Replay {
  const { steps, moves } = options;
  const holder = el('div', { class: 'stepper-board' });
  const caption = el('p', { class: 'stepper-caption replay-caption', 'aria-live': 'polite' });
  const counter = el('span', { class: 'stepper-count' });
  const button = (text: string, name: string): HTMLButtonElement =>
    el('button', { type: 'button', 'aria-label': name, title: name }, text);
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
  const sheet = scoreSheet({
    moves,
    label: 'moves',
    ...(options.intro === undefined ? {} : { intro: options.intro }),
    onPick: (step) => {
      stop();
      show(step);
    },
  });
  const root = el(
    'div',
    { class: 'stepper replay', tabindex: '0', role: 'group', 'aria-label': options.label },
    holder,
    caption,
    nav,
  );
  if (moves.length > 0 || options.intro !== undefined) root.append(sheet.element);
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
    sheet.select(at);
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
    const targets: Readonly<Record<string, number>> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: steps.length - 1,
    };
    if (!(event.key in targets) || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    stop();
    show(targets[event.key]);
  });
  show(options.start ?? 0);
  return { element: root, show };
}
