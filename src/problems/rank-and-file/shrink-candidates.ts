import { sameClassOrBetter } from '../../core/candidates.js';
import { fileOf, rankOf, squareAt } from '../../core/geometry.js';
import { otherSide } from '../../core/side.js';
import { ChessBoard } from '../../games/chess/board.js';
import { type BoardShrink, boardCandidates, boardMeasure } from '../../games/chess/board-candidates.js';
import { classifyRankAndFile } from './classify.js';
import { acceptedCases } from '../../framework/problem.js';
import { BOARD, type RankAndFileCase, type RankAndFileSetup, rankAndFileFromSetup } from './case.js';

/** Any piece but a king may go or become simpler; pieces close in on the judged king. */
const spec = (input: RankAndFileCase): BoardShrink => ({
  removable: (piece) => piece.role !== 'king',
  anchor: input.board.kingSquare(input.side),
});

/** [pieces besides the kings, their strength, distances to the judged king, 1 when Black is judged]. */
export const measureRankAndFile = (input: RankAndFileCase): number[] => [
  ...boardMeasure(input.board, spec(input)),
  input.side === 'black' ? 1 : 0,
];

/** The board turned upside down with the colours swapped: the same question with the other side judged. */
function mirrored(input: RankAndFileCase): RankAndFileSetup {
  const board = new ChessBoard(BOARD);
  input.board.cells.forEach((_, square) => {
    const piece = input.board.pieceAt(square);
    const upsideDown = squareAt(BOARD, fileOf(BOARD, square), BOARD.height - 1 - rankOf(BOARD, square));
    if (piece) board.put(upsideDown, { side: otherSide(piece.side), role: piece.role });
  });
  return { side: otherSide(input.side), board };
}

/**
 * Smaller Rank and File positions (see boardCandidates), then, when Black is judged, the same
 * position mirrored with White judged. None of a worse class than `input`: a position a game can
 * reach shrinks to one a game can reach.
 */
export function* shrinkRankAndFile(input: RankAndFileCase): Generator<RankAndFileCase> {
  yield* sameClassOrBetter(input, acceptedCases(candidates(input), rankAndFileFromSetup), classifyRankAndFile);
}

function* candidates(input: RankAndFileCase): Generator<RankAndFileSetup> {
  for (const board of boardCandidates(input.board, spec(input))) yield { side: input.side, board };
  if (input.side === 'black') yield mirrored(input);
}
