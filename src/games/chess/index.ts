export { ChessBoard } from './board.js';
export * from './pieces.js';
export * from './rules.js';
export { san, longNotation, fenRows, toFen, moveNumber, numberedLine } from './notation.js';
export { type FenError, type FenPosition, MAX_FEN_SIZE, parseFen } from './fen.js';
export { type MoveTarget, moveTargets } from './play.js';
