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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
