import { mkdtempSync, rmSync } from 'node:fs';
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
 * (test/helpers/shared.ts), removed when the run ends.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'arbiter-run-'));
  project.provide('runFolder', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
