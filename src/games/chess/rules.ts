import { type Side, otherSide } from '../../core/side.js';
import type { Square } from '../../core/geometry.js';
import { type ChessBoard, isKingCode } from './board.js';
import { BLACK_BIT, EMPTY, type PieceCode, type Role, pieceCode, sideBitOf } from './pieces.js';
import { type ChessTables, ROLE_BIT, tablesOf } from './tables.js';

/**
 * Chess rules on any rectangular board, every piece in one text: `reaches` (what a piece attacks)
 * and `pieceTargets` (where it moves). Sides without a king (the Simplified Chess Engine) have
 * every pseudo-legal move as a legal move; sides with a king may not leave it attacked. A pawn
 * that arrives on its far row becomes one of the pieces its game names (`promotions`).
 */

export interface ChessMove {
  readonly from: Square;
  readonly to: Square;
  /** The piece that moves. */
  readonly piece: PieceCode;
  /** The piece taken, or EMPTY. */
  readonly captured: PieceCode;
  /** What a pawn arriving on its far row becomes (a code of its side), else absent. */
  readonly promotion?: PieceCode;
}

/** What a pawn may become in standard chess; a game may name fewer (the Simplified Chess Engine II: no queen). */
export const STANDARD_PROMOTIONS: readonly Role[] = Object.freeze(['queen', 'rook', 'bishop', 'knight']);

/**
 * The attack rule, its one text: whether the piece on `from` attacks `to` (would take what stands
 * there) on the board as it stands. The offset tables (tables.ts) say whether its movement covers
 * the offset and which way a slider steps; a slider's line must be clear. An empty square reaches
 * nothing (ROLE_BIT[EMPTY] is 0). For every piece but the pawn, this is also where it moves.
 */
export function reaches(cells: Int8Array, tables: ChessTables, from: Square, to: Square): boolean {
  const offset = tables.coordinate[to] - tables.coordinate[from] + tables.offsetCentre;
  if ((tables.reach[offset] & ROLE_BIT[cells[from]]) === 0) return false;
  return lineClear(cells, tables.lineStep[offset], from, to);
}

/** The same rule for a move onto the empty square `to` (a pawn steps forward; the others move as they attack). */
export function stepsTo(cells: Int8Array, tables: ChessTables, from: Square, to: Square): boolean {
  const offset = tables.coordinate[to] - tables.coordinate[from] + tables.offsetCentre;
  if ((tables.quietReach[offset] & ROLE_BIT[cells[from]]) === 0) return false;
  return lineClear(cells, tables.lineStep[offset], from, to);
}

/** Whether a slide by `step` from `from` meets no piece before `to` (0: a step or a jump, never blocked). */
function lineClear(cells: Int8Array, step: number, from: Square, to: Square): boolean {
  if (step === 0) return true;
  let at = from + step;
  while (at !== to && cells[at] === EMPTY) at += step;
  return at === to;
}

/**
 * Counts the pieces of `attackerBit`'s side that reach `target`, up to `limit`, pushing their squares (in order) on
 * `found` when given.
 */
function scanAttackers(
  board: ChessBoard,
  target: Square,
  attackerBit: number,
  found: Square[] | null,
  limit: number,
): number {
  const { cells } = board;
  const tables = tablesOf(board.geometry);
  let count = 0;
  for (let from = 0; from < cells.length; from++) {
    const code = cells[from];
    if (
      code === EMPTY ||
      (code & BLACK_BIT) !== attackerBit ||
      from === target ||
      !reaches(cells, tables, from, target)
    )
      continue;
    found?.push(from);
    if (++count === limit) break;
  }
  return count;
}

export const isAttacked = (board: ChessBoard, target: Square, by: Side): boolean =>
  scanAttackers(board, target, sideBitOf(by), null, 1) > 0;

/** Squares of `by`'s pieces that attack `target`, in square order. */
export function attackers(board: ChessBoard, target: Square, by: Side): Square[] {
  const found: Square[] = [];
  scanAttackers(board, target, sideBitOf(by), found, Infinity);
  return found;
}

/**
 * The move rule, its one text: where the piece on `from` moves pseudo-legally. Along each of its
 * directions, one square or (a slider) until a piece: onto an empty square along the directions it
 * moves in, onto an enemy piece other than a king (a king is never captured) along those it takes
 * in (the same but for the pawn, which steps forward and takes diagonally forward). Writes the
 * squares into `out` from `end`, by direction, nearest first; returns the new end (`out` holds at
 * least as many as the board has squares).
 */
export function pieceTargets(board: ChessBoard, from: Square, out: Int16Array, end: number): number {
  const { rayStart, rayLength, raySquares, directionMask, quietMask, slides, directions } = tablesOf(board.geometry);
  const cells = board.cells;
  const piece = cells[from];
  const ownBit = piece & BLACK_BIT;
  const takes = directionMask[piece];
  const moves = quietMask[piece];
  const mask = takes | moves;
  const base = from * directions.length;
  for (let d = 0; d < directions.length; d++) {
    if (!((mask >> d) & 1)) continue;
    const length = rayLength[base + d];
    const limit = slides[piece] ? length : Math.min(length, 1);
    const start = rayStart[base + d];
    for (let k = 0; k < limit; k++) {
      const to = raySquares[start + k];
      const target = cells[to];
      if (target === EMPTY) {
        if ((moves >> d) & 1) out[end++] = to;
        continue;
      }
      if ((takes >> d) & 1 && (target & BLACK_BIT) !== ownBit && !isKingCode(target)) out[end++] = to;
      break;
    }
  }
  return end;
}

/**
 * Whether the piece `piece` arriving on `to` promotes: a pawn on its far row (the last rank for
 * White, the first for Black).
 */
export function promotesOn(board: ChessBoard, piece: PieceCode, to: Square): boolean {
  if (tablesOf(board.geometry).promotes[piece] === 0) return false;
  const rank = Math.floor(to / board.geometry.width);
  return piece & BLACK_BIT ? rank === 0 : rank === board.geometry.height - 1;
}

/** The codes of `side`'s pieces of `roles`, what a promotion may give. */
const promotionCodes = (side: Side, roles: readonly Role[]): PieceCode[] =>
  roles.map((role) => pieceCode({ side, role }));

/**
 * Calls `visit` for every pseudo-legal move of the piece on `from` (pieceTargets), a pawn's move onto
 * its far row once for each of `promotions`, the piece's side's codes (none: it cannot move there);
 * stops when `visit` returns true.
 */
function visitPieceMoves(
  board: ChessBoard,
  from: Square,
  targets: Int16Array,
  promotions: readonly PieceCode[],
  visit: (move: ChessMove) => boolean,
): boolean {
  const cells = board.cells;
  const piece = cells[from];
  const end = pieceTargets(board, from, targets, 0);
  for (let i = 0; i < end; i++) {
    const to = targets[i];
    const move = { from, to, piece, captured: cells[to] };
    if (!promotesOn(board, piece, to)) {
      if (visit(move)) return true;
      continue;
    }
    for (const promotion of promotions) if (visit({ ...move, promotion })) return true;
  }
  return false;
}

/**
 * Visits `side`'s pseudo-legal moves, king moves first (they most often answer a check); a pawn
 * promotes to each piece of `promotions`.
 */
function visitPseudoLegalMoves(
  board: ChessBoard,
  side: Side,
  visit: (move: ChessMove) => boolean,
  promotions: readonly Role[] = STANDARD_PROMOTIONS,
): boolean {
  const king = board.kingSquare(side);
  const cells = board.cells;
  const targets = new Int16Array(cells.length);
  const codes = promotionCodes(side, promotions);
  if (king !== undefined && visitPieceMoves(board, king, targets, codes, visit)) return true;
  const bit = sideBitOf(side);
  for (let square = 0; square < cells.length; square++) {
    const code = cells[square];
    if (
      code !== EMPTY &&
      (code & BLACK_BIT) === bit &&
      square !== king &&
      visitPieceMoves(board, square, targets, codes, visit)
    )
      return true;
  }
  return false;
}

/** `side`'s moves as its pieces' movement allows them, whether or not they leave its king attacked. */
export function pseudoLegalMoves(
  board: ChessBoard,
  side: Side,
  promotions: readonly Role[] = STANDARD_PROMOTIONS,
): ChessMove[] {
  const moves: ChessMove[] = [];
  visitPseudoLegalMoves(
    board,
    side,
    (move) => {
      moves.push(move);
      return false;
    },
    promotions,
  );
  return moves;
}

/** Plays `move` on the board in place; undo with `undoMove`. */
export function makeMove(board: ChessBoard, move: ChessMove): void {
  board.cells[move.to] = move.promotion ?? move.piece;
  board.cells[move.from] = EMPTY;
}

export function undoMove(board: ChessBoard, move: ChessMove): void {
  board.cells[move.from] = move.piece;
  board.cells[move.to] = move.captured;
}

/** Runs `look` on the position after `move`, then restores the board. */
export function afterMove<T>(board: ChessBoard, move: ChessMove, look: (after: ChessBoard) => T): T {
  makeMove(board, move);
  try {
    return look(board);
  } finally {
    undoMove(board, move);
  }
}

/** Whether `move` leaves the mover's king unattacked (always true for a side with no king). */
export function keepsKingSafe(board: ChessBoard, move: ChessMove, kingBefore: Square | undefined): boolean {
  if (kingBefore === undefined) return true;
  const side = move.piece & BLACK_BIT ? 'black' : 'white';
  const king = move.from === kingBefore ? move.to : kingBefore;
  makeMove(board, move);
  const safe = !isAttacked(board, king, otherSide(side));
  undoMove(board, move);
  return safe;
}

export function legalMoves(
  board: ChessBoard,
  side: Side,
  promotions: readonly Role[] = STANDARD_PROMOTIONS,
): ChessMove[] {
  const king = board.kingSquare(side);
  return pseudoLegalMoves(board, side, promotions).filter((move) => keepsKingSafe(board, move, king));
}

export function hasLegalMove(board: ChessBoard, side: Side): boolean {
  const king = board.kingSquare(side);
  // Which piece a pawn becomes changes nothing about its own king's safety: one is enough.
  return visitPseudoLegalMoves(
    board,
    side,
    (move) => keepsKingSafe(board, move, king),
    STANDARD_PROMOTIONS.slice(0, 1),
  );
}

/** Squares of the pieces giving check to `side`'s king (empty when it has no king). */
export function checkingPieces(board: ChessBoard, side: Side): Square[] {
  const king = board.kingSquare(side);
  return king === undefined ? [] : attackers(board, king, otherSide(side));
}

export function isCheck(board: ChessBoard, side: Side): boolean {
  const king = board.kingSquare(side);
  return king !== undefined && isAttacked(board, king, otherSide(side));
}

// ---- checkStatus: the Rank and File question, asked of many positions in a row -------------

/**
 * Where each side's pieces stand: what checkStatus works from, so that whether a square is
 * attacked is asked of the few enemy pieces rather than by looking out from the square in every
 * direction. `placePieces` fills it from a board; a reader that meets the pieces as it reads fills
 * it itself (`clearPlaces`, then `placePiece` for each) and saves a scan.
 */
export interface PiecePlaces {
  /**
   * Side c's pieces (0 White, 1 Black: a code's `>> 3`) from `c * stride`: first its king's
   * square (-1 when it has none; the first king, as kingSquare says, when it has two), then its
   * other pieces' squares, `counts[c]` of them.
   */
  readonly squares: Int16Array;
  readonly counts: Int32Array;
  readonly stride: number;
}

/** Empty places for boards of up to `size` squares. */
export const piecePlaces = (size: number): PiecePlaces => ({
  squares: new Int16Array(2 * (size + 1)),
  counts: new Int32Array(2),
  stride: size + 1,
});

export function clearPlaces(places: PiecePlaces): void {
  places.squares[0] = places.squares[places.stride] = -1;
  places.counts[0] = places.counts[1] = 0;
}

/** Adds the piece `code` on `square`. */
export function placePiece(places: PiecePlaces, square: Square, code: PieceCode): void {
  const first = (code >> 3) * places.stride;
  if (places.squares[first] < 0 && isKingCode(code)) places.squares[first] = square;
  else places.squares[first + 1 + places.counts[code >> 3]++] = square;
}

/** The places of every piece on `board`. */
export function placePieces(board: ChessBoard, places: PiecePlaces): void {
  clearPlaces(places);
  const { cells, words } = board;
  if (!words) {
    for (let square = 0; square < cells.length; square++)
      if (cells[square] !== EMPTY) placePiece(places, square, cells[square]);
    return;
  }
  // Four squares a word, passed over at once when empty (an 8x8 board is mostly empty).
  for (let word = 0; word < words.length; word++) {
    const four = words[word];
    if (four === 0) continue;
    for (let byte = 0; byte < 4; byte++) {
      const code = (four >>> (byte << 3)) & 255;
      if (code !== EMPTY) placePiece(places, (word << 2) + byte, code);
    }
  }
}

/** attackerOf's answers besides a square: no piece attacks, or two or more do. */
const NO_CHECK = -1;
const DOUBLE_CHECK = -2;

/**
 * The square of the piece of side `sideIndex` that attacks `target`; with `limit` 2, DOUBLE_CHECK when two
 * or more do; NO_CHECK when none does: the attack rule (reaches) asked of `places`' pieces only.
 */
function attackerOf(
  cells: Int8Array,
  tables: ChessTables,
  places: PiecePlaces,
  target: Square,
  sideIndex: number,
  limit: 1 | 2,
): number {
  const squares = places.squares;
  const first = sideIndex * places.stride;
  const end = first + 1 + places.counts[sideIndex];
  let found = NO_CHECK;
  for (let i = squares[first] < 0 ? first + 1 : first; i < end; i++) {
    const from = squares[i];
    // A listed piece that has been taken: its square holds the other side, or nothing (which reaches nothing).
    if (cells[from] >> 3 !== sideIndex || !reaches(cells, tables, from, target)) continue;
    if (limit === 1) return from;
    if (found !== NO_CHECK) return DOUBLE_CHECK;
    found = from;
  }
  return found;
}

/**
 * Whether the king on `king` can step to a square that no piece of `enemy` attacks once the king
 * has left its own (so a step back along a checking line is attacked). A king never takes a king.
 */
function kingCanStep(cells: Int8Array, tables: ChessTables, places: PiecePlaces, king: Square, enemy: number): boolean {
  const { kingStepStart, kingSteps } = tables;
  const kingCode = cells[king];
  let found = false;
  cells[king] = EMPTY;
  for (let i = kingStepStart[king], end = kingStepStart[king + 1]; i < end && !found; i++) {
    const to = kingSteps[i];
    const target = cells[to];
    if (target !== EMPTY && (target >> 3 !== enemy || isKingCode(target))) continue;
    cells[to] = kingCode;
    found = attackerOf(cells, tables, places, to, enemy, 1) === NO_CHECK;
    cells[to] = target;
  }
  cells[king] = kingCode;
  return found;
}

/**
 * Whether one of the other pieces of the king's side can take the one checking piece on
 * `checker` (reaches), or stand between it and the king (stepsTo: a pawn steps forward), without
 * leaving the king attacked (a pinned piece cannot).
 */
function captureOrBlock(
  cells: Int8Array,
  tables: ChessTables,
  places: PiecePlaces,
  king: Square,
  checker: Square,
): boolean {
  const own = cells[king] >> 3;
  const enemy = own ^ 1;
  const line = tables.lineStep[tables.coordinate[checker] - tables.coordinate[king] + tables.offsetCentre];
  // The squares from the king to the checker, the checker's own last (a knight's is the only one).
  const step = line === 0 ? checker - king : line;
  const first = own * places.stride + 1;
  const end = first + places.counts[own];
  for (let square = king + step; ; square += step) {
    const captured = cells[square];
    // A king is never captured.
    if (isKingCode(captured)) return false;
    const rule = square === checker ? reaches : stepsTo;
    for (let i = first; i < end; i++) {
      const from = places.squares[i];
      if (!rule(cells, tables, from, square)) continue;
      const piece = cells[from];
      cells[square] = piece;
      cells[from] = EMPTY;
      const safe = attackerOf(cells, tables, places, king, enemy, 1) === NO_CHECK;
      cells[from] = piece;
      cells[square] = captured;
      if (safe) return true;
    }
    if (square === checker) return false;
  }
}

export type CheckStatus = 'checked' | 'checkmated' | 'safe';

/** checkStatus's answers, in the order checkStatusIndex numbers them. */
export const CHECK_STATUSES: readonly CheckStatus[] = Object.freeze(['safe', 'checked', 'checkmated']);
const SAFE = 0;
const CHECKED = 1;
const CHECKMATED = 2;

/**
 * The Rank and File question, the answer isCheck and hasLegalMove give together (stalemate and any
 * position without check are "safe"), found without building moves: the checking pieces counted,
 * then a king step to a square left unattacked, or (one checker only) a capture or block that
 * leaves the king unattacked. `places` is scratch: a caller judging many positions in a row
 * passes the same one each time, and allocates nothing (but, once for each new board, the view of
 * its cells as words).
 */
export function checkStatus(
  board: ChessBoard,
  side: Side,
  places: PiecePlaces = piecePlaces(board.cells.length),
): CheckStatus {
  placePieces(board, places);
  return CHECK_STATUSES[checkStatusIndex(board, sideBitOf(side) >> 3, places)];
}

/**
 * checkStatus as an index into CHECK_STATUSES, for a reader that has placed the board's pieces
 * itself (`places` must say where every piece is); `sideIndex` 0 for White, 1 for Black.
 */
export function checkStatusIndex(board: ChessBoard, sideIndex: number, places: PiecePlaces): number {
  const { cells } = board;
  const tables = tablesOf(board.geometry);
  const king = places.squares[sideIndex * places.stride];
  if (king < 0) return SAFE;
  const checker = attackerOf(cells, tables, places, king, sideIndex ^ 1, 2);
  if (checker === NO_CHECK) return SAFE;
  if (kingCanStep(cells, tables, places, king, sideIndex ^ 1)) return CHECKED;
  if (checker === DOUBLE_CHECK) return CHECKMATED;
  return captureOrBlock(cells, tables, places, king, checker) ? CHECKED : CHECKMATED;
}
