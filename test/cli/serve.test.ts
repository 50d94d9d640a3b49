import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentsToWatch } from '../../src/cli/serve-page.js';
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAIN, arbiter } from './contestant-helpers.js';

/**
 * `arbiter serve`: the URL printed, a warning off loopback, one line and exit 2 for a busy port; ended
 * by SIGTERM, SIGINT or SIGHUP with 143, 130 or 129, with clients still connected, the port let go.
 */

function serve(
  args: readonly string[],
  start: readonly string[] = [process.execPath, MAIN],
): Promise<{ url: string; stderr: () => string; stop: (signal: NodeJS.Signals) => Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(start[0], [...start.slice(1), 'serve', '--port', '0', ...args]);
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const ended = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/\S+\//.exec(out)?.[0];
      if (url)
        resolve({
          url,
          stderr: () => err,
          stop: (signal) => {
            child.kill(signal);
            return ended;
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`serve ended (${code}): ${err}`)));
  });
}

describe('arbiter serve', () => {
  it('prints the URL, answers /, and ends with 143 on SIGTERM', async () => {
    const server = await serve([]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(143);
    expect(server.stderr()).toBe('');
  });

  it('warns that the page can be reached from the network on a host other than loopback', async () => {
    const server = await serve(['--host', '0.0.0.0']);
    expect(await server.stop('SIGINT')).toBe(130);
    expect(server.stderr()).toMatch(/^arbiter: warning: .*reached from the network/);
  });

  /** Whether a port can be listened on again: the server has let it go. */
  const free = (port: number): Promise<boolean> =>
    new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129],
  ] as const)(
    'ends on %s with %i, with a connection open mid-request and another kept alive, and lets its port go',
    async (signal, status) => {
      const server = await serve([]);
      const port = Number(new URL(server.url).port);
      // One client idle on a kept-alive connection, another that never finishes its request.
      const idle = connect(port, '127.0.0.1');
      idle.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
      await new Promise((resolve) => idle.once('data', resolve));
      const slow = connect(port, '127.0.0.1');
      slow.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      for (const socket of [idle, slow]) socket.on('error', () => undefined);
      let answered = '';
      slow.on('data', (chunk: Buffer) => (answered += chunk.toString()));
      const closed = new Promise((resolve) => slow.once('close', resolve));
      expect(await server.stop(signal)).toBe(status);
      // The unfinished request was cut by the stop, not ended by the server's request time-out (a 408).
      await closed;
      expect(answered).toBe('');
      expect(server.stderr()).toBe('');
      expect(await free(port)).toBe(true);
      idle.destroy();
      slow.destroy();
    },
  );

  it('started by a shell that execs it (docs/web.md): a SIGTERM to the shell ends it', async () => {
    const server = await serve([], ['sh', '-c', `exec "${process.execPath}" "${MAIN}" "$@"`, 'sh']);
    const port = Number(new URL(server.url).port);
    expect(await server.stop('SIGTERM')).toBe(143);
    expect(await free(port)).toBe(true);
  });

  it('started by npm (npx runs it through sh -c): ends when npm ends, which passes no signal on', async () => {
    // A stand-in for npm, named as npm's script is: it starts the server as npx does, then is killed outright.
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-npm-'));
    const npm = join(dir, 'npm-cli.js');
    writeFileSync(
      npm,
      `require('node:child_process').spawn('sh', ['-c', ${JSON.stringify(`"${process.execPath}" "${MAIN}" serve --port 0`)}], ` +
        `{ stdio: 'inherit', env: { ...process.env, npm_lifecycle_event: 'npx' } });\n`,
    );
    const parent = spawn(process.execPath, [npm], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    parent.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    // The server holds the pipes after npm has gone: they close once it (and sh) have ended.
    const closed = Promise.all([
      new Promise((resolve) => parent.stdout.once('close', resolve)),
      new Promise((resolve) => parent.stderr.once('close', resolve)),
    ]);
    const url = await new Promise<string>((resolve, reject) => {
      parent.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /http:\/\/\S+\//.exec(out)?.[0];
        if (found) resolve(found);
      });
      parent.once('exit', () => reject(new Error(`npm ended first: ${err}`)));
    });
    expect((await fetch(url)).status).toBe(200);
    const gone = new Promise((resolve) => parent.once('exit', resolve));
    parent.kill('SIGKILL');
    await gone;
    await closed;
    expect(err).toBe('arbiter: npm, which started this server, has ended: so does the server\n');
    await expect(fetch(url)).rejects.toThrow();
    rmSync(dir, { recursive: true, force: true });
  });

  it('watches npm, and whatever stands between it and the server, only when npm started the server', () => {
    // Processes as /proc gives them: 40, npm exec; 41, sh -c; the server's parent is 41.
    const info = (pid: number) =>
      ({
        41: { parent: 40, words: ['sh', '-c', 'arbiter serve'] },
        40: { parent: 7, words: ['npm', 'exec', 'arbiter-judge', 'serve'] },
      })[pid];
    expect(parentsToWatch({ npm_lifecycle_event: 'npx' }, 41, info)).toEqual([41, 40]);
    expect(parentsToWatch({}, 41, info)).toEqual([]);
    // npm not found above (no /proc): the parent alone.
    expect(parentsToWatch({ npm_lifecycle_event: 'start' }, 41, () => undefined)).toEqual([41]);
  });

  it('a busy port: one line, exit 2', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const port = (busy.address() as { port: number }).port;
    try {
      const ran = await arbiter(['serve', '--port', String(port)]);
      expect(ran.status).toBe(2);
      expect(ran.stdout).toBe('');
      expect(ran.stderr).toBe(
        `arbiter: cannot serve on 127.0.0.1 port ${port}: the port is in use; give another with --port (0 picks a free one)\n`,
      );
    } finally {
      busy.close();
    }
  });
});
