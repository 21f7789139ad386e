import {
  type PaymentMethodInput,
  type PaymentMethodListQuery,
  type PaymentMethodRecord,
  type PaymentMethodZones,
  type PaymentMethodZonesInput,
  pickLocalized,
} from '@shop/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods, paymentMethodZones, shippingZones } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { pgError } from '../../lib/pg-errors.ts';
import { countAll, orderOf, readTablePage, searchIn } from '../admins/list-page.ts';
import { bothLanguages, localizedSort } from '../localized-text.ts';
import { oneRecord, timestampsOf } from '../records.ts';
import type { RequestContext } from '../request-context.ts';

/*
 * Payment methods (SPEC 2 settings/payment-methods, payment-methods/{id}, payment-methods/add,
 * payment-methods/assign-zones/{id}; SPEC 3 "Payment method"; SPEC 5 "Min and max limits apply").
 * One method per code (cash, bank transfer, cheque, card): a second is 409
 * `paymentMethodCodeTaken`. Limits are minor units, the max at least the min (the schema and the
 * `payment_methods_limits` check). The zones a method is offered in are `payment_method_zones`;
 * none means everywhere.
 */

type MethodRow = typeof paymentMethods.$inferSelect;

async function toRecords(db: DbOrTx, rows: MethodRow[]): Promise<PaymentMethodRecord[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ id: paymentMethodZones.paymentMethodId, n: countAll() })
        .from(paymentMethodZones)
        .where(inArray(paymentMethodZones.paymentMethodId, ids))
        .groupBy(paymentMethodZones.paymentMethodId)
    : [];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    displayName: row.displayName,
    note: row.note ?? null,
    provider: row.provider,
    gateway: row.gateway,
    online: row.online,
    installment: row.installment,
    enabled: row.enabled,
    minLimit: row.minLimit,
    maxLimit: row.maxLimit,
    logo: row.logo,
    position: row.position,
    zoneCount: counts.find((c) => c.id === row.id)?.n ?? 0,
    ...timestampsOf(row),
  }));
}

const load = (db: DbOrTx, id: number) =>
  oneRecord(db.select().from(paymentMethods).where(eq(paymentMethods.id, id)), (rows) => toRecords(db, rows));

export async function listPaymentMethods({ db, lang }: RequestContext, query: PaymentMethodListQuery) {
  const where = searchIn(query.search, [
    ...bothLanguages(paymentMethods.name),
    ...bothLanguages(paymentMethods.displayName),
    sql`${paymentMethods.code}::text`,
  ]);
  const order = orderOf(query.sort, paymentMethods.id, {
    position: paymentMethods.position,
    name: localizedSort(paymentMethods.name, lang),
    code: paymentMethods.code,
    created_at: paymentMethods.createdAt,
  });
  return readTablePage(db, query, paymentMethods, where, order, (rows) => toRecords(db, rows));
}

export const getPaymentMethod = ({ db }: RequestContext, id: number) => load(db, id);

const codeTaken = () => new AppError(409, 'paymentMethodCodeTaken');

async function assertCodeFree(db: DbOrTx, input: PaymentMethodInput, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.code, input.code), exceptId ? ne(paymentMethods.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw codeTaken();
}

/** Two saves of one code at once: the unique index answers as the check would have. */
function race(error: unknown): never {
  if (pgError(error).constraint === 'payment_methods_code_unique') throw codeTaken();
  throw error;
}

const valuesOf = (input: PaymentMethodInput) => ({
  code: input.code,
  name: { en: input.name.en, ar: input.name.ar },
  displayName: { en: input.displayName.en, ar: input.displayName.ar },
  note: input.note ? { en: input.note.en, ar: input.note.ar } : null,
  provider: input.provider,
  gateway: input.gateway ?? null,
  online: input.online,
  installment: input.installment,
  enabled: input.enabled,
  minLimit: input.minLimit,
  maxLimit: input.maxLimit,
  logo: input.logo ?? null,
  position: input.position,
});

export async function createPaymentMethod(
  { db }: RequestContext,
  input: PaymentMethodInput,
): Promise<PaymentMethodRecord> {
  await assertCodeFree(db, input);
  const [row] = await db.insert(paymentMethods).values(valuesOf(input)).returning().catch(race);
  if (!row) throw new Error('payment method not created');
  return load(db, row.id);
}

export async function updatePaymentMethod(
  { db }: RequestContext,
  id: number,
  input: PaymentMethodInput,
): Promise<PaymentMethodRecord> {
  await assertCodeFree(db, input, id);
  const [row] = await db
    .update(paymentMethods)
    .set(valuesOf(input))
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id })
    .catch(race);
  if (!row) throw notFound();
  return load(db, id);
}

/** Deletes a method; orders keep its code (`orders.payment_method_code`), their link is cleared. */
export async function deletePaymentMethod({ db }: RequestContext, id: number): Promise<void> {
  const deleted = await db
    .delete(paymentMethods)
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id });
  if (!deleted.length) throw notFound();
}

// Zones (payment-methods/assign-zones/{id}) ------------------------------------------------------

async function assertMethod(db: DbOrTx, id: number): Promise<void> {
  const [found] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id))
    .for('update');
  if (!found) throw notFound();
}

/** The zones the method is offered in, and every shipping zone by name in the request's language. */
export async function getPaymentMethodZones(
  { db, lang }: RequestContext,
  id: number,
): Promise<PaymentMethodZones> {
  return zonesOf(db, lang, id);
}

async function zonesOf(db: DbOrTx, lang: RequestContext['lang'], id: number): Promise<PaymentMethodZones> {
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id));
  if (!method) throw notFound();
  const [assigned, zones] = await Promise.all([
    db
      .select({ zoneId: paymentMethodZones.zoneId })
      .from(paymentMethodZones)
      .where(eq(paymentMethodZones.paymentMethodId, id))
      .orderBy(asc(paymentMethodZones.zoneId)),
    db
      .select({ id: shippingZones.id, name: shippingZones.name })
      .from(shippingZones)
      .orderBy(asc(shippingZones.position), localizedSort(shippingZones.name, lang), asc(shippingZones.id)),
  ]);
  return {
    assigned: assigned.map((a) => a.zoneId),
    zones: zones.map((zone) => ({ id: zone.id, name: pickLocalized(zone.name, lang) })),
  };
}

/**
 * Replaces the zones the method is offered in, in one transaction; an id that is no shipping zone
 * is refused (422 on `zoneIds`) and nothing changes.
 */
export async function setPaymentMethodZones(
  { db, lang }: RequestContext,
  id: number,
  input: PaymentMethodZonesInput,
): Promise<PaymentMethodZones> {
  await db.transaction(async (tx) => {
    await assertMethod(tx, id);
    if (input.zoneIds.length) {
      const found = await tx
        .select({ id: shippingZones.id })
        .from(shippingZones)
        .where(inArray(shippingZones.id, input.zoneIds));
      if (found.length !== input.zoneIds.length)
        throw validationFailed({ zoneIds: ['validation.notFoundRef'] });
    }
    await tx.delete(paymentMethodZones).where(eq(paymentMethodZones.paymentMethodId, id));
    if (input.zoneIds.length) {
      await tx
        .insert(paymentMethodZones)
        .values(input.zoneIds.map((zoneId) => ({ paymentMethodId: id, zoneId })));
    }
  });
  return zonesOf(db, lang, id);
}
