import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParseOptions } from '../../../src/framework/options.js';
import { toPdnFen } from '../../../src/games/checkers/fen.js';
import { checkers } from '../../../src/problems/checkers/index.js';
import { readRoute } from '../../../src/problems/checkers/parse.js';

/** Contest output lines (with `error: ...` for cases that cannot be judged) and every error, located. */
function answer(text: string, options: ParseOptions = {}): { lines: string[]; errors: string[] } {
  const parsed = checkers.parse(text, options);
  const lines = parsed.cases.map((c) => {
    if (!c.result.ok) return `error: ${c.result.error[0].message}`;
    const judged = checkers.judge(c.result.value);
    return judged.ok ? checkers.format(judged.value) : `error: ${judged.error}`;
  });
  const errors = [...parsed.cases.flatMap((c) => (c.result.ok ? [] : c.result.error)), ...parsed.errors].map(
    (error) => `${error.line}:${error.column}: ${error.message}`,
  );
  return { lines, errors };
}

const record = (red: string, white: string, first: string, moves: string[], counts?: string): string =>
  [
    counts ?? `${red.split(/\s+/).filter(Boolean).length} ${white.split(/\s+/).filter(Boolean).length}`,
    red,
    white,
    `${moves.length} ${first}`,
    ...moves,
  ].join('\n');
const input = (...records: string[]): string => `${records.join('\n')}\n0 0\n`;

describe('the contest sample', () => {
  it('gives the seed output exactly', () => {
    const { lines, errors } = answer(checkers.sample.input);
    expect(`${lines.join('\n')}\n`).toBe(checkers.sample.output);
    expect(errors).toEqual([]);
  });

  it('matches the bundled example files', () => {
    const example = (name: string): string =>
      readFileSync(new URL(`../../../examples/${name}`, import.meta.url), 'utf8');
    expect(example('checkers.txt')).toBe(checkers.sample.input);
    expect(example('checkers.expected')).toBe(checkers.sample.output);
    const rules = answer(example('checkers-rules.txt'));
    expect(rules.errors).toEqual([]);
    expect(`${rules.lines.join('\n')}\n`).toBe(example('checkers-rules.expected'));
    expect(rules.lines.filter((line) => line.endsWith('invalid'))).toHaveLength(14);
  });

  it('reads the first record as the seed describes it', () => {
    const first = checkers.parse(checkers.sample.input).cases[0].result;
    expect(first.ok && toPdnFen(first.value.position)).toBe('W:W9,18,19:B6,7,8,K16');
    expect(first.ok && first.value.moves.map((move) => move.text)).toEqual(['9-2', '16-23-14', '2-11-4']);
  });
});

describe('tolerated variations', () => {
  it('accepts CRLF, trailing blanks, blank lines, leading blanks on moves and a missing final newline', () => {
    const messy = checkers.sample.input
      .trimEnd()
      .split('\n')
      .map((line, index) => (index === 7 ? `\n\n${line}  \t` : index === 4 ? `  ${line}` : `${line} `))
      .join('\r\n');
    expect(answer(messy)).toEqual(answer(checkers.sample.input));
  });

  it('accepts x as the separator, as PDN writes jumps, and r or w for the side', () => {
    const text = checkers.sample.input
      .replace('16-23-14', '16x23x14')
      .replace('2-11-4', '2X11-4')
      .replace('3 W', '3 w');
    expect(answer(text)).toEqual(answer(checkers.sample.input));
  });

  it('takes a side with no pieces as an empty line (outside --strict)', () => {
    expect(answer(input(['0 1', '', '22', '1 W', '22-18'].join('\n'))).lines).toEqual(['All moves valid']);
  });
});

describe('malformed move text is an illegal move, not an input error', () => {
  it.each([
    ['9--14', 3, 'expected a square number (1-32) after "-" in the move "9--14", found "-"'],
    ['9', 1, 'the move "9" names one square; a move names at least two, such as 9-14'],
    ['33-28', 1, 'square 33 is not on the board (1-32)'],
    ['9-0', 3, 'square 0 is not on the board (1-32)'],
    [
      '9 14',
      2,
      'expected "-" or "x" between squares in the move "9 14", found a space; if this line is the next record\'s counts "nR nW", the number of moves is too high',
    ],
    ['9 - 14', 2, 'expected "-" or "x" between squares in the move "9 - 14", found a space'],
    ['9-14-', 6, 'the move "9-14-" ends with a separator; expected a square number after it'],
    ['a-b', 1, 'expected a square number (1-32) in the move "a-b", found "a"'],
    ['9-99999999999', 3, 'square 999999... is not on the board (1-32)'],
  ])('%s', (text, column, message) => {
    expect(readRoute(text, 1)).toEqual({ ok: false, column, message });
    const { lines, errors } = answer(input(record('9', '22', 'R', ['9-13', text])));
    expect(errors).toEqual([]);
    expect(lines).toEqual(['Move 2 is invalid']);
  });

  it('reads well-formed routes', () => {
    expect(readRoute('16-23x14', 1)).toEqual({ ok: true, squares: [16, 23, 14] });
  });
});

describe('header errors are located; the other records are still answered', () => {
  const good = record('9', '22', 'R', ['9-13']);

  it.each([
    [
      record('9 40', '22', 'R', ['9-13']),
      '2:3: Red square "40" is not on the board; expected 1-32 (or -1 to -32 for a king)',
    ],
    [
      record('9 a', '22', 'R', ['9-13']),
      '2:3: expected a square number for Red (1-32, negative for a king), found "a"',
    ],
    [
      record('9 -x', '22', 'R', ['9-13']),
      '2:4: expected a square number for Red (1-32, negative for a king), found "x"',
    ],
    [record('9 9', '22', 'R', ['9-13']), '2:3: square 9 is listed twice for Red'],
    [record('9', '9', 'R', ['9-13']), '3:1: square 9 is listed for both Red and White'],
    [record('9', '22', 'R', ['9-13'], '2 1'), '2:2: Red has 2 pieces by the count line, but this line lists 1'],
    [record('9 10', '22', 'R', ['9-13'], '1 1'), '2:3: Red has 1 piece by the count line, but this line lists 2'],
    [
      record('30', '22', 'R', ['30-26']),
      '2:1: a Red man on 30, its own promotion row; a piece there is a king, written -30',
    ],
    [
      record('9', '3', 'R', ['9-13']),
      '3:1: a White man on 3, its own promotion row; a piece there is a king, written -3',
    ],
    [record('9', '22', 'B', ['9-13']), '4:3: expected R or W, the side making the first move, found "B"'],
    [record('9', '22', 'R extra', ['9-13']), '4:5: unexpected "extra" after "1 R"; expected the line to end'],
    [['1 1', '9', '22', '0 R'].join('\n'), '4:1: a record has at least 1 move'],
  ])('%#: %s', (bad, relative) => {
    // The bad record comes after a five-line good one.
    const message = relative.replace(/^(\d+)/, (line) => String(Number(line) + 5));
    const { lines, errors } = answer(input(good, bad, good));
    expect(errors).toEqual([message]);
    expect(lines).toEqual(['All moves valid', `error: ${message.replace(/^\d+:\d+: /, '')}`, 'All moves valid']);
  });

  it('stops at a count line it cannot read, after answering the records before it', () => {
    const { lines, errors } = answer(input(good, ['1 x', '9', '22', '1 R', '9-13'].join('\n'), good));
    expect(lines).toEqual(['All moves valid']);
    expect(errors).toEqual([
      '6:3: expected the piece counts "nR nW" (or "0 0" to end), found "x"',
      '7:1: records from 2 on not read: the start of the next one cannot be found after this error',
    ]);
  });

  it('a move count too high that meets the closing "0 0" says the count may be wrong (the next record\'s counts: see "9 14")', () => {
    const short = ['1 1', '9', '22', '2 R', '9-13'].join('\n');
    const last = answer(input(short));
    expect(last.lines).toEqual([
      'error: expected move 2 of 2, found "0 0"; the record has 1 move, so its line "n C" (line 4) may count too many',
    ]);
    expect(last.errors).toHaveLength(1);
  });

  it('passes over a record whose number of moves cannot be read, to the next line of two numbers', () => {
    const { lines, errors } = answer(input(['1 1', '9', '22', 'R 1', '9-13'].join('\n'), good));
    expect(lines).toEqual([
      'error: expected the number of moves and the side to move first, such as "3 W", found "R"',
      'All moves valid',
    ]);
    expect(errors).toEqual(['4:1: expected the number of moves and the side to move first, such as "3 W", found "R"']);
  });

  it('reports counts that are not two numbers, or more than the board holds', () => {
    expect(answer('1 2 3\n').errors).toEqual([
      '1:5: expected two piece counts "nR nW" (or "0 0" to end), found 3 numbers',
    ]);
    expect(answer('1\n').errors).toEqual(['1:2: expected two piece counts "nR nW" (or "0 0" to end), found 1 number']);
    expect(answer('40 1\n').lines).toEqual(['error: a piece count of "40" is more than the board\'s 32 squares']);
  });

  it('reports an input that ends early, or without "0 0", or with text after it', () => {
    expect(answer(['1 1', '9', '22', '2 R', '9-13'].join('\n')).errors).toEqual([
      '5:5: the input ends where move 2 of 2 should be',
    ]);
    expect(answer(`${good}\n`).errors).toEqual(['5:5: the input ends without the closing line "0 0"']);
    expect(answer(`${good}\n`).lines).toEqual(['All moves valid']);
    expect(answer(`${good}\n0 0\nmore\n`).errors).toEqual([
      '7:1: unexpected text after the closing line "0 0": "more"',
    ]);
    expect(answer('').errors).toEqual(['1:1: the input ends without the closing line "0 0"']);
  });

  it('--strict enforces 1 to 12 pieces a side', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => String(i + 1)).join(' ');
    const text = input(record(thirteen, '22', 'R', ['13-17']), ['0 1', '22', '1 W', '22-18'].join('\n'));
    expect(answer(text).lines).toEqual(['All moves valid', 'All moves valid']);
    expect(answer(text, { strict: true }).errors).toEqual([
      '1:1: Red has 13 pieces; the contest allows 1 to 12 (--strict)',
      '6:1: Red has 0 pieces; the contest allows 1 to 12 (--strict)',
    ]);
  });
});
