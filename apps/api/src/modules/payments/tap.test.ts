import { afterAll, describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { VISITOR_ASKER } from '../request-context.ts';
import type { PaymentsContext } from './gateway.ts';
import { createPaymentAttempt, startPaymentAttempt } from './payments.service.ts';
import { tapHashString } from './tap-provider.ts';
import { startTapStandIn } from './tap-stand-in.ts';
import { insertOrder, orderOf, paymentOf } from './test-fixtures.ts';

// Tap Payments (the Saudi variants' provider, ADR 0052) against a local stand-in of its API.

const tap = await startTapStandIn();
afterAll(() => tap.close());

const SECRET = 'sk_test_tap_shop';
const t = useTestApp({
  env: {
    APP_ENV: 'testing_v1',
    PUBLIC_URL: 'https://shop.example.sa',
    TAP_SECRET_KEY: SECRET,
    TAP_API_URL: tap.url,
  },
});
const { call } = useAdminApi(t);

const ctx = (): PaymentsContext => ({
  db: t.database.db,
  lang: 'ar',
  who: VISITOR_ASKER,
  payments: t.app.payments,
});

async function startedAttempt(grandTotal = 11_550) {
  const order = await insertOrder(t.database.db, { grandTotal, currency: 'SAR' });
  const attempt = await t.database.db.transaction((tx) =>
    createPaymentAttempt(tx, {
      orderId: order.id,
      amount: grandTotal,
      currency: 'SAR',
      method: 'card',
      provider: 'tap',
    }),
  );
  const { redirectUrl } = await startPaymentAttempt(ctx(), attempt.id, { lang: 'ar' });
  const payment = await paymentOf(t.database.db, attempt.id);
  return { order, attempt, redirectUrl, authId: payment.providerRef ?? '' };
}

const result = (token: string) => t.api({ method: 'GET', url: `/api/front/payments/${token}`, lang: 'ar' });

function webhook(object: Parameters<typeof tapHashString>[0], key = SECRET) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/tap',
    payload: JSON.stringify(object),
    headers: { 'content-type': 'application/json', hashstring: tapHashString(object, key) },
  });
}

describe('Tap', () => {
  it('is the Saudi provider when its key is set; authorise asks for a hosted card page, in riyals', async () => {
    expect(t.app.payments.active.name).toBe('tap');
    const { attempt, redirectUrl, authId } = await startedAttempt();
    expect(redirectUrl).toBe(`https://checkout.tap.test/${authId}`);
    const create = tap.calls.find((c) => c.path === '/v2/authorize/');
    expect(create?.authorization).toBe(`Bearer ${SECRET}`);
    expect(create?.body).toMatchObject({
      amount: 115.5,
      currency: 'SAR',
      source: { id: 'src_card' },
      reference: { idempotent: `shop-payment-${attempt.id}-authorize` },
      redirect: { url: `https://shop.example.sa/success/${attempt.token}` },
      post: { url: 'https://shop.example.sa/api/payments/webhooks/tap' },
      metadata: { udf1: attempt.token },
    });
  });

  it('authorised on the page: the result shows it; a declined one shows the SPEC 8 message in Arabic', async () => {
    const ok = await startedAttempt();
    tap.decide(ok.authId, 'AUTHORIZED');
    expect((await result(ok.attempt.token)).json().data.status).toBe('authorized');
    expect((await orderOf(t.database.db, ok.order.id)).status).toBe('pending');

    const no = await startedAttempt();
    tap.decide(no.authId, 'DECLINED');
    expect((await result(no.attempt.token)).json().data).toMatchObject({
      status: 'failed',
      message: 'تعذر التحقق من الدفع، جرّب طريقة دفع أخرى',
    });
  });

  it('capture is a charge on the authorisation; refund acts on that charge; void on the authorisation', async () => {
    const a = await startedAttempt(20_000);
    tap.decide(a.authId, 'AUTHORIZED');
    await result(a.attempt.token);
    const captured = await call('POST', `/api/admin/payments/${a.attempt.id}/capture`);
    expect(captured.json().data.payment).toMatchObject({ status: 'captured', capturedAmount: 20_000 });
    const charge = tap.calls.find((c) => c.path === '/v2/charges/');
    expect(charge?.body).toMatchObject({
      amount: 200,
      currency: 'SAR',
      source: { id: a.authId },
      reference: { idempotent: `shop-payment-${a.attempt.id}-capture` },
    });
    const payment = await paymentOf(t.database.db, a.attempt.id);
    expect(payment.providerCaptureRef).toMatch(/^chg_/);

    await call('POST', `/api/admin/payments/${a.attempt.id}/refund`, { amount: 5_000 });
    const refund = tap.calls.find((c) => c.path === '/v2/refunds/');
    expect(refund?.body).toMatchObject({
      charge_id: payment.providerCaptureRef,
      amount: 50,
      currency: 'SAR',
      reference: { idempotent: `shop-payment-${a.attempt.id}-refund-0-5000` },
    });

    const b = await startedAttempt();
    tap.decide(b.authId, 'AUTHORIZED');
    await result(b.attempt.token);
    const voided = await call('POST', `/api/admin/payments/${b.attempt.id}/cancel`);
    expect(voided.json().data.payment.status).toBe('cancelled');
    const voidCall = tap.calls.find((c) => c.path === `/v2/authorize/${b.authId}/void`);
    expect(voidCall?.body).toEqual({ reference: { idempotent: `shop-payment-${b.attempt.id}-cancel` } });
  });

  it('an attempt given up for a retry but paid at its still-open page is voided when Tap reports it', async () => {
    const { attempt, authId } = await startedAttempt();
    const retry = await t.api({ method: 'POST', url: `/api/front/payments/${attempt.token}/retry` });
    expect(retry.statusCode).toBe(200);
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('cancelled');
    const late = tap.decide(authId, 'AUTHORIZED');
    expect((await webhook(late)).statusCode).toBe(200);
    expect(tap.authorisations.get(authId)?.status).toBe('VOIDED');
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('cancelled');
  });

  it('webhooks: the hashstring is checked, the event settles the payment once, a forged one is 400', async () => {
    const { order, attempt, authId } = await startedAttempt();
    const auth = tap.decide(authId, 'AUTHORIZED');
    const first = await webhook(auth);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    expect((await paymentOf(t.database.db, attempt.id)).status).toBe('authorized');
    expect((await orderOf(t.database.db, order.id)).paymentStatus).toBe('authorized');
    const gets = tap.calls.filter((c) => c.method === 'GET').length;
    expect((await webhook(auth)).json().data.duplicate).toBe(true);
    expect(tap.calls.filter((c) => c.method === 'GET').length).toBe(gets);

    const forged = await webhook({ ...auth, status: 'CAPTURED' }, 'not-the-key');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('webhookSignatureInvalid');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/tap',
      payload: JSON.stringify({ ...auth, amount: 1 }),
      headers: { 'content-type': 'application/json', hashstring: tapHashString(auth, SECRET) },
    });
    expect(tampered.statusCode).toBe(400);
  });
});
