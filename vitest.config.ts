import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { writePerftSides } from './scripts/perft-sides.mjs';

// The perft kernel's node functions are printed for each side from the rule, rule.ts (scripts/perft-sides.mjs).
writePerftSides();

/**
 * Two tiers (docs/testing.md). `fast`: the unit and property tests, in process, for every edit
 * (`npm run test:fast`, under a minute on two cores). `full`: the tests that need the build, a
 * process, a browser or many thousands of inputs. `npm test` runs both, as CI does.
 */
const FULL_ONLY = [
  'test/cli/**/*.test.ts', // start the command (dist/) or contestants' programs
  'test/docs/**/*.test.ts', // the README's problems, the library example
  'test/web/**/*.test.ts', // drive a browser
  'test/fuzz/**/*.test.ts', // the fuzz suite over every problem
  'test/**/fuzz.test.ts', // damaged inputs, per problem
  'test/**/differential*.test.ts', // against chess.js, rapid-draughts and plain reference solvers
  'test/**/*.full.test.ts', // long property tests
];

const TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  test: {
    // Differential and fuzz suites run thousands of positions; give them room on a 2-core CI.
    testTimeout: TEST_TIMEOUT_MS,
    // Every property test runs with a fixed seed, FC_SEED to explore or replay; each test's meta
    // counts its assertions and times its file, for scripts/suite-report.mjs (docs/testing.md).
    setupFiles: ['test/helpers/fast-check-seed.ts', 'test/helpers/suite-meta.ts'],
    // expect.poll waits for what a page or a process does: most of a test's budget, not vitest's
    // 1 s, which a busy machine misses (the test still fails with the poll's own message).
    expect: { poll: { timeout: 0.9 * TEST_TIMEOUT_MS } },
    // The JSON report lets .ci/run print a plain "N passed, N failed" summary line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // The fast tier runs in threads, each test file with its own modules (isolate, vitest's
    // default): no file sees another's module state. The full tier runs in forks (vitest's
    // default), one fresh process a file.
    // As many threads as cores (vitest's default leaves one core free: on two cores, one thread).
    // The full tier keeps vitest's default of forks: its tests start processes of their own.
    poolOptions: { threads: { isolate: true, maxThreads: availableParallelism(), minThreads: 1 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: FULL_ONLY,
          // Threads, each file isolated (poolOptions above).
          pool: 'threads',
        },
      },
      { extends: true, test: { name: 'full', include: FULL_ONLY } },
    ],
  },
});
