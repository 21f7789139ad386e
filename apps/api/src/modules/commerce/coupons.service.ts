import {
  type CouponInput,
  type CouponListQuery,
  type CouponRecord,
  type CouponState,
  couponState,
} from '@shop/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

/*
 * Coupons (SPEC 2 coupons; SPEC 3 "Coupon"). The code is stored upper case and is unique
 * whatever its case (`coupons_code_unique` on `upper(code)`): a second one is 409
 * `couponCodeTaken`. A fixed coupon's value and the minimum cart amount are minor units.
 */

type CouponRow = typeof coupons.$inferSelect;

function toRecord(row: CouponRow, now: Date): CouponRecord {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    minCartAmount: row.minCartAmount,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    description: row.description ?? null,
    active: row.active,
    usageLimit: row.usageLimit,
    state: couponState(row, now),
    ...timestampsOf(row),
  };
}

const toRecords = async (rows: CouponRow[]) => {
  const now = new Date();
  return rows.map((row) => toRecord(row, now));
};

/**
 * The list's `status` filter in SQL, the same rule as `couponState` (packages/shared) at `now`;
 * the API tests check that each filter finds exactly the coupons whose `state` it names.
 */
function stateIs(state: CouponState, now: Date): SQL {
  switch (state) {
    case 'inactive':
      return sql`not ${coupons.active}`;
    case 'scheduled':
      return sql`${coupons.active} and ${coupons.startsAt} > ${now}`;
    case 'expired':
      return sql`${coupons.active} and ${coupons.endsAt} <= ${now}`;
    case 'active':
      return sql`${coupons.active} and ${coupons.startsAt} <= ${now} and ${coupons.endsAt} > ${now}`;
  }
}

const load = (db: DbOrTx, id: number) =>
  oneRecord(db.select().from(coupons).where(eq(coupons.id, id)), toRecords);

export async function listCoupons({ db }: RequestContext, query: CouponListQuery) {
  const where = and(
    searchIn(query.search, [coupons.code]),
    query.status ? stateIs(query.status, new Date()) : undefined,
  );
  const order = orderOf(query.sort, coupons.id, {
    code: coupons.code,
    starts_at: coupons.startsAt,
    ends_at: coupons.endsAt,
    created_at: coupons.createdAt,
  });
  return readTablePage(db, query, coupons, where, order, toRecords);
}

export const getCoupon = ({ db }: RequestContext, id: number) => load(db, id);

const codeTaken = () => new AppError(409, 'couponCodeTaken');

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`upper(${coupons.code}) = ${code.toUpperCase()}`,
        exceptId ? ne(coupons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw codeTaken();
}

/** Two saves of one code at once: the unique index answers as the check would have. */
function race(error: unknown): never {
  if (pgError(error).constraint === 'coupons_code_unique') throw codeTaken();
  throw error;
}

const valuesOf = (input: CouponInput) => ({
  code: input.code.toUpperCase(),
  type: input.type,
  value: input.value,
  minCartAmount: input.minCartAmount,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  description: input.description ? { en: input.description.en, ar: input.description.ar } : null,
  active: input.active,
  usageLimit: input.usageLimit,
});

export async function createCoupon({ db }: RequestContext, input: CouponInput): Promise<CouponRecord> {
  await assertCodeFree(db, input.code);
  const [row] = await db.insert(coupons).values(valuesOf(input)).returning().catch(race);
  if (!row) throw new Error('coupon not created');
  return toRecord(row, new Date());
}

export async function updateCoupon(
  { db }: RequestContext,
  id: number,
  input: CouponInput,
): Promise<CouponRecord> {
  await assertCodeFree(db, input.code, id);
  const [row] = await db
    .update(coupons)
    .set(valuesOf(input))
    .where(eq(coupons.id, id))
    .returning()
    .catch(race);
  if (!row) throw notFound();
  return toRecord(row, new Date());
}

/** Deletes a coupon; orders keep the code they were placed with (`orders.coupon_code`). */
export async function deleteCoupon({ db }: RequestContext, id: number): Promise<void> {
  const deleted = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!deleted.length) throw notFound();
}
