import { writeSync } from 'node:fs';
import { errnoWords, isErrno } from './errno.js';
import { pause } from './read.js';

/**
 * Ends the run when standard output cannot be written: one line on standard error saying why
 * (`arbiter: cannot write the output: no space left on device`) and status 1, in every command.
 * A reader that has gone (`arbiter ... | head`) gets no line, as with every Unix tool: it closed
 * the pipe on purpose. The status is still 1, for scripts with pipefail: not every answer was taken.
 */
export function outputFailed(error: unknown): never {
  if (!isErrno(error, 'EPIPE')) {
    try {
      writeSync(2, `arbiter: cannot write the output: ${errnoWords(error)}\n`);
    } catch {
      // Standard error cannot be written either: the status alone says it.
    }
  }
  process.exit(1);
}

/**
 * The one writer of every command's output: all of `text` to a descriptor, synchronously, so that
 * answers go out in order with the errors and while the input is still being read. A short write
 * (a disk that fills up) is written on until the system says why it cannot be: then standard
 * output ends the run (outputFailed); standard error that cannot be written is dropped. Node's own
 * stream for a file takes a short write for a whole one, and says nothing.
 */
export function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      if (isErrno(error, 'EAGAIN')) pause(1);
      else if (fd === 1) outputFailed(error);
      else return;
    }
  }
}

/** Standard output, written whole or the run ends (writeAll): help, --sample and every command's output. */
export const writeOutput = (text: string): void => writeAll(1, text);

/** Standard error, written whole as far as it can be (writeAll); what cannot be written is dropped. */
export const standardError: { readonly isTTY: boolean; write(text: string): unknown } = {
  get isTTY() {
    return process.stderr.isTTY === true;
  },
  write: (text) => writeAll(2, text),
};

/** Buffers standard output so that 100,000 short lines cost a few writes, not 100,000. */
export class LineSink {
  private chunks: string[] = [];
  private size = 0;
  private lastFlush = Date.now();

  constructor(private readonly write: (text: string) => void) {}

  line(text: string): void {
    this.text(`${text}\n`);
  }

  /** Whole lines, each ending in "\n". */
  text(lines: string): void {
    this.chunks.push(lines);
    this.size += lines.length;
    // Flush often enough that a slow case's answer shows up promptly.
    if (this.size > 1 << 16 || Date.now() - this.lastFlush > 200) this.flush();
  }

  flush(): void {
    if (this.chunks.length > 0) this.write(this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
    this.lastFlush = Date.now();
  }
}

export interface ProgressOptions {
  /** Who reports, before the colon: "arbiter" unless given. */
  readonly command?: string;
  /** What is counted: "case" unless given ("root move" for perft). */
  readonly unit?: string;
  /** The clock, in milliseconds; tests give their own so that nothing depends on real time. */
  readonly now?: () => number;
  /**
   * Also report when standard error is not a terminal (a log file, CI), as whole lines at most
   * this many milliseconds apart: for runs long enough that silence would look like a hang.
   */
  readonly logEveryMs?: number;
}

/** "case 1200/5000" on a terminal's standard error, once a run has taken more than a second. */
export class Progress {
  private readonly now: () => number;
  private readonly start: number;
  private readonly label: string;
  private readonly logEveryMs: number | undefined;
  private lastShown = 0;
  private shown = false;

  /** `total` is undefined while it is not known: the count is then shown alone. */
  constructor(
    private total: number | undefined,
    private readonly stream: { isTTY?: boolean; write(text: string): unknown },
    options: ProgressOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.start = this.now();
    this.label = `${options.command ?? 'arbiter'}: ${options.unit ?? 'case'}`;
    this.logEveryMs = options.logEveryMs;
  }

  /** For runs that learn how many there are only once they have begun (perft's root moves). */
  setTotal(total: number | undefined): void {
    this.total = total;
  }

  /** `detail` says what the current case is doing, for searches that take a while. */
  update(done: number, detail = ''): void {
    const now = this.now();
    // Nothing shows in a run's first second but in a log: whether the stream is a terminal is asked
    // only after that (for standard error, asking loads node:tty, which a short run can do without).
    if (this.logEveryMs === undefined && now - this.start < 1000) return;
    const terminal = this.stream.isTTY === true;
    if (!terminal && this.logEveryMs === undefined) return;
    // On a terminal, live after a second; in a log, a line every logEveryMs.
    const gap = terminal ? 100 : (this.logEveryMs ?? 0);
    if (now - this.start < (terminal ? 1000 : gap) || now - this.lastShown < gap) return;
    this.lastShown = now;
    const elapsed = `${((now - this.start) / 1000).toFixed(1)} s`;
    const text =
      `${this.label} ` +
      `${done}${this.total === undefined ? '' : `/${this.total}`}${detail ? `, ${detail}` : ''} (${elapsed})`;
    if (!terminal) {
      this.stream.write(`${text}\n`);
      return;
    }
    this.shown = true;
    this.stream.write(`\r\x1b[K${text}`);
  }

  done(): void {
    if (this.shown) this.stream.write('\r\x1b[K');
  }
}
