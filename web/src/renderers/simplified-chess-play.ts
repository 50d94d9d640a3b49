import type {
  ProblemId,
  QueenCaptureReply,
  QueenCaptureSpot,
  Side,
  SimplifiedChessExplanation,
} from '../../../src/index.js';
import { askRules } from '../oracle.js';
import { type VersusState, versus } from '../board/versus.js';
import { MOVE_COLOUR, drawPosition, startFen } from './simplified-chess-board.js';
import { movesWithFen } from '../board/score-sheet.js';
import { chessRefusal } from './refusal-marks.js';
import { plural } from './explanation-parts.js';

/**
 * Simplified Chess against Arbiter: the player takes White or Black with m moves of both sides to
 * play, and Arbiter answers from the judge's search (rules.chess.queenCapturePlay): as White the
 * fastest forced capture of Black's queen, as Black the longest defence.
 */

const movesWord = (count: number): string => plural(count, 'move');

/** FEN's placement as the explanation's rows ('.' for an empty square). */
const rowsOf = (fen: string): string[] =>
  (fen.split(' ')[0] ?? '').split('/').map((row) => row.replace(/\d/g, (count) => '.'.repeat(Number(count))));

const REASONS: Readonly<
  Record<NonNullable<QueenCaptureReply['over']>['reason'], (winner: Side, plies: number) => string>
> = {
  'queen-taken': (winner) => (winner === 'white' ? 'White has taken Black’s queen' : 'Black has taken White’s queen'),
  'no-ply-left': () => 'the m moves are played and Black’s queen stands',
  'no-move': (_winner, plies) => `the side to move has no move, with ${movesWord(plies)} left: Black’s queen stands`,
};

function stateOf(spot: QueenCaptureSpot, reply: QueenCaptureReply): VersusState<QueenCaptureSpot> {
  const n = reply.whiteWinsIn;
  const value = reply.over
    ? `${reply.over.winner === 'white' ? 'White' : 'Black'} has won`
    : n !== undefined
      ? n === 1
        ? 'White wins: its next move takes Black’s queen'
        : `White wins: Black’s queen falls within ${movesWord(n)}, counting Black’s replies`
      : `Black holds: White cannot force the capture in the ${movesWord(spot.plies)} left`;
  return {
    toMove: spot.toMove,
    value,
    ...(reply.over
      ? { over: { winner: reply.over.winner, why: REASONS[reply.over.reason](reply.over.winner, spot.plies) } }
      : {}),
    moves: reply.moves,
  };
}

/** The problems of the family, whose rule questions play the queen-capture game. */
export type SimplifiedChessFamily = Extract<ProblemId, 'simplified-chess' | 'simplified-chess-ii'>;

export function simplifiedChessPlay(
  explanation: SimplifiedChessExplanation,
  problem: SimplifiedChessFamily,
): HTMLElement {
  return versus<QueenCaptureSpot>({
    name: 'sc-play',
    sideName: (side) => (side === 'white' ? 'White' : 'Black'),
    start: { fen: startFen(explanation), toMove: 'white', plies: explanation.moves },
    ask: async (spot) => {
      const reply = await askRules(problem, { kind: 'queen-capture-play', ...spot });
      if (reply.kind === 'refused') return reply.reason;
      return reply.kind === 'queen-capture-play' ? stateOf(spot, reply) : `the rules worker replied ${reply.kind}`;
    },
    draw: (spot, marks, view) =>
      drawPosition(
        rowsOf(spot.fen),
        `Simplified Chess, ${spot.toMove} to move, ${movesWord(spot.plies)} left`,
        marks,
        view,
      ),
    moveColour: (side) => MOVE_COLOUR[side],
    gameText: (start, moves) => movesWithFen(start.fen, moves),
    // A square refused gets the rules' reason, as the rules worker gives it for any chess position,
    // and the board shows it: the piece in the way.
    refusal: async (spot, from, to) => {
      const reply = await askRules(problem, { kind: 'chess-targets', fen: spot.fen, side: spot.toMove });
      if (reply.kind !== 'chess-targets') return undefined;
      const target = reply.pieces[from]?.find((each) => each.to === to);
      if (!target?.reason) return undefined;
      return { reason: target.reason, ...chessRefusal(from, target, undefined) };
    },
  });
}
