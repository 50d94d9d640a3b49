// A tiny static file server for the built page (node:http, no dependency): `arbiter serve` and the
// browser tests. Serves the regular files under one folder, GET and HEAD only, only to a Host
// naming this machine: never a path outside it, nor a file a link there points to outside it, nor
// anything that is not a regular file (a FIFO, a device, a socket), which it never blocks on. A
// file that goes away or changes while it is asked for (the page rebuilt under the server) fails
// that one request, 404 or 500, and never the server. Text goes gzipped to a client that takes it.
import { constants, realpathSync } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { type ServerResponse, createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';

export interface StaticServer {
  /** e.g. http://127.0.0.1:8080/ */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

// Everything the page needs is its own; nothing may load from elsewhere, and no other site may frame it.
const HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' " +
    "data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** Types sent gzipped to a client that takes it: the page's code is a third as large so (a phone on a slow network). */
const COMPRESSED = new Set(['.html', '.js', '.css', '.map', '.json', '.svg', '.txt', '.md']);

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...parameters] = part.split(';').map((word) => word.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A client must send its headers within this time, and its whole request within twice it (slowloris). */
export const HEADERS_TIMEOUT_MS = 5000;

/** Whether `file` is the folder `root` or under it (both normalized, or both real paths). */
const inside = (root: string, file: string): boolean =>
  file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);

/** The path a URL path names inside `root`, or undefined for anything outside it. */
function resolve(root: string, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return inside(root, file) ? file : undefined;
}

const notFound = (response: ServerResponse): void => {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...HEADERS }).end('not found\n');
};

/** Errors that mean the file is not there (or not a file) as asked: 404; any other file error is 500. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG', 'ENXIO', 'ENODEV']);

/**
 * Opening never waits: a FIFO with no writer would hold one of libuv's four threads until one came
 * (O_NONBLOCK; reading a regular file is not changed by it).
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Sends one file: opened first (never waiting), then checked and read through the same
 * descriptor, so that the file cannot go between a check and the read. Only a regular file is
 * sent, and only one whose real path (its links followed) is under `realRoot`: a link inside the
 * folder to /etc/passwd is not found. An error before the headers answers 404 or 500; one while
 * the body is sent ends that response only.
 */
async function sendFile(
  realRoot: string,
  file: string,
  head: boolean,
  gzip: boolean,
  response: ServerResponse,
): Promise<void> {
  let handle;
  try {
    handle = await open(file, OPEN_FLAGS);
    const opened = await handle.stat();
    // The real path's file must be the one opened: a link changed meanwhile is not followed out.
    const real = opened.isFile() ? await realpath(file) : undefined;
    const found = real !== undefined && inside(realRoot, real) ? await stat(real) : undefined;
    const same = found !== undefined && found.ino === opened.ino && found.dev === opened.dev;
    if (!same) {
      await handle.close();
      notFound(response);
      return;
    }
  } catch (error) {
    await handle?.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (MISSING.has(code)) notFound(response);
    else
      response
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...HEADERS })
        .end('cannot read the file\n');
    return;
  }
  const compressed = gzip && COMPRESSED.has(extname(file));
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    ...(compressed ? { 'Content-Encoding': 'gzip' } : {}),
    Vary: 'Accept-Encoding',
    ...HEADERS,
  });
  if (head) {
    await handle.close();
    response.end();
    return;
  }
  // The stream closes the descriptor; an error on either side ends this response, nothing more.
  const done = (error: Error | null): void => {
    if (error) response.destroy();
  };
  if (compressed) pipeline(handle.createReadStream(), createGzip(), response, done);
  else pipeline(handle.createReadStream(), response, done);
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The host names this server answers to: this machine's loopback names, the host it was told to
 * listen on, and, listening on every interface (HOST=0.0.0.0, for a phone), each interface's own
 * address. A page from another site that rebinds its own name to this machine (DNS rebinding)
 * sends that name, and is refused.
 */
function allowedHosts(host: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const add = (address: string): Set<string> =>
    names.add(address.includes(':') ? `[${address.toLowerCase()}]` : address.toLowerCase());
  if (!WILDCARDS.has(host)) add(host);
  else
    for (const addresses of Object.values(networkInterfaces())) for (const { address } of addresses ?? []) add(address);
  return names;
}

/** Whether a Host header names this server: an allowed name, with no port or with the port it listens on. */
function hostAllowed(header: string | undefined, names: Set<string>, port: number): boolean {
  if (typeof header !== 'string') return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(header.trim().toLowerCase());
  if (!match) return false;
  return names.has(match[1]) && (match[2] === undefined || Number(match[2]) === port);
}

/**
 * Serves the files under `root` (GET and HEAD only) to requests whose Host names this machine
 * (localhost, 127.0.0.1, [::1], `host`; others get 421); port 0 picks a free port. Rejects with
 * the listen error (EADDRINUSE for a busy port).
 */
export function startServer({
  root,
  port = 8080,
  host = '127.0.0.1',
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
}: {
  root: string;
  port?: number;
  host?: string;
  headersTimeoutMs?: number;
}): Promise<StaticServer> {
  const base = normalize(root);
  // Links inside the folder are followed only to files under its real path.
  let realRoot: string;
  try {
    realRoot = realpathSync(base);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const names = allowedHosts(host);
  let listeningPort = port;
  const server = createServer(
    // Node checks the timeouts on this period; a slow client is dropped within a second of its limit.
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: 2 * headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
    },
    (request, response) => {
      if (!hostAllowed(request.headers.host, names, listeningPort)) {
        response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close', ...HEADERS });
        response.end(
          'This server answers only to this machine’s own names (localhost, 127.0.0.1, [::1], or ' +
            'the HOST it was started with).\n',
        );
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', ...HEADERS }).end();
        return;
      }
      const file = resolve(base, request.url ?? '/');
      if (!file) notFound(response);
      else
        void sendFile(
          realRoot,
          file,
          request.method === 'HEAD',
          acceptsGzip(request.headers['accept-encoding']),
          response,
        );
    },
  );
  // A connection that sends nothing at all is dropped too.
  server.setTimeout(2 * headersTimeoutMs, (socket) => socket.destroy());
  return new Promise<StaticServer>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      listeningPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = WILDCARDS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${listeningPort}/`,
        port: listeningPort,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
