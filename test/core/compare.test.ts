import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Comparer,
  MAX_READ_LINE,
  compareOutputs,
  onlySpaces,
  outputLines,
  presentationHint,
  showBytes,
} from '../../src/core/compare.js';

describe('compareOutputs', () => {
  it('reads lines as a judge does: trailing spaces, tabs, CR and blank lines at the end ignored', () => {
    expect(outputLines('a \t\r\nb\n\n\n')).toEqual(['a', 'b']);
    expect(compareOutputs(['a', 'b'], outputLines('a\r\nb  \n'))).toEqual({ correct: 2, first: undefined });
  });

  it('names the first wrong, missing or extra line, and counts the right ones', () => {
    expect(compareOutputs(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual({
      correct: 2,
      first: { kind: 'wrong', index: 1, expected: 'b', got: 'x' },
    });
    expect(compareOutputs(['a', 'b'], ['a'])).toEqual({
      correct: 1,
      first: { kind: 'missing', index: 1, expected: 'b' },
    });
    expect(compareOutputs(['a'], ['a', 'z'])).toEqual({ correct: 1, first: { kind: 'extra', index: 1, got: 'z' } });
  });

  it('fed a line at a time (Comparer), agrees with the whole comparison', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c')),
        fc.array(fc.constantFrom('a', 'b', 'c')),
        (expected, got) => {
          const comparer = new Comparer();
          for (let index = 0; index < Math.max(expected.length, got.length); index++)
            comparer.add(expected[index], got[index]);
          expect(comparer.comparison).toEqual(compareOutputs(expected, got));
          checked++;
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBe(300);
  });
});

describe('presentation hints', () => {
  const wrong = (expected: string, got: string) => ({ kind: 'wrong' as const, index: 0, expected, got });

  it('says when a line differs only in letter case, only in spaces, or is one line too many', () => {
    expect(presentationHint(wrong('WHITE IS SAFE', 'White is safe'), 1)).toBe('it differs only in letter case');
    expect(presentationHint(wrong('WHITE IS SAFE', ' WHITE  IS SAFE'), 1)).toBe('it differs only in spaces');
    expect(presentationHint(wrong('WHITE IS SAFE', 'white  is safe'), 1)).toBe(
      'it differs only in spaces and letter case',
    );
    expect(presentationHint(wrong('WHITE IS SAFE', 'WHITE IS CHECKED'), 1)).toBeUndefined();
    expect(presentationHint({ kind: 'extra', index: 3, got: 'x' }, 3)).toMatch(/^an extra line after the last case/);
    expect(onlySpaces(wrong('A B', 'A  B'))).toBe(true);
    expect(onlySpaces(wrong('A B', 'a b'))).toBe(false);
  });
});

describe('showBytes', () => {
  it('shows printable text as it is, every other byte as \\xNN, never a raw control character', () => {
    expect(showBytes('WHITE IS SAFE')).toBe('WHITE IS SAFE');
    expect(showBytes('\x00\x1b[31m\x7f')).toBe('\\x00\\x1b[31m\\x7f');
    // Well-formed UTF-8 (one character per byte here): é as itself; a lone continuation byte, a BOM and a bidi override as bytes.
    expect(showBytes('caf\xc3\xa9')).toBe('café');
    expect(showBytes('\xa9 \xef\xbb\xbf \xe2\x80\xae')).toBe('\\xa9 \\xef\\xbb\\xbf \\xe2\\x80\\xae');
    let checked = 0;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const shown = showBytes(String.fromCharCode(...bytes));
        expect(shown).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        checked++;
      }),
      { numRuns: 500 },
    );
    expect(checked).toBe(500);
  });

  it('cuts a line beyond its limit and says so', () => {
    expect(showBytes('abcdef', 4)).toBe('abcd\u2026 (6 bytes in all)');
    expect(showBytes('a'.repeat(5000))).toBe(`${'a'.repeat(200)}\u2026 (5,000 bytes in all)`);
    expect(showBytes('\0'.repeat(MAX_READ_LINE + 1))).toBe(
      `${'\\x00'.repeat(200)}\u2026 (over 1,048,576 bytes; the rest was not read)`,
    );
    expect(showBytes('abcd', 4)).toBe('abcd');
  });
});
