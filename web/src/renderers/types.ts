import type { PositionEditor } from '../board/edit-session.js';

export type { EditMode, EditSession, PositionEditor } from '../board/edit-session.js';

/**
 * What the page asks of a problem's drawing code. A renderer is typed by its problem's
 * explanation (see registry.ts), and draws only what the explanation says: it replays no rules.
 */
export interface BoardRenderer<E extends object> {
  /** The board (and its captions) for a judged case; `text` is the explanation for people. */
  readonly draw: (explanation: E, text: string) => Element;
  /** The explanation as HTML: the verdict, the reasons and the moves in the notation of the game (explanation-parts.ts); absent, the drawing is the text alone. */
  readonly explanationPanel?: (explanation: E) => HTMLElement;
  /** Setting up a position by clicking, for problems that offer it. */
  readonly editor?: PositionEditor<E>;
}
