import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  statfsSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { escapeInput } from '../core/characters.js';
import { errnoCode, errnoWords, isErrno } from './errno.js';

/**
 * Files that are not Arbiter's, as `cp -i` and `ln` treat them: what `gen --out` and `package`
 * write is checked before any work starts, nothing existing is replaced without --force, and
 * nothing is written through a symbolic link (a new file is created with O_CREAT | O_EXCL, which
 * refuses a link; --force removes the link itself, never what it points to). And files written
 * whole or not at all: each is written under a temporary name beside it and renamed into place
 * when complete (WholeFiles), so that a full disk or an interrupt leaves no half of one.
 */

/**
 * Why DIR, named on the command line as where to write, cannot be: not a directory. Nothing yet is fine (it is made).
 */
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
      return (
        `${escapeInput(path)} already exists${there === 'link' ? ' (a symbolic link)' : ''}; ` +
        `give --force to replace it`
      );
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
    return (
      `${escapeInput(path)} is a symbolic link; it is not written through (give --force to ` +
      `replace the link itself)`
    );
  return undefined;
}

/** The temporary name a file or folder is written under beside `path`: hidden, and this process's own. */
export const partialName = (path: string): string => join(dirname(path), `.${basename(path)}.${process.pid}.partial`);

/** Whether the process `pid` has ended (no such process); one that runs as another user is still there. */
const ended = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return isErrno(error, 'ESRCH');
  }
};

/**
 * Removes the files in `dir` that are the temporary names (partialName) of files `named` by a
 * process that has ended: what a run stopped by SIGKILL, or a power cut, left. Those of a run still
 * going on are left alone. Returns the names removed.
 */
export function removeStalePartials(dir: string, named: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = /^\.(.+)\.(\d+)\.partial$/.exec(name);
    if (!match || !named(match[1]) || Number(match[2]) === process.pid || !ended(Number(match[2]))) continue;
    const path = join(dir, name);
    if (existing(path) !== 'file') continue;
    rmSync(path, { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Replaces `path` with a file holding `content`, whole: written beside it under a new name, then
 * renamed over it, so that a reader never sees half of it and a link there is replaced, never
 * written through.
 */
export function replaceWhole(path: string, content: string | Uint8Array): void {
  const partial = partialName(path);
  try {
    writeNew(partial, content);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** A write that failed, with the file it was for (not its temporary name) and the system's error. */
export class WriteFailure extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`cannot write ${path}`, { cause });
  }
}

/**
 * Files written whole or not at all, as a set: `write` puts each under a temporary name beside it
 * (partialName), `commit` renames them all into place, and `abort`, or a failure of either, removes
 * every one, those already in place too. Without `force` a file is put in place with link(2), which
 * never replaces one that appeared meanwhile; with it, rename(2) replaces it (a link itself, never
 * what it points to). Failures are WriteFailures naming the file.
 */
export class WholeFiles {
  private readonly staged: { readonly path: string; readonly partial: string }[] = [];
  private readonly placed: string[] = [];

  constructor(private readonly force: boolean) {}

  write(path: string, content: string | Uint8Array, executable = false): void {
    const partial = partialName(path);
    try {
      writeNew(partial, content);
      this.staged.push({ path, partial });
      if (executable) chmodSync(partial, 0o755);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') rmSync(partial, { force: true });
      this.abort();
      throw new WriteFailure(path, error);
    }
  }

  commit(): void {
    for (const { path, partial } of this.staged) {
      try {
        if (this.force) renameSync(partial, path);
        else {
          linkSync(partial, path);
          unlinkSync(partial);
        }
        this.placed.push(path);
      } catch (error) {
        this.abort();
        throw new WriteFailure(path, error);
      }
    }
    this.staged.length = 0;
  }

  /** Removes every file written or put in place so far. */
  abort(): void {
    for (const { partial } of this.staged.splice(0)) rmSync(partial, { force: true });
    for (const path of this.placed.splice(0)) rmSync(path, { force: true });
  }
}

/** Why a write failed, naming the file (or `fallback`), as one line. */
export function cannotWrite(error: unknown, fallback: string): string {
  const failure = error instanceof WriteFailure ? error : undefined;
  const cause = failure ? failure.cause : error;
  const path = failure?.path ?? (error as NodeJS.ErrnoException | undefined)?.path ?? fallback;
  return (
    `cannot write ${escapeInput(path)}: ` +
    `${errnoWords(cause, { EEXIST: 'it exists now; give --force to replace it' })}`
  );
}

/**
 * Makes `dir` where it does not exist, and checks that files can be written in it, before any
 * work: a directory at a time (a recursive mkdir says "no such file or directory" for a read-only
 * file system), then a small file written and removed there, then, given `bytes`, the space free
 * for them. Returns the directories it made, to be removed after a failure (`unmake`), or why it
 * cannot: `cannot write to DIR: the file system is read-only`.
 */
export function writableDirectory(dir: string, bytes = 0): { readonly made: string[] } | { readonly why: string } {
  const made: string[] = [];
  const probe = join(dir, `.arbiter-probe.${process.pid}`);
  try {
    const missing: string[] = [];
    for (let at = resolve(dir); statSync(at, { throwIfNoEntry: false }) === undefined; at = dirname(at)) {
      missing.unshift(at);
      if (dirname(at) === at) break;
    }
    for (const path of missing) {
      mkdirSync(path);
      made.push(path);
    }
    // A full disk takes a new empty file; only writing into it finds the disk full.
    writeNew(probe, Buffer.alloc(4096));
    rmSync(probe);
    const free = bytes > 0 ? statfsSync(dir) : undefined;
    if (free && free.bavail * free.bsize < bytes) {
      unmake(made);
      const mb = (count: number): string => `${(count / 1e6).toFixed(1)} MB`;
      return {
        why:
          `cannot write to ${escapeInput(dir)}: no space left on device ` +
          `(${mb(free.bavail * free.bsize)} free, ${mb(bytes)} needed at least)`,
      };
    }
    return { made };
  } catch (error) {
    rmSync(probe, { force: true });
    unmake(made);
    return { why: `cannot write to ${escapeInput(dir)}: ${errnoWords(error)}` };
  }
}

/** Removes the directories `writableDirectory` made, innermost first, where they are still empty. */
export function unmake(made: readonly string[]): void {
  for (const path of [...made].reverse()) {
    try {
      rmdirSync(path);
    } catch {
      // Not empty (something else wrote there), or gone: left as it is.
    }
  }
}
