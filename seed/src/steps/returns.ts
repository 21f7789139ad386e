import { type CollectionStatus, type ReturnStatus, returnLineAmount } from '@shop/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  admins,
  collections,
  orderItems,
  orderStatusHistory,
  orders,
  paymentRefunds,
  payments,
  products,
  productVariants,
  returnItems,
  returns,
  salespeople,
  siteSettings,
} from '../../../apps/api/src/db/schema/index.ts';
import { must, type SeedContext } from './context.ts';

/*
 * A few refund and return requests and salesperson collections on the demo orders (ADR 0057), so
 * /dashboard/refunds, the salesperson's screens and the back office's refunds and collections show
 * each status. Each obeys the rules the API holds everyone to: filed within the refund days of the
 * order's delivery, units held on the order's lines (never more than delivered minus returned),
 * each line's amount by the shop's one rule (`returnLineAmount`), statuses reached by the moves of
 * docs/order-statuses.md, an approval's money back recorded on the payment under the request's key,
 * a restock putting the units back once; a collection at most what its order still owed, a
 * confirmed one recorded as the order's offline payment.
 */

const HOUR = 3_600_000;

interface DemoReturn {
  /** Index of the demo order (steps/orders.ts, in the order they were placed). */
  order: number;
  kind: 'refund' | 'return';
  status: ReturnStatus;
  filedBy: 'customer' | 'salesperson';
  /** Days after the delivery it was filed: within the refund days. */
  daysAfterDelivery: number;
  /** Index of the order's line and units asked for. */
  lines: [number, number][];
  reason: string;
  note?: string;
  adminNote?: string;
  restocked?: boolean;
}

const DEMO_RETURNS: DemoReturn[] = [
  {
    order: 0,
    kind: 'refund',
    status: 'rejected',
    filedBy: 'customer',
    daysAfterDelivery: 3,
    lines: [[1, 2]],
    reason: 'Logo print slightly off-centre on two pieces.',
    adminNote: 'Within the print tolerance on the order confirmation: not refundable.',
  },
  {
    order: 0,
    kind: 'return',
    status: 'approved',
    filedBy: 'customer',
    daysAfterDelivery: 4,
    lines: [[0, 2]],
    reason: 'Two pieces delivered in the wrong size.',
    note: 'Unopened, in the original packaging.',
    adminNote: 'Received unworn; refunded to the original payment.',
    restocked: true,
  },
  {
    order: 1,
    kind: 'return',
    status: 'accepted',
    filedBy: 'salesperson',
    daysAfterDelivery: 8,
    lines: [[0, 3]],
    reason: 'Customer ordered the wrong colour for one team.',
    note: 'Collected from the customer on my next visit.',
    adminNote: 'Send them back with the returns label; refund on inspection.',
  },
  {
    order: 1,
    kind: 'refund',
    status: 'init',
    filedBy: 'customer',
    daysAfterDelivery: 10,
    lines: [[1, 1]],
    reason: 'One piece arrived with a torn seam.',
  },
];

/** The moves from `init` to each status (checkout/return-status.ts). */
const RETURN_PATH: Record<ReturnStatus, ReturnStatus[]> = {
  init: ['init'],
  accepted: ['init', 'accepted'],
  rejected: ['init', 'rejected'],
  approved: ['init', 'accepted', 'approved'],
  refused: ['init', 'accepted', 'refused'],
};

interface DemoCollection {
  order: number;
  status: CollectionStatus;
  /** Share of what the order owed when it was recorded (1 = all of it). */
  share: number;
  method: 'cash' | 'bank_transfer' | 'cheque';
  daysAgo: number;
  reference: string;
  note?: string;
  reviewNote?: string;
}

const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    order: 3,
    status: 'confirmed',
    share: 1,
    method: 'cheque',
    daysAgo: 2,
    reference: 'CHQ 004512',
    note: 'Cheque handed over at the depot.',
  },
  {
    order: 4,
    status: 'rejected',
    share: 0.25,
    method: 'bank_transfer',
    daysAgo: 1,
    reference: 'BACS 77120',
    reviewNote: 'No transfer with this reference reached the account.',
  },
  {
    order: 4,
    status: 'recorded',
    share: 0.5,
    method: 'bank_transfer',
    daysAgo: 0,
    reference: 'BACS 88231',
    note: 'First half paid; the rest on delivery.',
  },
];

const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

export async function seedReturns({ tx, daysAgo }: SeedContext): Promise<void> {
  const demoOrders = await tx.select().from(orders).orderBy(asc(orders.createdAt), asc(orders.id));
  const [settings] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const refundDays = must(settings, 'site settings').refundDays;
  const [admin] = await tx.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);
  const adminId = must(admin, 'admin').id;
  const [seller] = await tx.select().from(salespeople).orderBy(asc(salespeople.id)).limit(1);
  const salesperson = must(seller, 'salesperson');
  // The demo orders by their place in steps/orders.ts: their numbers end with it.
  const byIndex = (index: number) =>
    must(
      demoOrders.find((o) => o.orderNumber.endsWith(`-${String(index + 1).padStart(6, '0')}`)),
      'demo order',
    );

  for (const demo of DEMO_RETURNS) {
    const order = byIndex(demo.order);
    const [delivery] = await tx
      .select({ at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, 'delivered')))
      .orderBy(desc(orderStatusHistory.createdAt))
      .limit(1);
    const deliveredAt = must(delivery, 'delivery of the demo order').at;
    if (demo.daysAfterDelivery > refundDays) throw new Error('Seed return filed after the refund days');
    const filedAt = new Date(deliveredAt.getTime() + demo.daysAfterDelivery * 24 * HOUR);
    const decidedAt = new Date(filedAt.getTime() + 20 * HOUR);
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const asked = demo.lines.map(([index, qty]) => {
      const line = must(lines[index], 'demo order line');
      if (qty > line.qty - line.returnedQty) throw new Error('Seed return asks for more units than are left');
      return { line, qty, amount: returnLineAmount(line.lineTotal, line.qty, qty) };
    });
    const refundTotal = asked.reduce((sum, a) => sum + a.amount, 0);
    const decided = demo.status !== 'init';
    const [row] = await tx
      .insert(returns)
      .values({
        returnNumber: sql`'R-' || nextval('return_number_seq')`,
        kind: demo.kind,
        orderId: order.id,
        userId: order.userId,
        salespersonId: salesperson.id,
        filedBy: demo.filedBy,
        reason: demo.reason,
        orderNote: demo.note ?? null,
        adminNote: demo.adminNote ?? null,
        refundTotal,
        currency: order.currency,
        status: must(RETURN_PATH[demo.status].at(-1), 'return status'),
        decidedAt: decided ? decidedAt : null,
        decidedByAdminId: decided ? adminId : null,
        createdAt: filedAt,
        updatedAt: decided ? decidedAt : filedAt,
      })
      .returning({ id: returns.id });
    const returnId = must(row, 'return').id;
    await tx
      .insert(returnItems)
      .values(asked.map((a) => ({ returnId, orderItemId: a.line.id, qty: a.qty, amount: a.amount })));
    // The units stay held unless the request was turned down.
    if (demo.status !== 'rejected' && demo.status !== 'refused') {
      for (const a of asked) {
        a.line.returnedQty += a.qty;
        await tx
          .update(orderItems)
          .set({ returnedQty: a.line.returnedQty })
          .where(eq(orderItems.id, a.line.id));
      }
    }
    if (demo.status === 'approved') {
      // The money back: the order's offline payment refunded by hand, under the request's key.
      const [payment] = await tx
        .select()
        .from(payments)
        .where(
          and(eq(payments.orderId, order.id), inArray(payments.status, ['captured', 'partially_refunded'])),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      const paid = must(payment, 'payment of the demo order');
      const amount = Math.min(refundTotal, paid.capturedAmount - paid.refundedAmount);
      const refunded = paid.refundedAmount + amount;
      await tx
        .update(payments)
        .set({
          refundedAmount: refunded,
          status: refunded >= paid.capturedAmount ? 'refunded' : 'partially_refunded',
          updatedAt: decidedAt,
        })
        .where(eq(payments.id, paid.id));
      await tx.insert(paymentRefunds).values({
        paymentId: paid.id,
        idempotencyKey: `shop-return-${returnId}-refund`,
        amount,
        createdAt: decidedAt,
      });
      await tx
        .update(returns)
        .set({ refundedAmount: amount, refundPaymentId: paid.id })
        .where(eq(returns.id, returnId));
      await tx
        .update(orders)
        .set({ paymentStatus: refunded >= order.grandTotal ? 'refunded' : 'partially_refunded' })
        .where(eq(orders.id, order.id));
    }
    if (demo.restocked) {
      const restockedAt = new Date(decidedAt.getTime() + 2 * HOUR);
      for (const a of asked) {
        if (a.line.variantId !== null)
          await tx
            .update(productVariants)
            .set({ qty: sql`${productVariants.qty} + ${a.qty}` })
            .where(eq(productVariants.id, a.line.variantId));
        if (a.line.productId !== null)
          await tx
            .update(products)
            .set({ qty: sql`${products.qty} + ${a.qty}` })
            .where(eq(products.id, a.line.productId));
      }
      await tx
        .update(returns)
        .set({ restockedAt, restockedByAdminId: adminId, updatedAt: restockedAt })
        .where(eq(returns.id, returnId));
    }
    const what = demo.kind === 'return' ? 'return' : 'refund';
    await tx
      .update(orders)
      .set({
        postOrderStatus:
          demo.status === 'init'
            ? `${what}-requested`
            : demo.status === 'approved'
              ? demo.kind === 'return'
                ? 'returned'
                : 'refunded'
              : `${what}-${demo.status}`,
      })
      .where(eq(orders.id, order.id));
  }

  for (const demo of DEMO_COLLECTIONS) {
    const order = byIndex(demo.order);
    const [owed] = await tx
      .select({
        outstanding: sql<number>`greatest(${order.grandTotal}
          - coalesce((select sum(p.captured_amount - p.refunded_amount) from payments p where p.order_id = ${order.id}), 0)
          - coalesce((select sum(c.amount) from collections c where c.order_id = ${order.id} and c.status = 'recorded'), 0), 0)::int`,
      })
      .from(orders)
      .where(eq(orders.id, order.id));
    const outstanding = must(owed, 'what the demo order owes').outstanding;
    const amount = Math.round(outstanding * demo.share);
    if (amount <= 0 || amount > outstanding) throw new Error('Seed collection outside what the order owes');
    const collectedAt = daysAgo(demo.daysAgo);
    const reviewedAt = demo.status === 'recorded' ? null : new Date(collectedAt.getTime() + 3 * HOUR);
    let paymentId: number | null = null;
    if (demo.status === 'confirmed') {
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          method: demo.method,
          provider: 'offline',
          token: `demo-collection-${demo.order + 1}-${demo.reference.replace(/\W+/g, '')}`,
          status: 'captured',
          amount,
          capturedAmount: amount,
          currency: order.currency,
          reference: demo.reference,
          note: 'Collection confirmed',
          recordedByAdminId: adminId,
          createdAt: reviewedAt ?? collectedAt,
          updatedAt: reviewedAt ?? collectedAt,
        })
        .returning({ id: payments.id });
      paymentId = must(payment, 'collection payment').id;
      // Money taken and none sent back: the order's payment status rolls up to captured.
      await tx.update(orders).set({ paymentStatus: 'captured' }).where(eq(orders.id, order.id));
    }
    await tx.insert(collections).values({
      salespersonId: salesperson.id,
      userId: order.userId,
      orderId: order.id,
      amount,
      currency: order.currency,
      method: demo.method,
      collectedOn: dateOnly(collectedAt),
      reference: demo.reference,
      note: demo.note ?? null,
      status: demo.status,
      reviewNote: demo.reviewNote ?? null,
      reviewedAt,
      reviewedByAdminId: reviewedAt ? adminId : null,
      paymentId,
      createdAt: collectedAt,
      updatedAt: reviewedAt ?? collectedAt,
    });
  }
}
