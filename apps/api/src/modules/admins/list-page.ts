import { DEFAULT_ADMIN_LIMIT, type ListMeta } from '@shop/shared';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * One page of a back-office list: the rows `rows` reads for the page's window and the count of
 * every row of `count.table` matching `count.where`, read together; `toItems` maps the page's rows
 * (at once, so that it can look up what they refer to in one query).
 */
export async function readListPage<Row, Item>(
  db: Db,
  query: { page: number; perPage?: number },
  count: { table: PgTable; where: SQL | undefined },
  rows: (window: PageWindow) => PromiseLike<Row[]>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; meta: ListMeta }> {
  const window = await pageWindow(db, query);
  const [found, [counted]] = await Promise.all([
    rows(window),
    db.select({ total: countAll() }).from(count.table).where(count.where),
  ]);
  return { items: await toItems(found), meta: listMetaOf(window, counted?.total ?? 0) };
}

/** A page of one table's rows matching `where`, in `order` (the id last, for a stable order). */
export function readTablePage<T extends PgTable, Item>(
  db: Db,
  query: { page: number; perPage?: number },
  table: T,
  where: SQL | undefined,
  order: (SQL | PgColumn)[],
  toItems: (rows: T['$inferSelect'][]) => Item[] | Promise<Item[]>,
): Promise<{ items: Item[]; meta: ListMeta }> {
  return readListPage(
    db,
    query,
    { table, where },
    // Drizzle cannot name the row type of a generic table; it is the table's select row.
    (window) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(window.perPage)
        .offset(window.offset) as PromiseLike<T['$inferSelect'][]>,
    toItems,
  );
}

/**
 * The ORDER BY of a list's sort parameter: the column its key names, in its direction, then `tie`
 * (the id) the same way so that pages never overlap.
 */
export function orderOf<K extends string>(
  sort: K | `-${K}`,
  tie: PgColumn,
  columns: Record<K, SQL | PgColumn>,
): SQL[] {
  const { key, desc: descending } = parseSort<K>(sort);
  const dir = descending ? desc : asc;
  return [dir(columns[key]), dir(tie)];
}

/**
 * The list's `search` found in any of `columns` (contains, any case); undefined without a search,
 * so that `and(...)` leaves it out.
 */
export function searchIn(search: string | undefined, columns: (SQL | PgColumn)[]): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${like}`),
    sql` or `,
  )})`;
}
