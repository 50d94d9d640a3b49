import { el } from '../dom.js';

/**
 * Where a position editor draws its board. It remembers the square last used from the keyboard
 * and focuses it again after each redraw, so keyboard users keep their place (the page also
 * moves the editor between cards).
 */
export class EditBoard {
  readonly element: HTMLElement = el('div', { class: 'edit-board' });
  private keyboardSquare: string | undefined;

  constructor() {
    this.element.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' || event.key === ' ') this.keyboardSquare = (event.target as Element).getAttribute('data-square') ?? undefined;
      },
      true,
    );
    this.element.addEventListener('pointerdown', () => (this.keyboardSquare = undefined));
  }

  show(board: SVGSVGElement): void {
    this.element.replaceChildren(board);
    const square = this.keyboardSquare && board.querySelector<SVGRectElement>(`rect[data-square="${this.keyboardSquare}"]`);
    if (square) requestAnimationFrame(() => square.isConnected && square.focus());
  }
}

export interface Tool {
  readonly letter: string;
  readonly label: string;
  readonly icon: Node;
}

/** A toolbar of tools (pieces, an eraser), exactly one pressed at a time. */
export function palette(tools: readonly Tool[], selected: string, onSelect: (letter: string) => void): HTMLElement {
  const buttons = tools.map(({ letter, label, icon }) => {
    const button = el('button', { type: 'button', class: 'tool', 'data-piece': letter, title: label, 'aria-label': label, 'aria-pressed': String(letter === selected) }, icon);
    button.addEventListener('click', () => {
      onSelect(letter);
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    });
    return button;
  });
  return el('div', { class: 'palette', role: 'toolbar', 'aria-label': 'pieces' }, ...buttons);
}
