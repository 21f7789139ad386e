import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { LocalFileStorage } from '../files/storage.ts';
import {
  detectImageKind,
  processImageUpload,
  publicKeyOfUrl,
  removeImageFiles,
  sanitizeSvg,
} from './images.ts';
import { makeImage } from './test-images.ts';
import { imageVariant, variantKey } from './variants.ts';

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('media: processImageUpload', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  const storage = new LocalFileStorage({ public: path.join(dir, 'pub'), private: path.join(dir, 'priv') });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('detects jpeg, png, webp and svg by their bytes, not their name', async () => {
    expect(detectImageKind(await makeImage('png', 10, 10))).toBe('png');
    expect(detectImageKind(await makeImage('jpeg', 10, 10))).toBe('jpeg');
    expect(detectImageKind(await makeImage('webp', 10, 10))).toBe('webp');
    expect(detectImageKind(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x"></svg>'))).toBe(
      'svg',
    );
    expect(detectImageKind(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectImageKind(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores a 1200 px main webp and a 400 px thumbnail of a large PNG', async () => {
    const result = await processImageUpload(await makeImage('png'), { storage, folder: 'products' });
    expect(result).toMatchObject({ width: 1200, height: 800, mime: 'image/png' });
    expect(result.url).toMatch(/^\/uploads\/images\/products\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1200\.webp$/);
    expect(result.thumbUrl).toMatch(/-400\.webp$/);
    const main = await storage.get('public', keyOf(result.url));
    const thumb = await storage.get('public', keyOf(result.thumbUrl));
    expect(await sharp(main ?? undefined).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });
    expect(await sharp(thumb ?? undefined).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });
    expect(result.keys).toEqual([keyOf(result.url), keyOf(result.thumbUrl)]);
  });

  it('never enlarges a small JPEG or WEBP', async () => {
    const jpeg = await processImageUpload(await makeImage('jpeg', 300, 200), { storage });
    expect(jpeg).toMatchObject({ width: 300, height: 200, mime: 'image/jpeg' });
    const webp = await processImageUpload(await makeImage('webp', 500, 500), { storage });
    expect(webp).toMatchObject({ width: 500, height: 500, mime: 'image/webp' });
    const thumb = await storage.get('public', keyOf(webp.thumbUrl));
    expect((await sharp(thumb ?? undefined).metadata()).width).toBe(400);
  });

  it('refuses a PDF (whatever its name) and a PNG header on broken data with a 422 on the field', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
    const refused = await processImageUpload(pdf, { storage, field: 'images' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 422,
      code: 'fileTypeUnsupported',
      errors: { images: ['fileTypeUnsupported'] },
    });
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await expect(processImageUpload(fakePng, { storage })).rejects.toMatchObject({
      code: 'fileTypeUnsupported',
    });
    await expect(processImageUpload(Buffer.alloc(0), { storage })).rejects.toMatchObject({
      code: 'fileRequired',
    });
  });

  it('refuses a PNG renamed .pdf and a PDF renamed .png; the bytes decide among image types', async () => {
    const png = await makeImage('png', 20, 20);
    await expect(processImageUpload(png, { storage, filename: 'catalogue.pdf' })).rejects.toMatchObject({
      statusCode: 422,
      code: 'fileTypeUnsupported',
    });
    const pdf = Buffer.from('%PDF-1.4\n');
    await expect(processImageUpload(pdf, { storage, filename: 'photo.png' })).rejects.toMatchObject({
      code: 'fileTypeUnsupported',
    });
    // A PNG saved as .jpg (common with downloads) is still a PNG image: accepted, typed by content.
    const asJpg = await processImageUpload(png, { storage, filename: 'C:\\photos\\shirt.JPG' });
    expect(asJpg.mime).toBe('image/png');
    expect((await processImageUpload(png, { storage, filename: 'no-extension' })).mime).toBe('image/png');
  });

  it('cleans an SVG: no script, no handlers, no external references; keeps the drawing', async () => {
    const dirty = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(https://evil.test/x.css);</style>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test"/></body></foreignObject>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>
  <rect width="200" height="100" fill="url(#g)" onclick="steal()"/>
  <image href="https://evil.test/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.test/sprite.svg#a"/>
  <a href="javascript:alert(1)"><circle cx="50" cy="50" r="40" fill="url(https://evil.test/p)"/></a>
  <use href="#g"/>
</svg>`;
    const clean = sanitizeSvg(dirty);
    expect(clean).not.toMatch(/script|onload|onclick|@import|evil\.test|javascript|foreignObject|iframe/i);
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g"');
    expect(clean).toContain('viewBox="0 0 200 100"');

    const result = await processImageUpload(Buffer.from(dirty), { storage, folder: 'gallery' });
    expect(result).toMatchObject({ width: 200, height: 100, mime: 'image/svg+xml' });
    expect(result.url).toMatch(/\.svg$/);
    const stored = (await storage.get('public', keyOf(result.url)))?.toString('utf8') ?? '';
    expect(stored).not.toMatch(/<script|onload|evil\.test/);
    expect(stored).toContain('<rect');
    const thumb = await storage.get('public', keyOf(result.thumbUrl));
    expect(await sharp(thumb ?? undefined).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
  });

  it('removes the stored files of an image, and only files it made', async () => {
    const result = await processImageUpload(await makeImage('png', 50, 50), { storage });
    expect(publicKeyOfUrl(result.url)).toBe(keyOf(result.url));
    expect(publicKeyOfUrl('https://cdn.example/a.png')).toBeNull();
    expect(publicKeyOfUrl('/uploads/catalogue.pdf')).toBeNull();
    const variant = await imageVariant(storage, keyOf(result.url), 200);
    expect(variant).not.toBeNull();
    await removeImageFiles(storage, [result.url, result.thumbUrl, 'https://cdn.example/a.png', null]);
    expect(await storage.get('public', keyOf(result.url))).toBeNull();
    expect(await storage.get('public', keyOf(result.thumbUrl))).toBeNull();
    expect(await storage.get('public', variantKey(keyOf(result.url), 200))).toBeNull();
  });
});
