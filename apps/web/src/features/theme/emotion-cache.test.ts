import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce } from './emotion-cache.ts';

describe('cspNonce', () => {
  afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());
  const withMeta = (nonce: string) => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    document.head.append(meta);
  };

  it("reads the server's nonce for emotion's <style> tags", () => {
    withMeta('r4nd0m+nonce/value==');
    expect(cspNonce()).toBe('r4nd0m+nonce/value==');
  });

  it('has none without the meta tag, when it is empty or still the placeholder', () => {
    expect(cspNonce()).toBeUndefined();
    withMeta('');
    expect(cspNonce()).toBeUndefined();
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
    withMeta('%CSP_NONCE%');
    expect(cspNonce()).toBeUndefined();
  });
});
