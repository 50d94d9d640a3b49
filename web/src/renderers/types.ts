import type { CaseAnswer, Result } from '../../../src/index.js';

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

/** Setting up a position (pieces from a palette), or playing legal moves from it. */
export type EditMode = 'setup' | 'play';

export interface PositionEditor<E extends object> {
  /**
   * Starts editing the case whose data set begins on `line` (1-based) of `input`; undefined when
   * the case there does not parse. Each edit calls `onEdit` with the whole input rewritten.
   */
  open(input: string, line: number, onEdit: (input: string) => void, mode: EditMode): EditSession<E> | undefined;
  /** The whole input for the position a link names (see link.ts), or why the link names none. */
  fromLink(params: URLSearchParams): Result<string, string>;
  /** The button that starts playing moves, for problems that offer it ("Play from here"). */
  readonly play?: string;
}

export interface EditSession<E extends object> {
  /** Palette and clickable board; the page moves it into the case's card. */
  readonly element: HTMLElement;
  /** Redraws with the latest answer for the case being edited (undefined while it is judged). */
  show(answer: CaseAnswer<E> | undefined): void;
}
