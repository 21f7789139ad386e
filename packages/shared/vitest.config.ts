import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// As in the API suite (apps/api/vitest.config.ts): every core, one module graph per worker.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    maxWorkers: availableParallelism(),
    isolate: false,
    // Only a hang ends a test by time, as in the other suites (ADR 0049): the property tests run
    // thousands of cases, and beside the browser tests a loaded machine may take several seconds.
    testTimeout: 300_000,
  },
});
