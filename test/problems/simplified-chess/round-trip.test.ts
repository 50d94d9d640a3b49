import { describe, expect, it } from 'vitest';
import {
  SIMPLIFIED_CHESS,
  type SimplifiedChessCase,
  simplifiedChess,
} from '../../../src/problems/simplified-chess/index.js';
import { generatorOf } from '../../../src/problems/simplified-chess/generate.js';
import { generatedCases, roundTripTests } from '../round-trip.js';
import { simplifiedChessCase } from './arbitraries.js';

const plain = ({ board, moves }: SimplifiedChessCase) => ({ moves, cells: [...board.cells] });

describe('Simplified Chess Engine: formatInput and parse are inverses', () => {
  roundTripTests({ problem: simplifiedChess, cases: simplifiedChessCase, plain, seed: 32, numRuns: 300 });

  it('writes White, then Black, each in square order', () => {
    const game = simplifiedChess.parse(simplifiedChess.sample.input).cases[0].result;
    expect(game.ok && simplifiedChess.formatInput(game.value)).toBe('2 1 1\nQ B 1\nN B 2\nQ A 4\n');
  });
});

describe("Simplified Chess Engine: the library generator's cases read back as written", () => {
  roundTripTests({
    problem: simplifiedChess,
    cases: generatedCases(generatorOf(SIMPLIFIED_CHESS)),
    plain,
    seed: 42,
    numRuns: 100,
  });
});
