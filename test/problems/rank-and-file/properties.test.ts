import { otherSide } from '../../../src/core/side.js';
import { parseSquareName } from '../../../src/core/geometry.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChessBoard } from '../../../src/games/chess/board.js';

import { checkStatus, isAttacked, isCheck, legalMoves, makeMove, undoMove } from '../../../src/games/chess/rules.js';
import { rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { inputRows, rankAndFileFormat } from '../../../src/problems/rank-and-file/parse.js';
import { formatInputs } from '../../../src/framework/input-format.js';
import { rankAndFileCase } from '../../helpers/arbitraries.js';
import type { RankAndFileCase } from '../../../src/problems/rank-and-file/case.js';

const contestText = (cases: readonly RankAndFileCase[]): string => formatInputs(rankAndFileFormat, cases);

/** The same position seen from the other side: ranks reversed and colours swapped. */
function mirror(board: ChessBoard): ChessBoard {
  const mirrored = new ChessBoard(board.shape);
  for (let square = 0; square < 64; square++) {
    const piece = board.pieceAt(square);
    if (piece)
      mirrored.put((7 - Math.floor(square / 8)) * 8 + (square % 8), { side: otherSide(piece.side), role: piece.role });
  }
  return mirrored;
}

describe('Rank and File properties', () => {
  it('parsing the contest text of any data sets gives back the same boards and sides', () => {
    fc.assert(
      fc.property(fc.array(rankAndFileCase(), { minLength: 1, maxLength: 5 }), (cases) => {
        const parsed = rankAndFile.parse(contestText(cases));
        expect(parsed.errors).toEqual([]);
        expect(parsed.cases).toHaveLength(cases.length);
        parsed.cases.forEach((input, index) => {
          if (!input.result.ok) throw new Error(input.result.error[0].message);
          expect(input.result.value.side).toBe(cases[index].side);
          expect(inputRows(input.result.value.board)).toEqual(inputRows(cases[index].board));
        });
      }),
      { seed: 2008, numRuns: 300 },
    );
  });

  it('the verdict matches its definition: check, and whether a legal move exists', () => {
    const seen = { safe: 0, checked: 0, checkmated: 0 };
    fc.assert(
      fc.property(rankAndFileCase(), ({ side, board }) => {
        const status = checkStatus(board, side);
        const moves = legalMoves(board, side);
        const inCheck = isCheck(board, side);
        expect(status).toBe(!inCheck ? 'safe' : moves.length === 0 ? 'checkmated' : 'checked');
        seen[status]++;
      }),
      { seed: 2008, numRuns: 2000 },
    );
    // Every verdict must come up (about twice these: 1,118 safe, 778 checked, 104 mated); the
    // chess.js differential covers stalemates, which random boards almost never give.
    expect(seen.safe + seen.checked + seen.checkmated).toBe(2000);
    expect(seen.safe).toBeGreaterThanOrEqual(500);
    expect(seen.checked).toBeGreaterThanOrEqual(350);
    expect(seen.checkmated).toBeGreaterThanOrEqual(50);
  });

  it('no legal move leaves the mover’s king attacked', () => {
    let moves = 0;
    let captures = 0;
    fc.assert(
      fc.property(rankAndFileCase(), ({ side, board }) => {
        for (const move of legalMoves(board, side)) {
          if (board.pieceAt(move.to) !== undefined) captures++;
          makeMove(board, move);
          const king = board.kingSquare(side);
          expect(king !== undefined && isAttacked(board, king, otherSide(side))).toBe(false);
          undoMove(board, move);
          moves++;
        }
      }),
      { seed: 2008, numRuns: 1000 },
    );
    expect(moves).toBeGreaterThanOrEqual(8000);
    expect(captures).toBeGreaterThanOrEqual(500);
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
    const seen = { SAFE: 0, CHECKED: 0, CHECKMATED: 0, doubleCheck: 0, doubleCheckMated: 0, attackLines: 0 };
    fc.assert(
      fc.property(rankAndFileCase(), (input) => {
        const judged = rankAndFile.judge(input);
        if (!judged.ok) throw new Error(judged.error);
        const { status } = judged.value;
        const explanation = rankAndFile.explain(input, judged.value);
        seen[status]++;
        // Escapes are listed for a check that can be answered, failed escapes for a mate, nothing otherwise.
        expect(explanation.escapes).toHaveLength(status === 'CHECKED' ? explanation.legalMoveCount : 0);
        expect(explanation.failedEscapes.length > 0).toBe(status === 'CHECKMATED');
        expect(explanation.legalMoveCount === 0).toBe(status === 'CHECKMATED' || explanation.stalemate);
        expect(explanation.checkers.length > 0).toBe(status !== 'SAFE');
        // Each failed escape's attackers are enemy pieces its reason names, attacking the square given.
        for (const failure of explanation.failedEscapes) {
          expect(failure.attacked === null).toBe(failure.attackers.length === 0);
          // A failure for an attack is a move: its piece is the judged side's.
          if (failure.attacked !== null)
            expect(input.board.pieceAt(parseSquareName(input.board.shape, failure.from ?? '') ?? -1)?.side).toBe(
              input.side,
            );
          for (const square of failure.attackers) {
            const at = parseSquareName(input.board.shape, square) ?? -1;
            expect(input.board.pieceAt(at)?.side).toBe(otherSide(input.side));
            expect(failure.reason).toContain(` on ${square}`);
            seen.attackLines++;
          }
        }
        if (explanation.checkers.length > 1) {
          seen.doubleCheck++;
          // Against a double check only the king may move; a mate says so among its failed escapes.
          expect(explanation.failedEscapes.some((f) => f.reason.endsWith('only be answered by a king move'))).toBe(
            status === 'CHECKMATED',
          );
          if (status === 'CHECKMATED') seen.doubleCheckMated++;
        }
      }),
      { seed: 2008, numRuns: 1000 },
    );
    expect(seen.SAFE + seen.CHECKED + seen.CHECKMATED).toBe(1000);
    expect(seen.SAFE).toBeGreaterThanOrEqual(250);
    expect(seen.CHECKED).toBeGreaterThanOrEqual(180);
    expect(seen.CHECKMATED).toBeGreaterThanOrEqual(25);
    expect(seen.doubleCheck).toBeGreaterThanOrEqual(50);
    expect(seen.doubleCheckMated).toBeGreaterThanOrEqual(15);
    expect(seen.attackLines).toBeGreaterThanOrEqual(50);
  });
});
