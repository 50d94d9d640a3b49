import { el } from '../dom.js';
import type { PlayOption } from '../protocol.js';
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
export const MISTAKE = '?';

/** The best move's arrow (Okabe and Ito's bluish green, as the other boards' good moves). */
export const HINT_COLOUR = '#009e73';

/** "White wins in 3 moves → Black wins in 4 moves" (the second part once it is known). */
export const valueChange = (move: ValuedMove): string => `${move.before} → ${move.after ?? '…'}`;

/** The move's annotation on the score sheet: its `?`, and the values before and after it for the tooltip and screen readers. */
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
export function hintArrows(moves: readonly PlayOption<unknown>[]): Arrow[] {
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

/** The setting "Play my forced moves for me", remembered in this browser; `changed` hears it turned on or off. */
export function forcedSetting(changed: () => void): { readonly element: HTMLElement; readonly on: () => boolean } {
  const box = el('input', { type: 'checkbox', class: 'versus-forced' });
  box.checked = forcedWanted();
  box.addEventListener('change', () => {
    try {
      localStorage.setItem(FORCED_KEY, box.checked ? 'on' : 'off');
    } catch {
      // Not remembered, but still in force on this page.
    }
    changed();
  });
  const element = el('label', { class: 'versus-setting' }, box, ' Play my forced moves for me');
  return { element, on: () => box.checked };
}
