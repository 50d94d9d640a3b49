// A tiny static file server for the built page (node:http, no dependency). Serves one folder,
// GET and HEAD only, never a path outside it, only to a Host naming this machine.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
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
    "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/** A client must send its headers within this time, and its whole request within twice it (slowloris). */
export const HEADERS_TIMEOUT_MS = 5000;

/** The file a URL path names inside `root`, or undefined for anything outside it or missing. */
function resolve(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The host names this server answers to: this machine's loopback names, the host it was told to
 * listen on, and, listening on every interface (HOST=0.0.0.0, for a phone), each interface's own
 * address. A page from another site that rebinds its own name to this machine (DNS rebinding)
 * sends that name, and is refused.
 */
function allowedHosts(host) {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const add = (address) => names.add(address.includes(':') ? `[${address.toLowerCase()}]` : address.toLowerCase());
  if (!WILDCARDS.has(host)) add(host);
  else for (const addresses of Object.values(networkInterfaces())) for (const { address } of addresses ?? []) add(address);
  return names;
}

/** Whether a Host header names this server: an allowed name, with no port or with the port it listens on. */
function hostAllowed(header, names, port) {
  if (typeof header !== 'string') return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(header.trim().toLowerCase());
  if (!match) return false;
  return names.has(match[1]) && (match[2] === undefined || Number(match[2]) === port);
}

export function startServer({ root, port = 8080, host = '127.0.0.1', headersTimeoutMs = HEADERS_TIMEOUT_MS }) {
  const base = normalize(root);
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
          'This server answers only to this machine’s own names (localhost, 127.0.0.1, [::1], or the HOST it was started with).\n',
        );
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', ...HEADERS }).end();
        return;
      }
      const file = resolve(base, request.url ?? '/');
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...HEADERS }).end('not found\n');
        return;
      }
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', ...HEADERS });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    },
  );
  // A connection that sends nothing at all is dropped too.
  server.setTimeout(2 * headersTimeoutMs, (socket) => socket.destroy());
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      listeningPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = WILDCARDS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${shownHost}:${listeningPort}/`,
        port: listeningPort,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
