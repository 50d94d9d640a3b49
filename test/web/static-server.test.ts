import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { type StaticServer, acceptsGzip, startServer } from '../../src/cli/static-server.js';

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
  if (parent) rmSync(parent, { recursive: true, force: true });
});

/** A raw request, so that paths like /../x reach the server unnormalised. */
function fetchRaw(
  path: string,
  method = 'GET',
  host?: string,
): Promise<{ status: number; type: string | undefined; csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = host === undefined ? {} : { Host: host };
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (response) => {
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

  it('never follows a link out of its folder, and serves a link inside it', async () => {
    const root = join(parent, 'site');
    symlinkSync(join(parent, 'secret.txt'), join(root, 'out.txt'));
    symlinkSync('/etc/passwd', join(root, 'passwd'));
    symlinkSync('/', join(root, 'slash'));
    symlinkSync(parent, join(root, 'up'));
    symlinkSync('app.js', join(root, 'same.js'));
    for (const path of ['/out.txt', '/passwd', '/slash/etc/passwd', '/up/secret.txt', '/slash/']) {
      const response = await fetchRaw(path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toMatch(/outside|root:/);
    }
    // A link whose real path is under the folder is the folder's own file.
    for (const path of ['/same.js', '/up/site/app.js'])
      expect(await fetchRaw(path)).toMatchObject({ status: 200, body: 'console.log(1);' });
  });

  it('refuses what is not a regular file without waiting on it: a FIFO, asked for more often than libuv has threads', async () => {
    const fifo = join(parent, 'site', 'pipe.js');
    execFileSync('mkfifo', [fifo]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetchRaw('/pipe.js')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(404));
    // And the server answers the next request.
    expect(await fetchRaw('/app.js')).toMatchObject({ status: 200, body: 'console.log(1);' });
  });

  it('sends text gzipped to a client that takes it, as it is to one that does not', async () => {
    const asked = (encoding: string): Promise<{ encoding: string | undefined; vary: string; body: Buffer }> =>
      new Promise((resolve, reject) => {
        const headers = { 'Accept-Encoding': encoding };
        const req = request({ host: '127.0.0.1', port: server.port, path: '/app.js', headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: String(response.headers.vary),
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    const zipped = await asked('br, gzip;q=0.8');
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log(1);');
    for (const refused of ['identity', 'gzip;q=0', 'deflate'])
      expect(await asked(refused), refused).toMatchObject({
        encoding: undefined,
        body: Buffer.from('console.log(1);'),
      });
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetchRaw('/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await fetchRaw('/app.js', 'POST')).status).toBe(405);
  });
});

describe('static server: who may ask', () => {
  it('answers only to Host values naming this machine, with or without its port; others get 421', async () => {
    const port = server.port;
    for (const host of [
      'localhost',
      `localhost:${port}`,
      '127.0.0.1',
      `127.0.0.1:${port}`,
      '[::1]',
      `[::1]:${port}`,
      'LOCALHOST',
    ]) {
      const response = await fetchRaw('/', 'GET', host);
      expect(response.status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      'localhost.evil.example',
      'localhost:1',
      '127.0.0.2',
      '[::2]',
      'localhost:x',
    ]) {
      const response = await fetchRaw('/', 'GET', host);
      expect(response.status, host).toBe(421);
      expect(response.body).not.toContain('<title>');
      // The refusal still carries the content policy.
      expect(response.csp).toContain("default-src 'self'");
    }
  });

  it('refuses a request with no Host', async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write('GET / HTTP/1.0\r\n\r\n'));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 421 Misdirected Request');
  });

  it('answers to the HOST it was started with, and on every interface to their own addresses', async () => {
    const root = join(parent, 'site');
    // 127.0.0.5 is a loopback address of its own: allowed where it is the HOST, not elsewhere.
    expect((await fetchRaw('/', 'GET', '127.0.0.5')).status).toBe(421);
    const named = await startServer({ root, port: 0, host: '127.0.0.5' });
    const everywhere = await startServer({ root, port: 0, host: '0.0.0.0' });
    try {
      const ask = (target: StaticServer, host: string): Promise<number> =>
        new Promise((resolve, reject) => {
          const address = target === named ? '127.0.0.5' : '127.0.0.1';
          request({ host: address, port: target.port, path: '/', headers: { Host: host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await ask(named, `127.0.0.5:${named.port}`)).toBe(200);
      const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
      expect(addresses.length).toBeGreaterThan(0);
      for (const { address, family } of addresses)
        expect(await ask(everywhere, family === 'IPv6' ? `[${address}]` : address), address).toBe(200);
      expect(await ask(everywhere, 'evil.example')).toBe(421);
    } finally {
      await named.close();
      await everywhere.close();
    }
  });

  it('drops a client that never finishes its headers (slowloris), and one that sends nothing', async () => {
    const root = join(parent, 'site');
    const quick = await startServer({ root, port: 0, headersTimeoutMs: 1000 });
    try {
      const outcome = (sendSome: boolean): Promise<string> =>
        new Promise((resolve) => {
          const socket = connect(quick.port, '127.0.0.1');
          let received = '';
          // The slow one trickles a byte of a header that never ends every 100 ms, so it is never idle.
          let trickle: ReturnType<typeof setInterval> | undefined;
          socket.on('connect', () => {
            if (!sendSome) return;
            socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
            trickle = setInterval(() => socket.write('a'), 100);
          });
          socket.on('data', (chunk) => (received += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(trickle);
            resolve(received.split('\r\n')[0] || 'closed');
          });
        });
      // The test's own time limit is the bound: the server closes both connections by itself.
      const [slow, silent] = await Promise.all([outcome(true), outcome(false)]);
      expect(slow).toMatch(/^(HTTP\/1\.1 408|closed)/);
      expect(silent).toMatch(/^(HTTP\/1\.1 408|closed)/);
    } finally {
      await quick.close();
    }
  }, 20_000);
});

describe('static server: files that go away under it', () => {
  const statusOf = (target: StaticServer, path: string): Promise<number> =>
    new Promise((resolve) => {
      request({ host: '127.0.0.1', port: target.port, path }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(-1));
      })
        .on('error', () => resolve(-1))
        .end();
    });

  it('answers each request 200 or 404 while its files are removed, and goes on serving', async () => {
    const root = mkdtempSync(join(tmpdir(), 'arbiter-vanish-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    const names = Array.from({ length: 300 }, (_, index) => `file-${index}.js`);
    for (const name of names) writeFileSync(join(root, name), 'x'.repeat(200_000));
    const target = await startServer({ root, port: 0 });
    try {
      // Each file asked for, and removed at once: some requests find it, some do not, some lose it midway.
      const answers = await Promise.all(
        names.map((name) => {
          const answer = statusOf(target, `/${name}`);
          setImmediate(() => rmSync(join(root, name), { force: true }));
          return answer;
        }),
      );
      expect(answers.filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(answers.filter((status) => status === 404).length).toBeGreaterThan(0);
      expect(await statusOf(target, '/')).toBe(200);
    } finally {
      await target.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('goes on serving while the page is rebuilt under it', async () => {
    // Built in a folder of its own: dist/web/ is what the other browser tests serve meanwhile.
    const web = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
    const build = (): Promise<number | null> =>
      new Promise((resolve) =>
        spawn(process.execPath, [new URL('../../scripts/build-web.mjs', import.meta.url).pathname, web], {
          stdio: 'ignore',
        }).on('close', resolve),
      );
    expect(await build()).toBe(0);
    const target = await startServer({ root: web, port: 0 });
    try {
      let building = true;
      const rebuilt = build().finally(() => (building = false));
      const answers: number[] = [];
      while (building)
        answers.push(
          ...(await Promise.all(
            ['/', '/app.js', '/docs/cli.html', '/README.html'].map((path) => statusOf(target, path)),
          )),
        );
      expect(await rebuilt).toBe(0);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(await statusOf(target, '/docs/cli.html')).toBe(200);
    } finally {
      await target.close();
      rmSync(web, { recursive: true, force: true });
    }
  }, 300_000);
});
