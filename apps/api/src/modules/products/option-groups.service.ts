import type { OptionGroupInput, OptionGroupListQuery, OptionGroupRecord } from '@shop/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { optionChoices, optionGroups, productOptionGroups } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { countAll, orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { assertNamesFree, bothNames, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';
import { localizedOrNull } from './html.ts';

type GroupRow = typeof optionGroups.$inferSelect;

async function toRecords(db: DbOrTx, rows: GroupRow[]): Promise<OptionGroupRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const choices = await db
    .select()
    .from(optionChoices)
    .where(inArray(optionChoices.optionGroupId, ids))
    .orderBy(asc(optionChoices.position), asc(optionChoices.id));
  const counts = await db
    .select({ id: productOptionGroups.optionGroupId, n: countAll() })
    .from(productOptionGroups)
    .where(inArray(productOptionGroups.optionGroupId, ids))
    .groupBy(productOptionGroups.optionGroupId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    note: row.note ?? null,
    minSelect: row.minSelect,
    maxSelect: row.maxSelect,
    required: row.required,
    choices: choices
      .filter((c) => c.optionGroupId === row.id)
      .map((c) => ({ id: c.id, name: c.name, priceDelta: c.priceDelta, hex: c.hex, position: c.position })),
    productCount: counts.find((c) => c.id === row.id)?.n ?? 0,
    ...timestampsOf(row),
  }));
}

export async function listOptionGroups({ db, lang }: RequestContext, query: OptionGroupListQuery) {
  const condition = searchIn(query.search, [bothNames(optionGroups.name)]);
  const order = orderOf(query.sort, optionGroups.id, {
    name: localizedSort(optionGroups.name, lang),
    created_at: optionGroups.createdAt,
  });
  return readTablePage(db, query, optionGroups, condition, order, (rows) => toRecords(db, rows));
}

async function loadOptionGroup(db: DbOrTx, id: number): Promise<OptionGroupRecord> {
  return oneRecord(db.select().from(optionGroups).where(eq(optionGroups.id, id)), (rows) =>
    toRecords(db, rows),
  );
}

async function checkName(db: DbOrTx, input: OptionGroupInput, exceptId?: number) {
  await assertNamesFree(db, 'option_groups', input.name, exceptId);
}

// Annotated so the compiler knows a call never returns (the catch blocks end in it).
const uniqueViolation: (error: unknown) => never = uniqueNameRace('option_groups');

const groupColumns = (input: OptionGroupInput) => ({
  name: { en: input.name.en, ar: input.name.ar },
  note: localizedOrNull(input.note as { en: string; ar: string } | null | undefined),
  minSelect: input.minSelect,
  maxSelect: input.maxSelect,
  required: input.required,
});

export const getOptionGroup = ({ db }: RequestContext, id: number) => loadOptionGroup(db, id);

export async function createOptionGroup(
  { db }: RequestContext,
  input: OptionGroupInput,
): Promise<OptionGroupRecord> {
  await checkName(db, input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(optionGroups)
        .values(groupColumns(input))
        .returning({ id: optionGroups.id });
      if (!row) throw new Error('option group not created');
      await tx.insert(optionChoices).values(
        input.choices.map((choice, position) => ({
          optionGroupId: row.id,
          name: { en: choice.name.en, ar: choice.name.ar },
          priceDelta: choice.priceDelta,
          hex: choice.hex ?? null,
          position,
        })),
      );
      return loadOptionGroup(tx, row.id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

/** Choices with an `id` are edited, new ones added, and the ones left out removed. */
export async function updateOptionGroup(
  { db }: RequestContext,
  id: number,
  input: OptionGroupInput,
): Promise<OptionGroupRecord> {
  await checkName(db, input, id);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(optionGroups)
        .set(groupColumns(input))
        .where(eq(optionGroups.id, id))
        .returning({ id: optionGroups.id });
      if (!row) throw notFound();
      const existing = await tx
        .select({ id: optionChoices.id })
        .from(optionChoices)
        .where(eq(optionChoices.optionGroupId, id));
      const mine = new Set(existing.map((c) => c.id));
      const errors: Record<string, string[]> = {};
      input.choices.forEach((choice, index) => {
        if (choice.id !== undefined && !mine.has(choice.id))
          errors[`choices.${index}.id`] = ['validation.notFoundRef'];
      });
      if (Object.keys(errors).length) throw validationFailed(errors);
      const kept = new Set(input.choices.map((c) => c.id).filter((v): v is number => v !== undefined));
      const removed = [...mine].filter((choiceId) => !kept.has(choiceId));
      if (removed.length) await tx.delete(optionChoices).where(inArray(optionChoices.id, removed));
      // Names are unique per group: park the kept ones first so renames that swap names pass.
      if (kept.size)
        await tx
          .update(optionChoices)
          .set({
            name: sql`jsonb_set(${optionChoices.name}, '{en}', to_jsonb('~' || ${optionChoices.id}::text))`,
          })
          .where(inArray(optionChoices.id, [...kept]));
      for (const [position, choice] of input.choices.entries()) {
        const values = {
          name: { en: choice.name.en, ar: choice.name.ar },
          priceDelta: choice.priceDelta,
          hex: choice.hex ?? null,
          position,
        };
        if (choice.id !== undefined)
          await tx.update(optionChoices).set(values).where(eq(optionChoices.id, choice.id));
        else await tx.insert(optionChoices).values({ optionGroupId: id, ...values });
      }
      return loadOptionGroup(tx, id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

/** Deletes the group and its choices; products simply stop offering it. */
export async function deleteOptionGroup({ db }: RequestContext, id: number): Promise<void> {
  const deleted = await db
    .delete(optionGroups)
    .where(eq(optionGroups.id, id))
    .returning({ id: optionGroups.id });
  if (!deleted.length) throw notFound();
}
