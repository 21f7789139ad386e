import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let rtl: EmotionCache | undefined;
let ltr: EmotionCache | undefined;

/** Arabic mirrors every physical CSS property through stylis-plugin-rtl (MUI's RTL recipe). */
export function emotionCache(direction: 'rtl' | 'ltr'): EmotionCache {
  if (direction === 'rtl') {
    rtl ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtl;
  }
  ltr ??= createCache({ key: 'mui' });
  return ltr;
}
