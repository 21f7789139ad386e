import { beforeAll, describe, expect, it } from 'vitest';
import { makeImage, multipartBody } from '../../modules/media/test-images.ts';
import { backOfficeTokens } from '../../modules/taxonomy/test-helpers.ts';
import { useTestApp } from '../../test/app.ts';

describe('gallery (/api/admin/gallery)', () => {
  const t = useTestApp();
  let tokens: Awaited<ReturnType<typeof backOfficeTokens>>;
  beforeAll(async () => {
    tokens = await backOfficeTokens(t.database.db);
  });
  /** `token` null: no Authorization header. */
  const upload = async (
    parts: Parameters<typeof multipartBody>[0],
    token: string | null = tokens.admin,
    lang: 'ar' | 'en' = 'en',
  ) => {
    const body = multipartBody(parts);
    return t.api({
      method: 'POST',
      url: '/api/admin/gallery',
      token: token ?? undefined,
      lang,
      payload: body.payload,
      headers: body.headers,
    });
  };
  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.api({ method, url, payload, token: tokens.admin });
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  it('refuses visitors, customers and salespeople with 401', async () => {
    const png = await makeImage('png', 20, 20);
    for (const token of [undefined, tokens.customer, tokens.salesperson]) {
      const res = await upload(
        [{ name: 'files', value: png, filename: 'a.png', contentType: 'image/png' }],
        token ?? null,
      );
      expect(res.statusCode).toBe(401);
      for (const [method, url] of [
        ['GET', '/api/admin/gallery'],
        ['GET', '/api/admin/gallery/1'],
        ['DELETE', '/api/admin/gallery/1'],
      ] as const) {
        expect((await t.api({ method, url, token })).statusCode).toBe(401);
      }
      expect(
        (await t.api({ method: 'PUT', url: '/api/admin/gallery/1', token, payload: { name: 'x' } }))
          .statusCode,
      ).toBe(401);
    }
  });

  it('uploads through the media module: resized webp variants, SVG sanitised, types checked by content', async () => {
    const res = await upload([
      {
        name: 'files',
        value: await makeImage('png', 1600, 800),
        filename: 'hero banner.png',
        contentType: 'image/png',
      },
      {
        name: 'files',
        value: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>x</script><rect width="10" height="10"/></svg>',
        ),
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Image uploaded successfully');
    const [png, svg] = res.json().data;
    expect(png).toMatchObject({ name: 'hero banner.png', mimeType: 'image/png', width: 1200, height: 600 });
    expect(png.url).toMatch(/^\/uploads\/images\/gallery\/.+-1200\.webp$/);
    expect(png.thumbUrl).toMatch(/-400\.webp$/);
    expect(await t.app.storage.get('public', keyOf(png.url))).not.toBeNull();
    const stored = (await t.app.storage.get('public', keyOf(svg.url)))?.toString('utf8') ?? '';
    expect(stored).not.toMatch(/script|onload/);

    const pdf = await upload(
      [{ name: 'files', value: Buffer.from('%PDF-1.4\n'), filename: 'photo.png', contentType: 'image/png' }],
      tokens.admin,
      'ar',
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().code).toBe('fileTypeUnsupported');
    const none = await upload([{ name: 'note', value: 'no file' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('fileRequired');
  });

  it('lists with search, type filter and sort; renames; shows where an image is used', async () => {
    const list = await call('GET', '/api/admin/gallery?sort=name');
    expect(list.json().data.items.map((g: { name: string }) => g.name)).toEqual([
      'hero banner.png',
      'logo.svg',
    ]);
    expect((await call('GET', '/api/admin/gallery?mimeType=image/svg%2Bxml')).json().data.meta.total).toBe(1);
    expect((await call('GET', '/api/admin/gallery?search=hero')).json().data.meta.total).toBe(1);
    const hero = list.json().data.items[0];
    const renamed = await call('PUT', `/api/admin/gallery/${hero.id}`, {
      name: 'Winter hero',
      note: 'Home slider',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Winter hero', note: 'Home slider' });
    const blank = await call('PUT', `/api/admin/gallery/${hero.id}`, { name: ' ' });
    expect(blank.json().errors).toEqual({ name: ['This field is required'] });

    // Used by a brand and by a page body: listed, and deleting is refused.
    await call('POST', '/api/admin/brands', {
      name: { en: 'Hero Brand', ar: 'علامة البطل' },
      status: 'active',
      image: hero.url,
    });
    await call('POST', '/api/admin/pages', {
      url: 'lookbook',
      title: { en: 'Lookbook', ar: 'كتالوج' },
      body: { en: `<img src="${hero.thumbUrl}">`, ar: '' },
    });
    const details = await call('GET', `/api/admin/gallery/${hero.id}`);
    expect(details.json().data.usedBy).toEqual([
      { resource: 'brands', count: 1 },
      { resource: 'pages', count: 1 },
    ]);
    const refused = await call('DELETE', `/api/admin/gallery/${hero.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'galleryImageInUse',
      message: 'This image is still used (brands: 1, pages: 1); replace it there first',
      errors: { usedBy: ['brands', 'pages'] },
    });
    // In Arabic the places are named in Arabic, not by their English ids.
    const refusedAr = await t.api({
      method: 'DELETE',
      url: `/api/admin/gallery/${hero.id}`,
      token: tokens.admin,
      lang: 'ar',
    });
    expect(refusedAr.statusCode).toBe(409);
    expect(refusedAr.json().message).toBe(
      'هذه الصورة ما زالت مستخدمة (العلامات التجارية: 1، الصفحات: 1)؛ استبدلها هناك أولًا',
    );
  });

  it('deletes an unused image with its stored files', async () => {
    const svg = (await call('GET', '/api/admin/gallery?search=logo')).json().data.items[0];
    expect((await call('GET', `/api/admin/gallery/${svg.id}`)).json().data.usedBy).toEqual([]);
    const res = await call('DELETE', `/api/admin/gallery/${svg.id}`);
    expect(res.json()).toEqual({ data: null, message: 'Deleted successfully' });
    expect(await t.app.storage.get('public', keyOf(svg.url))).toBeNull();
    expect(await t.app.storage.get('public', keyOf(svg.thumbUrl))).toBeNull();
    expect((await call('GET', `/api/admin/gallery/${svg.id}`)).statusCode).toBe(404);
  });
});
