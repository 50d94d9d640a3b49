import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Locator, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { runProblem } from '../../src/cli/run.js';
import type { RegisteredProblem } from '../../src/index.js';
import { type StaticServer, startServer } from '../../src/cli/static-server.js';
import { SETUP_MS, WAIT_SHARE } from './launch.js';

/**
 * The page, built once for the run, served on a free port for each test file, and the headless
 * chromium of the file's worker (browsers.ts, the web project's globalSetup) to drive it.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOTS = `${root}test-results/web`;

export interface Harness {
  readonly browser: Browser;
  readonly server: StaticServer;
  /**
   * How long a Playwright wait may take: most of the running test's own timeout (set before each
   * test by useHarness), not Playwright's fixed 30 s, so that a slow or busy machine only needs a
   * test's budget, and a wait that fails still says which one it was before the test times out.
   */
  budgetMs: number;
  /** A fresh page (own context) at the given viewport, console errors collected. */
  open(hash: string, viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

const DEFAULT_BUDGET_MS = WAIT_SHARE * 60_000;

/** Connects to the browser of this test file's worker (VITEST_POOL_ID, from 1) and serves the page. */
export async function startHarness(connectMs = WAIT_SHARE * SETUP_MS): Promise<Harness> {
  const browsers = inject('browsers');
  if (browsers.length === 0) throw new Error(inject('browserError'));
  mkdirSync(SCREENSHOTS, { recursive: true });
  const server = await startServer({ root: `${root}dist/web`, port: 0 });
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const browser = await chromium.connect(browsers[worker % browsers.length], { timeout: connectMs });
  const harness: Harness = {
    browser,
    server,
    budgetMs: DEFAULT_BUDGET_MS,
    async open(hash, viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport });
      context.setDefaultTimeout(harness.budgetMs);
      context.setDefaultNavigationTimeout(harness.budgetMs);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${server.url}#${hash}`);
      return { page, errors };
    },
    // Leaves the worker's browser running for its next file: closes this file's contexts and connection.
    async close() {
      await browser.close();
      await server.close();
      if (chosen) rmSync(chosen, { recursive: true, force: true });
      chosen = undefined;
    },
  };
  return harness;
}

/** The files chooseFile wrote for this test file's pages, removed when its harness closes. */
let chosen: string | undefined;

/**
 * Chooses `content` in the page's file input as the file `name`: written to a directory of its own
 * and given by its path, which chromium reads itself. Given as a buffer, a file crosses both of
 * Playwright's protocols as base64 text (a 25 MB file cost 4 s of CPU more).
 */
export async function chooseFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  chosen ??= mkdtempSync(join(tmpdir(), 'arbiter-files-'));
  const file = join(mkdtempSync(join(chosen, 'file-')), name);
  writeFileSync(file, content);
  await page.setInputFiles('#file', file);
}

/**
 * Waits for the run started last to finish, whatever its outcome, and says how it ended. Within
 * the page's default timeout (the test's budget) unless `timeout` is given. After an action that
 * starts a run later (opening a file is read first), use afterRun: the state before the run began
 * would be the previous run's.
 */
export async function settled(page: Page, timeout?: number): Promise<string> {
  const state = await page.waitForSelector(
    'body[data-state]:not([data-state="running"])',
    timeout === undefined ? {} : { timeout },
  );
  return (await state?.getAttribute('data-state')) ?? '';
}

/**
 * Does `action`, then waits for the run it starts to finish: the previous run's state is cleared
 * first, so that it is never taken for the new one's, however long the new run takes to start.
 */
export async function afterRun(page: Page, action: () => Promise<unknown>): Promise<string> {
  await page.evaluate(() => delete document.body.dataset.state);
  await action();
  return settled(page);
}

export const verdicts = (page: Page): Promise<string[]> => page.locator('.case .verdict').allTextContents();

/**
 * Starts the harness before a file's tests and closes it after. When the browser cannot start,
 * every test fails with the reason (counted as failures, not skips). Returns the running harness.
 */
export function useHarness(): () => Harness {
  let harness: Harness | undefined;
  let setupError: Error | undefined;
  beforeAll(async () => {
    try {
      harness = await startHarness();
    } catch (error) {
      setupError =
        error instanceof Error ? error : new Error(`the browser harness did not start: ${JSON.stringify(error)}`);
    }
  }, SETUP_MS);
  beforeEach((context) => {
    if (setupError) throw setupError;
    harness!.budgetMs = WAIT_SHARE * context.task.timeout;
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => harness!;
}

/** What `arbiter <problem>` prints for the text, line by line. */
export function cliLines(problem: RegisteredProblem, text: string): string[] {
  let out = '';
  runProblem(
    problem,
    text,
    { mode: 'answer', strict: false, source: '<sample>' },
    { stdout: (chunk) => (out += chunk), stderr: { write: () => true } },
  );
  return out.split('\n').slice(0, -1);
}

/** "from-to" of every arrow on the boards inside `scope`. */
export const arrowsOn = (scope: Locator): Promise<string[]> =>
  scope
    .locator('.arrow')
    .evaluateAll((lines) => lines.map((line) => `${line.getAttribute('data-from')}-${line.getAttribute('data-to')}`));

/** Drags with the mouse from one element's centre to another's, in steps, as a hand would. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}
