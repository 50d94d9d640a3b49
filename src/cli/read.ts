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

/**
 * The input as UTF-8 text in chunks, read synchronously as they are asked for, so that the cases
 * are judged while the rest is still coming and only one chunk is held. A character split between
 * two reads is kept whole (StringDecoder); invalid bytes become U+FFFD, as Buffer.toString does.
 */
export function* readChunks(fd: number): Generator<string, void, undefined> {
  const decoder = new StringDecoder('utf8');
  for (const chunk of readByteChunks(fd)) {
    const text = decoder.write(chunk);
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
