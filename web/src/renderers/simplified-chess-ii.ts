import { simplifiedChessII } from '../../../src/index.js';
import { simplifiedChessEditorOf } from './simplified-chess-editor.js';
import { simplifiedChessRendererOf } from './simplified-chess.js';

/** Simplified Chess Engine II: the family's views, with pawns in the editor's palette (play offers promotions). */
export const simplifiedChessIIRenderer = simplifiedChessRendererOf(
  'simplified-chess-ii',
  simplifiedChessEditorOf(simplifiedChessII, 'QRBNP'),
);
