import { type Square, squareName } from '../../core/geometry.js';
import { type CaseKind, type SizeRanges, caseGenerator, drawIn, firstOf, inRange } from '../../core/generate.js';
import { type Random, pick, randomInt, shuffle } from '../../core/random.js';
import { SIDES } from '../../core/side.js';
import { ChessBoard } from '../../games/chess/board.js';
import type { Role } from '../../games/chess/pieces.js';
import { QueenCaptureGame } from '../../games/chess/queen-capture.js';
import { explainSimplifiedChess } from './explain.js';
import { judgeSimplifiedChess } from './judge.js';
import { builtCase } from '../../framework/problem.js';
import { BOARD, STRICT_LIMITS, type SimplifiedChessCase, simplifiedChessFromSetup } from './case.js';

/**
 * Simplified Chess Engine inputs by kind: YES and NO for every horizon m from 1 to 6, wins that
 * need three White moves, and NOs where Black answers by taking White's queen. Games are drawn at
 * random within the contest's limits (in every profile: a longer horizon would only make a
 * contestant's program slow, not wrong) and kept when the judge and the explanation agree.
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

/** One side's pieces within the contest's limits, as many as `sizes.pieces` allows. */
function sideRoles(random: Random, sizes: SizeRanges): Role[] {
  const roles: Role[] = ['queen'];
  const extras = drawIn(random, sizes.pieces) - 1;
  let rooks = 0;
  let minors = 0;
  for (let k = 0; k < extras; k++) {
    const rook = minors >= STRICT_LIMITS.minors || (rooks < STRICT_LIMITS.rooks && random() < 0.5);
    if (rook) rooks++;
    else minors++;
    roles.push(rook ? 'rook' : pick(random, ['bishop', 'knight'] as const));
  }
  return roles;
}

/** A random game with horizon m. */
function randomGame(random: Random, sizes: SizeRanges, moves: number): SimplifiedChessCase {
  const board = new ChessBoard(BOARD);
  const squares = shuffle(
    random,
    Array.from({ length: 16 }, (_, square) => square),
  );
  let next = 0;
  for (const side of SIDES) for (const role of sideRoles(random, sizes)) board.put(squares[next++], { side, role });
  return builtCase(simplifiedChessFromSetup, { board, moves });
}

/** White can take the queen with its first move (then every horizon is YES and the search has no work). */
const winsAtOnce = (input: SimplifiedChessCase): boolean => new QueenCaptureGame(input.board.clone()).winsAtOnce();

/** A game White cannot win at once, drawn at most 30 times (cheap: no search); undefined when none came. */
const quietGame = (random: Random, sizes: SizeRanges, moves: number): SimplifiedChessCase | undefined =>
  firstOf(30, () => {
    const input = randomGame(random, sizes, moves);
    return winsAtOnce(input) ? undefined : input;
  });

/**
 * A kind drawn by rejection: up to 300 judged games of horizon `horizon()` until one shows `name`.
 * `quiet`: only games White cannot win at once (always, or for the first half of the tries).
 */
function kind(
  name: SimplifiedChessLabel,
  weight: CaseKind<SimplifiedChessCase>['weight'],
  horizon: (random: Random) => number,
  quiet: 'always' | 'first' | 'never',
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
            ? quietGame(random, sizes, moves)
            : randomGame(random, sizes, moves);
        return input && simplifiedChessLabels(input).includes(name) ? input : undefined;
      }),
  };
}

const weights = (m: number): CaseKind<SimplifiedChessCase>['weight'] => ({
  small: m <= 3 ? 2 : 1,
  contest: 1,
  hard: m >= 5 ? 2 : m <= 2 ? 0.5 : 1,
});

/** `count` Simplified Chess games covering every kind, each within `sizes` where given (see `caseGenerator`). */
export const generateSimplifiedChess = caseGenerator<SimplifiedChessCase>({
  sizes: [
    {
      name: 'pieces',
      what: 'pieces of each side, its queen included (w and b)',
      min: 1,
      max: STRICT_LIMITS.piecesPerSide,
    },
    { name: 'm', what: 'the horizon m, in moves of both sides', min: 1, max: STRICT_LIMITS.moves },
  ],
  /** Per profile: `small` keeps to the queen and one or two pieces a side, `hard` to crowded boards. */
  profileSizes: {
    small: { pieces: { min: 2, max: 3 }, m: { min: 1, max: STRICT_LIMITS.moves } },
    contest: { pieces: { min: 1, max: STRICT_LIMITS.piecesPerSide }, m: { min: 1, max: STRICT_LIMITS.moves } },
    hard: { pieces: { min: 3, max: STRICT_LIMITS.piecesPerSide }, m: { min: 1, max: STRICT_LIMITS.moves } },
  },
  kinds: [
    // YES at m = 1 or 2 is a capture on the first move; from m = 3 on, prefer wins that need more.
    ...HORIZONS.map((m) => kind(`yes-m${m}`, weights(m), () => m, m < 3 ? 'never' : 'first')),
    // A game White wins at once is YES for every m, so a NO is always a quiet game.
    ...HORIZONS.map((m) => kind(`no-m${m}`, weights(m), () => m, 'always')),
    kind('win-in-5', { small: 1, contest: 1, hard: 3 }, (random) => randomInt(random, 5, 6), 'always'),
    kind('black-takes-queen', { small: 1, contest: 1, hard: 2 }, (random) => randomInt(random, 2, 6), 'always'),
  ],
  fallback: {
    name: 'random',
    make: (random, _profile, sizes) => randomGame(random, sizes, drawIn(random, sizes.m)),
  },
  fits: (input, sizes) =>
    inRange(input.moves, sizes.m) && SIDES.every((side) => inRange(input.board.squaresOf(side).length, sizes.pieces)),
});
