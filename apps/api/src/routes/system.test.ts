import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

describe('system routes', () => {
  let version = '1.2.3';
  const t = useTestApp({ buildInfo: () => ({ version, builtAt: '2026-11-22T00:00:00.000Z' }) });

  it('GET /version.json answers the build version, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '1.2.3', builtAt: '2026-11-22T00:00:00.000Z' });
    expect(res.headers['cache-control']).toBe('no-store');
    version = '1.2.4';
    expect((await t.app.inject({ method: 'GET', url: '/version.json' })).json().version).toBe('1.2.4');
  });

  it('GET /api/health checks the database without the api key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('unknown API routes answer 404 in the error shape, translated', async () => {
    const en = await t.api({ method: 'GET', url: '/api/front/nothing-here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: 'notFound', message: 'Route GET /api/front/nothing-here not found' });
    const ar = await t.api({ method: 'DELETE', url: '/api/nope', lang: 'ar' });
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toBe('المسار DELETE /api/nope غير موجود');
    expect(ar.headers['content-language']).toBe('ar');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/front/settings',
        '/api/front/site-profile',
        '/api/auth/admin/login',
        '/api/auth/admin/logout',
        '/api/admin/profile/show',
        '/api/health',
      ]),
    );
    expect(
      doc.paths['/api/auth/admin/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('sets security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
