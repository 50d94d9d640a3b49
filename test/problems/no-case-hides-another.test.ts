import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/framework/problem.js';
import { checkers } from '../../src/problems/checkers/index.js';
import { rankAndFile } from '../../src/problems/rank-and-file/index.js';
import { simplifiedChess } from '../../src/problems/simplified-chess/index.js';

/** Each case as `ok` or its first error as `line:column message`, then the input errors. */
function answers<C>(problem: Pick<Problem<C, unknown, object>, 'parse'>, text: string): string[] {
  const { cases, errors } = problem.parse(text);
  const where = (error: { line: number; column: number; message: string }): string =>
    `${error.line}:${error.column} ${error.message}`;
  return [...cases.map((input) => (input.result.ok ? 'ok' : where(input.result.error[0]))), ...errors.map(where)];
}

describe('a bad case is answered and the next one still read', () => {
  it('Simplified Chess: a header "1 1 x" (m unreadable, w and b readable) passes over its two piece lines', () => {
    const game = '1 1 2\nQ A 1\nQ D 4\n';
    expect(answers(simplifiedChess, `3\n1 1 x\nQ A 1\nQ D 4\n${game}${game}`)).toEqual([
      '2:5 expected m, the number of moves (a whole number), found "x"',
      'ok',
      'ok',
    ]);
    // "w b" without m likewise; a header whose w is unreadable still stops, naming the games left.
    expect(answers(simplifiedChess, `2\n1 1\nQ A 1\nQ D 4\n${game}`)).toEqual([
      '2:3 expected "w b m" (three whole numbers) to start game 1, found "1 1"',
      'ok',
    ]);
    expect(answers(simplifiedChess, `2\nx 1 2\nQ A 1\nQ D 4\n${game}`)).toEqual([
      '2:1 expected w, the number of white pieces (a whole number), found "x"',
      '3:1 game 2 not read: the start of the next one cannot be found after the error in game 1',
    ]);
  });

  const [count, ...lines] = rankAndFile.sample.input.split('\n');
  const withSecondSideLine = (side: string[]): string =>
    [count, ...lines.slice(0, 9), ...side, ...lines.slice(10)].join('\n');

  it('Rank and File: a side line replaced by a space, or deleted, is missing, and its eight rows are still the board', () => {
    const missing =
      '12:1 expected the side to judge for data set 2, "w" or "B", found the board row "........"; is the side line missing?';
    expect(answers(rankAndFile, withSecondSideLine([' ']))).toEqual(['ok', missing, 'ok']);
    expect(answers(rankAndFile, withSecondSideLine([]))).toEqual(['ok', missing.replace('12:1', '11:1'), 'ok']);
    // A side line that is a word, followed by rows, is a bad side line before its board.
    expect(answers(rankAndFile, withSecondSideLine(['black']))).toEqual([
      'ok',
      '11:1 expected the side to judge for data set 2, "w" or "B", found "black"',
      'ok',
    ]);
  });

  it('Rank and File: an unreadable count line, and the data sets are read to the end of the input', () => {
    expect(answers(rankAndFile, ['three', ...lines].join('\n'))).toEqual([
      'ok',
      'ok',
      'ok',
      '1:1 expected the number of data sets D (a whole number), found "t"',
    ]);
  });

  const record = '1 1\n9\n22\n1 R\n9-13\n';

  it('checkers: a bad number of moves passes over the record, to the next line of two numbers', () => {
    expect(answers(checkers, `1 1\n9\n22\nx R\n9-13\n22-18\n${record}0 0\n`)).toEqual([
      '4:1 expected the number of moves and the side to move first, such as "3 W", found "x"',
      'ok',
    ]);
  });

  it("checkers: a piece count above 32 is the record's error, and the next record is read", () => {
    expect(answers(checkers, `40 1\n9\n22\n1 R\n9-13\n${record}0 0\n`)).toEqual([
      '1:1 a piece count of "40" is more than the board\'s 32 squares',
      'ok',
    ]);
  });

  it('checkers: where the next record cannot be found, standard error says which were not read', () => {
    expect(answers(checkers, `${record}1 x\n9\n${record}0 0\n`)).toEqual([
      'ok',
      '6:3 expected the piece counts "nR nW" (or "0 0" to end), found "x"',
      '7:1 records from 2 on not read: the start of the next one cannot be found after this error',
    ]);
  });
});
