import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

/**
 * The suite's processes start without NODE_EXTRA_CA_CERTS (vitest.config.ts): Node parses the
 * certificates it names at every start, and no test makes a TLS connection. Fails, where a machine
 * sets the variable, when the config stops leaving it out.
 */
it('a program a test starts gets no NODE_EXTRA_CA_CERTS, nor does the test file', () => {
  const child = spawnSync(process.execPath, ['-p', 'process.env.NODE_EXTRA_CA_CERTS ?? "unset"'], {
    encoding: 'utf8',
  });
  expect(child.stdout.trim()).toBe('unset');
  expect(process.env.NODE_EXTRA_CA_CERTS).toBeUndefined();
});

/** The temporary directory is the run's (test/helpers/run-folder.ts), removed when the run ends. */
it('a test file and the programs it starts write temporary files in the run’s folder', () => {
  const temp = join(inject('runFolder'), 'tmp');
  expect(tmpdir()).toBe(temp);
  const child = spawnSync(process.execPath, ['-p', 'require("node:os").tmpdir()'], { encoding: 'utf8' });
  expect(child.stdout.trim()).toBe(temp);
});
