import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative, sep } from 'node:path';
import { shellWords } from '../core/characters.js';

/**
 * How this run of Arbiter was started, as a command a user copies into a shell in the same
 * directory to run it again (stress's "To reproduce:" lines). A bare `arbiter` is what a global
 * install gives, but after a local one (`npm install arbiter-judge`) it is "command not found".
 */

/** The package's name on the registry: what `npx` is given to run it. */
const PACKAGE = 'arbiter-judge';

/** The same file, links followed; false when either cannot be read. */
function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The command that started this run, as words a POSIX shell reads in `cwd`:
 * - `npx arbiter-judge` under npm (npx, npm exec, an npm script) running the installed package's bin;
 * - `arbiter` when that is what the shell finds on PATH for the script that runs;
 * - else the script's path (relative to `cwd` when inside it, `./dist/arbiter.cjs`), after `node`
 *   unless it can be run itself.
 */
export function invokedCommand(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string {
  const script = argv[1];
  if (script === undefined) return 'arbiter';
  // npm sets npm_lifecycle_event for npx ("npx") and scripts; its bins live in a node_modules folder.
  if (env.npm_lifecycle_event !== undefined && /[\\/]node_modules[\\/]/.test(script)) return `npx ${PACKAGE}`;
  // The first `arbiter` on PATH is what the shell runs: it must be this one.
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => isAbsolute(dir))
    .map((dir) => join(dir, 'arbiter'))
    .find(executable);
  if (onPath !== undefined && sameFile(onPath, script)) return 'arbiter';
  const inside = relative(cwd, script);
  const shown = inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? `.${sep}${inside}` : script;
  return executable(script) ? shellWords([shown]) : shellWords(['node', shown]);
}
