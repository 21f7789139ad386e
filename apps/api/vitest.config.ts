import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    pool: 'forks',
    // Vitest runs cores − 1 files at once by default (one on a two-core machine), each importing
    // the whole app afresh. Files share a worker's modules instead: each builds its own app on its
    // own database (test/db.ts), and nothing else is kept between files.
    maxWorkers: availableParallelism(),
    isolate: false,
    // Only a hang ends a test by time: the suites run beside the browser tests in CI (ADR 0049),
    // and a loaded machine must make a test slower, never failed. No file sets a shorter one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
