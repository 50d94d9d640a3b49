import { describe, expect, it } from 'vitest';
import { plainAnswer, plainGames } from './plain-minimax.js';
import { contestGame, solve } from './helpers.js';

/** The plain reference must agree with every hand-made position too. */
const plain = (moves: number, white: string, black: string): boolean =>
  plainAnswer(plainGames(contestGame(moves, white, black))[0]);

describe('Simplified Chess Engine rules, hand-made positions', () => {
  it('capture on move 1: the seed sample, the knight on b2 takes the queen on a4', () => {
    const { verdict, explanation } = solve(1, 'Nb2 Qb1', 'Qa4');
    expect(verdict).toMatchObject({ whiteWins: true, shortestWin: 1 });
    expect(explanation.mainLine).toEqual(['Nxa4']);
    expect(plain(1, 'Nb2 Qb1', 'Qa4')).toBe(true);
  });

  it('m = 1 is NO when no White piece attacks the queen', () => {
    expect(solve(1, 'Qa1', 'Qd2').verdict.whiteWins).toBe(false);
    expect(plain(1, 'Qa1', 'Qd2')).toBe(false);
  });

  it('m even: White only captures on odd moves, so m = 4 answers as m = 3', () => {
    // White needs three of its own moves (move 5): NO for m = 4, YES for m = 5 and 6.
    const white = 'Qd3 Rc3 Rc2';
    const black = 'Qa1';
    for (const [moves, expected] of [
      [3, false],
      [4, false],
      [5, true],
      [6, true],
    ] as const) {
      expect(solve(moves, white, black).verdict.whiteWins, `m = ${moves}`).toBe(expected);
      expect(plain(moves, white, black), `plain, m = ${moves}`).toBe(expected);
    }
    expect(solve(4, white, black).explanation.notes).toContain(
      'm = 4: White moves only on odd moves, so this is the same question as m = 3',
    );
  });

  it('m = 6 wins that need three White moves: the shortest win is 5 moves, and the line shows it', () => {
    const { verdict, explanation } = solve(6, 'Qd3 Rc3 Rc2', 'Qa1');
    expect(verdict.shortestWin).toBe(5);
    expect(explanation.mainLine).toHaveLength(5);
    expect(explanation.mainLine[4]).toMatch(/x/);
    expect(explanation.strategy?.movesToWin).toBe(5);
  });

  it("Black capturing White's queen first: every White move lets Black take White's queen", () => {
    // White's queen on a1 faces the black rooks on b1 and b2 and the queen on b3.
    const { verdict, explanation } = solve(3, 'Qa1', 'Qb3 Rb2 Rb1');
    expect(verdict.whiteWins).toBe(false);
    expect(plain(3, 'Qa1', 'Qb3 Rb2 Rb1')).toBe(false);
    expect(explanation.refutations.length).toBeGreaterThan(0);
    for (const refutation of explanation.refutations) expect(refutation.why).toMatch(/captures White's queen/);
  });

  it('a Black reply that blocks: after 1. Rd1 only Nd2 keeps the queen on d4', () => {
    const { verdict, explanation } = solve(3, 'Qb3 Rc1 Na1', 'Qd4 Nc4');
    expect(verdict.whiteWins).toBe(false);
    const rookMove = explanation.refutations.find((refutation) => refutation.move.san === 'Rd1');
    expect(rookMove?.reply).toEqual({ san: 'Nd2', from: 'c4', to: 'd2' });
    // Without the knight there is nothing to block with, and the same rook move wins.
    expect(solve(3, 'Qb3 Rc1 Na1', 'Qd4 Nb4').verdict.whiteWins).toBe(plain(3, 'Qb3 Rc1 Na1', 'Qd4 Nb4'));
  });

  it('a knight move that leaves the queen no safe square wins on move 3', () => {
    const { verdict, explanation } = solve(3, 'Qb4 Rb1 Nc4', 'Qd3');
    expect(verdict).toMatchObject({ whiteWins: true, shortestWin: 3 });
    expect(explanation.strategy?.move.san).toBe('Na3');
    expect(plain(3, 'Qb4 Rb1 Nc4', 'Qd3')).toBe(true);
    expect(solve(1, 'Qb4 Rb1 Nc4', 'Qd3').verdict.whiteWins).toBe(false);
  });

  it('a knight fork: 1. Nb3 attacks the queen on c1 and its flight squares a1 and d2 at once', () => {
    // White's queen on d3 covers the queen's other flight squares (b1, c2, c3, c4, d1).
    const { verdict, explanation } = solve(3, 'Qd3 Nd4 Rb4', 'Qc1 Bb2');
    expect(verdict).toMatchObject({ whiteWins: true, shortestWin: 3 });
    expect(explanation.strategy?.move.san).toBe('Nb3');
    const answers = Object.fromEntries(
      explanation.strategy!.replies.map(({ reply, answer }) => [reply.san, answer?.move.san]),
    );
    expect(answers).toMatchObject({ Qa1: 'Nxa1', Qd2: 'Nxd2', Bc3: 'Nxc1' });
    expect(plain(3, 'Qd3 Nd4 Rb4', 'Qc1 Bb2')).toBe(true);
    // Without the knight the queen escapes.
    expect(solve(3, 'Qd3 Rb4', 'Qc1 Bb2').verdict.whiteWins).toBe(false);
    expect(plain(3, 'Qd3 Rb4', 'Qc1 Bb2')).toBe(false);
  });

  it("a move that leaves White's own queen attacked is allowed, and can win", () => {
    // Taking with the queen on a square the black rook covers still wins: the game ends at once.
    const { verdict } = solve(1, 'Qa1', 'Qa4 Rd4');
    expect(verdict.whiteWins).toBe(true);
  });

  it('sliders stop at the first piece: a queen behind its own knight does not see through it', () => {
    expect(solve(1, 'Qa1 Nb2', 'Qd4').verdict.whiteWins).toBe(false);
    expect(plain(1, 'Qa1 Nb2', 'Qd4')).toBe(false);
    expect(solve(1, 'Qa1 Nc2', 'Qd4').verdict.whiteWins).toBe(true);
  });
});
