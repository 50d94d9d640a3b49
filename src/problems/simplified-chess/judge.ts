import { type Result, err, ok } from '../../core/located.js';
import type { JudgeOptions } from '../../framework/options.js';
import { QueenCaptureGame } from '../../games/chess/queen-capture.js';
import { AndOrSearch, SearchLimitReached } from '../../search/andor.js';
import type { AnswerCodec } from '../../framework/answer.js';
import type { SimplifiedChessCase } from './case.js';
import { plural } from '../../core/grouped.js';

export interface SimplifiedChessVerdict {
  readonly whiteWins: boolean;
  /** The fewest moves (both sides counted) within which White forces the capture, when it does. */
  readonly shortestWin?: number;
  /** Positions the search visited. */
  readonly nodes: number;
}

/** A case without an explicit limit gives up after this long rather than seem to hang. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** The search of one case, with the limits of `options`; shared by the judge and the explanation. */
export function searchFor(input: SimplifiedChessCase, options: JudgeOptions = {}): AndOrSearch<number> {
  const game = new QueenCaptureGame(input.board.clone());
  const deadline = options.deadline ?? Date.now() + (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS);
  return new AndOrSearch(game, { nodeLimit: options.nodeLimit, deadline, onProgress: options.onProgress });
}

export function limitMessage(error: SearchLimitReached, options: JudgeOptions): string {
  const positions = plural(error.nodes, 'position');
  if (error.limit === 'nodes')
    return (
      `the search stopped at its node limit (${positions}) before deciding; ` +
      'raise the node limit (--node-limit) to go on'
    );
  const seconds = (options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS) / 1000;
  return (
    `the search stopped at its time limit (${seconds} s, ${positions}) before deciding; ` +
    'raise the time limit (--time-limit) to go on'
  );
}

export function judgeSimplifiedChess(
  input: SimplifiedChessCase,
  options: JudgeOptions = {},
): Result<SimplifiedChessVerdict, string> {
  const search = searchFor(input, options);
  try {
    // Iterative deepening: the shortest win is found first, and each pass fills the table for the next.
    const shortestWin = search.shortestWin(input.moves);
    return ok(
      shortestWin === undefined
        ? { whiteWins: false, nodes: search.nodes }
        : { whiteWins: true, shortestWin, nodes: search.nodes },
    );
  } catch (error) {
    if (error instanceof SearchLimitReached) return err(limitMessage(error, options));
    throw error;
  }
}

/** What the contest line says of a verdict: whether White forces the capture. */
export interface SimplifiedChessAnswer {
  readonly whiteWins: boolean;
}

/** The contest line: "YES" when White forces the capture in time, else "NO". */
export const simplifiedChessCodec: AnswerCodec<SimplifiedChessAnswer> = {
  write: (answer) => (answer.whiteWins ? 'YES' : 'NO'),
  read: (line) => (line === 'YES' ? { whiteWins: true } : line === 'NO' ? { whiteWins: false } : undefined),
};
