import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../../src/framework/input-format.js';
import { rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { inputRows } from '../../../src/problems/rank-and-file/parse.js';
import { rankAndFileFormat } from '../../../src/problems/rank-and-file/parse.js';
import { type RankAndFileCase } from '../../../src/problems/rank-and-file/case.js';
import { readPlainRankAndFile } from '../../../src/problems/rank-and-file/shortcut.js';
import { parseInput } from '../../../src/framework/input-format.js';
import { damagedInputs } from '../../helpers/fuzz-harness.js';
import { rankAndFileFuzz } from './fuzz-subject.js';

// The shared contract (no exception, located errors, one answer a case) is test/fuzz/contract.test.ts.

const validInput = rankAndFileFuzz.valid.map(({ text }) => text);
const mutatedInput = damagedInputs(rankAndFileFuzz);

interface ReferenceCase {
  readonly side: 'white' | 'black';
  readonly rows: readonly string[];
}

/**
 * The data sets of a valid input, or undefined when the input is not valid, decided from the
 * rules' text alone (docs/rank-and-file.md), sharing no code with the parser: D >= 1,
 * then D data sets of a side letter (w, W, b or B) and 8 rows of 8 squares from ".kqrbnKQRBN"
 * with exactly one k and one K. Tolerated: a byte-order mark, any line end (LF, CRLF or CR
 * alone), trailing spaces and tabs, blank lines before and between the data sets and after the
 * last, a missing final newline.
 */
function referenceRead(text: string): ReferenceCase[] | undefined {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[ \t]+$/, ''));
  let at = 0;
  const skipBlank = (): void => {
    while (at < lines.length && lines[at] === '') at++;
  };
  skipBlank();
  if (!/^[0-9]+$/.test(lines[at] ?? '')) return undefined;
  const count = Number(lines[at++]);
  if (!Number.isSafeInteger(count) || count < 1) return undefined;
  const cases: ReferenceCase[] = [];
  for (let index = 0; index < count; index++) {
    skipBlank();
    const side = lines[at++];
    if (side === undefined || !/^[wWbB]$/.test(side)) return undefined;
    const rows = lines.slice(at, at + 8);
    at += 8;
    if (rows.length !== 8 || !rows.every((row) => /^[.kqrbnKQRBN]{8}$/.test(row))) return undefined;
    const squares = rows.join('');
    if (squares.split('k').length !== 2 || squares.split('K').length !== 2) return undefined;
    cases.push({ side: side.toLowerCase() === 'w' ? 'white' : 'black', rows });
  }
  skipBlank();
  return at >= lines.length ? cases : undefined;
}

describe('the Rank and File reader against the spec, on damaged inputs', () => {
  it('the reference reads the generated inputs, CRLF and blank lines as the spec tolerates them', () => {
    fc.assert(
      fc.property(rankAndFileFuzz.valid, ({ text, cases }) => {
        expect(referenceRead(text)).toHaveLength(cases);
        const lines = text.split('\n');
        // Blank lines before a side line are tolerated; inside a board they are not.
        const spaced = lines.map((line, index) => (index > 0 && (index - 1) % 9 === 0 ? `\r\n \r\n${line}` : line));
        expect(referenceRead(`\uFEFF\n${spaced.join(' \t\r\n')}\n\n`)).toHaveLength(cases);
        expect(referenceRead([...lines.slice(0, 3), '', ...lines.slice(3)].join('\n'))).toBeUndefined();
      }),
      { seed: 8, numRuns: 200 },
    );
  });

  it('reports something exactly when a mutation made the input invalid, and reads the valid ones as the spec does', () => {
    let valid = 0;
    let invalid = 0;
    fc.assert(
      fc.property(mutatedInput, (text) => {
        const expected = referenceRead(text);
        const parsed = rankAndFile.parse(text);
        const clean = parsed.errors.length === 0 && parsed.cases.every((input) => input.result.ok);
        expect(clean).toBe(expected !== undefined);
        if (expected === undefined) {
          invalid++;
          // Reported: an error for the input as a whole or for one of its cases.
          expect(parsed.errors.length + parsed.cases.filter((input) => !input.result.ok).length).toBeGreaterThan(0);
          return;
        }
        valid++;
        // A clean parse accounts for exactly D data sets, each read as written.
        expect(
          parsed.cases.map(({ result }) =>
            result.ok ? { side: result.value.side, rows: inputRows(result.value.board) } : undefined,
          ),
        ).toEqual(expected);
      }),
      { seed: 7, numRuns: 3000 },
    );
    // Both sides of the question must come up often enough to mean something.
    expect(valid).toBeGreaterThanOrEqual(50);
    expect(invalid).toBeGreaterThanOrEqual(2000);
  });

  it('a huge D with little input answers what is there and stops', () => {
    const parsed = rankAndFile.parse(`999999999999\nw\nk.......\n.......K\n`);
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(false);
  });
});

/** What a parse says, in plain data: the fast scanner and the careful reader must say the same. */
const summary = (result: ParseResult<RankAndFileCase>): unknown => ({
  errors: result.errors,
  cases: result.cases.map(({ index, line, result: input }) =>
    input.ok
      ? { index, line, side: input.value.side, cells: [...input.value.board.cells] }
      : { index, line, error: input.error },
  ),
});

/** The careful reader alone, without the plain reader of well-formed data sets. */
const readCarefully = (text: string, strict = false): ParseResult<RankAndFileCase> =>
  parseInput(rankAndFileFormat, text, { strict });

describe('the plain reader of well-formed data sets (shortcut.ts), which both fast paths use', () => {
  it('takes every data set of a well-formed input written with LF or CRLF, and parse then reads exactly as the careful reader does', () => {
    let taken = 0;
    fc.assert(
      fc.property(validInput, fc.boolean(), (text, crlf) => {
        const input = crlf ? text.replaceAll('\n', '\r\n') : text;
        expect(summary(rankAndFile.parse(input))).toEqual(summary(readCarefully(input)));
        // Each data set after the count line, one after the other, is the plain reader's.
        const bytes = new TextEncoder().encode(input);
        const count = readCarefully(input).cases.length;
        let at = input.indexOf('\n') + 1;
        for (let index = 0; index < count; index++) {
          const plain = readPlainRankAndFile(bytes, at);
          expect(plain, `data set ${index + 1}`).toBeDefined();
          at = plain!.end;
          taken++;
        }
      }),
      { seed: 11, numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(1000);
  });

  it('on damaged inputs, parse (plain reader first) reads as the careful reader does', () => {
    let errors = 0;
    fc.assert(
      fc.property(mutatedInput, fc.boolean(), (text, strict) => {
        const careful = readCarefully(text, strict);
        expect(summary(rankAndFile.parse(text, { strict }))).toEqual(summary(careful));
        if (careful.errors.length > 0 || careful.cases.some((input) => !input.result.ok)) errors++;
      }),
      { seed: 12, numRuns: 3000 },
    );
    expect(errors).toBeGreaterThan(1000);
  });
});
