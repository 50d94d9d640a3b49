import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAIN, arbiter } from './contestant-helpers.js';

/** `arbiter serve`: the URL printed, a warning off loopback, one line and exit 2 for a busy port, 143 after SIGTERM. */

function serve(
  args: readonly string[],
): Promise<{ url: string; stderr: () => string; stop: (signal: NodeJS.Signals) => Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', ...args]);
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
