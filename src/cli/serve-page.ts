import { existsSync } from 'node:fs';
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

/** The exit status after a signal: 128 + its number, as a shell reports a program a signal ended. */
const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
type Stop = keyof typeof SIGNAL_STATUS;

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
  const signals = Object.keys(SIGNAL_STATUS) as Stop[];
  const handlers = new Map<Stop, () => void>();
  const stopped = new Promise<Stop>((resolve) => {
    for (const name of signals) {
      handlers.set(name, () => resolve(name));
      process.once(name, handlers.get(name)!);
    }
  });
  streams.stdout(`Arbiter's page is at ${server.url} (its docs at ${server.url}README.html); Ctrl-C stops it\n`);
  const signal = await stopped;
  for (const [name, handler] of handlers) process.removeListener(name, handler);
  await server.close();
  return SIGNAL_STATUS[signal];
}
