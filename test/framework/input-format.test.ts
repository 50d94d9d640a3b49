import { describe, expect, it } from 'vitest';
import {
  type InputFormat,
  type Framing,
  collectCases,
  formatInputs,
  parseInput,
  readInput,
} from '../../src/framework/input-format.js';
import { err, locatedError, ok } from '../../src/core/located.js';
import { LineReader, splitLines } from '../../src/core/lines.js';
import { Words, readInteger } from '../../src/core/words.js';

describe('line ends', () => {
  it('LF, CRLF and CR alone each end a line; a final line end starts no empty line', () => {
    expect([...splitLines('a\nb\r\nc\rd')]).toEqual(['a', 'b', 'c', 'd']);
    expect([...splitLines('a\r\r\nb\n\rc\r')]).toEqual(['a', '', 'b', '', 'c']);
    expect([...splitLines('')]).toEqual([]);
    expect([...splitLines('\n')]).toEqual(['']);
  });

  it('a text in chunks gives the same lines wherever it is cut, a CRLF cut in two included', () => {
    const text = 'ab\r\ncd\re\n\r\nf\r';
    for (let cut = 0; cut <= text.length; cut++) {
      expect([...splitLines([text.slice(0, cut), text.slice(cut)])]).toEqual([...splitLines(text)]);
    }
    expect([...splitLines(['a\r', '', '\nb'])]).toEqual(['a', 'b']);
  });

  it('the line reader numbers lines by any line end', () => {
    const reader = new LineReader('3\rw \r\n\rlast');
    expect(reader.next()).toEqual({ number: 1, text: '3' });
    expect(reader.next()).toEqual({ number: 2, text: 'w' });
    reader.skipBlankLines();
    expect(reader.next()).toEqual({ number: 4, text: 'last' });
    expect(reader.endLocation()).toEqual({ line: 4, column: 5 });
  });
});

describe('words and whole numbers', () => {
  it('reads words with their columns, counting characters rather than UTF-16 units', () => {
    const words = new Words({ number: 1, text: '\u{1F600} ab\t\tc' });
    expect(words.upTo()).toEqual([
      { text: '\u{1F600}', column: 1 },
      { text: 'ab', column: 3 },
      { text: 'c', column: 7 },
    ]);
    expect(new Words({ number: 1, text: '  9 - 14 ' }).rest()).toEqual({ text: '9 - 14 ', column: 3 });
    expect(new Words({ number: 1, text: ' \t' }).next()).toBeUndefined();
  });

  it('reads a whole number, or says which character is wrong and where', () => {
    const token = (text: string) => ({ text, column: 5 });
    expect(readInteger(token('042'), 2, { what: 'n' })).toEqual(ok(42));
    expect(readInteger(token('-7'), 2, { what: 'n', signed: true })).toEqual(ok(-7));
    expect(readInteger(token('-7'), 2, { what: 'n' })).toEqual(
      err(locatedError(2, 5, 'expected n (a whole number), found "-"')),
    );
    expect(readInteger(token('-'), 2, { what: 'n', signed: true })).toEqual(
      err(locatedError(2, 5, 'expected n (a whole number), found "-"')),
    );
    expect(readInteger(token('1\u{1F600}x'), 2, { what: 'n' })).toEqual(
      err(locatedError(2, 6, 'expected n (a whole number), found "\u{1F600}"')),
    );
    expect(readInteger(token('1\tx'), 2, { what: 'n', expected: 'two numbers' })).toEqual(
      err(locatedError(2, 6, 'expected two numbers, found a tab')),
    );
    expect(readInteger(token('99999999999999999999'), 2, { what: 'n' })).toEqual(
      err(locatedError(2, 5, 'n "99999999999999999999" is too large')),
    );
    expect(readInteger(token('33'), 2, { what: 'n', max: 32, tooLarge: (text) => `${text} > 32` })).toEqual(
      err(locatedError(2, 5, '33 > 32')),
    );
  });
});

/** A toy format: each case is one line holding a whole number; "stop" and "lost" exercise the other outcomes. */
function toyFormat(framing: Framing): InputFormat<number> {
  return {
    framing,
    readCase(reader) {
      const line = reader.take();
      if (line.text === 'lost') return { kind: 'lost', error: locatedError(line.number, 1, 'lost') };
      if (line.text === 'stop')
        return { kind: 'case', result: err([locatedError(line.number, 1, 'stop')]), stop: true };
      const value = readInteger({ text: line.text, column: 1 }, line.number, { what: 'a value' });
      return { kind: 'case', result: value.ok ? value : err([value.error]) };
    },
    formatInput: (value) => `${value}\n`,
  };
}

const counted = toyFormat({ kind: 'counted', unit: { one: 'item', many: 'items' }, symbol: 'N', strictMax: 2 });
const closed = toyFormat({ kind: 'closed', closing: 'end', isClosing: (line) => line.text === 'end' });

/** Cases as `index@line=value` or `index@line!message`, then the input errors as `line:column message`. */
function summary(format: InputFormat<number>, text: string, strict = false): string[] {
  const { cases, errors } = parseInput(format, text, { strict });
  return [
    ...cases.map(
      ({ index, line, result }) => `${index}@${line}${result.ok ? `=${result.value}` : `!${result.error[0].message}`}`,
    ),
    ...errors.map((error) => `${error.line}:${error.column} ${error.message}`),
  ];
}

describe('the skeleton: a counted list', () => {
  it('reads the count, then that many cases, blank lines between them', () => {
    expect(summary(counted, '\n2\n\n5\nx\n')).toEqual(['1@4=5', '2@5!expected a value (a whole number), found "x"']);
  });

  it('says what the count line lacks, and enforces its maximum only with --strict', () => {
    expect(summary(counted, '')).toEqual(['1:1 expected the number of items N, found an empty input']);
    expect(summary(counted, ' 2\n')).toEqual(['1:1 expected the number of items N (a whole number), found a space']);
    expect(summary(counted, '0\n')).toEqual(['1:1 N must be at least 1']);
    expect(summary(counted, '3\n1\n2\n3\n', true)).toEqual([
      '1@2=1',
      '2@3=2',
      '3@4=3',
      '1:1 N = 3 exceeds the contest limit of 2 (--strict)',
    ]);
  });

  it('reports missing cases at the end of the input and text after the last case', () => {
    expect(summary(counted, '3\n7\n')).toEqual(['1@2=7', '2:2 the input ends after 1 item; N says 3']);
    expect(summary(counted, '1\n7\n\n8\n')).toEqual(['1@2=7', '4:1 unexpected text after the last item (N = 1): "8"']);
  });

  it('stops after a case that loses its place, or at a line that is not a case', () => {
    expect(summary(counted, '3\nstop\n1\n')).toEqual([
      '1@2!stop',
      '3:1 items 2-3 not read: the start of the next one cannot be found after the error in item 1',
    ]);
    expect(summary(counted, '3\n1\nlost\n1\n')).toEqual([
      '1@2=1',
      '3:1 lost',
      '4:1 items 2-3 not read: the start of the next one cannot be found after this error',
    ]);
    // At the end of the input there is nothing left unread to speak of.
    expect(summary(counted, '3\nstop\n')).toEqual(['1@2!stop']);
  });

  it('says which cases were not read, as data: a range when the count is known, "from ... on" when not', () => {
    const items = [...readInput(counted, '4\n1\nstop\n9\n')];
    expect(items.at(-1)).toMatchObject({
      kind: 'error',
      notRead: { first: 3, last: 4 },
      error: { line: 4, column: 1 },
    });
    expect(summary(closed, '1\nlost\n2\nend\n')).toEqual([
      '1@1=1',
      '2:1 lost',
      '3:1 cases from 2 on not read: the start of the next one cannot be found after this error',
    ]);
  });

  it('an unreadable count line is an error, and the cases are still read, to the end of the input', () => {
    expect(summary(counted, 'x\n1\n\n2\nz\n')).toEqual([
      '1@2=1',
      '2@4=2',
      '3@5!expected a value (a whole number), found "z"',
      '1:1 expected the number of items N (a whole number), found "x"',
    ]);
    // The count, once read, comes before the cases (the CLI's progress shows it as the total).
    expect([...readInput(counted, '2\n1\n2\n')].map((item) => item.kind)).toEqual(['count', 'case', 'case']);
    expect([...readInput(counted, 'x\n1\n')].map((item) => item.kind)).toEqual(['error', 'case']);
  });
});

describe('the skeleton: a list closed by a line', () => {
  it('reads cases until the closing line, and nothing may follow it', () => {
    expect(summary(closed, '4\n\n5\nend\n')).toEqual(['1@1=4', '2@3=5']);
    expect(summary(closed, '4\nend\n\nmore\n')).toEqual([
      '1@1=4',
      '4:1 unexpected text after the closing line "end": "more"',
    ]);
    expect(summary(closed, '4\n')).toEqual(['1@1=4', '1:2 the input ends without the closing line "end"']);
    expect(summary(closed, '')).toEqual(['1:1 the input ends without the closing line "end"']);
  });

  it('formatInputs writes the frame around the cases', () => {
    expect(formatInputs(counted, [4, 5])).toBe('2\n4\n5\n');
    expect(formatInputs(closed, [4, 5])).toBe('4\n5\nend\n');
  });
});

describe('the skeleton: a closing of several lines, which the input may lack outside --strict', () => {
  // Two lines "0" close the list: a lone "0" is a case.
  const twoZeros = toyFormat({
    kind: 'closed',
    closing: '0\n0',
    closingName: 'the two closing zeros',
    closingOptional: true,
    isClosing: (line, reader) => line.text === '0' && reader.peekTextAhead(1) === '0',
  });
  const warnings = (text: string, strict: boolean): string[] =>
    [...readInput(twoZeros, text, { strict })].flatMap((item) =>
      item.kind === 'warning' ? [`${item.warning.line}:${item.warning.column} ${item.warning.message}`] : [],
    );

  it('reads cases until the closing, passes all its lines, and says what follows', () => {
    expect(summary(twoZeros, '4\n0\n5\n0\n0\n')).toEqual(['1@1=4', '2@2=0', '3@3=5']);
    expect(summary(twoZeros, '4\n0\n0\n0\n')).toEqual([
      '1@1=4',
      '4:1 unexpected text after the two closing zeros: "0"',
    ]);
    expect(formatInputs(twoZeros, [4, 0])).toBe('4\n0\n0\n0\n');
  });

  it('a missing closing: a warning, no error, outside --strict; an error under it', () => {
    expect(summary(twoZeros, '4\n0\n')).toEqual(['1@1=4', '2@2=0']);
    expect(warnings('4\n0\n', false)).toEqual(['2:2 the input ends without the two closing zeros']);
    expect(summary(twoZeros, '4\n0\n', true)).toEqual([
      '1@1=4',
      '2@2=0',
      '2:2 the input ends without the two closing zeros (--strict)',
    ]);
    expect(warnings('4\n0\n', true)).toEqual([]);
    // A closing that is not optional is an error in every mode (checkers' "0 0").
    expect(summary(closed, '4\n', false)).toEqual(['1@1=4', '1:2 the input ends without the closing line "end"']);
  });
});

describe('reading line by line', () => {
  it('yields each case as soon as its lines are read, without reading further', () => {
    let chunksRead = 0;
    function* chunks(): Generator<string> {
      for (let value = 1; value <= 1000; value++) {
        chunksRead++;
        yield `${value}\n`;
      }
      yield 'end\n';
    }
    const items = readInput(closed, chunks());
    expect(items.next().value).toEqual({ kind: 'case', index: 1, line: 1, result: ok(1) });
    // The reader looks one line ahead (to see whether the next case begins), never more.
    expect(chunksRead).toBeLessThanOrEqual(2);
    items.next();
    expect(chunksRead).toBeLessThanOrEqual(3);
    const rest = collectCases(items);
    expect(rest.cases).toHaveLength(998);
    expect(rest.errors).toEqual([]);
  });
});

describe('blank lines without end', () => {
  /** `head`, then 9 MiB of blank lines, then `tail`; `pulled()` counts the chunks taken. */
  function blanks(head: string, tail = '1\n'): { chunks: Iterable<string>; pulled: () => number } {
    let pulled = 0;
    return {
      chunks: (function* () {
        yield head;
        for (let k = 0; k < 9 * 16; k++, pulled++) yield '\n'.repeat(1 << 16);
        yield tail;
      })(),
      pulled: () => pulled,
    };
  }
  const run = (line: number): string =>
    `over 8 MiB of blank lines from line ${line} (8,388,609 lines read): the rest of the input is not read`;

  it('end the input with one error at the start of the run, after the last case, between cases and before any', () => {
    const after = blanks('2\n5\n6\n');
    expect(summary(counted, [...after.chunks].join(''))).toEqual(['1@2=5', '2@3=6', `4:1 ${run(4)}`]);
    const between = blanks('3\n5\n');
    const items = [...readInput(counted, between.chunks)];
    expect(items.at(-1)).toEqual({
      kind: 'error',
      error: { line: 3, column: 1, message: `items 2-3 not read: ${run(3)}` },
      notRead: { first: 2, last: 3 },
    });
    // Read no further than the run's cap: the last 1 MiB and the line after it are never taken.
    expect(between.pulled()).toBeLessThanOrEqual(8 * 16 + 1);
    expect(summary(closed, [...blanks('4\n').chunks].join(''))).toEqual([
      '1@1=4',
      `2:1 cases from 2 on not read: ${run(2)}`,
    ]);
    expect(summary(counted, [...blanks('').chunks].join(''))).toEqual([`1:1 ${run(1)}`]);
  });
});

describe('long lines take linear time', () => {
  // 200 KB lines: reading words by recomputing each column from the line start took minutes.
  const WORDS = 100_000;
  const long = Array(WORDS).fill('1').join(' ');

  it('reads every word of a 200 KB line, each with its column', { timeout: 20_000 }, () => {
    const words = new Words({ number: 1, text: long }).upTo();
    expect(words).toHaveLength(WORDS);
    expect(words[WORDS - 1]).toEqual({ text: '1', column: 2 * WORDS - 1 });
  });

  it('an input of 200 KB lines, with CR line ends, is read to its end', { timeout: 20_000 }, () => {
    const text = `3\r${long}\r\r${long}\r${long}\r`;
    expect(summary(counted, text)).toEqual([
      '1@2!expected a value (a whole number), found a space',
      '2@4!expected a value (a whole number), found a space',
      '3@5!expected a value (a whole number), found a space',
    ]);
  });
});
