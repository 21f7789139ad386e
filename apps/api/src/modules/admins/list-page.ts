import { DEFAULT_ADMIN_LIMIT, type ListMeta } from '@shop/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/** The site's `admin_limit` (SPEC 3 theme setting): default and largest page of back-office lists. */
export async function adminLimit(db: Db): Promise<number> {
  const [row] = await db
    .select({ theme: siteSettings.theme })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  const limit = row?.theme?.admin_limit;
  return typeof limit === 'number' && limit >= 1 ? limit : DEFAULT_ADMIN_LIMIT;
}

export interface PageWindow {
  page: number;
  perPage: number;
  offset: number;
}

/** The page asked for, with perPage defaulting to and capped by `admin_limit`. */
export async function pageWindow(db: Db, query: { page: number; perPage?: number }): Promise<PageWindow> {
  const limit = await adminLimit(db);
  const perPage = Math.min(query.perPage ?? limit, limit);
  return { page: query.page, perPage, offset: (query.page - 1) * perPage };
}

export function listMetaOf(window: PageWindow, total: number): ListMeta {
  return {
    total,
    page: window.page,
    perPage: window.perPage,
    pageCount: Math.ceil(total / window.perPage),
  };
}

/** `%term%` for ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `count(*)` as a number (int8 is parsed as a JS number by the pool, db/client.ts). */
export const countAll = (): SQL<number> => sql<number>`count(*)::int`;

/** A sort parameter (`name`, `-name`) split into its key and direction. */
export function parseSort<K extends string>(sort: `-${K}` | K): { key: K; desc: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1) as K, desc: true } : { key: sort as K, desc: false };
}
