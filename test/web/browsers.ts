import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, SETUP_MS, WAIT_SHARE, missingChromium } from './launch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One browser a worker of the run: where its server listens, by the worker's VITEST_POOL_ID, from 1. */
    browsers: string[];
    /** Why there is no browser, when chromium cannot start: each browser test fails with it. */
    browserError: string;
  }
}

/**
 * vitest's globalSetup of the browser tests (the `web` project): the page built once for the run
 * (scripts/build-web.mjs), and one headless chromium a worker, each test file connecting to its
 * worker's and each test opening a fresh context of its own (harness.ts). Closed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execFileSync(process.execPath, [new URL('../../scripts/build-web.mjs', import.meta.url).pathname], { stdio: 'pipe' });
  const servers: BrowserServer[] = [];
  let error = '';
  if (!existsSync(CHROMIUM)) error = missingChromium();
  else
    try {
      const workers = project.config.maxWorkers;
      for (let worker = 0; worker < workers; worker++)
        servers.push(
          await chromium.launchServer({
            executablePath: CHROMIUM,
            headless: true,
            args: CHROMIUM_ARGS,
            timeout: WAIT_SHARE * SETUP_MS,
          }),
        );
    } catch (launch) {
      error = `the browser did not start: ${launch instanceof Error ? launch.message : String(launch)}`;
    }
  project.provide(
    'browsers',
    servers.map((server) => server.wsEndpoint()),
  );
  project.provide('browserError', error);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
