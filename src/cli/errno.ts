/**
 * Failed system calls in words: the one mapping from Node's error codes to what the CLI says
 * (`arbiter: cannot read x.txt: no such file`, `arbiter: cannot write the output: no space left
 * on device`). A caller may give its own words for a code where it knows more (reading a file
 * that does not exist suggests "-" for standard input).
 */

const WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file is too large',
  EIO: 'input/output error',
  EPIPE: 'the reader has gone (broken pipe)',
  ECONNRESET: 'the reader has gone (connection reset)',
  EBADF: 'the descriptor is not open',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  ENOMEM: 'out of memory',
  EINVAL: 'invalid argument',
};

/** The error code of a failed system call, if it is one. */
export const errnoCode = (error: unknown): string | undefined => {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isErrno = (error: unknown, code: string): boolean => errnoCode(error) === code;

/** Why a system call failed, in words: `hints` first, then the mapping, then the error's own message. */
export function errnoWords(error: unknown, hints: Readonly<Record<string, string>> = {}): string {
  const code = errnoCode(error);
  if (code !== undefined) {
    const words = hints[code] ?? WORDS[code];
    if (words !== undefined) return words;
  }
  return error instanceof Error ? error.message : String(error);
}
