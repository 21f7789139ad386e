import {
  type ContentBlockInput,
  type ContentBlockListQuery,
  type ContentBlockRecord,
  type FrontContentBlock,
  type LanguageCode,
  type ListMeta,
  pickLocalized,
} from '@shop/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentBlocks } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/errors.ts';
import { sanitiseHtml, sanitiseLocalizedHtml } from '../../lib/html-sanitise.ts';
import { uniqueRace } from '../../lib/pg-errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothLanguages } from '../localized-text.ts';
import { columnsOf, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { tableRows } from '../table-rows.ts';

/**
 * Dynamic content blocks (settings tab "dynamic content"): bilingual HTML snippets placed on
 * storefront pages by `placement`, unique by `key`. Sanitised on write and on render.
 */
type Row = typeof contentBlocks.$inferSelect;

function toRecord(row: Row): ContentBlockRecord {
  return {
    ...columnsOf(row, ['id', 'key', 'title', 'body', 'placement', 'image', 'active', 'position']),
    ...timestampsOf(row),
  };
}

const rows = tableRows(contentBlocks, toRecord);

const values = (input: ContentBlockInput) => ({
  key: input.key,
  title: input.title,
  body: sanitiseLocalizedHtml(input.body),
  placement: input.placement,
  image: input.image ?? null,
  active: input.active,
  position: input.position,
});

async function assertKeyFree(db: Db, key: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(
      and(eq(contentBlocks.key, key), exceptId === undefined ? undefined : ne(contentBlocks.id, exceptId)),
    )
    .limit(1);
  if (taken) throw validationFailed({ key: ['validation.keyTaken'] });
}

const keyRace = uniqueRace({ content_blocks_key_unique: ['key', 'validation.keyTaken'] });

export async function listContentBlocks(
  { db }: RequestContext,
  query: ContentBlockListQuery,
): Promise<{ items: ContentBlockRecord[]; meta: ListMeta }> {
  const where = and(
    searchIn(query.search, [contentBlocks.key, ...bothLanguages(contentBlocks.title)]),
    query.placement ? eq(contentBlocks.placement, query.placement) : undefined,
    query.active === undefined ? undefined : eq(contentBlocks.active, query.active),
  );
  const order = orderOf(query.sort, contentBlocks.id, {
    position: contentBlocks.position,
    key: contentBlocks.key,
    created_at: contentBlocks.createdAt,
  });
  return readTablePage(db, query, contentBlocks, where, order, (rows) => rows.map(toRecord));
}

export const { read: getContentBlock, remove: deleteContentBlock } = rows;

export async function createContentBlock(
  { db }: RequestContext,
  input: ContentBlockInput,
): Promise<ContentBlockRecord> {
  await assertKeyFree(db, input.key);
  const [row] = await db.insert(contentBlocks).values(values(input)).returning().catch(keyRace);
  if (!row) throw new Error('content block not inserted');
  return toRecord(row);
}

export async function updateContentBlock(
  ctx: RequestContext,
  id: number,
  input: ContentBlockInput,
): Promise<ContentBlockRecord> {
  const { db } = ctx;
  await getContentBlock(ctx, id);
  await assertKeyFree(db, input.key, id);
  return rows.found(
    await db
      .update(contentBlocks)
      .set(values(input))
      .where(eq(contentBlocks.id, id))
      .returning()
      .catch(keyRace),
  );
}

/** Active blocks of one placement, in order, rendered in the request's language. At most 50. */
export async function listFrontContentBlocks(
  db: Db,
  placement: string,
  lang: LanguageCode,
): Promise<FrontContentBlock[]> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.placement, placement), eq(contentBlocks.active, true)))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id))
    .limit(50);
  return rows.map((r) => ({
    key: r.key,
    title: pickLocalized(r.title, lang),
    html: sanitiseHtml(pickLocalized(r.body, lang)),
    image: r.image ?? null,
    position: r.position,
  }));
}
