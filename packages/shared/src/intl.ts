import type { LanguageCode } from './environments.ts';

/**
 * The locale every number, price and date is written in (Intl). Arabic keeps Western digits
 * (`ar-u-nu-latn`), as the shop's invoices, forms and product codes do: one digit shape
 * everywhere, whatever a browser's own default for Arabic (ADR 0039).
 */
export function intlLocale(lang: LanguageCode): string {
  return lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB';
}

/** "84 kB", "1.2 MB" in the language ("84 كيلوبايت" in Arabic). */
export function formatBytes(bytes: number, lang: LanguageCode): string {
  const format = (n: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(intlLocale(lang), {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(n);
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'megabyte')
    : format(Math.max(bytes / 1024, 0.1), 'kilobyte');
}
