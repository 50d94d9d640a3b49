import { el } from '../dom.js';

/**
 * A score sheet: the moves of a game as a printed game gives them, numbered pairs inline
 * ("1. 9-13 23-19 2. 11-15"), comments beside the move they follow, the current move
 * highlighted. Each move is a button that shows its position. Used by every replay and by the
 * play modes; nothing in it knows a problem.
 */

export interface SheetMove {
  /** The move in the players' notation ("Kg5", "c6", "9-14", "22x15"). */
  readonly text: string;
  /** Its number as the game counts moves. */
  readonly number: number;
  /** The second side's move of that number (printed "1... 23-19" when it starts a run). */
  readonly second: boolean;
  /** What choosing it shows (a replay's step). */
  readonly step: number;
  /** A move drawn apart: the illegal one. */
  readonly mark?: 'bad';
  readonly title?: string;
  /** An annotator's mark after the move ("?"), and the move's accessible name when it says more than its text. */
  readonly annotation?: string;
  readonly label?: string;
  /** A comment written after the move (PDN's `{...}`). */
  readonly comment?: string;
}

export interface ScoreSheetOptions {
  readonly moves: readonly SheetMove[];
  /** Called when a move is chosen. */
  readonly onPick?: (step: number) => void;
  /** A comment before the first move (the game's opening note). */
  readonly intro?: string;
  readonly label?: string;
  /** ←/→ and Home/End on the sheet choose the move before or after the current one, the start or the last move. */
  readonly keys?: boolean;
}

export interface ScoreSheet {
  readonly element: HTMLElement;
  /** Highlights the moves whose step is `step` (none when no move has it: the start). */
  select(step: number): void;
  /** Puts the keyboard on the current move (on the sheet at the start). */
  focus(): void;
}

export function scoreSheet(options: ScoreSheetOptions): ScoreSheet {
  const { moves } = options;
  const root = el('div', { class: 'score-sheet', role: 'list', 'aria-label': options.label ?? 'moves' });
  // Items are joined by spaces, so that the sheet reads (and copies) as a printed game.
  const add = (item: HTMLElement): void => {
    if (root.childElementCount > 0) root.append(' ');
    root.append(item);
  };
  if (options.intro !== undefined)
    add(el('span', { class: 'sheet-comment sheet-intro', role: 'listitem' }, options.intro));
  const buttons: HTMLButtonElement[] = [];
  // A run of moves starts at the sheet's start, after a comment, or after a move drawn apart.
  let runStarts = true;
  let pair: HTMLElement | undefined;
  for (const move of moves) {
    if (!move.second || runStarts || !pair) {
      pair = el(
        'span',
        { class: 'sheet-pair', role: 'listitem' },
        el('span', { class: 'move-number' }, `${move.number}${move.second ? '...' : '.'}`),
      );
      add(pair);
    }
    const button = el(
      'button',
      { type: 'button', class: 'replay-move sheet-move', 'data-move-step': String(move.step) },
      move.text,
    );
    if (move.title !== undefined) button.title = move.title;
    if (move.annotation !== undefined) button.append(el('span', { class: 'sheet-annotation' }, move.annotation));
    if (move.label !== undefined) button.setAttribute('aria-label', move.label);
    if (move.mark) {
      button.dataset.mark = move.mark;
      button.classList.add('bad');
    }
    button.addEventListener('click', () => options.onPick?.(move.step));
    buttons.push(button);
    pair.append(' ', button);
    runStarts = false;
    if (move.comment !== undefined) {
      add(el('span', { class: 'sheet-comment', role: 'listitem' }, move.comment));
      runStarts = true;
    }
    if (move.mark) runStarts = true;
  }
  let selected = 0;
  if (options.keys) {
    root.tabIndex = 0;
    // The steps in order: the start, then each move's.
    const steps = [0, ...new Set(moves.map((move) => move.step))].sort((a, b) => a - b);
    root.addEventListener('keydown', (event) => {
      const at = steps.indexOf(selected);
      const targets: Readonly<Record<string, number | undefined>> = {
        ArrowLeft: steps[Math.max(0, at - 1)],
        ArrowRight: steps[Math.min(steps.length - 1, at + 1)],
        Home: steps[0],
        End: steps[steps.length - 1],
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      // A replay around the sheet steps with the same keys: the sheet's choice is the one made.
      event.stopPropagation();
      if (target !== selected) options.onPick?.(target);
    });
  }
  return {
    element: root,
    focus() {
      (buttons.find((button) => button.classList.contains('current')) ?? root).focus();
    },
    select(step) {
      selected = step;
      moves.forEach((move, index) => {
        const button = buttons[index];
        const current = move.step === step;
        button.classList.toggle('current', current);
        if (current) button.setAttribute('aria-current', 'step');
        else button.removeAttribute('aria-current');
      });
    },
  };
}

/** Numbers plies as chess does: White's and then Black's make move n; `firstSecond` when the first ply is the second side's. */
export function numbered(ply: number, firstSecond = false): { number: number; second: boolean } {
  const at = ply + (firstSecond ? 1 : 0);
  return { number: Math.floor(at / 2) + 1, second: at % 2 === 1 };
}
