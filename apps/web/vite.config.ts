import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
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

/** Text files worth compressing; woff2, webp and png are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Served by handlers of the API (index.html with the deployment filled in, version.json no-store). */
const SERVED_BY_HANDLERS = new Set(['index.html', 'version.json']);

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every built text file (`app.js.br`,
 * `app.js.gz`), written once at build time; the API's static plugin sends the one the client
 * accepts (`preCompressed`, ADR 0037). A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !SERVED_BY_HANDLERS.has(path.relative(outDir, file)))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * What a storefront page loads after the first file, by the page keys of packages/shared's route
 * table, and each language's texts: written to `dist/.vite/page-preloads.json`. The API lists a
 * page's files in its index.html as `<link rel="modulepreload">`, so they download beside the first
 * file instead of after it has run (ADR 0046). A module named here that the build lacks fails it.
 */
const PAGE_MODULES: Record<string, string> = {
  home: 'src/features/home/home-sections.tsx',
  products: 'src/features/catalogue/pages/products-page.tsx',
  productDetails: 'src/features/catalogue/pages/product-details-page.tsx',
  mainCategories: 'src/features/browse/pages/main-categories-page.tsx',
  mainCategory: 'src/features/browse/pages/main-category-page.tsx',
  categories: 'src/features/browse/pages/categories-page.tsx',
  category: 'src/features/browse/pages/category-page.tsx',
  brand: 'src/features/browse/pages/brand-page.tsx',
  menu: 'src/features/browse/pages/menu-page.tsx',
};
const LOCALE_MODULES: Record<string, string> = {
  en: 'src/i18n/resources/en.ts',
  ar: 'src/i18n/resources/ar.ts',
};

function pagePreloads(): Plugin {
  return {
    name: 'shop:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into: Set<string>) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
      const filesOf = (modules: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(modules).map(([key, module]) => {
            const id = path.join(here, module);
            const chunk = chunks.find((c) => c.moduleIds.includes(id));
            if (!chunk) this.error(`page-preloads: no chunk holds ${module} (page ${key})`);
            const files = [...closure(chunk.fileName, new Set())].filter((file) => !initial.has(file));
            return [key, files.map((file) => `/${file}`)];
          }),
        );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-preloads.json',
        source: `${JSON.stringify({ pages: filesOf(PAGE_MODULES), locales: filesOf(LOCALE_MODULES) }, null, 2)}\n`,
      });
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` carry the whole machinery of CSS-variables themes
 * (createThemeWithVars, CssVarsProvider, InitColorSchemeScript: ~50 KB before minifying) into
 * every page, because each component's default theme is made with them. The shop never turns on
 * CSS variables or colour schemes (src/features/theme/build-theme.ts), so inside MUI's `styles`
 * folder those two modules resolve to their no-variables halves (ADR 0037). A theme that asks for
 * either throws at once rather than rendering wrongly.
 */
function muiWithoutCssVars(): Plugin {
  const styles = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'esm', 'styles');
  const file = (name: string) => JSON.stringify(path.join(styles, name));
  const refuse = `throw new Error('This build of MUI has no CSS-variables themes (vite.config.ts muiWithoutCssVars)')`;
  const modules: Record<string, { id: string; code: string }> = {
    './createTheme.js': {
      id: '\0shop:mui-create-theme',
      code: `import createThemeNoVars from ${file('createThemeNoVars.js')};
export default function createTheme(options = {}, ...args) {
  if ('cssVariables' in options || 'colorSchemes' in options) ${refuse};
  return createThemeNoVars(options, ...args);
}`,
    },
    './ThemeProvider.js': {
      id: '\0shop:mui-theme-provider',
      code: `import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from ${file('ThemeProviderNoVars.js')};
import THEME_ID from ${file('identifier.js')};
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) ${refuse};
    // As MUI's own: no inherited \`vars\` from a theme further up.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
    },
  };
  return {
    name: 'shop:mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || path.dirname(importer) !== styles) return null;
      return modules[source]?.id ?? null;
    },
    load(id) {
      return Object.values(modules).find((m) => m.id === id)?.code ?? null;
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

const SRC = (pattern: string) => new RegExp(`[\\\\/]src[\\\\/](${pattern})`);
const MUI = (names: string) => new RegExp(`[\\\\/]@mui[\\\\/]material[\\\\/]esm[\\\\/](${names})[\\\\/]`);
/** The product cards most storefront pages list, and MUI's display parts they and the pages share. */
const CATALOGUE = [
  /[\\/]packages[\\/]shared[\\/]src[\\/]enums\.ts$/,
  SRC(
    'features/catalogue/product-grid|components/ui/picture|features/browse/(taxon-tile|columns)|features/home/i18n|features/site/company-contact|features/(browse|catalogue)/links|components/ui/text-link|app/layout/menu-links|features/catalogue/(api/products|components/pagination-label)|components/ui/native-select|lib/use-paged-search',
  ),
  MUI('Alert|AlertTitle|Skeleton|Link|Card|CardContent|CardMedia'),
  // Icons the home and the catalogue pages share; an icon no group takes becomes a file of its own.
  /[\\/]@mui[\\/]icons-material[\\/]esm[\\/](ChevronLeft|ChevronRight|ArrowBack|Add|Remove)\.js$/,
];
/** Below the fold or for wide screens only: the footer and the header's menu row. */
const FRAME = SRC('app/layout/(store-footer-body|store-nav-menus)\\.');
/**
 * MUI's lazy parts in layers: the helpers and surfaces everything shares, text fields, choices,
 * and the overlays (menus, selects, dialogs, drawers). A page with a few fields does not load
 * every overlay, and no page loads a dozen files of a few hundred bytes.
 */
const MUI_BASE = [
  // The texts' namespace factory (lib/i18n-namespace.ts) every lazy feature's texts register
  // through: with the base every lazy page loads, not with the catalogue's file a page may not need.
  SRC('lib/i18n-namespace\\.'),
  /[\\/]@mui[\\/]utils[\\/]/,
  /[\\/]react-transition-group[\\/]/,
  // Not MUI's internal icons: each goes with the component that draws it (the chip's delete icon
  // with the catalogue, the radio's circles with the choices), not onto every lazy page.
  MUI('utils|transitions|styles|internal[\\\\/](?!SwitchBase|svg-icons)[^\\\\/]+|Paper|Divider'),
];
const MUI_FIELDS = MUI(
  'InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText|TextareaAutosize|NativeSelect',
);
const MUI_CHOICES = MUI(
  'internal[\\\\/]SwitchBase|Checkbox|Radio|RadioGroup|Switch|FormControlLabel|FormGroup|ToggleButton|ToggleButtonGroup',
);
const MUI_OVERLAYS = MUI(
  'TextField|Select|Menu|MenuList|MenuItem|List|Popover|Modal|Backdrop|Fade|Grow|Slide|Portal|Unstable_TrapFocus|Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions|Drawer',
);
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...singleStylis(),
      ...reactRouterModules(command === 'build' ? 'production' : 'development'),
      // Leaflet's own ES module: its CommonJS build would pull the bundler's interop helpers out of
      // the first file into a chunk of their own, one more request on every first visit.
      { find: /^leaflet$/, replacement: require.resolve('leaflet/dist/leaflet-src.esm.js') },
    ],
  },
  plugins: [muiWithoutCssVars(), react(), devShopEnv(), versionFile(), pagePreloads(), precompress()],
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
    // (src/app/routes.tsx); `npm run size -w apps/web` checks it. The byte budgets are measured
    // on the running shop (e2e/tests/storefront-speed.spec.ts, ADR 0037).
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
          // Few files per page: every file a phone fetches costs a request and ~0.5 KB of headers,
          // and the budget counts them (ADR 0037). Higher priority wins a module several match.
          groups: [
            // Everything the first paint needs in one file. Only statically imported modules
            // qualify, so the admin pages, the mobile menu and the toasts stay lazy. Highest, so
            // no group below takes a module the first file needs (and drags its file in).
            { name: 'app', tags: ['$initial'], priority: 100 },
            // Form validation, for the pages with forms only.
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/,
              priority: 90,
            },
            // A group also takes what its modules import (unless a higher one has it): what is
            // shared ranks above what uses it.
            { name: 'mui-base', test: matches(MUI_BASE), priority: 85 },
            { name: 'mui-fields', test: MUI_FIELDS, priority: 80 },
            { name: 'mui-choices', test: MUI_CHOICES, priority: 75 },
            { name: 'mui-overlays', test: MUI_OVERLAYS, priority: 70 },
            { name: 'catalogue', test: matches(CATALOGUE), priority: 55 },
            { name: 'frame', test: FRAME, priority: 50 },
            // The home's slides and sections, whichever kinds its menus use.
            // (A menu combining others draws tabs: their own lazy file.)
            {
              name: 'home',
              test: /[\\/]src[\\/]features[\\/]home[\\/](?!components[\\/]combined-menus)/,
              priority: 40,
            },
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
    // Vitest runs cores − 1 files at once by default: one at a time on a two-core machine. And a
    // fresh module graph per file re-imported MUI and the app for every file. Files share a
    // worker's modules instead; src/test/setup.ts resets what the app keeps between renders.
    maxWorkers: availableParallelism(),
    isolate: false,
    restoreMocks: true,
    // See src/test/setup.ts: waits are long on a loaded machine, so tests may be too. Only a hang
    // reaches this; no file sets a shorter one.
    testTimeout: 300_000,
    unstubGlobals: true,
    // `npx vitest run --coverage`: the whole SPA counts, not only what some test loaded.
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
}));
