import { describe, expect, it } from 'vitest';
import { squareName } from '../../../src/core/geometry.js';
import { parseFen } from '../../../src/games/chess/fen.js';
import type { ChessBoard } from '../../../src/games/chess/board.js';
import { longNotation, san, toFen } from '../../../src/games/chess/notation.js';
import { pieceCode } from '../../../src/games/chess/pieces.js';
import {
  type ChessMove,
  attackers,
  checkStatus,
  isAttacked,
  legalMoves,
  makeMove,
  pseudoLegalMoves,
  undoMove,
} from '../../../src/games/chess/rules.js';
import { moveTargets } from '../../../src/games/chess/play.js';
import { sq } from '../../helpers/chess.js';

/** The pawn in chess's one rule text (rules.ts `reaches`, `stepsTo`, `pieceTargets`), one position per rule. */

function fen(text: string): ChessBoard {
  const read = parseFen(text);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.board;
}

/** A side's moves as "e2-e3", "b7-a8=N", sorted. */
const moveNames = (board: ChessBoard, moves: readonly ChessMove[]): string[] =>
  moves
    .map((move) => {
      const promotion = move.promotion === undefined ? '' : `=${longNotation(board, move).slice(-1)}`;
      return `${squareName(board.shape, move.from)}-${squareName(board.shape, move.to)}${promotion}`;
    })
    .sort();

const pawnMoves = (board: ChessBoard, side: 'white' | 'black', from: string): string[] =>
  moveNames(
    board,
    legalMoves(board, side).filter((move) => move.from === sq(from)),
  );

describe('the pawn', () => {
  it('steps one square forward onto an empty square: up for White, down for Black, never twice', () => {
    const board = fen('4k3/3p4/8/8/8/8/4P3/4K3 w');
    expect(pawnMoves(board, 'white', 'e2')).toEqual(['e2-e3']);
    expect(pawnMoves(board, 'black', 'd7')).toEqual(['d7-d6']);
  });

  it('does not step onto a piece, of either side, and does not take straight ahead', () => {
    expect(pawnMoves(fen('4k3/8/8/8/8/4p3/4P3/4K3 w'), 'white', 'e2')).toEqual([]);
    expect(pawnMoves(fen('4k3/8/8/8/8/4N3/4P3/4K3 w'), 'white', 'e2')).toEqual([]);
  });

  it('takes one square diagonally forward, only an enemy piece, never a king, and never onto an empty square', () => {
    const board = fen('8/8/8/8/8/3r1N2/4P3/k3K3 w');
    expect(pawnMoves(board, 'white', 'e2')).toEqual(['e2-d3', 'e2-e3']);
    expect(pawnMoves(fen('8/8/8/8/8/3k4/4P3/4K3 w'), 'white', 'e2')).toEqual(['e2-e3']);
    // Black's pawn takes downwards.
    expect(pawnMoves(fen('7k/3p4/2B1N3/8/8/8/8/4K3 b'), 'black', 'd7')).toEqual(['d7-c6', 'd7-d6', 'd7-e6']);
  });

  it('attacks the two squares diagonally forward, empty or not; its side’s way', () => {
    const board = fen('8/8/8/3p4/4P3/8/8/8 w');
    expect(isAttacked(board, sq('d5'), 'white')).toBe(true);
    expect(isAttacked(board, sq('f5'), 'white')).toBe(true);
    expect(isAttacked(board, sq('e5'), 'white')).toBe(false);
    expect(isAttacked(board, sq('d3'), 'white')).toBe(false);
    expect(isAttacked(board, sq('e4'), 'black')).toBe(true);
    expect(isAttacked(board, sq('c4'), 'black')).toBe(true);
    expect(isAttacked(board, sq('d6'), 'black')).toBe(false);
  });

  it('gives check, and a king next to it in front is not attacked by it', () => {
    expect(attackers(fen('8/8/3k4/4P3/8/8/8/4K3 b'), sq('d6'), 'white')).toEqual([sq('e5')]);
    expect(checkStatus(fen('8/8/4k3/4P3/8/8/8/4K3 b'), 'black')).toBe('safe');
  });

  it('promotes on its far row, once for each piece its game names, taking or not', () => {
    const board = fen('1n2k3/P7/8/8/8/8/8/4K3 w');
    expect(pawnMoves(board, 'white', 'a7')).toEqual([
      'a7-a8=B',
      'a7-a8=N',
      'a7-a8=Q',
      'a7-a8=R',
      'a7-b8=B',
      'a7-b8=N',
      'a7-b8=Q',
      'a7-b8=R',
    ]);
    const fewer = pseudoLegalMoves(board, 'white', ['rook', 'bishop', 'knight']).filter(
      (move) => move.from === sq('a7'),
    );
    expect(moveNames(board, fewer)).toEqual(['a7-a8=B', 'a7-a8=N', 'a7-a8=R', 'a7-b8=B', 'a7-b8=N', 'a7-b8=R']);
    // Black promotes on the first rank.
    expect(pawnMoves(fen('4k3/8/8/8/8/8/7p/K7 b'), 'black', 'h2')).toHaveLength(4);
  });

  it('becomes the piece it promotes to, and a move taken back gives the pawn and what it took again', () => {
    const board = fen('1n2k3/P7/8/8/8/8/8/4K3 w');
    const before = toFen(board, 'white');
    const move: ChessMove = {
      from: sq('a7'),
      to: sq('b8'),
      piece: pieceCode({ side: 'white', role: 'pawn' }),
      captured: pieceCode({ side: 'black', role: 'knight' }),
      promotion: pieceCode({ side: 'white', role: 'knight' }),
    };
    makeMove(board, move);
    expect(toFen(board, 'black')).toBe('1N2k3/8/8/8/8/8/8/4K3 b - - 0 1');
    undoMove(board, move);
    expect(toFen(board, 'white')).toBe(before);
  });

  it('is written in SAN without a letter, with its file when it takes, and its promotion after the square', () => {
    const board = fen('1n2k3/P7/8/8/8/2r5/1P6/4K3 w');
    const legal = legalMoves(board, 'white');
    const named = legal
      .filter((move) => board.pieceAt(move.from)?.role === 'pawn')
      .map((move) => san(board, move, legal))
      .sort();
    expect(named).toEqual(
      ['a8=B', 'a8=N', 'a8=Q', 'a8=R', 'b3', 'bxc3', 'axb8=B', 'axb8=N', 'axb8=Q', 'axb8=R'].sort(),
    );
  });

  it('blocks a check by stepping forward, not by a diagonal onto an empty square', () => {
    // The bishop on a8 checks the king on h1 along the long diagonal; the rooks hold g1 and h2.
    // The pawn on e3 steps to e4, between them.
    expect(checkStatus(fen('b5r1/8/8/8/8/4P3/r7/7K w'), 'white')).toBe('checked');
    // From d3 the pawn reaches e4 only diagonally, which it may not do onto an empty square.
    expect(checkStatus(fen('b5r1/8/8/8/8/3P4/r7/7K w'), 'white')).toBe('checkmated');
  });

  it('a square it cannot go to is refused with its rule in words', () => {
    const board = fen('8/8/8/8/8/8/4P3/k3K3 w');
    const onE4 = moveTargets(board, 'white', sq('e2')).find((target) => target.to === 'e4');
    expect(onE4?.reason).toBe(
      'a pawn steps one square forward onto an empty square, and takes one square diagonally forward',
    );
    expect(
      moveTargets(board, 'white', sq('e2'))
        .filter((target) => target.move)
        .map((target) => target.to),
    ).toEqual(['e3']);
  });

  it('is read and written by FEN, P for White and p for Black', () => {
    const text = '4k3/pp6/8/8/8/8/6PP/4K3 w - - 0 1';
    expect(toFen(fen(text), 'white')).toBe(text);
    expect(fen(text).pieceAt(sq('a7'))).toEqual({ side: 'black', role: 'pawn' });
  });
});
