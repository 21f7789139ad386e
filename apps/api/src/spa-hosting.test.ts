import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { defaultThemeSettings, HOME_SLIDE_PICTURE } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, siteSettings, slides } from './db/schema/index.ts';
import { seedTestCatalogue } from './modules/catalogue/test-fixtures.ts';
import { useTestApp } from './test/app.ts';

// A stand-in build output: what `vite build` writes into apps/web/dist.
const webDist = path.join(os.tmpdir(), `shop-web-dist-${process.pid}`);
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text ${i}`))};`;
// The build writes brotli and gzip copies beside each asset; marked so the test sees which is sent.
const scriptBr = brotliCompressSync(`${script}//br`);
const scriptGz = gzipSync(`${script}//gz`);
const varyOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('hosting the built SPA', () => {
  beforeAll(async () => {
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><meta name="shop-env" content="%SHOP_ENV%"><meta property="csp-nonce" nonce="%CSP_NONCE%">${'<meta name="x" content="y">'.repeat(40)}</head><body></body></html>`,
    );
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'assets', 'texts-abc123.js'), script);
    await writeFile(path.join(webDist, 'assets', 'texts-abc123.js.br'), scriptBr);
    await writeFile(path.join(webDist, 'assets', 'texts-abc123.js.gz'), scriptGz);
    await mkdir(path.join(webDist, '.vite'), { recursive: true });
    await writeFile(
      path.join(webDist, '.vite', 'page-preloads.json'),
      JSON.stringify({
        pages: {
          home: ['/assets/home-1.js', '/assets/shared-1.js'],
          products: ['/assets/products-page-1.js', '/assets/shared-1.js'],
        },
        locales: { en: ['/assets/en-1.js'], ar: ['/assets/ar-1.js'] },
      }),
    );
    await writeFile(
      path.join(webDist, 'version.json'),
      JSON.stringify({ version: '9.9.9-abc', builtAt: 'now' }),
    );
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  const t = useTestApp({ env: { WEB_DIST_DIR: webDist, APP_ENV: 'testing_v3' } });

  describe('with a catalogue and a CMS page', () => {
    beforeAll(async () => {
      await seedTestCatalogue(t.database.db);
      await t.database.db.insert(pages).values({
        url: 'help/delivery',
        title: { en: 'Delivery', ar: 'التوصيل' },
        body: { en: '<p>By courier.</p>', ar: '<p>بالبريد السريع.</p>' },
      });
    });

    it('answers index.html for client-side routes, naming the active deployment', async () => {
      for (const url of [
        '/',
        '/products',
        '/productDetails/oxford-shirt',
        '/category/mens-shirts',
        '/brand/northgate',
        '/help/delivery',
        '/admin-panel/secure/order/12',
        '/salesperson/customers/3',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<meta name="shop-env" content="testing_v3">');
      }
    });

    it('carries the saved theme in the page, read per page so a save shows on the next load', async () => {
      const themeOf = (html: string) => {
        const content = /<meta name="shop-theme" content="([^"]*)">/.exec(html)?.[1] ?? '';
        return JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
      };
      // No settings row yet: no theme in the page, the SPA keeps its default.
      const before = await t.app.inject({ method: 'GET', url: '/products' });
      expect(before.body).not.toContain('name="shop-theme"');
      const theme = structuredClone(defaultThemeSettings);
      theme.light.primary.color = '#7b1fa2';
      await t.database.db
        .insert(siteSettings)
        .values({ projectName: 'Test', siteName: { en: 'Test', ar: 'تجربة' }, theme })
        .onConflictDoUpdate({ target: siteSettings.id, set: { theme } });
      const after = await t.app.inject({ method: 'GET', url: '/products' });
      expect(themeOf(after.body).light.primary.color).toBe('#7b1fa2');
      theme.light.primary.color = '#00695c';
      await t.database.db.update(siteSettings).set({ theme }).where(eq(siteSettings.id, 1));
      const saved = await t.app.inject({ method: 'GET', url: '/products' });
      expect(themeOf(saved.body).light.primary.color).toBe('#00695c');
      const missing = await t.app.inject({ method: 'GET', url: '/no-such-page-here' });
      expect(missing.statusCode).toBe(404);
      expect(themeOf(missing.body).light.primary.color).toBe('#00695c');
    });

    it('starts a storefront page’s own files, its language’s texts and the home’s first slide with the page', async () => {
      const modulePreloads = (html: string) =>
        [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
      const locale = `/assets/${t.config.deployment.language}-1.js`;
      const home = await t.app.inject({ method: 'GET', url: '/' });
      expect(modulePreloads(home.body)).toEqual([locale, '/assets/home-1.js', '/assets/shared-1.js']);
      // The active slide of the lowest position; its picture is not one the server resizes.
      expect(home.body).toContain('<link rel="preload" as="image" href="/s/1.png" fetchpriority="high">');

      await t.database.db
        .update(slides)
        .set({ image: '/uploads/seed/slides/a&b.webp' })
        .where(eq(slides.position, 0));
      const resized = await t.app.inject({ method: 'GET', url: '/' });
      const link = /<link rel="preload" as="image"[^>]*>/.exec(resized.body)?.[0] ?? '';
      expect(link).toContain('href="/uploads/seed/slides/a&amp;b.webp"');
      expect(link).toContain(
        `imagesrcset="${HOME_SLIDE_PICTURE.widths.map((w) => `/uploads/w/${w}/seed/slides/a&amp;b.webp ${w}w`).join(', ')}"`,
      );
      expect(link).toContain(`imagesizes="${HOME_SLIDE_PICTURE.sizes}"`);

      const products = await t.app.inject({ method: 'GET', url: '/products?page=2' });
      expect(modulePreloads(products.body)).toEqual([
        locale,
        '/assets/products-page-1.js',
        '/assets/shared-1.js',
      ]);
      expect(products.body).not.toContain('as="image"');
      // A page the build names nothing for still gets its texts; the back office and a page that
      // does not exist get nothing.
      // The language the shopper chose, kept in the SPA's cookie.
      const other = t.config.deployment.language === 'ar' ? 'en' : 'ar';
      const chosen = await t.app.inject({ method: 'GET', url: '/products', cookies: { language: other } });
      expect(modulePreloads(chosen.body)[0]).toBe(`/assets/${other}-1.js`);
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/products',
        cookies: { language: 'fr\u0000' },
      });
      expect(modulePreloads(unknown.body)[0]).toBe(locale);
      const brand = await t.app.inject({ method: 'GET', url: '/brand/northgate' });
      expect(modulePreloads(brand.body)).toEqual([locale]);
      for (const url of ['/admin-panel/secure/order/12', '/salesperson/customers/3', '/no/such/page']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.body, url).not.toContain('<link rel="modulepreload"');
      }
    });

    it('answers 404 with the same index.html (the SPA’s not-found page) for an address no route takes', async () => {
      for (const url of [
        '/no/such/page',
        '/no-such-page',
        '/admin-panel/secure/no-such-screen',
        '/salesperson/no-such-screen',
        // testing_v3 has no customer dashboard home.
        '/dashboard',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<meta name="shop-env" content="testing_v3">');
      }
      const head = await t.app.inject({ method: 'HEAD', url: '/no/such/page' });
      expect(head.statusCode).toBe(404);
    });

    it('answers 404 with index.html for a product, category, brand or page that is not in the shop', async () => {
      for (const url of [
        '/productDetails/no-such-shirt',
        // Hidden from the storefront: the product API answers 404 too.
        '/productDetails/discontinued-vest',
        '/category/no-such-category',
        '/brand/no-such-brand',
        '/brand/hidden-brand',
        '/blogs/no-such-post',
        '/help/no-such-page',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<meta name="shop-env" content="testing_v3">');
      }
    });
  });

  it('answers index.html to a browser opening a page path whose last segment looks like a file', async () => {
    const url = '/password/reset/abc123/layla%40haddad.test';
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // A script asking for the same path is not sent a page it did not ask for.
    const script = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(script.statusCode).toBe(404);
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(asset.statusCode).toBe(404);
  });

  it('serves hashed assets with long caching and the build version', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.json()).toEqual({ version: '9.9.9-abc', builtAt: 'now' });
  });

  it('sends the build’s compressed copy of an asset the client accepts, varying on Accept-Encoding', async () => {
    const url = '/assets/texts-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(scriptBr)).toBe(true);
    // The same file in every language: it varies on the encoding only.
    expect(varyOf(br.headers.vary)).toEqual(['accept-encoding']);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(scriptGz)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(varyOf(plain.headers.vary)).toContain('accept-encoding');

    // The copies are not pages of their own.
    const copy = await t.app.inject({ method: 'GET', url: `${url}.br`, headers: { accept: '*/*' } });
    expect(copy.statusCode).toBe(404);
  });

  it('fills the page’s CSP nonce in before compressing index.html, found or not', async () => {
    for (const [url, status] of [
      ['/products', 200],
      ['/no/such/page', 404],
    ] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['content-encoding']).toBe('br');
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(nonce, url).toBeTruthy();
      expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain(
        `<meta property="csp-nonce" nonce="${nonce}">`,
      );
    }
  });

  it('compresses index.html, filled in per request, in the encoding the client accepts', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain(
      '<meta name="shop-env" content="testing_v3">',
    );
    expect(varyOf(page.headers.vary)).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
  });

  it('keeps API and file misses as JSON 404s in the shop’s error shape, not the SPA', async () => {
    for (const url of [
      '/api/front/nothing',
      '/api/no/such/route',
      '/assets/missing.js',
      '/uploads/none.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': 'testing_v3' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'notFound', message: expect.any(String) });
    }
  });
});
