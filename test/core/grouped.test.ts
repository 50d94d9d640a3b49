import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grouped } from '../../src/core/grouped.js';

describe('grouped', () => {
  it('writes whole numbers as en-US does, thousands grouped by commas', () => {
    expect([0, 7, 999, 1000, 65536, -1234567, 2 ** 53 - 1].map(grouped)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '65,536',
      '-1,234,567',
      '9,007,199,254,740,991',
    ]);
    let checked = 0;
    fc.assert(
      fc.property(fc.maxSafeInteger(), (count) => {
        checked++;
        expect(grouped(count)).toBe(count.toLocaleString('en-US'));
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBeGreaterThanOrEqual(2000);
  });

  it('leaves what is not a safe whole number to toLocaleString', () => {
    expect([Infinity, 1.5, 2 ** 60].map(grouped)).toEqual(
      [Infinity, 1.5, 2 ** 60].map((n) => n.toLocaleString('en-US')),
    );
  });
});
