import { describe, expect, it } from 'vitest';
import { decideRedirect } from './safe-redirect.ts';

const ORIGIN = 'https://shop.example.test';

describe('decideRedirect', () => {
  it('forwards paths and absolute addresses of the shop as paths', () => {
    expect(decideRedirect('/products?tag=new#top', ORIGIN)).toEqual({
      ok: true,
      path: '/products?tag=new#top',
    });
    expect(decideRedirect('blogs', ORIGIN)).toEqual({ ok: true, path: '/blogs' });
    expect(decideRedirect(`${ORIGIN}/about-us`, ORIGIN)).toEqual({ ok: true, path: '/about-us' });
    expect(decideRedirect('  /contact  ', ORIGIN)).toEqual({ ok: true, path: '/contact' });
  });

  it('refuses other sites, tricks and schemes', () => {
    for (const to of [
      'https://evil.example/login',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,hi',
      'http://shop.example.test/', // same host, other scheme: another origin
      'https://shop.example.test.evil.example/',
      '/\tjavascript:alert(1)',
      'mailto:someone@example.test',
    ]) {
      expect(decideRedirect(to, ORIGIN), to).toEqual({ ok: false, reason: 'foreign' });
    }
  });

  it('refuses an empty target and a loop onto itself', () => {
    expect(decideRedirect(null, ORIGIN)).toEqual({ ok: false, reason: 'missing' });
    expect(decideRedirect('   ', ORIGIN)).toEqual({ ok: false, reason: 'missing' });
    expect(decideRedirect('/redirect?to=https://evil.example', ORIGIN)).toEqual({
      ok: false,
      reason: 'loop',
    });
  });
});
