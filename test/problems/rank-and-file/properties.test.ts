import { otherSide } from '../../../src/core/side.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChessBoard } from '../../../src/games/chess/board.js';

import { checkStatus, isAttacked, isCheck, legalMoves, makeMove, undoMove } from '../../../src/games/chess/rules.js';
import { contestRows, rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { type ArbitraryCase, rankAndFileCase } from '../../helpers/arbitraries.js';

const contestText = (cases: readonly ArbitraryCase[]): string =>
  [String(cases.length), ...cases.flatMap(({ side, board }) => [side === 'white' ? 'w' : 'B', ...contestRows(board)])].join('\n');

/** The same position seen from the other side: ranks reversed and colours swapped. */
function mirror(board: ChessBoard): ChessBoard {
  const mirrored = new ChessBoard(board.shape);
  for (let square = 0; square < 64; square++) {
    const piece = board.pieceAt(square);
    if (piece) mirrored.put((7 - Math.floor(square / 8)) * 8 + (square % 8), { color: otherSide(piece.color), role: piece.role });
  }
  return mirrored;
}

describe('Rank and File properties', () => {
  it('parsing the contest text of any data sets gives back the same boards and sides', () => {
    fc.assert(
      fc.property(fc.array(rankAndFileCase(), { minLength: 1, maxLength: 5 }), (cases) => {
        const parsed = rankAndFile.parse(contestText(cases));
        expect(parsed.errors).toEqual([]);
        parsed.cases.forEach((input, index) => {
          if (!input.result.ok) throw new Error(input.result.error[0].message);
          expect(input.result.value.side).toBe(cases[index].side);
          expect(contestRows(input.result.value.board)).toEqual(contestRows(cases[index].board));
        });
      }),
      { seed: 2008, numRuns: 300 },
    );
  });

  it('the verdict matches its definition: check, and whether a legal move exists', () => {
    fc.assert(
      fc.property(rankAndFileCase(), ({ side, board }) => {
        const status = checkStatus(board, side);
        const moves = legalMoves(board, side);
        expect(status === 'safe').toBe(!isCheck(board, side));
        if (status === 'checkmated') expect(moves).toEqual([]);
        if (status === 'checked') expect(moves.length).toBeGreaterThan(0);
      }),
      { seed: 2008, numRuns: 2000 },
    );
  });

  it('no legal move leaves the mover’s king attacked', () => {
    fc.assert(
      fc.property(rankAndFileCase(), ({ side, board }) => {
        for (const move of legalMoves(board, side)) {
          makeMove(board, move);
          const king = board.kingSquare(side);
          expect(king !== undefined && isAttacked(board, king, otherSide(side))).toBe(false);
          undoMove(board, move);
        }
      }),
      { seed: 2008, numRuns: 1000 },
    );
  });

  it('mirroring the board and swapping the colours gives the same verdict for the other side', () => {
    fc.assert(
      fc.property(rankAndFileCase(), ({ side, board }) => {
        expect(checkStatus(mirror(board), otherSide(side))).toBe(checkStatus(board, side));
      }),
      { seed: 2008, numRuns: 2000 },
    );
  });

  it('explanations agree with verdicts', () => {
    fc.assert(
      fc.property(rankAndFileCase(), (input) => {
        const judged = rankAndFile.judge(input);
        if (!judged.ok) throw new Error(judged.error);
        const explanation = rankAndFile.explain(input, judged.value);
        if (judged.value.status === 'CHECKED') expect(explanation.escapes).toHaveLength(explanation.legalMoveCount);
        if (judged.value.status === 'CHECKMATED') expect(explanation.failedEscapes.length).toBeGreaterThan(0);
        expect(explanation.checkers.length > 0).toBe(judged.value.status !== 'SAFE');
        if (explanation.checkers.length > 1) {
          expect(explanation.failedEscapes.length === 0 || explanation.failedEscapes.some((f) => f.reason.endsWith('only be answered by a king move'))).toBe(true);
        }
      }),
      { seed: 2008, numRuns: 1000 },
    );
  });
});
