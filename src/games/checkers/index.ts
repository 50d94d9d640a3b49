/**
 * American checkers (English draughts): positions as three 32-bit square sets, move generation
 * with compulsory capture and multi-jumps, PDN FEN, perft, and a referee that says why a written
 * move is illegal. As the library exports it (`rules.checkers`): every argument checked, each
 * message naming the function (`rules.checkers.applyMove: move must be a legal move of position, ...`).
 */
import type { TextSource } from '../../core/lines.js';
import {
  type Guard,
  assertBoolean,
  assertFunction,
  assertObject,
  guardedTextSource,
  typeError,
  guarded,
  integer,
  is,
  isString,
  oneOf,
  optional,
} from '../../core/guards.js';
import { SIDES } from '../../core/side.js';
import {
  assertSquareNumber,
  assertSquareSet,
  copyMove,
  copyPdnGame,
  copyPdnGameText,
  copyPosition,
  copySquares,
  copyTagged,
  copyViolation,
} from './guards.js';
import * as squares from './squares.js';
import * as position from './position.js';
import * as moves from './moves.js';
import * as fen from './fen.js';
import * as pdn from './pdn.js';
import * as referee from './referee.js';
import * as pdnMoves from './pdn-moves.js';
import { type PerftOptions, perft as countPerft } from './perft.js';
import { isPerftTable } from './perft-count.js';

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
export { type RouteVerdict, type Violation, type ViolationReason, RULES } from './referee.js';
export {
  type PdnGameVerdict,
  type PdnMoveFault,
  type PdnMoveReason,
  type PdnPlayedVerdict,
  type PdnVariationVerdict,
  PDN_RULES,
} from './pdn-moves.js';

// The data this namespace exports is frozen: the rules and the explanations read it.
for (const table of [position.INITIAL_POSITION, pdn.PDN_RESULTS, referee.RULES, pdnMoves.PDN_RULES])
  Object.freeze(table);

const square = is(assertSquareNumber);
const set = is(assertSquareSet);
const side = oneOf(SIDES);
const at: Guard<position.Position> = (value, where) => copyPosition(value, where);
const move: Guard<moves.Move> = (value, where) => copyMove(value, where);
const squareList: Guard<squares.SquareNumber[]> = (value, where) => copySquares(value, where);
const pieces: Guard<position.PieceList> = (value, where) => {
  assertObject(value, where);
  const { men, kings } = value;
  return { men: copySquares(men, `${where}.men`), kings: copySquares(kings, `${where}.kings`) };
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
  squareList,
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

const legalMoveOptions: Guard<moves.LegalMoveOptions> = (value, where) => {
  assertObject(value, where);
  const { distinct } = value;
  if (distinct === undefined) return {};
  assertBoolean(distinct, `${where}.distinct`);
  return { distinct };
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
/** The move applied is the legal one of the same route, the library's own: what else the caller's says is not read. */
export const applyMove = guarded(
  name('applyMove'),
  moves.applyMove,
  ['position', at],
  [
    'move',
    (value, where, [before]) => {
      const given = copyMove(value, where);
      const same = (other: moves.Move): boolean =>
        other.path.length === given.path.length && other.path.every((step, index) => step === given.path[index]);
      const legal = moves.legalMoves(before as position.Position).find(same);
      if (!legal) throw new RangeError(`${where} must be a legal move of position, not ${moves.moveText(given)}`);
      return legal;
    },
  ],
);

/** The deepest perft the library counts: far past what finishes (the published tables stop near 30). */
const MAX_PERFT_DEPTH = 64;
const perftOptions: Guard<PerftOptions> = (value, where) => {
  assertObject(value, where);
  const { distinct, onRootMove, checkpoint, table } = value;
  if (distinct !== undefined) assertBoolean(distinct, `${where}.distinct`);
  if (onRootMove !== undefined) assertFunction(onRootMove, `${where}.onRootMove`);
  if (checkpoint !== undefined) assertFunction(checkpoint, `${where}.checkpoint`);
  if (table !== undefined && !isPerftTable(table)) throw typeError(`${where}.table`, 'a PerftTable', table);
  return { distinct, onRootMove, checkpoint, table } as PerftOptions;
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
  pdn.readPdnGames(guardedTextSource(source, `${name('readPdnGames')}: source`));
export const readPdn = (source: TextSource): Generator<pdn.PdnItem, void, undefined> =>
  pdn.readPdn(guardedTextSource(source, `${name('readPdn')}: source`));
export const formatPdn = guarded(name('formatPdn'), pdn.formatPdn, ['game', copyPdnGameText]);
export const pdnTag = guarded(name('pdnTag'), pdn.pdnTag, ['game', copyTagged], ['name', isString]);

export const judgeRoute = guarded(
  name('judgeRoute'),
  referee.judgeRoute,
  ['position', at],
  // A route is at least its two ends (the referee's own precondition).
  ['route', (value, where) => copySquares(value, where, 2)],
);
export const evidence = guarded(name('evidence'), referee.evidence, ['violation', copyViolation]);
export const judgePdnGame = guarded(name('judgePdnGame'), pdnMoves.judgePdnGame, ['game', copyPdnGame]);
