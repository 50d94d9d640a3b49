import { el } from '../dom.js';

/**
 * Controls every board has: turning it (a button and the key F, as on lichess) and copying its
 * game as text; and the marks of play, with their legend. Nothing here knows a problem.
 */

/** The piece picked up (a ring), and where it may go (dots): the marks of play on every board. */
export const PICKED = '#f9a825';
export const TARGET = '#4d4d4d';

/**
 * The legend of a board played on: each side's move in its colour (as the card's own legend gives
 * them), when the board draws moves as arrows, then the piece picked up and where it may go.
 */
export function playLegend(moves: readonly { readonly colour: string; readonly text: string }[] = []): HTMLElement {
  const item = (style: string, text: string): HTMLElement => el('li', {}, el('span', { class: 'swatch', style }), text);
  return el(
    'ul',
    { class: 'legend play-legend' },
    ...moves.map(({ colour, text }) => item(`background:${colour};border-radius:0.15rem;`, text)),
    item(`background:transparent;border:3px solid ${PICKED};border-radius:0.15rem;`, 'picked up'),
    item(`background:${TARGET};`, 'where it may go'),
  );
}

/**
 * Disables or enables a control. One that has the keyboard as it disables itself (Take back after
 * the last move is taken back, Next at the end) first hands it on (`handOn`: to the board's square,
 * or the score sheet), so that it never falls to the page's body.
 */
export function setDisabled(button: HTMLButtonElement, disabled: boolean, handOn: () => void): void {
  if (disabled && document.activeElement === button) handOn();
  button.disabled = disabled;
}

export interface FlipControl {
  readonly button: HTMLButtonElement;
  flipped: boolean;
}

/**
 * A "Flip board" button, pressed while Black's side is at the bottom; F anywhere in `scope` (but in
 * a text field) presses it too. `onFlip` redraws the board.
 */
export function flipControl(scope: HTMLElement, onFlip: () => void, flipped = false): FlipControl {
  const button = el(
    'button',
    { type: 'button', class: 'flip', 'aria-pressed': String(flipped), title: 'Flip the board (F)' },
    '⇅ Flip',
  );
  const control: FlipControl = {
    button,
    get flipped() {
      return button.getAttribute('aria-pressed') === 'true';
    },
    set flipped(value) {
      button.setAttribute('aria-pressed', String(value));
    },
  };
  button.addEventListener('click', () => {
    control.flipped = !control.flipped;
    onFlip();
  });
  scope.addEventListener('keydown', (event) => {
    const target = event.target as Element;
    if (event.key.toLowerCase() !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    event.preventDefault();
    button.click();
  });
  return control;
}

/**
 * A button that copies a game as text (`text()`, made when pressed). Where the browser refuses the
 * clipboard, the text is shown selected, for the reader to copy.
 */
export function copyControl(label: string, text: () => string): HTMLElement {
  const button = el('button', { type: 'button', class: 'copy-game' }, label);
  const note = el('span', { class: 'copy-note', role: 'status' });
  const shown = el('textarea', { class: 'copy-text', readonly: '', rows: '4', 'aria-label': label });
  shown.hidden = true;
  button.addEventListener('click', () => {
    const value = text();
    const fallback = (): void => {
      shown.value = value;
      shown.hidden = false;
      shown.select();
      note.textContent = 'Copying was refused here: the text is selected, copy it with Ctrl+C.';
    };
    if (!navigator.clipboard) return fallback();
    navigator.clipboard.writeText(value).then(() => {
      shown.hidden = true;
      note.textContent = 'Copied.';
    }, fallback);
  });
  return el('span', { class: 'copy-control' }, button, ' ', note, shown);
}
