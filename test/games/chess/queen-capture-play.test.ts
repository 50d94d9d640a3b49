import { describe, expect, it } from 'vitest';
import { type Side, random, rules, simplifiedChess } from '../../../src/index.js';

/**
 * Perfect play in the Simplified Chess Engine's game (rules.chess.queenCapturePlay), as the page
 * plays it: its value agrees with the judge, White's best move wins one ply sooner, Black's best
 * defends longest, and every move's value is the value of the position after it; a move marked as changing the
 * winner does, and a best move never does.
 */

const { queenCapturePlay, makeMove } = rules.chess;

const other = (side: Side): Side => (side === 'white' ? 'black' : 'white');

function after(board: rules.chess.ChessBoard, move: rules.chess.ChessMove): rules.chess.ChessBoard {
  const next = board.clone();
  makeMove(next, move);
  return next;
}

const cases = (seed: number, count: number) => simplifiedChess.generate(random.seededRandom(seed), 'contest', count);

describe('rules.chess.queenCapturePlay', () => {
  it('gives the judge’s verdict and shortest win for every generated game', () => {
    let checked = 0;
    let whiteWins = 0;
    for (const input of cases(3, 150)) {
      const verdict = simplifiedChess.judge(input);
      if (!verdict.ok) throw new Error(verdict.error);
      const play = queenCapturePlay(input.board, 'white', input.moves);
      expect(play.whiteWinsIn).toBe(verdict.value.shortestWin);
      checked++;
      if (play.whiteWinsIn !== undefined) whiteWins++;
    }
    expect(checked).toBe(150);
    expect(whiteWins).toBeGreaterThan(20);
    expect(checked - whiteWins).toBeGreaterThan(20);
  });

  it('plays the fastest capture and the longest defence; every move is valued as the position after it', () => {
    let positions = 0;
    let fastest = 0;
    let longest = 0;
    /** Moves that hand the win to the other side (the page's `?`), by the side that made them. */
    const mistakes = { white: 0, black: 0 };
    for (const input of cases(5, 80)) {
      const draw = random.seededRandom(input.moves * 97 + input.board.cells.indexOf(0));
      let board = input.board;
      let toMove: Side = 'white';
      for (let plies = input.moves; ; plies--) {
        const play = queenCapturePlay(board, toMove, plies);
        positions++;
        if (play.over) {
          expect(play.moves).toEqual([]);
          break;
        }
        const whiteWins = play.whiteWinsIn !== undefined;
        for (const option of play.moves) {
          if (option.takesQueen) {
            expect(option.whiteWinsIn).toBe(toMove === 'white' ? 1 : undefined);
            expect(option.changesWinner).toBe(toMove === 'white' ? !whiteWins : whiteWins);
            continue;
          }
          const next = queenCapturePlay(after(board, option.move), other(toMove), plies - 1);
          expect(next.whiteWinsIn === undefined ? undefined : next.whiteWinsIn + 1).toBe(option.whiteWinsIn);
          // A move marked as changing the outcome does: after it the other side wins (White forces it, or Black holds).
          expect(option.changesWinner).toBe((next.whiteWinsIn !== undefined) !== whiteWins);
          if (option.changesWinner) mistakes[toMove]++;
        }
        const best = play.moves.filter((option) => play.best.includes(option.move));
        expect(best.length).toBeGreaterThan(0);
        for (const option of best) {
          expect(option.whiteWinsIn).toBe(play.whiteWinsIn);
          expect(option.changesWinner).toBe(false);
        }
        const n = play.whiteWinsIn;
        if (n !== undefined && toMove === 'white') {
          // Won in n: a best move wins in n, none sooner; the position after it is won in n - 1.
          for (const option of play.moves)
            if (option.whiteWinsIn !== undefined) expect(option.whiteWinsIn).toBeGreaterThanOrEqual(n);
          if (play.moves.some((option) => option.whiteWinsIn !== n)) fastest++;
        }
        if (n !== undefined && toMove === 'black') {
          // Lost in n: every move loses, none later than a best one.
          for (const option of play.moves) expect(option.whiteWinsIn).toBeLessThanOrEqual(n);
          if (play.moves.some((option) => option.whiteWinsIn !== n)) longest++;
        }
        if (n === undefined && toMove === 'black')
          expect(best.every((option) => option.whiteWinsIn === undefined)).toBe(true);
        const chosen = draw() < 0.5 ? best[0] : play.moves[Math.floor(draw() * play.moves.length)];
        board = after(board, chosen.move);
        toMove = other(toMove);
      }
    }
    expect(positions).toBeGreaterThan(200);
    expect(fastest).toBeGreaterThan(20);
    expect(longest).toBeGreaterThan(5);
    expect(mistakes.white).toBeGreaterThan(20);
    expect(mistakes.black).toBeGreaterThan(5);
  });

  it('ends the game when a queen is taken or no ply is left, and refuses a board it cannot play', () => {
    const [input] = cases(9, 1);
    expect(queenCapturePlay(input.board, 'white', 0).over).toEqual({ winner: 'black', reason: 'no-ply-left' });
    const noBlackQueen = input.board.clone();
    noBlackQueen.put(
      noBlackQueen.cells.findIndex((code) => code === rules.chess.pieceCode({ side: 'black', role: 'queen' })),
      undefined,
    );
    expect(queenCapturePlay(noBlackQueen, 'black', 3).over).toEqual({ winner: 'white', reason: 'queen-taken' });
    const big = new rules.chess.ChessBoard({ width: 8, height: 8 });
    expect(() => queenCapturePlay(big, 'white', 3)).toThrow(/^rules\.chess\.queenCapturePlay: board/);
    expect(() => queenCapturePlay(input.board, 'white', 65)).toThrow(/plies/);
    expect(() => queenCapturePlay(input.board, 'white', 6, { nodeLimit: 1 })).toThrow(/limit/);
  });
});
