import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePdnFen, toPdnFen } from '../../../src/games/checkers/fen.js';
import { INITIAL_POSITION, samePosition } from '../../../src/games/checkers/position.js';
import { anyPosition } from './playouts.js';

const error = (fen: string): string => {
  const parsed = parsePdnFen(fen);
  return parsed.ok ? 'parsed' : `${parsed.error.column}: ${parsed.error.message}`;
};

describe('PDN FEN', () => {
  it('writes the side to move, White men then kings, then Black (Red)', () => {
    expect(toPdnFen(INITIAL_POSITION)).toBe('B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12');
    const parsed = parsePdnFen('W:W18,22,23:B6,10,15,19,K16');
    expect(parsed.ok && toPdnFen(parsed.value)).toBe('W:W18,22,23:B6,10,15,19,K16');
  });

  it('reads ranges, lower case, either list order, a final period and surrounding blanks', () => {
    const parsed = parsePdnFen('  b:b1-12:w21-32. ');
    expect(parsed.ok && samePosition(parsed.value, INITIAL_POSITION)).toBe(true);
  });

  it('reads empty piece lists', () => {
    const parsed = parsePdnFen('W:W:BK2');
    expect(parsed.ok && toPdnFen(parsed.value)).toBe('W:W:BK2');
  });

  it('locates every mistake by column and says what was expected', () => {
    expect(error('')).toBe('1: expected a PDN FEN such as "B:W21-32:B1-12", found nothing');
    expect(error('X:W1:B2')).toBe('1: expected the side to move, "W" or "B", found "X"');
    expect(error('W;W1')).toBe('2: expected ":" before a piece list, found ";"');
    expect(error('W:Q1')).toBe('3: expected "W" or "B" to start a piece list, found "Q"');
    expect(error('W:W33')).toBe('4: square 33 is not on the board (1-32)');
    expect(error('W:W5,5')).toBe('6: square 5 is listed twice');
    expect(error('W:W5:B5')).toBe('7: square 5 is listed twice');
    expect(error('W:W5,')).toBe('6: expected a square after ","');
    expect(error('W:Wx')).toBe('4: expected a square number (1-32), found "x"');
    expect(error('W:W5:W6')).toBe('6: the W piece list is given twice');
    expect(error('W:W12-9')).toBe('4: the range 12-9 runs backwards');
    expect(error('W:W2')).toMatch(/^1: a White man on 2, its own promotion row/);
  });

  it('round-trips every position', () => {
    fc.assert(
      fc.property(anyPosition, (position) => {
        const parsed = parsePdnFen(toPdnFen(position));
        expect(parsed.ok && samePosition(parsed.value, position)).toBe(true);
      }),
      { seed: 11, numRuns: 2000 },
    );
  });
});
