import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The seed's tests run the real API on real PostgreSQL, so they share the API suite's set-up: one
// server (embedded, or TEST_DATABASE_URL's) with a migrated template each test file clones.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['../apps/api/src/test/global-setup.ts'],
    setupFiles: ['../apps/api/src/test/setup.ts'],
    pool: 'forks',
    // As in the API suite (apps/api/vitest.config.ts).
    maxWorkers: availableParallelism(),
    isolate: false,
    // Only a hang ends a test by time: the suites run beside the browser tests in CI (ADR 0049),
    // and a loaded machine must make a test slower, never failed. No file sets a shorter one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
