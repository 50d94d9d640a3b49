import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { damaged, randomText } from '../../helpers/fuzz.js';
import type { ParseResult } from '../../../src/core/problem.js';
import { contestRows, rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { type RankAndFileCase, readCarefully, scanWellFormed } from '../../../src/problems/rank-and-file/parse.js';
import { rankAndFileCase } from '../../helpers/arbitraries.js';
import { assertLocated } from '../../helpers/located.js';

/** Parses and judges everything that parsed, within a time bound, and checks every error's location. */
function survive(text: string): void {
  const started = performance.now();
  const parsed = rankAndFile.parse(text);
  for (const input of parsed.cases) {
    if (input.result.ok) rankAndFile.judge(input.result.value);
    else {
      expect(input.result.error.length).toBeGreaterThan(0);
      assertLocated(text, input.result.error);
    }
  }
  assertLocated(text, parsed.errors);
  expect(parsed.cases.length).toBeLessThanOrEqual(text.split('\n').length);
  expect(performance.now() - started).toBeLessThan(1000);
}

const ALPHABET = ['.', '.', '.', 'k', 'K', 'q', 'Q', 'r', 'R', 'b', 'B', 'n', 'N', 'w', 'W', '\n', '\n', '\r', ' ', '\t', '0', '1', '2', '9', 'x', '-', 'é', '\u{1F600}', '\uFEFF'];

const validInput = fc
  .array(rankAndFileCase(12), { minLength: 1, maxLength: 4 })
  .map((cases) => [String(cases.length), ...cases.flatMap(({ side, board }) => [side === 'white' ? 'w' : 'B', ...contestRows(board)])].join('\n'));

const mutatedInput = damaged(validInput, ALPHABET);

describe('the Rank and File parser under fuzzing', () => {
  it('never throws or hangs on random text, and locates every error', () => {
    fc.assert(
      fc.property(randomText(ALPHABET, 600), survive),
      { seed: 42, numRuns: 3000 },
    );
  });

  it('never throws or hangs on damaged valid inputs, and locates every error', () => {
    fc.assert(fc.property(mutatedInput, survive), { seed: 42, numRuns: 3000 });
  });

  it('reports something whenever a mutation changed a valid input into an invalid one', () => {
    fc.assert(
      fc.property(mutatedInput, (text) => {
        const parsed = rankAndFile.parse(text);
        const clean = parsed.errors.length === 0 && parsed.cases.every((input) => input.result.ok);
        // A clean parse must account for exactly D data sets.
        if (clean) expect(parsed.cases.length).toBe(Number(text.trim().split(/\s/)[0]));
      }),
      { seed: 7, numRuns: 2000 },
    );
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
    input.ok ? { index, line, side: input.value.side, cells: [...input.value.board.cells] } : { index, line, error: input.error },
  ),
});

describe('the fast scanner of well-formed input', () => {
  it('accepts every well-formed input, LF or CRLF, and reads it exactly as the careful reader does', () => {
    fc.assert(
      fc.property(validInput, fc.boolean(), (text, crlf) => {
        const input = crlf ? text.replaceAll('\n', '\r\n') : text;
        const fast = scanWellFormed(input);
        expect(fast).toBeDefined();
        expect(summary(fast!)).toEqual(summary(readCarefully(input)));
      }),
      { seed: 11, numRuns: 1000 },
    );
  });

  it('on damaged inputs either declines or agrees with the careful reader', () => {
    let declined = 0;
    fc.assert(
      fc.property(mutatedInput, fc.boolean(), (text, strict) => {
        const fast = scanWellFormed(text, { strict });
        if (fast) expect(summary(fast)).toEqual(summary(readCarefully(text, { strict })));
        else declined++;
      }),
      { seed: 12, numRuns: 3000 },
    );
    expect(declined).toBeGreaterThan(1000);
  });
});
