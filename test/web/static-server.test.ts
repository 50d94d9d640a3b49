import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startServer } from '../../web/tools/static-server.mjs';

/** The page's tiny server: serves one folder, nothing outside it, GET and HEAD only. */

let server: StaticServer;
let parent: string;

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  writeFileSync(join(parent, 'secret.txt'), 'outside\n');
  const root = join(parent, 'site');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'app.js'), 'console.log(1);');
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server?.close();
});

/** A raw request, so that paths like /../x reach the server unnormalised. */
function fetchRaw(path: string, method = 'GET'): Promise<{ status: number; type: string | undefined; csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          csp: String(response.headers['content-security-policy'] ?? ''),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  it('listens on the free port it was given as 0, on localhost', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('serves index.html for / and files with their types and a self-only content policy', async () => {
    const index = await fetchRaw('/');
    expect(index.status).toBe(200);
    expect(index.type).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<title>t</title>');
    expect(index.csp).toContain("default-src 'self'");
    // No other site may put the page in a frame (clickjacking).
    expect(index.csp).toContain("frame-ancestors 'none'");
    const script = await fetchRaw('/app.js?v=1');
    expect(script.status).toBe(200);
    expect(script.type).toBe('text/javascript; charset=utf-8');
  });

  it('never serves a file outside its folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/missing.js',
      '/%E0%A4%A',
      '/app.js%00.html',
    ]) {
      const response = await fetchRaw(path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('outside');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetchRaw('/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await fetchRaw('/app.js', 'POST')).status).toBe(405);
  });
});
