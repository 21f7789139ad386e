import { defaultThemeSettings } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { issueToken } from '../../modules/auth/tokens.ts';
import { createTestSalesperson, seedTestCatalogue } from '../../modules/catalogue/test-fixtures.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';
import { insertAdmin, insertSiteSettings } from '../../test/fixtures.ts';

/** Every key anywhere in a JSON value whose name speaks of a price (the visibility flag aside). */
function priceKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => priceKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(/price/i.test(k) && k !== 'pricesVisible' ? [`${path}.${k}`] : []),
      ...priceKeys(v, `${path}.${k}`),
    ]);
  }
  return [];
}

describe('storefront catalogue API', () => {
  const t = useTestApp();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = t.database;
    await insertSiteSettings(db, {
      theme: { ...defaultThemeSettings, perPage: 4 },
      maxQuantityPerProduct: 300,
    });
    await seedTestCatalogue(db, { extraProducts: 60 });
    const token = async (kind: 'user' | 'salesperson' | 'admin', subjectId: number) =>
      (await issueToken(db, { kind, subjectId, ttlHours: 1 })).token;
    tokens.approved = await token('user', (await createCustomer(db, { state: 'approved' })).id);
    tokens.unconfirmed = await token('user', (await createCustomer(db, { state: 'unconfirmed' })).id);
    tokens.awaiting = await token('user', (await createCustomer(db, { state: 'awaiting_approval' })).id);
    tokens.noPrices = await token('user', (await createCustomer(db, { canSeePrices: false })).id);
    tokens.salesperson = await token('salesperson', (await createTestSalesperson(db)).id);
    tokens.inactiveSalesperson = await token('salesperson', (await createTestSalesperson(db, false)).id);
    tokens.admin = await token('admin', (await insertAdmin(db)).id);
    const expired = await issueToken(db, { kind: 'user', subjectId: 1, ttlHours: -1 });
    tokens.expired = expired.token;
  });

  describe('product list', () => {
    it('pages with the site perPage by default and caps perPage', async () => {
      const res = await t.api({ method: 'GET', url: '/api/front/products' });
      expect(res.statusCode).toBe(200);
      const { items, meta } = res.json().data;
      // 5 visible seeded products + 60 extra; the unavailable one is hidden.
      expect(meta).toMatchObject({ total: 65, page: 1, perPage: 4, pageCount: 17, sort: 'newest' });
      expect(items).toHaveLength(4);
      const tooBig = await t.api({ method: 'GET', url: '/api/front/products?perPage=500' });
      expect(tooBig.statusCode).toBe(422);
      const last = (await t.api({ method: 'GET', url: '/api/front/products?page=17' })).json().data;
      expect(last.items).toHaveLength(1);
      const beyond = (await t.api({ method: 'GET', url: '/api/front/products?page=18' })).json().data;
      expect(beyond.items).toEqual([]);
      expect(beyond.meta.total).toBe(65);
    });

    it('never lists unavailable products, and pages do not overlap', async () => {
      const seen = new Set<string>();
      for (let page = 1; page <= 7; page += 1) {
        const { items } = (
          await t.api({ method: 'GET', url: `/api/front/products?perPage=10&page=${page}` })
        ).json().data;
        for (const item of items) {
          expect(seen.has(item.sku)).toBe(false);
          seen.add(item.sku);
        }
      }
      expect(seen.size).toBe(65);
      expect(seen.has('NG-VS-OLD')).toBe(false);
    });

    it('filters by brand, category, main category, tag and stock', async () => {
      const skus = async (qs: string) =>
        (await t.api({ method: 'GET', url: `/api/front/products?perPage=100&${qs}` }))
          .json()
          .data.items.map((i: { sku: string }) => i.sku)
          .sort();
      expect(await skus('brand=mayfair')).toEqual(['MY-KN-CBL']);
      expect(await skus('category=mens-shirts')).toEqual(['NG-SH-LIN', 'NG-SH-OXF']);
      expect(await skus('mainCategory=women')).toEqual(['MY-KN-CBL']);
      expect(await skus('tag=bundle-deal')).toEqual(['NG-TS-CRW']);
      expect(await skus('category=mens-shirts&inStock=true')).toEqual(['NG-SH-OXF']);
      expect(await skus('brand=mayfair,northgate&category=mens-shirts')).toEqual(['NG-SH-LIN', 'NG-SH-OXF']);
      expect(await skus('brand=nobody')).toEqual([]);
      const bad = await t.api({ method: 'GET', url: '/api/front/products?brand=Not%20A%20Slug' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('validation');
    });

    it('sorts by newest, title (per language) and, for viewers who see prices, price', async () => {
      const list = async (qs: string, token?: string) =>
        (
          await t.api({
            method: 'GET',
            url: `/api/front/products?perPage=100&category=mens-shirts,womens-knit&${qs}`,
            token,
          })
        ).json().data;
      expect((await list('')).items.map((i: { sku: string }) => i.sku)).toEqual([
        'NG-SH-LIN',
        'MY-KN-CBL',
        'NG-SH-OXF',
      ]);
      expect((await list('sort=title')).items.map((i: { title: string }) => i.title)).toEqual([
        'Cable Knit Cardigan',
        'Linen Shirt',
        'Oxford Shirt',
      ]);
      const asc = await list('sort=price_asc', tokens.approved);
      expect(asc.meta.sort).toBe('price_asc');
      // The Oxford shirt's discount price (1199) is what a buyer pays.
      expect(asc.items.map((i: { sku: string }) => i.sku)).toEqual(['NG-SH-OXF', 'NG-SH-LIN', 'MY-KN-CBL']);
      const desc = await list('sort=price_desc', tokens.approved);
      expect(desc.items.map((i: { sku: string }) => i.sku)).toEqual(['MY-KN-CBL', 'NG-SH-LIN', 'NG-SH-OXF']);
      const range = await list('minPrice=1200&maxPrice=2000', tokens.approved);
      expect(range.items.map((i: { sku: string }) => i.sku)).toEqual(['NG-SH-LIN']);
    });

    it('does not sort or filter by price for a viewer who may not see prices', async () => {
      const res = await t.api({
        method: 'GET',
        url: '/api/front/products?perPage=100&category=mens-shirts,womens-knit&sort=price_asc&minPrice=1200&maxPrice=2000',
      });
      const { items, meta } = res.json().data;
      expect(meta.sort).toBe('newest');
      expect(meta.pricesVisible).toBe(false);
      expect(items.map((i: { sku: string }) => i.sku)).toEqual(['NG-SH-LIN', 'MY-KN-CBL', 'NG-SH-OXF']);
    });

    it('answers cards in the request language with brand, category, tags and the bundle badge', async () => {
      const res = await t.api({ method: 'GET', url: '/api/front/products?tag=bundle-deal', lang: 'ar' });
      const [card] = res.json().data.items;
      expect(card).toMatchObject({
        sku: 'NG-TS-CRW',
        title: 'تيشيرت برقبة دائرية - عبوة 5 قطع',
        brand: { slug: 'northgate', name: 'نورثغيت للملابس' },
        category: { slug: 'mens-tees', name: 'تيشيرتات وبولو' },
        measureUnit: { name: 'قطعة', code: 'PCS' },
        isBundle: true,
        inStock: true,
        tags: [{ slug: 'bundle-deal', name: 'عرض الباقة', type: 'bundle', typeNumber: 3 }],
      });
    });
  });

  describe('product page', () => {
    it('has gallery, variants with options and stock, option groups and SEO fields', async () => {
      const res = await t.api({
        method: 'GET',
        url: '/api/front/products/piqu-polo-shirt',
        token: tokens.approved,
      });
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      expect(p).toMatchObject({
        sku: 'NG-PL-PIQ',
        title: 'Piqué Polo Shirt',
        price: 899,
        priceFrom: 899,
        priceTo: 949,
        image: '/p/polo.png',
        mainCategory: { slug: 'men', name: 'Men' },
        maxPerProduct: 300,
        seo: { title: 'Polo | Wholesale', description: 'About Piqué Polo Shirt', image: '/p/polo.png' },
        pricesVisible: true,
      });
      expect(p.gallery).toEqual([
        { url: '/p/polo-1.png', thumbUrl: '/p/polo-1-thumb.png', alt: 'Polo front' },
        { url: '/p/polo-2.png', thumbUrl: '/p/polo-2-thumb.png', alt: 'Piqué Polo Shirt' },
      ]);
      // The unavailable XL variant is not offered.
      expect(p.variants).toHaveLength(2);
      expect(p.variants[0]).toMatchObject({
        code: 'NG-PL-PIQ-NV-M',
        qty: 20,
        price: 899,
        options: [
          { attribute: 'size', attributeName: 'Size', value: 'M', valueName: 'M', hex: null },
          { attribute: 'colour', attributeName: 'Colour', value: 'navy', valueName: 'Navy', hex: '#1f2a44' },
        ],
      });
      expect(p.optionGroups).toEqual([
        {
          id: expect.any(Number),
          name: 'Logo printing',
          note: '',
          minSelect: 1,
          maxSelect: 2,
          required: true,
          choices: [
            { id: expect.any(Number), name: 'Front print', hex: null, priceDelta: 150 },
            { id: expect.any(Number), name: 'Back print', hex: null, priceDelta: 200 },
          ],
        },
      ]);
    });

    it('serves the discount price and the Arabic texts', async () => {
      const res = await t.api({
        method: 'GET',
        url: '/api/front/products/oxford-shirt',
        lang: 'ar',
        token: tokens.admin,
      });
      expect(res.json().data).toMatchObject({
        title: 'قميص أكسفورد رجالي',
        price: 1499,
        discountPrice: 1199,
        type: 'discount',
      });
    });

    it('shows the attributes entered in the back office as specifications, in both languages', async () => {
      const { db } = t.database;
      const oxford = (await db.select().from(products).where(eq(products.slug, 'oxford-shirt')))[0];
      if (!oxford) throw new Error('fixture');
      // Nothing entered yet: no specifications.
      const before = await t.api({ method: 'GET', url: '/api/front/products/oxford-shirt' });
      expect(before.json().data.specifications).toEqual([]);

      const saved = await t.api({
        method: 'PUT',
        url: `/api/admin/products/attributes/2/${oxford.id}`,
        token: tokens.admin,
        payload: {
          material: { en: '100% cotton oxford', ar: 'أكسفورد قطن 100%' },
          // Only the English text: Arabic shoppers read it rather than nothing.
          care_instructions: { en: 'Machine wash at 30°C', ar: '' },
          origin_country: 'TR',
          gender: 'men',
          pack_size: 6,
          size_range: 'S–XXL',
        },
      });
      expect(saved.statusCode).toBe(200);
      // A key of another version (kept by the back office) is not this shop's to show.
      await db.execute(
        sql`update products set attributes = attributes || '{"fit":"slim"}'::jsonb where id = ${oxford.id}`,
      );

      const en = await t.api({ method: 'GET', url: '/api/front/products/oxford-shirt' });
      expect(en.json().data.specifications).toEqual([
        { field: 'material', value: '100% cotton oxford' },
        { field: 'care_instructions', value: 'Machine wash at 30°C' },
        { field: 'origin_country', value: 'TR' },
        { field: 'gender', value: 'men' },
        { field: 'pack_size', value: 6 },
        { field: 'size_range', value: 'S–XXL' },
      ]);
      const ar = await t.api({ method: 'GET', url: '/api/front/products/oxford-shirt', lang: 'ar' });
      expect(ar.json().data.specifications.slice(0, 2)).toEqual([
        { field: 'material', value: 'أكسفورد قطن 100%' },
        { field: 'care_instructions', value: 'Machine wash at 30°C' },
      ]);
    });

    it('answers 404 in the error shape for an unknown or unavailable product', async () => {
      for (const slug of ['no-such-product', 'discontinued-vest']) {
        const res = await t.api({ method: 'GET', url: `/api/front/products/${slug}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'notFound',
          message: 'The page or resource you asked for does not exist',
        });
      }
    });
  });

  describe('brands and categories', () => {
    it('lists active brands with product counts; products by brand slug; 404 for hidden brands', async () => {
      const brands = (await t.api({ method: 'GET', url: '/api/front/brands' })).json().data;
      expect(brands.map((b: { slug: string; productCount: number }) => [b.slug, b.productCount])).toEqual([
        ['northgate', 64],
        ['mayfair', 1],
      ]);
      const byBrand = (
        await t.api({ method: 'GET', url: '/api/front/brands/mayfair/products', lang: 'ar' })
      ).json().data;
      expect(byBrand.brand).toMatchObject({ slug: 'mayfair', name: 'مايفير لوم' });
      expect(byBrand.items.map((i: { sku: string }) => i.sku)).toEqual(['MY-KN-CBL']);
      expect((await t.api({ method: 'GET', url: '/api/front/brands/hidden-brand' })).statusCode).toBe(404);
      expect(
        (await t.api({ method: 'GET', url: '/api/front/brands/hidden-brand/products' })).statusCode,
      ).toBe(404);
    });

    it('lists categories, main categories with their categories, and categories by main-category slug', async () => {
      const cats = (await t.api({ method: 'GET', url: '/api/front/categories' })).json().data;
      expect(cats.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount])).toEqual([
        ['mens-tees', 62],
        ['mens-shirts', 2],
        ['womens-knit', 1],
      ]);
      const women = (await t.api({ method: 'GET', url: '/api/front/categories?mainCategory=women' })).json()
        .data;
      expect(women.map((c: { slug: string }) => c.slug)).toEqual(['womens-knit']);
      const mains = (await t.api({ method: 'GET', url: '/api/front/main-categories', lang: 'ar' })).json()
        .data;
      expect(mains[0]).toMatchObject({ slug: 'men', name: 'رجالي', productCount: 64 });
      expect(mains[0].categories.map((c: { slug: string }) => c.slug)).toEqual(['mens-tees', 'mens-shirts']);
      const men = (await t.api({ method: 'GET', url: '/api/front/main-categories/men' })).json().data;
      expect(men.categories).toHaveLength(2);
      const shirts = (await t.api({ method: 'GET', url: '/api/front/categories/mens-shirts' })).json().data;
      expect(shirts.mainCategory).toEqual({ slug: 'men', name: 'Men' });
      expect((await t.api({ method: 'GET', url: '/api/front/main-categories/kids' })).statusCode).toBe(404);
      expect((await t.api({ method: 'GET', url: '/api/front/categories/kids' })).statusCode).toBe(404);
    });
  });

  describe('menus and slides', () => {
    it('serves active menus by placement with their visible items', async () => {
      const home = (await t.api({ method: 'GET', url: '/api/front/menus?placement=home' })).json().data;
      expect(home.map((m: { slug: string }) => m.slug)).toEqual(['best-sellers', 'mobile-only']);
      const [best] = home;
      expect(best).toMatchObject({ kind: 'grid', type: 'gallery', layout: 'horizontal', itemCount: 3 });
      expect(best.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([
        'NG-PL-PIQ',
        'NG-SH-OXF',
        'MY-KN-CBL',
      ]);
      const web = (await t.api({ method: 'GET', url: '/api/front/menus?placement=home&device=web' })).json()
        .data;
      expect(web.map((m: { slug: string }) => m.slug)).toEqual(['best-sellers']);
      const navFooter = (
        await t.api({ method: 'GET', url: '/api/front/menus?placement=nav,footer', lang: 'ar' })
      ).json().data;
      expect(navFooter.map((m: { slug: string }) => m.slug)).toEqual(['nav-brands', 'footer-categories']);
      expect(navFooter[0].items[1]).toMatchObject({
        type: 'brands',
        brand: { slug: 'mayfair', name: 'مايفير لوم' },
      });
      expect(navFooter[1].items[0]).toMatchObject({ type: 'categories', category: { slug: 'mens-tees' } });
      const all = (await t.api({ method: 'GET', url: '/api/front/menus' })).json().data;
      expect(all).toHaveLength(4);
      expect((await t.api({ method: 'GET', url: '/api/front/menus?placement=side' })).statusCode).toBe(422);
    });

    it('pages through one menu by slug; 404 for an unknown or inactive menu', async () => {
      const res = await t.api({ method: 'GET', url: '/api/front/menus/best-sellers?perPage=2&page=2' });
      const { menu, meta } = res.json().data;
      expect(meta).toMatchObject({ total: 3, page: 2, perPage: 2, pageCount: 2 });
      expect(menu.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MY-KN-CBL']);
      expect((await t.api({ method: 'GET', url: '/api/front/menus/draft-menu' })).statusCode).toBe(404);
    });

    it('serves the active home slides', async () => {
      const slides = (await t.api({ method: 'GET', url: '/api/front/slides', lang: 'ar' })).json().data;
      expect(slides).toEqual([
        {
          id: expect.any(Number),
          title: 'الموسم الجديد',
          subtitle: '',
          url: '/products',
          image: '/s/1.png',
          targetPage: 'home',
        },
      ]);
    });
  });

  describe('prices are hidden wherever the viewer may not see them (SPEC 6)', () => {
    const urls = [
      '/api/front/products?perPage=100',
      '/api/front/products?search=polo',
      '/api/front/products/piqu-polo-shirt',
      '/api/front/products/oxford-shirt',
      '/api/front/brands/northgate/products',
      '/api/front/menus',
      '/api/front/menus/best-sellers',
    ];
    const hidden = [
      'visitor',
      'expired',
      'unconfirmed',
      'awaiting',
      'noPrices',
      'inactiveSalesperson',
      'garbage',
    ];
    const shown = ['approved', 'salesperson', 'admin'];
    const tokenOf = (who: string) =>
      who === 'visitor' ? undefined : who === 'garbage' ? 'not-a-token' : tokens[who];

    it.each(hidden)('%s: no price key anywhere in any catalogue answer', async (who) => {
      for (const url of urls) {
        const res = await t.api({ method: 'GET', url, token: tokenOf(who) });
        expect(res.statusCode, url).toBe(200);
        const body = res.json();
        expect(priceKeys(body), url).toEqual([]);
        expect(JSON.stringify(body)).not.toMatch(/"(?!pricesVisible")[^"]*price[^"]*":/i);
      }
    });

    it.each(shown)('%s: prices are shown', async (who) => {
      const token = tokenOf(who);
      const list = (await t.api({ method: 'GET', url: '/api/front/products?brand=mayfair', token })).json()
        .data;
      expect(list.meta.pricesVisible).toBe(true);
      expect(list.items[0].price).toBe(2450);
      const page = (await t.api({ method: 'GET', url: '/api/front/products/piqu-polo-shirt', token })).json()
        .data;
      expect(page.variants[0].price).toBe(899);
      expect(page.optionGroups[0].choices[0].priceDelta).toBe(150);
      const menus = (await t.api({ method: 'GET', url: '/api/front/menus?placement=home', token })).json()
        .data;
      expect(menus[0].items[0].product.price).toBe(899);
    });
  });

  describe('a fixed number of SQL statements whatever the page size', () => {
    async function statements(url: string, token?: string): Promise<number> {
      const spy = vi.spyOn(t.database.pool, 'query');
      try {
        const res = await t.api({ method: 'GET', url, token });
        expect(res.statusCode, url).toBe(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    }

    it.each([
      // perPage given: count + page (one statement for a search); the brand adds its lookup; a
      // menu page is one statement.
      ['product list', '/api/front/products?perPage=5', '/api/front/products?perPage=50', 2],
      ['search', '/api/front/products?search=tee&perPage=5', '/api/front/products?search=tee&perPage=50', 1],
      [
        'filtered',
        '/api/front/products?perPage=5&brand=northgate&sort=title',
        '/api/front/products?perPage=50&brand=northgate&sort=title',
        2,
      ],
      [
        'brand products',
        '/api/front/brands/northgate/products?perPage=5',
        '/api/front/brands/northgate/products?perPage=50',
        3,
      ],
      ['menu page', '/api/front/menus/best-sellers?perPage=1', '/api/front/menus/best-sellers?perPage=50', 1],
    ])('%s', async (_name, small, large, expected) => {
      for (const token of [undefined, tokens.approved]) {
        const a = await statements(small, token);
        const b = await statements(large, token);
        expect(a).toBe(b);
        expect(a).toBe(expected + (token ? 1 : 0));
      }
    });

    it('home menus, product page, categories, main categories, brands, slides', async () => {
      // Without perPage the site's perPage setting is read first: one more statement.
      expect(await statements('/api/front/products')).toBe(3);
      expect(await statements('/api/front/products?page=3', tokens.approved)).toBe(4);
      expect(await statements('/api/front/menus?placement=home')).toBe(1);
      expect(await statements('/api/front/menus', tokens.approved)).toBe(2);
      expect(await statements('/api/front/products/piqu-polo-shirt')).toBe(1);
      expect(await statements('/api/front/products/piqu-polo-shirt', tokens.approved)).toBe(2);
      expect(await statements('/api/front/categories')).toBe(1);
      expect(await statements('/api/front/main-categories')).toBe(1);
      expect(await statements('/api/front/brands')).toBe(1);
      expect(await statements('/api/front/slides')).toBe(1);
    });
  });
});
