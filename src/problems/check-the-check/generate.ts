import { type CaseKind, type SizeRanges, caseGenerator, drawIn, firstOf } from '../../core/generate.js';
import { type Square, fileOf, kingDistance, rankOf, ray } from '../../core/geometry.js';
import { type Random, pick, randomInt, shuffle } from '../../core/random.js';
import { SIDES, type Side, otherSide } from '../../core/side.js';
import { builtCase } from '../../framework/problem.js';
import { ChessBoard } from '../../games/chess/board.js';
import { EMPTY, MOVEMENT, type Piece, type Role } from '../../games/chess/pieces.js';
import { attackers } from '../../games/chess/rules.js';
import { BOARD, type CheckTheCheckCase, checkTheCheckFromSetup, checksOn, inCheck, kingsOf } from './case.js';
import { oddities } from './classify.js';

/**
 * Check the Check boards by kind. Each kind sets up what it is about next to two kings apart (a check by a given
 * piece, a line blocked, a pawn that attacks the other way, a piece across the board's edge), then pieces are added
 * one at a time, each kept only when no king's checkers change and the board gains no oddity; the board is kept when
 * it still shows its kind. So every kind but the edge ones makes contest boards (docs/test-data.md).
 */

type Setup = (random: Random, board: ChessBoard, side: Side) => boolean;

/** The pieces drawn at random, pawns the most often; the sliders last. */
const DRAWN: readonly Role[] = ['pawn', 'pawn', 'pawn', 'knight', 'bishop', 'rook', 'queen'];
const pieceCount = (board: ChessBoard): number => board.cells.filter((code) => code !== EMPTY).length - 2;
const empty = (board: ChessBoard): Square[] => [...board.cells.keys()].filter((at) => board.cells[at] === EMPTY);
const checks = (board: ChessBoard): string => SIDES.map((side) => checksOn(board, side).map((c) => c.by)).join('/');
const fits = ({ board }: CheckTheCheckCase, { pieces }: SizeRanges): boolean =>
  pieceCount(board) >= pieces.min && pieceCount(board) <= pieces.max;
const QUIET = ({ board }: CheckTheCheckCase): boolean => !SIDES.some((side) => inCheck(board, side));
const CHECK = (input: CheckTheCheckCase): boolean => !QUIET(input);

/** `piece` put on the first of `squares` where `keep` holds and the board has at most `odd` oddities. */
function placed(board: ChessBoard, squares: Square[], piece: Piece, keep = (_at: Square) => true, odd = 0): boolean {
  return squares.some((square) => {
    board.put(square, piece);
    if (keep(square) && oddities(board).length <= odd) return true;
    board.put(square, undefined);
    return false;
  });
}

function twoKings(random: Random): ChessBoard {
  const board = new ChessBoard(BOARD);
  const white = randomInt(random, 0, 63);
  board.put(white, { side: 'white', role: 'king' });
  const apart = empty(board).filter((at) => kingDistance(BOARD, at, white) > 1);
  board.put(pick(random, apart), { side: 'black', role: 'king' });
  return board;
}

/** Pieces at random up to `count` besides the kings, each kept when the checks and the oddities stay as they are. */
function fill(random: Random, board: ChessBoard, count: number): void {
  const [before, odd] = [checks(board), oddities(board).length];
  for (const square of shuffle(random, empty(board))) {
    if (pieceCount(board) >= count) return;
    board.put(square, { side: pick(random, SIDES), role: pick(random, DRAWN) });
    if (checks(board) !== before || oddities(board).length > odd) board.put(square, undefined);
  }
}

const checkBy =
  (role: Role): Setup =>
  (random, board, side) => {
    const by: Piece = { side: otherSide(side), role };
    const king = kingsOf(board, side)[0];
    return placed(board, shuffle(random, empty(board)), by, (at) => attackers(board, king, by.side).includes(at));
  };

/** A queen, rook or bishop on a line to the king, with a knight or bishop in its way. */
const blockedLine: Setup = (random, board, side) => {
  const direction = pick(random, MOVEMENT.queen.directions);
  const line = ray(BOARD, kingsOf(board, side)[0], direction);
  const free = line.findIndex((at) => board.cells[at] !== EMPTY);
  const far = randomInt(random, 1, Math.max(1, (free < 0 ? line.length : free) - 1));
  const slider: Role = pick(random, ['queen', direction.df === 0 || direction.dr === 0 ? 'rook' : 'bishop']);
  if (board.cells[line[far]] !== EMPTY || board.cells[line[far - 1]] !== EMPTY) return false;
  board.put(line[far], { side: otherSide(side), role: slider });
  return placed(board, [line[randomInt(random, 0, far - 1)]], { side: pick(random, SIDES), role: 'knight' });
};

/** An enemy pawn next to the king that does not attack it: diagonally behind it, or straight ahead of it. */
const harmlessPawn: Setup = (random, board, side) => {
  const king = kingsOf(board, side)[0];
  const ahead = side === 'white' ? 8 : -8;
  const near = [ahead, -ahead - 1, -ahead + 1].map((offset) => king + offset);
  const free = near.filter((at) => kingDistance(BOARD, at, king) === 1 && board.cells[at] === EMPTY);
  return placed(board, shuffle(random, free), { side: otherSide(side), role: 'pawn' });
};

/** A square's index in the rows as written, top row first; and back (it is its own inverse). */
const written = (square: Square): number => (7 - rankOf(BOARD, square)) * 8 + fileOf(BOARD, square);

/**
 * A piece across the board's edge where the king's index in the rows as written, plus a piece's step with no check
 * of the column, lands: a knight's (6, 10, 15, 17), a rook's (1), a bishop's (7, 9).
 */
const acrossTheEdge: Setup = (random, board, side) => {
  const king = kingsOf(board, side)[0];
  const step = pick(random, [1, 6, 7, 9, 10, 15, 17]);
  const index = written(king) + step * pick(random, [1, -1]);
  const at = index >= 0 && index < 64 ? written(index) : king;
  const role: Role = step === 1 ? 'rook' : step === 7 || step === 9 ? 'bishop' : 'knight';
  const far = Math.abs(fileOf(BOARD, at) - fileOf(BOARD, king)) > 3 && board.cells[at] === EMPTY;
  return far && placed(board, [at], { side: otherSide(side), role });
};

/** A kind: its setup next to two kings apart, pieces added, kept when it `shows` its kind (edge: in `edge` only). */
function kind(name: string, setup: Setup, shows = CHECK, edge = false): CaseKind<CheckTheCheckCase> {
  // About half the edge profile's boards are edge; quiet boards are what random contest boards mostly are.
  const weight = edge ? { edge: 6 } : name === 'quiet' ? { contest: 4, hard: 1 } : { hard: 2 };
  const make: CaseKind<CheckTheCheckCase>['make'] = (random, _profile, sizes) =>
    firstOf(50, () => {
      const board = twoKings(random);
      if (!setup(random, board, pick(random, SIDES))) return undefined;
      fill(random, board, drawIn(random, sizes.pieces));
      const made = checkTheCheckFromSetup({ board });
      return made.ok && shows(made.value) && fits(made.value, sizes) ? made.value : undefined;
    });
  return { name, edge, weight, make };
}

const ANY = (): boolean => true;
const near = (a: Square, b: Square): boolean => kingDistance(BOARD, a, b) < 2;

/** An edge kind: one more piece of `role` for the side, on an empty square where `where` allows. */
function oddity(name: string, role: Role, where: (board: ChessBoard, at: Square, side: Side) => boolean) {
  const setup: Setup = (random, board, side) => {
    const squares = shuffle(random, empty(board)).filter((at) => where(board, at, side));
    return placed(board, squares, { side, role }, ANY, 1);
  };
  return kind(name, setup, ANY, true);
}

/** Boards of every kind, each within `sizes` (see `caseGenerator`); the edge kinds in the `edge` profile only. */
export const generateCheckTheCheck = caseGenerator<CheckTheCheckCase>({
  sizes: [{ name: 'pieces', what: 'pieces besides the kings, both colours together', min: 0, max: 30 }],
  profileSizes: {
    small: { pieces: { min: 0, max: 6 } },
    contest: { pieces: { min: 0, max: 20 } },
    hard: { pieces: { min: 8, max: 30 } },
  },
  kinds: [
    kind('quiet', ANY, QUIET),
    ...(['pawn', 'knight', 'bishop', 'rook', 'queen'] as const).map((role) => kind(`${role}-check`, checkBy(role))),
    kind(
      'double-check',
      (random, board, side) =>
        [pick(random, DRAWN.slice(4)), pick(random, DRAWN)].every((role) => checkBy(role)(random, board, side)),
      ({ board }) => SIDES.some((side) => checksOn(board, side).flatMap((check) => check.by).length === 2),
    ),
    kind('blocked-line', blockedLine, QUIET),
    kind('harmless-pawn', harmlessPawn, QUIET),
    kind('across-the-edge', acrossTheEdge, ANY),
    kind('no-king', (_random, board, side) => (board.put(kingsOf(board, side)[0], undefined), true), ANY, true),
    oddity('two-kings', 'king', (board, at, side) => !kingsOf(board, otherSide(side)).some((king) => near(at, king))),
    oddity('pawn-on-back-rank', 'pawn', (_board, at) => rankOf(BOARD, at) % 7 === 0),
  ],
  // Two kings apart and pieces that change no check: a board of any size.
  fallback: {
    name: 'random',
    make(random, _profile, sizes) {
      const board = twoKings(random);
      fill(random, board, drawIn(random, sizes.pieces));
      return builtCase(checkTheCheckFromSetup, { board });
    },
  },
  fits,
});
