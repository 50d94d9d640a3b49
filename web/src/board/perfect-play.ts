import { el } from '../dom.js';
import { setDisabled } from './controls.js';
import type { PlayOption } from '../../../src/index.js';
import type { SheetMove } from './score-sheet.js';
import { type Arrow, parseCell } from './svg.js';

/**
 * What perfect play says about a game against Arbiter, drawn from the library's values as the rules
 * worker gives them (nothing here judges a move): a move that hands the win to the other side is
 * marked `?` on the score sheet, with the value before and after it in its tooltip, its accessible
 * name and the caption; a hint draws the best move as an arrow; a forced move is played for the
 * player when they want it (a setting the browser remembers).
 */

/** A move played, as perfect play values it. */
export interface ValuedMove {
  readonly label: string;
  /** The library's mark: the move hands the win to the other side. */
  readonly changesWinner: boolean;
  /** The value of the position before the move ("White wins in 3 moves"). */
  readonly before: string;
  /** The value after it, once the rules worker has given it. */
  after?: string;
  /** Played for the player: it was their only move. */
  readonly forced: boolean;
}

/** The mark of a move that changes the outcome, as annotators write it. */
const MISTAKE = '?';

/** The best move's arrow (Okabe and Ito's bluish green, as the other boards' good moves). */
const HINT_COLOUR = '#009e73';

/** "White wins in 3 moves → Black wins in 4 moves" (the second part once it is known). */
const valueChange = (move: ValuedMove): string => `${move.before} → ${move.after ?? '…'}`;

/**
 * The move's annotation on the score sheet: its `?`, and the values before and after it for the tooltip and screen
 * readers.
 */
export function sheetNotes(move: ValuedMove): Pick<SheetMove, 'annotation' | 'title' | 'label'> {
  const how = move.forced ? ' (forced, played for you)' : '';
  if (!move.changesWinner) return { title: `${move.label}${how}: ${valueChange(move)}` };
  return {
    annotation: MISTAKE,
    title: `${move.label}${MISTAKE}, a mistake${how}: ${valueChange(move)}`,
    label: `${move.label}, a mistake: ${valueChange(move)}`,
  };
}

/** The caption of a move looked back at: what it changed. */
export const moveCaption = (move: ValuedMove): string =>
  move.changesWinner
    ? `${move.label}${MISTAKE} changed the outcome: ${valueChange(move)}.`
    : `${move.label}: ${valueChange(move)}.`;

/** The first best move (the one Arbiter would play), as an arrow. */
function hintArrows(moves: readonly PlayOption<unknown>[]): Arrow[] {
  const best = moves.find((move) => move.best);
  const from = best && parseCell(best.from);
  const to = best && parseCell(best.to);
  return from && to ? [{ from, to, colour: HINT_COLOUR, title: `hint: ${best.label}`, className: 'hint-arrow' }] : [];
}

const FORCED_KEY = 'arbiter.play-forced-moves';

/** Whether forced moves are played for the player: on unless they turned it off (a browser without storage: on). */
function forcedWanted(): boolean {
  try {
    return localStorage.getItem(FORCED_KEY) !== 'off';
  } catch {
    return true;
  }
}

function remember(on: boolean): void {
  try {
    localStorage.setItem(FORCED_KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered, but still in force on this page.
  }
}

/** A move played for the player waits this long (as Arbiter's reply does), so that they see it coming. */
const FORCED_DELAY_MS = 300;

/** The controls of a game against Arbiter that perfect play answers: the hint, forced moves played for the player. */
export interface PerfectPlay<M extends PlayOption<unknown>> {
  /** The hint button and the setting, for the play section. */
  readonly element: HTMLElement;
  /** A new position: the hint off, a move about to be played for the player forgotten. */
  reset(): void;
  /**
   * The player's move in the game's position: their only move is played for them (`play`, after a pause) when they want
   * it.
   */
  yourMove(moves: readonly M[], play: (move: M) => void): void;
  /** The hint's arrow, when it is on. */
  arrows(moves: readonly M[]): Arrow[];
  /** What the status says of the player's move: the hint, or the move played for them; undefined: nothing. */
  said(moves: readonly M[]): string | undefined;
  /** Whether the hint can be asked for (the player's move, in the game's position). */
  enable(yours: boolean): void;
}

/** The controls, H on `section` toggling the hint; `changed` redraws; `board` puts the keyboard on the board. */
export function perfectPlay<M extends PlayOption<unknown>>(
  section: HTMLElement,
  changed: () => void,
  board: () => void,
): PerfectPlay<M> {
  const button = el(
    'button',
    { type: 'button', class: 'versus-hint', 'aria-pressed': 'false', 'aria-keyshortcuts': 'h' },
    'Hint (H)',
  );
  const box = el('input', { type: 'checkbox', class: 'versus-forced' });
  box.checked = forcedWanted();
  let hint = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The player's moves and how to play one, while it is their move. */
  let waiting: { moves: readonly M[]; play: (move: M) => void } | undefined;

  const force = (): void => {
    const [only, ...others] = waiting?.moves ?? [];
    if (timer !== undefined || !waiting || !only || others.length > 0 || !box.checked) return;
    const { play } = waiting;
    timer = setTimeout(() => {
      timer = undefined;
      play(only);
    }, FORCED_DELAY_MS);
  };
  const toggle = (): void => {
    if (button.disabled) return;
    hint = !hint;
    changed();
  };
  button.addEventListener('click', toggle);
  section.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'h' || event.ctrlKey || event.metaKey || event.altKey || button.disabled) return;
    if (event.target instanceof Element && event.target.closest('input, textarea, select')) return;
    event.preventDefault();
    toggle();
  });
  box.addEventListener('change', () => {
    remember(box.checked);
    force();
    changed();
  });
  const setting = el('label', { class: 'versus-setting' }, box, ' Play my forced moves for me');
  return {
    element: el('div', { class: 'versus-perfect' }, button, setting),
    reset() {
      hint = false;
      clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
    yourMove(moves, play) {
      waiting = { moves, play };
      force();
    },
    arrows: (moves) => (hint ? hintArrows(moves) : []),
    said(moves) {
      if (timer !== undefined) return `your only move, ${moves[0]?.label ?? ''}, is played for you.`;
      const best = hint ? moves.find((move) => move.best) : undefined;
      return best ? `hint: the best move is ${best.label}, drawn as the green arrow.` : undefined;
    },
    enable(yours) {
      setDisabled(button, !yours || timer !== undefined, board);
      button.setAttribute('aria-pressed', String(hint && !button.disabled));
    },
  };
}
