import { type Side, SIDES, otherSide } from '../../core/side.js';
import {
  type Square,
  fileOf,
  kingDistance,
  parseSquareName,
  rankOf,
  ray,
  squareAt,
  squaresBetween,
} from '../../core/geometry.js';
import {
  type CaseKind,
  type DefaultProfile,
  type SizeRanges,
  caseGenerator,
  drawIn,
  firstOf,
  inRange,
} from '../../core/generate.js';
import { type Random, chance, pick, randomInt, shuffle } from '../../core/random.js';
import { ChessBoard } from '../../games/chess/board.js';
import { EMPTY, MOVEMENT, type Piece, type Role, pieceCode } from '../../games/chess/pieces.js';
import {
  type ChessMove,
  afterMove,
  attackers,
  checkingPieces,
  isCheck,
  keepsKingSafe,
  legalMoves,
  makeMove,
  pseudoLegalMoves,
} from '../../games/chess/rules.js';
import { explainRankAndFile } from './explain.js';
import { judgeRankAndFile } from './judge.js';
import { builtCase } from '../../framework/problem.js';
import { BOARD, type RankAndFileCase, rankAndFileFromSetup } from './case.js';

/**
 * Rank and File inputs by kind. The rarer kinds (mates, stalemates, pins) are built around the
 * judged king: a checker, then the pieces the kind needs, then enemy pieces that take the king's
 * flight squares one by one. The common ones are drawn at random and kept when the judge agrees.
 * Every candidate is classified by `rankAndFileLabels` (the judge and the explanation) before it is
 * accepted, so a kind never lies about its cases.
 *
 * Outside the `edge` profile every case is one a game can reach (docs/test-data.md): the kings
 * apart, the side not to move out of check, at most one checker unless a double check was made by
 * playing the move that gives it (a piece stepping off a queen's, rook's or bishop's line), and no
 * side with more pieces than its starting set and its eight pawns could give. Pieces added after
 * the checks are made never change who gives check. The `edge` profile adds kinds that break those
 * rules on purpose.
 */

/** What a case shows; a case can show several (a double check that is also a mate). */
export const RANK_AND_FILE_LABELS = [
  'checked',
  'checkmated',
  'safe',
  'stalemate',
  'double-check',
  'saved-by-another-piece',
  'pinned-defender',
  'defended-checker',
  'king-captures-checker',
] as const;
/** What an `edge` case shows: why no game reaches it. */
export const RANK_AND_FILE_EDGE_LABELS = [
  'kings-side-by-side',
  'other-side-in-check',
  'triple-check',
  'two-knights-check',
  'too-many-promotions',
] as const;
export type RankAndFileLabel = (typeof RANK_AND_FILE_LABELS)[number] | (typeof RANK_AND_FILE_EDGE_LABELS)[number];

const OTHER_ROLES: readonly Role[] = ['queen', 'rook', 'bishop', 'knight'];
const SLIDERS: readonly Role[] = ['queen', 'rook', 'bishop'];

const distance = (a: Square, b: Square): number => kingDistance(BOARD, a, b);
const adjacent = (a: Square, b: Square): boolean => distance(a, b) === 1;

const pieceCount = (board: ChessBoard): number =>
  board.cells.reduce((count, code) => count + (code !== EMPTY && (code & 7) !== 1 ? 1 : 0), 0);

const emptySquares = (board: ChessBoard): Square[] => {
  const squares: Square[] = [];
  board.cells.forEach((code, square) => {
    if (code === EMPTY) squares.push(square);
  });
  return squares;
};

/** The king's move to `to` as a ChessMove (legal or not), for asking whether it keeps the king safe. */
const kingStep = (board: ChessBoard, side: Side, king: Square, to: Square): ChessMove => ({
  from: king,
  to,
  piece: pieceCode({ side: side, role: 'king' }),
  captured: board.cells[to],
});

// ---- what a side's pieces can be: its starting set and eight pawns ----

/** A side's starting set besides the king, bishops by the colour of their squares. */
const STARTING_SET: ReadonlyArray<readonly [Role, number, boolean?]> = [
  ['queen', 1],
  ['rook', 2],
  ['knight', 2],
  ['bishop', 1, true],
  ['bishop', 1, false],
];

const lightSquare = (square: Square): boolean => (fileOf(BOARD, square) + rankOf(BOARD, square)) % 2 === 1;

/** Pieces of `side` beyond its starting set: what its pawns must have promoted to. */
function promotions(board: ChessBoard, side: Side): number {
  const own = board.squaresOf(side).filter((at) => board.pieceAt(at)!.role !== 'king');
  return STARTING_SET.reduce((sum, [role, starting, light]) => {
    const count = own.filter(
      (at) => board.pieceAt(at)!.role === role && (light === undefined || lightSquare(at) === light),
    ).length;
    return sum + Math.max(0, count - starting);
  }, 0);
}

/**
 * Puts `piece` on the empty `square` when its side can have it: at most 15 pieces besides the
 * king, those beyond the starting set no more than its 8 pawns; whether it did.
 */
function place(board: ChessBoard, square: Square, piece: Piece): boolean {
  board.put(square, piece);
  if (piece.role === 'king' || (board.squaresOf(piece.side).length <= 16 && promotions(board, piece.side) <= 8))
    return true;
  board.put(square, undefined);
  return false;
}

// ---- labels ----

/** Squares a piece giving check from `checker` can be captured on or blocked on. */
function defenceTargets(board: ChessBoard, king: Square, checker: Square): Square[] {
  const role = board.pieceAt(checker)?.role;
  return role !== undefined && MOVEMENT[role].slides ? [checker, ...squaresBetween(BOARD, checker, king)] : [checker];
}

/**
 * Whether some capture or block of the check fails only because it opens another enemy piece's
 * line to the king: a pinned defender.
 */
function defenderIsPinned(board: ChessBoard, side: Side, king: Square, checking: readonly Square[]): boolean {
  const targets = new Set(
    checking
      .filter((square) => board.pieceAt(square)?.role !== 'king')
      .flatMap((square) => defenceTargets(board, king, square)),
  );
  return pseudoLegalMoves(board, side).some(
    (move) =>
      move.from !== king &&
      targets.has(move.to) &&
      afterMove(board, move, (after) =>
        attackers(after, king, otherSide(side)).some((square) => !checking.includes(square)),
      ),
  );
}

/** The labels of a case, read off the judge's verdict and the explanation (checkers, stalemate) and the rules. */
export function rankAndFileLabels(input: RankAndFileCase): RankAndFileLabel[] {
  const judged = judgeRankAndFile(input);
  if (!judged.ok) return [];
  const { board, side } = input;
  const why = explainRankAndFile(input, judged.value);
  const king = parseSquareName(BOARD, why.king);
  const enemyKing = board.kingSquare(otherSide(side));
  if (king === undefined || enemyKing === undefined) return [];
  const status = judged.value.status;
  const labels: RankAndFileLabel[] = [
    status === 'CHECKED' ? 'checked' : status === 'CHECKMATED' ? 'checkmated' : why.stalemate ? 'stalemate' : 'safe',
  ];
  const checking = why.checkers.map((piece) => parseSquareName(BOARD, piece.square) ?? -1);
  const kingMoves = legalMoves(board, side).filter((move) => move.from === king);
  if (checking.length === 2) labels.push('double-check');
  if (status === 'CHECKED' && kingMoves.length === 0) labels.push('saved-by-another-piece');
  if (status === 'CHECKMATED' && defenderIsPinned(board, side, king, checking)) labels.push('pinned-defender');
  // Checkers next to the king other than the enemy king: can the king take them?
  const near = checking.filter((square) => square !== enemyKing && adjacent(square, king));
  if (near.some((square) => !kingMoves.some((move) => move.to === square))) labels.push('defended-checker');
  if (status === 'CHECKED' && near.some((square) => kingMoves.some((move) => move.to === square)))
    labels.push('king-captures-checker');
  // Why no game reaches the position.
  if (adjacent(king, enemyKing)) labels.push('kings-side-by-side');
  else if (isCheck(board, otherSide(side))) labels.push('other-side-in-check');
  if (checking.length >= 3) labels.push('triple-check');
  if (checking.length === 2 && checking.every((square) => board.pieceAt(square)?.role === 'knight'))
    labels.push('two-knights-check');
  if (SIDES.some((side) => promotions(board, side) > 8)) labels.push('too-many-promotions');
  return labels;
}

const EDGE_LABELS: ReadonlySet<RankAndFileLabel> = new Set(RANK_AND_FILE_EDGE_LABELS);

// ---- building positions ----

/** A position being built around the judged king. */
interface Sketch {
  readonly board: ChessBoard;
  readonly side: Side;
  readonly king: Square;
  /** Squares no piece may be added on: the path of the move that gave a double check. */
  readonly reserved: Set<Square>;
}

/** Empty squares that are not reserved. */
const freeSquares = (s: Sketch): Square[] => emptySquares(s.board).filter((square) => !s.reserved.has(square));

/** A square on the board's rim: kings there have few flight squares, where mates and stalemates live. */
function rimSquare(random: Random): Square {
  const along = randomInt(random, 0, 7);
  const edge = randomInt(random, 0, 3);
  if (edge < 2) return squareAt(BOARD, along, edge === 0 ? 0 : 7);
  return squareAt(BOARD, edge === 2 ? 0 : 7, along);
}

/** Both kings, apart (or side by side), the judged one on the rim with probability `rim`. */
function sketch(random: Random, rim: number, sideBySide = false): Sketch {
  const board = new ChessBoard(BOARD);
  const side = pick(random, SIDES);
  const king = chance(random, rim) ? rimSquare(random) : randomInt(random, 0, 63);
  board.put(king, { side: side, role: 'king' });
  const spots = emptySquares(board).filter((square) => adjacent(square, king) === sideBySide);
  board.put(pick(random, spots), { side: otherSide(side), role: 'king' });
  return { board, side, king, reserved: new Set() };
}

/**
 * Puts a piece of `side`, one of `roles`, on an empty square of `squares` where `fits` holds
 * (asked with the piece in place); the square, or undefined when no square and role fit.
 */
function placeWhere(
  random: Random,
  board: ChessBoard,
  side: Side,
  roles: readonly Role[],
  fits: (square: Square) => boolean,
  squares = emptySquares(board),
): Square | undefined {
  for (const role of shuffle(random, [...roles])) {
    for (const square of shuffle(random, [...squares])) {
      if (board.cells[square] !== EMPTY || !place(board, square, { side, role })) continue;
      if (fits(square)) return square;
      board.put(square, undefined);
    }
  }
  return undefined;
}

/** An enemy piece that gives check; `near`: next to the king (true), away from it (false), either (undefined). */
function placeChecker(random: Random, s: Sketch, roles: readonly Role[], near?: boolean): Square | undefined {
  const enemy = otherSide(s.side);
  return placeWhere(
    random,
    s.board,
    enemy,
    roles,
    (square) =>
      (near === undefined || adjacent(square, s.king) === near) && attackers(s.board, s.king, enemy).includes(square),
    freeSquares(s),
  );
}

/** The same squares, in any order. */
const sameSquares = (a: readonly Square[], b: readonly Square[]): boolean =>
  a.length === b.length && a.every((square) => b.includes(square));

/**
 * Moves the enemy king to a square where `fits` holds, not next to the judged king and not in check; false when none.
 */
function moveEnemyKing(random: Random, s: Sketch, fits: () => boolean): boolean {
  const enemy = otherSide(s.side);
  const from = s.board.kingSquare(enemy);
  if (from === undefined) return false;
  s.board.put(from, undefined);
  for (const square of shuffle(random, freeSquares(s))) {
    if (square === from || adjacent(square, s.king)) continue;
    s.board.put(square, { side: enemy, role: 'king' });
    if (!isCheck(s.board, enemy) && fits()) return true;
    s.board.put(square, undefined);
  }
  s.board.put(from, { side: enemy, role: 'king' });
  return false;
}

/**
 * Takes the judged king's flight squares away one at a time, with new enemy pieces or by moving
 * the enemy king, until the king has no legal move (at most 8 rounds: a king has 8 squares). The
 * pieces that give check stay the same throughout (none when the king is not in check: a stalemate).
 */
function coverFlights(random: Random, s: Sketch, maxPieces: number): boolean {
  const { board, side, king } = s;
  const checking = checkingPieces(board, side);
  for (let round = 0; round < 8; round++) {
    const flights = legalMoves(board, side).filter((move) => move.from === king);
    if (flights.length === 0) return true;
    const flight = pick(random, flights);
    const covered = (): boolean =>
      !keepsKingSafe(board, flight, king) && sameSquares(checkingPieces(board, side), checking);
    if (chance(random, maxPieces <= 4 ? 0.5 : 0.25) && moveEnemyKing(random, s, covered)) continue;
    if (pieceCount(board) >= maxPieces) return false;
    const squares = freeSquares(s).filter((square) => square !== flight.to);
    if (placeWhere(random, board, otherSide(side), OTHER_ROLES, covered, squares) === undefined) return false;
  }
  return legalMoves(board, side).every((move) => move.from !== king);
}

/** Pieces of the judged side near its king (they take flight squares, or defend). */
function addOwnNearKing(random: Random, s: Sketch, count: number): void {
  for (let k = 0; k < count; k++) {
    const squares = emptySquares(s.board).filter((square) => distance(square, s.king) <= 2);
    if (squares.length > 0) place(s.board, pick(random, squares), { side: s.side, role: pick(random, OTHER_ROLES) });
  }
}

const piecesRange = (sizes: SizeRanges) => sizes.pieces;

/** How many pieces besides the kings a random position gets: `hard` leans to crowded boards. */
const randomPieceCount = (random: Random, profile: DefaultProfile, sizes: SizeRanges): number =>
  profile === 'hard'
    ? drawIn(random, piecesRange(sizes), 8, piecesRange(sizes).max)
    : drawIn(random, piecesRange(sizes));

/**
 * A random position, half the time an attack: the judged king on the rim with a few defenders and
 * heavy enemy pieces (checks and mates are common there), otherwise pieces anywhere.
 */
function randomPosition(random: Random, profile: DefaultProfile, sizes: SizeRanges, sideBySide = false): Sketch {
  const attack = chance(random, 0.5);
  const s = sketch(random, attack ? 0.7 : 0.2, sideBySide);
  const total = randomPieceCount(random, profile, sizes);
  const own = attack ? Math.min(total, randomInt(random, 0, 2)) : randomInt(random, 0, total);
  addOwnNearKing(random, s, attack ? own : 0);
  const enemyRoles: readonly Role[] = attack ? ['queen', 'rook', 'rook', 'bishop', 'knight'] : OTHER_ROLES;
  const empty = shuffle(random, emptySquares(s.board));
  const enemy = otherSide(s.side);
  for (let k = attack ? own : 0, at = 0; k < total && at < empty.length; at++) {
    const side = attack || k >= own ? enemy : s.side;
    // A side that cannot have one more piece (see place) leaves it to the other side.
    const placed =
      place(s.board, empty[at], { side, role: pick(random, attack && side === enemy ? enemyRoles : OTHER_ROLES) }) ||
      place(s.board, empty[at], { side: otherSide(side), role: pick(random, OTHER_ROLES) });
    if (placed) k++;
  }
  return s;
}

const caseOf = (s: Sketch): RankAndFileCase => builtCase(rankAndFileFromSetup, { side: s.side, board: s.board });

/**
 * Whether a game can reach the position, as the generator builds them: kings apart, the side not
 * to move out of check, and at most one checker (a double check only where `double` says it was
 * made by a move). Pieces are counted as they are placed (see place).
 */
function reachable(input: RankAndFileCase, double: boolean): boolean {
  const { board, side } = input;
  const king = board.kingSquare(side);
  const enemyKing = board.kingSquare(otherSide(side));
  if (king === undefined || enemyKing === undefined || adjacent(king, enemyKing)) return false;
  if (isCheck(board, otherSide(side))) return false;
  return checkingPieces(board, side).length <= (double ? 2 : 1);
}

/**
 * Whether the case shows `label`, keeps to the sizes' maximum, and (unless the label is an edge one) could occur in a
 * game.
 */
function shows(input: RankAndFileCase, label: RankAndFileLabel, sizes: SizeRanges): boolean {
  if (pieceCount(input.board) > piecesRange(sizes).max) return false;
  if (!EDGE_LABELS.has(label) && !reachable(input, label === 'double-check')) return false;
  return rankAndFileLabels(input).includes(label);
}

/**
 * Extra pieces of either side, each kept only if the case still shows `label` and gives check
 * exactly as before: larger positions for contest and hard, and at least the sizes' minimum.
 */
function addNoise(
  random: Random,
  s: Sketch,
  label: RankAndFileLabel,
  profile: DefaultProfile,
  sizes: SizeRanges,
): boolean {
  const { min, max } = piecesRange(sizes);
  const extra = profile === 'small' ? 0 : profile === 'contest' ? randomInt(random, 0, 4) : randomInt(random, 2, 8);
  const wanted = Math.min(max, Math.max(min, pieceCount(s.board) + extra));
  const checks = SIDES.map((side) => checkingPieces(s.board, side));
  for (let tries = 0; pieceCount(s.board) < wanted && tries < 3 * (wanted - pieceCount(s.board)) + 10; tries++) {
    const square = pick(random, freeSquares(s));
    if (!place(s.board, square, { side: pick(random, SIDES), role: pick(random, OTHER_ROLES) })) continue;
    const same = SIDES.every((side, k) => sameSquares(checkingPieces(s.board, side), checks[k]));
    if (!same || !shows(caseOf(s), label, sizes)) s.board.put(square, undefined);
  }
  return pieceCount(s.board) >= min;
}

type Builder = (random: Random, profile: DefaultProfile, sizes: SizeRanges) => Sketch | undefined;

/** A kind: up to `tries` sketches from `build`, each finished with noise and accepted only if it shows the label. */
function kind(
  name: RankAndFileLabel,
  tries: number,
  weight: CaseKind<RankAndFileCase>['weight'],
  build: Builder,
): CaseKind<RankAndFileCase> {
  return {
    name,
    weight,
    edge: EDGE_LABELS.has(name),
    make: (random, profile, sizes) =>
      firstOf(tries, () => {
        const s = build(random, profile, sizes);
        if (!s || !shows(caseOf(s), name, sizes)) return undefined;
        return addNoise(random, s, name, profile, sizes) ? caseOf(s) : undefined;
      }),
  };
}

/** A check (the king's own pieces near it, sometimes, take flight squares too), then every flight square covered. */
const mate: Builder = (random, profile, sizes) => {
  const s = sketch(random, 0.7);
  if (profile !== 'small' && chance(random, 0.4)) addOwnNearKing(random, s, randomInt(random, 1, 2));
  if (placeChecker(random, s, OTHER_ROLES) === undefined) return undefined;
  return coverFlights(random, s, piecesRange(sizes).max) ? s : undefined;
};

/**
 * For the lines from the judged king, in random order, with room for two pieces: a square on the
 * line, one further out, and the sliders that act along it; true at the first line `use` takes.
 */
function alongALine(
  random: Random,
  s: Sketch,
  use: (near: Square, far: Square, sliders: readonly Role[]) => boolean,
): boolean {
  for (const direction of shuffle(random, [...MOVEMENT.king.directions])) {
    const line = ray(BOARD, s.king, direction);
    const free = line.findIndex((square) => s.board.cells[square] !== EMPTY);
    const room = free < 0 ? line.length : free;
    if (room < 2) continue;
    const near = randomInt(random, 0, room - 2);
    const far = randomInt(random, near + 1, room - 1);
    if (use(line[near], line[far], direction.df === 0 || direction.dr === 0 ? ['rook', 'queen'] : ['bishop', 'queen']))
      return true;
  }
  return false;
}

/**
 * A double check as a game makes it: an enemy piece stands on the line between one of its
 * queens, rooks or bishops and the judged king, then moves off the line to a square from which it
 * gives check too (capturing whatever stands there).
 */
function discoveredDoubleCheck(random: Random, s: Sketch): boolean {
  const enemy = otherSide(s.side);
  return alongALine(random, s, (near, far, sliders) => {
    if (!place(s.board, far, { side: enemy, role: pick(random, sliders) })) return false;
    for (const role of shuffle(random, [...OTHER_ROLES])) {
      if (!place(s.board, near, { side: enemy, role })) continue;
      const moves = pseudoLegalMoves(s.board, enemy).filter(
        (move) =>
          move.from === near && afterMove(s.board, move, (after) => attackers(after, s.king, enemy).length === 2),
      );
      if (moves.length > 0) {
        const move = pick(random, moves);
        makeMove(s.board, move);
        // The move's path stays empty: pieces added later must not make it impossible.
        for (const square of [move.from, ...squaresBetween(BOARD, move.from, move.to)]) s.reserved.add(square);
        return true;
      }
      s.board.put(near, undefined);
    }
    s.board.put(far, undefined);
    return false;
  });
}

/** A checker at a distance, and a piece of the judged side that could capture it or block (pinned or not). */
function checkWithDefender(random: Random, s: Sketch, pinned: boolean): boolean {
  const checker = placeChecker(random, s, pinned ? OTHER_ROLES : SLIDERS, chance(random, 0.3) ? undefined : false);
  if (checker === undefined) return false;
  const targets = new Set(defenceTargets(s.board, s.king, checker));
  const defends = (from: Square, legal: boolean): boolean =>
    pseudoLegalMoves(s.board, s.side).some(
      (move) => move.from === from && targets.has(move.to) && keepsKingSafe(s.board, move, s.king) === legal,
    );
  if (!pinned) return placeWhere(random, s.board, s.side, OTHER_ROLES, (square) => defends(square, true)) !== undefined;
  // The defender stands on a line from the king with an enemy slider behind it.
  return alongALine(random, s, (near, far, sliders) => {
    if (!place(s.board, far, { side: otherSide(s.side), role: pick(random, sliders) })) return false;
    if (placeWhere(random, s.board, s.side, OTHER_ROLES, (square) => defends(square, false), [near]) !== undefined)
      return true;
    s.board.put(far, undefined);
    return false;
  });
}

/** A checker next to the king; `defended`: with an enemy piece (or the enemy king) guarding it. */
function adjacentChecker(random: Random, sizes: SizeRanges, defended: boolean): Sketch | undefined {
  const s = sketch(random, 0.5);
  const checker = placeChecker(random, s, SLIDERS, true);
  if (checker === undefined) return undefined;
  if (!defended) return s;
  const guarded = (): boolean =>
    !keepsKingSafe(s.board, kingStep(s.board, s.side, s.king, checker), s.king) &&
    sameSquares(checkingPieces(s.board, s.side), [checker]);
  const guard = chance(random, 0.4)
    ? moveEnemyKing(random, s, guarded)
    : placeWhere(random, s.board, otherSide(s.side), OTHER_ROLES, guarded) !== undefined;
  if (!guard) return undefined;
  // Half of them are mates (the README's sample has one: Kxb5 fails, the queen is defended).
  return chance(random, 0.5) && !coverFlights(random, s, piecesRange(sizes).max) ? undefined : s;
}

/** `count` enemy pieces of `roles` that all give check. */
function checkers(random: Random, s: Sketch, count: number, roles: readonly Role[]): boolean {
  for (let k = 0; k < count; k++) if (placeChecker(random, s, roles) === undefined) return false;
  return true;
}

/** A random position, then a piece of the judged side that checks the other king. */
const otherSideChecked: Builder = (random, profile, sizes) => {
  const s = randomPosition(random, profile, sizes);
  const enemyKing = s.board.kingSquare(otherSide(s.side))!;
  const found = placeWhere(random, s.board, s.side, OTHER_ROLES, (square) =>
    attackers(s.board, enemyKing, s.side).includes(square),
  );
  return found === undefined ? undefined : s;
};

/** One side with nine to eleven pieces beyond its starting set: queens it could never have had. */
const tooManyPromotions: Builder = (random) => {
  const s = sketch(random, 0.3);
  const side = pick(random, SIDES);
  const queens = randomInt(random, 10, 12);
  const empty = shuffle(random, emptySquares(s.board));
  for (let k = 0; k < queens; k++) s.board.put(empty[k], { side, role: 'queen' });
  return s;
};

/** `contest` leans to the verdicts random inputs give; `hard` to the kinds that catch wrong programs. */
const RARE = { small: 1, contest: 1, hard: 3 } as const;
/** The edge kinds' weight in the `edge` profile: about half its cases are edge. */
const EDGE = { edge: 4 } as const;

function rankAndFileFits(input: RankAndFileCase, sizes: SizeRanges): boolean {
  return inRange(pieceCount(input.board), piecesRange(sizes));
}

/**
 * Two kings apart and `count` pieces that give no check to either king: each king walled in by
 * its own pieces first, then pieces anywhere that attack neither king.
 */
function quietPosition(random: Random, count: number): Sketch {
  let best = sketch(random, 0);
  for (let tries = 0; tries < 50 && pieceCount(best.board) < count; tries++) {
    const s = sketch(random, 0);
    const kings = SIDES.map((side) => s.board.kingSquare(side)!);
    const order = shuffle(random, emptySquares(s.board)).sort(
      (a, b) =>
        Math.min(...kings.map((king) => distance(a, king))) - Math.min(...kings.map((king) => distance(b, king))),
    );
    for (const square of order) {
      if (pieceCount(s.board) >= count) break;
      const nearest = kings.reduce((best, king) => (distance(square, king) < distance(square, best) ? king : best));
      const side = s.board.pieceAt(nearest)!.side;
      const role = pick(random, OTHER_ROLES);
      if (!place(s.board, square, { side, role }) && !place(s.board, square, { side: otherSide(side), role })) continue;
      if (SIDES.some((side) => isCheck(s.board, side))) s.board.put(square, undefined);
    }
    if (pieceCount(s.board) > pieceCount(best.board)) best = s;
  }
  return best;
}

/** `count` Rank and File cases covering every kind, each within `sizes` where given (see `caseGenerator`). */
export const generateRankAndFile = caseGenerator<RankAndFileCase>({
  sizes: [{ name: 'pieces', what: 'pieces besides the two kings, both colours together', min: 0, max: 30 }],
  /** Pieces besides the two kings, per profile: `small` stays checkable by hand, `hard` crowds the board. */
  profileSizes: {
    small: { pieces: { min: 0, max: 4 } },
    contest: { pieces: { min: 0, max: 14 } },
    hard: { pieces: { min: 0, max: 22 } },
  },
  kinds: [
    kind('checked', 200, { small: 2, contest: 4, hard: 1 }, (random, profile, sizes) =>
      randomPosition(random, profile, sizes),
    ),
    kind('safe', 200, { small: 2, contest: 4, hard: 1 }, (random, profile, sizes) =>
      randomPosition(random, profile, sizes),
    ),
    kind('checkmated', 100, { small: 2, contest: 2, hard: 2 }, mate),
    kind('stalemate', 100, { small: 1, contest: 1, hard: 2 }, (random, _profile, sizes) => {
      const s = sketch(random, 0.85);
      return coverFlights(random, s, piecesRange(sizes).max) ? s : undefined;
    }),
    kind('double-check', 100, RARE, (random, _profile, sizes) => {
      const s = sketch(random, 0.6);
      if (!discoveredDoubleCheck(random, s)) return undefined;
      // Half of them are mates: only a king move answers a double check.
      return chance(random, 0.5) && !coverFlights(random, s, piecesRange(sizes).max) ? undefined : s;
    }),
    kind('saved-by-another-piece', 100, RARE, (random, _profile, sizes) => {
      const s = sketch(random, 0.7);
      return checkWithDefender(random, s, false) && coverFlights(random, s, piecesRange(sizes).max) ? s : undefined;
    }),
    kind('pinned-defender', 100, RARE, (random, _profile, sizes) => {
      const s = sketch(random, 0.7);
      return checkWithDefender(random, s, true) && coverFlights(random, s, piecesRange(sizes).max) ? s : undefined;
    }),
    kind('defended-checker', 100, RARE, (random, _profile, sizes) => adjacentChecker(random, sizes, true)),
    kind('king-captures-checker', 100, RARE, (random, _profile, sizes) => adjacentChecker(random, sizes, false)),
    kind('kings-side-by-side', 50, EDGE, (random, profile, sizes) => randomPosition(random, profile, sizes, true)),
    kind('other-side-in-check', 50, EDGE, otherSideChecked),
    kind('triple-check', 50, EDGE, (random) => {
      const s = sketch(random, 0.5);
      return checkers(random, s, 3, OTHER_ROLES) ? s : undefined;
    }),
    kind('two-knights-check', 50, EDGE, (random) => {
      const s = sketch(random, 0.5);
      return checkers(random, s, 2, ['knight']) ? s : undefined;
    }),
    kind('too-many-promotions', 20, EDGE, tooManyPromotions),
  ],
  // A random position a game could reach, else two kings apart and pieces that give no check.
  fallback: {
    name: 'random',
    make: (random, profile, sizes) => {
      const found = firstOf(20, () => {
        const s = randomPosition(random, profile, sizes);
        return reachable(caseOf(s), false) && rankAndFileFits(caseOf(s), sizes) ? s : undefined;
      });
      return caseOf(found ?? quietPosition(random, piecesRange(sizes).min));
    },
  },
  fits: (input, sizes) => rankAndFileFits(input, sizes),
});
