import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HEADLESS_SHELL } from './launch.js';

describe('the browser the tests start', () => {
  // A third of the full browser's CPU a page (launch.ts): the suite's budget counts on it.
  it.skipIf(!existsSync(HEADLESS_SHELL) || process.env.CHROMIUM_PATH !== undefined)(
    "is Debian's chromium-headless-shell where it is installed (skipped where it is not, or CHROMIUM_PATH names another)",
    () => {
      expect(CHROMIUM).toBe(HEADLESS_SHELL);
    },
  );
});
