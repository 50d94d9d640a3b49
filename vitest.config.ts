import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { writePerftSides } from './scripts/perft-sides.mjs';
import LongestFirst from './test/helpers/sequencer.js';

// The perft kernel's node functions are printed for each side from the rule, rule.ts (scripts/perft-sides.mjs).
writePerftSides();

// Node reads and parses every certificate NODE_EXTRA_CA_CERTS names as it starts (a machine behind
// a TLS proxy sets it: more than half of a start's CPU on the CI machine), and the suite starts
// thousands of Node processes. No test makes a TLS connection (npm runs offline), so neither the
// workers nor what they start get it (docs/testing.md, "The suite's cost").
delete process.env.NODE_EXTRA_CA_CERTS;

/**
 * Two tiers (docs/testing.md). `fast`: the unit and property tests, in process, for every edit
 * (`npm run test:fast`, under a minute on two cores). `full`: the tests that need the build, a
 * process, a browser or many thousands of inputs, in two projects: `full`, and `web`, the browser's.
 * `npm test` runs both tiers, as CI does: the fast one first, then the full one.
 */
const WEB = ['test/web/**/*.test.ts']; // drive a browser
const FULL_ONLY = [
  'test/cli/**/*.test.ts', // start the command (dist/) or contestants' programs
  'test/docs/**/*.test.ts', // the README's problems, the library example
  'test/fuzz/**/*.test.ts', // the fuzz suite over every problem
  'test/**/fuzz.test.ts', // damaged inputs, per problem
  'test/**/differential*.test.ts', // against chess.js, rapid-draughts and plain reference solvers
  'test/**/*.full.test.ts', // long property tests
];

const TEST_TIMEOUT_MS = 120_000;
/** One test file more at once than cores (below). */
const WORKERS = availableParallelism() + 1;

export default defineConfig({
  test: {
    // Differential and fuzz suites run thousands of positions; give them room on a 2-core CI whose
    // other core runs another test file, and maybe busy besides (a time-out finds a hang, not a slow run).
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
    // One test file more at once than cores (vitest's default leaves one core free: on two cores, one
    // file at a time): the browser files mostly wait for the browser, and another file fills that
    // wait. No test holds its worker for long without a break (the setup file turns the event loop
    // after each test; a loop of a minute yields between batches): a worker's pending call to vitest,
    // onTaskUpdate, times out when its answer waits behind 60 s of synchronous work, an error that
    // fails the run. The fast tier runs in threads whose files share the thread's modules (no
    // isolation: a third less CPU, the same tests and assertions; a fast-tier file leaves the state
    // of src/'s modules as it found it). The full tier runs in forks, one fresh process a file, each
    // file with its own modules: its files set the environment and probe the machine once a process
    // (process-sweep.test.ts, src/cli/contain.ts). As many workers kept as started: vitest 3.2 ended
    // runs without isolation early ("Terminating worker thread", status 1) when it stopped an idle one.
    maxWorkers: WORKERS,
    minWorkers: WORKERS,
    // The longest files first, a split file's parts too (test/helpers/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    poolOptions: {
      threads: { isolate: false },
      // Here, not in the full project: vitest takes pool options from the root. The browser's forks
      // load it too, and leave src/ to vitest's runner (no server.deps.external there).
      forks: { isolate: true, execArgv: ['--import', './test/helpers/native-src.mjs'] },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...FULL_ONLY, ...WEB],
          pool: 'threads',
          // The fast tier first, then the full tier's files, so that no more files run at once than cores.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'full',
          include: FULL_ONLY,
          pool: 'forks',
          // src/ run by Node itself, compiled by esbuild a file at a time (test/helpers/native-src.mjs).
          server: { deps: { external: [/\/src\/.*\.ts$/] } },
          sequence: { groupOrder: 1 },
          // The run's folder, where a file builds what others need too (test/helpers/shared.ts).
          globalSetup: ['test/helpers/run-folder.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: WEB,
          pool: 'forks',
          sequence: { groupOrder: 1 },
          // The page built once, and a browser a worker (test/web/browsers.ts).
          globalSetup: ['test/web/browsers.ts'],
        },
      },
    ],
  },
});
