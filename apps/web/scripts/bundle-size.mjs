// JavaScript each page downloads, read from the build as the server sends it (the brotli copy the
// build writes beside each file): the scripts index.html loads, the page's lazy route modules,
// the texts of its language, and everything those import statically. A report, and one check:
// the storefront never loads admin code. The byte budgets are measured on the running shop, as a
// phone's browser receives them (e2e/tests/storefront-speed.spec.ts, ADR 0037). Every storefront
// page registered in the route table's page registries is reported, so a page that grows shows up
// in the build's output.
// Usage (after `vite build`): node scripts/bundle-size.mjs [--check] [--dist <dir>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? path.resolve(process.argv[distArg + 1]) : path.join(webRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"|<link[^>]+href="\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1] ?? match[2]);
/** Texts only admin code contains; finding one in a storefront file means admin code leaked. */
const ADMIN_MARKERS = ['Admin sign in', 'admin-login-title', 'admin-section-', 'session-expired-title'];
const AR = 'src/i18n/resources/ar.ts';
const EN = 'src/i18n/resources/en.ts';

function files(lazyModules) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of manifest[keyOfFile.get(file)]?.imports ?? []) visit(manifest[dep].file);
  };
  for (const file of initial) visit(file);
  for (const key of lazyModules) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    visit(manifest[key].file);
  }
  return [...seen].filter((file) => file.endsWith('.js'));
}

/**
 * The lazy pages a registry file maps (`key: lazyPage(() => import('./x.tsx'), 'XPage')` or
 * `key: lazyPage(async () => (await import('./x.tsx'))…)`), as [key, manifest key] pairs.
 */
function registry(relativeFile) {
  const file = path.join(webRoot, relativeFile);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const found = [];
  for (const match of source.matchAll(
    /(\w+):\s*lazyPage\(\s*(?:async\s*)?\(\)\s*=>\s*\(?(?:await\s+)?import\('([^']+)'\)/g,
  )) {
    const target = path
      .relative(webRoot, path.resolve(path.dirname(file), match[2]))
      .split(path.sep)
      .join('/');
    if (manifest[target]) found.push([match[1], target]);
  }
  return found;
}

/** Lazy modules under a folder (e.g. the home's sections), loaded as the page's data arrives. */
const modulesUnder = (prefix) => Object.keys(manifest).filter((key) => key.startsWith(prefix));

const storefrontPages = [...registry('src/app/routes/store/built-pages.ts')].map(([key, module]) => [
  `storefront ${key}, Arabic`,
  [AR, module],
  true,
]);
const homeSections = modulesUnder('src/features/home/');

const pages = [
  ['storefront home (/), Arabic', [AR], true],
  ['storefront home (/), English', [EN], true],
  ...(homeSections.length
    ? [['storefront home with every section, Arabic', [AR, ...homeSections], 'report']]
    : []),
  ['storefront account screens, Arabic', [AR, 'src/app/routes/account/account-screens.tsx'], true],
  ['storefront not-found / CMS page, Arabic', [AR, 'src/app/routes/store/catch-all.tsx'], true],
  ...storefrontPages,
  ['storefront customer dashboard, Arabic', [AR, 'src/app/routes/account/dashboard-index.tsx'], true],
  [
    'storefront customer dashboard with its chart, Arabic',
    [AR, 'src/app/routes/account/dashboard-index.tsx', 'src/features/dashboards/sales-chart.tsx'],
    true,
  ],
  ['admin login, Arabic', [AR, 'src/admin/admin-routes.tsx', 'src/admin/pages/admin-login.tsx'], false],
  [
    'admin dashboard, Arabic',
    [
      AR,
      'src/admin/admin-routes.tsx',
      'src/admin/framework/admin-layout.tsx',
      'src/admin/dashboard/admin-dashboard-page.tsx',
    ],
    false,
  ],
  [
    'admin dashboard with its chart, Arabic',
    [
      AR,
      'src/admin/admin-routes.tsx',
      'src/admin/framework/admin-layout.tsx',
      'src/admin/dashboard/admin-dashboard-page.tsx',
      'src/features/dashboards/sales-chart.tsx',
    ],
    false,
  ],
];

let failed = false;
for (const [name, lazy, storefront] of pages) {
  const list = files(lazy);
  const code = list.map((file) => readFileSync(path.join(dist, file)));
  const sent = (file, buf) => {
    const br = path.join(dist, `${file}.br`);
    return existsSync(br) ? readFileSync(br).length : brotliCompressSync(buf).length;
  };
  const kb = list.reduce((sum, file, i) => sum + sent(file, code[i]), 0) / 1024;
  console.log(`${name.padEnd(52)} ${kb.toFixed(1).padStart(6)} KB of JS (brotli) in ${list.length} files`);
  if (!storefront) continue;
  const leaked = ADMIN_MARKERS.filter((marker) => code.some((buf) => buf.includes(marker)));
  const adminModules = list.filter((file) => (keyOfFile.get(file) ?? '').startsWith('src/admin/'));
  if (leaked.length || adminModules.length) {
    console.log(`  admin code in the storefront (${[...leaked, ...adminModules].join(', ')})`);
    failed = true;
  }
}
if (process.argv.includes('--check') && failed) process.exit(1);
