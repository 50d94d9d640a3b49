import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/framework/problem.js';
import { checkers } from '../../src/problems/checkers/index.js';
import { cheesyChess } from '../../src/problems/cheesy-chess/index.js';
import { rankAndFile } from '../../src/problems/rank-and-file/index.js';
import { simplifiedChess } from '../../src/problems/simplified-chess/index.js';

/**
 * 200 KB lines where each problem reads words. Columns were once recomputed from the line start
 * for every word, which took minutes on such a line; now a line is read in one pass. The timeout
 * is generous: these tests check the answers, never the time.
 */
const WORDS = 100_000;
const ones = Array(WORDS).fill('1').join(' ');

/** Every error, of the cases and of the input, as `line:column message`. */
function errorsOf<C>(problem: Pick<Problem<C, unknown, object>, 'parse'>, text: string): string[] {
  const parsed = problem.parse(text);
  return [...parsed.cases.flatMap((input) => (input.result.ok ? [] : input.result.error)), ...parsed.errors].map(
    (error) => `${error.line}:${error.column} ${error.message}`,
  );
}

describe('a 200 KB line is read in linear time, its errors located', { timeout: 30_000 }, () => {
  it('Simplified Chess: a header or a piece line of 100,000 words', () => {
    expect(errorsOf(simplifiedChess, `1\n${ones}\n`)).toEqual([
      `2:7 expected "w b m" (three whole numbers) to start game 1, found "${ones.slice(0, 20)}..."`,
    ]);
    expect(errorsOf(simplifiedChess, `1\r1 1 1\rQ A ${ones}\rQ D 4\r`)[0]).toMatch(/^3:7 expected a piece as "t c r"/);
  });

  it('Cheesy Chess: a coordinate line of 100,000 words', () => {
    expect(errorsOf(cheesyChess, `1\n.\n${ones}\n2 2\n`)).toEqual([
      `3:5 unexpected "1" after the king's column and row (xK yK); expected two numbers only`,
    ]);
  });

  it('checkers: a count line and a piece line of 100,000 words', () => {
    expect(errorsOf(checkers, `${ones}\n`)).toEqual([
      '1:5 expected two piece counts "nR nW" (or "0 0" to end), found 100,000 numbers',
    ]);
    const errors = errorsOf(checkers, `1 1\r\n${ones}\r\n22\r\n1 R\r\n1-5\r\n0 0\r\n`);
    expect(errors).toHaveLength(WORDS);
    expect(errors[WORDS - 2]).toBe(`2:${2 * WORDS - 1} square 1 is listed twice for Red`);
    expect(errors[WORDS - 1]).toBe('2:3 Red has 1 piece by the count line, but this line lists 100000');
  });

  it('checkers: a move line of 200 KB is one move as written', () => {
    const parsed = checkers.parse(`1 1\n9\n22\n1 R\n  ${ones}\n0 0\n`);
    const record = parsed.cases[0].result;
    expect(record.ok && record.value.moves[0]).toEqual({ text: ones, line: 5, column: 3 });
  });

  it('Rank and File: a board row of 200 KB', () => {
    const rows = ['k.......', '.'.repeat(2 * WORDS), ...Array<string>(5).fill('........'), '.......K'];
    expect(errorsOf(rankAndFile, `1\nw\n${rows.join('\n')}\n`)).toEqual([
      `4:9 board row 2 has ${(2 * WORDS).toLocaleString('en-US')} squares; expected 8`,
    ]);
  });
});
