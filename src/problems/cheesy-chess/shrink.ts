import { fileOf, kingDistance, onBoard, rankOf, squareAt } from '../../core/geometry.js';
import { OPEN } from '../../games/pursuit/board.js';
import type { CheesyCase } from './parse.js';

/**
 * Smaller Cheesy Chess cases on the same board size: a forbidden or dangerous field made open,
 * then the king or the pawn moved one square closer to the other (so shrinking cannot wander).
 */
export function* shrinkCheesyChess(input: CheesyCase): Generator<CheesyCase> {
  const { board } = input;
  for (let square = 0; square < board.fields.length; square++) {
    if (board.fields[square] === OPEN) continue;
    const fields = board.fields.slice();
    fields[square] = OPEN;
    yield { ...input, board: { shape: board.shape, fields } };
  }
  const { shape } = board;
  const distance = (a: number, b: number): number => kingDistance(shape, a, b);
  for (const piece of ['king', 'pawn'] as const) {
    const from = input[piece];
    const other = piece === 'king' ? input.pawn : input.king;
    for (let dr = -1; dr <= 1; dr++) {
      for (let df = -1; df <= 1; df++) {
        const file = fileOf(shape, from) + df;
        const rank = rankOf(shape, from) + dr;
        if ((df === 0 && dr === 0) || !onBoard(shape, file, rank)) continue;
        const to = squareAt(shape, file, rank);
        if (to === other || distance(to, other) >= distance(from, other)) continue;
        yield { ...input, [piece]: to };
      }
    }
  }
}
