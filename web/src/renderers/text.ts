import { el } from '../dom.js';
import type { BoardRenderer } from './types.js';

/**
 * The explanation text, which already draws the board in letters: a new problem's renderer until it
 * has a drawing of its own (`export const fooRenderer = textRenderer;`).
 */
export const textRenderer: BoardRenderer<object> = {
  draw: (_explanation, text) => el('pre', { class: 'explanation-text fallback' }, text),
};
