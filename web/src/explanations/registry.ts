import type { ExplanationOf, ProblemId } from '../../../src/index.js';
import { explainCheckers } from './checkers.js';
import { explainCheesyChess } from './cheesy-chess.js';
import { explainRankAndFile } from './rank-and-file.js';
import { explainSimplifiedChess } from './simplified-chess.js';

/**
 * The explanation of every problem as HTML, by id, each typed by its problem's explanation (as
 * the board views are, see ../renderers/registry.ts): the verdict, the reasons and the moves in
 * the notation of the game, built from the explanation data, never from its text.
 */
export type ExplanationViews = { readonly [Id in ProblemId]: (explanation: ExplanationOf<Id>) => HTMLElement };

export const EXPLANATION_VIEWS: ExplanationViews = {
  'rank-and-file': explainRankAndFile,
  'simplified-chess': explainSimplifiedChess,
  'cheesy-chess': explainCheesyChess,
  checkers: explainCheckers,
};
