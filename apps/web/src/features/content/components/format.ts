/** How articles date themselves: the long form ("12 November 2026"), nothing when undated. */
export const ARTICLE_DATE = { dateStyle: 'long', empty: '' } as const;

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
