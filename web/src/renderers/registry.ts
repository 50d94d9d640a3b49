import { el } from '../dom.js';
import { checkersRenderer } from './checkers.js';
import { cheesyChessRenderer } from './cheesy-chess.js';
import { rankAndFileRenderer } from './rank-and-file.js';
import { simplifiedChessRenderer } from './simplified-chess.js';
import type { BoardRenderer } from './types.js';

/**
 * Board drawings by problem id. A problem without an entry (or whose explanation a renderer
 * declines) is shown with the fallback: its explanation text, which already draws the board.
 * Adding a renderer is one line here.
 */
export const RENDERERS: Readonly<Record<string, BoardRenderer>> = {
  'rank-and-file': rankAndFileRenderer,
  'simplified-chess': simplifiedChessRenderer,
  'cheesy-chess': cheesyChessRenderer,
  checkers: checkersRenderer,
};

export const fallbackRenderer: BoardRenderer = {
  draw: (_explanation, text) => el('pre', { class: 'explanation-text fallback' }, text),
};

export const rendererFor = (problemId: string): BoardRenderer => RENDERERS[problemId] ?? fallbackRenderer;
