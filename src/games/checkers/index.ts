/**
 * American checkers (English draughts): positions as three 32-bit square sets, move generation
 * with compulsory capture and multi-jumps, PDN FEN, perft, and a referee that says why a written
 * move is illegal.
 */
export * from './squares.js';
export { shift } from './bitboard.js';
export * from './position.js';
export {
  type LegalMoveOptions,
  type Move,
  MoveGenerator,
  applyMove,
  compareMoves,
  hasCapture,
  isCapture,
  jumpersOf,
  legalMoves,
  midpoint,
  moveText,
} from './moves.js';
export { type PerftOptions, perft } from './perft.js';
export { PerftTable } from './perft-kernel.js';
export { type PdnFenError, parsePdnFen, toPdnFen } from './fen.js';
export {
  type PdnGame,
  type PdnGameInfo,
  type PdnGameText,
  type PdnItem,
  type PdnMove,
  type PdnParse,
  type PdnResult,
  type PdnTag,
  PDN_RESULTS,
  formatPdn,
  looksLikePdn,
  parsePdn,
  pdnMovetext,
  readPdn,
  readPdnGames,
  pdnTag,
} from './pdn.js';
export { type RouteCheck, type Violation, type ViolationReason, RULES, checkRoute, evidence } from './referee.js';
export { type PdnGameVerdict, type PdnMoveFault, type PdnMoveReason, PDN_RULES, checkPdnGame } from './pdn-moves.js';
