import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedTestCatalogue } from '../modules/catalogue/test-fixtures.ts';
import { productBody } from '../modules/products/test-fixtures.ts';
import { backOfficeTokens } from '../modules/taxonomy/test-helpers.ts';
import { useTestApp } from '../test/app.ts';
import { insertSiteSettings } from '../test/fixtures.ts';
import { seoRoutes } from './seo.ts';

const ORIGIN = 'https://shop.example.test';

/** The `<loc>` addresses of a sitemap file, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('/robots.txt and /sitemap.xml', () => {
  const t = useTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` } });
  let admin: string;
  beforeAll(async () => {
    admin = (await backOfficeTokens(t.database.db)).admin;
    await insertSiteSettings(t.database.db);
    await seedTestCatalogue(t.database.db);
  });
  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.api({ method, url, payload, token: admin });
  // A crawler sends none of the API's headers.
  const crawl = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

  it('robots.txt allows the storefront, keeps crawlers out of private areas and links the sitemap', async () => {
    const res = await crawl('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin-panel',
        'Disallow: /dashboard',
        'Disallow: /api',
        'Disallow: /salesperson',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });

  it('lists static pages, taxonomy, visible products, published blogs and active CMS pages with lastmod', async () => {
    const res = await crawl('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/products`,
        `${ORIGIN}/blogs`,
        `${ORIGIN}/main-category/men`,
        `${ORIGIN}/category/mens-tees`,
        `${ORIGIN}/brand/northgate`,
      ]),
    );
    // Every address is absolute on PUBLIC_URL (its trailing slash dropped) and carries a lastmod.
    for (const url of urls) expect(url?.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(urls.some((u) => u?.startsWith(`${ORIGIN}//`))).toBe(false);
    expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<lastmod>/g)?.length);
    // Hidden records stay out: an inactive brand and an unavailable product.
    expect(urls).not.toContain(`${ORIGIN}/brand/hidden-brand`);
    expect(urls.filter((u) => u?.includes('/productDetails/')).length).toBeGreaterThan(0);
    expect(urls.some((u) => u?.includes('discontinued'))).toBe(false);
  });

  it('a product added in the back office appears at once; a deleted one goes', async () => {
    const created = await call(
      'POST',
      '/api/admin/products',
      productBody('Sitemap Test Hoodie', 'هودي اختبار الخريطة', 'SMAP-001', { qty: 5, price: 1500 }),
    );
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json().data as { id: number; slug: string };
    expect(locs((await crawl('/sitemap.xml')).body)).toContain(`${ORIGIN}/productDetails/${slug}`);
    expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect(locs((await crawl('/sitemap.xml')).body)).not.toContain(`${ORIGIN}/productDetails/${slug}`);
  });

  it('an active CMS page and a published blog appear; an inactive page and a future post do not', async () => {
    // A page is added with its content, then switched off on its attributes (ADR 0061).
    const page = async (url: string, active: boolean) => {
      const res = await call('POST', '/api/admin/pages', {
        url,
        title: { en: `Page ${url}`, ar: `صفحة ${url}` },
        body: { en: '<p>Text</p>', ar: '<p>نص</p>' },
      });
      expect(res.statusCode).toBe(201);
      const { id, layout } = res.json().data as { id: number; layout: string };
      const saved = await call('PUT', `/api/admin/pages/${id}/attributes?layout=${layout}`, { active });
      expect(saved.statusCode).toBe(200);
    };
    await page('help/delivery', true);
    await page('draft-offer', false);
    const blog = (title: string, publishedAt: string) =>
      call('POST', '/api/admin/blogs', {
        title: { en: title, ar: `مقال ${title}` },
        body: { en: '<p>Text</p>', ar: '<p>نص</p>' },
        author: 'Sarah',
        publishedAt,
      });
    const past = await blog('Stocking hoodies', '2026-01-05T10:00:00.000Z');
    const future = await blog('Next year trends', '2099-01-01T10:00:00.000Z');
    const urls = locs((await crawl('/sitemap.xml')).body);
    expect(urls).toContain(`${ORIGIN}/help/delivery`);
    expect(urls).not.toContain(`${ORIGIN}/draft-offer`);
    expect(urls).toContain(`${ORIGIN}/blogs/${past.json().data.slug}`);
    expect(urls).not.toContain(`${ORIGIN}/blogs/${future.json().data.slug}`);
    // The page's lastmod is its own change time.
    const xml = (await crawl('/sitemap.xml')).body;
    expect(xml).toMatch(
      new RegExp(`<loc>${ORIGIN}/help/delivery</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
  });

  it('becomes an index of numbered files when the addresses outgrow one file', async () => {
    const small = Fastify({ logger: false });
    await small.register(seoRoutes, { db: t.database.db, publicUrl: ORIGIN, pageSize: 5 });
    await small.ready();
    try {
      const whole = locs((await crawl('/sitemap.xml')).body);
      const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex');
      const files = locs(index.body);
      expect(files).toEqual(
        Array.from({ length: Math.ceil(whole.length / 5) }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
      );
      const pages: string[] = [];
      for (const file of files) {
        const res = await small.inject({ method: 'GET', url: file!.replace(ORIGIN, '') });
        expect(res.statusCode).toBe(200);
        pages.push(...(locs(res.body) as string[]));
      }
      // Every address exactly once, in the same order as the single file.
      expect(pages).toEqual(whole);
      expect(
        (await small.inject({ method: 'GET', url: `/sitemap-${files.length + 1}.xml` })).statusCode,
      ).toBe(404);
      expect((await small.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });
});
