export { ChessBoard } from './board.js';
export * from './pieces.js';
export * from './rules.js';
export { san, longNotation, fenRows, toFen } from './notation.js';
