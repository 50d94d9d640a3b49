import type { ExplanationOf, ProblemId, UnitDetailsOf } from '../../../src/index.js';
import { checkersRenderer } from './checkers.js';
import { cheesyChessRenderer } from './cheesy-chess.js';
import { pdnViews } from './pdn.js';
import { rankAndFileRenderer } from './rank-and-file.js';
import { simplifiedChessRenderer } from './simplified-chess.js';
import { simplifiedChessIIRenderer } from './simplified-chess-ii.js';
import type { BoardRenderer, UnitViews } from './types.js';

/**
 * The page's views of every problem (its board drawing and its explanation panel, one file per
 * problem), by id, each typed by its problem's explanation: a problem without a renderer, or a
 * renderer for the wrong explanation, does not compile; nor does one whose problem has another
 * input format and no views of its units (`alternate`). A new problem with no drawing yet can use
 * `textRenderer` (text.ts), which imports nothing of this file.
 */
export type Renderers = {
  readonly [Id in ProblemId]: BoardRenderer<ExplanationOf<Id>, UnitDetailsOf<Id>> & AlternateViews<UnitDetailsOf<Id>>;
};

/** Required views of another input format's units: none when the problem has none (`unknown` details). */
type AlternateViews<D> = unknown extends D ? unknown : { readonly alternate: UnitViews<D> };

export const RENDERERS: Renderers = {
  'rank-and-file': rankAndFileRenderer,
  'simplified-chess': simplifiedChessRenderer,
  'simplified-chess-ii': simplifiedChessIIRenderer,
  'cheesy-chess': cheesyChessRenderer,
  checkers: { ...checkersRenderer, alternate: pdnViews },
};
