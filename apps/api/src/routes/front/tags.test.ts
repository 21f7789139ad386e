import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productTags, tags } from '../../db/schema/index.ts';
import { seedTestCatalogue } from '../../modules/catalogue/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';

describe('GET /api/front/tags', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { db } = t.database;
    await insertSiteSettings(db);
    const seeded = await seedTestCatalogue(db);
    // Beside the fixture's two tags: one no product carries, one carried only by the hidden
    // (unavailable) product, and one more on two visible products so counts and order show.
    const [unused, retired, winter] = await db
      .insert(tags)
      .values([
        { name: { en: 'Unused', ar: 'غير مستخدم' }, slug: 'unused', type: 'regular' },
        { name: { en: 'Retired line', ar: 'خط متوقف' }, slug: 'retired', type: 'discount' },
        { name: { en: 'Winter', ar: 'شتوي' }, slug: 'winter', type: 'discount' },
      ])
      .returning();
    if (!unused || !retired || !winter) throw new Error('tag fixture');
    await db.insert(productTags).values([
      { productId: seeded.id('NG-VS-OLD'), tagId: retired.id },
      { productId: seeded.id('NG-VS-OLD'), tagId: winter.id },
      { productId: seeded.id('NG-PL-PIQ'), tagId: winter.id },
      { productId: seeded.id('MY-KN-CBL'), tagId: winter.id },
    ]);
  });

  it('lists only tags a visible product carries, by English name, with counts and type numbers', async () => {
    const res = await t.api({ method: 'GET', url: '/api/front/tags', lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.json().data).toEqual([
      { slug: 'bundle-deal', name: 'Bundle deal', type: 'bundle', typeNumber: 3, productCount: 1 },
      { slug: 'organic', name: 'Organic cotton', type: 'regular', typeNumber: 1, productCount: 1 },
      // The unavailable product is not counted.
      { slug: 'winter', name: 'Winter', type: 'discount', typeNumber: 2, productCount: 2 },
    ]);
  });

  it('answers names in Arabic for Accept-Language ar, ordered by the Arabic name', async () => {
    const res = await t.api({ method: 'GET', url: '/api/front/tags', lang: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('ar');
    expect(res.json().data.map((tag: { slug: string; name: string }) => [tag.slug, tag.name])).toEqual([
      ['winter', 'شتوي'],
      ['bundle-deal', 'عرض الباقة'],
      ['organic', 'قطن عضوي'],
    ]);
  });

  it('every listed tag filters the product list to its product count', async () => {
    const list = (await t.api({ method: 'GET', url: '/api/front/tags' })).json().data;
    for (const tag of list as { slug: string; productCount: number }[]) {
      const products = await t.api({ method: 'GET', url: `/api/front/products?perPage=100&tag=${tag.slug}` });
      expect(products.json().data.meta.total, tag.slug).toBe(tag.productCount);
    }
  });

  it('refuses a missing or wrong api key with 401, as the other front routes', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/front/tags' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'invalidApiKey' });
    const wrong = await t.api({ method: 'GET', url: '/api/front/tags', headers: { 'x-api-key': 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('runs one SQL statement, with or without a bearer token', async () => {
    const spy = vi.spyOn(t.database.pool, 'query');
    try {
      const res = await t.api({ method: 'GET', url: '/api/front/tags', token: 'not-a-token' });
      expect(res.statusCode).toBe(200);
      expect(spy.mock.calls.length).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
