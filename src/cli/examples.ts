import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The examples Arbiter ships (examples/ of the package, or of a clone): an input named
 * `examples/NAME` that is not in the current directory is read from them, so that every command of
 * the docs and of --help works as written from any directory, installed or in a clone.
 */

/**
 * examples/ of the package this program belongs to: the nearest examples/ at or above it (the
 * package's root, above dist/ or src/cli/). The bundle reads no package file to find it.
 */
export function examplesFolder(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'examples'))) return join(dir, 'examples');
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The path to open for the input argument `file`: `file` itself, unless it is `examples/NAME`, there
 * is no such file here, and Arbiter ships one of that name. Messages still name `file` as given.
 */
export function inputPath(file: string, folder = examplesFolder): string {
  const name = /^(?:\.\/)?examples\/([^/]+)$/.exec(file)?.[1];
  if (name === undefined || existsSync(file)) return file;
  const shipped = folder();
  return shipped !== undefined && existsSync(join(shipped, name)) ? join(shipped, name) : file;
}
