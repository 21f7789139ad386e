/**
 * The one slug rule of the shop (ADR 0040): a URL slug from English text. Accents are dropped,
 * apostrophes vanish (`Men's` → `mens`), `&` reads as `and`, and every other run of
 * non-alphanumerics becomes one dash; cut at `max` characters without a trailing dash. Arabic-only
 * text gives an empty slug: callers fall back to one of their own.
 */
export function slugify(text: string, max = 100): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}
