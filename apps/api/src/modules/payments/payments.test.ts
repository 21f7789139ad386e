import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { payments } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { VISITOR_ASKER } from '../request-context.ts';
import { expectAdminOnly } from '../taxonomy/test-helpers.ts';
import type { PaymentsContext } from './gateway.ts';
import { createPaymentAttempt, startPaymentAttempt } from './payments.service.ts';
import { historyOf, insertOrder, orderOf, paymentOf } from './test-fixtures.ts';

// Test mode (no provider keys: the demo deployment), the result page and the admin's actions.

const t = useTestApp();
const { tokens, call } = useAdminApi(t);

const ctx = (): PaymentsContext => ({
  db: t.database.db,
  lang: 'en',
  who: VISITOR_ASKER,
  payments: t.app.payments,
});

/** An order waiting for its card payment, with a started test-mode attempt. */
async function startedAttempt(grandTotal = 12_000) {
  const order = await insertOrder(t.database.db, { grandTotal });
  const attempt = await t.database.db.transaction((tx) =>
    createPaymentAttempt(tx, {
      orderId: order.id,
      amount: grandTotal,
      currency: 'GBP',
      method: 'card',
      provider: t.app.payments.active.name,
    }),
  );
  const { redirectUrl } = await startPaymentAttempt(ctx(), attempt.id, { lang: 'en' });
  return { order, attempt, redirectUrl };
}

const pay = (token: string, cardNumber: string) =>
  t.api({ method: 'POST', url: `/api/front/payments/test/${token}`, payload: { action: 'pay', cardNumber } });
const result = (token: string, lang?: 'en' | 'ar') =>
  t.api({ method: 'GET', url: `/api/front/payments/${token}`, lang });

/** An order whose card payment is authorised, through the test page. */
async function authorisedPayment(grandTotal = 12_000) {
  const started = await startedAttempt(grandTotal);
  expect((await pay(started.attempt.token, '4242 4242 4242 4242')).statusCode).toBe(200);
  return started;
}

describe('test mode', () => {
  it('is the provider without keys, and its hosted page is the storefront test page', async () => {
    expect(t.app.payments.active.name).toBe('test');
    const { attempt, redirectUrl } = await startedAttempt();
    expect(redirectUrl).toBe(`/payment/test/${attempt.token}`);
    expect(attempt.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await t.api({ method: 'GET', url: `/api/front/payments/test/${attempt.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      amount: 12_000,
      currency: 'GBP',
      open: true,
      status: 'pending',
    });
  });

  it('4242 4242 4242 4242 authorises: the order is released to pending, once, by the system', async () => {
    const { order, attempt } = await startedAttempt();
    const res = await pay(attempt.token, '4242 4242 4242 4242');
    expect(res.json().data).toEqual({ redirectUrl: `/success/${attempt.token}` });

    const shown = await result(attempt.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json().data).toEqual({
      status: 'authorized',
      orderId: order.id,
      orderNumber: order.orderNumber,
      amount: 12_000,
      currency: 'GBP',
      canRetry: false,
    });
    const after = await orderOf(t.database.db, order.id);
    expect(after.status).toBe('pending');
    expect(after.paymentStatus).toBe('authorized');
    // Paying again and reading again change nothing: one history row.
    expect((await pay(attempt.token, '4000 0000 0000 0002')).json().data.redirectUrl).toBe(
      `/success/${attempt.token}`,
    );
    await result(attempt.token);
    const history = await historyOf(t.database.db, order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'payment-pending',
      toStatus: 'pending',
      actorKind: 'system',
    });
  });

  it("4000 0000 0000 0002 is declined with SPEC 8's message, in both languages; the order may retry", async () => {
    const { order, attempt } = await startedAttempt();
    expect((await pay(attempt.token, '4000000000000002')).json().data.redirectUrl).toBe(
      `/failure/${attempt.token}`,
    );
    const en = (await result(attempt.token)).json().data;
    expect(en).toMatchObject({
      status: 'failed',
      messageKey: 'paymentNotValidated',
      message: "Couldn't validate payment, Try a different payment method",
      canRetry: true,
    });
    expect((await result(attempt.token, 'ar')).json().data.message).toBe(
      'تعذر التحقق من الدفع، جرّب طريقة دفع أخرى',
    );
    expect((await paymentOf(t.database.db, attempt.id)).failureReason).toBe('card_declined');
    expect((await orderOf(t.database.db, order.id)).status).toBe('payment-pending');
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('failed');

    const retry = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    expect(retry.statusCode).toBe(200);
    const next = /^\/payment\/test\/([A-Za-z0-9_-]+)$/.exec(retry.json().data.redirectUrl)?.[1] ?? '';
    expect(next).not.toBe(attempt.token);
    expect((await pay(next, '4242 4242 4242 4242')).json().data.redirectUrl).toBe(`/success/${next}`);
    expect((await orderOf(t.database.db, order.id)).status).toBe('pending');
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['authorized', 'failed']);
    // The order waits no more: no further attempt.
    const again = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'paymentNotRetryable',
      message: 'This order is no longer waiting for its payment',
    });
  });

  it('keeps no state in the process: a second API process serves the same test payment', async () => {
    const other = await buildApp({ config: t.config, db: t.database.db });
    try {
      const { order, attempt } = await startedAttempt();
      const headers = { 'x-api-key': t.config.deployment.key, accept: 'application/json' };
      const page = await other.inject({
        method: 'GET',
        url: `/api/front/payments/test/${attempt.token}`,
        headers,
      });
      expect(page.json().data.open).toBe(true);
      const paid = await other.inject({
        method: 'POST',
        url: `/api/front/payments/test/${attempt.token}`,
        headers,
        payload: { action: 'pay', cardNumber: '4242424242424242' },
      });
      expect(paid.json().data.redirectUrl).toBe(`/success/${attempt.token}`);
      expect((await result(attempt.token)).json().data.status).toBe('authorized');
      expect((await orderOf(t.database.db, order.id)).status).toBe('pending');
    } finally {
      await other.close();
    }
  });

  it('4000 0000 0000 9995 fails for insufficient funds', async () => {
    const { attempt } = await startedAttempt();
    expect((await pay(attempt.token, '4000 0000 0000 9995')).json().data.redirectUrl).toBe(
      `/failure/${attempt.token}`,
    );
    expect((await result(attempt.token)).json().data.messageKey).toBe('paymentNotValidated');
    expect((await paymentOf(t.database.db, attempt.id)).failureReason).toBe('insufficient_funds');
  });

  it("Cancel goes to the failure page with 'Payment Cancelled'", async () => {
    const { attempt } = await startedAttempt();
    const res = await t.api({
      method: 'POST',
      url: `/api/front/payments/test/${attempt.token}`,
      payload: { action: 'cancel' },
    });
    expect(res.json().data.redirectUrl).toBe(`/failure/${attempt.token}`);
    expect((await result(attempt.token)).json().data).toMatchObject({
      status: 'cancelled',
      messageKey: 'paymentCancelled',
      message: 'Payment Cancelled',
    });
  });

  it('refuses a malformed card number (422), an unknown token (404) and a real provider payment (404)', async () => {
    const { attempt, order } = await startedAttempt();
    const bad = await pay(attempt.token, '12ab');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cardNumber).toBeDefined();
    expect((await result('x'.repeat(32))).statusCode).toBe(404);
    expect((await result('short')).statusCode).toBe(422);
    const [stripeRow] = await t.database.db
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'card',
        provider: 'stripe',
        token: 's'.repeat(32),
        providerRef: 'cs_test_real',
        amount: 100,
        currency: 'GBP',
      })
      .returning();
    expect(stripeRow).toBeDefined();
    expect((await pay('s'.repeat(32), '4242 4242 4242 4242')).statusCode).toBe(404);
    expect(
      (await t.api({ method: 'GET', url: `/api/front/payments/test/${'s'.repeat(32)}` })).statusCode,
    ).toBe(404);
  });
});

describe('admin payment actions', () => {
  let customerToken = '';
  beforeAll(() => {
    customerToken = tokens.customer;
  });

  it('are refused without an admin token: visitor, customer and salesperson get 401', async () => {
    await expectAdminOnly(
      t,
      tokens,
      [
        ['POST', '/api/admin/payments/1/capture'],
        ['POST', '/api/admin/payments/1/cancel'],
        ['GET', '/api/admin/orders/1/payments'],
      ],
      {},
    );
    await expectAdminOnly(t, tokens, [['POST', '/api/admin/payments/1/refund']], { amount: 1 });
    await expectAdminOnly(t, tokens, [['POST', '/api/admin/orders/1/payments']], { amount: 1 });
    expect(customerToken).not.toBe('');
  });

  it('capture takes an authorised payment; a second capture and a cancel are 409', async () => {
    const { order, attempt } = await authorisedPayment(10_000);
    const res = await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The payment has been captured');
    expect(res.json().data).toMatchObject({
      payment: { id: attempt.id, status: 'captured', capturedAmount: 10_000, refundedAmount: 0 },
      orderPaymentStatus: 'captured',
    });
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('captured');

    const twice = await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'paymentNotCapturable',
      message: 'Only an authorised payment can be captured',
    });
    const cancel = await call('POST', `/api/admin/payments/${attempt.id}/cancel`, undefined, 'ar');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      code: 'paymentNotCancellable',
      message: 'لا يمكن إلغاء إلا دفعة مفوَّضة لم تُحصَّل بعد',
    });
  });

  it('refund: part, then too much (409 with the most that can go back), then the rest', async () => {
    const { order, attempt } = await authorisedPayment(10_000);
    await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    const part = await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 2_500 });
    expect(part.statusCode).toBe(200);
    expect(part.json().data).toMatchObject({
      payment: { status: 'partially_refunded', refundedAmount: 2_500 },
      orderPaymentStatus: 'partially_refunded',
    });
    const tooMuch = await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 7_501 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      code: 'refundTooLarge',
      message: 'You can refund at most £75.00 of this payment',
    });
    const rest = await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 7_500 });
    expect(rest.json().data).toMatchObject({ payment: { status: 'refunded', refundedAmount: 10_000 } });
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('refunded');
    const none = await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 1 });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('paymentNotRefundable');
    expect((await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 0 })).statusCode).toBe(
      422,
    );
  });

  it('two admins refunding at once cannot refund more than was captured', async () => {
    const { attempt } = await authorisedPayment(10_000);
    await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    const answers = await Promise.all([
      call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 6_000 }),
      call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 7_000 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await paymentOf(t.database.db, attempt.id);
    expect([6_000, 7_000]).toContain(after.refundedAmount);
  });

  it('cancel voids an authorisation; it cannot be captured or refunded after', async () => {
    const { order, attempt } = await authorisedPayment();
    const res = await call('POST', `/api/admin/payments/${attempt.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      payment: { status: 'cancelled' },
      orderPaymentStatus: 'cancelled',
    });
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('cancelled');
    expect((await call('POST', `/api/admin/payments/${attempt.id}/capture`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 1 })).statusCode).toBe(
      409,
    );
    expect((await call('POST', '/api/admin/payments/999999/capture')).statusCode).toBe(404);
  });

  it('a pending or failed attempt cannot be captured', async () => {
    const { attempt } = await startedAttempt();
    expect((await call('POST', `/api/admin/payments/${attempt.id}/capture`)).statusCode).toBe(409);
    await pay(attempt.token, '4000 0000 0000 0002');
    expect((await call('POST', `/api/admin/payments/${attempt.id}/capture`)).statusCode).toBe(409);
  });

  it('records an offline payment up to the order total, and lists the order payments', async () => {
    const order = await insertOrder(t.database.db, {
      grandTotal: 50_000,
      status: 'pending',
      paymentMethodCode: 'bank_transfer',
    });
    const url = `/api/admin/orders/${order.id}/payments`;
    const first = await call('POST', url, { amount: 20_000, reference: 'BACS 7781', note: 'First half' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('The payment has been recorded');
    expect(first.json().data).toMatchObject({
      payment: {
        method: 'bank_transfer',
        provider: 'offline',
        status: 'captured',
        capturedAmount: 20_000,
        reference: 'BACS 7781',
        note: 'First half',
      },
      orderPaymentStatus: 'captured',
    });
    const over = await call('POST', url, { amount: 30_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'paymentExceedsOrder',
      message: 'The payments of this order would exceed its total of £500.00',
    });
    expect((await call('POST', url, { amount: 30_000, method: 'cheque' })).statusCode).toBe(201);
    const list = await call('GET', url);
    expect(list.json().data.map((p: { method: string }) => p.method)).toEqual(['bank_transfer', 'cheque']);
    // An offline payment's refund is recorded without a provider.
    const paymentId = first.json().data.payment.id as number;
    const refund = await call('POST', `/api/admin/payments/${paymentId}/refund`, { amount: 5_000 });
    expect(refund.json().data.orderPaymentStatus).toBe('partially_refunded');

    expect((await call('POST', url, { amount: 0 })).statusCode).toBe(422);
    expect((await call('POST', '/api/admin/orders/999999/payments', { amount: 1 })).statusCode).toBe(404);
    const cancelled = await insertOrder(t.database.db, { status: 'cancelled' });
    const refused = await call('POST', `/api/admin/orders/${cancelled.id}/payments`, { amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('orderNotPayable');
  });

  it('an offline payment releases an order still waiting for its card payment', async () => {
    const order = await insertOrder(t.database.db, { grandTotal: 3_000 });
    const res = await call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: 3_000,
      method: 'cash',
    });
    expect(res.statusCode).toBe(201);
    const after = await orderOf(t.database.db, order.id);
    expect(after.status).toBe('pending');
    const history = await historyOf(t.database.db, order.id);
    expect(history[0]).toMatchObject({ toStatus: 'pending', actorKind: 'admin' });
  });
});
