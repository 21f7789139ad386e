import { randomBytes } from 'node:crypto';
import {
  formatMoney,
  type LanguageCode,
  type PaymentActionResult,
  type PaymentFailureMessage,
  type PaymentRecord,
  type PaymentRedirect,
  type PaymentResult,
  type PaymentStatus,
  type TestPaymentAction,
  type TestPaymentPage,
  testCardOutcome,
  translate,
} from '@shop/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  orderStatusHistory,
  orders,
  paymentRefunds,
  payments,
  webhookEvents,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { queueOrderStatusMail } from '../orders/order-mail.ts';
import type { PaymentsContext } from './gateway.ts';
import { recordPaymentEvents } from './payment-events.ts';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderName,
  type ProviderPaymentState,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

// Card payments and the admin's payment actions (ADR 0052). Contract: docs/api/payments.md.

type PaymentRow = typeof payments.$inferSelect;

/** The provider name of payments an admin records by hand (cash, transfer, cheque). */
const OFFLINE_PROVIDER = 'offline';

const newToken = () => randomBytes(24).toString('base64url');
/** The key of one provider call on one payment: a retried call is the same call. */
const keyOf = (paymentId: number, action: string) => `shop-payment-${paymentId}-${action}`;

const providerError = () => new AppError(502, 'paymentProviderError');

/**
 * A new card payment attempt, pending, with the secret token of its result page. Called inside
 * the order's transaction (no network here): `startPaymentAttempt` goes to the provider after
 * the commit. `provider`: `ctx.payments.active.name` (`app.payments.active.name`).
 */
export async function createPaymentAttempt(
  tx: DbOrTx,
  input: { orderId: number; amount: number; currency: string; method: 'card'; provider: ProviderName },
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: input.orderId,
      method: input.method,
      provider: input.provider,
      token,
      amount: input.amount,
      currency: input.currency,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment attempt not created');
  await recordPaymentEvents(tx, input.orderId);
  return { id: row.id, token };
}

async function paymentWithOrder(db: DbOrTx, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  return row;
}

function providerOf(ctx: PaymentsContext, payment: PaymentRow): PaymentProvider {
  const provider = ctx.payments.get(payment.provider);
  if (!provider) throw providerError();
  return provider;
}

/** Our own pages are answered as paths; the provider's page as its absolute address. */
const resultPath = (kind: 'success' | 'failure', token: string) => `/${kind}/${token}`;

/**
 * Sends a pending attempt to its provider (after the order's commit) and answers where the
 * browser goes: the provider's hosted page, or `/failure/{token}` when the provider refuses (the
 * attempt is then failed). A decided attempt answers its result page.
 */
export async function startPaymentAttempt(
  ctx: PaymentsContext,
  paymentId: number,
  { lang }: { lang: LanguageCode },
): Promise<PaymentRedirect> {
  const row = await paymentWithOrder(ctx.db, eq(payments.id, paymentId));
  if (!row) throw notFound();
  const { payment, order } = row;
  if (payment.status !== 'pending') {
    const ok = payment.status === 'authorized' || payment.status === 'captured';
    return { redirectUrl: resultPath(ok ? 'success' : 'failure', payment.token) };
  }
  const provider = providerOf(ctx, payment);
  const base = ctx.payments.publicUrl;
  try {
    const { providerRef, redirectUrl } = await provider.authorize({
      amount: payment.amount,
      currency: payment.currency,
      orderNumber: order.orderNumber,
      description: translate(lang, 'notices.paymentDescription', { orderNumber: order.orderNumber }),
      customerEmail: order.email,
      lang,
      successUrl: `${base}${resultPath('success', payment.token)}`,
      failureUrl: `${base}${resultPath('failure', payment.token)}`,
      idempotencyKey: keyOf(payment.id, 'authorize'),
      paymentToken: payment.token,
      webhookUrl: `${base}/api/payments/webhooks/${provider.name}`,
    });
    await ctx.db
      .update(payments)
      .set({ providerRef, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)));
    return { redirectUrl };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'failed', failureReason: error.message.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await rollUpOrderPaymentStatus(tx, payment.orderId);
    });
    return { redirectUrl: resultPath('failure', payment.token) };
  }
}

/**
 * The order's `payment_status`: where its money stands over all its payments. Money taken wins
 * (less what went back), then a hold, then an attempt under way; else the latest attempt's end.
 */
async function rollUpOrderPaymentStatus(tx: DbOrTx, orderId: number): Promise<PaymentStatus> {
  // Every change of a payment ends here: the transactions log (ADR 0059) follows it.
  await recordPaymentEvents(tx, orderId);
  const rows = await tx
    .select({
      status: payments.status,
      captured: payments.capturedAmount,
      refunded: payments.refundedAmount,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  const captured = rows.reduce((sum, r) => sum + r.captured, 0);
  const refunded = rows.reduce((sum, r) => sum + r.refunded, 0);
  let status: PaymentStatus;
  if (captured > 0)
    status = refunded >= captured ? 'refunded' : refunded > 0 ? 'partially_refunded' : 'captured';
  else if (rows.some((r) => r.status === 'authorized')) status = 'authorized';
  else if (rows.some((r) => r.status === 'pending')) status = 'pending';
  else status = rows.at(-1)?.status ?? 'pending';
  await tx.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  return status;
}

/** The order waits for its payment no more: `payment-pending` → `pending`, once, with its history row. */
async function releaseOrder(
  tx: DbOrTx,
  orderId: number,
  actor: { kind: 'system' | 'admin'; id: number | null },
  note: string,
) {
  const moved = await tx
    .update(orders)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'payment-pending')))
    .returning({ id: orders.id });
  if (moved.length === 0) return;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: 'payment-pending',
    toStatus: 'pending',
    note,
    actorKind: actor.kind,
    actorId: actor.id,
  });
  await queueOrderStatusMail(tx, orderId, 'pending');
}

/**
 * Brings a payment in line with what its provider says. Every change is conditional on the state
 * it starts from, so the result page, a webhook and another API process can all apply the same
 * news at once and it lands once.
 */
async function settle(ctx: PaymentsContext, payment: PaymentRow, state: ProviderPaymentState) {
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const refs = state.paymentRef ? { providerPaymentRef: state.paymentRef } : {};
    const from = (...statuses: PaymentStatus[]) =>
      and(eq(payments.id, payment.id), inArray(payments.status, statuses));
    let released = false;
    switch (state.status) {
      case 'pending':
        if (state.paymentRef && !payment.providerPaymentRef)
          await tx
            .update(payments)
            .set({ ...refs, updatedAt: now })
            .where(from('pending'));
        break;
      case 'authorized': {
        const changed = await tx
          .update(payments)
          .set({ ...refs, status: 'authorized', failureReason: null, updatedAt: now })
          .where(from('pending'))
          .returning({ id: payments.id });
        released = changed.length > 0;
        break;
      }
      case 'captured': {
        const capturedAmount = state.capturedAmount ?? payment.amount;
        const changed = await tx
          .update(payments)
          .set({ ...refs, status: 'captured', capturedAmount, failureReason: null, updatedAt: now })
          .where(from('pending', 'authorized'))
          .returning({ id: payments.id });
        released = changed.length > 0;
        const refunded = state.refundedAmount ?? 0;
        if (refunded > 0) {
          await tx
            .update(payments)
            .set({
              refundedAmount: sql`least(${refunded}, ${payments.capturedAmount})`,
              status: sql`case when ${refunded} >= ${payments.capturedAmount} then 'refunded'::payment_status else 'partially_refunded'::payment_status end`,
              updatedAt: now,
            })
            .where(
              and(from('captured', 'partially_refunded'), sql`${payments.refundedAmount} < ${refunded}`),
            );
        }
        break;
      }
      case 'cancelled':
      case 'failed':
        await tx
          .update(payments)
          .set({
            ...refs,
            status: state.status,
            failureReason: state.failureReason?.slice(0, 500) ?? null,
            updatedAt: now,
          })
          .where(from('pending', ...(state.status === 'cancelled' ? (['authorized'] as const) : [])));
        break;
    }
    if (released)
      await releaseOrder(tx, payment.orderId, { kind: 'system', id: null }, 'Card payment authorised');
    await rollUpOrderPaymentStatus(tx, payment.orderId);
  });
}

/** Asks the provider about an undecided attempt and applies the answer; a provider outage leaves it. */
async function refresh(ctx: PaymentsContext, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending' || !payment.providerRef) return;
  const provider = ctx.payments.get(payment.provider);
  if (!provider) return;
  try {
    const state = await provider.retrieve({
      providerRef: payment.providerRef,
      paymentRef: payment.providerPaymentRef,
    });
    await settle(ctx, payment, state);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
}

function failureMessage(status: PaymentStatus): PaymentFailureMessage | undefined {
  if (status === 'failed') return 'paymentNotValidated';
  if (status === 'cancelled') return 'paymentCancelled';
  return undefined;
}

async function byToken(db: DbOrTx, token: string) {
  const row = await paymentWithOrder(db, eq(payments.token, token));
  if (row?.payment.method !== 'card') throw notFound();
  return row;
}

/**
 * `GET /api/front/payments/:token`: the result page's answer, refreshed from the provider. The
 * token is the secret (it is only ever in the customer's own redirect), so no sign-in is asked.
 */
export async function paymentResult(ctx: PaymentsContext, token: string): Promise<PaymentResult> {
  const first = await byToken(ctx.db, token);
  await refresh(ctx, first.payment);
  const { payment, order } = await byToken(ctx.db, token);
  const messageKey = failureMessage(payment.status);
  return {
    status: payment.status,
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: payment.amount,
    currency: payment.currency,
    ...(messageKey ? { messageKey, message: translate(ctx.lang, messageKey) } : {}),
    canRetry: order.status === 'payment-pending' && !['authorized', 'captured'].includes(payment.status),
  };
}

/**
 * `POST /api/front/payments/:token/retry`: a new attempt for the same order while it still waits
 * for its payment (409 `paymentNotRetryable` otherwise). An undecided earlier attempt is given up
 * first, so two holds cannot land on one order.
 */
export async function retryPayment(ctx: PaymentsContext, token: string): Promise<PaymentRedirect> {
  const first = await byToken(ctx.db, token);
  await refresh(ctx, first.payment);
  const { order } = await byToken(ctx.db, token);
  if (order.status !== 'payment-pending') throw new AppError(409, 'paymentNotRetryable');
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['pending', 'authorized'])));
  if (open.some((p) => p.status === 'authorized')) throw new AppError(409, 'paymentNotRetryable');
  for (const earlier of open) {
    const provider = ctx.payments.get(earlier.provider);
    if (!earlier.providerRef || !provider?.abandon) continue;
    try {
      await provider.abandon(earlier.providerRef, keyOf(earlier.id, 'abandon'));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Decided meanwhile (the customer paid in another tab): take the provider's word for it.
      await refresh(ctx, earlier);
      throw new AppError(409, 'paymentNotRetryable');
    }
  }
  const attempt = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'payment-pending') throw new AppError(409, 'paymentNotRetryable');
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: 'superseded by a new attempt', updatedAt: new Date() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    return createPaymentAttempt(tx, {
      orderId: order.id,
      amount: locked.grandTotal,
      currency: locked.currency,
      method: 'card',
      provider: ctx.payments.active.name,
    });
  });
  return startPaymentAttempt(ctx, attempt.id, { lang: ctx.lang });
}

// ---------------------------------------------------------------------------------------------
// Test mode's hosted page
// ---------------------------------------------------------------------------------------------

async function testAttempt(ctx: PaymentsContext, token: string) {
  const row = await byToken(ctx.db, token);
  // Only a test-mode attempt can be decided here: a real provider's payment is not ours to settle.
  if (row.payment.provider !== 'test' || !row.payment.providerRef) throw notFound();
  return row;
}

/** `GET /api/front/payments/test/:token`: what the TEST MODE page shows. */
export async function testPaymentPage(ctx: PaymentsContext, token: string): Promise<TestPaymentPage> {
  const { payment, order } = await testAttempt(ctx, token);
  return {
    orderNumber: order.orderNumber,
    amount: payment.amount,
    currency: payment.currency,
    open: payment.status === 'pending',
    status: payment.status,
  };
}

/**
 * `POST /api/front/payments/test/:token`: the TEST MODE page's Pay or Cancel. 4242… authorises,
 * 4000…0002 is declined, 4000…9995 fails for insufficient funds (as Stripe's test cards do).
 */
export async function decideTestPayment(
  ctx: PaymentsContext,
  token: string,
  action: TestPaymentAction,
): Promise<PaymentRedirect> {
  const { payment } = await testAttempt(ctx, token);
  let state: ProviderPaymentState;
  if (action.action === 'cancel') state = { status: 'cancelled', failureReason: 'cancelled by the customer' };
  else {
    const outcome = testCardOutcome(action.cardNumber);
    state =
      outcome === 'authorized'
        ? { status: 'authorized', paymentRef: payment.providerRef ?? undefined }
        : {
            status: 'failed',
            failureReason: outcome === 'declined' ? 'card_declined' : 'insufficient_funds',
          };
  }
  if (payment.status === 'pending') await settle(ctx, payment, state);
  const [after] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, payment.id));
  const ok = after?.status === 'authorized' || after?.status === 'captured';
  return { redirectUrl: resultPath(ok ? 'success' : 'failure', token) };
}

// ---------------------------------------------------------------------------------------------
// The admin's actions
// ---------------------------------------------------------------------------------------------

function record(payment: PaymentRow): PaymentRecord {
  return {
    id: payment.id,
    orderId: payment.orderId,
    method: payment.method,
    provider: payment.provider,
    status: payment.status,
    amount: payment.amount,
    capturedAmount: payment.capturedAmount,
    refundedAmount: payment.refundedAmount,
    currency: payment.currency,
    failureReason: payment.failureReason,
    reference: payment.reference,
    note: payment.note,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}

/** The payments of an order, oldest first (the lead's admin order screen lists them). */
export async function listOrderPayments(ctx: PaymentsContext, orderId: number): Promise<PaymentRecord[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  return rows.map(record);
}

async function actionResult(ctx: PaymentsContext, paymentId: number): Promise<PaymentActionResult> {
  const row = await paymentWithOrder(ctx.db, eq(payments.id, paymentId));
  if (!row) throw notFound();
  return { payment: record(row.payment), orderPaymentStatus: row.order.paymentStatus };
}

/** Runs a provider call of an admin action: a refusal or an outage is 502, nothing changed. */
async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw providerError();
    throw error;
  }
}

const paymentRefOf = (payment: PaymentRow) => payment.providerPaymentRef ?? payment.providerRef ?? '';

/**
 * Runs an admin action on one payment with its row locked: a second admin acting on the same
 * payment waits, then sees what the first did, so the provider is never asked twice to move the
 * same money. The lock is held across the provider call (seconds at most); a provider refusal
 * rolls everything back.
 */
async function onLockedPayment(
  ctx: PaymentsContext,
  paymentId: number,
  work: (tx: Tx, payment: PaymentRow) => Promise<void>,
): Promise<PaymentActionResult> {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound();
    await work(tx, payment);
    await rollUpOrderPaymentStatus(tx, payment.orderId);
  });
  return actionResult(ctx, paymentId);
}

/** Takes the authorised amount (the order ships). Only an authorised card payment: else 409. */
export function capturePayment(ctx: PaymentsContext, paymentId: number): Promise<PaymentActionResult> {
  return onLockedPayment(ctx, paymentId, async (tx, payment) => {
    if (payment.status !== 'authorized') throw new AppError(409, 'paymentNotCapturable');
    const provider = providerOf(ctx, payment);
    const result = await atProvider(() =>
      provider.capture(paymentRefOf(payment), payment.amount, payment.currency, keyOf(payment.id, 'capture')),
    );
    await tx
      .update(payments)
      .set({
        status: 'captured',
        capturedAmount: Math.min(result.capturedAmount, payment.amount),
        providerCaptureRef: result.captureRef ?? null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  });
}

/**
 * Voids an authorisation: the customer's money is released (SPEC 4: may incur fees, cannot be
 * undone). Only an authorised, uncaptured card payment: else 409.
 */
export function cancelPayment(ctx: PaymentsContext, paymentId: number): Promise<PaymentActionResult> {
  return onLockedPayment(ctx, paymentId, async (tx, payment) => {
    if (payment.status !== 'authorized') throw new AppError(409, 'paymentNotCancellable');
    const provider = providerOf(ctx, payment);
    await atProvider(() => provider.cancel(paymentRefOf(payment), keyOf(payment.id, 'cancel')));
    await tx
      .update(payments)
      .set({ status: 'cancelled', failureReason: 'cancelled by an admin', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
  });
}

/**
 * Sends back part or all of what was captured (at most captured − refunded: else 409 with the
 * most that can go back). A card refund goes through the provider; an offline payment's refund
 * is recorded (the money went back by hand). Each refund is kept under its idempotency key
 * (`payment_refunds`): a call with a key already recorded changes nothing, so a caller retrying
 * after its own save failed never counts the same refund twice.
 */
export function refundPayment(
  ctx: PaymentsContext,
  paymentId: number,
  amount: number,
  /** The caller's name for this refund (an approved return's), so a retry is the same refund. */
  idempotencyKey?: string,
): Promise<PaymentActionResult> {
  return onLockedPayment(ctx, paymentId, async (tx, payment) => {
    // The key names the refund by where the payment stood, so a repeated click is the same refund.
    const key = idempotencyKey ?? keyOf(payment.id, `refund-${payment.refundedAmount}-${amount}`);
    const [done] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, key));
    if (done) return;
    if (payment.status !== 'captured' && payment.status !== 'partially_refunded')
      throw new AppError(409, 'paymentNotRefundable');
    const max = payment.capturedAmount - payment.refundedAmount;
    if (amount > max)
      throw new AppError(409, 'refundTooLarge', { max: formatMoney(max, payment.currency, ctx.lang) });
    if (payment.provider !== OFFLINE_PROVIDER) {
      const provider = providerOf(ctx, payment);
      const ref = payment.providerCaptureRef ?? paymentRefOf(payment);
      await atProvider(() => provider.refund(ref, amount, payment.currency, key));
    }
    await tx.insert(paymentRefunds).values({ paymentId: payment.id, idempotencyKey: key, amount });
    const refunded = payment.refundedAmount + amount;
    await tx
      .update(payments)
      .set({
        refundedAmount: refunded,
        status: refunded >= payment.capturedAmount ? 'refunded' : 'partially_refunded',
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
  });
}

/**
 * The admin confirms money received offline (cash, bank transfer, cheque): a captured payment.
 * The order's payments may not exceed its grand total (409); a cancelled or refused order takes
 * none (409). An order still waiting for its payment is released to `pending`.
 */
export async function recordOfflinePayment(
  ctx: PaymentsContext,
  orderId: number,
  input: OfflinePaymentInput,
): Promise<PaymentActionResult> {
  const id = await ctx.db.transaction((tx) => recordOfflinePaymentIn(tx, ctx, orderId, input));
  return actionResult(ctx, id);
}

export interface OfflinePaymentInput {
  amount: number;
  method?: 'cash' | 'bank_transfer' | 'cheque';
  reference?: string | null;
  note?: string | null;
}

/**
 * `recordOfflinePayment` inside the caller's transaction (a confirmed collection: the payment and
 * the collection's review commit together or not at all). Answers the new payment's id.
 */
export async function recordOfflinePaymentIn(
  tx: Tx,
  ctx: Pick<PaymentsContext, 'who' | 'lang'>,
  orderId: number,
  input: OfflinePaymentInput,
): Promise<number> {
  const adminId = ctx.who.kind === 'admin' ? ctx.who.id : null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  if (order.status === 'cancelled' || order.status === 'refused') throw new AppError(409, 'orderNotPayable');
  const [paid] = await tx
    .select({
      net: sql<number>`coalesce(sum(${payments.capturedAmount} - ${payments.refundedAmount}), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if ((paid?.net ?? 0) + input.amount > order.grandTotal)
    throw new AppError(409, 'paymentExceedsOrder', {
      total: formatMoney(order.grandTotal, order.currency, ctx.lang),
    });
  const method =
    input.method ?? (order.paymentMethodCode === 'card' ? 'bank_transfer' : order.paymentMethodCode);
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      method,
      provider: OFFLINE_PROVIDER,
      token: newToken(),
      status: 'captured',
      amount: input.amount,
      capturedAmount: input.amount,
      currency: order.currency,
      reference: input.reference ?? null,
      note: input.note ?? null,
      recordedByAdminId: adminId,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment not recorded');
  await releaseOrder(tx, orderId, { kind: 'admin', id: adminId }, 'Payment received');
  await rollUpOrderPaymentStatus(tx, orderId);
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

/**
 * A provider's event: the signature is checked (400 `webhookSignatureInvalid`), the event is kept
 * once per (provider, event id) so a redelivery changes nothing, and the payment it names is
 * refreshed from the provider, as the result page does. Answers whether it was new.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  providerName: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<{ received: true; duplicate: boolean }> {
  const provider = ctx.payments.get(providerName);
  if (!provider || provider.name === 'test') throw notFound();
  let event: ReturnType<PaymentProvider['parseWebhook']>;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError(400, 'webhookSignatureInvalid');
    throw error;
  }
  const inserted = await ctx.db
    .insert(webhookEvents)
    .values({ provider: provider.name, eventId: event.eventId, type: event.type, payload: event.payload })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) {
    const [seen] = await ctx.db
      .select({ processedAt: webhookEvents.processedAt })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, provider.name), eq(webhookEvents.eventId, event.eventId)));
    // Processed already: once is enough. Kept but never processed (a crash): this delivery does it.
    if (seen?.processedAt) return { received: true, duplicate: true };
  }
  const matches = [
    event.paymentToken ? eq(payments.token, event.paymentToken) : undefined,
    event.providerRef ? eq(payments.providerRef, event.providerRef) : undefined,
    event.paymentRef ? eq(payments.providerPaymentRef, event.paymentRef) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length > 0) {
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), or(...matches)));
    if (payment?.providerRef) {
      const state = await atProvider(() =>
        provider.retrieve({ providerRef: payment.providerRef ?? '', paymentRef: payment.providerPaymentRef }),
      );
      await settle(ctx, payment, state);
      // An attempt given up for a retry, then paid at a page still open (Tap's lapse by
      // themselves): the order is paid by the other attempt, so this hold is released at once.
      if (state.status === 'authorized' && payment.status === 'cancelled') {
        await atProvider(() =>
          provider.cancel(state.paymentRef ?? paymentRefOf(payment), keyOf(payment.id, 'cancel')),
        );
      }
    }
  }
  await ctx.db
    .update(webhookEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(webhookEvents.provider, provider.name), eq(webhookEvents.eventId, event.eventId)));
  return { received: true, duplicate: false };
}
