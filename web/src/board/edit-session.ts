import type { CaseOutcome, Result } from '../../../src/index.js';

/**
 * What a renderer's editor gives the page (renderers/types.ts): sessions of setting up or playing
 * a case. Here, below the renderers, so that editor.ts, which makes them, imports nothing above it.
 */

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
  /** Redraws with the latest outcome for the case being edited (undefined while it is judged). */
  show(outcome: CaseOutcome<E> | undefined): void;
  /** Called once the page has moved it into a new card: the keyboard goes back where it was in it. */
  placed(): void;
}
