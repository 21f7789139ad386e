import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';

/** The `Vary` header's names, lower-cased. */
const varyOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

describe('compressed API answers (ADR 0037)', () => {
  const t = useTestApp();
  // The site settings: a JSON answer well above the threshold on an empty database.
  const url = '/api/front/settings';

  it('sends a large answer in the encoding the client asks for, the same JSON once decoded', async () => {
    const plain = await t.api({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await t.api({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await t.api({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('names Accept-Encoding beside Accept-Language in Vary, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.api({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(varyOf(res.headers.vary), encoding).toEqual(
        expect.arrayContaining(['accept-language', 'accept-encoding']),
      );
      expect(varyOf(res.headers.vary).filter((name) => name === 'accept-encoding')).toHaveLength(1);
    }
  });

  it('leaves a small answer and an error as they are', async () => {
    const health = await t.api({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ data: { status: 'ok' } });

    const refused = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().code).toBe('invalidApiKey');
  });
});
