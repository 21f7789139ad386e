import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let rtl: EmotionCache | undefined;
let ltr: EmotionCache | undefined;

/**
 * The nonce the server put in `<meta property="csp-nonce">` for this page: the page's
 * Content-Security-Policy admits <style> tags carrying it (docs/decisions/0032). Read through the
 * `nonce` property, as browsers hide the attribute once the policy applies. None in the dev server
 * and in tests.
 */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && !nonce.includes('%') ? nonce : undefined;
}

/** Arabic mirrors every physical CSS property through stylis-plugin-rtl (MUI's RTL recipe). */
export function emotionCacheOptions(direction: 'rtl' | 'ltr'): Options {
  return direction === 'rtl'
    ? { key: 'muirtl', nonce: cspNonce(), stylisPlugins: [prefixer, rtlPlugin] }
    : { key: 'mui', nonce: cspNonce() };
}

export function emotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  if (direction === 'rtl') {
    rtl ??= createCache(emotionCacheOptions('rtl'));
    return rtl;
  }
  ltr ??= createCache(emotionCacheOptions('ltr'));
  return ltr;
}
