import { type Side, SIDES, otherSide } from '../../core/side.js';
import { type Square, kingDistance, parseSquareName, ray, squareAt, squaresBetween } from '../../core/geometry.js';
import { type CaseKind, type FallbackKind, type KindSet, type Profile, firstOf, generateCases } from '../../core/generate.js';
import { type Random, chance, pick, randomInt, shuffle } from '../../core/random.js';
import { ChessBoard } from '../../games/chess/board.js';
import { EMPTY, MOVEMENT, type Role, pieceCode } from '../../games/chess/pieces.js';
import { type ChessMove, afterMove, attackers, isCheck, keepsKingSafe, legalMoves, pseudoLegalMoves } from '../../games/chess/rules.js';
import { explainRankAndFile } from './explain.js';
import { judgeRankAndFile } from './judge.js';
import { BOARD, type RankAndFileCase } from './parse.js';

/**
 * Rank and File inputs by kind. The rarer kinds (mates, stalemates, pins) are built around the
 * judged king: a checker, then the pieces the kind needs, then enemy pieces that take the king's
 * flight squares one by one. The common ones are drawn at random and kept when the judge agrees.
 * Every candidate is classified by `rankAndFileLabels` (the judge and the explanation) before it is
 * accepted, so a kind never lies about its cases.
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
  'kings-side-by-side',
  'defended-checker',
  'king-captures-checker',
] as const;
export type RankAndFileLabel = (typeof RANK_AND_FILE_LABELS)[number];

/** Pieces besides the two kings, per profile: `small` stays checkable by hand. */
export const RANK_AND_FILE_MAX_PIECES: Readonly<Record<Profile, number>> = { small: 4, contest: 14, hard: 20 };

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
  piece: pieceCode({ color: side, role: 'king' }),
  captured: board.cells[to],
});

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
    checking.filter((square) => board.pieceAt(square)?.role !== 'king').flatMap((square) => defenceTargets(board, king, square)),
  );
  return pseudoLegalMoves(board, side).some(
    (move) =>
      move.from !== king &&
      targets.has(move.to) &&
      afterMove(board, move, (after) => attackers(after, king, otherSide(side)).some((square) => !checking.includes(square))),
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
  if (checking.length >= 2) labels.push('double-check');
  if (status === 'CHECKED' && kingMoves.length === 0) labels.push('saved-by-another-piece');
  if (status === 'CHECKMATED' && defenderIsPinned(board, side, king, checking)) labels.push('pinned-defender');
  if (adjacent(king, enemyKing)) labels.push('kings-side-by-side');
  // Checkers next to the king other than the enemy king: can the king take them?
  const near = checking.filter((square) => square !== enemyKing && adjacent(square, king));
  if (near.some((square) => !kingMoves.some((move) => move.to === square))) labels.push('defended-checker');
  if (status === 'CHECKED' && near.some((square) => kingMoves.some((move) => move.to === square))) labels.push('king-captures-checker');
  return labels;
}

/** No real game has the side not judged in check; only kings side by side need it (both are). */
export const otherSideInCheck = (input: RankAndFileCase): boolean => isCheck(input.board, otherSide(input.side));

/** A position being built around the judged king. */
interface Sketch {
  readonly board: ChessBoard;
  readonly side: Side;
  readonly king: Square;
}

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
  board.put(king, { color: side, role: 'king' });
  const spots = emptySquares(board).filter((square) => adjacent(square, king) === sideBySide);
  board.put(pick(random, spots), { color: otherSide(side), role: 'king' });
  return { board, side, king };
}

/**
 * Puts a piece of `color`, one of `roles`, on an empty square of `squares` where `fits` holds
 * (asked with the piece in place); the square, or undefined when no square and role fit.
 */
function placeWhere(
  random: Random,
  board: ChessBoard,
  color: Side,
  roles: readonly Role[],
  fits: (square: Square) => boolean,
  squares = emptySquares(board),
): Square | undefined {
  for (const role of shuffle(random, [...roles])) {
    for (const square of shuffle(random, [...squares])) {
      if (board.cells[square] !== EMPTY) continue;
      board.put(square, { color, role });
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
    (square) => (near === undefined || adjacent(square, s.king) === near) && attackers(s.board, s.king, enemy).includes(square),
  );
}

/** Moves the enemy king to a square where `fits` holds, not next to the judged king and not in check; false when none. */
function moveEnemyKing(random: Random, s: Sketch, fits: () => boolean): boolean {
  const enemy = otherSide(s.side);
  const from = s.board.kingSquare(enemy);
  if (from === undefined) return false;
  s.board.put(from, undefined);
  for (const square of shuffle(random, emptySquares(s.board))) {
    if (square === from || adjacent(square, s.king)) continue;
    s.board.put(square, { color: enemy, role: 'king' });
    if (!isCheck(s.board, enemy) && fits()) return true;
    s.board.put(square, undefined);
  }
  s.board.put(from, { color: enemy, role: 'king' });
  return false;
}

/**
 * Takes the judged king's flight squares away one at a time, with new enemy pieces or by moving
 * the enemy king, until the king has no legal move (at most 8 rounds: a king has 8 squares).
 * `check`: whether the new pieces may attack the king (not for stalemates).
 */
function coverFlights(random: Random, s: Sketch, check: boolean, maxPieces: number): boolean {
  const { board, side, king } = s;
  for (let round = 0; round < 8; round++) {
    const flights = legalMoves(board, side).filter((move) => move.from === king);
    if (flights.length === 0) return true;
    const flight = pick(random, flights);
    const covered = (): boolean => !keepsKingSafe(board, flight, king) && (check || !isCheck(board, side));
    if (chance(random, maxPieces <= 4 ? 0.5 : 0.25) && moveEnemyKing(random, s, covered)) continue;
    if (pieceCount(board) >= maxPieces) return false;
    const squares = emptySquares(board).filter((square) => square !== flight.to);
    if (placeWhere(random, board, otherSide(side), OTHER_ROLES, covered, squares) === undefined) return false;
  }
  return legalMoves(board, side).every((move) => move.from !== king);
}

/** Pieces of the judged side near its king (they take flight squares, or defend). */
function addOwnNearKing(random: Random, s: Sketch, count: number): void {
  for (let k = 0; k < count; k++) {
    const squares = emptySquares(s.board).filter((square) => distance(square, s.king) <= 2);
    if (squares.length > 0) s.board.put(pick(random, squares), { color: s.side, role: pick(random, OTHER_ROLES) });
  }
}

/** How many pieces besides the kings a random position gets, per profile. */
function randomPieceCount(random: Random, profile: Profile): number {
  if (profile === 'small') return randomInt(random, 0, RANK_AND_FILE_MAX_PIECES.small);
  return profile === 'contest' ? randomInt(random, 0, 12) : randomInt(random, 6, RANK_AND_FILE_MAX_PIECES.hard);
}

/**
 * A random position, half the time an attack: the judged king on the rim with a few defenders and
 * heavy enemy pieces (checks and mates are common there), otherwise pieces anywhere.
 */
function randomPosition(random: Random, profile: Profile, sideBySide = false): Sketch {
  const attack = chance(random, 0.5);
  const s = sketch(random, attack ? 0.7 : 0.2, sideBySide);
  const total = randomPieceCount(random, profile);
  const own = attack ? Math.min(total, randomInt(random, 0, 2)) : randomInt(random, 0, total);
  addOwnNearKing(random, s, attack ? own : 0);
  const enemyRoles: readonly Role[] = attack ? ['queen', 'rook', 'rook', 'bishop', 'knight'] : OTHER_ROLES;
  const empty = shuffle(random, emptySquares(s.board));
  for (let k = attack ? own : 0; k < total; k++) {
    const color = attack || k >= own ? otherSide(s.side) : s.side;
    s.board.put(empty[k], { color, role: pick(random, attack ? enemyRoles : OTHER_ROLES) });
  }
  return s;
}

const caseOf = (s: Sketch): RankAndFileCase => ({ side: s.side, board: s.board });

/** Whether the case shows `label`, keeps to the profile's size, and (but for kings side by side) could occur in a game. */
function shows(input: RankAndFileCase, label: RankAndFileLabel, profile: Profile): boolean {
  if (pieceCount(input.board) > RANK_AND_FILE_MAX_PIECES[profile]) return false;
  if (label !== 'kings-side-by-side' && otherSideInCheck(input)) return false;
  return rankAndFileLabels(input).includes(label);
}

/** Extra pieces of either side, each kept only if the case still shows `label`: larger positions for contest and hard. */
function addNoise(random: Random, s: Sketch, label: RankAndFileLabel, profile: Profile): void {
  const count = profile === 'small' ? 0 : profile === 'contest' ? randomInt(random, 0, 4) : randomInt(random, 2, 8);
  for (let k = 0; k < count && pieceCount(s.board) < RANK_AND_FILE_MAX_PIECES[profile]; k++) {
    const square = pick(random, emptySquares(s.board));
    s.board.put(square, { color: pick(random, SIDES), role: pick(random, OTHER_ROLES) });
    if (!shows(caseOf(s), label, profile)) s.board.put(square, undefined);
  }
}

type Builder = (random: Random, profile: Profile) => Sketch | undefined;

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
    make: (random, profile) =>
      firstOf(tries, () => {
        const s = build(random, profile);
        if (!s || !shows(caseOf(s), name, profile)) return undefined;
        addNoise(random, s, name, profile);
        return caseOf(s);
      }),
  };
}

const maxPieces = (profile: Profile): number => RANK_AND_FILE_MAX_PIECES[profile];

/** A check (the king's own pieces near it, sometimes, take flight squares too), then every flight square covered. */
function mate(random: Random, profile: Profile): Sketch | undefined {
  const s = sketch(random, 0.7);
  if (profile !== 'small' && chance(random, 0.4)) addOwnNearKing(random, s, randomInt(random, 1, 2));
  if (placeChecker(random, s, OTHER_ROLES) === undefined) return undefined;
  return coverFlights(random, s, true, maxPieces(profile)) ? s : undefined;
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
  for (const direction of shuffle(random, [...MOVEMENT.king.directions])) {
    const line = ray(BOARD, s.king, direction);
    const free = line.findIndex((square) => s.board.cells[square] !== EMPTY);
    const room = free < 0 ? line.length : free;
    if (room < 2) continue;
    const at = randomInt(random, 0, room - 2);
    const pinnerAt = randomInt(random, at + 1, room - 1);
    const pinnerRoles: readonly Role[] = direction.df === 0 || direction.dr === 0 ? ['rook', 'queen'] : ['bishop', 'queen'];
    s.board.put(line[pinnerAt], { color: otherSide(s.side), role: pick(random, pinnerRoles) });
    if (placeWhere(random, s.board, s.side, OTHER_ROLES, (square) => defends(square, false), [line[at]]) !== undefined) return true;
    s.board.put(line[pinnerAt], undefined);
  }
  return false;
}

/** A checker next to the king; `defended`: with an enemy piece (or the enemy king) guarding it. */
function adjacentChecker(random: Random, profile: Profile, defended: boolean): Sketch | undefined {
  const s = sketch(random, 0.5);
  const checker = placeChecker(random, s, SLIDERS, true);
  if (checker === undefined) return undefined;
  if (!defended) return s;
  const guarded = (): boolean => !keepsKingSafe(s.board, kingStep(s.board, s.side, s.king, checker), s.king);
  const guard = chance(random, 0.4)
    ? moveEnemyKing(random, s, guarded)
    : placeWhere(random, s.board, otherSide(s.side), OTHER_ROLES, guarded) !== undefined;
  if (!guard) return undefined;
  // Half of them are mates (the README's sample has one: Kxb5 fails, the queen is defended).
  return chance(random, 0.5) && !coverFlights(random, s, true, maxPieces(profile)) ? undefined : s;
}

/** `contest` leans to the verdicts random inputs give; `hard` to the kinds that catch wrong programs. */
const RARE = { small: 1, contest: 1, hard: 3 } as const;

export const RANK_AND_FILE_KINDS: KindSet<RankAndFileCase> = {
  kinds: [
    kind('checked', 200, { small: 2, contest: 4, hard: 1 }, (random, profile) => randomPosition(random, profile)),
    kind('safe', 200, { small: 2, contest: 4, hard: 1 }, (random, profile) => randomPosition(random, profile)),
    kind('checkmated', 100, { small: 2, contest: 2, hard: 2 }, mate),
    kind('stalemate', 100, { small: 1, contest: 1, hard: 2 }, (random, profile) => {
      const s = sketch(random, 0.85);
      return coverFlights(random, s, false, maxPieces(profile)) ? s : undefined;
    }),
    kind('double-check', 100, RARE, (random, profile) => {
      const s = sketch(random, 0.6);
      if (placeChecker(random, s, OTHER_ROLES) === undefined || placeChecker(random, s, OTHER_ROLES) === undefined) return undefined;
      // Half of them are mates: only a king move answers a double check.
      return chance(random, 0.5) && !coverFlights(random, s, true, maxPieces(profile)) ? undefined : s;
    }),
    kind('saved-by-another-piece', 100, RARE, (random, profile) => {
      const s = sketch(random, 0.7);
      return checkWithDefender(random, s, false) && coverFlights(random, s, true, maxPieces(profile)) ? s : undefined;
    }),
    kind('pinned-defender', 100, RARE, (random, profile) => {
      const s = sketch(random, 0.7);
      return checkWithDefender(random, s, true) && coverFlights(random, s, true, maxPieces(profile)) ? s : undefined;
    }),
    kind('kings-side-by-side', 50, { small: 0.5, contest: 0.5, hard: 1 }, (random, profile) => randomPosition(random, profile, true)),
    kind('defended-checker', 100, RARE, (random, profile) => adjacentChecker(random, profile, true)),
    kind('king-captures-checker', 100, RARE, (random, profile) => adjacentChecker(random, profile, false)),
  ],
  // Two kings apart, and random pieces when a few draws give a position a game could reach.
  fallback: {
    name: 'random',
    make: (random, profile) => {
      const found = firstOf(20, () => {
        const s = randomPosition(random, profile);
        return otherSideInCheck(caseOf(s)) ? undefined : s;
      });
      return caseOf(found ?? sketch(random, 0));
    },
  } satisfies FallbackKind<RankAndFileCase>,
};

/** `count` Rank and File cases covering every kind (see `generateCases`). */
export const generateRankAndFile = (random: Random, profile: Profile, count: number): RankAndFileCase[] =>
  generateCases(RANK_AND_FILE_KINDS, random, count, profile);
