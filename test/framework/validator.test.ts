import { describe, expect, it } from 'vitest';
import { PROBLEMS, REGISTRY, type ProblemId } from '../../src/problems/registry.js';
import { type ValidatedProblem, type ValidationStats, validateInput } from '../../src/framework/validator.js';
import { EXACT_CASE_LINES, exactLines } from '../../src/core/exact-text.js';
import type { LocatedError } from '../../src/core/located.js';
import { MAX_BLANK_RUN } from '../../src/core/lines.js';
import { rankAndFileUnchecked } from '../../src/problems/rank-and-file/index.js';
import { simplifiedChessUnchecked } from '../../src/problems/simplified-chess/index.js';
import { checkersUnchecked } from '../../src/problems/checkers/index.js';
import { checkTheCheckUnchecked } from '../../src/problems/check-the-check/index.js';
import { CHECKERS, CHEESY, RANK_AND_FILE, SIMPLIFIED } from '../helpers/contest-texts.js';

/**
 * The input validator (`arbiter validate`): each kind of breach of test-data.md's exact text and
 * contest class, with its message and location.
 */

/** The breaches `validate` reports, as "LINE:COLUMN: message". */
function breaches(problem: ProblemId, text: string): string[] {
  return REGISTRY[problem]
    .validateInput(text)
    .breaches.map((breach) => `${breach.line}:${breach.column}: ${breach.message}`);
}

describe('validate: each breach, located', () => {
  it.each(PROBLEMS.map((problem) => [problem.id, problem] as const))(
    'accepts the contest text as it is: the %s sample',
    (_id, problem) => {
      const cases = problem.read(problem.sample.input).cases.length;
      expect(problem.validateInput(problem.sample.input)).toMatchObject({ valid: true, breaches: [], cases });
    },
  );

  it.each([
    ['a CRLF line end', RANK_AND_FILE.replace('w\n', 'w\r\n'), '2:2: a CRLF line end; lines end with "\\n" alone'],
    [
      'a trailing space',
      RANK_AND_FILE.replace('w\n', 'w \n'),
      '2:2: a space at the end of the line; lines end with a token',
    ],
    [
      'a leading space',
      RANK_AND_FILE.replace('w\n', ' w\n'),
      '2:1: a space at the start of the line; lines start with a token',
    ],
    ['a tab', RANK_AND_FILE.replace('w\n', 'w\t\n'), '2:2: a tab; tokens are separated by exactly one space'],
    [
      'a missing final newline',
      RANK_AND_FILE.slice(0, -1),
      '10:9: the input does not end with "\\n"; its last line must',
    ],
    [
      'an extra final newline',
      `${RANK_AND_FILE}\n`,
      '11:1: an extra "\\n" at the end of the input; it must end with exactly one',
    ],
    ['a blank line', RANK_AND_FILE.replace('w\n', '\nw\n'), '2:1: a blank line; contest inputs have none'],
    [
      'a run of blank-looking lines, once with its range',
      RANK_AND_FILE.replace('w\n', '\n \n\t\n\nw\n'),
      '2:1: 4 blank lines in a row (lines 2-5); contest inputs have none',
    ],
    [
      'extra final newlines, once with their range',
      `${RANK_AND_FILE}\n\n \n`,
      '11:1: 3 extra "\\n" (lines 11-13) at the end of the input; it must end with exactly one',
    ],
    ['nothing at all', '', '1:1: the input is empty'],
    ['blank lines only', '\n \n\n', '1:1: the input is nothing but blank lines (lines 1-3)'],
    [
      'a byte-order mark',
      `\uFEFF${RANK_AND_FILE}`,
      '1:1: a byte-order mark (U+FEFF) at the start of the input; contest text has none',
    ],
    [
      'a character beyond ASCII',
      RANK_AND_FILE.replace('.Qk.K...', '.Qk.K.é.'),
      '6:7: a character beyond ASCII, "é" (U+00E9); contest text is ASCII only',
    ],
    [
      'a no-break space, its code point said once',
      RANK_AND_FILE.replace('.Qk.K...', '.Qk.K.\u00a0.'),
      '6:7: a character beyond ASCII, a no-break space (U+00A0); contest text is ASCII only',
    ],
    ['a leading zero', `0${RANK_AND_FILE}`, '1:1: D "01" has a leading zero'],
    ['a plus sign', `+${RANK_AND_FILE}`, `1:1: D "+1" has a '+' sign; numbers are written without one`],
    ['D beyond the limit', RANK_AND_FILE.replace(/^1/, '101'), '1:1: D is 101; it must be from 1 to 100'],
    [
      'a side letter the contest does not write',
      RANK_AND_FILE.replace('w\n', 'W\n'),
      '2:1: expected the side (w or B), found "W"',
    ],
    [
      'text after the last data set',
      `${RANK_AND_FILE}w\n`,
      '11:1: text after the last data set (D = 1): "w"; nothing may follow it',
    ],
    [
      'two kings of a colour',
      RANK_AND_FILE.replace('.Qk.K...', '.Qk.K.k.'),
      "6:7: a second white king ('k'; the first is on c5); expected exactly one",
    ],
  ])('Rank and File: %s', (_kind, text, breach) => {
    expect(breaches('rank-and-file', text)).toEqual([breach]);
  });

  it.each([
    [
      'a double space',
      SIMPLIFIED.replace('2 1 1', '2 1  1'),
      '2:5: two spaces in a row; tokens are separated by exactly one space',
    ],
    [
      'a lower-case piece',
      SIMPLIFIED.replace('N B 2', 'n B 2'),
      '3:1: expected the piece type (Q, N, B or R), found "n"',
    ],
    ['a lower-case column', SIMPLIFIED.replace('Q B 1', 'Q b 1'), '4:3: expected the column (A, B, C or D), found "b"'],
    [
      'm beyond the limit',
      SIMPLIFIED.replace('2 1 1', '2 1 7'),
      '2:5: m, the number of moves, is 7; it must be from 1 to 6',
    ],
    [
      'too many pieces',
      SIMPLIFIED.replace('2 1 1', '6 1 1'),
      '2:1: w, the number of White pieces, is 6; it must be from 1 to 5',
    ],
  ])('Simplified Chess: %s', (_kind, text, breach) => {
    expect(breaches('simplified-chess', text)).toContain(breach);
  });

  it.each([
    [
      'a leading zero in a coordinate',
      CHEESY.replace('3 1\n', '3 01\n'),
      `10:3: the king's row "01" has a leading zero`,
    ],
    [
      'a coordinate beyond the board',
      CHEESY.replace('6 3\n', '6 9\n'),
      `11:3: the pawn's row is 9; it must be from 1 to 8`,
    ],
    [
      'the king on a dangerous field',
      CHEESY.replace('........\n3 1', '..D.....\n3 1'),
      '10:1: the king starts on a fixed dangerous (D) square c1; expected an open square',
    ],
  ])('Cheesy Chess: %s', (_kind, text, breach) => {
    expect(breaches('cheesy-chess', text)).toEqual([breach]);
  });

  it.each([
    [
      'an x in a move',
      CHECKERS.replace('5-9', '5x9'),
      `5:2: unexpected "x" in the move "5x9"; the contest writes every move with '-', captures too`,
    ],
    [
      'a plus sign on a square',
      CHECKERS.replace('\n5\n', '\n+5\n'),
      `2:1: a square of Red "+5" has a '+' sign; numbers are written without one`,
    ],
    ['a leading zero on a square', CHECKERS.replace('\n5\n', '\n05\n'), '2:1: a square of Red "05" has a leading zero'],
    ['a square beyond 32', CHECKERS.replace('5-9', '5-33'), '5:3: a square of the move is 33; it must be from 1 to 32'],
    [
      'a repeated separator',
      CHECKERS.replace('5-9', '5--9'),
      `5:3: the move "5--9" has two '-'; a move is square numbers joined by single '-'`,
    ],
    [
      'pieces beyond the limit',
      CHECKERS.replace('1 1\n5\n', '13 1\n1 2 3 4 5 6 7 8 9 10 11 12 13\n'),
      '1:1: nR, the number of Red pieces, is 13; it must be from 1 to 12',
    ],
    ['text after "0 0"', `${CHECKERS}1 1\n`, '7:1: text after the closing line "0 0": "1 1"; nothing may follow it'],
  ])('Checkers: %s', (_kind, text, breach) => {
    expect(breaches('checkers', text)).toEqual([breach]);
  });

  it('goes on to the next independent breach, and reports a line end repeated on every line once, with a count', () => {
    const crlf = RANK_AND_FILE.replace(/\n/g, '\r\n').replace('w\r\n', 'w \r\n').replace(/^1/, '01');
    const found = breaches('rank-and-file', crlf);
    expect(found).toContain('1:1: D "01" has a leading zero');
    expect(found).toContain('2:2: a space at the end of the line; lines end with a token');
    expect(found.filter((breach) => breach.includes('CRLF'))).toEqual([
      '1:3: a CRLF line end; lines end with "\\n" alone',
      '2:3: a CRLF line end; lines end with "\\n" alone',
      '3:9: a CRLF line end; lines end with "\\n" alone',
      '4:9: a CRLF line end; lines end with "\\n" alone (and 7 more like it from here on)',
    ]);
  });

  it('stops at the cap, and says so', () => {
    const validation = REGISTRY['rank-and-file'].validateInput(RANK_AND_FILE.replace(/\./g, '?'), { maxBreaches: 3 });
    expect(validation).toMatchObject({ valid: false, capped: true });
    expect(validation.breaches).toHaveLength(3);
  });

  it('locates a case whose structure is lost, and reads no case after it', () => {
    const short = RANK_AND_FILE.replace(/^1/, '2').replace('........\n', '') + RANK_AND_FILE.slice(2);
    expect(breaches('rank-and-file', short)).toEqual([
      '10:1: board row 8 has 1 square; expected 8',
      '11:1: expected data set 2\'s side ("w" or "B"), found "........"; the cases after it cannot be located',
    ]);
  });
});

describe('the exact text of a format whose cases are separated by blank lines', () => {
  /** Each line that is not blank as "number(blanks before)", then the text's breaches. */
  const read = (text: string, chunks = 1): string[] => {
    const found: LocatedError[] = [];
    const sink = { add: (breach: LocatedError) => found.push(breach), full: false };
    const size = Math.ceil(text.length / chunks);
    const source = Array.from({ length: chunks }, (_, k) => text.slice(k * size, (k + 1) * size));
    const lines = [...exactLines(source, sink, { blankLines: true })].map(
      (line) => `${line.number}(${line.blanksBefore})`,
    );
    return [...lines, ...found.map((breach) => `${breach.line}:${breach.column}: ${breach.message}`)];
  };

  it('gives the format how many blank lines stand before each line, and reports none of them', () => {
    for (const chunks of [1, 3, 7])
      expect(read('a\n\nb\nc\n\n\nd\n', chunks)).toEqual(['1(0)', '3(1)', '4(0)', '7(2)']);
  });

  it('still reports spaces on a blank line, and blank lines at the end', () => {
    for (const chunks of [1, 4])
      expect(read('a\n \nb\n\t\n\nc\n\n', chunks)).toEqual([
        '1(0)',
        '3(1)',
        '6(2)',
        '2:1: spaces or tabs on a blank line; a blank line is empty',
        '4:1: spaces or tabs on a blank line; a blank line is empty',
        '7:1: an extra "\\n" at the end of the input; it must end with exactly one',
      ]);
  });
});

describe('validate at the public boundary', () => {
  it('checks its arguments', () => {
    expect(() => REGISTRY.checkers.validateInput(42 as never)).toThrow(TypeError);
    expect(() => REGISTRY.checkers.validateInput(CHECKERS, { maxBreaches: 0 })).toThrow(RangeError);
    expect(REGISTRY.checkers.validateInput([CHECKERS.slice(0, 5), CHECKERS.slice(5)]).valid).toBe(true);
  });
});

/** `count` lines of `line`, as a stream of chunks of about 64 KiB (never one string). */
function* repeated(line: string, count: number, head = '', tail = ''): Generator<string> {
  yield head;
  const per = Math.max(1, Math.floor(65536 / line.length));
  const chunk = line.repeat(per);
  for (let left = count; left > 0; left -= per) yield left >= per ? chunk : line.repeat(left);
  yield tail;
}

describe('validate in bounded memory, whatever the input', () => {
  // The problems as the validator sees them inside the library, where it can count what it holds.
  const internal: Readonly<Record<string, ValidatedProblem<unknown>>> = {
    'rank-and-file': rankAndFileUnchecked,
    'simplified-chess': simplifiedChessUnchecked,
    checkers: checkersUnchecked,
    'check-the-check': checkTheCheckUnchecked,
  };
  const validate = (id: ProblemId, source: Iterable<string>): { stats: ValidationStats; found: string[] } => {
    const stats = { peakLines: 0 };
    const validation = validateInput(internal[id], source, {}, stats);
    return { stats, found: validation.breaches.map((breach) => `${breach.line}:${breach.column}: ${breach.message}`) };
  };

  it('reports megabytes of blank lines, and of lines of one space, as one breach with its range', () => {
    const blank = validate('rank-and-file', repeated('\n', 8_000_000));
    expect(blank.found).toEqual(['1:1: the input is nothing but blank lines (lines 1-8000000)']);
    const spaces = validate('checkers', repeated(' \n', 4_000_000));
    expect(spaces.found).toEqual(['1:1: the input is nothing but blank lines (lines 1-4000000)']);
    // Inside an input and at its end, each run is one breach too, and no line of it is held.
    const inside = validate(
      'rank-and-file',
      repeated('\n', 5_000_000, '1\n', RANK_AND_FILE.slice(2) + '\n \n'.repeat(9)),
    );
    expect(inside.found).toEqual([
      '2:1: 5000000 blank lines in a row (lines 2-5000001); contest inputs have none',
      '5000011:1: 18 extra "\\n" (lines 5000011-5000028) at the end of the input; it must end with exactly one',
    ]);
    // At most one case (9 lines) and one line with a breach.
    for (const { stats } of [blank, spaces, inside]) expect(stats.peakLines).toBeLessThanOrEqual(10);
  });

  it('ends at a run of blank lines longer than MAX_BLANK_RUN, with one breach at its start: an endless one ends', () => {
    let pulled = 0;
    /** `head`, then 10 MiB of blank lines (as `yes ''` gives them) and a line of text, counting the chunks taken. */
    const endless = function* (head: string, line: string): Generator<string> {
      yield head;
      const chunk = line.repeat(65536 / line.length);
      for (let left = 160; left > 0; left--) {
        pulled++;
        yield chunk;
      }
      yield '1\n';
    };
    const run = (line: number, lines: number): string =>
      `${line}:1: over 8 MiB of blank lines from line ${line} (${lines.toLocaleString('en-US')} lines read): ` +
      'the rest of the input is not read';
    // After the last case (rank-and-file's sample is 10 lines), before the first, and inside a case: the one breach.
    expect(validate('rank-and-file', endless(RANK_AND_FILE, '\n')).found).toEqual([run(11, MAX_BLANK_RUN + 1)]);
    // Not read beyond the cap (128 chunks and a line), so that the run ends even where no text ever follows.
    expect(pulled).toBe(MAX_BLANK_RUN / 65536 + 1);
    expect(validate('checkers', endless('', ' \n')).found).toEqual([run(1, MAX_BLANK_RUN / 2 + 1)]);
    expect(validate('rank-and-file', endless(RANK_AND_FILE.slice(0, 4), '\t\n')).found).toEqual([
      run(3, MAX_BLANK_RUN / 2 + 1),
    ]);
    // A format whose boards are a blank line apart (Check the Check's): the run after a board is endless all the same.
    const board = `${REGISTRY['check-the-check'].sample.input.split('\n\n')[0]}\n`;
    expect(validate('check-the-check', endless(board, '\n')).found).toEqual([run(9, MAX_BLANK_RUN + 1)]);
  });

  it('holds a bounded part of a long case, and still checks it: a checkers record of 100,000 moves', () => {
    const moves = 100_000;
    const record = (setup: string): Generator<string> =>
      repeated('1-5\n5-1\n', moves / 2, `${setup}${moves} R\n`, '0 0\n');
    const valid = validate('checkers', record('1 1\n-1\n-32\n'));
    expect(valid.found).toEqual([]);
    expect(valid.stats.peakLines).toBeLessThanOrEqual(EXACT_CASE_LINES);
    // The rules still see the setup: two pieces on one square.
    const clash = validate('checkers', record('1 1\n-1\n-1\n'));
    expect(clash.found).toHaveLength(1);
    expect(clash.found[0]).toMatch(/^3:1: /);
    expect(clash.stats.peakLines).toBeLessThanOrEqual(EXACT_CASE_LINES + 1);
  });

  it('holds a bounded part of a case whose count is far out of range, and of a case whose every line is faulted', () => {
    const pieces = validate('simplified-chess', repeated('Q A 1\n', 100_000, '1\n99999999 1 1\n'));
    expect(pieces.found[0]).toBe('2:1: w, the number of White pieces, is 99999999; it must be from 1 to 5');
    expect(pieces.stats.peakLines).toBeLessThanOrEqual(2 * EXACT_CASE_LINES);
    const crlf = validate('checkers', repeated('1-5\r\n', 100_000, '1 1\n-1\n-32\n100000 R\n', '0 0\n'));
    expect(crlf.found).toEqual([
      '5:4: a CRLF line end; lines end with "\\n" alone',
      '6:4: a CRLF line end; lines end with "\\n" alone',
      '7:4: a CRLF line end; lines end with "\\n" alone',
      '8:4: a CRLF line end; lines end with "\\n" alone (and 99997 more like it from here on)',
    ]);
    expect(crlf.stats.peakLines).toBeLessThanOrEqual(2 * EXACT_CASE_LINES);
  });
});
