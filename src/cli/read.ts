import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { setFlagsFromString } from 'node:v8';
import { MAX_READ_LINE, judgedLine } from '../core/compare.js';
import { MAX_BLANK_RUN } from '../core/lines.js';
import { errnoWords, isErrno } from './errno.js';

/**
 * Reading files and standard input as streams, synchronously, a chunk at a time: the problem
 * runner and `check` hold one chunk (and one line) at a time, whatever the size of what they read.
 */

/** A failure to read once reading has begun (a directory, an I/O error), told apart from the program's own errors. */
export class ReadFailure extends Error {
  constructor(
    cause: unknown,
    /** The descriptor that could not be read, so that a reader of several can name the file. */
    readonly fd: number,
  ) {
    super('cannot read the input', { cause });
  }
}

/** Sleeps without spinning: for a descriptor that has nothing yet but is not at its end. */
export const pause = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** The bytes of a descriptor in chunks (each valid only until the next is asked for). */
function* readByteChunks(fd: number): Generator<Buffer, void, undefined> {
  const buffer = Buffer.allocUnsafe(1 << 16);
  for (;;) {
    let size: number;
    try {
      size = readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      // A descriptor in non-blocking mode (a terminal shared with another process) has nothing yet.
      if (isErrno(error, 'EAGAIN')) {
        pause(10);
        continue;
      }
      if (isErrno(error, 'EOF')) break;
      throw new ReadFailure(error, fd);
    }
    if (size === 0) break;
    yield buffer.subarray(0, size);
  }
}

/** The byte-order marks of encodings other than UTF-8, longest first (UTF-32's starts as UTF-16's does). */
const FOREIGN_MARKS: readonly {
  readonly bytes: readonly number[];
  readonly encoding: string;
  readonly iconv?: string;
}[] = [
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: 'UTF-32 (big-endian)', iconv: 'UTF-32' },
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: 'UTF-32 (little-endian)', iconv: 'UTF-32' },
  { bytes: [0x84, 0x31, 0x95, 0x33], encoding: 'GB 18030', iconv: 'GB18030' },
  { bytes: [0xdd, 0x73, 0x66, 0x73], encoding: 'UTF-EBCDIC' },
  { bytes: [0xfe, 0xff], encoding: 'UTF-16 (big-endian)', iconv: 'UTF-16' },
  { bytes: [0xff, 0xfe], encoding: 'UTF-16 (little-endian)', iconv: 'UTF-16' },
  { bytes: [0x2b, 0x2f, 0x76], encoding: 'UTF-7', iconv: 'UTF-7' },
  { bytes: [0xf7, 0x64, 0x4c], encoding: 'UTF-1' },
  { bytes: [0x0e, 0xfe, 0xff], encoding: 'SCSU' },
  { bytes: [0xfb, 0xee, 0x28], encoding: 'BOCU-1' },
];

/**
 * An input that starts with the byte-order mark of another encoding than UTF-8 (a UTF-16 file from
 * a Windows editor, say): read as UTF-8, it would be nothing but wrong characters. Not read; its
 * message names the encoding, and how to convert it.
 */
export class ForeignEncoding extends Error {
  constructor(
    readonly encoding: string,
    readonly fd: number,
    iconv?: string,
  ) {
    super(
      `the input is ${encoding}, by its byte-order mark; Arbiter reads UTF-8 (ASCII is UTF-8)` +
        (iconv ? `: convert it first, e.g. iconv -f ${iconv} -t UTF-8` : ''),
    );
  }
}

/**
 * The input as UTF-8 text in chunks, read synchronously as they are asked for, so that the cases
 * are judged while the rest is still coming and only one chunk is held. A character split between
 * two reads is kept whole (StringDecoder); invalid bytes become U+FFFD, as Buffer.toString does.
 * Another encoding's byte-order mark at the start is a ForeignEncoding, thrown at the first chunk.
 */
export function* readChunks(fd: number): Generator<string, void, undefined> {
  const decoder = new StringDecoder('utf8');
  /** The input's first bytes, until there are enough to tell a byte-order mark. */
  let head: Buffer | undefined = Buffer.alloc(0);
  const checked = (bytes: Buffer): void => {
    const mark = FOREIGN_MARKS.find((each) => each.bytes.every((byte, k) => bytes[k] === byte));
    if (mark) throw new ForeignEncoding(mark.encoding, fd, mark.iconv);
  };
  for (const chunk of readByteChunks(fd)) {
    let bytes = chunk;
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4) continue;
      checked(head);
      bytes = head;
      head = undefined;
    }
    const text = decoder.write(bytes);
    if (text !== '') yield text;
  }
  if (head && head.length > 0) {
    checked(head);
    const text = decoder.write(head);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/**
 * Reading a long input makes much short-lived garbage, and V8 then grows its young generation
 * (up to 3 x 16 MiB), which alone takes `check` or `validate` to 95-120 MB; kept at its first
 * size, the peak stays under 90 MB whatever the sizes (scripts/check-memory.sh and
 * scripts/memory-bounds.sh measure it).
 */
export const boundYoungGeneration = (): void => setFlagsFromString('--semi-space-growth-factor=1');

/** Why a file could not be read, in words rather than Node's error codes. */
export const readFailure = (error: unknown): string =>
  errnoWords(error, {
    ENOENT: 'no such file (check the name, or give "-" to read standard input)',
    EISDIR: 'it is a directory; give an input file',
  });

/** One line of a program's output: its bytes (one character per byte) as a judge reads them. */
export interface OutputLine {
  readonly text: string;
  /**
   * The line is longer than MAX_READ_LINE bytes: `text` is its start, and nothing after it is
   * read (a line without end, such as /dev/zero's, must not keep the reader going).
   */
  readonly long: boolean;
}

/**
 * The lines of an output, as a judge reads them: each with its trailing spaces, tabs and CR
 * dropped, and the blank lines at the end dropped too (`next` says so only once a line that is
 * not blank, or the end, shows whether they are at the end). Holds one chunk, one line and a count
 * of blank lines, whatever the output's size. A judge ignores trailing blank lines but reads a
 * finite file: a run of blank lines longer than MAX_BLANK_RUN bytes (the inputs' cap too) is taken
 * to go on, and is not read to its end: its lines come out as empty lines, and `endless` says so.
 */
export class OutputLines {
  private readonly chunks: Generator<Buffer, void, undefined>;
  private chunk: Buffer = Buffer.alloc(0);
  private at = 0;
  private ended = false;
  /** Blank lines read ahead, and the line that is not blank after them. */
  private blanks = 0;
  private after: OutputLine | undefined;
  /** The bytes of the last raw line, its line end included. */
  private rawBytes = 0;
  /** Lines handed out so far. */
  count = 0;
  /** A run of blank lines went on past MAX_BLANK_RUN bytes: nothing after its start was read. */
  endless = false;

  constructor(fd: number) {
    this.chunks = readByteChunks(fd);
  }

  /** The next line, or undefined at the end (or after a long line: the rest is not read). */
  next(): OutputLine | undefined {
    if (this.blanks === 0 && this.after === undefined && !this.endless) {
      let line = this.rawLine();
      let bytes = 0;
      while (line !== undefined && line.text === '' && !line.long) {
        this.blanks++;
        bytes += this.rawBytes;
        if (bytes > MAX_BLANK_RUN) {
          this.endless = this.ended = true;
          break;
        }
        line = this.rawLine();
      }
      // Blank lines before the end are no lines at all.
      if (line === undefined) this.blanks = 0;
      else if (this.endless) line = undefined;
      this.after = line;
    }
    let line: OutputLine | undefined;
    if (this.blanks > 0) {
      this.blanks--;
      line = { text: '', long: false };
    } else {
      line = this.after;
      this.after = undefined;
    }
    if (line) this.count++;
    return line;
  }

  /** The next line as it is (trailing blanks dropped), or undefined at the end. */
  private rawLine(): OutputLine | undefined {
    if (this.ended) return undefined;
    const parts: Buffer[] = [];
    let size = 0;
    for (;;) {
      if (this.at >= this.chunk.length) {
        const next = this.chunks.next();
        if (next.done) {
          this.ended = true;
          this.rawBytes = size;
          return size === 0 && parts.length === 0 ? undefined : this.line(parts, false);
        }
        // The chunk's buffer is reused by the next read: keep what a line needs as a copy.
        this.chunk = next.value;
        this.at = 0;
      }
      const end = this.chunk.indexOf(10, this.at);
      // Most lines lie whole in one chunk: read them straight from it, with no copy.
      if (parts.length === 0 && end >= 0 && end - this.at <= MAX_READ_LINE) {
        const text = this.chunk.toString('latin1', this.at, end);
        this.rawBytes = end + 1 - this.at;
        this.at = end + 1;
        return { text: judgedLine(text), long: false };
      }
      const stop = end < 0 ? this.chunk.length : end;
      const room = MAX_READ_LINE + 1 - size;
      const piece = this.chunk.subarray(this.at, Math.min(stop, this.at + room));
      parts.push(Buffer.from(piece));
      size += piece.length;
      if (size > MAX_READ_LINE) {
        this.ended = true;
        return this.line(parts, true);
      }
      if (end >= 0) {
        this.at = end + 1;
        this.rawBytes = size + 1;
        return this.line(parts, false);
      }
      this.at = this.chunk.length;
    }
  }

  private line(parts: readonly Buffer[], long: boolean): OutputLine {
    const text = Buffer.concat(parts).toString('latin1');
    // A long line keeps one byte beyond the limit, so that showing it says it was cut.
    return { text: long ? text : judgedLine(text), long };
  }
}
