import type { CaseAnswer } from '../../../src/core/registered.js';

/**
 * What the page asks of a problem's drawing code. The page knows nothing of any problem's
 * explanation; a renderer checks the shape it receives and draws it, or declines.
 */
export interface BoardRenderer {
  /** The board for a judged case; undefined when the explanation is not one this renderer knows. */
  draw(explanation: object, text: string): Element | undefined;
  /** Setting up a position by clicking, for problems that offer it. */
  readonly editor?: PositionEditor;
}

export interface PositionEditor {
  /**
   * Starts editing the case whose data set begins on `line` (1-based) of `input`; undefined when
   * the lines there are not a position this editor can rewrite safely. Each edit calls `onEdit`
   * with the whole input rewritten.
   */
  open(input: string, line: number, onEdit: (input: string) => void): EditSession | undefined;
}

export interface EditSession {
  /** Palette and clickable board; the page moves it into the case's card. */
  readonly element: HTMLElement;
  /** Redraws with the latest answer for the case being edited (undefined while it is judged). */
  show(answer: CaseAnswer | undefined): void;
}
