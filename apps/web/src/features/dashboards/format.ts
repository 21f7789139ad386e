import { intlLocale, type LanguageCode } from '@shop/shared';

/**
 * A bucket of a dashboard series in the page's locale (UTC, as the API counts): a day as "3 Mar"
 * (`short`) or "3 Mar 2025" (`long`), a month as "Mar 2025" or "March 2025".
 */
export function bucketLabel(
  date: string,
  bucket: 'day' | 'month',
  lang: LanguageCode,
  style: 'short' | 'long' = 'short',
): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'day'
      ? { day: 'numeric', month: 'short', ...(style === 'long' && { year: 'numeric' }), timeZone: 'UTC' }
      : { month: style === 'long' ? 'long' : 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(lang), options).format(new Date(`${date}T00:00:00Z`));
}

/** A count in the page's locale ("1,250"). */
export function formatCount(value: number, lang: LanguageCode): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}
