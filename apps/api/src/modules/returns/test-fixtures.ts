import type { Db } from '../../db/client.ts';
import { orderItems, orderStatusHistory } from '../../db/schema/index.ts';
import { insertProduct } from '../orders/checkout-fixtures.ts';
import { insertOrder } from '../payments/test-fixtures.ts';

export const DAY = 86_400_000;

/**
 * A delivered order of customer `userId`, delivered `daysAgo` days ago (1 by default, inside any
 * refund window), with two lines (3 shirts, 2 socks): what a return or a collection is made on.
 */
export async function deliveredOrder(
  db: Db,
  userId: number,
  opts: { daysAgo?: number; status?: 'delivered' | 'shipped'; method?: 'card' | 'cash' } = {},
) {
  const shirt = await insertProduct(db, { price: 1000, qty: 10, taxGroupId: null });
  const socks = await insertProduct(db, { price: 250, qty: 100, taxGroupId: null });
  const order = await insertOrder(db, {
    userId,
    status: opts.status ?? 'delivered',
    paymentMethodCode: opts.method ?? 'card',
    grandTotal: 4200,
    subTotal: 3500,
    vatTotal: 700,
    email: `buyer-${userId}@example.test`,
  });
  const [a, b] = await db
    .insert(orderItems)
    .values([
      {
        orderId: order.id,
        productId: shirt.id,
        title: { en: 'Shirt', ar: 'قميص' },
        sku: shirt.sku,
        unitPrice: 1000,
        qty: 3,
        taxRate: 20,
        lineSubtotal: 3000,
        lineVat: 600,
        lineTotal: 3600,
      },
      {
        orderId: order.id,
        productId: socks.id,
        title: { en: 'Socks', ar: 'جوارب' },
        sku: socks.sku,
        unitPrice: 250,
        qty: 2,
        taxRate: 20,
        lineSubtotal: 500,
        lineVat: 100,
        lineTotal: 600,
      },
    ])
    .returning();
  if (!a || !b) throw new Error('lines not inserted');
  if ((opts.status ?? 'delivered') === 'delivered') {
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: 'shipped',
      toStatus: 'delivered',
      actorKind: 'admin',
      createdAt: new Date(Date.now() - (opts.daysAgo ?? 1) * DAY),
    });
  }
  return { order, shirt: a, socks: b, shirtProduct: shirt, socksProduct: socks };
}

/** A request's body (`POST …/refunds`, `…/returns`): the given lines, a reason and a note. */
export const returnRequest = (
  orderId: number,
  lines: { orderItemId: number; qty: number }[],
  kind: 'return' | 'refund' = 'return',
) => ({
  orderId,
  kind,
  reason: 'Wrong size delivered',
  note: 'Please collect from reception',
  lines,
});
