import {
  type CollectableOrder,
  type CollectionInput,
  type CollectionList,
  type CollectionListQuery,
  type CollectionRecord,
  collectionInput,
  formatMoney,
} from '@shop/shared';
import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { collections, invoices, orders, salespeople, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { orderOf, readListPage } from '../admins/list-page.ts';
import { recordOfflinePaymentIn } from '../payments/payments.service.ts';
import type { ReturnsContext } from './returns-context.ts';

/*
 * Collections (ADR 0057; contract docs/api/refunds.md "Collections"): money a salesperson
 * collected by hand from one of its customers against an order (or one of its invoices). The
 * amount is more than zero and at most what the order still owes: its grand total minus the
 * payments received (net of refunds) and the collections still awaiting review. An admin confirms
 * it (it becomes an offline payment of the order, so the order's payment status follows) or
 * rejects it with a note.
 */

export type CollectionScope = { kind: 'salesperson'; id: number } | { kind: 'admin' };

/** Orders no money is collected for. */
const CLOSED_ORDER_STATUSES = ['cancelled', 'rejected', 'refused'] as const;

const ownedBy = (scope: CollectionScope): SQL | undefined =>
  scope.kind === 'salesperson' ? eq(collections.salespersonId, scope.id) : undefined;

/**
 * What the order still owes, in minor units (never below zero). Written with its own aliases:
 * Drizzle leaves columns unqualified in a one-table query, where `id` would name the subquery's.
 */
const outstandingOf = sql<number>`greatest("orders"."grand_total"
  - coalesce((select sum(p.captured_amount - p.refunded_amount) from payments p where p.order_id = "orders"."id"), 0)
  - coalesce((select sum(c.amount) from collections c where c.order_id = "orders"."id" and c.status = 'recorded'), 0), 0)::int`;

const columns = {
  row: collections,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  spFirst: salespeople.firstName,
  spLast: salespeople.lastName,
};

function recordOf(r: {
  row: typeof collections.$inferSelect;
  orderNumber: string;
  customerName: string;
  spFirst: string;
  spLast: string;
}): CollectionRecord {
  const { row } = r;
  return {
    id: row.id,
    status: row.status,
    orderId: row.orderId,
    orderNumber: r.orderNumber,
    invoiceId: row.invoiceId,
    customerId: row.userId,
    customerName: r.customerName,
    salespersonId: row.salespersonId,
    salespersonName: `${r.spFirst} ${r.spLast}`.trim(),
    amount: row.amount,
    currency: row.currency,
    method: row.method as CollectionRecord['method'],
    collectedOn: row.collectedOn,
    reference: row.reference,
    note: row.note,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORTS = {
  createdAt: collections.createdAt,
  amount: collections.amount,
  collectedOn: collections.collectedOn,
} as const;

export async function listCollections(
  ctx: { db: ReturnsContext['db'] },
  scope: CollectionScope,
  query: CollectionListQuery,
): Promise<CollectionList> {
  const parts = [
    ownedBy(scope),
    query.status ? eq(collections.status, query.status) : undefined,
    query.customerId ? eq(collections.userId, query.customerId) : undefined,
    query.salespersonId ? eq(collections.salespersonId, query.salespersonId) : undefined,
    query.orderId ? eq(collections.orderId, query.orderId) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  const where = parts.length > 0 ? and(...parts) : undefined;
  return readListPage(
    ctx.db,
    query,
    { table: collections, where },
    (window) =>
      ctx.db
        .select(columns)
        .from(collections)
        .innerJoin(orders, eq(orders.id, collections.orderId))
        .innerJoin(salespeople, eq(salespeople.id, collections.salespersonId))
        .where(where)
        .orderBy(...orderOf(query.sort, collections.id, SORTS))
        .limit(window.perPage)
        .offset(window.offset),
    (rows) => rows.map(recordOf),
  );
}

export async function getCollection(
  db: DbOrTx,
  scope: CollectionScope,
  id: number,
): Promise<CollectionRecord> {
  const [row] = await db
    .select(columns)
    .from(collections)
    .innerJoin(orders, eq(orders.id, collections.orderId))
    .innerJoin(salespeople, eq(salespeople.id, collections.salespersonId))
    .where(and(eq(collections.id, id), ownedBy(scope)));
  if (!row) throw notFound();
  return recordOf(row);
}

/** The salesperson's customers' orders that still owe money (at most 100, newest first). */
export async function collectableOrders(
  ctx: ReturnsContext,
  salespersonId: number,
  customerId: number | undefined,
): Promise<CollectableOrder[]> {
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.userId,
      customerName: orders.customerName,
      currency: orders.currency,
      grandTotal: orders.grandTotal,
      outstanding: outstandingOf,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.salespersonId, salespersonId),
        customerId ? eq(orders.userId, customerId) : undefined,
        notInArray(orders.status, [...CLOSED_ORDER_STATUSES]),
        sql`${outstandingOf} > 0`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  const ids = rows.map((r) => r.orderId);
  const invoiceRows =
    ids.length > 0
      ? await ctx.db
          .select({ id: invoices.id, orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber })
          .from(invoices)
          .where(inArray(invoices.orderId, ids))
      : [];
  return rows.map((r) => ({
    ...r,
    invoices: invoiceRows
      .filter((i) => i.orderId === r.orderId)
      .map((i) => ({ id: i.id, invoiceNumber: i.invoiceNumber })),
  }));
}

/**
 * Records a collection: the order is locked, so two collections at once cannot both take what is
 * left; it must be one of the salesperson's customers' (404 otherwise), still open (409), and owe
 * at least the amount (409 with what it owes).
 */
export async function recordCollection(
  ctx: ReturnsContext,
  salespersonId: number,
  input: z.output<typeof collectionInput> | CollectionInput,
): Promise<CollectionRecord> {
  const data = collectionInput.parse(input);
  const id = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, status: orders.status, currency: orders.currency })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, data.orderId), eq(users.salespersonId, salespersonId)))
      .for('update', { of: orders });
    if (!order) throw notFound();
    if ((CLOSED_ORDER_STATUSES as readonly string[]).includes(order.status))
      throw new AppError(409, 'collectionOrderNotCollectable');
    if (data.invoiceId !== null) {
      const [invoice] = await tx
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .where(eq(invoices.id, data.invoiceId));
      if (!invoice || invoice.orderId !== order.id) throw new AppError(409, 'invoiceNotOfOrder');
    }
    const [owed] = await tx
      .select({ outstanding: outstandingOf })
      .from(orders)
      .where(eq(orders.id, order.id));
    const max = owed?.outstanding ?? 0;
    if (data.amount > max)
      throw new AppError(409, 'collectionExceedsBalance', {
        max: formatMoney(max, order.currency, ctx.lang),
      });
    const [row] = await tx
      .insert(collections)
      .values({
        salespersonId,
        userId: order.userId,
        orderId: order.id,
        invoiceId: data.invoiceId,
        amount: data.amount,
        currency: order.currency,
        method: data.method,
        collectedOn: data.collectedOn,
        reference: data.reference,
        note: data.note,
      })
      .returning({ id: collections.id });
    if (!row) throw new Error('collection not inserted');
    return row.id;
  });
  return getCollection(ctx.db, { kind: 'salesperson', id: salespersonId }, id);
}

/**
 * The admin confirms a recorded collection: it becomes an offline payment of its order (the
 * payment service's own checks apply: an order's payments never exceed its total), once, in one
 * transaction with the collection's review.
 */
export async function confirmCollection(
  ctx: ReturnsContext,
  adminId: number,
  id: number,
  note: string | null,
): Promise<CollectionRecord> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'recorded') throw new AppError(409, 'collectionAlreadyReviewed');
    // In this transaction: the payment and the review commit together, so a retry after a failed
    // save never records the money twice.
    const paymentId = await recordOfflinePaymentIn(tx, ctx, row.orderId, {
      amount: row.amount,
      method: row.method as 'cash' | 'bank_transfer' | 'cheque',
      reference: row.reference,
      note: `Collection ${row.id}${note ? `: ${note}` : ''}`,
    });
    await tx
      .update(collections)
      .set({
        status: 'confirmed',
        paymentId,
        reviewNote: note,
        reviewedAt: new Date(),
        reviewedByAdminId: adminId,
        updatedAt: new Date(),
      })
      .where(eq(collections.id, id));
  });
  return getCollection(ctx.db, { kind: 'admin' }, id);
}

export async function rejectCollection(
  ctx: ReturnsContext,
  adminId: number,
  id: number,
  note: string | null,
): Promise<CollectionRecord> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'recorded') throw new AppError(409, 'collectionAlreadyReviewed');
    await tx
      .update(collections)
      .set({
        status: 'rejected',
        reviewNote: note,
        reviewedAt: new Date(),
        reviewedByAdminId: adminId,
        updatedAt: new Date(),
      })
      .where(eq(collections.id, id));
  });
  return getCollection(ctx.db, { kind: 'admin' }, id);
}
