import type { Side } from '../../../src/core/side.js';
import { describe, expect, it } from 'vitest';
import { rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import type { RankAndFileExplanation } from '../../../src/problems/rank-and-file/index.js';
import { boardWith } from '../../helpers/chess.js';
import { builtCase } from '../../../src/framework/problem.js';
import { rankAndFileFromSetup } from '../../../src/problems/rank-and-file/case.js';

function explain(pieces: string, side: Side): RankAndFileExplanation {
  const input = builtCase(rankAndFileFromSetup, { side, board: boardWith(pieces) });
  const judged = rankAndFile.judge(input);
  if (!judged.ok) throw new Error(judged.error);
  return rankAndFile.explain(input, judged.value);
}

describe('explanations', () => {
  it('a checkmate says why every king square and every capture fails', () => {
    const explanation = explain('Kc5 qb5 rb1 ke5', 'black'); // the sample's second data set
    expect(explanation.status).toBe('CHECKMATED');
    expect(explanation.checkers).toEqual([{ square: 'b5', side: 'white', role: 'queen' }]);
    // Each with the attacker that makes it fail and the square it attacks, for a view to draw.
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'Kd6',
      reason: 'attacked by the king on e5',
      attackers: ['e5'],
      attacked: 'd6',
      from: 'c5',
    });
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'Kxb5',
      reason: 'the queen on b5 is defended by the rook on b1',
      attackers: ['b1'],
      attacked: 'b5',
      from: 'c5',
    });
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'capture or block',
      reason: 'no piece can capture the queen on b5',
      attackers: [],
      attacked: null,
      from: null,
    });
    expect(explanation.failedEscapes.filter((failure) => failure.attempt.startsWith('K'))).toHaveLength(8);
  });

  it('a pinned defender is named with the line it would open', () => {
    const explanation = explain('kh1 rg2 nh2 Ra1 Ba8 Rh8 Kd8', 'white');
    // The line crossed: from the pinning piece to the king.
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'Rg1',
      reason: 'it opens the line of the bishop on a8 to the king',
      attackers: ['a8'],
      attacked: 'h1',
      from: 'g2',
    });
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'Nf1',
      reason: 'it opens the line of the rook on h8 to the king',
      attackers: ['h8'],
      attacked: 'h1',
      from: 'h2',
    });
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'g2',
      reason: 'occupied by your own rook',
      attackers: [],
      attacked: null,
      from: null,
    });
  });

  it('a double check says that only the king can answer it', () => {
    const explanation = explain('ke1 qa8 Re8 Bb4 Nb2 Ng3 Rh2 Kh8', 'white');
    expect(explanation.checkers.map((piece) => piece.square)).toEqual(['b4', 'e8']);
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'Qxe8',
      reason: 'the bishop on b4 still gives check',
      attackers: ['b4'],
      attacked: 'e1',
      from: 'a8',
    });
    expect(explanation.failedEscapes).toContainEqual({
      attempt: 'capture or block',
      reason: 'a double check can only be answered by a king move',
      attackers: [],
      attacked: null,
      from: null,
    });
  });

  it('a check lists every escape in SAN', () => {
    expect([...explain('kd4 Ra4 Rb3 Kh8', 'white').escapes].sort()).toEqual(['Kc5', 'Kd5', 'Ke5']);
    expect(explain('ka1 rh2 Ra8 Rb8 Kh8', 'white').escapes).toEqual(['Ra2']);
  });

  it('lists come in reading order: escapes king moves first, then captures, then blocks; each by piece and square', () => {
    // The white king on e1 in check from the rook on e8: king steps, the bishop captures, the rook and knight block.
    const escapes = explain('ke1 bb5 rh4 nc3 Re8 Ka8', 'white').escapeMoves;
    expect(escapes.map((move) => move.san)).toEqual(['Kd1', 'Kd2', 'Kf1', 'Kf2', 'Bxe8', 'Re4', 'Be2', 'Ne2', 'Ne4']);
    expect(escapes.map((move) => move.kind)).toEqual([
      'king',
      'king',
      'king',
      'king',
      'capture',
      'block',
      'block',
      'block',
      'block',
    ]);
  });

  it('a SAFE verdict names the legal moves, sorted', () => {
    const input = builtCase(rankAndFileFromSetup, { side: 'white' as const, board: boardWith('ka1 rb1 Kh8') });
    const judged = rankAndFile.judge(input);
    if (!judged.ok) throw new Error(judged.error);
    const explanation = rankAndFile.explain(input, judged.value);
    expect(explanation.legalMoves.slice(0, 4)).toEqual(['Ka2', 'Kb2', 'Rb2', 'Rb3']);
    expect(explanation.legalMoves).toHaveLength(explanation.legalMoveCount);
    expect(rankAndFile.describe(input, judged.value, explanation)).toContain(
      `White has 15 legal moves: Ka2, Kb2, Rb2, Rb3,`,
    );
  });

  it('SAN disambiguates two pieces that reach the same square', () => {
    const escapes = explain('ke1 ra8 rh8 Re8 Kb6', 'white').escapes;
    expect(escapes).toContain('Raxe8');
    expect(escapes).toContain('Rhxe8');
    expect(explain('kh3 ra1 ra5 Ra3 Ka8', 'white').escapes).toEqual(expect.arrayContaining(['R1xa3', 'R5xa3']));
  });

  describe('what the board drawing marks, as squares', () => {
    it('the checker, the king escapes, and the squares around the king that are attacked', () => {
      // The sample's first data set: the white king on c5, the black queen on b5, the black king on e5.
      const explanation = explain('kc5 Qb5 Ke5', 'white');
      expect(explanation.king).toBe('c5');
      expect(explanation.checkers.map((piece) => piece.square)).toEqual(['b5']);
      expect(explanation.escapeMoves).toEqual([{ san: 'Kxb5', from: 'c5', to: 'b5', kind: 'king' }]);
      expect(explanation.attackedAroundKing).toEqual(['b4', 'b6', 'c4', 'c6', 'd4', 'd5', 'd6']);
    });

    it('a square behind the king on the checking line counts as attacked (x-ray)', () => {
      // A black rook on a8 checks the white king on d8 along the rank; e8 stays attacked once the king steps there.
      const explanation = explain('Ra8 kd8 Kh1', 'white');
      expect(explanation.attackedAroundKing).toEqual(['c8', 'e8']);
      expect(
        explanation.escapeMoves
          .filter((move) => move.kind === 'king')
          .map((move) => move.to)
          .sort(),
      ).toEqual(['c7', 'd7', 'e7']);
    });

    it('captures and blocks by other pieces, with their squares, in the order of the SAN escapes', () => {
      // The black rook on a8 checks the white king on h8: the white rook on b1 can block on b8, the queen on a1 can take it.
      const explanation = explain('Ra8 kh8 qa1 rb1 Kh1', 'white');
      expect(explanation.escapeMoves).toEqual(
        expect.arrayContaining([
          { san: 'Qxa8', from: 'a1', to: 'a8', kind: 'capture' },
          { san: 'Rb8', from: 'b1', to: 'b8', kind: 'block' },
        ]),
      );
      expect(explanation.escapeMoves.map((move) => move.san)).toEqual(explanation.escapes);
    });

    it('no escape for a mate, no checker and no escape when safe; attacked squares still shown', () => {
      const mate = explain('Kc5 qb5 rb1 ke5', 'black');
      expect(mate.escapeMoves).toEqual([]);
      expect(mate.attackedAroundKing).toContain('d6');
      const safe = explain('kc7 Qb5 Ke5', 'white');
      expect(safe.checkers).toEqual([]);
      expect(safe.escapeMoves).toEqual([]);
      expect(safe.attackedAroundKing).toEqual(['b6', 'b7', 'b8', 'c6', 'd6', 'd7']);
    });
  });

  it('stalemate and the other side standing in check are both reported', () => {
    const stalemate = explain('ka1 Qb3 Kc8', 'white');
    expect(stalemate).toMatchObject({ status: 'SAFE', stalemate: true, legalMoveCount: 0, escapes: [] });
    const odd = explain('ke1 re7 Ke8', 'white');
    expect(odd.warnings).toEqual([
      'the black king on e8 is in check too (by the rook on e7), which no real game can produce; only white is judged',
    ]);
    expect(odd.otherCheck).toEqual({ king: 'e8', checkers: [{ square: 'e7', side: 'white', role: 'rook' }] });
    expect(stalemate.otherCheck).toBeNull();
  });

  it('gives the board in contest letters and in standard FEN', () => {
    const explanation = explain('Kc5 qb5 rb1 ke5', 'black');
    expect(explanation.board[3]).toBe('.qK.k...');
    expect(explanation.fen).toBe('8/8/8/1Qk1K3/8/8/8/1R6 b - - 0 1');
  });

  it('the text explanation draws the board and gives the reasons', () => {
    const input = builtCase(rankAndFileFromSetup, { side: 'black' as const, board: boardWith('Kc5 qb5 rb1 ke5') });
    const judged = rankAndFile.judge(input);
    if (!judged.ok) throw new Error(judged.error);
    const text = rankAndFile.describe(input, judged.value, rankAndFile.explain(input, judged.value));
    expect(text).toContain(' 5  . q K . k . . .  5');
    expect(text).toContain('The black king on c5 is attacked by the queen on b5.');
    expect(text).toContain('  Kd6: attacked by the king on e5');
  });
});
