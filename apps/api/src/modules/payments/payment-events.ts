import type { PaymentEventType } from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, paymentTransactions } from '../../db/schema/index.ts';

type PaymentRow = typeof payments.$inferSelect;
type NewEvent = typeof paymentTransactions.$inferInsert;

/** Payments recorded by an admin (cash, transfer, cheque) have this provider (payments.service.ts). */
const OFFLINE = 'offline';
const HELD: ReadonlySet<string> = new Set(['authorized', 'captured', 'partially_refunded', 'refunded']);

/** What the events logged so far say about one payment. */
interface Logged {
  types: Set<PaymentEventType>;
  captured: number;
  refunded: number;
}

/**
 * The events that bring the log of `payment` up to its present state (ADR 0059): the attempt (or
 * the recorded payment), then the authorisation, the captured and refunded money not logged yet,
 * and a cancel or a failure.
 */
export function missingEvents(payment: PaymentRow, logged: Logged): NewEvent[] {
  const base = {
    paymentId: payment.id,
    orderId: payment.orderId,
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    currency: payment.currency,
  };
  const reference = payment.providerCaptureRef ?? payment.providerPaymentRef ?? payment.providerRef;
  const events: NewEvent[] = [];
  const add = (type: PaymentEventType, amount: number, extra: Partial<NewEvent> = {}) =>
    events.push({ ...base, type, amount, reference: reference ?? payment.reference ?? null, ...extra });
  const offline = payment.provider === OFFLINE;
  let captured = logged.captured;
  if (logged.types.size === 0) {
    if (offline) {
      add('record', payment.capturedAmount, { reference: payment.reference, createdAt: payment.createdAt });
      captured = payment.capturedAmount;
    } else {
      add('attempt', payment.amount, { reference: payment.providerRef, createdAt: payment.createdAt });
    }
  }
  if (!offline && HELD.has(payment.status) && !logged.types.has('authorize'))
    add('authorize', payment.amount, { reference: payment.providerPaymentRef ?? payment.providerRef });
  if (payment.capturedAmount > captured) add('capture', payment.capturedAmount - captured);
  if (payment.refundedAmount > logged.refunded) add('refund', payment.refundedAmount - logged.refunded);
  if (payment.status === 'cancelled' && !logged.types.has('cancel')) add('cancel', payment.amount);
  if (payment.status === 'failed' && !logged.types.has('fail'))
    add('fail', payment.amount, { reference: payment.failureReason?.slice(0, 200) ?? null });
  return events;
}

/**
 * Logs what changed on the payments of an order since its last events. Called in the
 * transaction that changed them, after the change: every path that moves a payment (the result
 * page, a webhook, an admin's capture, cancel or refund, a recorded payment) ends in one place
 * (the order's payment status roll-up), so none can forget to log. An advisory lock per order
 * makes two transactions on the same order log one after the other, so a change is logged once.
 */
export async function recordPaymentEvents(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payment_transactions'), ${orderId})`);
  const [rows, logged] = await Promise.all([
    tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    tx
      .select({
        paymentId: paymentTransactions.paymentId,
        types: sql<PaymentEventType[]>`array_agg(distinct ${paymentTransactions.type})::text[]`,
        captured: sql<number>`coalesce(sum(${paymentTransactions.amount}) filter (where ${paymentTransactions.type} in ('capture', 'record')), 0)::int`,
        refunded: sql<number>`coalesce(sum(${paymentTransactions.amount}) filter (where ${paymentTransactions.type} = 'refund'), 0)::int`,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, orderId))
      .groupBy(paymentTransactions.paymentId),
  ]);
  const byPayment = new Map(logged.map((l) => [l.paymentId, l]));
  const events = rows.flatMap((payment) => {
    const known = byPayment.get(payment.id);
    return missingEvents(payment, {
      types: new Set(known?.types ?? []),
      captured: known?.captured ?? 0,
      refunded: known?.refunded ?? 0,
    });
  });
  if (events.length > 0) await tx.insert(paymentTransactions).values(events);
}
