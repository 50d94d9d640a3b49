import { existsSync, readFileSync } from 'node:fs';
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
 * is no such file here, and Arbiter ships one of that name; or its bytes, when they are not UTF-8
 * (argumentBytes). Messages still name `file` as given.
 */
export function inputPath(file: string, folder = examplesFolder): string | Buffer {
  const name = /^(?:\.\/)?examples\/([^/]+)$/.exec(file)?.[1];
  if (name === undefined || existsSync(file)) return argumentBytes(file) ?? file;
  const shipped = folder();
  return shipped !== undefined && existsSync(join(shipped, name)) ? join(shipped, name) : file;
}

/**
 * The bytes of a command-line argument that is not valid UTF-8 (a file name in Latin-1, say): Node
 * gives each argument as UTF-8 text, every invalid byte a U+FFFD, so that such a name names no file;
 * /proc/self/cmdline has the bytes (Linux). Undefined for any other argument, or where they cannot
 * be read. The arguments are the last ones of the command line, in process.argv's order.
 */
export function argumentBytes(arg: string, argv: readonly string[] = process.argv): Buffer | undefined {
  if (!arg.includes('\uFFFD')) return undefined;
  let line: Buffer;
  try {
    line = readFileSync('/proc/self/cmdline');
  } catch {
    return undefined;
  }
  const words: Buffer[] = [];
  for (let at = 0; at < line.length;) {
    const end = line.indexOf(0, at);
    words.push(line.subarray(at, end < 0 ? line.length : end));
    at = end < 0 ? line.length : end + 1;
  }
  const given = argv.slice(2);
  const own = words.slice(words.length - given.length);
  const index = given.indexOf(arg);
  return index >= 0 && own.length === given.length && own[index].toString('utf8') === arg ? own[index] : undefined;
}
