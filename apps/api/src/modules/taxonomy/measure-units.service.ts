import type {
  ListMeta,
  Localized,
  MeasureUnitInput,
  MeasureUnitListQuery,
  MeasureUnitRecord,
} from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { containsPattern, listMetaOf, pageWindow, parseSort } from '../admins/list-page.ts';
import { assertNamesFree, localizedSort, uniqueNameRace } from '../localized-text.ts';
import { columnsOf, sqlTimestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

/**
 * Measure units (SPEC 2 measureUnits, SPEC 5: name and code required, name unique). The name is
 * bilingual and unique per language (case-insensitive); the code (PCS, BOX12) is stored upper
 * case and is unique too, since products print it. A unit products use cannot be deleted.
 */
interface UnitRow extends Record<string, unknown> {
  id: number;
  name: Localized;
  code: string;
  pieces_per_unit: number;
  product_count: number;
  created_at: Date;
  updated_at: Date;
}

const select = sql`select t.id, t.name, t.code, t.pieces_per_unit, t.created_at, t.updated_at,
  (select count(*)::int from products p where p.measure_unit_id = t.id) as product_count
  from measure_units t`;

function toRecord(row: UnitRow): MeasureUnitRecord {
  return {
    ...columnsOf(row, ['id', 'name', 'code']),
    piecesPerUnit: row.pieces_per_unit,
    productCount: row.product_count,
    ...sqlTimestampsOf(row),
  };
}

async function assertCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
  const { rows } = await db.execute(sql`select 1 from measure_units where upper(code) = upper(${code})
    ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`);
  if (rows.length) throw validationFailed({ code: ['codeTaken'] });
}

/** Two saves at once: the unique indexes answer as the checks above would have. */
const race = uniqueNameRace('measure_units', { measure_units_code_unique: ['code', 'codeTaken'] });

async function load(db: Db, id: number): Promise<UnitRow> {
  const { rows } = await db.execute<UnitRow>(sql`${select} where t.id = ${id}`);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function listMeasureUnits(
  { db, lang }: RequestContext,
  query: MeasureUnitListQuery,
): Promise<{ items: MeasureUnitRecord[]; meta: ListMeta }> {
  const like = query.search ? containsPattern(query.search) : undefined;
  const where = like
    ? sql`where (t.name ->> 'en' ilike ${like} or t.name ->> 'ar' ilike ${like} or t.code ilike ${like})`
    : sql``;
  const { key, desc } = parseSort<'name' | 'code' | 'created_at'>(query.sort);
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const column: Record<typeof key, SQL> = {
    name: localizedSort(sql`t.name`, lang),
    code: sql`t.code`,
    created_at: sql`t.created_at`,
  };
  const window = await pageWindow(db, query);
  const [{ rows }, counted] = await Promise.all([
    db.execute<UnitRow>(
      sql`${select} ${where} order by ${column[key]} ${dir}, t.id ${dir} limit ${window.perPage} offset ${window.offset}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from measure_units t ${where}`),
  ]);
  return { items: rows.map(toRecord), meta: listMetaOf(window, counted.rows[0]?.total ?? 0) };
}

export const getMeasureUnit = async ({ db }: RequestContext, id: number) => toRecord(await load(db, id));

export async function createMeasureUnit(
  { db }: RequestContext,
  input: MeasureUnitInput,
): Promise<MeasureUnitRecord> {
  await assertNamesFree(db, 'measure_units', input.name);
  await assertCodeFree(db, input.code);
  const { rows } = await db
    .execute<{ id: number }>(sql`insert into measure_units (name, code, pieces_per_unit)
      values (${JSON.stringify(input.name)}::jsonb, ${input.code.toUpperCase()}, ${input.piecesPerUnit}) returning id`)
    .catch(race);
  return toRecord(await load(db, rows[0]?.id ?? 0));
}

export async function updateMeasureUnit(
  { db }: RequestContext,
  id: number,
  input: MeasureUnitInput,
): Promise<MeasureUnitRecord> {
  await load(db, id);
  await assertNamesFree(db, 'measure_units', input.name, id);
  await assertCodeFree(db, input.code, id);
  await db
    .execute(sql`update measure_units set name = ${JSON.stringify(input.name)}::jsonb,
      code = ${input.code.toUpperCase()}, pieces_per_unit = ${input.piecesPerUnit}, updated_at = now()
      where id = ${id}`)
    .catch(race);
  return toRecord(await load(db, id));
}

export async function deleteMeasureUnit({ db }: RequestContext, id: number): Promise<void> {
  await db
    .transaction(async (tx) => {
      const locked = await tx.execute(sql`select id from measure_units where id = ${id} for update`);
      if (!locked.rows.length) throw notFound();
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from products where measure_unit_id = ${id}`,
      );
      const n = rows[0]?.n ?? 0;
      if (n > 0) throw new AppError(409, 'measureUnitInUse', { count: n });
      await tx.execute(sql`delete from measure_units where id = ${id}`);
    })
    .catch((error: unknown) => {
      if (pgError(error).code === '23503') throw new AppError(409, 'measureUnitInUse', { count: 1 });
      throw error;
    });
}
