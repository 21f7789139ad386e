// Import boundaries, checked in CI by `npm run boundaries` (ADR 0042). A wrong arrow fails the
// check; the arrows that were already wrong when the check came are listed in `knownViolations`
// below, each with why, and pass until their owner fixes them. Paths are from the repository root.
const fs = require('node:fs');
const path = require('node:path');

const web = 'apps/web/src';
const api = 'apps/api/src';

/**
 * A feature that has an index.ts is entered through it alone: the rule names those features, read
 * from the folder the check runs on, so adding an index.ts is all it takes.
 */
function featuresWithIndexRule() {
  const features = path.resolve(web, 'features');
  const withIndex = fs.existsSync(features)
    ? fs
        .readdirSync(features)
        .filter((f) => ['index.ts', 'index.tsx'].some((i) => fs.existsSync(path.join(features, f, i))))
    : [];
  if (!withIndex.length) return [];
  return [
    {
      name: 'web-feature-with-index-is-entered-through-it',
      comment: 'A feature that has an index.ts is imported by the others through it alone.',
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/` },
      to: {
        path: `^${web}/features/(${withIndex.join('|')})/`,
        pathNot: [`^${web}/features/$1/`, `^${web}/features/[^/]+/index\\.tsx?$`],
      },
    },
  ];
}

/** One arrow that was already wrong when the check came (see `knownViolations`). */
function known(rule, from, to) {
  return { type: 'dependency', from, to, rule: { name: rule, severity: 'error' } };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'components/ and lib/ serve every area: they import no feature, admin, salesperson or app code ' +
        '(a feature hands what it needs to them as props or hooks).',
      severity: 'error',
      from: { path: `^${web}/(components|lib)/` },
      to: { path: `^${web}/(features|admin|salesperson|app)/` },
    },
    {
      name: 'web-feature-imports-no-other-feature-internals',
      comment:
        "A feature imports another feature only through its public surface: the feature's index.ts if " +
        'it has one, else the files at the top of its folder (links.ts, page-meta.tsx, product-grid.tsx…). ' +
        'What sits in its sub-folders (pages/, components/, api/, sections/) is its own.',
      severity: 'error',
      from: { path: `^${web}/features/([^/]+)/` },
      to: {
        path: `^${web}/features/[^/]+/[^/]+/`,
        pathNot: `^${web}/features/$1/`,
      },
    },
    ...featuresWithIndexRule(),
    {
      name: 'web-salesperson-imports-no-admin-pages',
      comment:
        'The salesperson area imports no admin page: a screen both areas show is built from the ' +
        'shared back-office parts, not borrowed from the admin.',
      severity: 'error',
      from: { path: `^${web}/salesperson/` },
      to: { path: `^${web}/admin/(pages/.+|.+-pages?\\.tsx)$` },
    },
    {
      name: 'web-storefront-imports-no-admin',
      comment: 'Storefront code (features/) never loads back-office code; the router loads it lazily.',
      severity: 'error',
      from: { path: `^${web}/features/` },
      to: { path: `^${web}/(admin|salesperson)/` },
    },
    {
      name: 'api-modules-import-no-routes',
      comment: 'Services (modules/) do not know HTTP routes; routes/ calls modules/, never the reverse.',
      severity: 'error',
      from: { path: `^${api}/modules/` },
      to: { path: `^${api}/routes/` },
    },
    {
      name: 'api-lib-imports-no-modules-or-routes',
      comment: 'lib/ holds helpers under every module: it imports no module and no route.',
      severity: 'error',
      from: { path: `^${api}/lib/` },
      to: { path: `^${api}/(modules|routes)/` },
    },
    {
      name: 'only-tools-import-the-seed',
      comment:
        'The demo data (seed/) may import the API; only the seed itself, scripts/, e2e/ and bench/ ' +
        'import it. The API receives the demo shop as a parameter (startShop(demo)). A test may read ' +
        'the demo data to prove a screen keeps it as it is (the rich-text field).',
      severity: 'error',
      from: { pathNot: ['^(seed|scripts|e2e|bench)/', '\\.test\\.tsx?$'] },
      to: { path: '^seed/' },
    },
  ],
  options: {
    /**
     * Arrows that were wrong when the check came, each with who fixes it. They pass (severity
     * ignore); any other wrong arrow fails. Remove a line when its arrow is gone.
     */
    knownViolations: [
      // modules/content/routes.ts registers the content route plugins: h/api moves that into the
      // app's composition (issue 9); then these go.
      ...[
        'admin/blogs',
        'admin/brands',
        'admin/categories',
        'admin/contact-messages',
        'admin/content-blocks',
        'admin/gallery',
        'admin/leads',
        'admin/main-categories',
        'admin/measure-units',
        'admin/menus',
        'admin/pages',
        'admin/reviews',
        'admin/slides',
        'front/blogs',
        'front/contact',
        'front/leads',
        'front/pages-blocks',
        'front/pages',
        'front/reviews',
      ].map((r) =>
        known('api-modules-import-no-routes', `${api}/modules/content/routes.ts`, `${api}/routes/${r}.ts`),
      ),
      // The salesperson's customer screens reuse the admin's customer pages: h/kit rebuilds both
      // on the shared back-office kit (issue 9).
      known(
        'web-salesperson-imports-no-admin-pages',
        `${web}/salesperson/my-customers-page.tsx`,
        `${web}/admin/users/users-list-page.tsx`,
      ),
      known(
        'web-salesperson-imports-no-admin-pages',
        `${web}/salesperson/my-customer-page.tsx`,
        `${web}/admin/users/user-detail-page.tsx`,
      ),
    ],
    // Type-only imports are arrows too: a type from the wrong layer couples them just the same.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The fixture of scripts/boundaries.test.mjs points the wrong way on purpose.
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report|\\.data[^/]*|boundaries-fixture)/',
    },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
