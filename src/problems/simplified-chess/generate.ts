import { type Square, squareName } from '../../core/geometry.js';
import { type CaseKind, type SizeRanges, caseGenerator, drawIn, firstOf, inRange } from '../../core/generate.js';
import { type Random, pick, randomInt, shuffle } from '../../core/random.js';
import { SIDES } from '../../core/side.js';
import { ChessBoard } from '../../games/chess/board.js';
import type { Piece, Role } from '../../games/chess/pieces.js';
import { QueenCaptureGame } from '../../games/chess/queen-capture.js';
import { explainSimplifiedChess } from './explain.js';
import { judgeSimplifiedChess } from './judge.js';
import { builtCase } from '../../framework/problem.js';
import { BOARD, type SimplifiedChessCase, fromSetupOf } from './case.js';
import type { PieceGroup, SimplifiedChessVariant } from './variant.js';

/**
 * Inputs of a problem of the family by kind: YES and NO for every horizon m from 1 to 6, wins that
 * need three White moves, NOs where Black answers by taking White's queen, and the variant's own
 * kinds. Games are drawn at random within the contest's limits (in every profile: a longer horizon
 * would only make a contestant's program slow, not wrong) and kept when the judge and the
 * explanation agree.
 */

const HORIZONS = [1, 2, 3, 4, 5, 6] as const;

/**
 * `yes-m3`: White wins with m = 3; `win-in-5`: the shortest win takes 5 moves; `black-takes-queen`: a NO refuted by
 * taking White's queen.
 */
export type SimplifiedChessLabel = `${'yes' | 'no'}-m${number}` | 'win-in-5' | 'black-takes-queen';

export const SIMPLIFIED_CHESS_LABELS: readonly SimplifiedChessLabel[] = [
  ...HORIZONS.map((m): SimplifiedChessLabel => `yes-m${m}`),
  ...HORIZONS.map((m): SimplifiedChessLabel => `no-m${m}`),
  'win-in-5',
  'black-takes-queen',
];

/** A generous bound on one game's search; a game that reaches it is not used. */
const NODE_LIMIT = 2_000_000;

/** The square of `side`'s queen, or -1. */
const queenOf = (board: ChessBoard, side: 'white' | 'black'): Square =>
  board.squaresOf(side).find((square) => board.pieceAt(square)?.role === 'queen') ?? -1;

/** The labels of a game, from the judge's verdict and (for NO) the explanation's refutations. */
export function simplifiedChessLabels(input: SimplifiedChessCase): SimplifiedChessLabel[] {
  const judged = judgeSimplifiedChess(input, { nodeLimit: NODE_LIMIT });
  if (!judged.ok) return [];
  const verdict = judged.value;
  const labels: SimplifiedChessLabel[] = [`${verdict.whiteWins ? 'yes' : 'no'}-m${input.moves}`];
  if (verdict.shortestWin === 5) labels.push('win-in-5');
  if (!verdict.whiteWins) {
    const queen = squareName(BOARD, queenOf(input.board, 'white'));
    const why = explainSimplifiedChess(input, verdict, { nodeLimit: NODE_LIMIT });
    // Where White's queen stands after White's move, and whether Black's reply lands there.
    const takesQueen = why.refutations.some(
      ({ move, reply }) => reply !== null && reply.to === (move.from === queen ? move.to : queen),
    );
    if (takesQueen) labels.push('black-takes-queen');
  }
  return labels;
}

/**
 * One side's pieces within the contest's limits, as many as `sizes.pieces` allows: the queen, then
 * each other piece from a group with room (each with room as likely), any of its roles.
 */
function sideRoles(random: Random, sizes: SizeRanges, groups: readonly PieceGroup[]): Role[] {
  const roles: Role[] = ['queen'];
  const extras = drawIn(random, sizes.pieces) - 1;
  const counts = groups.map(() => 0);
  for (let k = 0; k < extras; k++) {
    const open = groups.map((_, index) => index).filter((index) => counts[index] < groups[index].max);
    let chosen = open[open.length - 1];
    for (let i = 0; i < open.length - 1; i++) {
      if (random() < 1 / (open.length - i)) {
        chosen = open[i];
        break;
      }
    }
    counts[chosen]++;
    const { roles: groupRoles } = groups[chosen];
    roles.push(groupRoles.length === 1 ? groupRoles[0] : pick(random, groupRoles));
  }
  return roles;
}

/** What drawing games of a variant needs: its limits, its pieces, its rules. */
interface Drawing {
  readonly variant: SimplifiedChessVariant;
  readonly fromSetup: ReturnType<typeof fromSetupOf>;
}

/**
 * A random game with horizon m: each piece on the next square (of a random order) it may start on,
 * the pieces with fewest such squares placed first (a pawn, off its far row), so that every one has one.
 */
function randomGame(drawing: Drawing, random: Random, sizes: SizeRanges, moves: number): SimplifiedChessCase {
  const { groups, startsOn = () => true } = drawing.variant;
  const board = new ChessBoard(BOARD);
  const squares = shuffle(
    random,
    Array.from({ length: 16 }, (_, square) => square),
  );
  const room = (piece: Piece): number => squares.filter((square) => startsOn(piece, square)).length;
  const pieces = SIDES.flatMap((side) => sideRoles(random, sizes, groups).map((role): Piece => ({ side, role })));
  const placed = pieces.map((piece) => ({ piece, room: room(piece) })).sort((a, b) => a.room - b.room);
  let next = 0;
  for (const { piece } of placed) {
    const at = squares.findIndex((square, index) => index >= next && startsOn(piece, square));
    [squares[next], squares[at]] = [squares[at], squares[next]];
    board.put(squares[next++], piece);
  }
  return builtCase(drawing.fromSetup, { board, moves });
}

/** White can take the queen with its first move (then every horizon is YES and the search has no work). */
const winsAtOnce = (input: SimplifiedChessCase): boolean => new QueenCaptureGame(input.board.clone()).winsAtOnce();

/** A game White cannot win at once, drawn at most 30 times (cheap: no search); undefined when none came. */
const quietGame = (
  drawing: Drawing,
  random: Random,
  sizes: SizeRanges,
  moves: number,
): SimplifiedChessCase | undefined =>
  firstOf(30, () => {
    const input = randomGame(drawing, random, sizes, moves);
    return winsAtOnce(input) ? undefined : input;
  });

/**
 * A kind drawn by rejection: up to 300 judged games of horizon `horizon()` until one `shows` it
 * (the family's kinds: has the label `name`). `quiet`: only games White cannot win at once (always,
 * or for the first half of the tries).
 */
function drawnKind(
  drawing: Drawing,
  name: string,
  weight: CaseKind<SimplifiedChessCase>['weight'],
  horizon: (random: Random) => number,
  quiet: 'always' | 'first' | 'never',
  shows: (input: SimplifiedChessCase) => boolean,
): CaseKind<SimplifiedChessCase> {
  const tries = 300;
  return {
    name,
    weight,
    make: (random, _profile, sizes) =>
      firstOf(tries, (attempt) => {
        const moves = horizon(random);
        if (!inRange(moves, sizes.m)) return undefined;
        const input =
          quiet === 'always' || (quiet === 'first' && attempt < tries / 2)
            ? quietGame(drawing, random, sizes, moves)
            : randomGame(drawing, random, sizes, moves);
        return input && shows(input) ? input : undefined;
      }),
  };
}

const weights = (m: number): CaseKind<SimplifiedChessCase>['weight'] => ({
  small: m <= 3 ? 2 : 1,
  contest: 1,
  hard: m >= 5 ? 2 : m <= 2 ? 0.5 : 1,
});

/**
 * The generator of a problem of the family: `count` games covering every kind (the family's, then the
 * variant's), each within `sizes` where given (see `caseGenerator`).
 */
export function generatorOf(variant: SimplifiedChessVariant) {
  const drawing: Drawing = { variant, fromSetup: fromSetupOf(variant) };
  const { piecesPerSide, moves: horizon } = variant.limits;
  const kind = (
    name: SimplifiedChessLabel,
    weight: CaseKind<SimplifiedChessCase>['weight'],
    moves: (random: Random) => number,
    quiet: 'always' | 'first' | 'never',
  ) => drawnKind(drawing, name, weight, moves, quiet, (input) => simplifiedChessLabels(input).includes(name));
  return caseGenerator<SimplifiedChessCase>({
    sizes: [
      { name: 'pieces', what: 'pieces of each side, its queen included (w and b)', min: 1, max: piecesPerSide },
      { name: 'm', what: 'the horizon m, in moves of both sides', min: 1, max: horizon },
    ],
    /** Per profile: `small` keeps to the queen and one or two pieces a side, `hard` to crowded boards. */
    profileSizes: {
      small: { pieces: { min: 2, max: 3 }, m: { min: 1, max: horizon } },
      contest: { pieces: { min: 1, max: piecesPerSide }, m: { min: 1, max: horizon } },
      hard: { pieces: { min: 3, max: piecesPerSide }, m: { min: 1, max: horizon } },
    },
    kinds: [
      // YES at m = 1 or 2 is a capture on the first move; from m = 3 on, prefer wins that need more.
      ...HORIZONS.map((m) => kind(`yes-m${m}`, weights(m), () => m, m < 3 ? 'never' : 'first')),
      // A game White wins at once is YES for every m, so a NO is always a quiet game.
      ...HORIZONS.map((m) => kind(`no-m${m}`, weights(m), () => m, 'always')),
      kind('win-in-5', { small: 1, contest: 1, hard: 3 }, (random) => randomInt(random, 5, 6), 'always'),
      kind('black-takes-queen', { small: 1, contest: 1, hard: 2 }, (random) => randomInt(random, 2, 6), 'always'),
      ...(variant.kinds?.((...kind) => drawnKind(drawing, ...kind)) ?? []),
    ],
    fallback: {
      name: 'random',
      make: (random, _profile, sizes) => randomGame(drawing, random, sizes, drawIn(random, sizes.m)),
    },
    fits: (input, sizes) =>
      inRange(input.moves, sizes.m) && SIDES.every((side) => inRange(input.board.squaresOf(side).length, sizes.pieces)),
  });
}
