import { describe, expect, it } from 'vitest';
import { parsePdnFen, toPdnFen } from '../../../src/games/checkers/fen.js';
import { applyMove, legalMoves, moveText } from '../../../src/games/checkers/moves.js';
import type { Position } from '../../../src/games/checkers/position.js';
import { type Violation, judgeRoute, evidence } from '../../../src/games/checkers/referee.js';

const at = (fen: string): Position => {
  const parsed = parsePdnFen(fen);
  if (!parsed.ok) throw new Error(`bad test FEN ${fen}: ${parsed.error.message}`);
  return parsed.value;
};
const moves = (fen: string): string[] => legalMoves(at(fen)).map(moveText).sort();
/** The violation of a route, or undefined when it is legal. */
const violation = (fen: string, route: number[]): Violation | undefined => {
  const check = judgeRoute(at(fen), route);
  return check.ok ? undefined : check.violation;
};
/** The FEN after a legal route. */
const after = (fen: string, route: number[]): string => {
  const check = judgeRoute(at(fen), route);
  if (!check.ok) throw new Error(`${route.join('-')} is illegal: ${evidence(check.violation)}`);
  return toPdnFen(check.after);
};

describe('simple moves', () => {
  it('a Red man steps diagonally down, a White man up, a king both ways', () => {
    expect(moves('B:W32:B14')).toEqual(['14-17', '14-18']);
    expect(moves('W:W14:B1')).toEqual(['14-10', '14-9']);
    expect(moves('B:W32:BK14')).toEqual(['14-10', '14-17', '14-18', '14-9']);
  });

  it('a man cannot move backwards', () => {
    expect(violation('B:W32:B14', [14, 9])).toEqual({ reason: 'backwards', from: 14, to: 9, jump: false });
    expect(violation('W:W14:B1', [14, 18])).toMatchObject({ reason: 'backwards' });
    expect(evidence(violation('B:W32:B14', [14, 9])!)).toBe('a man cannot move backwards (14 to 9)');
  });

  it('a move lands on an empty square only', () => {
    expect(violation('B:W32:B14,18', [14, 18])).toEqual({
      reason: 'occupied',
      square: 18,
      piece: { side: 'black', kind: 'man' },
    });
  });

  it('a move starts from one of your own pieces (wrong side to move, empty square)', () => {
    expect(violation('W:W32:B14', [14, 18])).toMatchObject({ reason: 'wrong-side', square: 14 });
    expect(evidence(violation('W:W32:B14', [14, 18])!)).toBe("square 14 holds a Red piece; it is White's turn");
    expect(evidence(violation('B:W32:B14', [13, 17])!)).toBe('square 13 is empty');
  });

  it('a move goes to a diagonal neighbour or jumps two squares', () => {
    expect(violation('B:W32:B14', [14, 19])).toEqual({ reason: 'not-diagonal', from: 14, to: 19 });
    expect(violation('B:W32:B14', [14, 14])).toMatchObject({ reason: 'not-diagonal' });
  });

  it('a simple move is one step and cannot go on', () => {
    expect(violation('B:W32:B14', [14, 18, 22])).toEqual({ reason: 'step-then-more', at: 18, next: 22 });
  });

  it('a man reaching its promotion row is crowned', () => {
    expect(after('B:W5:B25', [25, 29])).toBe('W:W5:BK29');
    expect(after('W:W5:B28', [5, 1])).toBe('B:WK1:B28');
  });
});

describe('jumps and compulsory capture', () => {
  it('a man jumps forward over an enemy piece onto the empty square behind it', () => {
    expect(moves('B:W18:B14')).toEqual(['14x23']);
    expect(after('B:W18:B14', [14, 23])).toBe('W:W:B23');
  });

  it('a man cannot jump backwards; a king can', () => {
    expect(moves('B:W9:B14')).toEqual(['14-17', '14-18']);
    expect(violation('B:W9:B14', [14, 5])).toEqual({ reason: 'backwards', from: 14, to: 5, jump: true });
    expect(moves('B:W9:BK14')).toEqual(['14x5']);
  });

  it('a simple move is illegal while a capture exists elsewhere', () => {
    const v = violation('B:W18,32:B1,14', [1, 6]);
    expect(v).toMatchObject({ reason: 'capture-available' });
    expect(evidence(v!)).toBe('a capture is available: 14x23');
  });

  it('a jump passes over an enemy piece: not an empty square, not your own piece', () => {
    expect(evidence(violation('B:W32:B14', [14, 23])!)).toBe('square 18 is empty; there is nothing to jump');
    expect(violation('B:W32:B14,18', [14, 23])).toMatchObject({ reason: 'jump-own-piece', square: 18 });
  });

  it('a jump lands on an empty square only', () => {
    expect(violation('B:W18,23:B14', [14, 23])).toEqual({
      reason: 'occupied',
      square: 23,
      piece: { side: 'white', kind: 'man' },
    });
  });

  it('a multi-jump stopped early is illegal: the jump must continue', () => {
    expect(moves('B:W10,19:B6')).toEqual(['6x15x24']);
    const v = violation('B:W10,19:B6', [6, 15]);
    expect(v).toEqual({ reason: 'must-continue', at: 15, continuations: ['15x24'] });
    expect(evidence(v!)).toBe('the jump must continue: 15x24 is available from 15');
    expect(after('B:W10,19:B6', [6, 15, 24])).toBe('W:W:B24');
  });

  it('after a jump, only further jumps may follow', () => {
    expect(violation('B:W18:B14', [14, 23, 27])).toEqual({ reason: 'step-after-jump', from: 23, to: 27 });
  });

  it('any capture may be chosen: a single jump is fine when another piece could jump twice', () => {
    const fen = 'B:W10,19,26:B6,23';
    expect(moves(fen)).toEqual(['23x30', '6x15x24']);
    expect(after(fen, [23, 30])).toBe('W:W10,19:B6,K30');
  });

  it('a man crowned in the middle of a jump sequence ends its move there', () => {
    // As a king on 31 it could jump 27 on to 24; as a man just crowned it may not.
    const fen = 'B:W26,27:B22';
    expect(moves(fen)).toEqual(['22x31']);
    const v = violation(fen, [22, 31, 24]);
    expect(v).toEqual({ reason: 'crowned', square: 31, next: 24 });
    expect(evidence(v!)).toBe('the man was crowned on 31; the move ends there');
    expect(after(fen, [22, 31])).toBe('W:W27:BK31');
  });

  it('a crowned man does not count as stopping a multi-jump early', () => {
    expect(judgeRoute(at('W:W10:B6,K15'), [10, 1]).ok).toBe(true);
  });

  it('a king may not jump a piece twice: a loop that crosses an already jumped piece is illegal', () => {
    expect(violation('B:W18:BK14', [14, 23, 14])).toEqual({ reason: 'already-jumped', square: 18 });
    // The circular capture goes round once; going on round jumps 7 a second time.
    const v = violation('B:W6,7,14,15:BK2', [2, 11, 18, 9, 2, 11]);
    expect(v).toEqual({ reason: 'already-jumped', square: 7 });
    expect(evidence(v!)).toBe('piece on 7 was already jumped in this move');
  });

  it('the starting square is empty once the king has left: a circular capture ends where it began', () => {
    const fen = 'B:W6,7,14,15:BK2';
    expect(moves(fen)).toEqual(['2x11x18x9x2', '2x9x18x11x2']);
    expect(after(fen, [2, 11, 18, 9, 2])).toBe('W:W:BK2');
    expect(violation(fen, [2, 11, 18, 9])).toEqual({ reason: 'must-continue', at: 9, continuations: ['9x2'] });
  });

  it('captured pieces stay until the move is complete: they cannot be jumped again', () => {
    // Two routes from 14 over 18 and 19 meet again; neither may take 18 a second time.
    const routes = legalMoves(at('B:W18,19,26,27:BK14'));
    expect(routes.length).toBeGreaterThanOrEqual(2);
    for (const move of routes) {
      expect(move.captured.length).toBeGreaterThanOrEqual(2);
      expect(new Set(move.captured).size).toBe(move.captured.length);
    }
  });

  it('two routes between the same squares over the same pieces are two moves', () => {
    const routes = legalMoves(at('B:W6,7,14,15:BK2'));
    expect(routes).toHaveLength(2);
    expect(new Set(routes.map((move) => [...move.captured].sort().join()))).toEqual(new Set(['14,15,6,7']));
  });

  it('a side with no pieces or no moves has no legal move', () => {
    expect(moves('B:W32:B')).toEqual([]);
    expect(moves('B:W27,28,31:B24')).toEqual([]);
  });

  it('every generated move passes the referee and gives the same position', () => {
    let checked = 0;
    for (const fen of ['B:W6,7,14,15:BK2', 'B:W10,19,26:B6,23', 'B:W26,27:B22', 'W:W9,18,19:B6,7,8,K16']) {
      const position = at(fen);
      const moves = legalMoves(position);
      expect(moves.length, fen).toBeGreaterThan(0);
      for (const move of moves) {
        const check = judgeRoute(position, move.path);
        expect(check.ok && toPdnFen(check.after)).toBe(toPdnFen(applyMove(position, move)));
        checked++;
      }
    }
    expect(checked).toBe(2 + 2 + 1 + 2);
  });
});
