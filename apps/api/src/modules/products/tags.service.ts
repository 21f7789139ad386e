import {
  type LanguageCode,
  slugify,
  TAG_TYPE_LABELS,
  TAG_TYPE_NUMBERS,
  type TagInput,
  type TagListQuery,
  type TagRecord,
} from '@shop/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productTags, tags } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { countAll, orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothNames, localizedSort, namesTaken, uniqueNameRace } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { freeSlug } from '../slugs.ts';

type TagRow = typeof tags.$inferSelect;

async function toRecords(db: DbOrTx, rows: TagRow[], lang: LanguageCode): Promise<TagRecord[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: productTags.tagId, n: countAll() })
        .from(productTags)
        .where(inArray(productTags.tagId, ids))
        .groupBy(productTags.tagId)
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    typeNumber: TAG_TYPE_NUMBERS[row.type],
    typeLabel: TAG_TYPE_LABELS[row.type][lang],
    productCount: counts.find((c) => c.id === row.id)?.n ?? 0,
    ...timestampsOf(row),
  }));
}

export async function listTags({ db, lang }: RequestContext, query: TagListQuery) {
  const condition = and(
    searchIn(query.search, [bothNames(tags.name)]),
    query.type ? eq(tags.type, query.type) : undefined,
  );
  const order = orderOf(query.sort, tags.id, {
    name: localizedSort(tags.name, lang),
    created_at: tags.createdAt,
  });
  return readTablePage(db, query, tags, condition, order, (rows) => toRecords(db, rows, lang));
}

async function loadTag(db: DbOrTx, id: number, lang: LanguageCode): Promise<TagRecord> {
  return oneRecord(db.select().from(tags).where(eq(tags.id, id)), (rows) => toRecords(db, rows, lang));
}

async function checkTag(db: DbOrTx, input: TagInput, exceptId?: number) {
  const errors = await namesTaken(db, 'tags', input.name, exceptId);
  const other = exceptId === undefined ? undefined : ne(tags.id, exceptId);
  const slugTaken =
    input.slug &&
    (
      await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.slug, input.slug), other))
        .limit(1)
    ).length;
  if (slugTaken) errors.slug = ['validation.slugTaken'];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

// Annotated so the compiler knows a call never returns (the catch blocks end in it).
const uniqueViolation: (error: unknown) => never = uniqueNameRace('tags', {
  tags_slug_unique: ['slug', 'validation.slugTaken'],
});

export const getTag = ({ db, lang }: RequestContext, id: number) => loadTag(db, id, lang);

export async function createTag({ db, lang }: RequestContext, input: TagInput): Promise<TagRecord> {
  await checkTag(db, input);
  try {
    const slug = input.slug ?? (await freeSlug(db, 'tags', slugify(input.name.en, 150) || 'tag'));
    const [row] = await db
      .insert(tags)
      .values({ name: { en: input.name.en, ar: input.name.ar }, type: input.type, slug })
      .returning();
    if (!row) throw new Error('tag not created');
    return loadTag(db, row.id, lang);
  } catch (error) {
    uniqueViolation(error);
  }
}

export async function updateTag(
  { db, lang }: RequestContext,
  id: number,
  input: TagInput,
): Promise<TagRecord> {
  await checkTag(db, input, id);
  try {
    const [row] = await db
      .update(tags)
      .set({
        name: { en: input.name.en, ar: input.name.ar },
        type: input.type,
        ...(input.slug ? { slug: input.slug } : {}),
      })
      .where(eq(tags.id, id))
      .returning({ id: tags.id });
    if (!row) throw notFound();
    return loadTag(db, id, lang);
  } catch (error) {
    uniqueViolation(error);
  }
}

/** Deletes a tag; the products that had it simply lose it. */
export async function deleteTag({ db }: RequestContext, id: number): Promise<void> {
  const deleted = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (!deleted.length) throw notFound();
}
