// Gzipped JavaScript each page downloads, read from the build: the scripts index.html loads, the
// page's lazy route modules, the texts of its language, and everything those import statically.
// DESIGN.md's budget: the storefront home within 170 KB; the storefront never loads admin code.
// Usage (after `vite build`): node scripts/bundle-size.mjs [--check]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"|<link[^>]+href="\/(assets\/[^"]+\.js)"/g),
].map((match) => match[1] ?? match[2]);
const BUDGET_KB = 170;
/** Texts only admin code contains; finding one in a storefront file means admin code leaked. */
const ADMIN_MARKERS = ['Admin sign in', 'admin-login-title', 'admin-section-', 'session-expired-title'];

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

const pages = [
  ['storefront home (/), Arabic', ['src/i18n/resources/ar.ts'], true],
  ['storefront home (/), English', ['src/i18n/resources/en.ts'], true],
  [
    'storefront placeholder (/products), Arabic',
    ['src/i18n/resources/ar.ts', 'src/app/routes/store/store-page.tsx'],
    true,
  ],
  ['admin login, Arabic', ['src/i18n/resources/ar.ts', 'src/admin/pages/admin-login.tsx'], false],
  [
    'admin dashboard, Arabic',
    [
      'src/i18n/resources/ar.ts',
      'src/admin/framework/admin-layout.tsx',
      'src/admin/pages/admin-dashboard.tsx',
    ],
    false,
  ],
];

let failed = false;
for (const [name, lazy, storefront] of pages) {
  const list = files(lazy);
  const code = list.map((file) => readFileSync(path.join(dist, file)));
  const kb = code.reduce((sum, buf) => sum + gzipSync(buf, { level: 9 }).length, 0) / 1024;
  const budget = storefront && name.startsWith('storefront home') ? ` (budget ${BUDGET_KB} KB)` : '';
  console.log(
    `${name.padEnd(46)} ${kb.toFixed(1).padStart(6)} KB gzipped JS in ${list.length} files${budget}`,
  );
  if (!storefront) continue;
  const leaked = ADMIN_MARKERS.filter((marker) => code.some((buf) => buf.includes(marker)));
  if (leaked.length) {
    console.log(`  admin code in the storefront (${leaked.join(', ')})`);
    failed = true;
  }
  if (budget && kb > BUDGET_KB) {
    console.log(`  over the ${BUDGET_KB} KB budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
    failed = true;
  }
}
if (process.argv.includes('--check') && failed) process.exit(1);
