import type { Browser, Page } from '@playwright/test';
import { expect, test, useLanguage } from './support.ts';

/*
 * Issue 13, what does not depend on the machine's speed (ADR 0037): the script a phone shopper
 * downloads is measured on the running shop, as the browser received it (compressed body and
 * headers), on a first visit in each language; and the first picture a shopper sees is fetched
 * at once, not lazily. Lighthouse's timings (`npm run lighthouse`) are a measurement, not a test.
 */

/**
 * The phone Lighthouse emulates (Moto G Power): the budgets are for a phone's first visit; a wide
 * screen also loads the filter panel and the menu row.
 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Kilobytes (1024 bytes) of script each page may transfer on a first visit, lazy chunks included. */
const BUDGET_KB = { home: 170, products: 200, product: 200 } as const;
type PageName = keyof typeof BUDGET_KB;
// A first visit on a cold, shared machine: give the first screen room.

let productPath = '';

test.beforeAll(async ({ request }) => {
  const env = { 'x-api-key': 'testing_v2', accept: 'application/json' };
  const res = await request.get('/api/front/products?perPage=1', { headers: env });
  const slug = ((await res.json()) as { data: { items: Array<{ slug: string }> } }).data.items[0]?.slug;
  expect(slug, 'a seeded product').toBeTruthy();
  productPath = `/productDetails/${slug}`;
});

const paths = (): Record<PageName, string> => ({ home: '/', products: '/products', product: productPath });

/** What the page shows once its first screen is there. */
async function firstScreen(page: Page, name: PageName) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Product cards: the list's, and on the home those of its menu sections (lazy chunks).
  if (name !== 'product') await expect(main.getByRole('article').first()).toBeVisible();
  else await expect(main.locator('img').first()).toBeVisible();
}

interface ScriptLoad {
  url: string;
  bytes: number;
  encoding: string | undefined;
}

/** Every script a phone's first visit (fresh context: empty cache) transfers, until the network rests. */
async function scriptsOfFirstVisit(browser: Browser, lang: 'en' | 'ar', name: PageName) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await useLanguage(page, lang);
  const loads: Promise<ScriptLoad>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.allHeaders())?.['content-encoding'],
        };
      })(),
    );
  });
  await page.goto(paths()[name]);
  await firstScreen(page, name);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loads);
  await context.close();
  return scripts;
}

for (const lang of ['en', 'ar'] as const) {
  for (const name of Object.keys(BUDGET_KB) as PageName[]) {
    test(`${name} (${lang}) transfers at most ${BUDGET_KB[name]} KB of script, compressed`, async ({
      browser,
    }) => {
      const scripts = await scriptsOfFirstVisit(browser, lang, name);
      expect(scripts.length, 'scripts seen').toBeGreaterThan(0);
      const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.log(`${name} (${lang}): ${kb.toFixed(1)} KB of script in ${scripts.length} files`);
      // Chromium asks for br; every script of the build has a brotli copy.
      expect(scripts.filter((s) => s.encoding !== 'br').map((s) => s.url)).toEqual([]);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB[name]);
    });
  }
}

/** `loading` and `fetchpriority` of a picture, as the browser reads them. */
const loadingOf = (img: import('@playwright/test').Locator) =>
  img.evaluate((el: HTMLImageElement) => ({
    loading: el.loading,
    fetchPriority: el.getAttribute('fetchpriority'),
    sized: el.hasAttribute('width') && el.hasAttribute('height'),
  }));

test('the first product picture on /products is fetched at once; pictures further down wait', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const first = await loadingOf(cards.first().locator('img'));
  expect(first).toEqual({ loading: 'eager', fetchPriority: 'high', sized: true });
  const count = await cards.count();
  expect(count, 'a full page of products').toBeGreaterThan(8);
  expect((await loadingOf(cards.nth(count - 1).locator('img'))).loading).toBe('lazy');
});

test('the home’s first slide and the product page’s main picture are fetched at once', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/');
  const slide = page.getByRole('main').getByRole('group', { name: /1/ }).locator('img');
  await expect(slide).toBeVisible();
  expect(await loadingOf(slide)).toEqual({ loading: 'eager', fetchPriority: 'high', sized: true });

  await page.goto(productPath);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const picture = main.locator('img').first();
  await expect(picture).toBeVisible();
  expect(await loadingOf(picture)).toEqual({ loading: 'eager', fetchPriority: 'high', sized: true });
});

test('a phone fetches pictures the width of its screen, and the home’s first slide with the page', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await useLanguage(page, 'en');
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  const home = await page.goto('/');
  // The page itself names the slide's picture and the home's script files (ADR 0046).
  const html = (await home?.text()) ?? '';
  expect(html).toMatch(/<link rel="preload" as="image" href="\/uploads\/seed\/slides\/[^"]+" imagesrcset=/);
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/home-[^"]+\.js">/);
  const slide = page.getByRole('main').getByRole('group', { name: /1/ }).locator('img');
  await expect(slide).toBeVisible();
  await page.waitForLoadState('networkidle');
  // 412 CSS px at 1.75 device pixels: the 800 px copy, never the 1,600 px original.
  // Never a 1,600 px original: resized copies only. The slides after the first come at 800 px
  // (412 CSS px at 1.75 device pixels). The first one's preload may be weighed against the 980 px
  // layout a phone starts with before it reads the viewport meta, and then fetch the 1,200 copy
  // (ADR 0046); the slide then shows that one.
  const slides = pictures.filter((p) => p.includes('/seed/slides/'));
  expect(slides.length, 'slide pictures fetched').toBeGreaterThan(1);
  expect(slides.filter((p) => !p.startsWith('/uploads/w/'))).toEqual([]);
  const [first, ...others] = [...new Set(slides.map((p) => p.replace(/^\/uploads\/w\/\d+\//, '')))];
  expect(first).toBeTruthy();
  for (const other of others) expect(slides).toContain(`/uploads/w/800/${other}`);
  expect(await slide.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/uploads\/w\/(800|1200)\/seed\/slides\//,
  );
  // Brand and category pictures laid out at 64–140 px come at 200 px.
  const small = pictures.filter((p) => /\/seed\/(brands|categories)\//.test(p));
  expect(small.filter((p) => !/^\/uploads\/w\/(200|400)\//.test(p))).toEqual([]);
  await context.close();
});
