import { lstatSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { escapeInput } from '../core/characters.js';
import { errnoWords, isErrno } from './errno.js';

/**
 * Files that are not Arbiter's, as `cp -i` and `ln` treat them: what `gen --out` and `package`
 * write is checked before any work starts, nothing existing is replaced without --force, and
 * nothing is written through a symbolic link (a new file is created with O_CREAT | O_EXCL, which
 * refuses a link; --force removes the link itself, never what it points to).
 */

/** Why DIR, named on the command line as where to write, cannot be: not a directory. Nothing yet is fine (it is made). */
export function notADirectory(dir: string): string | undefined {
  try {
    if (statSync(dir).isDirectory()) return undefined;
    return `${escapeInput(dir)} is not a directory`;
  } catch (error) {
    return isErrno(error, 'ENOENT') ? undefined : `cannot write to ${escapeInput(dir)}: ${errnoWords(error)}`;
  }
}

/** What is at `path` itself (a symbolic link, even a dangling one, counts), if anything. */
const existing = (path: string): 'directory' | 'link' | 'file' | undefined => {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  return stats === undefined ? undefined : stats.isDirectory() ? 'directory' : stats.isSymbolicLink() ? 'link' : 'file';
};

/**
 * Why `paths` cannot be written, checked before any work: the first that exists without `force`,
 * or (with it) one that is a directory where a file goes. Undefined when all can be.
 */
export function inTheWay(paths: readonly { path: string; directory?: boolean }[], force: boolean): string | undefined {
  for (const { path, directory = false } of paths) {
    const there = existing(path);
    if (there === undefined) continue;
    if (!force)
      return `${escapeInput(path)} already exists${there === 'link' ? ' (a symbolic link)' : ''}; give --force to replace it`;
    if (there === 'directory' && !directory)
      return `${escapeInput(path)} is a directory; it is not replaced, even with --force`;
  }
  return undefined;
}

/** Removes what is at `path` (a link itself, not its target; a directory with what it holds). */
export const remove = (path: string): void => rmSync(path, { recursive: true, force: true });

/** Writes a new file: never through a symbolic link, never over a file (EEXIST). */
export const writeNew = (path: string, content: string | Uint8Array): void =>
  writeFileSync(path, content, { flag: 'wx' });

/**
 * Why `path` cannot be a file that a run rewrites as it goes (`stress --out`), checked before any
 * work: a symbolic link (written through, it would change a file elsewhere) unless `force`, or a
 * directory. A file there is replaced, as `gcc -o` replaces its output.
 */
export function notRewritable(path: string, force: boolean): string | undefined {
  const there = existing(path);
  if (there === 'directory') return `${escapeInput(path)} is a directory; give a file name`;
  if (there === 'link' && !force)
    return `${escapeInput(path)} is a symbolic link; it is not written through (give --force to replace the link itself)`;
  return undefined;
}

/**
 * Replaces `path` with a file holding `content`, whole: written beside it under a new name, then
 * renamed over it, so that a reader never sees half of it and a link there is replaced, never
 * written through.
 */
export function replaceWhole(path: string, content: string | Uint8Array): void {
  const partial = `${path}.${process.pid}.partial`;
  try {
    writeNew(partial, content);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Why a write failed, naming the file (or `fallback`), as one line. */
export function cannotWrite(error: unknown, fallback: string): string {
  const path = (error as NodeJS.ErrnoException | undefined)?.path ?? fallback;
  return `cannot write ${escapeInput(path)}: ${errnoWords(error, { EEXIST: 'it exists now; give --force to replace it' })}`;
}
