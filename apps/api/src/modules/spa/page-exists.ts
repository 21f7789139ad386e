import { type FeatureFlags, hasForbiddenCharacters, matchSpaRoute, type RouteRecordKind } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { VISIBLE as VISIBLE_PRODUCT } from '../catalogue/products.service.ts';
import { visible as visibleBlog } from '../content/blogs.service.ts';

/*
 * Whether an address of the SPA shows a page or the SPA's not-found page, so the server can
 * answer 404 for the latter (ADR 0036). The route table is packages/shared's, the one the web
 * router renders; a page that shows one row (a product, a category…) exists only while the row
 * does and the storefront shows it: the same rule as its /api/front answer.
 */

/** One statement per kind, each on the unique index of the slug (or of lower(url) for pages). */
export const RECORD_LOOKUPS: Record<RouteRecordKind, (key: string) => SQL> = {
  product: (slug) => sql`select 1 from products p where p.slug = ${slug} and ${VISIBLE_PRODUCT}`,
  // Like getCategory: the category and its main category both active.
  category: (slug) => sql`select 1 from categories c join main_categories m on m.id = c.main_category_id
    where c.slug = ${slug} and c.status = 'active' and m.status = 'active'`,
  mainCategory: (slug) => sql`select 1 from main_categories m where m.slug = ${slug} and m.status = 'active'`,
  brand: (slug) => sql`select 1 from brands b where b.slug = ${slug} and b.status = 'active'`,
  blog: (slug) => sql`select 1 from ${blogs} where ${blogs.slug} = ${slug} and ${visibleBlog()}`,
  menu: (slug) => sql`select 1 from menus m where m.slug = ${slug} and m.status = 'active'`,
  // getFrontPage's rule: an active page, its address compared in lower case.
  page: (url) => sql`select 1 from pages where lower(url) = ${url.toLowerCase()} and active`,
};

/** No slug or page address is longer (their varchar limits). */
const KEY_MAX_LENGTH = 200;

async function recordExists(db: Db, kind: RouteRecordKind, key: string): Promise<boolean> {
  // A character no text may hold names nothing (and NUL cannot even reach PostgreSQL; ADR 0031).
  if (!key || key.length > KEY_MAX_LENGTH || hasForbiddenCharacters(key)) return false;
  const { rows } = await db.execute(sql`${RECORD_LOOKUPS[kind](key)} limit 1`);
  return rows.length > 0;
}

/**
 * Whether `pathname` opens a page of the SPA in this deployment: a route matches it, its flag (if
 * any) is on, and the row it shows (if any) exists. At most one statement.
 */
export async function spaPageExists(db: Db, flags: FeatureFlags, pathname: string): Promise<boolean> {
  const match = matchSpaRoute(pathname);
  if (!match) return false;
  if (match.flag && flags[match.flag] !== true) return false;
  return match.record ? recordExists(db, match.record.kind, match.record.key) : true;
}
