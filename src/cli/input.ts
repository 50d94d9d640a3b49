import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Reading the input in chunks as it comes (the problems and `validate` read as they go), and read failures in words. */

/** A failure to read the input once reading has begun (a directory, an I/O error), told apart from the program's own errors. */
export class ReadFailure extends Error {
  constructor(cause: unknown) {
    super('cannot read the input', { cause });
  }
}

/** Sleeps without spinning: for a descriptor that has nothing yet but is not at its end. */
export const pause = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export const isErrno = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | undefined)?.code === code;

/**
 * The input as UTF-8 text in chunks, read synchronously as they are asked for, so that the cases
 * are judged while the rest is still coming and only one chunk is held. A character split between
 * two reads is kept whole (StringDecoder); invalid bytes become U+FFFD, as Buffer.toString does.
 */
export function* readChunks(fd: number): Generator<string, void, undefined> {
  const buffer = Buffer.allocUnsafe(1 << 16);
  const decoder = new StringDecoder('utf8');
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
      throw new ReadFailure(error);
    }
    if (size === 0) break;
    const text = decoder.write(buffer.subarray(0, size));
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** Why a file could not be read, in words rather than Node's error codes. */
export function readFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file (check the name, or give "-" to read standard input)';
    case 'EISDIR':
      return 'it is a directory; give an input file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
