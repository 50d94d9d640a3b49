import { otherSide } from '../../core/side.js';
import { boardCandidates } from '../../games/chess/shrink.js';
import type { RankAndFileCase } from './parse.js';

/** Smaller Rank and File positions: a non-king piece fewer, a piece moved one square closer to the judged king, the other side judged. */
export function* shrinkRankAndFile(input: RankAndFileCase): Generator<RankAndFileCase> {
  const king = input.board.kingSquare(input.side);
  for (const board of boardCandidates(input.board, (role) => role !== 'king', king)) yield { side: input.side, board };
  yield { side: otherSide(input.side), board: input.board };
}
