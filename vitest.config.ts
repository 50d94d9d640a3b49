import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Differential and fuzz suites run thousands of positions; give them room on a 2-core CI.
    testTimeout: 60_000,
  },
});
