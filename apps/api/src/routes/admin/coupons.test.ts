import { COUPON_STATES, couponState } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { couponsResource } from './coupons.ts';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const window = (from: number, to: number) => ({ startsAt: daysFromNow(from), endsAt: daysFromNow(to) });

describe('coupons (/api/admin/coupons)', () => {
  const { t, call } = useAdminApi();
  const base = '/api/admin/coupons';
  const bulk = {
    code: '  bulk10 ',
    type: 'percent',
    value: 10,
    minCartAmount: 50_000,
    ...window(-1, 365),
    description: { en: '10% off orders of £500 or more', ar: 'خصم 10% على الطلبات بقيمة 500 جنيه أو أكثر' },
  };

  it('stores the code trimmed and upper case; the same code in any case is 409 in both languages', async () => {
    const created = await call('POST', base, bulk);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'BULK10',
      type: 'percent',
      value: 10,
      minCartAmount: 50_000,
      active: true,
      usageLimit: null,
      state: 'active',
    });
    const again = await call('POST', base, { ...bulk, code: 'Bulk10' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'couponCodeTaken',
      message: 'A coupon with this code already exists',
    });
    const inArabic = await call('POST', base, { ...bulk, code: 'bulk10' }, 'ar');
    expect(inArabic.json().message).toBe('توجد قسيمة خصم بهذا الرمز من قبل');

    const other = await call('POST', base, { ...bulk, code: 'TRADE25', type: 'fixed', value: 2_500 });
    expect(other.json().data).toMatchObject({ type: 'fixed', value: 2_500 });
    const renamed = await call('PUT', `${base}/${other.json().data.id}`, { ...bulk, code: 'bUlK10' });
    expect(renamed.statusCode).toBe(409);
    // Saving a coupon under its own code is no clash.
    const same = await call('PUT', `${base}/${created.json().data.id}`, {
      ...bulk,
      code: 'bulk10',
      usageLimit: 50,
    });
    expect(same.json().data).toMatchObject({ code: 'BULK10', usageLimit: 50 });
  });

  it('refuses a percent over 100, a value of 0, a bad code and an end not after the start', async () => {
    expectFieldErrors(await call('POST', base, { ...bulk, code: 'OVER', value: 120 }), {
      value: ['Must be at most 100'],
    });
    expectFieldErrors(await call('POST', base, { ...bulk, code: 'ZERO', type: 'fixed', value: 0 }, 'ar'), {
      value: ['يجب أن تكون القيمة أكبر من 0'],
    });
    expectFieldErrors(await call('POST', base, { ...bulk, code: 'ten off!' }), {
      code: ['Use letters A–Z, digits, dashes and underscores only'],
    });
    expectFieldErrors(await call('POST', base, { ...bulk, code: 'BACKWARDS', ...window(5, 1) }), {
      endsAt: ['The end must be after the start'],
    });
  });

  it('filters by state with the rule of couponState, and searches by code', async () => {
    const made = {
      scheduled: await call('POST', base, { ...bulk, code: 'SOON', ...window(3, 10) }),
      expired: await call('POST', base, { ...bulk, code: 'GONE', ...window(-10, -3) }),
      inactive: await call('POST', base, { ...bulk, code: 'OFF', active: false }),
    };
    for (const [state, res] of Object.entries(made)) expect(res.json().data.state).toBe(state);
    const now = new Date();
    for (const state of COUPON_STATES) {
      const items = (await call('GET', `${base}?status=${state}&perPage=100`)).json().data.items as {
        code: string;
        state: string;
        active: boolean;
        startsAt: string;
        endsAt: string;
      }[];
      expect(items.length, state).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.state, item.code).toBe(state);
        expect(couponState(item, now), item.code).toBe(state);
      }
    }
    const all = (await call('GET', `${base}?perPage=100`)).json().data.meta.total;
    let filtered = 0;
    for (const state of COUPON_STATES)
      filtered += (await call('GET', `${base}?status=${state}&perPage=100`)).json().data.meta.total;
    expect(filtered).toBe(all);
    const found = (await call('GET', `${base}?search=oo`)).json().data.items;
    expect(found.map((c: { code: string }) => c.code)).toEqual(['SOON']);
    expect((await call('GET', `${base}?status=someday`)).statusCode).toBe(422);
  });

  crudContract(t, couponsResource, {
    required: ['code', 'type', 'value', 'startsAt', 'endsAt'],
    create: (n) => ({ code: `contract-${n}`, type: 'fixed', value: 500 + n, ...window(-1, 30) }),
    update: (record) => ({
      body: { code: record.code, type: 'percent', value: 15, minCartAmount: 10_000, ...window(-1, 30) },
      expect: { type: 'percent', value: 15, minCartAmount: 10_000 },
    }),
    filters: [
      { query: (record) => searchFor(String(record.code).toLowerCase()), finds: true },
      { query: () => 'status=active', finds: true },
      { query: () => 'status=expired', finds: false },
      { query: () => 'search=nothing-like-it', finds: false },
    ],
  });
});
