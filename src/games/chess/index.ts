import { type Guard, arrayOf, guarded, integer, isFunction, isString, oneOf, optional } from '../../core/guards.js';
import { SIDES, type Side } from '../../core/side.js';
import type { ChessBoard } from './board.js';
import { assertPieceCode, copyChessBoard, copyChessMove, viewChessBoard } from './guards.js';
import * as pieces from './pieces.js';
import * as rules from './rules.js';
import type { ChessMove } from './rules.js';
import * as notation from './notation.js';
import * as fen from './fen.js';
import * as queenCapture from './queen-capture-play.js';

/**
 * Chess-like pieces on any board, as the library exports them (`rules.chess`): every argument
 * checked, each message naming the function (`rules.chess.toFen: side must be "white" or "black", not 42`).
 */

export { ChessBoard } from './board.js';
export { ChessGeometry, MAX_CHESS_SIDE, geometryOf } from './tables.js';
export {
  type Piece,
  type PieceCode,
  type Role,
  ROLES,
  ROLE_LETTER,
  MOVEMENT,
  type Movement,
  EMPTY,
  BLACK_BIT,
} from './pieces.js';
export { type ChessMove, type CheckStatus, CHECK_STATUSES, STANDARD_PROMOTIONS } from './rules.js';
export type { FenError, FenPosition } from './fen.js';
export { MAX_FEN_SIZE } from './fen.js';
export { type ChessTargetsReply, type ChessTargetsQuestion, type MoveTarget, moveTargets } from './play.js';
export { type QueenCapturePlay, type QueenCaptureMove, MAX_PLAY_PLIES } from './queen-capture-play.js';

const board: Guard<ChessBoard> = (value, at) => copyChessBoard(value, at);
/** A board that the function changes (a move made on it): a view of the caller's own cells. */
const boardChanged: Guard<ChessBoard> = (value, at) => viewChessBoard(value, at);
const side = oneOf(SIDES);
/** A square of the board given first. */
const square: Guard<number> = (value, at, [first]) => integer(0, (first as ChessBoard).cells.length - 1)(value, at, []);
/** A move on the board given first. */
const move: Guard<ChessMove> = (value, at, [first]) => copyChessMove(value, at, first as ChessBoard);
const ply = integer(0, Number.MAX_SAFE_INTEGER);

const name = (member: string): string => `rules.chess.${member}`;
const onBoard = <F extends (...args: never[]) => unknown>(member: string, fn: F) =>
  guarded(name(member), fn, ['board', board], ['side', side]);

/** What a pawn may become: some of the queen, rook, bishop and knight (STANDARD_PROMOTIONS when not given). */
const promotions = optional(arrayOf(oneOf(rules.STANDARD_PROMOTIONS)));
export const legalMoves = guarded(
  name('legalMoves'),
  rules.legalMoves,
  ['board', board],
  ['side', side],
  ['promotions', promotions],
);
export const pseudoLegalMoves = guarded(
  name('pseudoLegalMoves'),
  rules.pseudoLegalMoves,
  ['board', board],
  ['side', side],
  ['promotions', promotions],
);
export const hasLegalMove = onBoard('hasLegalMove', rules.hasLegalMove);
export const checkingPieces = onBoard('checkingPieces', rules.checkingPieces);
export const isCheck = onBoard('isCheck', rules.isCheck);
export const checkStatus = onBoard('checkStatus', (at: ChessBoard, side: Side) => rules.checkStatus(at, side));
export const toFen = onBoard('toFen', notation.toFen);
export const isAttacked = guarded(
  name('isAttacked'),
  rules.isAttacked,
  ['board', board],
  ['target', square],
  ['by', side],
);
export const attackers = guarded(
  name('attackers'),
  rules.attackers,
  ['board', board],
  ['target', square],
  ['by', side],
);
export const makeMove = guarded(name('makeMove'), rules.makeMove, ['board', boardChanged], ['move', move]);
export const undoMove = guarded(name('undoMove'), rules.undoMove, ['board', boardChanged], ['move', move]);
/**
 * `look` sees the board as the move leaves it (a board of the library's own on the caller's cells), then the move is
 * undone.
 */
export const afterMove: typeof rules.afterMove = guarded(
  name('afterMove'),
  rules.afterMove,
  ['board', boardChanged],
  ['move', move],
  ['look', isFunction],
);
export const san = guarded(name('san'), notation.san, ['board', board], ['move', move], ['legal', arrayOf(move)]);
export const longNotation = guarded(name('longNotation'), notation.longNotation, ['board', board], ['move', move]);
export const fenRows = guarded(name('fenRows'), notation.fenRows, ['board', board]);
export const moveNumber = guarded(name('moveNumber'), notation.moveNumber, ['ply', ply]);
export const numberedLine = guarded(
  name('numberedLine'),
  notation.numberedLine,
  ['sans', arrayOf(isString)],
  ['firstPly', optional(ply)],
);
export const parseFen = guarded(name('parseFen'), fen.parseFen, ['text', isString]);
export const roleFromLetter = guarded(name('roleFromLetter'), pieces.roleFromLetter, ['letter', isString]);
export const pieceCode = guarded(name('pieceCode'), pieces.pieceCode, ['piece', pieces.copyPiece]);
export const pieceOfCode = guarded(name('pieceOfCode'), pieces.pieceOfCode, [
  'code',
  (value, at) => {
    if (value !== pieces.EMPTY) assertPieceCode(value, at);
    return value;
  },
]);
/**
 * Perfect play in the Simplified Chess Engine's game from any position: its value, every move's, and the best moves.
 */
export const queenCapturePlay = guarded(
  name('queenCapturePlay'),
  queenCapture.queenCapturePlay,
  [
    'board',
    (value, at) => {
      const copy = copyChessBoard(value, at);
      queenCapture.assertQueenCaptureBoard(copy, at);
      return copy;
    },
  ],
  ['toMove', side],
  ['plies', integer(0, queenCapture.MAX_PLAY_PLIES)],
  ['limits', optional((value, at) => queenCapture.copyPlayLimits(value, at))],
);
