import type { TaxGroupInput, TaxGroupListQuery, TaxGroupRecord } from '@shop/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, taxGroups } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { countAll, orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { assertNamesFree, bothLanguages, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

/*
 * Tax groups (SPEC 2 tax-groups; SPEC 3: name, rate, default flag). The name is bilingual and
 * unique per language like the taxonomy's; one group at most is the default (the partial unique
 * index `tax_groups_one_default`): making a group the default un-defaults the previous one in the
 * same transaction. The default group and a group products use cannot be deleted.
 */

type TaxGroupRow = typeof taxGroups.$inferSelect;

async function toRecords(db: DbOrTx, rows: TaxGroupRow[]): Promise<TaxGroupRecord[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: products.taxGroupId, n: countAll() })
        .from(products)
        .where(inArray(products.taxGroupId, ids))
        .groupBy(products.taxGroupId)
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rate: row.rate,
    isDefault: row.isDefault,
    productCount: counts.find((c) => c.id === row.id)?.n ?? 0,
    ...timestampsOf(row),
  }));
}

const load = (db: DbOrTx, id: number) =>
  oneRecord(db.select().from(taxGroups).where(eq(taxGroups.id, id)), (rows) => toRecords(db, rows));

/** Two saves at once: the name indexes answer as `assertNamesFree` would have. */
const race: (error: unknown) => never = uniqueNameRace('tax_groups');

export async function listTaxGroups({ db, lang }: RequestContext, query: TaxGroupListQuery) {
  const order = orderOf(query.sort, taxGroups.id, {
    name: localizedSort(taxGroups.name, lang),
    rate: taxGroups.rate,
    created_at: taxGroups.createdAt,
  });
  const where = searchIn(query.search, bothLanguages(taxGroups.name));
  return readTablePage(db, query, taxGroups, where, order, (rows) => toRecords(db, rows));
}

export const getTaxGroup = ({ db }: RequestContext, id: number) => load(db, id);

/** Writes the group; when it becomes the default, the previous default stops being one first. */
async function save(db: DbOrTx, input: TaxGroupInput, id?: number): Promise<number> {
  await assertNamesFree(db, 'tax_groups', input.name, id);
  const values = {
    name: { en: input.name.en, ar: input.name.ar },
    rate: input.rate,
    isDefault: input.isDefault,
  };
  return db
    .transaction(async (tx) => {
      if (input.isDefault) {
        await tx
          .update(taxGroups)
          .set({ isDefault: false })
          .where(and(eq(taxGroups.isDefault, true), id === undefined ? undefined : ne(taxGroups.id, id)));
      }
      const [row] =
        id === undefined
          ? await tx.insert(taxGroups).values(values).returning({ id: taxGroups.id })
          : await tx
              .update(taxGroups)
              .set(values)
              .where(eq(taxGroups.id, id))
              .returning({ id: taxGroups.id });
      if (!row) throw notFound();
      return row.id;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // Another save made a group the default at the same moment: the later one is refused.
      if (pgError(error).constraint === 'tax_groups_one_default') throw new AppError(409, 'conflict');
      return race(error);
    });
}

export async function createTaxGroup({ db }: RequestContext, input: TaxGroupInput): Promise<TaxGroupRecord> {
  return load(db, await save(db, input));
}

export async function updateTaxGroup(
  { db }: RequestContext,
  id: number,
  input: TaxGroupInput,
): Promise<TaxGroupRecord> {
  return load(db, await save(db, input, id));
}

/** Deletes a group that is not the default and that no product uses (409 otherwise). */
export async function deleteTaxGroup({ db }: RequestContext, id: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      const [group] = await tx
        .select({ isDefault: taxGroups.isDefault })
        .from(taxGroups)
        .where(eq(taxGroups.id, id))
        .for('update');
      if (!group) throw notFound();
      if (group.isDefault) throw new AppError(409, 'taxGroupIsDefault');
      const [used] = await tx.select({ n: countAll() }).from(products).where(eq(products.taxGroupId, id));
      const count = used?.n ?? 0;
      if (count > 0) throw new AppError(409, 'taxGroupInUse', { count });
      await tx.delete(taxGroups).where(eq(taxGroups.id, id));
    })
    .catch((error: unknown) => {
      // A product took the group between the count and the delete (products.tax_group_id restricts).
      if (pgError(error).code === '23503') throw new AppError(409, 'taxGroupInUse', { count: 1 });
      throw error;
    });
}
