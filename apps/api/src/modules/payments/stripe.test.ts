import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { VISITOR_ASKER } from '../request-context.ts';
import type { PaymentsContext } from './gateway.ts';
import { createPaymentAttempt, startPaymentAttempt } from './payments.service.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';
import { insertOrder, orderOf, paymentOf } from './test-fixtures.ts';

// Stripe through its real SDK, against a local stand-in of Stripe's endpoints (ADR 0052).

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());

const WEBHOOK_SECRET = 'whsec_test_secret';
const t = useTestApp({
  env: {
    PUBLIC_URL: 'https://shop.example.test',
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  },
});
const { call } = useAdminApi(t);

const ctx = (): PaymentsContext => ({
  db: t.database.db,
  lang: 'en',
  who: VISITOR_ASKER,
  payments: t.app.payments,
});
const sdk = new Stripe('sk_test_unused');

async function startedAttempt(grandTotal = 8_000) {
  const order = await insertOrder(t.database.db, { grandTotal });
  const attempt = await t.database.db.transaction((tx) =>
    createPaymentAttempt(tx, {
      orderId: order.id,
      amount: grandTotal,
      currency: 'GBP',
      method: 'card',
      provider: 'stripe',
    }),
  );
  const { redirectUrl } = await startPaymentAttempt(ctx(), attempt.id, { lang: 'en' });
  const payment = await paymentOf(t.database.db, attempt.id);
  return { order, attempt, redirectUrl, sessionId: payment.providerRef ?? '' };
}

const result = (token: string) => t.api({ method: 'GET', url: `/api/front/payments/${token}` });

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('Stripe', () => {
  it('is the UK provider when its key is set; authorise opens a Checkout Session with manual capture', async () => {
    expect(t.app.payments.active.name).toBe('stripe');
    const { attempt, redirectUrl, sessionId } = await startedAttempt();
    expect(redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const create = stripe.calls.find((c) => c.path === '/v1/checkout/sessions' && c.method === 'POST');
    expect(create?.authorization).toBe('Bearer sk_test_shop');
    expect(create?.idempotencyKey).toBe(`shop-payment-${attempt.id}-authorize`);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'payment_intent_data[capture_method]': 'manual',
      'line_items[0][price_data][unit_amount]': '8000',
      'line_items[0][price_data][currency]': 'gbp',
      success_url: `https://shop.example.test/success/${attempt.token}`,
      cancel_url: `https://shop.example.test/failure/${attempt.token}`,
      customer_email: 'buyer@example.test',
      'metadata[payment_token]': attempt.token,
    });
  });

  it('an open session is pending; once paid the result page shows it authorised and releases the order', async () => {
    const { order, attempt, sessionId } = await startedAttempt();
    expect((await result(attempt.token)).json().data).toMatchObject({ status: 'pending', canRetry: true });
    const intent = stripe.complete(sessionId);
    expect((await result(attempt.token)).json().data).toMatchObject({
      status: 'authorized',
      canRetry: false,
    });
    const payment = await paymentOf(t.database.db, attempt.id);
    expect(payment.providerPaymentRef).toBe(intent.id);
    expect((await orderOf(t.database.db, order.id)).status).toBe('pending');
  });

  it('capture, cancel and refund act on the PaymentIntent, each with its idempotency key', async () => {
    const a = await startedAttempt(8_000);
    const intentA = stripe.complete(a.sessionId);
    await result(a.attempt.token);
    const captured = await call('POST', `/api/admin/payments/${a.attempt.id}/capture`);
    expect(captured.json().data.payment).toMatchObject({ status: 'captured', capturedAmount: 8_000 });
    const capture = stripe.calls.find((c) => c.path === `/v1/payment_intents/${intentA.id}/capture`);
    expect(capture?.idempotencyKey).toBe(`shop-payment-${a.attempt.id}-capture`);
    expect(capture?.form.amount_to_capture).toBe('8000');
    expect(intentA.status).toBe('succeeded');

    const refund = await call('POST', `/api/admin/payments/${a.attempt.id}/refund`, { amount: 3_000 });
    expect(refund.json().data.payment).toMatchObject({ status: 'partially_refunded', refundedAmount: 3_000 });
    const refundCall = stripe.calls.find((c) => c.path === '/v1/refunds');
    expect(refundCall?.form).toMatchObject({ payment_intent: intentA.id, amount: '3000' });
    expect(refundCall?.idempotencyKey).toBe(`shop-payment-${a.attempt.id}-refund-0-3000`);

    const b = await startedAttempt();
    const intentB = stripe.complete(b.sessionId);
    await result(b.attempt.token);
    const cancelled = await call('POST', `/api/admin/payments/${b.attempt.id}/cancel`);
    expect(cancelled.json().data.payment.status).toBe('cancelled');
    expect(intentB.status).toBe('canceled');
    const cancel = stripe.calls.find((c) => c.path === `/v1/payment_intents/${intentB.id}/cancel`);
    expect(cancel?.idempotencyKey).toBe(`shop-payment-${b.attempt.id}-cancel`);
  });

  it('two admins capturing at once: Stripe is asked once, the second admin gets 409', async () => {
    const { attempt, sessionId } = await startedAttempt();
    const intent = stripe.complete(sessionId);
    await result(attempt.token);
    const answers = await Promise.all([
      call('POST', `/api/admin/payments/${attempt.id}/capture`),
      call('POST', `/api/admin/payments/${attempt.id}/capture`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(stripe.calls.filter((c) => c.path === `/v1/payment_intents/${intent.id}/capture`)).toHaveLength(1);
  });

  it('a provider refusal of an admin action is 502 and changes nothing', async () => {
    const { attempt, sessionId } = await startedAttempt();
    stripe.complete(sessionId);
    await result(attempt.token);
    stripe.failNextCallTo('/capture');
    const res = await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('paymentProviderError');
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('authorized');
  });

  it('a refused authorisation fails the attempt and answers the failure page', async () => {
    const order = await insertOrder(t.database.db);
    const attempt = await t.database.db.transaction((tx) =>
      createPaymentAttempt(tx, {
        orderId: order.id,
        amount: 500,
        currency: 'GBP',
        method: 'card',
        provider: 'stripe',
      }),
    );
    stripe.failNextCallTo('/v1/checkout/sessions');
    const { redirectUrl } = await startPaymentAttempt(ctx(), attempt.id, { lang: 'en' });
    expect(redirectUrl).toBe(`/failure/${attempt.token}`);
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('failed');
    expect((await result(attempt.token)).json().data.messageKey).toBe('paymentNotValidated');
  });

  it('a retry expires the open session first, so it can no longer take the card', async () => {
    const { attempt, sessionId } = await startedAttempt();
    const retry = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    const expire = stripe.calls.find((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`);
    expect(expire?.idempotencyKey).toBe(`shop-payment-${attempt.id}-abandon`);
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('cancelled');
  });

  it('a retry of an attempt paid meanwhile in another tab is refused, and the payment is kept', async () => {
    const { order, attempt, sessionId } = await startedAttempt();
    // The first retry made a second attempt; the customer then pays that one's page.
    const first = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    const secondSession = /cs_test_\d+/.exec(first.json().data.redirectUrl)?.[0] ?? '';
    expect(secondSession).not.toBe(sessionId);
    stripe.complete(secondSession);
    const again = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('paymentNotRetryable');
    expect((await orderOf(t.database.db, order.id)).status).toBe('pending');
  });

  it("a refund made in Stripe's dashboard reaches the payment through its webhook", async () => {
    const { order, attempt, sessionId } = await startedAttempt(9_000);
    const intent = stripe.complete(sessionId);
    await result(attempt.token);
    await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    if (intent.latest_charge) intent.latest_charge.amount_refunded = 2_000;
    const res = await webhook({
      id: 'evt_test_refunded_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: intent.latest_charge?.id, object: 'charge', payment_intent: intent.id } },
    });
    expect(res.statusCode).toBe(200);
    const payment = await paymentOf(t.database.db, attempt.id);
    expect(payment).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 2_000,
      capturedAmount: 9_000,
    });
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('partially_refunded');
  });

  it('an expired session is cancelled', async () => {
    const { attempt, sessionId } = await startedAttempt();
    stripe.expire(sessionId);
    expect((await result(attempt.token)).json().data).toMatchObject({
      status: 'cancelled',
      message: 'Payment Cancelled',
    });
  });

  it('webhooks: a good signature settles the payment; a redelivery is processed once; a bad one is 400', async () => {
    const { order, attempt, sessionId } = await startedAttempt();
    stripe.complete(sessionId);
    const session = stripe.sessions.get(sessionId);
    const event = {
      id: 'evt_test_completed_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    };
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('authorized');
    expect((await orderOf(t.database.db, order.id)).status).toBe('pending');

    const retrievals = stripe.calls.filter((c) => c.method === 'GET').length;
    const again = await webhook(event);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(stripe.calls.filter((c) => c.method === 'GET').length).toBe(retrievals);
    const kept = await t.database.db.select().from(webhookEvents);
    expect(kept.filter((e) => e.eventId === 'evt_test_completed_1')).toHaveLength(1);

    const forged = await webhook({ ...event, id: 'evt_forged' }, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      code: 'webhookSignatureInvalid',
      message: 'The webhook signature is not valid',
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // Tap has no key here: its endpoint does not exist.
    const tap = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/tap',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(tap.statusCode).toBe(404);
  });
});
