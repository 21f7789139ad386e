import { randomBytes } from 'node:crypto';
import { slugify } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { pgError } from '../lib/pg-errors.ts';

/** The tables whose rows have a unique `slug` (one per table). */
export type SlugTable =
  | 'brands'
  | 'main_categories'
  | 'categories'
  | 'menus'
  | 'blogs'
  | 'content_blocks'
  | 'products'
  | 'tags';

/**
 * The first slug of `base`, `base-2`, `base-3`… not used in `table.slug` (ignoring row
 * `exceptId`). One query reads every taken candidate. The unique index stays the final guard
 * against two saves at once (its violation is mapped by the caller).
 */
export async function freeSlug(
  db: Queryable,
  table: SlugTable,
  base: string,
  exceptId?: number,
): Promise<string> {
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

/** A free slug for an English `text`; Arabic-only text gets `<row kind>-<random hex>`. */
export async function uniqueSlug(db: Db, table: SlugTable, text: string, exceptId?: number): Promise<string> {
  const base =
    slugify(text) || `${table.replace(/_/g, '-').replace(/s$/, '')}-${randomBytes(3).toString('hex')}`;
  return freeSlug(db, table, base, exceptId);
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
