import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getEnvironment } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';
import { pagePolicy } from './security-headers.ts';

const webDist = path.join(os.tmpdir(), `shop-csp-dist-${process.pid}`);

/** Parses a policy into its directives. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  beforeAll(async () => {
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDist, 'assets', 'app.js'),
      `export const shop = ${JSON.stringify('x'.repeat(2000))};`,
    );
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><meta property="csp-nonce" nonce="%CSP_NONCE%">' +
        '<script type="module" src="/assets/app.js" nonce="%CSP_NONCE%"></script></head>' +
        // Above the compression threshold, as the real page is.
        `<body><noscript>${'This shop needs JavaScript. '.repeat(Math.ceil(COMPRESS_THRESHOLD / 20))}</noscript></body></html>`,
    );
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  const t = useTestApp({ env: { WEB_DIST_DIR: webDist } });

  it('a file of the build carries nosniff and its caching, none of the headers of a page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    for (const pageOnly of [
      'content-security-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'referrer-policy',
      'content-language',
    ]) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
    expect(String(res.headers.vary ?? '')).not.toMatch(/accept-language/i);
  });

  it('pages: a strict policy with a fresh nonce, the same one the page hands to its styles', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/products', headers: { accept: 'text/html' } });
    const second = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(first.statusCode).toBe(200);
    const csp = directives(first.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
    const nonce = /'nonce-([^']+)'/.exec(csp['style-src']?.join(' ') ?? '')?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(24);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body).not.toContain('%CSP_NONCE%');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(first.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(first.headers['permissions-policy']).toContain('camera=()');
    expect(first.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('a compressed page carries the nonce of its policy, not the placeholder', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const url of ['/', '/products']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
        const body = decode(res.rawPayload).toString();
        expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(body).not.toContain('%CSP_NONCE%');
      }
    }
  });

  it('API answers, failures included: nothing to load, no framing', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/front/settings' });
    expect(refused.statusCode).toBe(401);
    for (const res of [ok, refused]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('microphone=()');
    }
  });

  it('uploaded files are sandboxed: an SVG with a script cannot run it on the shop origin', async () => {
    await mkdir(path.join(t.config.uploadsDir, 'test'), { recursive: true });
    await writeFile(
      path.join(t.config.uploadsDir, 'test', 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage.token)</script></svg>',
    );
    const res = await t.app.inject({ method: 'GET', url: '/uploads/test/evil.svg' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.sandbox).toEqual([]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('Swagger UI keeps working under its own policy (no inline script either)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('page policy per deployment', () => {
  it('allows the bot check and a separate API origin only when the deployment uses them', () => {
    const plain = getEnvironment('testing_v2');
    expect(pagePolicy('n', plain)).not.toContain('challenges.cloudflare.com');
    const withCheck = pagePolicy('n', {
      ...plain,
      botCheckPublicKey: '0x4AAA',
      apiBaseUrl: 'https://api.shop.example/v1',
    });
    const csp = directives(withCheck);
    expect(csp['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(csp['frame-src']).toContain('https://challenges.cloudflare.com');
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.shop.example']);
  });
});
