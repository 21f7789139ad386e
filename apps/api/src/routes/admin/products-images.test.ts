import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../db/schema/index.ts';
import { type MultipartPart, makeImage, multipartBody } from '../../modules/media/test-images.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('product images (/api/admin/products/:id/images, poster, seo-image)', () => {
  const { t, tokens, call } = useCatalogueAdminApi();
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    png = await makeImage('png', 1600, 1000);
    jpeg = await makeImage('jpeg', 640, 480);
  });

  const stored = (url: string) => t.app.storage.get('public', url.replace(/^\/uploads\//, ''));
  const upload = (
    url: string,
    parts: MultipartPart[],
    opts: { token?: string | null; lang?: 'ar' | 'en' } = {},
  ) =>
    t.api({
      method: 'POST',
      url,
      token: opts.token === null ? undefined : (opts.token ?? tokens.admin),
      lang: opts.lang,
      ...multipartBody(parts),
    });

  let seq = 0;
  const newProduct = async () => {
    seq += 1;
    const res = await t.api({
      method: 'POST',
      url: '/api/admin/products',
      token: tokens.admin,
      payload: {
        title: { en: `Image Tee ${seq}`, ar: `تيشيرت صورة ${seq}` },
        sku: `IMG-${seq}`,
        status: 'available',
        qty: 3,
        price: 500,
      },
    });
    return res.json().data.id as number;
  };

  it('refuses a visitor, a customer and a salesperson with 401', async () => {
    for (const token of [null, tokens.customer, tokens.salesperson]) {
      const res = await upload(
        '/api/admin/products/1/images',
        [{ name: 'images', value: png, filename: 'a.png' }],
        {
          token,
        },
      );
      expect(res.statusCode).toBe(401);
      expect(
        (await call('PUT', '/api/admin/products/1/images/order', { ids: [1] }, { token })).statusCode,
      ).toBe(401);
      expect((await call('DELETE', '/api/admin/products/1/images/1', undefined, { token })).statusCode).toBe(
        401,
      );
      expect((await call('DELETE', '/api/admin/products/1/poster', undefined, { token })).statusCode).toBe(
        401,
      );
    }
  });

  it('uploads images (resized webp variants), reorders and deletes them with their files', async () => {
    const id = await newProduct();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" onload="alert(1)"><script>alert(2)</script><rect width="100" height="50"/></svg>',
    );
    const res = await upload(`/api/admin/products/${id}/images`, [
      { name: 'images', value: png, filename: 'front.png', contentType: 'image/png' },
      { name: 'images', value: jpeg, filename: 'back.jpg', contentType: 'image/jpeg' },
      { name: 'images', value: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Image uploaded successfully');
    const images = res.json().data as { id: number; url: string; thumbUrl: string; position: number }[];
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    const [front, back, logo] = images;
    if (!front || !back || !logo) throw new Error('three images expected');
    expect(front.url).toMatch(/^\/uploads\/images\/products\/.+-1200\.webp$/);
    expect(await sharp((await stored(front.url)) ?? undefined).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
    });
    expect(await sharp((await stored(front.thumbUrl)) ?? undefined).metadata()).toMatchObject({ width: 400 });
    expect(await sharp((await stored(back.url)) ?? undefined).metadata()).toMatchObject({ width: 640 });
    const cleanSvg = (await stored(logo.url))?.toString() ?? '';
    expect(cleanSvg).toContain('<rect');
    expect(cleanSvg).not.toMatch(/script|onload/);

    const product = (await call('GET', `/api/admin/products/${id}`)).json().data;
    expect(product.images.map((i: { id: number }) => i.id)).toEqual([front.id, back.id, logo.id]);
    const list = await call('GET', `/api/admin/products?search=IMG-${seq}`);
    expect(list.json().data.items[0].image).toBe(front.thumbUrl);

    const reordered = await call('PUT', `/api/admin/products/${id}/images/order`, {
      ids: [logo.id, front.id, back.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((i: { id: number }) => i.id)).toEqual([logo.id, front.id, back.id]);
    const partial = await call('PUT', `/api/admin/products/${id}/images/order`, { ids: [logo.id, front.id] });
    expectFieldErrors(partial, { ids: ['This value is not valid'] });

    const del = await call('DELETE', `/api/admin/products/${id}/images/${front.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.map((i: { id: number }) => i.id)).toEqual([logo.id, back.id]);
    expect(await stored(front.url)).toBeNull();
    expect(await stored(front.thumbUrl)).toBeNull();
    expect((await call('DELETE', `/api/admin/products/${id}/images/${front.id}`)).statusCode).toBe(404);

    // Deleting the product removes the remaining files too.
    expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect(await stored(back.url)).toBeNull();
    expect(await stored(logo.url)).toBeNull();
  });

  it('refuses a file that is not an image by its content, and a PNG renamed .pdf, with a clear 422', async () => {
    const id = await newProduct();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const fakeName = await upload(
      `/api/admin/products/${id}/images`,
      [{ name: 'images', value: pdf, filename: 'photo.png', contentType: 'image/png' }],
      { lang: 'ar' },
    );
    expect(fakeName.statusCode).toBe(422);
    expect(fakeName.json().code).toBe('fileTypeUnsupported');
    expect(Object.keys(fakeName.json().errors)).toEqual(['images']);
    const renamed = await upload(`/api/admin/products/${id}/images`, [
      { name: 'images', value: png, filename: 'catalogue.pdf', contentType: 'application/pdf' },
    ]);
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toEqual({
      code: 'fileTypeUnsupported',
      message: 'This file type is not supported',
      errors: { images: ['This file type is not supported'] },
    });
    // One bad file among good ones: nothing is kept.
    const mixed = await upload(`/api/admin/products/${id}/images`, [
      { name: 'images', value: png, filename: 'ok.png' },
      { name: 'images', value: Buffer.from('GIF89a....'), filename: 'anim.gif' },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect((await call('GET', `/api/admin/products/${id}`)).json().data.images).toEqual([]);
    const none = await upload(`/api/admin/products/${id}/images`, [{ name: 'note', value: 'no file' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('fileRequired');
    const json = await t.api({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      token: tokens.admin,
      payload: {},
    });
    expectFieldErrors(json, { urls: ['This field is required'] });
    expect(
      (await upload('/api/admin/products/999999/images', [{ name: 'images', value: png, filename: 'a.png' }]))
        .statusCode,
    ).toBe(404);
  });

  it('links gallery images without copying them, sets alt texts, never deletes gallery files', async () => {
    const id = await newProduct();
    // A gallery image as the gallery slice stores it (files under images/gallery/, a row with its thumbnail).
    const url = (await t.app.storage.put('public', 'images/gallery/2026/01/linked-1200.webp', png)).url ?? '';
    const thumbUrl =
      (await t.app.storage.put('public', 'images/gallery/2026/01/linked-400.webp', png)).url ?? '';
    await t.database.db
      .insert(galleryImages)
      .values({ url, thumbUrl, name: 'linked.png', mimeType: 'image/png', bytes: png.length });
    const bad = await call('PUT', `/api/admin/products/${id}/images/order`, { ids: [] });
    expect(bad.statusCode).toBe(422);
    const linked = await t.api({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      token: tokens.admin,
      payload: { urls: [url, 'https://cdn.example.com/look.webp'] },
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().data).toMatchObject([
      { url, thumbUrl, position: 0 },
      { url: 'https://cdn.example.com/look.webp', thumbUrl: null, position: 1 },
    ]);
    const invalid = await t.api({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      token: tokens.admin,
      payload: { urls: ['javascript:alert(1)', url, url] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ 'urls.0': ['Choose an image from the gallery'] });

    const [first] = linked.json().data as { id: number }[];
    const alt = await call('PUT', `/api/admin/products/${id}/images/${first?.id}`, {
      alt: { en: 'Navy polo, front', ar: 'بولو كحلي من الأمام' },
    });
    expect(alt.json().data[0].alt).toEqual({ en: 'Navy polo, front', ar: 'بولو كحلي من الأمام' });
    expect((await call('PUT', `/api/admin/products/${id}/images/999999`, { alt: null })).statusCode).toBe(
      404,
    );

    await call('DELETE', `/api/admin/products/${id}/images/${first?.id}`);
    expect(await stored(url)).not.toBeNull();
    expect((await call('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    expect(await stored(url)).not.toBeNull();
  });

  it('uploads, replaces and removes the poster and the SEO image', async () => {
    const id = await newProduct();
    const first = await upload(`/api/admin/products/${id}/poster`, [
      { name: 'file', value: png, filename: 'poster.png' },
    ]);
    expect(first.statusCode).toBe(200);
    const poster1 = first.json().data.posterImage as string;
    expect(poster1).toMatch(/^\/uploads\/images\/products\/.+-1200\.webp$/);
    expect(await stored(poster1)).not.toBeNull();
    const second = await upload(`/api/admin/products/${id}/poster`, [
      { name: 'file', value: jpeg, filename: 'poster.jpg' },
    ]);
    const poster2 = second.json().data.posterImage as string;
    expect(poster2).not.toBe(poster1);
    expect(await stored(poster1)).toBeNull();

    const seo = await upload(`/api/admin/products/${id}/seo-image`, [
      { name: 'file', value: png, filename: 'seo.webp' },
    ]);
    expect(seo.json().data).toMatchObject({
      posterImage: poster2,
      seoImage: expect.stringMatching(/\.webp$/),
    });
    const badSeo = await upload(`/api/admin/products/${id}/seo-image`, [
      { name: 'file', value: Buffer.from('<html><script>x</script></html>'), filename: 'seo.svg' },
    ]);
    expectFieldErrors(badSeo, { file: ['This file type is not supported'] });
    const two = await upload(`/api/admin/products/${id}/poster`, [
      { name: 'file', value: png, filename: 'a.png' },
      { name: 'file', value: png, filename: 'b.png' },
    ]);
    expect(two.json().code).toBe('tooManyFiles');

    const cleared = await call('DELETE', `/api/admin/products/${id}/poster`);
    expect(cleared.json().data.posterImage).toBeNull();
    expect(await stored(poster2)).toBeNull();
    expect((await call('DELETE', `/api/admin/products/${id}/banner`)).statusCode).toBe(422);
  });
});
