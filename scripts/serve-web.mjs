// `npm start`: serves the built page (dist/web/, see scripts/build-web.mjs) on localhost.
// PORT picks the port (default 8080); HOST the interface (default 127.0.0.1; 0.0.0.0 for a phone on the LAN).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '../web/tools/static-server.mjs';

const root = fileURLToPath(new URL('../dist/web/', import.meta.url));
if (!existsSync(`${root}index.html`)) {
  console.error('serve-web: dist/web/ is not built; run `node scripts/build-web.mjs` (or `npm start`, which builds first)');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve-web: PORT must be a port number, found ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
try {
  const server = await startServer({ root, port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Arbiter's page is at ${server.url}  (Ctrl-C stops it)`);
} catch (error) {
  console.error(`serve-web: cannot listen on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
