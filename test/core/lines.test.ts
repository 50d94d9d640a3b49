import { describe, expect, it } from 'vitest';
import { LineReader, MAX_BLANK_RUN, trimLineEnd } from '../../src/core/lines.js';
import { columnAt } from '../../src/core/characters.js';
import { readIntegerLine } from '../../src/core/words.js';

describe('LineReader', () => {
  it('numbers lines from 1 and tolerates CRLF, trailing blanks and a missing final newline', () => {
    const reader = new LineReader('3 \r\nw\t\r\nlast');
    expect(reader.next()).toEqual({ number: 1, text: '3' });
    expect(reader.next()).toEqual({ number: 2, text: 'w' });
    expect(reader.next()).toEqual({ number: 3, text: 'last' });
    expect(reader.next()).toBeUndefined();
  });

  it('treats a final newline as the end of the last line, not as an empty line', () => {
    const reader = new LineReader('a\n');
    reader.next();
    expect(reader.atEnd()).toBe(true);
  });

  it('skips blank lines, and drops a byte-order mark', () => {
    const reader = new LineReader('\uFEFF\n  \n\nx');
    reader.skipBlankLines();
    expect(reader.next()).toEqual({ number: 4, text: 'x' });
  });

  it('ends at a run of blank lines longer than MAX_BLANK_RUN (line ends counted), and says where it starts', () => {
    let pulled = 0;
    /** `head`, 10 MiB of `line`, then a last line: read to it, the run would not have ended. */
    function* blanks(head: string, line: string): Generator<string> {
      yield head;
      for (const chunk = line.repeat(65536 / line.length); pulled < 160; pulled++) yield chunk;
      yield 'tail\n';
    }
    const reader = new LineReader(blanks('x\n', '\r\n'));
    expect(reader.next()).toEqual({ number: 1, text: 'x' });
    reader.skipBlankLines();
    expect(reader.atEnd()).toBe(true);
    // Each blank line is 2 characters: the one that takes the run past 8 MiB is its last.
    expect(reader.endless).toEqual({ line: 2, lines: MAX_BLANK_RUN / 2 + 1 });
    expect(pulled).toBeLessThanOrEqual(MAX_BLANK_RUN / 65536 + 1);
    // A run broken by a line with something on it starts again: shorter runs are read on.
    const runs = ['\n'.repeat(MAX_BLANK_RUN - 1), 'y\n', '  \n'.repeat(MAX_BLANK_RUN / 4), 'z'];
    const broken = new LineReader(runs);
    broken.skipBlankLines();
    expect(broken.next()?.text).toBe('y');
    broken.skipBlankLines();
    expect(broken.next()).toEqual({ number: MAX_BLANK_RUN + 1 + MAX_BLANK_RUN / 4, text: 'z' });
    expect(broken.endless).toBeUndefined();
  });

  it('gives the end location after the last character', () => {
    expect(new LineReader('ab\ncde\n').endLocation()).toEqual({ line: 2, column: 4 });
    expect(new LineReader('').endLocation()).toEqual({ line: 1, column: 1 });
  });
});

describe('LineReader for readers of whole cases', () => {
  it('looks ahead without consuming, the same lines whether chunks cut them or not', () => {
    for (const source of ['a\nb  \r\nc\n', ['a\nb', '  \r', '\nc\n']]) {
      const reader = new LineReader(source);
      expect([0, 1, 2, 3].map((ahead) => reader.peekTextAhead(ahead))).toEqual(['a', 'b', 'c', undefined]);
      expect(reader.lineNumber).toBe(1);
      reader.advance();
      expect(reader.peekTextAhead(1)).toBe('c');
      reader.advance();
      reader.advance();
      expect(reader.atEnd()).toBe(true);
      expect(reader.lineNumber).toBe(4);
    }
  });

  it('hands out the unread text from the next line on, and passLines consumes the lines split there', () => {
    const reader = new LineReader(['3\nab\r\ncd\nrest', '\n']);
    // Line 1 goes through the reader (it may carry a byte-order mark).
    expect(reader.unread()).toBeUndefined();
    reader.advance();
    const unread = reader.unread();
    expect(unread && new TextDecoder().decode(unread.bytes.subarray(unread.start))).toBe('ab\r\ncd\nrest');
    reader.passLines(2, unread!.start + 7);
    expect(reader.peek()).toEqual({ number: 4, text: 'rest' });
    // Once the next line is read, the unread text starts after it: none is handed out.
    expect(reader.unread()).toBeUndefined();
    expect(() => reader.passLines(1, 5)).toThrow();
    reader.advance();
    // At the end, the end location is just past the last line read.
    expect(reader.endLocation()).toEqual({ line: 4, column: 5 });
    const last = new LineReader('3\nab\ncd\n');
    last.advance();
    last.passLines(2, last.unread()!.start + 6);
    expect(last.atEnd()).toBe(true);
    expect(last.endLocation()).toEqual({ line: 3, column: 3 });
    // passLines refuses to end anywhere but just after a line end.
    const partial = new LineReader('3\nab\ncd\n');
    partial.advance();
    expect(() => partial.passLines(1, partial.unread()!.start + 2)).toThrow();
    expect(partial.peek()).toEqual({ number: 2, text: 'ab' });
    // Text beyond ASCII is not handed out as bytes: its characters and bytes would not line up.
    const accented = new LineReader('3\nab\nxé\n');
    accented.advance();
    expect(accented.unread()).toBeUndefined();
    expect(accented.peek()).toEqual({ number: 2, text: 'ab' });
  });

  it('joins the unread rest of a chunk with the next chunk when the rest is at most half the chunk, and reads on as before', () => {
    const reader = new LineReader(['3\nab\nc', '', 'd\nef\n', 'gh\n']);
    reader.advance();
    reader.passLines(1, reader.unread()!.start + 3);
    const bytesOf = (unread: ReturnType<LineReader['unread']>): string =>
      new TextDecoder().decode(unread!.bytes.subarray(unread!.start));
    expect(bytesOf(reader.unread())).toBe('c');
    // The empty chunk is passed over.
    expect(reader.joinNextChunk()).toBe(true);
    expect(bytesOf(reader.unread())).toBe('cd\nef\n');
    // More than half of this chunk is unread: it is not joined.
    expect(reader.joinNextChunk()).toBe(false);
    expect(bytesOf(reader.unread())).toBe('cd\nef\n');
    expect(reader.next()).toEqual({ number: 3, text: 'cd' });
    expect(reader.joinNextChunk()).toBe(true);
    expect(bytesOf(reader.unread())).toBe('ef\ngh\n');
    expect([reader.next(), reader.next()]).toEqual([
      { number: 4, text: 'ef' },
      { number: 5, text: 'gh' },
    ]);
    // Nothing is left to join: at the end of the source, and once a line is peeked (its text is no longer unread).
    expect(reader.joinNextChunk()).toBe(false);
    // At a chunk's end, the next chunk is taken whole; the LF of a CRLF split between them is passed over.
    const split = new LineReader(['1\nab\r', '\ncd\n']);
    split.advance();
    expect(split.next()).toEqual({ number: 2, text: 'ab' });
    expect(split.unread()).toBeUndefined();
    expect(split.joinNextChunk()).toBe(true);
    expect(bytesOf(split.unread())).toBe('cd\n');
    expect([split.next(), split.next()]).toEqual([{ number: 3, text: 'cd' }, undefined]);
    const peeked = new LineReader(['1\nab\ncd\nef\ng', 'h\n']);
    peeked.advance();
    peeked.peek();
    expect(peeked.joinNextChunk()).toBe(false);
    expect([peeked.next(), peeked.next(), peeked.next(), peeked.next()]).toEqual([
      { number: 2, text: 'ab' },
      { number: 3, text: 'cd' },
      { number: 4, text: 'ef' },
      { number: 5, text: 'gh' },
    ]);
  });

  it('reports cut lines until they are taken', () => {
    const reader = new LineReader('abcdef\nx\n', { maxLineLength: 3 });
    reader.advance();
    expect(reader.hasCutLines()).toBe(true);
    expect(reader.takeCutLines()).toEqual([1]);
    expect(reader.hasCutLines()).toBe(false);
  });
});

describe('columns', () => {
  it('count characters, so an emoji is one column', () => {
    expect(columnAt('ab', 1)).toBe(2);
    expect(columnAt('\u{1F600}x', 2)).toBe(2);
  });

  it('trimLineEnd keeps leading blanks, which the formats do not tolerate', () => {
    expect(trimLineEnd('  x \t\r')).toBe('  x');
  });
});

describe('readIntegerLine', () => {
  it('reads digits and locates the first non-digit', () => {
    expect(readIntegerLine({ number: 1, text: '42' }, 'D')).toEqual({ ok: true, value: 42 });
    expect(readIntegerLine({ number: 7, text: '4x' }, 'D')).toMatchObject({ ok: false, error: { line: 7, column: 2 } });
    expect(readIntegerLine({ number: 1, text: '-1' }, 'D')).toMatchObject({ ok: false, error: { column: 1 } });
    expect(readIntegerLine({ number: 1, text: '' }, 'D')).toMatchObject({ ok: false });
  });

  it('refuses numbers too large to count exactly', () => {
    expect(readIntegerLine({ number: 1, text: '99999999999999999999' }, 'D')).toMatchObject({ ok: false });
  });
});
