import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeInput } from '../core/characters.js';
import { EXIT_USAGE, type Streams } from './status.js';
import { type StaticServer, startServer } from './static-server.js';

/** What `arbiter serve` is told: where to listen. */
export interface ServeFlags {
  port: number;
  host: string;
}

/**
 * The built page Arbiter runs with: web/ at or above this program's folder (dist/web/ in a clone, after `npm run
 * build`).
 */
export function pageFolder(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'web', 'app.js')) && existsSync(join(dir, 'web', 'index.html'))) return join(dir, 'web');
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The exit status after a signal: 128 + its number, as a shell reports a program a signal ended. A server whose npm has
 * gone ends as after SIGHUP: what started it hung up.
 */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129, parent: 129 } as const;
type Stop = keyof typeof SIGNAL_STATUS;

/** How often a server started by npm looks whether npm is still there. */
const PARENT_POLL_MS = 1000;

/** A process's parent and the words of its command line, from /proc (Linux); undefined elsewhere, or once gone. */
function processInfo(pid: number): { readonly parent: number; readonly words: readonly string[] } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Its name (field 2) is in parentheses and may hold anything: the parent follows the state, after the last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
    return Number.isInteger(parent) ? { parent, words } : undefined;
  } catch {
    return undefined;
  }
}

/** npm or npx itself: `npm exec ...` as it names its process, or node running npm-cli.js or npx-cli.js. */
const isNpm = (words: readonly string[]): boolean =>
  words.slice(0, 2).some((word) => /(^|\/)(npm|npx)(-cli\.js)?$/.test(word));

/**
 * The processes whose end ends a server that npm started (npm run, npm start, npx: npm sets
 * npm_lifecycle_event for what it runs): its parent, and the ones above it up to npm (npx runs the
 * command through `sh -c`, which may outlive npm); none when npm did not start it, as a server a
 * user started in the background is theirs to stop. npm does not pass its signals on.
 */
export function parentsToWatch(
  env: NodeJS.ProcessEnv,
  parent: number,
  info: typeof processInfo = processInfo,
): readonly number[] {
  if (env.npm_lifecycle_event === undefined) return [];
  const chain = [parent];
  for (let pid = parent; chain.length <= 4;) {
    const found = info(pid);
    if (!found) break;
    if (isNpm(found.words)) return chain;
    pid = found.parent;
    if (pid <= 1) break;
    chain.push(pid);
  }
  // npm not found above (no /proc, or a runner of its own): the parent alone.
  return [parent];
}

/** Whether process `pid` has ended (a process of another user's still answers, with EPERM). */
function ended(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Whether a host is this machine's loopback, which nothing else on the network reaches. */
const isLoopback = (host: string): boolean => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

/** Why the server could not listen, as one line. */
function listenFailure(error: unknown, flags: ServeFlags): string {
  const where = `${escapeInput(flags.host)} port ${flags.port}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `cannot serve on ${where}: the port is in use; give another with --port (0 picks a free one)`;
  if (code === 'EACCES')
    return `cannot serve on ${where}: not allowed (a port below 1024 needs privileges); give another with --port`;
  const message = error instanceof Error ? error.message : String(error);
  return `cannot serve on ${where}: ${escapeInput(message)}`;
}

/** Serves the page until SIGINT, SIGTERM or SIGHUP; returns the exit status. */
export async function servePage(flags: ServeFlags, streams: Streams): Promise<number> {
  const root = pageFolder();
  if (!root) {
    streams.stderr.write(
      'arbiter: the web page is not built (no web/ beside this program); in a clone of Arbiter, run npm run build\n',
    );
    return 1;
  }
  let server: StaticServer;
  try {
    server = await startServer({ root, port: flags.port, host: flags.host });
  } catch (error) {
    streams.stderr.write(`arbiter: ${listenFailure(error, flags)}\n`);
    return EXIT_USAGE;
  }
  if (!isLoopback(flags.host))
    streams.stderr.write(
      `arbiter: warning: listening on ${escapeInput(flags.host)}, not only on this machine: the ` +
        `page can be reached from the network by anyone who can reach this machine\n`,
    );
  // The handlers go in before the URL is printed: whoever reads it may stop the server at once.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const handlers = new Map<(typeof signals)[number], () => void>();
  const parent = process.ppid;
  const watched = parentsToWatch(process.env, parent);
  let poll: NodeJS.Timeout | undefined;
  const stopped = new Promise<Stop>((resolve) => {
    for (const name of signals) {
      handlers.set(name, () => resolve(name));
      process.once(name, handlers.get(name)!);
    }
    // A parent that has gone leaves this process to another (init): its parent changes.
    if (watched.length > 0)
      poll = setInterval(() => {
        if (process.ppid !== parent || watched.some(ended)) resolve('parent');
      }, PARENT_POLL_MS).unref();
  });
  streams.stdout(`Arbiter's page is at ${server.url} (its docs at ${server.url}README.html); Ctrl-C stops it\n`);
  const signal = await stopped;
  clearInterval(poll);
  for (const [name, handler] of handlers) process.removeListener(name, handler);
  if (signal === 'parent')
    streams.stderr.write('arbiter: npm, which started this server, has ended: so does the server\n');
  await server.close();
  return SIGNAL_STATUS[signal];
}
