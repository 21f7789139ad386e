import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgError } from '../../lib/pg-errors.ts';

/**
 * A URL slug from an English name: accents dropped, lower case, runs of anything else turned into
 * one dash. Arabic-only text gives an empty slug; callers fall back to a random one.
 */
export function slugify(text: string, max = 100): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/**
 * A slug for `text` not yet used in `table.slug` (ignoring row `exceptId`): `navy-hoodies`, then
 * `navy-hoodies-2`, `-3`… One query reads every taken candidate. The unique index stays the
 * final guard against two saves at once (its violation is mapped to 409 by the caller).
 */
export async function uniqueSlug(
  db: Db,
  table: 'brands' | 'main_categories' | 'categories' | 'menus' | 'blogs' | 'content_blocks',
  text: string,
  exceptId?: number,
): Promise<string> {
  const base =
    slugify(text) || `${table.replace(/_/g, '-').replace(/s$/, '')}-${randomBytes(3).toString('hex')}`;
  const { rows } = await db.execute<{ slug: string }>(sql`
    select slug from ${sql.identifier(table)}
    where (slug = ${base} or slug ~ ${`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9]+$`})
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Runs `insert` with a fresh unique slug, and again (up to 3 tries) when another save took the
 * same slug in the meantime (the unique index `<table>_slug_unique` refused it). `beforeRetry`
 * runs first on such a clash, e.g. to answer "name taken" when the other save used the same name.
 */
export async function insertWithUniqueSlug<T>(
  db: Db,
  table: Parameters<typeof uniqueSlug>[1],
  text: string,
  insert: (slug: string) => Promise<T>,
  beforeRetry?: () => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await uniqueSlug(db, table, text);
    try {
      return await insert(slug);
    } catch (error) {
      if (pgError(error).constraint !== `${table}_slug_unique` || attempt >= 3) throw error;
      await beforeRetry?.();
    }
  }
}
