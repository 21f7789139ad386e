// Screenshots for the README and for reviewing screens in both languages and themes:
//   npm start  (in another terminal), then  npm run screenshots -w e2e [-- http://localhost:3000]
// Writes docs/screenshots/<page>-<lang>-<theme>.png (and home-en.png for the README).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
const headers = { accept: 'application/json', 'x-api-key': 'testing_v2' };
/** The first slug a storefront list answers with (the demo data decides which). */
async function firstSlug(apiPath: string): Promise<string> {
  const answer = (await (await fetch(`${base}${apiPath}`, { headers })).json()) as {
    data: { items?: Array<{ slug: string }> } | Array<{ slug: string }>;
  };
  const items = Array.isArray(answer.data) ? answer.data : (answer.data.items ?? []);
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`${apiPath} gave no slug`);
  return slug;
}
const product = await firstSlug('/api/front/products?search=polo&perPage=1');
const category = await firstSlug('/api/front/categories');
type Shot = { name: string; path: string; admin?: boolean; phone?: boolean };
const pages: Shot[] = [
  { name: 'home', path: '/' },
  // The whole home at a phone's width, every section down to the footer.
  { name: 'home-phone', path: '/', phone: true },
  { name: 'products', path: '/products' },
  { name: 'product', path: `/productDetails/${product}` },
  { name: 'category', path: `/category/${category}` },
  { name: 'blogs', path: '/blogs' },
  { name: 'contact', path: '/contact' },
  { name: 'admin-products', path: '/admin-panel/secure/product', admin: true },
  { name: 'admin-menu', path: '/admin-panel/secure/menu/add', admin: true },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'admin-login', path: '/admin-panel/secure/login' },
  { name: 'admin-dashboard', path: '/admin-panel/secure', admin: true },
];

/** Scrolls down a screen at a time, so lazy sections and pictures load, then back to the top. */
async function scrollThrough(page: import('@playwright/test').Page) {
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(500);
}

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const login = await fetch(`${base}/api/auth/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': 'testing_v2' },
  body: JSON.stringify({ email: 'super@wholesale.test', password: 'Super-admin-2026' }),
});
const { data } = (await login.json()) as { data: { token: string } };
for (const lang of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const p of pages) {
      const context = await browser.newContext({
        viewport: p.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
      });
      await context.addInitScript(
        ({ lang, theme, token }) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('colorMode', theme);
          if (token) localStorage.setItem('adminToken', token);
        },
        { lang, theme, token: p.admin ? data.token : null },
      );
      const page = await context.newPage();
      await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
      // Lazy sections and pictures arrive after the first idle moment.
      await page.waitForTimeout(1500);
      const file = path.join(out, `${p.name}-${lang}-${theme}.png`);
      if (p.phone) await scrollThrough(page);
      await page.screenshot({ path: file, fullPage: Boolean(p.phone) });
      if (p.name === 'home' && lang === 'en' && theme === 'light') {
        await page.screenshot({ path: path.join(out, 'home-en.png') });
      }
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
