import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { afterEach, expect } from 'vitest';

/**
 * vitest's setup file (vitest.config.ts), run before each test file: each test's meta, which the
 * JSON report keeps (test-results/vitest.json), gets the assertions it made, when its file started
 * (before the file's imports and hooks, which the report's own times leave out) and, in a process
 * of its own (the full tier's forks), the CPU its file has used so far with the programs it ran.
 * scripts/suite-report.mjs counts and times the files from them (docs/testing.md).
 */
declare module 'vitest' {
  interface TaskMeta {
    /** The expect() calls the test made (expect.getState().assertionCalls). */
    assertions?: number;
    /** When its file's setup began, in ms since the epoch. */
    fileStart?: number;
    /** CPU seconds of the file's process and of the programs it ran and waited for, so far. */
    cpu?: number;
  }
}

const fileStart = Date.now();

/** CPU seconds of this process, and of its children that have ended (proc(5): utime, stime, cutime, cstime). */
function processCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // The list starts at field 3; USER_HZ is 100 on Linux.
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

const cpuAtStart = isMainThread ? processCpu() : undefined;

afterEach(async ({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
  task.meta.fileStart = fileStart;
  if (cpuAtStart !== undefined) task.meta.cpu = processCpu() - cpuAtStart;
  // A turn of the event loop between tests: vitest's runner goes from one test to the next without
  // one, so a file of synchronous tests would hold its worker for all of them, and a call to vitest
  // waiting for its answer meanwhile (onTaskUpdate) times out after 60 s, an error that fails the run.
  await new Promise(setImmediate);
});
