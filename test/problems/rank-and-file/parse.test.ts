import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import type { ParseOptions } from '../../../src/framework/options.js';

const EMPTY_ROW = '........';
/** One data set: the side letter and eight rows, with the given rows replaced. */
const dataSet = (side: string, rows: Record<number, string> = { 1: 'k.......', 8: '.......K' }): string[] => [
  side,
  ...Array.from({ length: 8 }, (_, index) => rows[index + 1] ?? EMPTY_ROW),
];
const input = (...sets: string[][]): string => [String(sets.length), ...sets.flat()].join('\n') + '\n';

/** Contest output lines, with `error: ...` for cases that cannot be judged. */
function answer(text: string, options: ParseOptions = {}): { lines: string[]; errors: string[] } {
  const parsed = rankAndFile.parse(text, options);
  const lines = parsed.cases.map((c) => {
    if (!c.result.ok) return `error: ${c.result.error[0].message}`;
    const judged = rankAndFile.judge(c.result.value);
    return judged.ok ? rankAndFile.format(judged.value) : `error: ${judged.error}`;
  });
  const errors = [...parsed.cases.flatMap((c) => (c.result.ok ? [] : c.result.error)), ...parsed.errors].map(
    (error) => `${error.line}:${error.column}: ${error.message}`,
  );
  return { lines, errors };
}

describe('the contest sample', () => {
  it('gives the seed output exactly', () => {
    const { lines, errors } = answer(rankAndFile.sample.input);
    expect(`${lines.join('\n')}\n`).toBe(rankAndFile.sample.output);
    expect(errors).toEqual([]);
  });

  it('matches the bundled example file', () => {
    expect(readFileSync(new URL('../../../examples/rank-and-file.txt', import.meta.url), 'utf8')).toBe(
      rankAndFile.sample.input,
    );
  });

  it('rejects the damaged copy of the sample, naming the first bad line and the 8 squares expected', () => {
    const damaged = ['3', 'w', '.....', '.....', '.....', '.Qk.K...', '.....', '.....', '.....', '.....'].join('\n');
    const { errors } = answer(damaged);
    expect(errors[0]).toBe('3:6: board row 1 has 5 squares; expected 8');
  });
});

describe('tolerated variations', () => {
  const plain = input(dataSet('w'), dataSet('B'));

  it('accepts CRLF, trailing blanks, blank lines between data sets and a missing final newline', () => {
    const messy = plain
      .trimEnd()
      .split('\n')
      .map((line, index) => (index === 10 ? `\n\n${line}  \t` : `${line} `))
      .join('\r\n');
    expect(answer(messy)).toEqual(answer(plain));
  });

  it('accepts W and b as well as w and B', () => {
    expect(answer(input(dataSet('W'), dataSet('b'))).lines).toEqual(['WHITE IS SAFE', 'BLACK IS SAFE']);
  });
});

describe('located errors', () => {
  it('an unknown piece letter is located at its column', () => {
    const { errors } = answer(input(dataSet('w', { 1: 'k.......', 3: '..x.....', 8: '.......K' })));
    expect(errors).toEqual([
      `5:3: unexpected "x" in board row 3; expected '.' or a piece letter (white r b q n k, black R B Q N K)`,
    ]);
  });

  it('a pawn is refused as one: the game is pawnless, though chess’s rules know pawns', () => {
    const { errors } = answer(input(dataSet('w', { 1: 'k.......', 3: '..p..P..', 8: '.......K' })));
    expect(errors).toEqual([
      `5:3: a pawn ('p') in board row 3: Rank and File has no pawns; ` +
        `expected '.' or a piece letter (white r b q n k, black R B Q N K)`,
    ]);
  });

  it('a leading space is not tolerated', () => {
    expect(answer(input(dataSet('w', { 1: 'k.......', 2: ' .......', 8: '.......K' }))).errors[0]).toMatch(
      /^4:1: unexpected space in board row 2/,
    );
  });

  it('each side needs exactly one king; a second king is located, a missing one names the data set', () => {
    const twoWhite = answer(input(dataSet('w', { 1: 'k......k', 8: '.......K' })));
    // The second king in reading order is the extra one: h8, right of a8.
    expect(twoWhite.lines).toEqual(["error: a second white king ('k'; the first is on a8); expected exactly one"]);
    expect(twoWhite.errors[0]).toMatch(/^3:8: /);
    const sameRow = answer(input(dataSet('w', { 4: '.Qk.K.k.' })));
    expect(sameRow.errors).toEqual(["6:7: a second white king ('k'; the first is on c5); expected exactly one"]);
    const twoBlack = answer(input(dataSet('w', { 1: '...K....', 2: 'k.......', 7: 'K.......' })));
    expect(twoBlack.errors).toEqual(["9:1: a second black king ('K'; the first is on d8); expected exactly one"]);
    const noBlack = answer(input(dataSet('w', { 1: 'k.......' })));
    expect(noBlack.errors).toEqual(["2:1: this data set has no black king ('K'); expected exactly one"]);
  });

  it('a bad data set is answered with an error line and the others are still judged', () => {
    const { lines } = answer(input(dataSet('w'), dataSet('w', { 1: 'k....' }), dataSet('B')));
    expect(lines).toEqual(['WHITE IS SAFE', 'error: board row 1 has 5 squares; expected 8', 'BLACK IS SAFE']);
  });

  it('a short board is noticed where the next data set begins, and reading goes on from there', () => {
    const short = dataSet('w').slice(0, 8); // seven rows
    const { lines, errors } = answer(input(short, dataSet('B')));
    expect(errors[0]).toBe('10:1: the board of data set 1 has 7 rows; expected 8 rows of 8 squares');
    expect(lines).toEqual(['error: the board of data set 1 has 7 rows; expected 8 rows of 8 squares', 'BLACK IS SAFE']);
  });

  it('a ninth row where a side line should be starts a data set without its side line', () => {
    const long = [...dataSet('w'), EMPTY_ROW];
    const { lines, errors } = answer(input(dataSet('w'), long, dataSet('B')));
    expect(lines).toHaveLength(3);
    const missing =
      'expected the side to judge for data set 3, "w" or "B", found the board row "........"; is the side line missing?';
    expect(lines[2]).toBe(`error: ${missing}`);
    expect(errors).toEqual([
      `20:1: ${missing}`,
      '21:1: the board of data set 3 has 1 row; expected 8 rows of 8 squares',
      '21:1: unexpected text after the last data set (D = 3): "B"',
    ]);
  });

  it('stops where the data sets fall out of step, after answering the ones before', () => {
    const { lines, errors } = answer(input(dataSet('w'), ['white', 'side', ...dataSet('B').slice(1)], dataSet('B')));
    expect(lines).toEqual([
      'WHITE IS SAFE',
      'error: expected the side to judge for data set 2, "w" or "B", found "white"',
    ]);
    expect(errors).toEqual([
      '11:1: expected the side to judge for data set 2, "w" or "B", found "white"',
      '12:1: data set 3 not read: the start of the next one cannot be found after the error in data set 2',
    ]);
  });

  it('the count line must be a positive whole number', () => {
    expect(answer('x\n').errors).toEqual(['1:1: expected the number of data sets D (a whole number), found "x"']);
    expect(answer('0\n').errors).toEqual(['1:1: D must be at least 1']);
    expect(answer('').errors).toEqual(['1:1: expected the number of data sets D, found an empty input']);
  });

  it('fewer data sets than D, or text after the last one, are errors', () => {
    const fewer = `3\n${dataSet('w').join('\n')}\n`;
    expect(answer(fewer)).toEqual({
      lines: ['WHITE IS SAFE'],
      errors: ['10:9: the input ends after 1 data set; D says 3'],
    });
    expect(answer(`${input(dataSet('w'))}w\n`).errors).toEqual([
      '11:1: unexpected text after the last data set (D = 1): "w"',
    ]);
  });

  it('the input ending inside a board is located at its end', () => {
    expect(answer('1\nw\nk.......\n').errors).toEqual([
      '3:9: the input ends after 1 board row of data set 1; expected 8',
    ]);
  });

  it('--strict enforces D <= 100 but still answers every data set', () => {
    const many = input(...Array.from({ length: 101 }, () => dataSet('w')));
    expect(answer(many).errors).toEqual([]);
    const strict = answer(many, { strict: true });
    expect(strict.errors).toEqual(['1:1: D = 101 exceeds the contest limit of 100 (--strict)']);
    expect(strict.lines).toHaveLength(101);
  });
});
