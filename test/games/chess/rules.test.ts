import { describe, expect, it } from 'vitest';
import { moveNumber, numberedLine } from '../../../src/games/chess/notation.js';
import {
  attackers,
  checkStatus,
  checkingPieces,
  isAttacked,
  legalMoves,
  pseudoLegalMoves,
} from '../../../src/games/chess/rules.js';
import { squareName } from '../../../src/core/geometry.js';
import { boardWith, legalMoveNames, sq } from '../../helpers/chess.js';

const names = (squares: number[]): string[] =>
  squares.map((square) => squareName({ width: 8, height: 8 }, square)).sort();

describe('movement', () => {
  it('sliders stop at the first piece, which they may capture only if it is an enemy', () => {
    const board = boardWith('ra1 ba3 Be1 kh8 Kh6');
    const rookTargets = legalMoveNames(board, 'white').filter((move) => move.startsWith('a1'));
    expect(rookTargets).toEqual(['a1-a2', 'a1-b1', 'a1-c1', 'a1-d1', 'a1-e1']);
  });

  it('a knight jumps over a wall of pieces', () => {
    const board = boardWith('nb1 ra2 rb2 rc2 ra1 rc1 kh1 Kh8');
    expect(legalMoveNames(board, 'white').filter((move) => move.startsWith('b1'))).toEqual(['b1-a3', 'b1-c3', 'b1-d2']);
  });

  it('no move ever lands on the enemy king', () => {
    const board = boardWith('ra8 kh1 Ke8 Qd8');
    expect(pseudoLegalMoves(board, 'white').some((move) => move.to === sq('e8'))).toBe(false);
  });

  it('works the same on a 4x4 board (no 8x8 assumption)', () => {
    const shape = { width: 4, height: 4 };
    const board = boardWith('qa1 Nd4 Rb2', shape);
    expect(attackers(board, sq('b2', shape), 'white')).toEqual([sq('a1', shape)]);
    expect(isAttacked(board, sq('d4', shape), 'white')).toBe(false); // b2 blocks the diagonal
    expect(isAttacked(board, sq('a1', shape), 'black')).toBe(false);
    // The queen: a2-a4 up the file, b1-d1 along the rank, and the capture on b2 (which blocks c3 and d4).
    expect(legalMoveNames(board, 'white')).toEqual(['a1-a2', 'a1-a3', 'a1-a4', 'a1-b1', 'a1-b2', 'a1-c1', 'a1-d1']);
  });
});

describe('check', () => {
  it('names every checking piece, including a knight through a wall of pieces', () => {
    const board = boardWith('ke1 bd1 nd2 ne2 rf2 bf1 Nd3 Kh8');
    expect(names(checkingPieces(board, 'white'))).toEqual(['d3']);
  });

  it('a king attacks its neighbours, so two adjacent kings both stand in check', () => {
    const board = boardWith('ke4 Ke5');
    expect(checkStatus(board, 'white')).toBe('checked');
    expect(checkStatus(board, 'black')).toBe('checked');
    expect(legalMoveNames(board, 'white')).not.toContain('e4-e5');
  });
});

describe('Rank and File rules, one position per rule', () => {
  it('the king may not step back along the line of the slider that checks it', () => {
    // Only e4 is free of the rooks on b3 and b5, and it lies on the a4 rook's line behind the king.
    const board = boardWith('kd4 Ra4 Rb3 Rb5 Kh8');
    expect(legalMoveNames(board, 'white')).toEqual([]);
    expect(checkStatus(board, 'white')).toBe('checkmated');
  });

  it('a pinned piece may not leave the pin line, not even to answer a check', () => {
    // The rook on g2 (pinned by a8) and the knight on h2 (pinned by h8) could both block on the first rank.
    const mated = boardWith('kh1 rg2 nh2 Ra1 Ba8 Rh8 Kd8');
    expect(checkStatus(mated, 'white')).toBe('checkmated');
    const unpinned = boardWith('kh1 rg2 nh2 Ra1 Rh8 Kd8');
    expect(legalMoveNames(unpinned, 'white')).toEqual(['g2-g1']);
  });

  it('a pinned piece may move along the pin line', () => {
    const board = boardWith('ke1 re4 Re8 Kh8');
    const rookMoves = legalMoveNames(board, 'white').filter((move) => move.startsWith('e4'));
    expect(rookMoves).toEqual(['e4-e2', 'e4-e3', 'e4-e5', 'e4-e6', 'e4-e7', 'e4-e8']);
  });

  it('a double check is answered only by a king move, even when a checker could be captured', () => {
    const board = boardWith('ke1 qa8 Re8 Bb4 Nb2 Ng3 Rh2 Kh8');
    expect(names(checkingPieces(board, 'white'))).toEqual(['b4', 'e8']);
    expect(pseudoLegalMoves(board, 'white').some((move) => move.from === sq('a8') && move.to === sq('e8'))).toBe(true);
    expect(checkStatus(board, 'white')).toBe('checkmated');
  });

  it('the king may not capture a defended piece', () => {
    expect(checkStatus(boardWith('ke1 Qe2 Re8 Kh8'), 'white')).toBe('checkmated');
    expect(legalMoveNames(boardWith('ke1 Qe2 Kh8'), 'white')).toEqual(['e1-e2']);
  });

  it('the two kings: a king never steps next to the other king', () => {
    expect(checkStatus(boardWith('ke1 Ke3 Ra1'), 'white')).toBe('checkmated');
    expect(legalMoveNames(boardWith('ke1 Ke3'), 'white')).toEqual(['e1-d1', 'e1-f1']);
  });

  it('stalemate is SAFE', () => {
    const board = boardWith('ka1 Qb3 Kc8');
    expect(legalMoves(board, 'white')).toEqual([]);
    expect(checkStatus(board, 'white')).toBe('safe');
  });

  it('a smothered king is mated by a knight that nothing can capture', () => {
    expect(checkStatus(boardWith('ke1 bd1 nd2 ne2 rf2 bf1 Nd3 Kh8'), 'white')).toBe('checkmated');
    // With a knight on f2 instead of the rook, Nxd3 answers the check.
    expect(legalMoveNames(boardWith('ke1 bd1 nd2 ne2 nf2 bf1 Nd3 Kh8'), 'white')).toEqual(['f2-d3']);
  });

  it('the check can be blocked by interposing a piece', () => {
    const board = boardWith('ka1 rh2 Ra8 Rb8 Kh8');
    expect(legalMoveNames(board, 'white')).toEqual(['h2-a2']);
    expect(checkStatus(board, 'white')).toBe('checked');
  });

  it('a side with no king has every pseudo-legal move (the Simplified Chess Engine)', () => {
    const board = boardWith('qa1 Qa8');
    expect(checkStatus(board, 'white')).toBe('safe');
    expect(legalMoves(board, 'white')).toHaveLength(pseudoLegalMoves(board, 'white').length);
  });
});

describe('move numbers, as a game score writes them', () => {
  it('number full moves, White first: 1. Rd2 Qa4 2. Qb1, and 1... when a line starts with Black', () => {
    expect(['1.', '1...', '2.', '2...', '3.'].map((label, ply) => moveNumber(ply) === label)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(numberedLine(['Rd2', 'Qa4', 'Qb1', 'Qb4', 'Qxb4'])).toBe('1. Rd2 Qa4 2. Qb1 Qb4 3. Qxb4');
    expect(numberedLine(['Qa4', 'Qb1'], 1)).toBe('1... Qa4 2. Qb1');
    expect(numberedLine([])).toBe('');
  });
});
