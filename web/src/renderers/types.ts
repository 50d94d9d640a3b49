import type { UnitOutcome } from '../../../src/index.js';
import type { PositionEditor } from '../board/edit-session.js';

export type { EditMode, EditSession, PositionEditor } from '../board/edit-session.js';

/**
 * What the page asks of a problem's drawing code. A renderer is typed by its problem's
 * explanation (see registry.ts), and draws only what the explanation says: it replays no rules.
 * `D` is what the problem gives of a unit of its other input format, when it has one.
 */
export interface BoardRenderer<E extends object, D = unknown> {
  /** The board (and its captions) for a judged case; `text` is the explanation for people. */
  readonly draw: (explanation: E, text: string) => Element;
  /**
   * The explanation as HTML: the verdict, the reasons and the moves in the notation of the game (explanation-parts.ts);
   * absent, the drawing is the text alone.
   */
  readonly explanationPanel?: (explanation: E) => HTMLElement;
  /** Setting up a position by clicking, for problems that offer it. */
  readonly editor?: PositionEditor<E>;
  /** The cards of the units of the problem's other input format (registry.ts requires them when it has one). */
  readonly alternate?: UnitViews<D>;
}

/** The page's views of a unit of a problem's other input format, drawn from what the problem gives (`details`). */
export interface UnitViews<D> {
  /** The unit's card: its header, its answer line and what the problem says of it, and `drawing`, the board's place. */
  card(unit: UnitOutcome<D>, drawing: HTMLElement, jumpTo: (line: number, column: number) => void): HTMLElement;
  /** Draws the unit's board, when it has one (once explained): called when its card comes near the screen. */
  board(unit: UnitOutcome<D>): (() => Element) | undefined;
  /** What the status line adds after a run, each part counted ("3 games with an illegal move"). */
  summary(units: readonly UnitOutcome<D>[]): readonly string[];
}
