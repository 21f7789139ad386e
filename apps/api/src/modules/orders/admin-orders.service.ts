import {
  ABANDONED_CART_AFTER_MS,
  type AdminCartList,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderListQuery,
  NEEDS_SHIPMENT,
  nextOrderStatuses,
  type OrderShipmentInput,
  type OrderStatus,
  RELEASING_STATUSES,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  admins,
  cartItems,
  carts,
  orderNotes,
  orderRollups,
  orders,
  salespeople,
  users,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern, listMetaOf, pageWindow } from '../admins/list-page.ts';
import type { PaymentsContext } from '../payments/gateway.ts';
import type { RequestContext } from '../request-context.ts';
import { cartLines } from './cart.service.ts';
import { moveOrder } from './order-status.service.ts';
import { orderDetail, orderSummary } from './orders.service.ts';
import { releaseOrderPayments } from './release-payments.ts';

/*
 * The back office's orders (SPEC 2 order, order/{id}; docs/api/admin-orders.md). Every filter of
 * the list is one indexed column (status, payment status, created_at, user, salesperson, and the
 * trigram index of number, customer and e-mail for the search), and its totals are the rollups'
 * or one index-only aggregate over the same filters (bench/ordering.ts measures both on 100,000
 * orders; ADR 0053 "Speed").
 */

const SORTS = {
  createdAt: orders.createdAt,
  grandTotal: orders.grandTotal,
  orderNumber: orders.orderNumber,
} as const;

/** The expression the trigram index `orders_search_trgm_idx` is built on, so a search uses it. */
const SEARCH_TEXT = sql`(${orders.orderNumber} || ' ' || ${orders.customerName} || ' ' || ${orders.email})`;

function filtersOf(query: AdminOrderListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
  // Whole days in UTC, both ends included.
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (query.customerId) where.push(eq(orders.userId, query.customerId));
  if (query.salespersonId) where.push(eq(orders.salespersonId, query.salespersonId));
  if (query.search) {
    where.push(sql`${SEARCH_TEXT} ilike ${containsPattern(query.search)}`);
  }
  return where.length > 0 ? and(...where) : undefined;
}

/** Rollup rows summed by one list before it folds them into one per status and payment status. */
export const ROLLUP_COMPACT_AFTER = 500;

/**
 * The list's totals over every match. With no filter, or by status and payment status alone, they
 * are the sum of `order_rollups` (a few rows, kept by the database's triggers: migration 0012);
 * otherwise an index-only scan of the filter's index, which ends with the grand total.
 */
async function listTotals(ctx: RequestContext, query: AdminOrderListQuery, where: SQL | undefined) {
  const rolledUp = !query.from && !query.to && !query.customerId && !query.salespersonId && !query.search;
  if (!rolledUp) {
    const [row] = await ctx.db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${orders.grandTotal}), 0)` })
      .from(orders)
      .where(where);
    return { count: row?.n ?? 0, grandTotal: Number(row?.sum ?? 0) };
  }
  const [row] = await ctx.db
    .select({
      n: sql<string>`coalesce(sum(${orderRollups.orders}), 0)`,
      sum: sql<string>`coalesce(sum(${orderRollups.grandTotal}), 0)`,
      rows: count(),
    })
    .from(orderRollups)
    .where(
      and(
        query.status ? eq(orderRollups.status, query.status) : undefined,
        query.paymentStatus ? eq(orderRollups.paymentStatus, query.paymentStatus) : undefined,
      ),
    );
  if ((row?.rows ?? 0) > ROLLUP_COMPACT_AFTER) await compactOrderRollups(ctx.db);
  return { count: Number(row?.n ?? 0), grandTotal: Number(row?.sum ?? 0) };
}

/**
 * Folds the rollup rows into one per status and payment status. Safe beside writers (their rows,
 * not yet committed, are not seen, so not taken) and beside another fold (the rows one takes, the
 * other skips once it has them: nothing is counted twice or lost).
 */
export async function compactOrderRollups(db: RequestContext['db']): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${orderRollups} returning status, payment_status, orders, grand_total)
    insert into ${orderRollups} (status, payment_status, orders, grand_total)
    select status, payment_status, sum(orders), sum(grand_total) from gone
    group by status, payment_status
    having sum(orders) <> 0 or sum(grand_total) <> 0`);
}

export async function listAdminOrders(
  ctx: RequestContext,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const where = filtersOf(query);
  const column = SORTS[query.sort.replace('-', '') as keyof typeof SORTS];
  const pageRows = async () => {
    const window = await pageWindow(ctx.db, query);
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(query.sort.startsWith('-') ? desc(column) : asc(column), desc(orders.id))
      .limit(window.perPage)
      .offset(window.offset);
    return { window, rows };
  };
  const [{ window, rows }, totals] = await Promise.all([pageRows(), listTotals(ctx, query, where)]);
  return {
    items: rows.map(orderSummary),
    meta: listMetaOf(window, totals.count),
    totals,
  };
}

export async function getAdminOrder(ctx: RequestContext, id: number): Promise<AdminOrderDetail> {
  const [row] = await ctx.db
    .select({
      order: orders,
      customer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
        email: users.email,
        mobile: users.mobile,
      },
      salesperson: { id: salespeople.id, firstName: salespeople.firstName, lastName: salespeople.lastName },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(salespeople, eq(salespeople.id, orders.salespersonId))
    .where(eq(orders.id, id));
  if (!row) throw notFound();
  const notes = await ctx.db
    .select({
      id: orderNotes.id,
      body: orderNotes.body,
      adminName: admins.name,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .leftJoin(admins, eq(admins.id, orderNotes.adminId))
    .where(eq(orderNotes.orderId, id))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  const detail = await orderDetail(ctx.db, row.order, ctx.lang);
  const { customer, salesperson } = row;
  return {
    ...detail,
    customer: {
      id: customer.id,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      companyName: customer.companyName,
      email: customer.email,
      phone: customer.mobile,
    },
    salesperson: salesperson
      ? { id: salesperson.id, name: `${salesperson.firstName} ${salesperson.lastName}`.trim() }
      : null,
    // Shipped is reached by saving the shipping information (saveShipment), not by a bare move.
    nextStatuses: nextOrderStatuses(row.order.status, 'admin').filter(
      (to) => !NEEDS_SHIPMENT.includes(to) || row.order.shipmentName !== null,
    ),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

/** An admin moves the order; a move that lets the goods go also lets go of a held card payment. */
export async function changeOrderStatus(
  ctx: PaymentsContext,
  id: number,
  input: { status: OrderStatus; note: string | null },
  adminId: number,
): Promise<AdminOrderDetail> {
  await ctx.db.transaction((tx) =>
    moveOrder(tx, id, { to: input.status, actor: 'admin', actorId: adminId, note: input.note }),
  );
  if (RELEASING_STATUSES.includes(input.status)) await releaseOrderPayments(ctx, id);
  return getAdminOrder(ctx, id);
}

/** Statuses in which the goods are being or have been sent: the shipping information may be set. */
const SHIPPABLE: readonly OrderStatus[] = ['approved', 'processing', 'shipped', 'delivered'];

/**
 * SPEC 4 "Shipment: not shipped until shipping info is entered": saving it on a processing order
 * ships it, in the same transaction; on an order already shipped it corrects the tracking.
 */
export async function saveShipment(
  ctx: RequestContext,
  id: number,
  input: OrderShipmentInput,
  adminId: number,
): Promise<AdminOrderDetail> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    if (!row) throw notFound();
    if (!SHIPPABLE.includes(row.status)) throw new AppError(409, 'orderStatusNotAllowed');
    await tx
      .update(orders)
      .set({
        shipmentName: input.name,
        shipmentUrl: input.url,
        shipmentReadyAt: sql`coalesce(${orders.shipmentReadyAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id));
    if (row.status === 'processing') {
      await moveOrder(tx, id, {
        to: 'shipped',
        actor: 'admin',
        actorId: adminId,
        note: input.name,
        from: 'processing',
      });
    }
  });
  return getAdminOrder(ctx, id);
}

export async function addOrderNote(
  ctx: RequestContext,
  id: number,
  body: string,
  adminId: number,
): Promise<AdminOrderDetail> {
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound();
  await ctx.db.insert(orderNotes).values({ orderId: id, adminId, body });
  return getAdminOrder(ctx, id);
}

/**
 * The carts of SPEC 4's abandoned-cart filter: at least one line, untouched for a week (with
 * `abandoned` false or absent: every cart with lines, newest first). Each is priced now with the
 * shop's one price rule, the same as the customer's cart shows.
 */
export async function listCarts(
  ctx: RequestContext,
  query: { page: number; perPage?: number | undefined; abandoned?: boolean | undefined },
): Promise<AdminCartList> {
  const hasLines = sql`exists (select 1 from ${cartItems} i where i.cart_id = ${carts.id})`;
  const where = query.abandoned
    ? and(hasLines, lt(carts.updatedAt, new Date(Date.now() - ABANDONED_CART_AFTER_MS)))
    : hasLines;
  const window = await pageWindow(ctx.db, query);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        cart: carts,
        user: {
          firstName: users.firstName,
          lastName: users.lastName,
          companyName: users.companyName,
          email: users.email,
        },
        salesperson: { firstName: salespeople.firstName, lastName: salespeople.lastName },
      })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .leftJoin(salespeople, eq(salespeople.id, carts.salespersonId))
      .where(where)
      .orderBy(query.abandoned ? asc(carts.updatedAt) : desc(carts.updatedAt), asc(carts.id))
      .limit(window.perPage)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(carts).where(where),
  ]);
  const items = [];
  for (const { cart, user, salesperson } of rows) {
    const lines = await cartLines(ctx, ctx.db, cart.id);
    items.push({
      id: cart.id,
      customerId: cart.userId,
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      companyName: user.companyName,
      email: user.email,
      salespersonName: salesperson?.firstName
        ? `${salesperson.firstName} ${salesperson.lastName}`.trim()
        : null,
      items: lines.length,
      quantity: lines.reduce((s, l) => s + l.row.qty, 0),
      value: lines.reduce(
        (s, l) => s + ((l.resolved.unitPrice ?? 0) + l.resolved.optionsPrice) * l.row.qty,
        0,
      ),
      updatedAt: cart.updatedAt.toISOString(),
      reminderSentAt: cart.abandonedEmailSentAt?.toISOString() ?? null,
    });
  }
  const total = counted?.n ?? 0;
  return {
    items,
    meta: listMetaOf(window, total),
  };
}
