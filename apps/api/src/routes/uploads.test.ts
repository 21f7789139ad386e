import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

const t = useTestApp();

async function picture(name: string, width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const file = path.join(t.config.uploadsDir, 'test', name);
  await mkdir(path.dirname(file), { recursive: true });
  const data = await sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .toFormat(format)
    .toBuffer();
  await writeFile(file, data);
}

describe('GET /uploads/w/:width/*', () => {
  beforeAll(async () => {
    await picture('wide.png', 1600, 600, 'png');
    await picture('small.jpg', 300, 300, 'jpeg');
    await writeFile(
      path.join(t.config.uploadsDir, 'test', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await writeFile(path.join(t.config.uploadsDir, 'test', 'broken.webp'), 'not a picture');
  });

  it('sends the picture at the width asked, as webp, and keeps the copy it made', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/w/400/test/wide.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 150 });
    const kept = await t.app.inject({ method: 'GET', url: '/uploads/variants/400/test/wide.webp' });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(res.rawPayload)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/uploads/w/400/test/wide.png' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never enlarges a narrower picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/w/800/test/small.jpg' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 300, height: 300 });
  });

  it.each([
    ['a width no page asks for', '/uploads/w/401/test/wide.png'],
    ['a width that is not a number', '/uploads/w/4e2/test/wide.png'],
    ['a picture that does not exist', '/uploads/w/400/test/none.png'],
    ['an SVG (it scales by itself)', '/uploads/w/400/test/logo.svg'],
    ['a file that is not a picture', '/uploads/w/400/test/broken.webp'],
    ['a copy of a copy', '/uploads/w/200/variants/400/test/wide.webp'],
    ['a way out of the uploads', '/uploads/w/400/test/..%2f..%2fsecret.png'],
    ['a NUL byte', '/uploads/w/400/test/wide%00.png'],
  ])('answers 404 in the shop’s shape for %s', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });
});
