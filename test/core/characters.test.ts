import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeChar, escapeInput, jsonLine, quote, unexpectedChar } from '../../src/core/characters.js';
import { UNSAFE_OUTPUT as UNSAFE } from '../helpers/fuzz-harness.js';

describe('characters in messages', () => {
  it('are named when they are not plainly visible, by code point and, for the common ones, by name', () => {
    expect(unexpectedChar(' ')).toBe('unexpected space');
    expect(describeChar(' ')).toBe('a space');
    expect(describeChar('\t')).toBe('a tab');
    expect(describeChar('\x1b')).toBe('an escape (U+001B)');
    expect(unexpectedChar('\u00a0')).toBe('unexpected no-break space (U+00A0)');
    expect(describeChar('\u2028')).toBe('a line separator (U+2028)');
    expect(describeChar('\u202e')).toBe('a right-to-left override (U+202E)');
    expect(describeChar('\u0001')).toBe('a control character U+0001');
    expect(describeChar('\u0085')).toBe('a control character U+0085');
    expect(describeChar('\u009b')).toBe('a control character U+009B');
    expect(describeChar('\u007f')).toBe('a control character U+007F');
    expect(describeChar('\u2061')).toBe('an invisible character U+2061');
    expect(describeChar('\ud800')).toBe('an invisible character U+D800');
    expect(describeChar('x')).toBe('"x"');
    expect(describeChar('"')).toBe(`'"'`);
    expect(describeChar('\u{1F600}')).toBe('"\u{1F600}"');
  });

  it('in quoted input: printable ASCII and letters as they are, every other character by its code point', () => {
    expect(quote('ab\u202ecd')).toBe('"ab<U+202E>cd"');
    expect(quote('a\u00a0b')).toBe('"a<U+00A0>b"');
    expect(quote('a\u0001b')).toBe('"a<U+0001>b"');
    expect(quote('two words')).toBe('"two words"');
    expect(quote('Schäffer, Ōyama, Тинсли', 40)).toBe('"Schäffer, Ōyama, Тинсли"');
    // A terminal's title set by OSC, a one-byte CSI (U+009B), DEL, a lone surrogate.
    expect(quote('9-13\x1b]0;PWNED\x07', 40)).toBe('"9-13<U+001B>]0;PWNED<U+0007>"');
    expect(quote('\u009b31m\u007f\udc00')).toBe('"<U+009B>31m<U+007F><U+DC00>"');
    expect(escapeInput('a\tb')).toBe('a<U+0009>b');
  });

  it('cuts long text, never inside a surrogate pair', () => {
    expect(quote('x'.repeat(30))).toBe(`"${'x'.repeat(20)}..."`);
    expect(quote(`${'x'.repeat(19)}\u{1F600}`)).toBe(`"${'x'.repeat(19)}..."`);
  });

  it('leaves no unsafe character in any text it quotes, and JSON lines stay JSON with the same value', () => {
    let unsafe = 0;
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('\x1b', '\x9b', '\x7f', '\u202e', '\ud800', '\u2028'),
            fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
          ),
        }),
        (text) => {
          if (UNSAFE.test(text)) unsafe++;
          expect(UNSAFE.test(quote(text, Infinity))).toBe(false);
          const line = jsonLine({ text });
          expect(UNSAFE.test(line)).toBe(false);
          expect(line).not.toContain('\n');
          // Lone surrogates do not survive a round trip through JSON.parse unchanged in every engine; compare by code units.
          expect(JSON.parse(line)).toEqual({ text });
        },
      ),
      { numRuns: 2000 },
    );
    expect(unsafe).toBeGreaterThanOrEqual(500);
  });
});
