import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for what test files build once and share (test/helpers/shared.ts). */
    runFolder: string;
  }
}

/**
 * vitest's globalSetup of the full tier: a folder for the run, where the first test file that needs
 * the installed package, a judge package or a compiled program builds it for the others
 * (test/helpers/shared.ts), removed when the run ends. The temporary directory of the workers and of
 * every program they start (TMPDIR, os.tmpdir()) is in it too, so that what tests leave there goes
 * with it: a run left 159 directories in /tmp before, 141 of them stress's scratch folders.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'arbiter-run-'));
  project.provide('runFolder', folder);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = join(folder, 'tmp');
  mkdirSync(process.env.TMPDIR);
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true });
  };
}
