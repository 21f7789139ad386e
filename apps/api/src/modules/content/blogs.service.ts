import {
  type BlogInput,
  type BlogListQuery,
  type BlogRecord,
  type FrontBlog,
  type FrontBlogListQuery,
  type LanguageCode,
  type ListMeta,
  pickLocalized,
} from '@shop/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitiseHtml, sanitiseLocalizedHtml } from '../../lib/html-sanitise.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothLanguages, localizedSort } from '../localized-text.ts';
import { columnsOf, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { insertWithUniqueSlug } from '../slugs.ts';
import { tableRows } from '../table-rows.ts';
import { withoutBody } from './without-body.ts';

/**
 * Blogs (SPEC 2 /blogs, /blogs/{blog}): bilingual title, excerpt and HTML body (sanitised on write
 * and on render), cover image, author, published flag and date. The storefront shows published
 * posts whose date has come. The slug comes from the English title at creation and is kept.
 */
type Row = typeof blogs.$inferSelect;

function toRecord(row: Row): BlogRecord {
  return {
    ...columnsOf(row, ['id', 'slug', 'title', 'excerpt', 'body', 'author', 'image', 'published']),
    publishedAt: row.publishedAt.toISOString(),
    ...timestampsOf(row),
  };
}

const rows = tableRows(blogs, toRecord);

const values = (input: BlogInput) => ({
  title: input.title,
  excerpt: input.excerpt ?? null,
  body: sanitiseLocalizedHtml(input.body),
  author: input.author,
  image: input.image ?? null,
  published: input.published,
  ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
});

/** A search through the titles in both languages and the slug. */
const searched = (search: string | undefined) =>
  searchIn(search, [...bothLanguages(blogs.title), blogs.slug]);

export async function listBlogs(
  { db, lang }: RequestContext,
  query: BlogListQuery,
): Promise<{ items: Omit<BlogRecord, 'body'>[]; meta: ListMeta }> {
  const where = and(
    searched(query.search),
    query.published === undefined ? undefined : eq(blogs.published, query.published),
  );
  const order = orderOf(query.sort, blogs.id, {
    published_at: blogs.publishedAt,
    created_at: blogs.createdAt,
    title: localizedSort(blogs.title, lang),
  });
  return readTablePage(db, query, blogs, where, order, (rows) => rows.map((r) => withoutBody(toRecord(r))));
}

export const { read: getBlog, remove: deleteBlog } = rows;

export async function createBlog({ db }: RequestContext, input: BlogInput): Promise<BlogRecord> {
  const [row] = await insertWithUniqueSlug(db, 'blogs', input.title.en, (slug) =>
    db
      .insert(blogs)
      .values({ ...values(input), slug })
      .returning(),
  );
  if (!row) throw new Error('blog not inserted');
  return toRecord(row);
}

export async function updateBlog({ db }: RequestContext, id: number, input: BlogInput): Promise<BlogRecord> {
  return rows.found(await db.update(blogs).set(values(input)).where(eq(blogs.id, id)).returning());
}

// Storefront.

/** Posts the storefront shows: published, their date come (also the SPA hosting's rule). */
export const visible = () => and(eq(blogs.published, true), lte(blogs.publishedAt, sql`now()`));

function toFront(row: Row, lang: LanguageCode) {
  return {
    slug: row.slug,
    title: pickLocalized(row.title, lang),
    excerpt: pickLocalized(row.excerpt, lang),
    author: row.author,
    image: row.image ?? null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function listFrontBlogs(db: Db, query: FrontBlogListQuery, lang: LanguageCode) {
  const where = and(visible(), searched(query.search));
  return readTablePage(db, query, blogs, where, [desc(blogs.publishedAt), desc(blogs.id)], (rows) =>
    rows.map((r) => toFront(r, lang)),
  );
}

export async function getFrontBlog(db: Db, slug: string, lang: LanguageCode): Promise<FrontBlog> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), visible()))
    .limit(1);
  if (!row) throw notFound();
  return { ...toFront(row, lang), html: sanitiseHtml(pickLocalized(row.body, lang)) };
}
