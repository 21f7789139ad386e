// The import-boundary check fails on a wrong arrow: it runs the repository's own configuration
// (.dependency-cruiser.cjs) on scripts/boundaries-fixture, a miniature of the repository whose
// files point once the wrong way for each rule (marked "Wrong:") and otherwise the right way, and
// expects exactly those arrows refused. Run by `npm run boundaries` (ADR 0042).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(root, 'scripts/boundaries-fixture');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

function cruise(cwd) {
  const run = spawnSync(
    process.execPath,
    [
      cli,
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'apps',
      'seed',
      'scripts',
    ],
    { cwd, encoding: 'utf8' },
  );
  // `  error <rule>: <from> → <to>` per refused arrow, then `… (<n> modules, … cruised)`.
  const arrows = [...run.stdout.matchAll(/^\s+error (.+)$/gm)].map((m) => m[1]).sort();
  const cruised = Number(/(\d+) modules, \d+ dependencies cruised/.exec(run.stdout)?.[1]);
  return { status: run.status, arrows, cruised };
}

test('each wrong arrow fails the check, and only those', () => {
  const { status, arrows, cruised } = cruise(fixture);
  assert.equal(cruised, 21, 'every file of the fixture is cruised');
  assert.deepEqual(arrows, [
    'api-lib-imports-no-modules-or-routes: apps/api/src/lib/money.ts → apps/api/src/modules/orders/orders.service.ts',
    'api-modules-import-no-routes: apps/api/src/modules/orders/orders.service.ts → apps/api/src/routes/orders-route.ts',
    'only-tools-import-the-seed: apps/api/src/server.ts → seed/src/index.ts',
    'web-feature-imports-no-other-feature-internals: apps/web/src/features/shop/pages/shop-page.ts → apps/web/src/features/cart/parts/cart-line.ts',
    'web-feature-with-index-is-entered-through-it: apps/web/src/features/shop/blog-links.ts → apps/web/src/features/blog/post-title.ts',
    'web-salesperson-imports-no-admin-pages: apps/web/src/salesperson/customers.ts → apps/web/src/admin/users/users-list-page.tsx',
    'web-shared-imports-no-feature: apps/web/src/lib/wrong.ts → apps/web/src/features/shop/links.ts',
    'web-storefront-imports-no-admin: apps/web/src/features/shop/admin-link.ts → apps/web/src/admin/components/format.ts',
  ]);
  assert.notEqual(status, 0, 'the check exits non-zero');
});
