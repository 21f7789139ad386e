import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium only: a downloaded browser is neither possible nor wanted here. */
export default defineConfig({
  testDir: './tests',
  // Only a hang ends a test or a wait by time: the suite runs beside the unit suites in CI
  // (ADR 0049), so a loaded machine must make a test slower, never failed. No test sets its own.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  // Two browsers a core: a test spends most of its time waiting on the server, the database and
  // the page (three browsers kept 0.54 of a core busy over the suite), so more of them fill the
  // machine (ADR 0049, 0062). Tests keep to their own records for this.
  workers: Number(process.env.E2E_WORKERS ?? Math.min(4, 2 * availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace: every action's DOM snapshot, the network and the console.
    // Not the screencast: the browser encoding a frame of every paint for every test, kept or not,
    // was a third of the suite's CPU (ADR 0063); the failure's own screenshot is taken below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
