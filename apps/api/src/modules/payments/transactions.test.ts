import { describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { VISITOR_ASKER } from '../request-context.ts';
import type { PaymentsContext } from './gateway.ts';
import { createPaymentAttempt, startPaymentAttempt } from './payments.service.ts';
import { insertOrder } from './test-fixtures.ts';

// The transactions tab (ADR 0059): every payment event, logged by the payment flows themselves.

const t = useTestApp();
const { call } = useAdminApi(t);
const url = '/api/admin/settings/transactions';

const ctx = (): PaymentsContext => ({
  db: t.database.db,
  lang: 'en',
  who: VISITOR_ASKER,
  payments: t.app.payments,
});

/** A card attempt through the test provider's page, paid with `cardNumber`. */
async function cardPayment(cardNumber: string, grandTotal = 10_000) {
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
  await startPaymentAttempt(ctx(), attempt.id, { lang: 'en' });
  const paid = await t.api({
    method: 'POST',
    url: `/api/front/payments/test/${attempt.token}`,
    payload: { action: 'pay', cardNumber },
  });
  expect(paid.statusCode).toBe(200);
  return { order, attempt };
}

const events = async (query: string) => (await call('GET', `${url}?${query}`)).json().data;

describe('payment transactions (/api/admin/settings/transactions)', () => {
  it('logs the attempt, authorisation, capture and each refund of a card payment, once each', async () => {
    const { order, attempt } = await cardPayment('4242 4242 4242 4242');
    await call('POST', `/api/admin/payments/${attempt.id}/capture`);
    await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 2_500 });
    await call('POST', `/api/admin/payments/${attempt.id}/refund`, { amount: 1_000 });
    // Repeated news (the result page read again) logs nothing more.
    await t.api({ method: 'GET', url: `/api/front/payments/${attempt.token}` });
    const data = await events(`orderId=${order.id}`);
    expect(data.items.map((e: { type: string; amount: number }) => [e.type, e.amount]).reverse()).toEqual([
      ['attempt', 10_000],
      ['authorize', 10_000],
      ['capture', 10_000],
      ['refund', 2_500],
      ['refund', 1_000],
    ]);
    expect(data.items[0]).toMatchObject({
      orderNumber: order.orderNumber,
      provider: 'test',
      method: 'card',
      status: 'partially_refunded',
      currency: 'GBP',
    });
    expect(data.meta).toMatchObject({ total: 5, page: 1 });
  });

  it('logs a declined card as a failure and a cancelled hold as a cancel', async () => {
    const declined = await cardPayment('4000 0000 0000 0002');
    const failed = await events(`orderId=${declined.order.id}&type=fail`);
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]).toMatchObject({ status: 'failed', amount: 10_000 });

    const held = await cardPayment('4242 4242 4242 4242');
    await call('POST', `/api/admin/payments/${held.attempt.id}/cancel`);
    const cancelled = await events(`orderId=${held.order.id}`);
    expect(cancelled.items.map((e: { type: string }) => e.type)).toEqual(['cancel', 'authorize', 'attempt']);
  });

  it('logs money recorded by hand, and filters by type, provider, status, method, dates and search', async () => {
    const order = await insertOrder(t.database.db, {
      grandTotal: 30_000,
      status: 'pending',
      paymentMethodCode: 'bank_transfer',
    });
    await call('POST', `/api/admin/orders/${order.id}/payments`, { amount: 20_000, reference: 'BACS 99120' });
    const recorded = await events('type=record&provider=offline&method=bank_transfer&status=captured');
    expect(recorded.items.some((e: { orderId: number }) => e.orderId === order.id)).toBe(true);
    expect(recorded.items.every((e: { type: string }) => e.type === 'record')).toBe(true);
    expect((await events('search=BACS%2099120')).items).toHaveLength(1);
    expect((await events(`search=${order.orderNumber}`)).items).toHaveLength(1);

    const today = new Date().toISOString().slice(0, 10);
    expect((await events(`from=${today}&to=${today}&orderId=${order.id}`)).items).toHaveLength(1);
    expect((await events(`to=2000-01-01&orderId=${order.id}`)).items).toHaveLength(0);
    expect((await events(`perPage=2`)).items).toHaveLength(2);
  });

  it('refuses unknown filter values with field errors', async () => {
    const res = await call('GET', `${url}?type=steal&provider=bank&from=01/02/2026`);
    expectFieldErrors(res, {
      type: ['This value is not valid'],
      provider: ['This value is not valid'],
      from: ['This value is not valid'],
    });
  });
});
