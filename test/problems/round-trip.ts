import fc from 'fast-check';
import { expect, it } from 'vitest';
import { collectCases, formatInputs } from '../../src/framework/input-format.js';
import { PROFILES, type Profile } from '../../src/core/generate.js';
import type { ParseResult } from '../../src/framework/input-format.js';
import type { Problem } from '../../src/framework/problem.js';
import { type Random, seededRandom } from '../../src/core/random.js';

export interface RoundTrip<C> {
  readonly problem: Pick<Problem<C, unknown, object>, 'framing' | 'formatInput' | 'parse' | 'readCases'>;
  /** Valid cases: an arbitrary of the tests', or a library generator's (generatedCases). */
  readonly cases: fc.Arbitrary<C>;
  /** A case as plain data, for a structural comparison with a readable diff. */
  readonly plain: (input: C) => unknown;
  readonly seed: number;
  readonly numRuns: number;
}

/** The cases a library generator (src/problems/<id>/generate.ts) makes, one a seed, in every profile. */
export const generatedCases = <C>(
  generate: (random: Random, profile: Profile, count: number) => C[],
): fc.Arbitrary<C> =>
  fc
    .tuple(fc.integer(), fc.constantFrom(...PROFILES))
    .map(([seed, profile]) => generate(seededRandom(seed), profile, 1)[0]);

/** The cases of a parse that must be clean: no input errors, every case read. */
function cleanCases<C>(parsed: ParseResult<C>): C[] {
  expect(parsed.errors).toEqual([]);
  return parsed.cases.map((input) => {
    if (!input.result.ok) throw new Error(`case ${input.index}: ${input.result.error[0].message}`);
    return input.result.value;
  });
}

/** A text cut into chunks at the given places (taken modulo its length). */
const cut = (text: string, places: readonly number[]): string[] => {
  const at = [0, ...places.map((place) => place % (text.length + 1)).sort((a, b) => a - b), text.length];
  return at.slice(1).map((end, k) => text.slice(at[k], end));
};

/**
 * The make/parse pair of one problem: parse(formatInputs(xs)) gives back xs, formatInputs gives
 * back the canonical text it parsed, and reading that text in chunks, with any line ends, gives
 * the same cases. Counts the cases checked, so that a generator that filters too much is noticed.
 */
export function roundTripTests<C>({ problem, cases, plain, seed, numRuns }: RoundTrip<C>): void {
  const inputs = fc.array(cases, { minLength: 1, maxLength: 4 });

  it('parse(formatInputs(xs)) returns xs, and formatInputs(parse(text)) returns the text', () => {
    let checked = 0;
    fc.assert(
      fc.property(inputs, (xs) => {
        const text = formatInputs(problem, xs);
        const read = cleanCases(problem.parse(text));
        expect(read.map(plain)).toEqual(xs.map(plain));
        expect(formatInputs(problem, read)).toBe(text);
        checked += xs.length;
      }),
      { seed, numRuns },
    );
    expect(checked).toBeGreaterThanOrEqual(numRuns);
  });

  it('reading the text cut into chunks anywhere, with LF, CRLF or CR line ends, gives the same cases', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        inputs,
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.array(fc.nat(), { maxLength: 6 }),
        (xs, lineEnd, places) => {
          const text = formatInputs(problem, xs).replaceAll('\n', lineEnd);
          const read = cleanCases(collectCases(problem.readCases(cut(text, places))));
          expect(read.map(plain)).toEqual(xs.map(plain));
          expect(cleanCases(problem.parse(text)).map(plain)).toEqual(xs.map(plain));
          checked += xs.length;
        },
      ),
      { seed: seed + 1, numRuns },
    );
    expect(checked).toBeGreaterThanOrEqual(numRuns);
  });
}
