import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../../src/framework/input-format.js';
import { type RankAndFileCase, rankAndFile } from '../../../src/problems/rank-and-file/index.js';
import { rankAndFileCase } from '../../helpers/arbitraries.js';
import { generateRankAndFile } from '../../../src/problems/rank-and-file/generate.js';
import { generatedCases, roundTripTests } from '../round-trip.js';

const plain = ({ side, board }: RankAndFileCase) => ({ side, cells: [...board.cells] });

describe('Rank and File: formatInput and parse are inverses', () => {
  roundTripTests({ problem: rankAndFile, cases: rankAndFileCase(), plain, seed: 31, numRuns: 300 });

  it('the sample is written as formatInputs writes it', () => {
    const read = rankAndFile
      .parse(rankAndFile.sample.input)
      .cases.map((input) => (input.result.ok ? input.result.value : undefined));
    expect(
      formatInputs(
        rankAndFile,
        read.filter((input) => input !== undefined),
      ),
    ).toBe(rankAndFile.sample.input);
  });
});

describe("Rank and File: the library generator's cases read back as written", () => {
  roundTripTests({ problem: rankAndFile, cases: generatedCases(generateRankAndFile), plain, seed: 41, numRuns: 100 });
});
