import {
  canMoveOrder,
  NEEDS_SHIPMENT,
  type OrderActor,
  type OrderStatus,
  RELEASING_STATUSES,
} from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { putUnitsBack } from '../products/stock.ts';
import { queueOrderStatusMail } from './order-mail.ts';

/*
 * The one way an order changes status (docs/order-statuses.md): the move must be in the shared
 * table for this actor, it is made with a conditional update (two admins clicking at once make
 * one move), written to the history, and an order that lets its goods go puts them back in stock.
 * The customer's mail of the new status is queued in the same transaction (ADR 0058).
 */

export interface OrderMove {
  to: OrderStatus;
  actor: OrderActor;
  /** The admin's, customer's or salesperson's id; null for the shop itself. */
  actorId: number | null;
  note?: string | null;
  /** Refuse unless the order is in this status now (a caller that read it first). */
  from?: OrderStatus;
}

/** Moves the order inside `tx`; returns the status it left. */
export async function moveOrder(tx: Tx, orderId: number, move: OrderMove): Promise<OrderStatus> {
  const [current] = await tx
    .select({ status: orders.status, shipmentName: orders.shipmentName })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!current) throw notFound();
  const from = current.status;
  if ((move.from && move.from !== from) || !canMoveOrder(from, move.to, move.actor)) {
    throw new AppError(409, 'orderStatusNotAllowed');
  }
  if (NEEDS_SHIPMENT.includes(move.to) && !current.shipmentName) throw new AppError(409, 'shipmentRequired');
  await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.to === 'shipped' ? { shippedAt: sql`now()` } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)));
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: move.to,
    note: move.note ?? null,
    actorKind: move.actor,
    actorId: move.actorId,
  });
  if (RELEASING_STATUSES.includes(move.to)) await restock(tx, orderId);
  await queueOrderStatusMail(tx, orderId, move.to);
  return from;
}

/** Puts an order's units back: on the variant and its product, or on the product. */
async function restock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, qty: orderItems.qty })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await putUnitsBack(tx, lines);
}
