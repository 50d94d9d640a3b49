import type { ExplanationOf, ProblemId } from '../../../src/index.js';
import { el } from '../dom.js';
import { checkersRenderer } from './checkers.js';
import { cheesyChessRenderer } from './cheesy-chess.js';
import { rankAndFileRenderer } from './rank-and-file.js';
import { simplifiedChessRenderer } from './simplified-chess.js';
import type { BoardRenderer } from './types.js';

/**
 * The page's views of every problem (its board drawing and its explanation panel, one file per
 * problem), by id, each typed by its problem's explanation: a problem without a renderer, or a
 * renderer for the wrong explanation, does not compile. A new problem with no drawing yet can use
 * `textRenderer`.
 */
export type Renderers = { readonly [Id in ProblemId]: BoardRenderer<ExplanationOf<Id>> };

export const RENDERERS: Renderers = {
  'rank-and-file': rankAndFileRenderer,
  'simplified-chess': simplifiedChessRenderer,
  'cheesy-chess': cheesyChessRenderer,
  checkers: checkersRenderer,
};

/** The explanation text, which already draws the board in letters. */
export const textRenderer: BoardRenderer<object> = {
  draw: (_explanation, text) => el('pre', { class: 'explanation-text fallback' }, text),
};
