import { describe, expect, it } from 'vitest';
import { cheesyChess, random, rules } from '../../../src/index.js';

/**
 * Perfect play in the pursuit game (rules.pursuit.pursuitPlay), as the page plays it: its value
 * agrees with the judge, the winner's best move wins one ply sooner, the loser's resists longest,
 * and every move's value is the value of the position after it; a move marked as changing the
 * winner does, and a best move never does.
 */

const { pursuitPlay } = rules.pursuit;
type Position = rules.pursuit.PursuitPosition;

const cases = (seed: number, count: number) => cheesyChess.generate(random.seededRandom(seed), 'contest', count);

describe('rules.pursuit.pursuitPlay', () => {
  it('gives the judge’s winner for the start of every generated game', () => {
    let checked = 0;
    let whiteWins = 0;
    for (const input of cases(7, 400)) {
      const verdict = cheesyChess.judge(input);
      if (!verdict.ok) throw new Error(verdict.error);
      const play = pursuitPlay(input.board, { king: input.king, pawn: input.pawn, toMove: 'white' });
      expect(play.winner).toBe(verdict.value.winner);
      checked++;
      if (play.winner === 'white') whiteWins++;
    }
    expect(checked).toBe(400);
    expect(whiteWins).toBeGreaterThan(50);
    expect(checked - whiteWins).toBeGreaterThan(50);
  });

  it('plays the fastest win and the longest resistance; every move is valued as the position after it', () => {
    let positions = 0;
    /** A losing king with more than one step (they nearly always lose in as many plies: the pawn's march is fixed). */
    let loserChoices = 0;
    let winnerChoices = 0;
    /** Moves that hand the win to the other side (the page's `?`). */
    let mistakes = 0;
    for (const input of cases(11, 120)) {
      const draw = random.seededRandom(input.king * 31 + input.pawn);
      let position: Position = { king: input.king, pawn: input.pawn, toMove: 'white' };
      for (;;) {
        const play = pursuitPlay(input.board, position);
        positions++;
        if (play.ending) {
          expect(play.plies).toBe(0);
          expect(play.moves).toEqual([]);
          break;
        }
        expect(play.best.length).toBeGreaterThan(0);
        for (const move of play.moves) {
          const after = pursuitPlay(input.board, move.after);
          expect([after.winner, after.plies + 1]).toEqual([move.winner, move.plies]);
          // A move marked as changing the outcome does: the position after it is won by the other side.
          expect(move.changesWinner).toBe(after.winner !== play.winner);
          if (move.changesWinner) mistakes++;
        }
        const best = play.moves.filter((move) => play.best.includes(move.to));
        for (const move of best) {
          expect([move.winner, move.plies]).toEqual([play.winner, play.plies]);
          expect(move.changesWinner).toBe(false);
        }
        const mover = play.toMove;
        if (play.winner === mover) {
          // No move wins sooner than a best one.
          for (const move of play.moves)
            if (move.winner === mover) expect(move.plies).toBeGreaterThanOrEqual(play.plies);
          if (play.moves.length > 1) winnerChoices++;
        } else {
          // Every move loses, none later than a best one.
          for (const move of play.moves) {
            expect(move.winner).toBe(play.winner);
            expect(move.plies).toBeLessThanOrEqual(play.plies);
          }
          if (play.moves.length > 1) loserChoices++;
        }
        // Half the time the best move, else any move: lines off the best one are played too.
        const next = draw() < 0.5 ? best[0] : play.moves[Math.floor(draw() * play.moves.length)];
        position = next.after;
      }
    }
    expect(positions).toBeGreaterThan(500);
    expect(winnerChoices).toBeGreaterThan(50);
    expect(loserChoices).toBeGreaterThan(20);
    expect(mistakes).toBeGreaterThan(50);
  });

  it('refuses a position that is not on the board', () => {
    const board = rules.pursuit.boardFromRows(['...', '...', '...']);
    if (!board) throw new Error('no board');
    expect(() => pursuitPlay(board, { king: 9, pawn: 1, toMove: 'white' })).toThrow(
      /^rules\.pursuit\.pursuitPlay: position\.king/,
    );
    expect(() => pursuitPlay(board, { king: 1, pawn: 1, toMove: 'white' })).toThrow(RangeError);
    expect(() => pursuitPlay(board, { king: 1, pawn: 4, toMove: 'red' as 'white' })).toThrow(/toMove/);
  });
});
