import type { Page } from '@playwright/test';
import { ADMIN_LOGIN, expect, test, useLanguage } from './support.ts';

/*
 * DESIGN.md: the storefront never downloads admin code. The browser's own requests are watched
 * on the storefront's pages and every script it fetched is searched for texts only the admin
 * code holds (the same markers the build's bundle report uses). The admin sign-in page is the
 * control: there the same search must find them, or the test would prove nothing.
 */

const ADMIN_MARKERS = ['Admin sign in', 'admin-login-title', 'admin-section-', 'session-expired-title'];

/** Scripts the page loads while `visit` runs, with their text. */
async function scriptsLoaded(page: Page, visit: () => Promise<void>): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    pending.push(
      response
        .text()
        .then((body) => void scripts.set(new URL(url).pathname, body))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return scripts;
}

function adminCodeIn(scripts: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, body] of scripts) {
    const markers = ADMIN_MARKERS.filter((marker) => body.includes(marker));
    if (markers.length) found.push(`${file}: ${markers.join(', ')}`);
  }
  return found;
}

test('no storefront page downloads admin code; the admin sign-in does', async ({ page, request }) => {
  await useLanguage(page, 'en');
  const env = { 'x-api-key': 'testing_v2', accept: 'application/json' };
  const products = await request.get('/api/front/products?perPage=1', { headers: env });
  const slug = ((await products.json()) as { data: { items: Array<{ slug: string }> } }).data.items[0]?.slug;
  expect(slug, 'a seeded product').toBeTruthy();

  const storefront = [
    '/',
    '/products',
    `/productDetails/${slug}`,
    '/categories',
    '/main-categories',
    '/login',
    '/register',
    '/contact',
    '/blogs',
    '/about-us',
    '/no-such-page',
  ];
  const scripts = await scriptsLoaded(page, async () => {
    for (const path of storefront) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  });
  expect(scripts.size, 'scripts seen on the storefront').toBeGreaterThan(0);
  expect(adminCodeIn(scripts)).toEqual([]);

  const admin = await scriptsLoaded(page, async () => {
    await page.goto(ADMIN_LOGIN);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  expect(adminCodeIn(admin).length, 'the markers are found in admin code').toBeGreaterThan(0);
});
