import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** `<root version>-<short git sha>`; a build outside git (or before the first commit) uses a timestamp. */
function buildVersion(now: Date): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  let suffix: string;
  try {
    suffix = execSync('git rev-parse --short HEAD', { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    suffix = now.getTime().toString(36);
  }
  return `${pkg.version}-${suffix || now.getTime().toString(36)}`;
}

/** Emits `version.json` next to index.html; the SPA compares it at start (SPEC 4). */
function versionFile(): Plugin {
  return {
    name: 'shop:version-json',
    apply: 'build',
    generateBundle() {
      const now = new Date();
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: buildVersion(now), builtAt: now.toISOString() }, null, 2)}\n`,
      });
    },
  };
}

/**
 * In `vite dev` nobody else fills the deployment key into index.html: do what the API does when it
 * serves the built page (replace `%SHOP_ENV%` with APP_ENV). The dev server sends no
 * Content-Security-Policy, so its pages need no style nonce.
 */
function devShopEnv(): Plugin {
  return {
    name: 'shop:dev-env-meta',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replaceAll('%SHOP_ENV%', process.env.APP_ENV ?? 'testing_v2').replaceAll('%CSP_NONCE%', ''),
    },
  };
}

/**
 * react-router's package exports point every bundler at its development build (remix-run/react-router
 * #12532), and under Node (Vitest) `react-router` and `react-router/dom` can land on its CJS and ESM
 * copies at once. Pin both to the ES modules: the production ones in a build (same code, no dev
 * warnings), the development ones otherwise.
 */
function reactRouterModules(flavour: 'production' | 'development') {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', flavour);
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Emotion pins its own stylis (4.2); the RTL plugin and our prefixer would otherwise pull in a
 * second copy. One stylis for all three.
 */
function singleStylis() {
  const fromEmotion = createRequire(require.resolve('@emotion/cache/package.json'));
  return [{ find: /^stylis$/, replacement: path.dirname(fromEmotion.resolve('stylis/package.json')) }];
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [...singleStylis(), ...reactRouterModules(command === 'build' ? 'production' : 'development')],
  },
  plugins: [react(), devShopEnv(), versionFile()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
      '/version.json': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The storefront never downloads admin code: admin pages and layout are lazy routes
    // (src/app/routes.tsx); `npm run size -w apps/web` checks it and the 170 KB budget.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // packages/shared builds zod schemas at module level; declaring it side-effect free (and
        // `z.*` calls pure) keeps zod out of every chunk that only reads constants or data.
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the first page needs in one file (fewer requests, better gzip than a dozen
          // small shared chunks). Only statically imported modules qualify, so the admin pages,
          // the mobile menu and the toasts stay in their own lazy chunks.
          groups: [
            // zod is for forms: without its own group the `$initial` group below would take it
            // into the first file as soon as enough lazy pages share it.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // See src/test/setup.ts: waits are long on a loaded machine, so tests may be too.
    testTimeout: 60_000,
    unstubGlobals: true,
  },
}));
