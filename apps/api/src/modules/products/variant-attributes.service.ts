import type { VariantAttributeInput, VariantAttributeListQuery, VariantAttributeRecord } from '@shop/shared';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { productVariants, variantAttributes, variantAttributeValues } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothNames, localizedSort, namesTaken, uniqueNameRace } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

type AttributeRow = typeof variantAttributes.$inferSelect;

async function toRecords(db: DbOrTx, rows: AttributeRow[]): Promise<VariantAttributeRecord[]> {
  const ids = rows.map((r) => r.id);
  const values = ids.length
    ? await db
        .select()
        .from(variantAttributeValues)
        .where(inArray(variantAttributeValues.attributeId, ids))
        .orderBy(asc(variantAttributeValues.position), asc(variantAttributeValues.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    position: row.position,
    values: values
      .filter((v) => v.attributeId === row.id)
      .map((v) => ({
        id: v.id,
        code: v.code,
        name: v.name,
        hex: v.hex,
        valueGroup: v.valueGroup,
        position: v.position,
      })),
    ...timestampsOf(row),
  }));
}

export async function listVariantAttributes({ db, lang }: RequestContext, query: VariantAttributeListQuery) {
  const condition = and(
    searchIn(query.search, [sql`${variantAttributes.code} || ' ' || ${bothNames(variantAttributes.name)}`]),
    query.kind ? eq(variantAttributes.kind, query.kind) : undefined,
  );
  const order = orderOf(query.sort, variantAttributes.id, {
    position: variantAttributes.position,
    name: localizedSort(variantAttributes.name, lang),
    code: variantAttributes.code,
  });
  return readTablePage(db, query, variantAttributes, condition, order, (rows) => toRecords(db, rows));
}

async function loadVariantAttribute(db: DbOrTx, id: number): Promise<VariantAttributeRecord> {
  return oneRecord(db.select().from(variantAttributes).where(eq(variantAttributes.id, id)), (rows) =>
    toRecords(db, rows),
  );
}

async function checkAttribute(db: DbOrTx, input: VariantAttributeInput, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const other = exceptId === undefined ? undefined : ne(variantAttributes.id, exceptId);
  const taken = async (condition: SQL) =>
    (
      await db
        .select({ id: variantAttributes.id })
        .from(variantAttributes)
        .where(and(condition, other))
        .limit(1)
    ).length > 0;
  if (await taken(sql`lower(${variantAttributes.code}) = lower(${input.code})`))
    errors.code = ['validation.codeTaken'];
  Object.assign(errors, await namesTaken(db, 'variant_attributes', input.name, exceptId));
  if (Object.keys(errors).length) throw validationFailed(errors);
}

// Annotated so the compiler knows a call never returns (the catch blocks end in it).
const uniqueViolation: (error: unknown) => never = uniqueNameRace('variant_attributes', {
  variant_attributes_code_unique: ['code', 'validation.codeTaken'],
});

/** True when a product variant uses the attribute (or one of its values). */
async function inUse(db: DbOrTx, attributeCode: string, valueCodes?: string[]): Promise<boolean> {
  const condition =
    valueCodes === undefined
      ? sql`${productVariants.options} ? ${attributeCode}`
      : valueCodes.length
        ? sql`${productVariants.options} ->> ${attributeCode} in (${sql.join(
            valueCodes.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : sql`false`;
  const [row] = await db.select({ id: productVariants.id }).from(productVariants).where(condition).limit(1);
  return row !== undefined;
}

function valueRows(attributeId: number, input: VariantAttributeInput) {
  return input.values.map((v, position) => ({
    attributeId,
    code: v.code,
    name: { en: v.name.en, ar: v.name.ar },
    hex: v.hex ?? null,
    valueGroup: v.valueGroup ?? null,
    position,
  }));
}

export const getVariantAttribute = ({ db }: RequestContext, id: number) => loadVariantAttribute(db, id);

export async function createVariantAttribute(
  { db }: RequestContext,
  input: VariantAttributeInput,
): Promise<VariantAttributeRecord> {
  await checkAttribute(db, input);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(variantAttributes)
        .values({
          code: input.code,
          name: { en: input.name.en, ar: input.name.ar },
          kind: input.kind,
          position: input.position,
        })
        .returning({ id: variantAttributes.id });
      if (!row) throw new Error('variant attribute not created');
      await tx.insert(variantAttributeValues).values(valueRows(row.id, input));
      return loadVariantAttribute(tx, row.id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

/**
 * Edits an attribute; values are matched by code (kept and edited, added, or removed). Variants
 * store codes, so renaming a used attribute code or removing a used value is 409
 * `variantAttributeInUse`.
 */
/** The attribute's row, locked until the transaction ends; 404 when there is none. */
async function lockAttribute(tx: Tx, id: number) {
  const [current] = await tx
    .select()
    .from(variantAttributes)
    .where(eq(variantAttributes.id, id))
    .for('update');
  if (!current) throw notFound();
  return current;
}

export async function updateVariantAttribute(
  { db }: RequestContext,
  id: number,
  input: VariantAttributeInput,
): Promise<VariantAttributeRecord> {
  await checkAttribute(db, input, id);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockAttribute(tx, id);
      const existing = await tx
        .select({ id: variantAttributeValues.id, code: variantAttributeValues.code })
        .from(variantAttributeValues)
        .where(eq(variantAttributeValues.attributeId, id));
      const kept = new Set(input.values.map((v) => v.code));
      const removed = existing.filter((v) => !kept.has(v.code));
      if (current.code !== input.code && (await inUse(tx, current.code)))
        throw new AppError(409, 'variantAttributeInUse');
      if (
        removed.length &&
        (await inUse(
          tx,
          current.code,
          removed.map((v) => v.code),
        ))
      )
        throw new AppError(409, 'variantAttributeInUse');
      await tx
        .update(variantAttributes)
        .set({
          code: input.code,
          name: { en: input.name.en, ar: input.name.ar },
          kind: input.kind,
          position: input.position,
        })
        .where(eq(variantAttributes.id, id));
      if (removed.length)
        await tx.delete(variantAttributeValues).where(
          inArray(
            variantAttributeValues.id,
            removed.map((v) => v.id),
          ),
        );
      for (const row of valueRows(id, input)) {
        const match = existing.find((v) => v.code === row.code);
        if (match)
          await tx.update(variantAttributeValues).set(row).where(eq(variantAttributeValues.id, match.id));
        else await tx.insert(variantAttributeValues).values(row);
      }
      return loadVariantAttribute(tx, id);
    });
  } catch (error) {
    uniqueViolation(error);
  }
}

/** Deletes an attribute and its values; 409 when a product variant uses it. */
export async function deleteVariantAttribute({ db }: RequestContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockAttribute(tx, id);
    if (await inUse(tx, current.code)) throw new AppError(409, 'variantAttributeInUse');
    await tx.delete(variantAttributes).where(eq(variantAttributes.id, id));
  });
}
