import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * What several test files need and one can build for all, once a run (docs/testing.md, "The
 * suite's cost"): the packed and installed package, the judge packages, compiled programs. The
 * first file that asks builds it in the run's folder (test/helpers/run-folder.ts), under a name
 * keyed by the content it is built from; a file that asks meanwhile waits for it to be done (a
 * lock file, and fs.watch for the end), and a build that fails fails every file that asks, with
 * its reason. What is built is read, never changed: a test writes in a folder of its own.
 */

const ROOT = new URL('../../', import.meta.url).pathname;

/** A hash of the files given (relative to the repository), and of every file under the folders given. */
export function contentKey(paths: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (path: string): void => {
    const full = join(ROOT, path);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) add(join(path, name));
    else hash.update(`${path}\0`).update(readFileSync(full)).update('\0');
  };
  for (const path of paths) add(path);
  return hash.digest('hex').slice(0, 16);
}

/** Whether the lock is held by a process that has ended (killed while it built). */
function abandoned(lock: string): boolean {
  let holder: number;
  try {
    holder = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  try {
    process.kill(holder, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Takes the lock, a file holding this process's id, made whole at once (a link to a file written
 * first): false when another process holds it.
 */
function lockTaken(lock: string): boolean {
  const mine = `${lock}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, lock);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Waits until `ended()` holds: checked on each change in `folder` (fs.watch) and, for a builder
 * killed before it could write a word, now and then.
 */
function until(folder: string, ended: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(folder);
    const check = (): void => {
      if (!ended()) return;
      watcher.close();
      clearInterval(killed);
      resolve();
    };
    watcher.on('change', check);
    const killed = setInterval(check, 1000);
    check();
  });
}

/**
 * The folder of `name` built for `key` in this run: built by `build` into an empty folder if no
 * file has built it yet, or awaited while another file builds it.
 */
export async function shared(name: string, key: string, build: (dir: string) => Promise<void> | void): Promise<string> {
  const folder = inject('runFolder');
  const dir = join(folder, `${name}-${key}`);
  const done = `${dir}.done`;
  const failed = `${dir}.failed`;
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(done)) return dir;
    if (existsSync(failed)) throw new Error(`${name} was not built for this run: ${readFileSync(failed, 'utf8')}`);
    if (!lockTaken(lock)) {
      await until(folder, () => existsSync(done) || existsSync(failed) || !existsSync(lock) || abandoned(lock));
      // A builder killed midway left no word: said, rather than built again beside another taker.
      if (abandoned(lock)) throw new Error(`${name}: the test process that built it ended midway (${lock})`);
      continue;
    }
    try {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      await build(dir);
      writeFileSync(done, '');
      return dir;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}
