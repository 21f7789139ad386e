import {
  customerMayCancel,
  type LanguageCode,
  type MyOrderListQuery,
  type OrderDetailRecord,
  type OrderList,
  type OrderSummaryRecord,
  pickLocalized,
} from '@shop/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  paymentMethods,
  payments,
  products,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern, readTablePage } from '../admins/list-page.ts';
import type { PaymentsContext } from '../payments/gateway.ts';
import type { RequestContext } from '../request-context.ts';
import type { Buyer } from './buyer.ts';
import { addLinesBack, type OrderingContext } from './cart.service.ts';
import { moveOrder } from './order-status.service.ts';
import { releaseOrderPayments } from './release-payments.ts';

/*
 * The orders as their customer and the salesperson who placed them read them (SPEC 2
 * /dashboard/orders, the salesperson's sidebar). Ownership is part of every query: another
 * customer's order is the same 404 as no order.
 */

type OrderRow = typeof orders.$inferSelect;

export function orderSummary(row: OrderRow): OrderSummaryRecord {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethodCode: row.paymentMethodCode,
    customerId: row.userId,
    customerName: row.customerName,
    salespersonName: row.salespersonName,
    currency: row.currency,
    uniqueItems: row.uniqueItems,
    totalQty: row.totalQty,
    grandTotal: row.grandTotal,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  grandTotal: orders.grandTotal,
  orderNumber: orders.orderNumber,
} as const;

/** Whose orders a list shows. */
export type OrderOwner = { customerId: number } | { salespersonId: number; customerId?: number | undefined };

function ownerFilter(owner: OrderOwner): SQL {
  if ('salespersonId' in owner) {
    return owner.customerId === undefined
      ? eq(orders.salespersonId, owner.salespersonId)
      : (and(eq(orders.salespersonId, owner.salespersonId), eq(orders.userId, owner.customerId)) as SQL);
  }
  return eq(orders.userId, owner.customerId);
}

export async function listOwnOrders(
  ctx: RequestContext,
  owner: OrderOwner,
  query: MyOrderListQuery,
): Promise<OrderList> {
  const filters: SQL[] = [ownerFilter(owner)];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(sql`(${orders.orderNumber} ilike ${like} or ${orders.customerName} ilike ${like})`);
  }
  const descending = query.sort.startsWith('-');
  const column = SORT_COLUMNS[query.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  return readTablePage(
    ctx.db,
    query,
    orders,
    and(...filters),
    [descending ? desc(column) : asc(column), desc(orders.id)],
    (rows) => rows.map(orderSummary),
  );
}

/** The order's full record in `lang`: lines, amounts, history, the payment to retry. */
export async function orderDetail(db: DbOrTx, row: OrderRow, lang: LanguageCode): Promise<OrderDetailRecord> {
  const items = await db
    .select({ item: orderItems, slug: products.slug })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, row.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [method] = row.paymentMethodId
    ? await db
        .select({ name: paymentMethods.displayName })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, row.paymentMethodId))
    : [];
  const [pending] =
    row.status === 'payment-pending'
      ? await db
          .select({ token: payments.token })
          .from(payments)
          .where(
            and(eq(payments.orderId, row.id), inArray(payments.status, ['pending', 'failed', 'cancelled'])),
          )
          .orderBy(desc(payments.id))
          .limit(1)
      : [];
  return {
    ...orderSummary(row),
    subTotal: row.subTotal,
    optionsTotal: row.optionsTotal,
    discountTotal: row.discountTotal,
    vatTotal: row.vatTotal,
    shippingCost: row.shippingCost,
    grandTotal: row.grandTotal,
    email: row.email,
    phone: row.phone,
    paymentMethodName: method ? pickLocalized(method.name, lang) : null,
    deliveryAddress: row.deliveryAddress,
    deliveryMethod: row.deliveryMethod
      ? {
          zone: pickLocalized(row.deliveryMethod.zone, lang),
          rate: pickLocalized(row.deliveryMethod.rate, lang),
          minDays: row.deliveryMethod.minDays,
          maxDays: row.deliveryMethod.maxDays,
        }
      : null,
    couponCode: row.couponCode,
    note: row.note,
    shipmentName: row.shipmentName,
    shipmentUrl: row.shipmentUrl,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    items: items.map(({ item, slug }) => ({
      id: item.id,
      productId: item.productId,
      slug,
      variantId: item.variantId,
      title: pickLocalized(item.title, lang),
      sku: item.sku,
      variantCode: item.variantCode,
      variantLabel: item.variantOptions
        ? pickLocalized(item.variantOptions as { en: string; ar: string }, lang) || null
        : null,
      options: item.options.map((o) => ({
        groupId: o.groupId,
        choiceId: o.choiceId,
        group: pickLocalized(o.group, lang),
        choice: pickLocalized(o.choice, lang),
        priceDelta: o.priceDelta,
      })),
      image: item.image,
      unitPrice: item.unitPrice,
      optionsPrice: item.optionsPrice,
      qty: item.qty,
      taxRate: Number(item.taxRate),
      lineSubtotal: item.lineSubtotal,
      lineDiscount: item.lineDiscount,
      lineVat: item.lineVat,
      lineTotal: item.lineTotal,
      returnedQty: item.returnedQty,
    })),
    history: history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      actorKind: h.actorKind,
      createdAt: h.createdAt.toISOString(),
    })),
    canCancel: customerMayCancel(row.status),
    paymentToken: pending?.token ?? null,
  };
}

async function ownRow(db: DbOrTx, owner: OrderOwner, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownerFilter(owner)));
  if (!row) throw notFound();
  return row;
}

export async function getOwnOrder(
  ctx: RequestContext,
  owner: OrderOwner,
  id: number,
): Promise<OrderDetailRecord> {
  return orderDetail(ctx.db, await ownRow(ctx.db, owner, id), ctx.lang);
}

/** The customer (or its salesperson) cancels an order the shop has not accepted yet. */
export async function cancelOwnOrder(
  ctx: PaymentsContext,
  owner: OrderOwner,
  id: number,
  actorId: number,
): Promise<OrderDetailRecord> {
  await ownRow(ctx.db, owner, id);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    if (!row || !customerMayCancel(row.status)) throw new AppError(409, 'orderNotCancellable');
    await moveOrder(tx, id, { to: 'cancelled', actor: 'customer', actorId });
  });
  await releaseOrderPayments(ctx, id);
  return getOwnOrder(ctx, owner, id);
}

/** Reorder: the order's lines go back in the buyer's cart, each checked as if added now. */
export async function reorder(ctx: OrderingContext, buyer: Buyer, owner: OrderOwner, id: number) {
  const row = await ownRow(ctx.db, owner, id);
  const lines = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return addLinesBack(
    ctx,
    buyer,
    lines
      .filter((line) => line.productId !== null)
      .map((line) => ({
        request: {
          productId: line.productId ?? 0,
          variantId: line.variantId,
          choiceIds: line.options.map((o) => o.choiceId),
        },
        quantity: line.qty,
        title: pickLocalized(line.title, ctx.lang),
        sku: line.sku,
      })),
  );
}
