import { PAYMENT_METHOD_CODES } from '@shop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMethods, shippingZones } from '../../db/schema/index.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { paymentMethodsResource } from './payment-methods.ts';

const cash = {
  code: 'cash',
  name: { en: 'Cash', ar: 'نقداً' },
  displayName: { en: 'Cash on delivery', ar: 'الدفع نقداً عند الاستلام' },
  note: { en: 'Pay the driver.', ar: 'ادفع للسائق.' },
  provider: 'offline',
  minLimit: 0,
  maxLimit: 500_000,
};

describe('payment methods (/api/admin/payment-methods)', () => {
  const { t, tokens, call } = useAdminApi();
  const base = '/api/admin/payment-methods';
  // One method per code and four codes: every test starts without methods.
  beforeEach(async () => {
    await t.database.db.delete(paymentMethods);
  });

  it('takes one method per code (409 in both languages) and a max limit not under the min', async () => {
    const created = await call('POST', base, cash);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'cash',
      gateway: null,
      online: false,
      enabled: true,
      minLimit: 0,
      maxLimit: 500_000,
      logo: null,
      zoneCount: 0,
    });
    const again = await call('POST', base, { ...cash, name: { en: 'Cash again', ar: 'نقداً مجدداً' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'paymentMethodCodeTaken',
      message: 'A payment method with this code already exists',
    });
    expect((await call('POST', base, cash, 'ar')).json().message).toBe('توجد طريقة دفع بهذا الرمز من قبل');

    expectFieldErrors(await call('POST', base, { ...cash, code: 'cheque', minLimit: 5_000, maxLimit: 100 }), {
      maxLimit: ['The maximum cannot be less than the minimum'],
    });
    expectFieldErrors(await call('POST', base, { ...cash, code: 'paypal' }, 'ar'), {
      code: ['هذه القيمة غير صالحة'],
    });
    const card = await call('POST', base, {
      ...cash,
      code: 'card',
      provider: 'stripe',
      gateway: 'stripe',
      online: true,
      maxLimit: '',
      logo: '/uploads/seed/payments/card.png',
    });
    expect(card.json().data).toMatchObject({
      online: true,
      maxLimit: null,
      logo: '/uploads/seed/payments/card.png',
    });
    const renamed = await call('PUT', `${base}/${card.json().data.id}`, cash);
    expect(renamed.statusCode).toBe(409);
  });

  it('lists by position, searches names, display names and codes', async () => {
    await call('POST', base, { ...cash, position: 2 });
    await call('POST', base, {
      ...cash,
      code: 'bank_transfer',
      name: { en: 'Bank transfer', ar: 'تحويل بنكي' },
      displayName: { en: 'BACS', ar: 'تحويل بنكي' },
      position: 1,
    });
    const list = (await call('GET', base)).json().data.items.map((m: { code: string }) => m.code);
    expect(list).toEqual(['bank_transfer', 'cash']);
    const found = async (term: string) =>
      (await call('GET', `${base}?${searchFor(term)}`))
        .json()
        .data.items.map((m: { code: string }) => m.code);
    expect(await found('bacs')).toEqual(['bank_transfer']);
    expect(await found('نقداً')).toEqual(['cash']);
    expect(await found('bank_')).toEqual(['bank_transfer']);
  });

  it('zones: reads and replaces the set in one go; unknown zones are 422 and change nothing', async () => {
    const method = (await call('POST', base, cash)).json().data;
    const zones = await t.database.db
      .insert(shippingZones)
      .values([
        { name: { en: 'UK Mainland', ar: 'البر الرئيسي للمملكة المتحدة' }, position: 0 },
        { name: { en: 'Highlands and Islands', ar: 'المرتفعات والجزر' }, position: 1 },
      ])
      .returning({ id: shippingZones.id });
    const [mainland, islands] = zones.map((z) => z.id) as [number, number];
    const url = `${base}/${method.id}/zones`;

    const none = await call('GET', url, undefined, 'ar');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({
      assigned: [],
      zones: [
        { id: mainland, name: 'البر الرئيسي للمملكة المتحدة' },
        { id: islands, name: 'المرتفعات والجزر' },
      ],
    });
    const set = await call('PUT', url, { zoneIds: [islands, mainland] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Saved successfully',
      data: { assigned: [mainland, islands] },
    });
    expect((await call('GET', `${base}/${method.id}`)).json().data.zoneCount).toBe(2);

    const unknown = await call('PUT', url, { zoneIds: [mainland, 999_999] });
    expectFieldErrors(unknown, { zoneIds: ['This item does not exist'] });
    expect((await call('GET', url)).json().data.assigned).toEqual([mainland, islands]);
    expectFieldErrors(await call('PUT', url, { zoneIds: [mainland, mainland] }), {
      zoneIds: ['Each item can be added only once'],
    });

    const cleared = await call('PUT', url, { zoneIds: [] });
    expect(cleared.json().data.assigned).toEqual([]);
    expect((await call('GET', `${base}/999999/zones`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/999999/zones`, { zoneIds: [] })).statusCode).toBe(404);
  });

  it('zones: 401 for a visitor, a customer and a salesperson', async () => {
    const method = (await call('POST', base, cash)).json().data;
    const url = `${base}/${method.id}/zones`;
    for (const token of [undefined, tokens.customer, tokens.salesperson]) {
      const read = await t.api({ method: 'GET', url, token });
      expect(read.statusCode).toBe(401);
      const write = await t.api({ method: 'PUT', url, token, payload: { zoneIds: [] } });
      expect(write.statusCode).toBe(401);
      expect(write.json().code).toBe('unauthenticated');
    }
  });

  crudContract(t, paymentMethodsResource, {
    required: ['code', 'name', 'displayName', 'provider'],
    create: (n) => ({
      ...cash,
      code: PAYMENT_METHOD_CODES[n % PAYMENT_METHOD_CODES.length],
      name: { en: `Contract method ${n}`, ar: `طريقة العقد ${n}` },
      position: n,
    }),
    update: (record) => ({
      body: { ...cash, code: record.code, minLimit: 1_000, maxLimit: null, enabled: false },
      expect: { minLimit: 1_000, maxLimit: null, enabled: false },
    }),
    filters: [
      { query: (record) => searchFor((record.name as { en: string }).en), finds: true },
      { query: () => 'search=nothing-like-it', finds: false },
    ],
  });
});
