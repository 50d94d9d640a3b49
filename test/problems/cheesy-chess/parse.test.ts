import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParseOptions } from '../../../src/framework/options.js';
import { cheesyChess } from '../../../src/problems/cheesy-chess/index.js';
import fc from 'fast-check';
import { fieldRows } from '../../../src/games/pursuit/board.js';
import { contestText, randomCase, referenceWinner } from './reference.js';
import { seededRandom } from '../../../src/core/random.js';

const EMPTY = '........';
/** One test case: eight rows (numbered from the bottom, as the contest does), then the two coordinate lines. */
const testCase = (king: string, pawn: string, rows: Record<number, string> = {}): string[] => [
  ...Array.from({ length: 8 }, (_, index) => rows[8 - index] ?? EMPTY),
  king,
  pawn,
];
const input = (...cases: string[][]): string => [String(cases.length), ...cases.flat()].join('\n') + '\n';

/** Contest lines (`error: ...` for cases that cannot be judged) and every error as `line:column: message`. */
function answer(text: string, options: ParseOptions = {}): { lines: string[]; errors: string[] } {
  const parsed = cheesyChess.parse(text, options);
  const lines = parsed.cases.map((c) => {
    if (!c.result.ok) return `error: ${c.result.error[0].message}`;
    const judged = cheesyChess.judge(c.result.value);
    return judged.ok ? cheesyChess.format(judged.value) : `error: ${judged.error}`;
  });
  const errors = [...parsed.cases.flatMap((c) => (c.result.ok ? [] : c.result.error)), ...parsed.errors].map(
    (error) => `${error.line}:${error.column}: ${error.message}`,
  );
  return { lines, errors };
}

describe('the contest sample', () => {
  it('gives the seed output exactly, in --strict mode and without it', () => {
    for (const strict of [false, true]) {
      const { lines, errors } = answer(cheesyChess.sample.input, { strict });
      expect(`${lines.join('\n')}\n`).toBe(cheesyChess.sample.output);
      expect(lines).toEqual(['Black', 'White']);
      expect(errors).toEqual([]);
    }
  });

  it('records where each case starts', () => {
    expect(cheesyChess.parse(cheesyChess.sample.input).cases.map((c) => c.line)).toEqual([2, 12]);
  });
});

describe('tolerated variations', () => {
  const plain = input(testCase('3 1', '6 3'), testCase('7 6', '3 7', { 7: '.......D' }));

  it('accepts CRLF, trailing blanks, blank lines anywhere and a missing final newline', () => {
    const messy = plain
      .trimEnd()
      .split('\n')
      .map((line, index) => (index === 5 || index === 11 ? `\n\n${line} \t` : `${line} `))
      .join('\r\n');
    expect(answer(messy)).toEqual(answer(plain));
    expect(answer(messy).errors).toEqual([]);
  });

  it('accepts several spaces and leading spaces between the coordinates', () => {
    expect(answer(input(testCase('  3   1', '6\t3')))).toEqual(answer(input(testCase('3 1', '6 3'))));
  });
});

describe('errors, located', () => {
  it('an empty input and a bad count', () => {
    expect(answer('').errors).toEqual(['1:1: expected the number of test cases T, found an empty input']);
    expect(answer('two\n').errors[0]).toMatch(/^1:1: expected the number of test cases T/);
    expect(answer('0\n').errors).toEqual(['1:1: T must be at least 1']);
  });

  it('a bad letter in a row, with its column; the other cases are still answered', () => {
    const { lines, errors } = answer(input(testCase('3 1', '6 3', { 6: '...K....' }), testCase('3 1', '6 3')));
    expect(errors).toEqual([`4:4: unexpected "K" in board row 3; expected F, D or '.'`]);
    expect(lines).toEqual([expect.stringMatching(/^error: /), 'White']);
  });

  it('a row of the wrong length (--strict: 8; otherwise as row 1)', () => {
    const short = input(testCase('3 1', '6 3', { 5: '.....' }), testCase('3 1', '6 3'));
    expect(answer(short, { strict: true }).errors).toEqual(['5:6: board row 4 has 5 squares; expected 8 (--strict)']);
    expect(answer(short).errors).toEqual(['5:6: board row 4 has 5 squares; expected 8, as row 1']);
    expect(answer(short).lines[1]).toBe('White');
  });

  it('a bad row 1 is the only row reported: the width is that of most rows', () => {
    const shortFirst = input(testCase('3 1', '6 3', { 8: '.......' }), testCase('3 1', '6 3'));
    expect(answer(shortFirst).errors).toEqual(['2:8: board row 1 has 7 squares; expected 8, as row 2']);
    expect(answer(shortFirst).lines).toEqual([expect.stringMatching(/^error: /), 'White']);
    const longFirst = input(testCase('3 1', '6 3', { 8: '..........', 4: '......' }));
    expect(answer(longFirst).errors).toEqual([
      '2:9: board row 1 has 10 squares; expected 8, as row 2',
      '6:7: board row 5 has 6 squares; expected 8, as row 2',
    ]);
    const badLetterFirst = input(testCase('3 1', '6 3', { 8: '...x...' }));
    expect(answer(badLetterFirst).errors).toEqual([`2:4: unexpected "x" in board row 1; expected F, D or '.'`]);
  });

  it('a board with a row missing is an error where the board ends, saying how many rows were expected and found', () => {
    const rows = testCase('3 1', '6 3');
    const missing = input(
      rows.filter((_, index) => index !== 4),
      testCase('3 1', '6 3'),
    );
    expect(answer(missing).errors).toEqual([
      '9:1: the board of test case 1 has 7 rows; expected 8, one per square of a row (boards are square)',
    ]);
    expect(answer(missing).lines).toEqual([expect.stringMatching(/^error: /), 'White']);
    const extra = input([EMPTY, ...rows]);
    expect(answer(extra).errors).toEqual([
      '11:1: the board of test case 1 has 9 rows; expected 8, one per square of a row (boards are square)',
    ]);
  });

  it('a square written by name ("g6") is one error at its line, and the case after it is still read', () => {
    const named = input(testCase('g6', '3 7'), testCase('3 1', '6 3'));
    expect(answer(named).errors).toEqual([
      '10:1: write the king\'s square as column and row numbers, like "7 6" for "g6"',
    ]);
    expect(answer(named).lines).toEqual([expect.stringMatching(/^error: /), 'White']);
    const pawn = input(testCase('7 6', '  C 7'));
    expect(answer(pawn).errors).toEqual([
      '11:3: write the pawn\'s square as column and row numbers, like "3 7" for "C 7"',
    ]);
  });

  it('a board with the wrong number of rows in --strict mode; a square board of another size accepted without it', () => {
    const rows = ['........', '........', '........'];
    const text = `1\n${rows.join('\n')}\n1 1\n3 3\n`;
    expect(answer(text, { strict: true }).errors).toEqual([
      '5:1: the board of test case 1 has 3 rows; expected 8 (--strict)',
    ]);
    expect(answer(`1\n.....\n.....\n1 1\n3 2\n`, { strict: true }).errors).toEqual([
      '2:6: board row 1 has 5 squares; expected 8 (--strict)',
      '3:6: board row 2 has 5 squares; expected 8 (--strict)',
      '4:1: the board of test case 1 has 2 rows; expected 8 (--strict)',
    ]);
    const square = `1\n...\n...\n...\n1 1\n3 3\n`;
    expect(answer(square).errors).toEqual([]);
    expect(answer(square).lines).toEqual(['White']);
  });

  it('coordinates off the board point at the number', () => {
    expect(answer(input(testCase('9 1', '6 3'))).errors).toEqual([
      "10:1: the king's column 9 is off the board; expected 1 to 8",
    ]);
    expect(answer(input(testCase('3 1', '6 0'))).errors).toEqual([
      "11:3: the pawn's row 0 is off the board; expected 1 to 8",
    ]);
  });

  it('malformed coordinate lines', () => {
    expect(answer(input(testCase('3', '6 3'))).errors[0]).toMatch(
      /^10:2: expected the king's column and row \(xK yK\): two whole numbers/,
    );
    expect(answer(input(testCase('3 1 4', '6 3'))).errors[0]).toMatch(
      /^10:5: unexpected "4" after the king's column and row/,
    );
    expect(answer(input(testCase('3 x', '6 3'))).errors[0]).toMatch(
      /^10:3: expected the king's column and row \(xK yK\) \(whole numbers\), found "x"/,
    );
    expect(answer(input(testCase('3 -1', '6 3'))).errors[0]).toMatch(/^10:3: .*found "-"/);
  });

  it('king and pawn on one square is always an error', () => {
    for (const strict of [false, true]) {
      expect(answer(input(testCase('3 1', '3 1')), { strict }).errors).toEqual([
        "11:1: the pawn stands on the king's square c1; they must differ",
      ]);
    }
  });

  it('--strict: the king must start on an open square, the pawn off forbidden squares', () => {
    const kingOnD = input(testCase('3 1', '6 3', { 1: '..D.....' }));
    expect(answer(kingOnD, { strict: true }).errors).toEqual([
      '10:1: the king starts on a fixed dangerous (D) square c1; expected an open square (--strict)',
    ]);
    const kingOnF = input(testCase('3 1', '6 3', { 1: '..F.....' }));
    expect(answer(kingOnF, { strict: true }).errors).toEqual([
      '10:1: the king starts on a forbidden (F) square c1; expected an open square (--strict)',
    ]);
    const pawnOnF = input(testCase('3 1', '6 3', { 3: '.....F..' }));
    expect(answer(pawnOnF, { strict: true }).errors).toEqual([
      '11:1: the pawn starts on the forbidden (F) square f3 (--strict)',
    ]);
  });

  it('without --strict those starts are played by the rules', () => {
    // The king on a D square just steps off it (to d2, then takes on e1... the same win as from c1).
    expect(answer(input(testCase('3 1', '6 3', { 1: '..D.....' }))).lines).toEqual(['White']);
    // A pawn on F cannot be captured there; it walks down to f2, where the king takes it a move later.
    const pawnOnF = cheesyChess.parse(input(testCase('5 4', '6 3', { 3: '.....F..' }))).cases[0].result;
    const pawnOnOpen = cheesyChess.parse(input(testCase('5 4', '6 3'))).cases[0].result;
    if (!pawnOnF.ok || !pawnOnOpen.ok) throw new Error('both cases parse');
    const explained = (c: typeof pawnOnF.value) => cheesyChess.explain(c, { winner: 'white' });
    expect(explained(pawnOnOpen.value).ending).toMatchObject({ kind: 'capture', square: 'f3', move: 1 });
    expect(explained(pawnOnF.value).ending).toMatchObject({ kind: 'capture', square: 'f2', move: 2 });
  });

  it('the input ends early: the cases read are answered, the missing ones reported', () => {
    const cut = input(testCase('3 1', '6 3'), testCase('3 1', '6 3')).split('\n').slice(0, 17).join('\n');
    const { lines, errors } = answer(cut);
    expect(lines).toEqual(['White', expect.stringMatching(/^error: the input ends before the king's column and row/)]);
    expect(errors).toEqual(["17:9: the input ends before the king's column and row (xK yK) of test case 2"]);
    const fewer = `3\n${testCase('3 1', '6 3').join('\n')}\n`;
    expect(answer(fewer).errors).toEqual(['11:4: the input ends after 1 test case; T says 3']);
  });

  it('a missing coordinate line does not swallow the next case', () => {
    const first = testCase('3 1', '6 3').slice(0, 9); // no pawn line
    const text = input(first, testCase('3 1', '6 3'));
    const { lines, errors } = answer(text);
    expect(errors[0]).toBe(`11:1: expected the pawn's column and row (xP yP) of test case 1, found "........"`);
    expect(lines).toEqual([expect.stringMatching(/^error: /), 'White']);
  });

  it('text after the last case', () => {
    expect(answer(`${input(testCase('3 1', '6 3'))}\n3 3\n`).errors).toEqual([
      '13:1: unexpected text after the last test case (T = 1): "3 3"',
    ]);
  });

  it('a board wider than 26 columns is refused without --strict', () => {
    const wide = '.'.repeat(30);
    expect(answer(`1\n${wide}\n${wide}\n1 1\n3 2\n`).errors).toEqual([
      '2:27: board row 1 has 30 squares; at most 26 are supported',
    ]);
  });

  it('a board taller than 26 rows ends the reading there: an endless board is not held in memory', () => {
    const rows = Array.from({ length: 1000 }, () => EMPTY).join('\n');
    const { lines, errors } = answer(`2\n${rows}\n1 1\n3 2\n`);
    expect(errors).toEqual([
      '28:1: board row 27: a board has at most 26 rows',
      '28:1: test case 2 not read: the start of the next one cannot be found after the error in test case 1',
    ]);
    expect(lines).toEqual(['error: board row 27: a board has at most 26 rows']);
  });

  it('a too wide board whose only row is unreadable is located on that row (found by the fuzz suite)', () => {
    const wide = `${'.'.repeat(29)}x`;
    expect(answer(`1\n${wide}\n1 1\n3 2\n`).errors).toEqual([
      `2:30: unexpected "x" in board row 1; expected F, D or '.'`,
      '2:27: board row 1 has 30 squares; at most 26 are supported',
    ]);
  });
});

describe('the bundled examples', () => {
  const read = (name: string): string => readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');

  it('examples/cheesy-chess.txt is the seed sample, with its output', () => {
    expect(read('cheesy-chess.txt')).toBe(cheesyChess.sample.input);
    expect(read('cheesy-chess.expected')).toBe(cheesyChess.sample.output);
  });

  it('the hand-made rules examples are answered as the plain reference answers them', () => {
    const text = read('cheesy-chess-rules.txt');
    const { lines, errors } = answer(text, { strict: true });
    expect(errors).toEqual([]);
    expect(`${lines.join('\n')}\n`).toBe(read('cheesy-chess-rules.expected'));
    const rows = text.split('\n');
    const expected = Array.from({ length: Number(rows[0]) }, (_, index) => {
      const at = 1 + index * 10;
      const pair = (line: string) => line.split(' ').map(Number) as [number, number];
      return referenceWinner(rows.slice(at, at + 8), pair(rows[at + 8]), pair(rows[at + 9]));
    });
    expect(lines).toEqual(expected);
  });
});

describe('round trip', () => {
  it('a parsed case gives back its rows and coordinates, on square boards of any size', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 12 }), (seed, width) => {
        const height = width;
        const random = seededRandom(seed);
        let made = randomCase(random, width, height);
        while (!made) made = randomCase(random, width, height);
        const result = cheesyChess.parse(contestText([made]), { strict: width === 8 && height === 8 }).cases[0].result;
        if (!result.ok) throw new Error(result.error[0].message);
        const { board, king, pawn } = result.value;
        expect(fieldRows(board)).toEqual(made.rows);
        expect([(king % width) + 1, Math.floor(king / width) + 1]).toEqual(made.king);
        expect([(pawn % width) + 1, Math.floor(pawn / width) + 1]).toEqual(made.pawn);
      }),
      { seed: 3, numRuns: 500 },
    );
  });
});
