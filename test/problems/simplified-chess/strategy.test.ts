import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simplifiedChess } from '../../../src/problems/simplified-chess/index.js';
import type {
  MoveJson,
  SimplifiedChessExplanation,
  SimplifiedChessVerdict,
  StrategyJson,
} from '../../../src/problems/simplified-chess/index.js';
import { contestGameText } from './arbitraries.js';
import { type Cell, plainAnswer, plainBoard, plainGames, plainMoves } from './plain-minimax.js';

const index = (name: string): number => (Number(name[1]) - 1) * 4 + 'abcd'.indexOf(name[0]);
const nameOf = (square: number): string => `${'abcd'[square % 4]}${Math.floor(square / 4) + 1}`;

/** Judges and explains a one-game contest text; undefined when it does not parse. */
function explained(
  text: string,
): { moves: number; verdict: SimplifiedChessVerdict; explanation: SimplifiedChessExplanation } | undefined {
  const input = simplifiedChess.parse(text).cases[0].result;
  if (!input.ok) return undefined;
  const judged = simplifiedChess.judge(input.value);
  if (!judged.ok) throw new Error(judged.error);
  return {
    moves: input.value.moves,
    verdict: judged.value,
    explanation: simplifiedChess.explain(input.value, judged.value),
  };
}

const legalNames = (board: Cell[], white: boolean): string[] =>
  plainMoves(board, white)
    .map(({ from, to }) => `${nameOf(from)}${nameOf(to)}`)
    .sort();

/** Plays a move on the checker's board after checking it is legal; returns the piece it took. */
function play(board: Cell[], move: MoveJson, white: boolean): Cell {
  expect(legalNames(board, white)).toContain(`${move.from}${move.to}`);
  const from = index(move.from);
  const to = index(move.to);
  const taken = board[to];
  board[to] = board[from];
  board[from] = null;
  return taken;
}

/** The plain board as the explanation's rows: row 4 first, White upper case. */
const rowsOf = (board: Cell[]): string[] =>
  [3, 2, 1, 0].map((row) =>
    [0, 1, 2, 3]
      .map((column) => board[row * 4 + column])
      .map((cell) => (cell ? (cell.white ? cell.type : cell.type.toLowerCase()) : '.'))
      .join(''),
  );

const ROLES = { Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' } as const;

/**
 * Re-checks a strategy tree move by move with the plain rules: White's moves are legal, every
 * legal Black reply is answered, Black never takes White's queen, and every line ends with White
 * taking Black's queen within `movesLeft` moves.
 */
function checkStrategy(board: Cell[], node: StrategyJson, movesLeft: number): void {
  expect(movesLeft).toBeGreaterThanOrEqual(1);
  const taken = play(board, node.move, true);
  expect(node.board).toEqual(rowsOf(board));
  if (taken?.type === 'Q') {
    expect(node.replies).toEqual([]);
    return;
  }
  expect(taken?.white ?? false).toBe(false);
  const replies = node.replies.map(({ reply }) => `${reply.from}${reply.to}`).sort();
  expect(replies).toEqual(legalNames(board, false));
  for (const { reply, answer } of node.replies) {
    const after = [...board];
    const takenByBlack = play(after, reply, false);
    expect(takenByBlack?.type).not.toBe('Q');
    expect(answer).not.toBeNull();
    checkStrategy(after, answer!, movesLeft - 2);
  }
}

describe('Simplified Chess Engine explanations, re-checked with the plain rules', () => {
  it('every YES strategy tree wins against every reply within m moves', () => {
    let checked = 0;
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const solved = explained(text);
        if (!solved?.verdict.whiteWins) return;
        const { moves, verdict, explanation } = solved;
        expect(explanation.strategy).not.toBeNull();
        checkStrategy(plainBoard(plainGames(text)[0]), explanation.strategy!, moves);
        expect(explanation.strategy!.movesToWin).toBe(verdict.shortestWin);
        expect(explanation.mainLine).toHaveLength(verdict.shortestWin!);
        // The main line as a view shows it: each move legal, by the piece named, with the board after it.
        const board = plainBoard(plainGames(text)[0]);
        explanation.mainLineMoves.forEach((move, ply) => {
          const white = ply % 2 === 0;
          const piece = board[index(move.from)];
          play(board, move, white);
          expect({ side: move.side, role: move.role, board: move.board }).toEqual({
            side: white ? 'white' : 'black',
            role: piece && ROLES[piece.type],
            board: rowsOf(board),
          });
        });
        expect(explanation.mainLineMoves.map((move) => move.san)).toEqual(explanation.mainLine);
        checked++;
      }),
      { seed: 5, numRuns: 600 },
    );
    expect(checked).toBeGreaterThan(50);
  });

  it('every NO refutation is a legal reply after which White cannot win in the moves left', () => {
    let checked = 0;
    const refutations = { noReply: 0, takesQueen: 0, holds: 0 };
    fc.assert(
      fc.property(contestGameText(6), (text) => {
        const solved = explained(text);
        if (!solved || solved.verdict.whiteWins) return;
        const { explanation } = solved;
        const game = plainGames(text)[0];
        const board = plainBoard(game);
        // One refutation per White move, in any order.
        expect(explanation.refutations.map(({ move }) => `${move.from}${move.to}`).sort()).toEqual(
          legalNames(board, true),
        );
        for (const { move, reply } of explanation.refutations) {
          const after = [...board];
          expect(play(after, move, true)?.type).not.toBe('Q');
          if (reply === null) {
            expect(game.moves).toBeLessThan(3);
            refutations.noReply++;
            continue;
          }
          const taken = play(after, reply, false);
          if (taken?.type === 'Q') {
            refutations.takesQueen++;
            continue;
          }
          const pieces = after.flatMap((cell, square) =>
            cell ? [{ ...cell, column: square % 4, row: Math.floor(square / 4) }] : [],
          );
          expect(plainAnswer({ pieces, moves: game.moves - 2 })).toBe(false);
          refutations.holds++;
        }
        checked++;
      }),
      { seed: 6, numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
    // Each kind of refutation must have been re-checked (about half of the 120, 405 and 390 seen).
    expect(refutations.noReply).toBeGreaterThanOrEqual(60);
    expect(refutations.takesQueen).toBeGreaterThanOrEqual(200);
    expect(refutations.holds).toBeGreaterThanOrEqual(200);
  });
});
