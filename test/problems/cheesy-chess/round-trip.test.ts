import { describe, expect, it } from 'vitest';
import { formatInputs } from '../../../src/framework/input-format.js';
import { fieldRows } from '../../../src/games/pursuit/board.js';
import { type CheesyCase, cheesyChess } from '../../../src/problems/cheesy-chess/index.js';
import { generateCheesyChess } from '../../../src/problems/cheesy-chess/generate.js';
import { generatedCases, roundTripTests } from '../round-trip.js';
import { cheesyCase } from './arbitraries.js';

const plain = ({ board, king, pawn }: CheesyCase) => ({ shape: board.shape, rows: fieldRows(board), king, pawn });

describe('Cheesy Chess: formatInput and parse are inverses', () => {
  roundTripTests({ problem: cheesyChess, cases: cheesyCase, plain, seed: 33, numRuns: 300 });

  it('the sample is written as formatInputs writes it', () => {
    const read = cheesyChess
      .parse(cheesyChess.sample.input)
      .cases.flatMap((input) => (input.result.ok ? [input.result.value] : []));
    expect(formatInputs(cheesyChess, read)).toBe(cheesyChess.sample.input);
  });
});

describe("Cheesy Chess: the library generator's cases read back as written", () => {
  roundTripTests({ problem: cheesyChess, cases: generatedCases(generateCheesyChess), plain, seed: 43, numRuns: 100 });
});
