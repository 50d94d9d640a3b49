import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Differential and fuzz suites run thousands of positions; give them room on a 2-core CI.
    testTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" summary line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
