import { cheesyChessUnchecked } from '../../../src/problems/cheesy-chess/index.js';
import { describe, expect, it } from 'vitest';
import type { ParseOptions } from '../../../src/framework/options.js';
import { cheesyChessCodec, judgeCheesyChess } from '../../../src/problems/cheesy-chess/judge.js';
import { cheesyChessShortcut } from '../../../src/problems/cheesy-chess/shortcut.js';

/**
 * The shortcut on the cases at its edges, one test case each: it takes only cases the careful
 * reader reads without a word, answering as the judge does, and declines every case the careful
 * reader refuses, and some it reads (a lone CR, a blank line, a last line with no line end). The
 * property test in test/problems/contest-shortcut.test.ts tries damaged inputs at random; these
 * are the ones worth naming.
 */

/** A square board `size` wide, open but for `fields` ({ 'row,file': letter }, row 0 at the top). */
const board = (size: number, fields: Record<string, string> = {}): string[] =>
  Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, file) => fields[`${row},${file}`] ?? '.').join(''),
  );
const text = (lines: readonly string[], end = '\n'): string => `1\n${lines.join(end)}${end}`;

/** The careful reader's answer to a one-case input, or undefined when it says anything at all. */
function careful(input: string, options: ParseOptions): string | undefined {
  const { cases, errors } = cheesyChessUnchecked.parse(input, options);
  if (errors.length > 0 || cases.length !== 1 || !cases[0].result.ok) return undefined;
  const verdict = judgeCheesyChess(cases[0].result.value);
  return verdict.ok ? `${cheesyChessCodec.write(verdict.value)}\n` : undefined;
}

/** A one-case input, named, and read with or without --strict. */
interface Example {
  readonly name: string;
  readonly input: string;
  readonly options?: ParseOptions;
}
const example = (name: string, input: string, options: ParseOptions = {}): Example => ({ name, input, options });

const TAKEN: readonly Example[] = [
  example('the contest board', text([...board(8), '3 1', '6 3'])),
  example('CRLF line ends', text([...board(8), '3 1', '6 3'], '\r\n')),
  example('a capture next move', text([...board(8), '4 4', '5 5'])),
  example('a pawn blocked by a forbidden field', text([...board(8, { '1,2': 'F' }), '8 8', '3 8'])),
  example('a leading zero', text([...board(8), '03 1', '6 03'])),
  example('two-digit coordinates', text([...board(12), '11 1', '10 12'])),
  example('the widest board', text([...board(26, { '0,0': 'D', '25,25': 'F' }), '26 26', '1 1'])),
  example('the smallest board with two squares apart', text([...board(2), '1 1', '2 2'])),
  example('the king on a dangerous field without --strict', text([...board(8, { '7,0': 'D' }), '1 1', '5 5'])),
  example('the pawn on a forbidden field without --strict', text([...board(8, { '3,4': 'F' }), '1 1', '5 5'])),
  example('the contest board with --strict', text([...board(8, { '0,0': 'D', '3,5': 'F' }), '1 1', '5 5']), {
    strict: true,
  }),
];

const DECLINED: readonly Example[] = [
  example('a board wider than 8 with --strict', text([...board(9), '1 1', '5 5']), { strict: true }),
  example('the king on a dangerous field with --strict', text([...board(8, { '7,0': 'D' }), '1 1', '5 5']), {
    strict: true,
  }),
  example('the pawn on a forbidden field with --strict', text([...board(8, { '3,4': 'F' }), '1 1', '5 5']), {
    strict: true,
  }),
  example('a board wider than 26', text([...board(27), '1 1', '5 5'])),
  example('a row too long', text([...board(8).map((row, index) => (index === 3 ? `${row}.` : row)), '1 1', '5 5'])),
  example('a row too short', text([...board(8).map((row, index) => (index === 3 ? row.slice(1) : row)), '1 1', '5 5'])),
  example('a row too many', text([...board(8), '........', '1 1', '5 5'])),
  example('a row too few', text([...board(8).slice(1), '1 1', '5 5'])),
  example('a letter that is no field', text([...board(8, { '2,2': 'x' }), '1 1', '5 5'])),
  example("'.' plus 128", text([...board(8, { '2,2': '\u00ae' }), '1 1', '5 5'])),
  example('a trailing blank', text([...board(8).map((row, index) => (index === 3 ? `${row} ` : row)), '1 1', '5 5'])),
  example('a lone CR', `1\n${[...board(8), '1 1', '5 5'].join('\r')}\r`),
  example('the king off the board', text([...board(8), '9 1', '5 5'])),
  example('the pawn off the board', text([...board(8), '1 1', '5 0'])),
  example('a three-digit coordinate', text([...board(8), '001 1', '5 5'])),
  example('two blanks between the numbers', text([...board(8), '1  1', '5 5'])),
  example('a tab between the numbers', text([...board(8), '1\t1', '5 5'])),
  example('a third number', text([...board(8), '1 1 1', '5 5'])),
  example('a sign', text([...board(8), '+1 1', '5 5'])),
  example('a square by its name', text([...board(8), 'a1', '5 5'])),
  example('the king on the pawn', text([...board(8), '5 5', '5 5'])),
  example('a blank line', text([...board(8), '', '1 1', '5 5'])),
  example('no line end after the last line', text([...board(8), '1 1', '5 5']).slice(0, -1)),
];

/** The input as the reader hands it to the shortcut (all of these start "1\n"). */
const bytes = (input: string): Uint8Array => new TextEncoder().encode(input);

describe('the Cheesy Chess shortcut', () => {
  it.each(TAKEN)('takes $name, answering as the judge does', ({ input, options = {} }) => {
    const expected = careful(input, options);
    expect(expected).toBeDefined();
    const run = cheesyChessShortcut(bytes(input), 2, 1, options);
    expect(run).toEqual({ cases: 1, lines: input.split('\n').length - 2, end: input.length, output: expected });
  });

  it('answers both winners among those', () => {
    expect(new Set(TAKEN.map(({ input, options }) => careful(input, options ?? {})))).toEqual(
      new Set(['White\n', 'Black\n']),
    );
  });

  it.each(DECLINED)('declines $name', ({ input, options = {} }) => {
    expect(cheesyChessShortcut(bytes(input), 2, 1, options).cases).toBe(0);
  });
});
