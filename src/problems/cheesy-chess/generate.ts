import { type Square, fileOf, kingDistance, onBoard, parseSquareName, rankOf, squareAt } from '../../core/geometry.js';
import {
  type CaseKind,
  type DefaultProfile,
  type SizeRange,
  caseGenerator,
  firstOf,
  inRange,
} from '../../core/generate.js';
import { type Random, chance, pick, randomInt, shuffle } from '../../core/random.js';
import { DANGEROUS, FORBIDDEN, OPEN, type PursuitBoard } from '../../games/pursuit/board.js';
import { explainCheesyChess } from './explain.js';
import { judgeCheesyChess } from './judge.js';
import { builtCase } from '../../framework/problem.js';
import { CONTEST_SIZE, type CheesyCase, cheesyChessFromSetup } from './case.js';

/**
 * Cheesy Chess inputs by kind, always on the contest's 8x8 board with the king on an open field
 * and the pawn off the forbidden ones. Each kind places the king and the pawn (and a few fields)
 * where its ending is likely, draws the rest at random, and keeps the case only when the
 * explanation shows the ending it aims at.
 */

export const CHEESY_CHESS_LABELS = [
  'white-wins',
  'black-wins',
  'capture',
  'king-trapped',
  'blocked-by-king',
  'blocked-by-forbidden',
  'pawn-home',
  'pawn-starts-home',
  'king-on-danger',
  'floating-first-step',
] as const;
export type CheesyChessLabel = (typeof CHEESY_CHESS_LABELS)[number];

const SHAPE = { width: CONTEST_SIZE, height: CONTEST_SIZE } as const;
const SQUARES = CONTEST_SIZE * CONTEST_SIZE;

const column = (square: Square): number => fileOf(SHAPE, square);
const row = (square: Square): number => rankOf(SHAPE, square);
const distance = (a: Square, b: Square): number => kingDistance(SHAPE, a, b);

/** The squares around `square` (a king's steps). */
const neighbours = (square: Square): Square[] => {
  const found: Square[] = [];
  for (let other = 0; other < SQUARES; other++) if (distance(square, other) === 1) found.push(other);
  return found;
};

/** The square `df` columns right and `dr` rows up of `square`, or undefined off the board. */
function offset(square: Square, df: number, dr: number): Square | undefined {
  const file = fileOf(SHAPE, square) + df;
  const rank = rankOf(SHAPE, square) + dr;
  return onBoard(SHAPE, file, rank) ? squareAt(SHAPE, file, rank) : undefined;
}

/** The labels of a case, read off the judge's verdict and the explanation's ending, path and floating fields. */
export function cheesyChessLabels(input: CheesyCase): CheesyChessLabel[] {
  const judged = judgeCheesyChess(input);
  if (!judged.ok) return [];
  const why = explainCheesyChess(input, judged.value);
  const labels: CheesyChessLabel[] = [why.winner === 'white' ? 'white-wins' : 'black-wins'];
  const { ending } = why;
  if (ending.kind === 'capture' || ending.kind === 'king-trapped') labels.push(ending.kind);
  else if (ending.kind === 'pawn-blocked')
    labels.push(ending.blockedBy === 'king' ? 'blocked-by-king' : 'blocked-by-forbidden');
  else labels.push(ending.arrived === 0 ? 'pawn-starts-home' : 'pawn-home');
  if (why.path.some((move) => move.kingOnDanger === true)) labels.push('king-on-danger');
  // A first step ruled out by a floating field alone: an open field next to the king, dangerous only because of the
  // pawn.
  const king = parseSquareName(input.board.shape, why.king) ?? -1;
  const floating = why.floating.map((name) => parseSquareName(input.board.shape, name) ?? -1);
  if (floating.some((square) => square >= 0 && input.board.fields[square] === OPEN && distance(square, king) === 1))
    labels.push('floating-first-step');
  return labels;
}

const closedFields = (board: PursuitBoard): number =>
  board.fields.reduce((count, field) => count + (field === OPEN ? 0 : 1), 0);

const openBoard = (): PursuitBoard => ({ shape: SHAPE, fields: new Uint8Array(SQUARES) });

/** Fields at random: a few in `small`, densities up to 30% each in `contest`, 10% to 40% in `hard`. */
function randomBoard(random: Random, profile: DefaultProfile): PursuitBoard {
  const board = openBoard();
  const fields = board.fields;
  if (profile === 'small') {
    for (let k = randomInt(random, 0, generateCheesyChess.profileSizes.small.fields.max - 2); k > 0; k--)
      fields[randomInt(random, 0, SQUARES - 1)] = pick(random, [DANGEROUS, FORBIDDEN]);
    return board;
  }
  const low = profile === 'hard' ? 0.1 : 0;
  const high = profile === 'hard' ? 0.4 : 0.3;
  const forbidden = low + random() * (high - low);
  const dangerous = low + random() * (high - low);
  for (let square = 0; square < SQUARES; square++) {
    const draw = random();
    fields[square] = draw < forbidden ? FORBIDDEN : draw < forbidden + dangerous ? DANGEROUS : OPEN;
  }
  return board;
}

/**
 * The contest's rules for a start (`--strict`): the king on an open field, the pawn elsewhere and not on F; the fields
 * within the sizes.
 */
function fitsSizes(input: CheesyCase, fields: SizeRange): boolean {
  const { board, king, pawn } = input;
  if (king === pawn || board.fields[king] !== OPEN || board.fields[pawn] === FORBIDDEN) return false;
  return inRange(closedFields(board), fields);
}

/**
 * Fields opened, or closed (F or D, as often as the board has them), at random squares other than the king's and the
 * pawn's, until their number is in `fields`.
 */
function keepToSizes(random: Random, input: CheesyCase, fields: SizeRange): CheesyCase {
  const { board, king, pawn } = input;
  const squares = shuffle(
    random,
    Array.from({ length: SQUARES }, (_, square) => square).filter((square) => square !== king && square !== pawn),
  );
  const forbidden = board.fields.filter((field) => field === FORBIDDEN).length;
  const share = forbidden / Math.max(1, closedFields(board));
  for (const square of squares) {
    const closed = closedFields(board);
    if (closed > fields.max && board.fields[square] !== OPEN) board.fields[square] = OPEN;
    else if (closed < fields.min && board.fields[square] === OPEN)
      board.fields[square] = chance(random, share || 0.5) ? FORBIDDEN : DANGEROUS;
  }
  return builtCase(cheesyChessFromSetup, { board, king, pawn });
}

/** Sets the fields a kind needs: the king's square open, the pawn's square not forbidden. */
function standOn(board: PursuitBoard, king: Square, pawn: Square): CheesyCase {
  board.fields[king] = OPEN;
  if (board.fields[pawn] === FORBIDDEN) board.fields[pawn] = OPEN;
  return builtCase(cheesyChessFromSetup, { board, king, pawn });
}

/** A square whose row is within `rows` (1-based, inclusive) and `near` holds, or undefined. */
function squareWhere(
  random: Random,
  rows: readonly [number, number],
  near: (square: Square) => boolean = () => true,
): Square | undefined {
  const squares: Square[] = [];
  for (let square = 0; square < SQUARES; square++) {
    const number = row(square) + 1;
    if (number >= rows[0] && number <= rows[1] && near(square)) squares.push(square);
  }
  return squares.length > 0 ? pick(random, squares) : undefined;
}

type Builder = (random: Random, profile: DefaultProfile) => CheesyCase | undefined;

/**
 * The pawn anywhere, the king half the time near the pawn's column (where games are close), as in the benchmark's
 * inputs.
 */
const anyStart: Builder = (random, profile) => {
  const board = randomBoard(random, profile);
  const pawn = squareWhere(random, [1, 8]) ?? 0;
  const nearColumn = chance(random, 0.5);
  const king = squareWhere(
    random,
    [1, 8],
    (square) => square !== pawn && (!nearColumn || Math.abs(column(square) - column(pawn)) <= 3),
  );
  return king === undefined ? undefined : standOn(board, king, pawn);
};

/** The pawn within `pawnRows`, the king where `kingNear(king, pawn)` holds. */
const around =
  (
    pawnRows: readonly [number, number],
    kingNear: (king: Square, pawn: Square) => boolean,
    prepare?: (board: PursuitBoard, pawn: Square, random: Random) => void,
  ): Builder =>
  (random, profile) => {
    const board = randomBoard(random, profile);
    const pawn = squareWhere(random, pawnRows);
    if (pawn === undefined) return undefined;
    prepare?.(board, pawn, random);
    const king = squareWhere(random, [1, 8], (square) => square !== pawn && kingNear(square, pawn));
    return king === undefined ? undefined : standOn(board, king, pawn);
  };

/** Closes most squares around the king (F or D), in a corner or on the rim more often than not. */
const trap: Builder = (random, profile) => {
  // In `small` the trap's fields are the only ones: they alone nearly fill its budget.
  const board = profile === 'small' ? openBoard() : randomBoard(random, profile);
  const rim = chance(random, 0.7);
  const king = squareWhere(random, [1, 8], (square) => !rim || neighbours(square).length < 8) ?? 0;
  for (const square of neighbours(king))
    if (chance(random, 0.85)) board.fields[square] = pick(random, [DANGEROUS, FORBIDDEN]);
  const pawn = squareWhere(random, [2, 8], (square) => square !== king) ?? 0;
  return standOn(board, king, pawn);
};

/** A floating field of the pawn on an open field next to the king's start. */
const besideFloating: Builder = (random, profile) => {
  const board = randomBoard(random, profile);
  const pawn = squareWhere(random, [2, 8]) ?? 8;
  const floating = offset(pawn, pick(random, [-1, 1]), -1);
  if (floating === undefined) return undefined;
  board.fields[floating] = OPEN;
  const king = pick(
    random,
    neighbours(floating).filter((square) => square !== pawn),
  );
  return standOn(board, king, pawn);
};

function kind(name: CheesyChessLabel, weight: CaseKind<CheesyCase>['weight'], build: Builder): CaseKind<CheesyCase> {
  return {
    name,
    weight,
    make: (random, profile, sizes) =>
      firstOf(300, () => {
        const built = build(random, profile);
        const input = built && keepToSizes(random, built, sizes.fields);
        return input && fitsSizes(input, sizes.fields) && cheesyChessLabels(input).includes(name) ? input : undefined;
      }),
  };
}

/** `count` Cheesy Chess cases covering every kind, each within `sizes` where given (see `caseGenerator`). */
export const generateCheesyChess = caseGenerator<CheesyCase>({
  sizes: [{ name: 'fields', what: 'forbidden and dangerous fields on the board (F and D)', min: 0, max: 63 }],
  /** Per profile: `small` has a few fields; `contest` and `hard` draw densities (see randomBoard). */
  profileSizes: {
    small: { fields: { min: 0, max: 6 } },
    contest: { fields: { min: 0, max: 63 } },
    hard: { fields: { min: 0, max: 63 } },
  },
  kinds: [
    kind('white-wins', { small: 2, contest: 4, hard: 1 }, anyStart),
    kind('black-wins', { small: 2, contest: 4, hard: 1 }, anyStart),
    kind(
      'capture',
      { small: 1, contest: 2, hard: 1 },
      around([2, 8], (king, pawn) => distance(king, pawn) <= 3 && row(king) <= row(pawn)),
    ),
    kind('king-trapped', { small: 1, contest: 1, hard: 2 }, trap),
    // The king below the pawn, a column or two aside: it can step under it.
    kind(
      'blocked-by-king',
      { small: 1, contest: 1, hard: 2 },
      around([3, 8], (king, pawn) => Math.abs(column(king) - column(pawn)) <= 2 && row(king) < row(pawn) - 1),
    ),
    kind(
      'blocked-by-forbidden',
      { small: 1, contest: 1, hard: 2 },
      around(
        [2, 8],
        () => true,
        (board, pawn, random) => {
          const below = randomInt(random, 0, row(pawn) - 1);
          board.fields[squareAt(SHAPE, column(pawn), below)] = FORBIDDEN;
        },
      ),
    ),
    kind(
      'pawn-home',
      { small: 1, contest: 1, hard: 1 },
      around([2, 4], (king, pawn) => distance(king, pawn) >= 2),
    ),
    kind(
      'pawn-starts-home',
      { small: 1, contest: 0.5, hard: 1 },
      around([1, 1], () => true),
    ),
    // The king two rows below the pawn, beside its column: the pawn's step makes the king's square dangerous.
    kind(
      'king-on-danger',
      { small: 1, contest: 1, hard: 3 },
      around(
        [3, 8],
        (king, pawn) =>
          Math.abs(column(king) - column(pawn)) <= 2 && row(pawn) - row(king) >= 1 && row(pawn) - row(king) <= 3,
      ),
    ),
    kind('floating-first-step', { small: 1, contest: 1, hard: 3 }, besideFloating),
  ],
  fallback: {
    name: 'random',
    // The king on a1 and the pawn on h8 always fit the contest's rules once their fields are set.
    make: (random, profile, sizes) => {
      const found = firstOf(20, () => {
        const built = anyStart(random, profile);
        const input = built && keepToSizes(random, built, sizes.fields);
        return input && fitsSizes(input, sizes.fields) ? input : undefined;
      });
      return found ?? keepToSizes(random, standOn(openBoard(), 0, SQUARES - 1), sizes.fields);
    },
  },
  fits: (input, sizes) => fitsSizes(input, sizes.fields),
});
