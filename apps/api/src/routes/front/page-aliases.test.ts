import { beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../modules/auth/tokens.ts';
import { seedTestCatalogue } from '../../modules/catalogue/test-fixtures.ts';
import { createCustomer } from '../../modules/users/test-fixtures.ts';
import { useTestApp } from '../../test/app.ts';

describe('the /api page aliases of SPEC 2', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedTestCatalogue(t.database.db);
  });
  const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it('redirects a browser permanently to the storefront page, with no api key needed', async () => {
    for (const [from, to] of [
      ['/api/category/mens-shirts', '/category/mens-shirts'],
      ['/api/productDetails/oxford-shirt', '/productDetails/oxford-shirt'],
      ['/api/productDetails/oxford-shirt?ref=mail', '/productDetails/oxford-shirt?ref=mail'],
      ['/api/category/%D9%82%D9%85%D8%B5%D8%A7%D9%86', '/category/%D9%82%D9%85%D8%B5%D8%A7%D9%86'],
    ] as const) {
      // A plain inject: no x-api-key, as a browser following a shared link.
      const res = await t.app.inject({ method: 'GET', url: from, headers: { accept: browser } });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept');
    }
  });

  it('answers HEAD like GET', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/api/category/knitwear',
      headers: { accept: browser },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/category/knitwear');
  });

  it('gives a JSON client the answer of the matching /api/front route, in its language', async () => {
    for (const [alias, front] of [
      ['/api/category/mens-shirts', '/api/front/categories/mens-shirts'],
      ['/api/productDetails/oxford-shirt', '/api/front/products/oxford-shirt'],
    ] as const) {
      for (const lang of ['en', 'ar'] as const) {
        const [aliased, direct] = await Promise.all([
          t.api({ url: alias, lang }),
          t.api({ url: front, lang }),
        ]);
        expect(aliased.statusCode, alias).toBe(200);
        expect(aliased.json(), alias).toEqual(direct.json());
        expect(aliased.headers['cache-control']).toBe(direct.headers['cache-control']);
        // The same address redirects a browser: a cache must keep the two answers apart.
        expect(String(aliased.headers.vary).toLowerCase()).toContain('accept');
      }
    }
    const category = await t.api({ url: '/api/category/mens-shirts', lang: 'ar' });
    expect(category.json().data).toMatchObject({ slug: 'mens-shirts', name: 'قمصان' });
  });

  it('shows prices to a viewer the product route shows them to, and hides them from a visitor', async () => {
    const visitor = await t.api({ url: '/api/productDetails/oxford-shirt' });
    expect(visitor.json().data.price).toBeUndefined();
    const customer = await createCustomer(t.database.db, { state: 'approved' });
    const { token } = await issueToken(t.database.db, { kind: 'user', subjectId: customer.id, ttlHours: 1 });
    const priced = await t.api({ url: '/api/productDetails/oxford-shirt', token });
    expect(priced.json().data).toMatchObject({ price: 1499, discountPrice: 1199, pricesVisible: true });
  });

  it('answers a JSON client 404 notFound only for a slug that names nothing shown', async () => {
    for (const url of [
      '/api/productDetails/no-such-shirt',
      '/api/productDetails/discontinued-vest',
      '/api/category/no-such-category',
    ]) {
      const res = await t.api({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
  });

  it('asks a JSON client for the api key, as every /api route does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/productDetails/oxford-shirt',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalidApiKey');
  });

  it('opens only these two aliases: other /api paths still need the api key', async () => {
    for (const url of ['/api/category/a/b', '/api/front/products', '/api/categories/x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: browser } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('invalidApiKey');
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/category/x', headers: { accept: browser } });
    expect(post.statusCode).toBe(404);
  });
});
