import { el } from '../dom.js';
import { copyControl, flipControl, setDisabled } from './controls.js';
import { type Line, type ScoreSheet, type SheetMove, scoreSheet } from './score-sheet.js';

/**
 * A replay of boards stepped through one at a time with its score sheet beside or under it: first /
 * Previous / Next / last buttons and the sheet's keys (←/→, Home/End), which step along the line
 * shown (the game's, or a variation stepped into from the sheet), the current move highlighted and
 * kept in view on the sheet, its comment under the caption, a Flip button (and F), an optional Play
 * button that steps on its own, and an optional button that copies the game as text. Used by the
 * Simplified Chess, Cheesy Chess and Checkers drawings; nothing in it knows a problem.
 */

/** How a step's board is to be drawn. */
export interface StepView {
  /** Black's side at the bottom. */
  readonly flipped: boolean;
}

export interface ReplayStep {
  /** Draws this step's board. */
  readonly board: (view: StepView) => Element;
  /** What happened at this step, as text. */
  readonly caption: string;
  /** A comment written after the move that led here (PDN's `{...}`), shown with the caption. */
  readonly comment?: string;
}

/** A move of the replay: its score-sheet entry, whose `step` is the board after it. */
export type ReplayMove = SheetMove;

export interface ReplayOptions {
  /** The start (0), the game's moves, then the variations' moves, each named by the sheet's moves. */
  readonly steps: readonly ReplayStep[];
  readonly moves: readonly ReplayMove[];
  readonly label: string;
  readonly start?: number;
  /** A comment before the first move. */
  readonly intro?: string;
  /** The game's result, printed at the end of the sheet. */
  readonly result?: string;
  /** Adds a Play button that steps every `playMs` milliseconds. */
  readonly playMs?: number;
  /** The board starts turned (Black at the bottom). */
  readonly flipped?: boolean;
  /** The game as text (PDN, or moves with the FEN of the start), offered to copy under this label. */
  readonly copy?: { readonly label: string; text(): string };
  /** What is said under the replay of the game's own line (the legal moves at its end, say). */
  readonly footer?: Element;
  /** What is said under a variation's replay; by default, its length and its illegal move, from the sheet. */
  readonly variationFooter?: (variation: Line) => Element;
}

/** "A variation played instead of 2. 8-11: its move 19-15 is illegal.", from the sheet's moves. */
function variationSaid({ moves, instead }: Line): Element {
  const bad = moves.findIndex((move) => move.mark === 'bad');
  const illegal = moves[bad]?.text.replace(/ ✗$/, '');
  const head = `A variation played instead of ${instead.number}${instead.second ? '...' : '.'} ${instead.text}`;
  return el(
    'p',
    { class: 'variation-said' },
    illegal === undefined
      ? `${head}: all its moves are legal.`
      : `${head}: its ${bad === 0 ? 'first ' : ''}move ${illegal} is illegal.`,
  );
}

export interface Replay {
  readonly element: HTMLElement;
  /** The score sheet, for marks put on its moves later. */
  readonly sheet: ScoreSheet;
  show(index: number): void;
}

export function replay(options: ReplayOptions): Replay {
  const { steps, moves } = options;
  const holder = el('div', { class: 'stepper-board' });
  const caption = el('p', { class: 'stepper-caption replay-caption', 'aria-live': 'polite' });
  const comment = el('p', { class: 'stepper-comment' });
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
    ...(options.result === undefined ? {} : { result: options.result }),
    onPick: (step) => {
      stop();
      show(step);
    },
  });
  const { tree } = sheet;
  const tools = el('div', { class: 'board-tools' });
  const board = el('div', { class: 'replay-board' }, holder, caption, comment, nav);
  const root = el('div', { class: 'stepper replay', role: 'group', 'aria-label': options.label }, board);
  const side = el('div', { class: 'replay-side' });
  if (moves.length > 0 || options.intro !== undefined) side.append(sheet.element);
  side.append(tools);
  // What is said of the line shown: the game's, or the variation's own.
  const footer = el('div', { class: 'replay-footer' });
  root.append(side, footer);
  const flip = flipControl(root, () => draw(), options.flipped);
  tools.append(flip.button);
  if (options.copy) tools.append(copyControl(options.copy.label, () => options.copy?.text() ?? ''));
  /** The game's own steps, for the counter ("12 / 90"). */
  const mainSteps = steps.map((_, index) => index).filter((index) => tree.isMain(index));
  let at = -1;

  function stop(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (play) {
      play.textContent = '▶ Play';
      play.setAttribute('aria-label', 'Play');
    }
  }

  function draw(): void {
    holder.replaceChildren(steps[at].board({ flipped: flip.flipped }));
  }

  function show(index: number): void {
    const bounded = Math.max(0, Math.min(steps.length - 1, index));
    if (bounded === at || steps.length === 0) return;
    at = bounded;
    draw();
    caption.textContent = steps[at].caption;
    comment.textContent = steps[at].comment ?? '';
    const inGame = mainSteps.indexOf(at);
    const variation = tree.variation(at);
    counter.textContent = variation
      ? `${variation.moves.findIndex((move) => move.step === at) + 1} / ${variation.moves.length} in the variation`
      : `${inGame + 1} / ${mainSteps.length}`;
    const said = variation ? (options.variationFooter ?? variationSaid)(variation) : options.footer;
    if (footer.firstChild !== (said ?? null)) footer.replaceChildren(...(said ? [said] : []));
    root.dataset.step = String(at);
    sheet.select(at);
    // A button that disables itself (Next at the end) hands the keyboard to the sheet's move (or the other way's).
    const handOn = (other: HTMLButtonElement) => (): void =>
      sheet.element.isConnected ? sheet.focus() : other.focus();
    const end = tree.next(at) === undefined;
    for (const button of [first, previous]) setDisabled(button, at === 0, handOn(next));
    for (const button of [next, last]) setDisabled(button, end, handOn(previous));
  }

  const goTo = (target: number | undefined): void => {
    stop();
    if (target !== undefined) show(target);
  };
  first.addEventListener('click', () => goTo(0));
  previous.addEventListener('click', () => goTo(tree.previous(at)));
  next.addEventListener('click', () => goTo(tree.next(at)));
  last.addEventListener('click', () => goTo(tree.last(at)));
  play?.addEventListener('click', () => {
    if (timer !== undefined) return stop();
    if (tree.next(at) === undefined) show(0);
    play.textContent = '‖ Pause';
    play.setAttribute('aria-label', 'Pause');
    timer = setInterval(() => {
      const after = tree.next(at);
      // A board removed from the page (judged again) stops its animation.
      if (!root.isConnected || after === undefined) return stop();
      show(after);
      if (tree.next(at) === undefined) stop();
    }, options.playMs);
  });
  // The sheet's keys work from the replay's buttons too.
  root.addEventListener('keydown', (event) => {
    const targets: Readonly<Record<string, () => number | undefined>> = {
      ArrowLeft: () => tree.previous(at),
      ArrowRight: () => tree.next(at),
      Home: () => 0,
      End: () => tree.last(at),
    };
    const target = targets[event.key];
    if (!target || event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    goTo(target());
  });
  show(options.start ?? 0);
  return { element: root, sheet, show };
}
