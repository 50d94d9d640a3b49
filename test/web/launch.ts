import { existsSync } from 'node:fs';

/** How the tests start Debian's chromium: the browser tests' (browsers.ts) and the installed page's. */

/**
 * Debian's chromium-headless-shell, the old headless build that Playwright itself runs headless:
 * a fresh context and the page loaded in it cost 0.36 s of CPU there and 1.06 s in the full
 * browser (docs/testing.md, "The suite's cost"). Else Debian's chromium; CHROMIUM_PATH may name
 * another build of chromium for a local run.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The machine's network is closed; without these flags chromium waits on connections it cannot make.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's waits take this share of the test's timeout; the rest is left for the test to fail with the wait's own message. */
export const WAIT_SHARE = 0.9;
/** A browser's start, and a test file's setup. */
export const SETUP_MS = 120_000;

export const missingChromium = (): string =>
  `the web tests need a chromium: none at ${CHROMIUM}. Install Debian's headless shell (apt-get install chromium-headless-shell; .ci/run does), or chromium, or set CHROMIUM_PATH`;
