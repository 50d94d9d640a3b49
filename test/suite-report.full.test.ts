import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REAPER } from '../scripts/suite-report.mjs';

/**
 * `suite-report.mjs run` runs its command under Perl, the reaper of the command's orphans: a process
 * whose parent ended first (chromium's zygote, once the browser has closed) is reaped there, and
 * its CPU counts as the run's, not as other processes' (docs/testing.md, "The suite's cost").
 */
it.skipIf(spawnSync('perl', ['-e', '0']).status !== 0)(
  "an orphan of the command is the reaper's child, and the reaper exits as the command did (skipped without Perl)",
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-reaper-'));
    // Once its parent (the subshell, a shell) has ended, the orphan writes the name of its new parent.
    writeFileSync(
      join(dir, 'orphan.sh'),
      'parent() { cat /proc/$(cut -d" " -f4 /proc/$$/stat)/comm; }\n' +
        'while [ "$(parent)" = sh ]; do sleep 0.01; done\nparent > new-parent\n',
    );
    const ran = spawnSync('perl', ['-e', REAPER, 'sh', '-c', '(sh orphan.sh &); exit 3'], { cwd: dir });
    expect(ran.status).toBe(3);
    expect(readFileSync(join(dir, 'new-parent'), 'utf8').trim()).toBe('perl');
  },
);
