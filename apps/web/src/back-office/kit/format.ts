import type { LanguageCode } from '@shop/shared';
import { intlLocale } from '@shop/shared';

/** A date and time in the page's language ("—" when there is none). */
export function formatDateTime(value: string | null | undefined, lang: LanguageCode): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

// The kit's screens import the one date formatter from here with the kit's other formatters.
export { formatDate } from '../../lib/dates.ts';

/** Query-string values for the API: drops empty filters. */
export function listQuery(state: {
  page: number;
  perPage: number;
  sort: string;
  filters: Record<string, string | undefined>;
}): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
  };
  for (const [key, value] of Object.entries(state.filters)) if (value) query[key] = value;
  return query;
}
