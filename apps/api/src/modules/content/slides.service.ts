import type { ListMeta, SlideAdminListQuery, SlideInput, SlideRecord } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { slides } from '../../db/schema/index.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothLanguages, localizedSort } from '../localized-text.ts';
import { columnsOf, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { tableRows } from '../table-rows.ts';

/** Home slides (SPEC 2 slider; SPEC 3 Slide: title, url, status, target page, image). */
type SlideRow = typeof slides.$inferSelect;

function toRecord(row: SlideRow): SlideRecord {
  return {
    ...columnsOf(row, ['id', 'title', 'subtitle', 'url', 'status', 'targetPage', 'image', 'position']),
    ...timestampsOf(row),
  };
}

const rows = tableRows(slides, toRecord);

export async function listSlidesAdmin(
  { db, lang }: RequestContext,
  query: SlideAdminListQuery,
): Promise<{ items: SlideRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [...bothLanguages(slides.title)]),
    query.status ? eq(slides.status, query.status) : undefined,
    query.targetPage ? eq(slides.targetPage, query.targetPage) : undefined,
  );
  const order = orderOf(query.sort, slides.id, {
    position: slides.position,
    created_at: slides.createdAt,
    title: localizedSort(slides.title, lang),
  });
  return readTablePage(db, query, slides, where, order, (rows) => rows.map(toRecord));
}

export const { read: getSlide, remove: deleteSlide } = rows;

const values = (input: SlideInput) => ({
  title: input.title,
  subtitle: input.subtitle ?? null,
  url: input.url,
  status: input.status,
  targetPage: input.targetPage,
  image: input.image,
  position: input.position,
});

export async function createSlide({ db }: RequestContext, input: SlideInput): Promise<SlideRecord> {
  const [row] = await db.insert(slides).values(values(input)).returning();
  if (!row) throw new Error('slide not inserted');
  return toRecord(row);
}

export async function updateSlide(
  { db }: RequestContext,
  id: number,
  input: SlideInput,
): Promise<SlideRecord> {
  return rows.found(await db.update(slides).set(values(input)).where(eq(slides.id, id)).returning());
}
