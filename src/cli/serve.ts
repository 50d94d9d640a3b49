import { plainCommand } from './command.js';
import { InvalidArgumentError } from 'commander';
import type { ServeFlags } from './serve-page.js';

/**
 * `arbiter serve [--port N] [--host H]`: the web page, served from the package Arbiter runs from
 * (web/ beside the command: dist/web/ in a clone, after `npm run build`). The server itself
 * (static-server.ts) is loaded only when this command runs.
 */

const port = (text: string): number => {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value > 65535)
    throw new InvalidArgumentError('expected a port number from 0 to 65535 (0 picks a free one)');
  return value;
};

export const addServeCommand = plainCommand((streams) => ({
  name: 'serve',
  summary: "serve Arbiter's web page on this machine",
  description:
    "Serves Arbiter's web page (every problem's boards and reasons, and these docs) from the " +
    'installed package, on http://127.0.0.1:8080/ unless told otherwise, until Ctrl-C (or, started ' +
    "by npm or npx, until npm ends). It answers only to this machine's own names, and loads nothing " +
    'from elsewhere.',
  define: (command) =>
    command
      .option('--port <n>', 'the port to listen on; 0 picks a free one', port, 8080)
      .option(
        '--host <host>',
        'the interface to listen on; 0.0.0.0 or :: for every one (the page can then be reached from the network)',
        '127.0.0.1',
      ),
  after: `
Examples:
  arbiter serve                      # http://127.0.0.1:8080/
  arbiter serve --port 0             # a free port; the URL is printed
  arbiter serve --host 0.0.0.0       # reachable from a phone on the same network

Exit status: 130 after Ctrl-C (SIGINT), 143 after SIGTERM, 129 after SIGHUP or npm's end, the server closed first;
1 the page is not built; 2 a usage error or a port that cannot be listened on (busy, not allowed).`,
  run: async (flags: ServeFlags) => {
    const { servePage } = await import('./serve-page.js');
    return servePage(flags, streams);
  },
}));
