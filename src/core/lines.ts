import { AsciiBytes } from './bytes.js';
import { columnAfter } from './characters.js';
import { plural } from './grouped.js';
import { type LocatedError, locatedError } from './located.js';

/**
 * Reads contest input a line at a time, remembering line numbers so that every complaint can say
 * where it is. Tolerates what every problem tolerates: any line end (LF, CRLF or CR alone),
 * trailing spaces and tabs, a missing final newline and a byte-order mark.
 */
export interface Line {
  /** 1-based line number. */
  readonly number: number;
  /** The line without its line end and without trailing spaces and tabs. */
  readonly text: string;
}

/** Input text: the whole of it, or its chunks in order (a line may span chunks). */
export type TextSource = string | Iterable<string>;

const LF = 10;
const CR = 13;

/**
 * The longest line a reader holds, in UTF-16 units, unless its format says otherwise: generous
 * (a checkers move or a piece list may run to hundreds of kilobytes on one line), yet bounded, so
 * that a line that never ends cannot fill memory.
 */
export const MAX_LINE_LENGTH = 1 << 20;

/**
 * The longest run of blank lines (spaces and tabs only, line ends counted) that is read: 8 MiB,
 * Kattis's default output limit. Past it the text is taken to go on with nothing else (`yes ''`),
 * and is not read further, so that such a stream ends. Every reader of an input holds it, and so
 * does `arbiter check` for the blank lines that end an output.
 */
export const MAX_BLANK_RUN = 8 << 20;
/** What passes MAX_BLANK_RUN, in messages on either side. */
export const BLANK_RUN_WORDS = `over ${MAX_BLANK_RUN >> 20} MiB of blank lines`;

/** A run of blank lines longer than MAX_BLANK_RUN: the line it starts on, and how many of its lines were read. */
export interface BlankRun {
  readonly line: number;
  readonly lines: number;
}

/** The one error for a run of blank lines past MAX_BLANK_RUN, at its first line. */
export const blankRunError = (run: BlankRun): LocatedError =>
  locatedError(
    run.line,
    1,
    `${BLANK_RUN_WORDS} from line ${run.line} (${plural(run.lines, 'line')} read): the rest of the input is not read`,
  );

/**
 * Cuts a text, given whole or in chunks, into lines without their line ends; a final line end
 * starts no empty line. Finds line ends with indexOf (remembered until passed), so a line costs
 * about one slice. A line longer than `maxLength` comes out cut to that length (`cut` says so)
 * and the rest of it is passed over without being held.
 */
class LineSplitter {
  private chunk = '';
  private at = 0;
  /** Next LF and CR in the chunk at or after `at`: -1 for none, -2 for not yet looked for. */
  private lf = -2;
  private cr = -2;
  /** A CR ended the last chunk: it may be the first half of a CRLF split across chunks. */
  private afterCR = false;
  /** The rest of a cut line is still to be passed over. */
  private skipping = false;
  /** The line last returned was cut to `maxLength`. */
  cut = false;
  /** The characters of the last line's end: 2 for a CRLF seen whole, 1 for another, 0 at the end of the text. */
  ending = 0;
  /** The chunk's bytes when it is all ASCII (null when it is not), made when first asked for. */
  private bytes: Uint8Array | null | undefined;
  private readonly ascii = new AsciiBytes();

  constructor(
    private readonly chunks: Iterator<string>,
    private readonly maxLength: number,
  ) {}

  /** The text not yet split, when a line starts there: the current chunk from `start`. */
  unsplit(): { readonly text: string; readonly start: number } | undefined {
    return this.skipping || this.at >= this.chunk.length ? undefined : { text: this.chunk, start: this.at };
  }

  /** The same as bytes, one per character, when the chunk is all ASCII: typed arrays read faster than strings. */
  unsplitBytes(): { readonly bytes: Uint8Array; readonly start: number } | undefined {
    if (this.skipping || this.at >= this.chunk.length) return undefined;
    if (this.bytes === undefined) this.bytes = this.ascii.of(this.chunk) ?? null;
    return this.bytes === null ? undefined : { bytes: this.bytes, start: this.at };
  }

  /** Passes over the current chunk up to `end`: lines the caller has split itself. */
  passTo(end: number): void {
    this.at = end;
  }

  /**
   * Makes the unsplit rest of the chunk (perhaps none) and the next chunk one chunk, so that a
   * caller splitting lines itself can read across the boundary; false, changing nothing, when there
   * is no next chunk, the rest is not all ASCII, or it is more than half the chunk (at least
   * as much has been passed over as is copied, so joining copies the input about twice at most, and
   * one chunk and a half is held).
   */
  joinNext(): boolean {
    const rest = this.chunk.length - this.at;
    if (this.skipping || (rest > 0 && this.bytes === null) || 2 * rest > this.chunk.length) return false;
    for (;;) {
      const next = this.chunks.next();
      if (next.done) return false;
      if (next.value === '') continue;
      // A CR that ended the chunk (no rest) and an LF that starts this one are one line end.
      const skip = rest === 0 && this.afterCR && next.value.charCodeAt(0) === LF ? 1 : 0;
      this.chunk = rest === 0 ? next.value : this.chunk.slice(this.at) + next.value;
      this.bytes = undefined;
      this.at = skip;
      this.afterCR = false;
      this.lf = this.cr = -2;
      return true;
    }
  }

  next(): string | undefined {
    let pending = '';
    this.cut = false;
    this.ending = 0;
    for (;;) {
      if (this.at >= this.chunk.length) {
        const next = this.chunks.next();
        if (next.done) {
          this.skipping = false;
          return pending === '' ? undefined : pending;
        }
        if (next.value === '') continue;
        this.chunk = next.value;
        this.bytes = undefined;
        this.at = this.afterCR && this.chunk.charCodeAt(0) === LF ? 1 : 0;
        this.afterCR = false;
        this.lf = this.cr = -2;
        continue;
      }
      if (this.lf !== -1 && this.lf < this.at) this.lf = this.chunk.indexOf('\n', this.at);
      if (this.cr !== -1 && this.cr < this.at) this.cr = this.chunk.indexOf('\r', this.at);
      const end = this.cr < 0 || (this.lf >= 0 && this.lf < this.cr) ? this.lf : this.cr;
      const stop = end < 0 ? this.chunk.length : end;
      if (!this.skipping && pending.length + stop - this.at > this.maxLength) {
        // Too long: give out its beginning now, pass over the rest as it comes.
        const take = this.maxLength - pending.length;
        const line = pending + this.chunk.slice(this.at, this.at + take);
        this.at += take;
        this.skipping = true;
        this.cut = true;
        return line;
      }
      if (end < 0) {
        if (!this.skipping) pending += this.chunk.slice(this.at);
        this.at = this.chunk.length;
        continue;
      }
      const line = this.skipping ? undefined : pending + this.chunk.slice(this.at, end);
      this.at = end + 1;
      this.ending = 1;
      if (end === this.cr) {
        if (this.at === this.chunk.length) this.afterCR = true;
        else if (this.chunk.charCodeAt(this.at) === LF) {
          this.at++;
          this.ending = 2;
        }
      }
      if (line === undefined) {
        this.skipping = false;
        continue;
      }
      return line;
    }
  }
}

const chunksOf = (source: TextSource): Iterator<string> =>
  (typeof source === 'string' ? [source] : source)[Symbol.iterator]();

/** The lines of a text without their line ends (LF, CRLF or CR alone); a final line end starts no empty line. */
export function* splitLines(source: TextSource): Generator<string, void, undefined> {
  const lines = new LineSplitter(chunksOf(source), Infinity);
  for (let line = lines.next(); line !== undefined; line = lines.next()) yield line;
}

export interface LineReaderOptions {
  /** Lines longer than this are cut to it, the rest passed over, and listed by `takeCutLines`. */
  readonly maxLineLength?: number;
}

export class LineReader {
  private readonly source: LineSplitter;
  /** The next line, trimmed, once read from the source (undefined: not read yet, or the end). */
  private nextText: string | undefined;
  /** Lines read beyond the next one (peekTextAhead, endLocation), from laterHead on. */
  private readonly later: string[] = [];
  private laterHead = 0;
  private consumed = 0;
  /** The last line read from the source, and how many were read, for the end location. */
  private last = '';
  private read = 0;
  /** Numbers of the lines read that were cut, not yet taken. */
  private cutLines: number[] = [];
  /** The run of blank lines being read: its first line, its lines, its characters (line ends counted). */
  private blankFirst = 0;
  private blankLines = 0;
  private blankSize = 0;
  /**
   * A run of blank lines went on past MAX_BLANK_RUN: the text is taken to end there (its blank lines
   * read so far still come out), and its readers say so with blankRunError.
   */
  endless: BlankRun | undefined;
  readonly maxLineLength: number;

  constructor(source: TextSource, options: LineReaderOptions = {}) {
    this.maxLineLength = options.maxLineLength ?? MAX_LINE_LENGTH;
    this.source = new LineSplitter(chunksOf(source), this.maxLineLength);
  }

  /** Reads one more line from the source, trimmed; undefined at the end of the input (or of a blank run too long). */
  private pull(): string | undefined {
    if (this.endless) return undefined;
    const next = this.source.next();
    if (next === undefined) return undefined;
    // A byte-order mark is invisible in editors; dropping it keeps line 1's columns right.
    this.last = trimLineEnd(this.read === 0 && next.charCodeAt(0) === 0xfeff ? next.slice(1) : next);
    this.read++;
    if (this.source.cut) this.cutLines.push(this.read);
    if (this.last !== '') {
      this.blankLines = 0;
    } else {
      if (this.blankLines++ === 0) {
        this.blankFirst = this.read;
        this.blankSize = 0;
      }
      this.blankSize += next.length + this.source.ending;
      if (this.blankSize > MAX_BLANK_RUN) {
        this.endless = { line: this.blankFirst, lines: this.blankLines };
        return undefined;
      }
    }
    return this.last;
  }

  /** The numbers of the cut lines (longer than maxLineLength) among the lines before `line`, each given once. */
  takeCutLines(line = this.lineNumber): number[] {
    if (this.cutLines.length === 0 || this.cutLines[0] >= line) return [];
    const taken = this.cutLines.filter((number) => number < line);
    this.cutLines = this.cutLines.filter((number) => number >= line);
    return taken;
  }

  /** Line number of the next line, or of the last line + 1 at the end of the input. */
  get lineNumber(): number {
    return this.consumed + 1;
  }

  atEnd(): boolean {
    return this.peekText() === undefined;
  }

  /** The next line's text without consuming it (no allocation: parsers call this per row). */
  peekText(): string | undefined {
    if (this.nextText === undefined) {
      if (this.laterHead < this.later.length) {
        this.nextText = this.later[this.laterHead++];
        // All looked-ahead lines taken: start the list again, so that it stays as short as the longest look ahead.
        if (this.laterHead === this.later.length) this.later.length = this.laterHead = 0;
      } else {
        this.nextText = this.pull();
      }
    }
    return this.nextText;
  }

  /**
   * The text of the line `ahead` lines after the next one (0: the next one), without consuming
   * anything; undefined past the end of the input. For readers that decide on several lines at once.
   */
  peekTextAhead(ahead: number): string | undefined {
    const next = this.peekText();
    if (ahead === 0 || next === undefined) return next;
    while (this.later.length - this.laterHead < ahead) {
      const line = this.pull();
      if (line === undefined) return undefined;
      this.later.push(line);
    }
    return this.later[this.laterHead + ahead - 1];
  }

  /**
   * For readers that split lines faster themselves (answer mode's shortcut): the input from the
   * start of the next line as far as it has come in, as bytes (`bytes` from `start`), when that
   * line has not been read yet and what has come in is all ASCII; otherwise undefined. What the
   * caller reads there it consumes with `passLines`.
   */
  unread(): { readonly bytes: Uint8Array; readonly start: number } | undefined {
    if (this.nextText !== undefined || this.laterHead < this.later.length) return undefined;
    // Line 1 is read through the reader: it may start with a byte-order mark.
    return this.read === 0 ? undefined : this.source.unsplitBytes();
  }

  /**
   * Consumes the `count` lines that the caller split in `unread().bytes`, up to `end`, just after
   * the last one's line end. Each must end in "\n" (perhaps after a "\r"), with no trailing blank,
   * and be no longer than maxLineLength: lines as the reader itself would have given them.
   */
  passLines(count: number, end: number): void {
    const unsplit = this.unread() && this.source.unsplit();
    if (!unsplit || count < 1 || end > unsplit.text.length || unsplit.text.charCodeAt(end - 1) !== LF) {
      throw new Error('LineReader.passLines: no whole lines were split there');
    }
    const { text, start } = unsplit;
    this.source.passTo(end);
    this.last = trimLineEnd(text.slice(Math.max(start, text.lastIndexOf('\n', end - 2) + 1), end - 1));
    this.read += count;
    this.consumed += count;
    // Lines with something on them: a run of blank lines ends.
    this.blankLines = 0;
  }

  /**
   * When `unread()` gives bytes that end inside a line the caller needs whole, or none because the
   * chunk has ended: joins them with the next chunk of the source, so that `unread()` then gives
   * both; false when it cannot (see LineSplitter.joinNext), or when the next line has been read.
   */
  joinNextChunk(): boolean {
    return (
      this.nextText === undefined && this.laterHead >= this.later.length && this.read > 0 && this.source.joinNext()
    );
  }

  /** Whether some line read so far was cut and has not been taken by takeCutLines. */
  hasCutLines(): boolean {
    return this.cutLines.length > 0;
  }

  peek(): Line | undefined {
    const text = this.peekText();
    return text === undefined ? undefined : { number: this.lineNumber, text };
  }

  /** The next line, or undefined at the end of the input. */
  next(): Line | undefined {
    const line = this.peek();
    this.advance();
    return line;
  }

  /** The next line, when the caller knows there is one (it has peeked); a bug otherwise. */
  take(): Line {
    const line = this.next();
    if (!line) throw new Error('LineReader.take() at the end of the input');
    return line;
  }

  /** Consumes the next line; with peekText, reads a line without allocating a Line. */
  advance(): void {
    if (this.peekText() === undefined) return;
    this.nextText = undefined;
    this.consumed++;
  }

  /** Skips blank (or whitespace-only) lines. */
  skipBlankLines(): void {
    while (this.peekText() === '') this.advance();
  }

  /** The position just past the last line, for "the input ended early" complaints (reads to the end). */
  endLocation(): { line: number; column: number } {
    this.peekText();
    for (let line = this.pull(); line !== undefined; line = this.pull()) this.later.push(line);
    return { line: Math.max(1, this.read), column: columnAfter(this.last) };
  }

  /** An error at the start of the next line, or just past the end of the input if there is none. */
  errorAtNext(message: string): LocatedError {
    const where = this.atEnd() ? this.endLocation() : { line: this.lineNumber, column: 1 };
    return locatedError(where.line, where.column, message);
  }
}

/** Removes a CR line end and trailing spaces and tabs. */
export function trimLineEnd(raw: string): string {
  let end = raw.length;
  while (end > 0) {
    const code = raw.charCodeAt(end - 1);
    if (code !== 32 && code !== 9 && code !== CR) break;
    end--;
  }
  return end === raw.length ? raw : raw.slice(0, end);
}
