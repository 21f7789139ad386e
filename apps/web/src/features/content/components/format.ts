import { intlLocale } from '@shop/shared';
/** A date in the page's language, e.g. "12 November 2026" / "12 نوفمبر 2026". */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang === 'ar' ? 'ar' : 'en'), { dateStyle: 'long' }).format(date);
}

/** The first `max` characters of the text of some HTML, for a meta description. */
export function textOf(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
