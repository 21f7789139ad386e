import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Chromium 156 builds the address bar's suggestion popup as a web page of its own (a renderer
 * process per window, `chrome://omnibox-popup.top-chrome`), even headless where no address bar is
 * ever shown: about 1.4 s of CPU for every browser context the suite opens, more than a simple
 * test's own page (ADR 0063). Chromium reads one --disable-features switch, the last, so
 * Playwright's own list (playwright-core 1.65, chromiumSwitches.ts) is repeated here with ours;
 * check it again when Playwright is upgraded.
 */
const disabledFeatures = [
  // Playwright's own:
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours: the address bar's popups.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

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
        `--disable-features=${disabledFeatures.join(',')}`,
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
