import { intlLocale } from '@shop/shared';

/**
 * A date in the page's language: "12 Nov 2026" by default, `dateStyle: 'long'` for articles
 * ("12 November 2026" / "12 نوفمبر 2026"). `empty` stands in for a missing or unreadable date.
 */
export function formatDate(
  value: string | null | undefined,
  lang: string,
  { dateStyle = 'medium', empty = '—' }: { dateStyle?: 'medium' | 'long'; empty?: string } = {},
): string {
  if (!value) return empty;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  return new Intl.DateTimeFormat(intlLocale(lang === 'ar' ? 'ar' : 'en'), { dateStyle }).format(date);
}
