import type { LanguageCode } from '@shop/shared';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price in minor units (DESIGN.md: integers, never floats) as the buyer reads it, in the
 * page's language and the deployment's currency. Arabic keeps Western digits, as prices on the
 * shop's invoices do.
 */
export function formatPrice(minor: number, currency: string, lang: LanguageCode): string {
  const key = `${lang}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
        style: 'currency',
        currency,
      });
    } catch {
      // An unknown currency code: the number alone rather than a broken page.
      format = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { minimumFractionDigits: 2 });
    }
    formatters.set(key, format);
  }
  const text = format.format(minor / 100);
  // In a right-to-left line "15.50 UK£" would be reordered into "£UK 15.50": keep the price one
  // left-to-right island (Unicode isolates).
  return lang === 'ar' ? `\u2066${text}\u2069` : text;
}
