import {
  type FrontPage,
  type LanguageCode,
  type ListMeta,
  type PageAttributesInput,
  type PageInput,
  type PageListQuery,
  type PageRecord,
  pickLocalized,
  SPA_FIRST_SEGMENTS,
} from '@shop/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { sanitiseHtml, sanitiseLocalizedHtml } from '../../lib/html-sanitise.ts';
import { uniqueRace } from '../../lib/pg-errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothLanguages } from '../localized-text.ts';
import { columnsOf, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { tableRows } from '../table-rows.ts';
import { withoutBody } from './without-body.ts';

/**
 * CMS pages (SPEC 2 settings/cms-pages…, SPEC 3 "Page"). An active page becomes a storefront
 * route at run time: `GET /api/front/settings` lists it in `additional_front_routes` (read per
 * request, so no restart or rebuild), and `GET /api/front/pages/:url` serves it. The body is
 * sanitised on write and again on render.
 */

/**
 * First path segments the shop itself answers: the SPA's fixed routes (SPA_FIRST_SEGMENTS, from
 * the route table of packages/shared), the API, files and the server's own documents. A CMS page
 * there would be shadowed or would shadow a real screen. `about-us` and `services` are left free on
 * purpose: they are meant to be CMS pages.
 */
export const RESERVED_PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  ...SPA_FIRST_SEGMENTS,
  'api',
  'uploads',
  'assets',
  'brands',
  'pages',
  'sitemap',
  'robots',
  'version',
]);

type PageRow = typeof pages.$inferSelect;
const PRIORITY_RANK = sql`array_position(array['lowest','low','normal','high','highest']::priority_level[], ${pages.priority})`;

function toRecord(row: PageRow): PageRecord {
  return {
    ...columnsOf(row, ['id', 'url', 'title', 'layout', 'priority', 'metaTitle', 'keywords', 'description']),
    ...columnsOf(row, ['body', 'language', 'active', 'image']),
    date: row.date.toISOString(),
    ...timestampsOf(row),
  };
}

const rows = tableRows(pages, toRecord);

async function assertUrlUsable(db: Db, url: string, exceptId?: number): Promise<void> {
  if (RESERVED_PAGE_SEGMENTS.has(url.split('/')[0] ?? ''))
    throw validationFailed({ url: ['validation.urlReserved'] });
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        sql`lower(${pages.url}) = ${url.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(pages.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw validationFailed({ url: ['validation.urlTaken'] });
}

const urlRace = uniqueRace({ pages_url_unique: ['url', 'validation.urlTaken'] });

/** The content columns: what the page form writes (create and update alike). */
const values = (input: PageInput) => ({
  url: input.url,
  title: input.title,
  layout: input.layout,
  body: sanitiseLocalizedHtml(input.body),
});

/** The attribute columns (ADR 0061): only the attributes screen writes them; a new page takes the defaults. */
const attributeValues = (input: PageAttributesInput) => ({
  priority: input.priority,
  metaTitle: input.metaTitle ?? null,
  keywords: input.keywords ?? null,
  description: input.description ?? null,
  language: input.language,
  active: input.active,
  image: input.image ?? null,
  ...(input.date ? { date: new Date(input.date) } : {}),
});

export async function listPages(
  { db }: RequestContext,
  query: PageListQuery,
): Promise<{ items: Omit<PageRecord, 'body'>[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [pages.url, ...bothLanguages(pages.title)]),
    query.active === undefined ? undefined : eq(pages.active, query.active),
    query.layout ? eq(pages.layout, query.layout) : undefined,
    query.priority ? eq(pages.priority, query.priority) : undefined,
    query.language === 'all'
      ? isNull(pages.language)
      : query.language
        ? eq(pages.language, query.language)
        : undefined,
  );
  const order = orderOf(query.sort, pages.id, {
    priority: PRIORITY_RANK,
    url: pages.url,
    date: pages.date,
    created_at: pages.createdAt,
  });
  return readTablePage(db, query, pages, where, order, (rows) => rows.map((r) => withoutBody(toRecord(r))));
}

export const { read: getPage, remove: deletePage } = rows;

export async function createPage({ db }: RequestContext, input: PageInput): Promise<PageRecord> {
  await assertUrlUsable(db, input.url);
  const [row] = await db.insert(pages).values(values(input)).returning().catch(urlRace);
  if (!row) throw new Error('page not inserted');
  return toRecord(row);
}

export async function updatePage(ctx: RequestContext, id: number, input: PageInput): Promise<PageRecord> {
  const { db } = ctx;
  await getPage(ctx, id);
  await assertUrlUsable(db, input.url, id);
  return rows.found(
    await db.update(pages).set(values(input)).where(eq(pages.id, id)).returning().catch(urlRace),
  );
}

/**
 * The page whose attributes settings/attributes/{layout}/{id} edits: not found unless `layout` is
 * the page's own (an old link after a layout change, or a made-up one).
 */
export async function getPageAttributes(
  ctx: RequestContext,
  id: number,
  layout: string,
): Promise<PageRecord> {
  const page = await getPage(ctx, id);
  if (page.layout !== layout) throw notFound();
  return page;
}

/** Saves the attributes; the layout is checked in the same statement, so a page moved meanwhile is not found. */
export async function updatePageAttributes(
  { db }: RequestContext,
  id: number,
  layout: string,
  input: PageAttributesInput,
): Promise<PageRecord> {
  return rows.found(
    await db
      .update(pages)
      .set(attributeValues(input))
      .where(and(eq(pages.id, id), eq(pages.layout, layout)))
      .returning(),
  );
}

/**
 * One active page by its URL (`about-us`, `/help/delivery`), in the request's language — or in
 * the page's own language when it is a one-language page. The HTML is sanitised again on the way
 * out, so a row written by anything but this service still cannot carry a script.
 */
export async function getFrontPage(db: Db, urlOrSlug: string, lang: LanguageCode): Promise<FrontPage> {
  const url = urlOrSlug.replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
  const [row] = await db
    .select()
    .from(pages)
    .where(and(sql`lower(${pages.url}) = ${url}`, eq(pages.active, true)))
    .limit(1);
  if (!row) throw notFound();
  const pageLang = row.language ?? lang;
  return {
    id: row.id,
    url: row.url,
    path: `/${row.url}`,
    title: pickLocalized(row.title, pageLang),
    layout: row.layout,
    priority: row.priority,
    metaTitle: pickLocalized(row.metaTitle, pageLang) || pickLocalized(row.title, pageLang),
    keywords: pickLocalized(row.keywords, pageLang),
    description: pickLocalized(row.description, pageLang),
    html: sanitiseHtml(pickLocalized(row.body, pageLang)),
    language: row.language ?? null,
    date: row.date.toISOString(),
    image: row.image ?? null,
  };
}
