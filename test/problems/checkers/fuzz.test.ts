import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContestMove } from '../../../src/problems/checkers/classify.js';
import { checkers } from '../../../src/problems/checkers/index.js';
import { checkersFuzz } from './fuzz-subject.js';

// The shared contract (no exception, located errors, one answer a case) is test/fuzz/contract.test.ts.

describe('the checkers reader on inputs that claim more than they hold', () => {
  it('a huge piece or move count with little input answers what is there and stops', () => {
    const parsed = checkers.parse('1 1\n9\n22\n9999999 R\n9-13\n');
    expect(parsed.cases).toHaveLength(1);
    expect(parsed.cases[0].result.ok).toBe(false);
    // A count above the board's squares is the record's own error; the input then ends inside it.
    const huge = checkers.parse('99999999999999999999 1\n');
    expect(huge.cases).toHaveLength(1);
    expect(huge.cases[0].result.ok).toBe(false);
  });
});

describe('the fuzz subject keeps the notation the generator no longer writes', () => {
  it('its valid inputs hold moves with x, mixed separators and typos (hostile class), each answered as a move', () => {
    let records = 0;
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(checkersFuzz.valid, ({ text }) => {
        for (const read of checkers.parse(text).cases) {
          if (!read.result.ok) continue;
          records++;
          const { reasons } = checkers.classify(read.result.value);
          for (const move of read.result.value.moves) {
            if (isContestMove(move.text)) continue;
            const kind = /^\d+(x\d+)+$/.test(move.text) ? 'x' : /^\d+([-x]\d+)+$/.test(move.text) ? 'mixed' : 'typo';
            kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            expect(reasons.join(' ')).toMatch(/is written/);
          }
        }
      }),
      { seed: 3, numRuns: checkersFuzz.runs.valid },
    );
    expect(records).toBeGreaterThanOrEqual(checkersFuzz.runs.valid);
    for (const kind of ['x', 'mixed', 'typo']) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(20);
  });
});
