/**
 * American checkers (English draughts): positions as three 32-bit square sets, move generation
 * with compulsory capture and multi-jumps, PDN FEN, perft, and a referee that says why a written
 * move is illegal. As the library exports it (`rules.checkers`): every argument checked, each
 * message naming the function (`rules.checkers.applyMove: move must be a legal move of position, ...`).
 */
import type { TextSource } from '../../core/lines.js';
import {
  type Check,
  checkBoolean,
  checkFunction,
  checkInstance,
  checkObject,
  checkTextSource,
  guarded,
  integer,
  isString,
  oneOf,
  optional,
} from '../../core/checks.js';
import { SIDES } from '../../core/side.js';
import {
  checkMove,
  checkPdnGameShape,
  checkPdnGameText,
  checkPdnTags,
  checkPosition,
  checkSquareNumber,
  checkSquareSet,
  checkSquares,
  checkViolation,
} from './checks.js';
import * as squares from './squares.js';
import * as position from './position.js';
import * as moves from './moves.js';
import * as fen from './fen.js';
import * as pdn from './pdn.js';
import * as referee from './referee.js';
import * as pdnMoves from './pdn-moves.js';
import { perft as countPerft } from './perft.js';
import { PerftTable } from './perft-kernel.js';

export { SQUARE_COUNT, type SquareNumber, type SquareSet } from './squares.js';
export { type Piece, type PieceKind, type PieceList, type Position, INITIAL_POSITION } from './position.js';
export type { LegalMoveOptions, Move } from './moves.js';
export type { PerftOptions } from './perft.js';
export { PerftTable } from './perft-kernel.js';
export type { PdnFenError } from './fen.js';
export {
  type PdnGame,
  type PdnGameInfo,
  type PdnGameText,
  type PdnItem,
  type PdnMove,
  type PdnParse,
  type PdnResult,
  type PdnTag,
  type PdnVariation,
  PDN_RESULTS,
} from './pdn.js';
export { type RouteCheck, type Violation, type ViolationReason, RULES } from './referee.js';
export { type PdnGameVerdict, type PdnMoveFault, type PdnMoveReason, PDN_RULES } from './pdn-moves.js';

const square: Check = (value, at) => checkSquareNumber(value, at);
const set: Check = (value, at) => checkSquareSet(value, at);
const side = oneOf(SIDES);
const at: Check = (value, where) => checkPosition(value, where);
const move: Check = (value, where) => checkMove(value, where);
const pieces: Check = (value, where) => {
  checkObject(value, where);
  checkSquares(value.men, `${where}.men`);
  checkSquares(value.kings, `${where}.kings`);
};

const name = (member: string): string => `rules.checkers.${member}`;

export const rowOf = guarded(name('rowOf'), squares.rowOf, ['square', square]);
export const columnOf = guarded(name('columnOf'), squares.columnOf, ['square', square]);
export const squareAtRowColumn = guarded(
  name('squareAtRowColumn'),
  squares.squareAtRowColumn,
  ['row', integer(0, 7)],
  ['column', integer(0, 7)],
);
export const isSquareNumber = squares.isSquareNumber;
export const bit = guarded(name('bit'), squares.bit, ['square', square]);
export const squaresOf = guarded(name('squaresOf'), squares.squaresOf, ['set', set]);
export const setOf = guarded(name('setOf'), (list: readonly squares.SquareNumber[]) => squares.setOf(list), [
  'squares',
  (value, where) => checkSquares(value, where),
]);

export const redOrWhite = guarded(name('redOrWhite'), position.redOrWhite, ['side', side]);
export const piecesOf = guarded(name('piecesOf'), position.piecesOf, ['position', at], ['side', side]);
export const occupied = guarded(name('occupied'), position.occupied, ['position', at]);
export const pieceAt = guarded(name('pieceAt'), position.pieceAt, ['position', at], ['square', square]);
export const pieceList = guarded(name('pieceList'), position.pieceList, ['position', at], ['side', side]);
export const positionFrom = guarded(
  name('positionFrom'),
  position.positionFrom,
  ['black', pieces],
  ['white', pieces],
  ['turn', side],
);
export const samePosition = guarded(name('samePosition'), position.samePosition, ['a', at], ['b', at]);

const legalMoveOptions: Check = (value, where) => {
  checkObject(value, where);
  if (value.distinct !== undefined) checkBoolean(value.distinct, `${where}.distinct`);
};
export const legalMoves = guarded(
  name('legalMoves'),
  moves.legalMoves,
  ['position', at],
  ['options', optional(legalMoveOptions)],
);
export const hasCapture = guarded(name('hasCapture'), moves.hasCapture, ['position', at]);
export const isCapture = guarded(name('isCapture'), moves.isCapture, ['move', move]);
export const moveText = guarded(name('moveText'), moves.moveText, ['move', move]);
export const compareMoves = guarded(name('compareMoves'), moves.compareMoves, ['a', move], ['b', move]);
export const applyMove = guarded(
  name('applyMove'),
  moves.applyMove,
  ['position', at],
  [
    'move',
    (value, where, [before]) => {
      checkMove(value, where);
      const legal = moves.legalMoves(before as position.Position);
      const same = (other: moves.Move): boolean =>
        other.path.length === value.path.length && other.path.every((step, index) => step === value.path[index]);
      if (!legal.some(same))
        throw new RangeError(`${where} must be a legal move of position, not ${moves.moveText(value)}`);
    },
  ],
);

/** The deepest perft the library counts: far past what finishes (the published tables stop near 30). */
const MAX_PERFT_DEPTH = 64;
const perftOptions: Check = (value, where) => {
  checkObject(value, where);
  if (value.distinct !== undefined) checkBoolean(value.distinct, `${where}.distinct`);
  if (value.onRootMove !== undefined) checkFunction(value.onRootMove, `${where}.onRootMove`);
  if (value.checkpoint !== undefined) checkFunction(value.checkpoint, `${where}.checkpoint`);
  if (value.table !== undefined) checkInstance(value.table, `${where}.table`, PerftTable);
};
export const perft = guarded(
  name('perft'),
  countPerft,
  ['position', at],
  ['depth', integer(0, MAX_PERFT_DEPTH)],
  ['options', optional(perftOptions)],
);

export const parsePdnFen = guarded(name('parsePdnFen'), fen.parsePdnFen, ['text', isString]);
export const toPdnFen = guarded(name('toPdnFen'), fen.toPdnFen, ['position', at]);

export const looksLikePdn = guarded(name('looksLikePdn'), pdn.looksLikePdn, ['text', isString]);
export const parsePdn = guarded(name('parsePdn'), pdn.parsePdn, ['text', isString]);
/** Games or items as they are read: the text whole, or chunks each checked as it comes. */
export const readPdnGames = (source: TextSource): Generator<pdn.PdnGame, void, undefined> =>
  pdn.readPdnGames(checkTextSource(source, `${name('readPdnGames')}: source`));
export const readPdn = (source: TextSource): Generator<pdn.PdnItem, void, undefined> =>
  pdn.readPdn(checkTextSource(source, `${name('readPdn')}: source`));
export const formatPdn = guarded(name('formatPdn'), pdn.formatPdn, [
  'game',
  (value, where) => checkPdnGameText(value, where),
]);
export const pdnTag = guarded(
  name('pdnTag'),
  pdn.pdnTag,
  ['game', (value, where) => checkPdnTags(value, where)],
  ['name', isString],
);

export const checkRoute = guarded(
  name('checkRoute'),
  referee.checkRoute,
  ['position', at],
  ['route', (value, where) => checkSquares(value, where, 1)],
);
export const evidence = guarded(name('evidence'), referee.evidence, [
  'violation',
  (value, where) => checkViolation(value, where),
]);
export const checkPdnGame = guarded(name('checkPdnGame'), pdnMoves.checkPdnGame, [
  'game',
  (value, where) => checkPdnGameShape(value, where),
]);
