import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// As in the API suite (apps/api/vitest.config.ts): every core, one module graph per worker.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    maxWorkers: availableParallelism(),
    isolate: false,
  },
});
