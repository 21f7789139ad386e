import type { Browser, Page } from '@playwright/test';
import {
  ADMIN_LOGIN,
  AXE_COLOUR_RULES,
  adminLogin,
  expect,
  scrollToFooter,
  seriousAxeViolations,
  sql,
  test,
} from './support.ts';

/*
 * Issue 13 "Everyone can read it": axe-core walks the storefront, the customer area and the back
 * office in Arabic and English, light and dark, and any serious or critical finding fails the
 * test with its rule, elements and page. One browser context per role, language and theme; each
 * role signs in once and the other contexts reuse its session. axe skips most joined Arabic text
 * when it checks contrast: the palette test (apps/web/src/features/theme/palette-contrast.test.ts)
 * proves that (docs/decisions/0038).
 */

type Role = 'visitor' | 'customer' | 'admin';
type Lang = 'ar' | 'en';
type Mode = 'light' | 'dark';
type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

const BUYER = { email: 'buyer@wholesale.test', password: 'Buyer-demo-2026' };
const PRODUCT = 'classic-crew-neck-t-shirt';
const CATEGORY = 'hi-vis';
/** The seeded theme's page background per mode (packages/shared site-defaults), as computed CSS. */
const PAGE_BACKGROUND: Record<Mode, string> = { light: 'rgb(247, 247, 245)', dark: 'rgb(15, 20, 28)' };
const admin = (relative: string) => `/admin-panel/secure${relative ? `/${relative}` : ''}`;

async function id(query: string): Promise<number> {
  const [row] = await sql<{ id: number }>(query);
  if (!row) throw new Error(`no row for ${query}`);
  return row.id;
}

/** A page to check, and optionally a menu or list to open on it and check again. */
type Stop = { path: string; open?: { what: string; run: (page: Page) => Promise<void> } };

/** The header's first department menu (a dropdown panel of categories). */
async function openDepartmentMenu(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const button = page.getByRole('banner').getByRole('navigation').getByRole('button').first();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeVisible();
}

/** The signed-in account menu of the storefront header. */
async function openAccountMenu(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]:visible').click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The first drop-down list of a back-office page (a list's filter). */
async function openFirstSelect(page: Page) {
  await page.getByRole('main').getByRole('combobox').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
}

async function stops(role: Role): Promise<Stop[]> {
  if (role === 'visitor') {
    return [
      { path: '/', open: { what: 'department menu', run: openDepartmentMenu } },
      { path: '/products' },
      { path: `/productDetails/${PRODUCT}` },
      { path: `/category/${CATEGORY}` },
      { path: '/login' },
      { path: '/register' },
      { path: '/about-us' },
      { path: '/contact' },
      { path: '/products?search=polo' },
      { path: ADMIN_LOGIN },
    ];
  }
  if (role === 'customer') {
    return [
      { path: '/', open: { what: 'account menu', run: openAccountMenu } },
      { path: `/productDetails/${PRODUCT}` },
      { path: '/dashboard' },
      { path: '/dashboard/profile' },
      { path: '/dashboard/addresses' },
      { path: '/dashboard/approval-form' },
      { path: '/dashboard/wishlist' },
      { path: '/cart' },
      { path: '/checkout' },
      { path: '/dashboard/orders' },
      {
        path: `/dashboard/orders/${await id("select o.id from orders o join users u on u.id = o.user_id where u.email = 'buyer@wholesale.test' and o.shipment_url is not null order by o.id limit 1")}`,
      },
    ];
  }
  const [user, product, category, salesperson, zone, method] = await Promise.all([
    id("select id from users where email = 'pending@wholesale.test'"),
    id(`select id from products where slug = '${PRODUCT}'`),
    id(`select id from categories where slug = '${CATEGORY}'`),
    id("select id from salespeople where email = 'sales@wholesale.test'"),
    id('select id from shipping_zones order by id limit 1'),
    id("select id from payment_methods where code = 'card'"),
  ]);
  return [
    admin(''),
    admin('users?state=awaiting_approval'),
    admin(`users/${user}`),
    admin('product'),
    admin(`product/${product}`),
    admin(`product/variants/${product}`),
    admin('category'),
    admin(`category/${category}`),
    admin('menu'),
    admin('settings/cms-pages'),
    admin('settings/reviews'),
    admin('salespeople'),
    admin(`salespeople/${salesperson}`),
    admin('admins'),
    admin('gallery'),
    admin('shipping-zones'),
    admin(`shipping-zones/${zone}`),
    admin('tax-groups'),
    admin('coupons'),
    admin('settings/payment-methods'),
    admin(`payment-methods/${method}`),
    admin(`payment-methods/assign-zones/${method}`),
  ].map((path) =>
    path === admin('users?state=awaiting_approval')
      ? { path, open: { what: 'state filter', run: openFirstSelect } }
      : { path },
  );
}

/** Each role signs in once (in English, light); later contexts start from its stored session. */
const sessions = new Map<Role, StorageState>();

async function session(browser: Browser, role: Role): Promise<StorageState> {
  const known = sessions.get(role);
  if (known) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'admin') {
    await adminLogin(page, 'en');
  } else if (role === 'customer') {
    await page.goto('/dashboard/profile');
    await page.getByLabel('Email or phone number').fill(BUYER.email);
    await page.getByLabel(/^Password\s*\*?$/).fill(BUYER.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  }
  const state = await context.storageState();
  await context.close();
  sessions.set(role, state);
  return state;
}

/** The session with the language and colour mode the shop would have remembered from its switches. */
function withPreferences(state: StorageState, origin: string, lang: Lang, mode: Mode): StorageState {
  const stored = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const kept = stored.filter(({ name }) => name !== 'language' && name !== 'colorMode');
  return {
    cookies: state.cookies,
    origins: [
      {
        origin,
        localStorage: [...kept, { name: 'language', value: lang }, { name: 'colorMode', value: mode }],
      },
    ],
  };
}

/**
 * Opens the next stop inside the running app, as a link would, unless a fresh load is asked for:
 * loading the app again for every stop cost more than axe's own check. The headings on screen are
 * marked first, so `settled` waits for the new page's own heading.
 */
async function visit(page: Page, path: string, fresh: boolean) {
  if (fresh) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page has drawn its content: the footer where there is one, a main heading, nothing loading. */
async function settled(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).and(page.locator(':not([data-left])'));
  await expect(heading.first()).toBeVisible();
  if (!page.url().includes('/admin-panel/')) await scrollToFooter(page);
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0);
}

const ROLES: Role[] = ['visitor', 'customer', 'admin'];
const LANGS: Lang[] = ['ar', 'en'];
const MODES: Mode[] = ['light', 'dark'];

/**
 * The light pass runs every rule in both languages; the dark pass runs the colour rules in English
 * only. Both languages draw with one palette, and axe leaves joined Arabic text out of its contrast
 * check, so a dark Arabic pass measured the same colours on fewer texts (ADR 0038).
 */
const passes = ROLES.flatMap((role) =>
  LANGS.flatMap((lang) =>
    MODES.filter((mode) => mode === 'light' || lang === 'en').map((mode) => ({ role, lang, mode })),
  ),
);

test.describe('accessibility (axe-core)', () => {
  // Each pass has its own context and session: the passes share out among the workers.
  test.describe.configure({ mode: 'parallel' });
  for (const { role, lang, mode } of passes) {
    test(`${role}, ${lang}, ${mode}: no serious or critical axe finding`, async ({ browser, baseURL }) => {
      const origin = new URL(baseURL ?? '').origin;
      const base = role === 'visitor' ? { cookies: [], origins: [] } : await session(browser, role);
      const context = await browser.newContext({
        storageState: withPreferences(base, origin, lang, mode),
        colorScheme: mode,
      });
      const page = await context.newPage();
      // Names, labels, roles and landmarks are the same in both modes: the dark pass checks colour.
      const rules = mode === 'dark' ? AXE_COLOUR_RULES : undefined;
      const findings: string[] = [];
      // A menu left open would stay open over the next page, which a fresh load closes.
      let fresh = true;
      for (const { path, open } of await stops(role)) {
        await visit(page, path, fresh);
        fresh = Boolean(open);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BACKGROUND[mode]);
        await settled(page);
        for (const line of await seriousAxeViolations(page, rules)) findings.push(`${path} — ${line}`);
        if (open) {
          await open.run(page);
          for (const line of await seriousAxeViolations(page, rules)) {
            findings.push(`${path}, ${open.what} open — ${line}`);
          }
        }
      }
      await context.close();
      expect(findings, `axe findings for the ${role} in ${lang}, ${mode}`).toEqual([]);
    });
  }
});
