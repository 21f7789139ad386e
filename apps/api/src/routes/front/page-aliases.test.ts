import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('the /api page aliases of SPEC 2', () => {
  const t = useTestApp();
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

  it('is not an API: a JSON client gets 404 notFound in the error shape', async () => {
    const res = await t.api({ method: 'GET', url: '/api/productDetails/oxford-shirt' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
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
