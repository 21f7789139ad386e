import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';

/**
 * `/robots.txt` and `/sitemap.xml` (ADR 0027), built per request from the catalogue and the CMS
 * so a product, blog post or CMS page appears (or goes) at once. Up to `pageSize` addresses the
 * sitemap is one `<urlset>`; beyond, `/sitemap.xml` becomes a `<sitemapindex>` of
 * `/sitemap-{n}.xml` files (the protocol caps a file at 50 000 addresses).
 */

/** Storefront pages with a fixed address that a search engine should know (SPEC 2). */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/products',
  '/main-categories',
  '/categories',
  '/blogs',
  '/contact',
  '/form-1',
  '/landing-page-1',
] as const;

/** Areas a crawler has no business in: accounts, back office, salesperson area, the API, the till. */
export const ROBOTS_DISALLOW = [
  '/admin-panel',
  '/dashboard',
  '/api',
  '/salesperson',
  '/cart',
  '/checkout',
  '/redirect',
] as const;

interface SitemapRow {
  loc: string;
  lastmod: Date | string | null;
}

const xmlEscape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const isoDate = (value: Date | string | null) => {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/**
 * Every public address as `{ loc, lastmod }`, in a stable order (static pages, main categories,
 * categories, brands, products, blogs, CMS pages), one window of it. One statement whatever the
 * catalogue's size; the counts come from the same union.
 */
function sitemapUnion() {
  const staticPaths = sql.join(
    STATIC_SITEMAP_PATHS.map((p, i) => sql`(${i}::int, ${p}::text)`),
    sql`, `,
  );
  return sql`
    with latest as (
      select greatest(
        (select max(updated_at) from products where status <> 'unavailable'),
        (select max(updated_at) from categories where status = 'active'),
        (select max(updated_at) from main_categories where status = 'active'),
        (select max(updated_at) from brands where status = 'active'),
        (select max(greatest(updated_at, published_at)) from blogs where published and published_at <= now())
      ) as at
    ), entries as (
      select 0 as grp, s.ord as ord, s.path as loc, (select at from latest) as lastmod
        from (values ${staticPaths}) as s(ord, path)
      union all
      select 1, id, '/main-category/' || slug, updated_at from main_categories where status = 'active'
      union all
      select 2, c.id, '/category/' || c.slug, c.updated_at
        from categories c join main_categories m on m.id = c.main_category_id
        where c.status = 'active' and m.status = 'active'
      union all
      select 3, id, '/brand/' || slug, updated_at from brands where status = 'active'
      union all
      select 4, id, '/productDetails/' || slug, updated_at from products where status <> 'unavailable'
      union all
      select 5, id, '/blogs/' || slug, greatest(updated_at, published_at)
        from blogs where published and published_at <= now()
      union all
      select 6, id, '/' || url, greatest(updated_at, date) from pages where active
    )`;
}

async function sitemapCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(
    sql`${sitemapUnion()} select count(*)::int as total from entries`,
  );
  return rows[0]?.total ?? 0;
}

async function sitemapWindow(db: Db, offset: number, limit: number): Promise<SitemapRow[]> {
  const { rows } = await db.execute<{ loc: string; lastmod: Date | string | null }>(
    sql`${sitemapUnion()} select loc, lastmod from entries order by grp, ord limit ${limit} offset ${offset}`,
  );
  return rows;
}

function urlset(origin: string, rows: SitemapRow[]): string {
  const urls = rows.map((row) => {
    const lastmod = isoDate(row.lastmod);
    return `  <url><loc>${xmlEscape(`${origin}${row.loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function sitemapIndex(origin: string, pages: number, lastmod: string): string {
  const entries = Array.from(
    { length: pages },
    (_, i) =>
      `  <sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const seoRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string; pageSize?: number }> = async (
  app,
  { db, publicUrl, pageSize = 10_000 },
) => {
  const origin = publicUrl.replace(/\/+$/, '');
  // Search engines fetch these a few times a day; a short shared cache spares the database.
  const cache = 'public, max-age=300';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply.header('Cache-Control', cache).type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const total = await sitemapCount(db);
    reply.header('Cache-Control', cache).type('application/xml; charset=utf-8');
    if (total <= pageSize) return reply.send(urlset(origin, await sitemapWindow(db, 0, pageSize)));
    return reply.send(sitemapIndex(origin, Math.ceil(total / pageSize), new Date().toISOString()));
  });

  app.get<{ Params: { page: string } }>(
    '/sitemap-:page.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const page = Number(request.params.page);
      const total = await sitemapCount(db);
      const pages = Math.ceil(total / pageSize);
      if (!Number.isInteger(page) || page < 1 || page > pages || total <= pageSize) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const rows = await sitemapWindow(db, (page - 1) * pageSize, pageSize);
      return reply
        .header('Cache-Control', cache)
        .type('application/xml; charset=utf-8')
        .send(urlset(origin, rows));
    },
  );
};
