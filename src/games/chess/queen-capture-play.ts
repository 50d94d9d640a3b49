import type { Side } from '../../core/side.js';
import { assertInteger, assertNumber, assertObject } from '../../core/guards.js';
import { AndOrSearch, type SearchLimits } from '../../search/andor.js';
import type { ChessBoard } from './board.js';
import { pieceCode } from './pieces.js';
import type { ChessMove } from './rules.js';
import { QueenCaptureGame, unpackMove } from './queen-capture.js';

/**
 * Perfect play in the Simplified Chess Engine's game, for playing against: can White force the
 * capture of Black's queen within the plies left, from any position and either side to move? The
 * value comes from the AND/OR search the judge runs (QueenCaptureGame, AndOrSearch.shortestWin);
 * a test holds it to the judge's verdict.
 *
 * The game ends when a queen is taken (its taker wins) or when no ply is left or the side to move
 * has no move (Black has held). The best moves: White's fastest forced capture, Black's longest
 * defence. Where the value does not decide (White cannot force it, or Black holds whatever it
 * does), Black takes White's queen when it can (the game ends at once), and White keeps its queen
 * out of Black's reach when it can (the game goes on).
 */

export interface QueenCaptureMove {
  readonly move: ChessMove;
  /** White forces the capture within this many plies, counting this move; undefined: Black holds. */
  readonly whiteWinsIn?: number;
  /** The move takes the other side's queen: the game ends. */
  readonly takesQueen: boolean;
  /** After it, the side to move can take the mover's queen at once. */
  readonly queenHangs: boolean;
  /**
   * The move hands the win to the other side: under perfect play it changes the outcome (a mistake,
   * `?`): White lets Black hold, or Black lets White force the capture.
   */
  readonly changesWinner: boolean;
}

export interface QueenCapturePlay {
  readonly toMove: Side;
  /** Plies left (m counts moves of both sides). */
  readonly plies: number;
  /** When the game is over: who won, and why. */
  readonly over?: { readonly winner: Side; readonly reason: 'queen-taken' | 'no-ply-left' | 'no-move' };
  /** White forces the capture of Black's queen within this many plies against any defence; undefined: Black holds. */
  readonly whiteWinsIn?: number;
  /** Every move of the side to move (none when the game is over), in the order the search tries them. */
  readonly moves: readonly QueenCaptureMove[];
  /** The best of them, in the order of `moves`. */
  readonly best: readonly ChessMove[];
}

/** The deepest horizon asked for: a search this deep on 4x4 is bounded by `limits`. */
export const MAX_PLAY_PLIES = 64;

const QUEEN = {
  white: pieceCode({ side: 'white', role: 'queen' }),
  black: pieceCode({ side: 'black', role: 'queen' }),
} as const;

/** The best moves by the rule above: the smallest or largest `whiteWinsIn`, then the tie-break. */
function bestOf<M extends Omit<QueenCaptureMove, 'changesWinner'>>(toMove: Side, moves: readonly M[]): M[] {
  const holds = moves.filter((option) => option.whiteWinsIn === undefined);
  const wins = moves.filter((option) => option.whiteWinsIn !== undefined);
  const plies = (option: M): number => option.whiteWinsIn ?? 0;
  if (toMove === 'white') {
    if (wins.length > 0) return wins.filter((option) => plies(option) === Math.min(...wins.map(plies)));
    const safe = holds.filter((option) => !option.queenHangs);
    return safe.length > 0 ? safe : holds;
  }
  if (holds.length > 0) {
    const taking = holds.filter((option) => option.takesQueen);
    return taking.length > 0 ? taking : holds;
  }
  return wins.filter((option) => plies(option) === Math.max(...wins.map(plies)));
}

/** The play from `board` with `toMove` to move and `plies` left; the search stops at `limits` (SearchLimitReached). */
export function queenCapturePlay(
  board: ChessBoard,
  toMove: Side,
  plies: number,
  limits: SearchLimits = {},
): QueenCapturePlay {
  const cells = board.cells;
  const whiteQueen = cells.includes(QUEEN.white);
  const blackQueen = cells.includes(QUEEN.black);
  const ended = (over: QueenCapturePlay['over']): QueenCapturePlay => ({
    toMove,
    plies,
    over,
    ...(over?.winner === 'white' ? { whiteWinsIn: 0 } : {}),
    moves: [],
    best: [],
  });
  if (!blackQueen) return ended({ winner: 'white', reason: 'queen-taken' });
  if (!whiteQueen) return ended({ winner: 'black', reason: 'queen-taken' });
  if (plies === 0) return ended({ winner: 'black', reason: 'no-ply-left' });
  const game = new QueenCaptureGame(board.clone(), toMove);
  const search = new AndOrSearch(game, limits);
  const packed = game.moves();
  if (packed.length === 0) return ended({ winner: 'black', reason: 'no-move' });
  const valued = packed.map((move): Omit<QueenCaptureMove, 'changesWinner'> => {
    game.play(move);
    try {
      const winner = game.winner();
      const takesQueen = winner !== null;
      const after =
        winner === 'white' ? 0 : winner === 'black' || plies === 1 ? undefined : search.shortestWin(plies - 1);
      return {
        move: unpackMove(move),
        ...(after === undefined ? {} : { whiteWinsIn: after + 1 }),
        takesQueen,
        queenHangs: !takesQueen && game.winsAtOnce(),
      };
    } finally {
      game.undo(move);
    }
  });
  // The position is worth its best move, as minimax says.
  const best = bestOf(toMove, valued);
  const whiteWinsIn = best[0].whiteWinsIn;
  const moves = valued.map((option): QueenCaptureMove => ({
    ...option,
    changesWinner: (option.whiteWinsIn === undefined) !== (whiteWinsIn === undefined),
  }));
  return {
    toMove,
    plies,
    ...(whiteWinsIn === undefined ? {} : { whiteWinsIn }),
    moves,
    best: best.map((option) => option.move),
  };
}

/**
 * The board for `queenCapturePlay`: at most 16 squares, queens, rooks, bishops and knights only (QueenCaptureGame says
 * why not).
 */
export function assertQueenCaptureBoard(value: ChessBoard, at: string): void {
  try {
    new QueenCaptureGame(value.clone());
  } catch (error) {
    if (error instanceof RangeError) throw new RangeError(`${at}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** Search limits from outside the library, copied: a node limit, a deadline (`Date.now()` value). */
export function copyPlayLimits(value: unknown, at: string): SearchLimits {
  assertObject(value, at);
  const { nodeLimit, deadline, onProgress } = value;
  if (nodeLimit !== undefined) assertInteger(nodeLimit, `${at}.nodeLimit`, 1, Number.MAX_SAFE_INTEGER);
  if (deadline !== undefined) assertNumber(deadline, `${at}.deadline`);
  if (onProgress !== undefined) throw new TypeError(`${at}.onProgress is not taken here`);
  return { nodeLimit: nodeLimit, deadline: deadline };
}
