import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../../src/framework/input-format.js';
import { type CheckersCase, checkers } from '../../../src/problems/checkers/index.js';
import { generateCheckers } from '../../../src/problems/checkers/generate.js';
import { generatedCases, roundTripTests } from '../round-trip.js';
import { checkersCase } from './arbitraries.js';

/** Records are equal when their positions and move texts are; where a move was written is not part of it. */
const plain = ({ position: { black, white, kings, turn }, moves }: CheckersCase) => ({
  black,
  white,
  kings,
  turn,
  moves: moves.map((move) => move.text),
});

describe('checkers: formatInput and parse are inverses', () => {
  roundTripTests({ problem: checkers, cases: checkersCase, plain, seed: 34, numRuns: 300 });

  it('the sample is written as formatInputs writes it', () => {
    const read = checkers
      .parse(checkers.sample.input)
      .cases.flatMap((input) => (input.result.ok ? [input.result.value] : []));
    expect(formatInputs(checkers, read)).toBe(checkers.sample.input);
  });
});

describe("checkers: the library generator's cases read back as written", () => {
  roundTripTests({ problem: checkers, cases: generatedCases(generateCheckers), plain, seed: 44, numRuns: 100 });
});
