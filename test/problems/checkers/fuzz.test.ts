import { describe, expect, it } from 'vitest';
import { checkers } from '../../../src/problems/checkers/index.js';

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
