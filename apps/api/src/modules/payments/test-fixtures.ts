import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderStatusHistory, orders, payments } from '../../db/schema/index.ts';
import { createCustomer } from '../users/test-fixtures.ts';

// Test data of the payments module: an order row as the lead's checkout leaves it (the order
// flow itself is not this module's), and readers of what the payment services wrote.

let counter = 0;

/** A customer's order waiting for its card payment (or in `status`), of `grandTotal` minor units. */
export async function insertOrder(
  db: Db,
  input: Partial<typeof orders.$inferInsert> & { userId?: number } = {},
) {
  counter += 1;
  const userId = input.userId ?? (await createCustomer(db)).id;
  const grandTotal = input.grandTotal ?? 12_000;
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `T-${process.pid % 10_000}-${counter}-${Date.now() % 100_000}`,
      status: 'payment-pending',
      userId,
      customerName: 'Test Customer',
      email: 'buyer@example.test',
      phone: '07700900123',
      paymentMethodCode: 'card',
      deliveryAddress: { country: 'GB', city: 'Leeds', address1: '1 Test Street' },
      currency: 'GBP',
      uniqueItems: 1,
      totalQty: 2,
      subTotal: grandTotal,
      grandTotal,
      ...input,
    })
    .returning();
  if (!row) throw new Error('order not created');
  return row;
}

export async function orderOf(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order gone');
  return row;
}

export async function paymentOf(db: Db, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error('payment gone');
  return row;
}

export const historyOf = (db: Db, orderId: number) =>
  db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
