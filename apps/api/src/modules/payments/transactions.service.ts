import type { TransactionList, TransactionListQuery } from '@shop/shared';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentTransactions } from '../../db/schema/index.ts';
import { containsPattern, countAll, listMetaOf, pageWindow } from '../admins/list-page.ts';

/** The day after `day` (YYYY-MM-DD), for an inclusive `to`. */
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** The settings tab "transactions": every payment event, newest first, filtered (ADR 0059). */
export async function listTransactions(db: Db, query: TransactionListQuery): Promise<TransactionList> {
  const t = paymentTransactions;
  const search = query.search
    ? or(
        ilike(orders.orderNumber, containsPattern(query.search)),
        ilike(t.reference, containsPattern(query.search)),
      )
    : undefined;
  const where: SQL | undefined = and(
    query.type ? eq(t.type, query.type) : undefined,
    query.provider ? eq(t.provider, query.provider) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
    query.method ? eq(t.method, query.method) : undefined,
    query.from ? gte(t.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(t.createdAt, nextDay(query.to)) : undefined,
    query.orderId ? eq(t.orderId, query.orderId) : undefined,
    search,
  );
  const window = await pageWindow(db, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: t, orderNumber: orders.orderNumber })
      .from(t)
      .innerJoin(orders, eq(orders.id, t.orderId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(window.perPage)
      .offset(window.offset),
    db.select({ total: countAll() }).from(t).innerJoin(orders, eq(orders.id, t.orderId)).where(where),
  ]);
  return {
    items: rows.map(({ event, orderNumber }) => ({
      id: event.id,
      type: event.type,
      paymentId: event.paymentId,
      orderId: event.orderId,
      orderNumber,
      provider: event.provider,
      method: event.method,
      status: event.status,
      amount: event.amount,
      currency: event.currency,
      reference: event.reference,
      createdAt: event.createdAt.toISOString(),
    })),
    meta: listMetaOf(window, counted?.total ?? 0),
  };
}
