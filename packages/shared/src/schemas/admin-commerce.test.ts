import { describe, expect, it } from 'vitest';
import {
  couponInput,
  couponState,
  paymentMethodInput,
  paymentMethodZonesInput,
  taxGroupInput,
} from './admin-commerce.ts';
import { issueMessages } from './test-helpers.ts';

describe('tax group schema (SPEC 3 "tax group")', () => {
  const name = { en: 'Standard rate', ar: 'النسبة الأساسية' };

  it('reads a rate of 0–100 with at most two decimals, a form string too; not default unless said', () => {
    expect(taxGroupInput.parse({ name, rate: '5.5' })).toEqual({ name, rate: 5.5, isDefault: false });
    expect(taxGroupInput.parse({ name, rate: 17.25, isDefault: true }).rate).toBe(17.25);
    expect(taxGroupInput.parse({ name, rate: 0 }).rate).toBe(0);
    expect(taxGroupInput.parse({ name, rate: '٥٫٥' }).rate).toBe(5.5);
    expect(issueMessages(taxGroupInput.safeParse({ name, rate: 17.125 }))).toEqual({
      rate: 'validation.twoDecimals',
    });
    expect(issueMessages(taxGroupInput.safeParse({ name, rate: 100.01 }))).toEqual({
      rate: 'validation.max|{"max":100}',
    });
    expect(issueMessages(taxGroupInput.safeParse({ name, rate: -1 }))).toEqual({
      rate: 'validation.min|{"min":0}',
    });
    expect(issueMessages(taxGroupInput.safeParse({ name, rate: 'abc' }))).toEqual({
      rate: 'validation.number',
    });
    expect(issueMessages(taxGroupInput.safeParse({}))).toEqual({
      name: 'validation.required',
      rate: 'validation.required',
    });
  });
});

describe('coupon schema (SPEC 3 "Coupon")', () => {
  const valid = {
    code: ' bulk10 ',
    type: 'percent',
    value: 10,
    minCartAmount: 50_000,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-11-01T00:00:00.000Z',
  };

  it('trims and upper-cases the code; active with no limit by default', () => {
    expect(couponInput.parse(valid)).toMatchObject({ code: 'BULK10', active: true, usageLimit: null });
    expect(couponInput.parse({ ...valid, usageLimit: '' }).usageLimit).toBeNull();
    expect(couponInput.parse({ ...valid, usageLimit: 5 }).usageLimit).toBe(5);
  });

  it('refuses a bad code, a percent over 100, a value of 0 and an end not after the start', () => {
    expect(issueMessages(couponInput.safeParse({ ...valid, code: 'ab' }))).toEqual({
      code: 'validation.minLength|{"min":3}',
    });
    expect(issueMessages(couponInput.safeParse({ ...valid, code: 'TEN OFF' }))).toEqual({
      code: 'validation.couponCodeFormat',
    });
    expect(issueMessages(couponInput.safeParse({ ...valid, value: 101 }))).toEqual({
      value: 'validation.max|{"max":100}',
    });
    expect(couponInput.parse({ ...valid, type: 'fixed', value: 101 }).value).toBe(101);
    expect(issueMessages(couponInput.safeParse({ ...valid, value: 0 }))).toEqual({
      value: 'validation.positive',
    });
    expect(issueMessages(couponInput.safeParse({ ...valid, endsAt: valid.startsAt }))).toEqual({
      endsAt: 'validation.endBeforeStart',
    });
    expect(issueMessages(couponInput.safeParse({}))).toEqual({
      code: 'validation.required',
      type: 'validation.required',
      value: 'validation.required',
      startsAt: 'validation.required',
      endsAt: 'validation.required',
    });
  });

  it('couponState: inactive when off, else scheduled, active (start included) or expired (end included)', () => {
    const window = { active: true, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(couponState(window, new Date('2026-10-31T23:59:59Z'))).toBe('scheduled');
    expect(couponState(window, new Date('2026-11-01T00:00:00Z'))).toBe('active');
    expect(couponState(window, new Date('2026-11-30T23:59:59Z'))).toBe('active');
    expect(couponState(window, new Date('2026-12-01T00:00:00Z'))).toBe('expired');
    expect(couponState({ ...window, active: false }, new Date('2026-11-15T00:00:00Z'))).toBe('inactive');
  });
});

describe('payment method schema (SPEC 3 "Payment method", SPEC 5 limits)', () => {
  const valid = {
    code: 'cash',
    name: { en: 'Cash', ar: 'نقداً' },
    displayName: { en: 'Cash on delivery', ar: 'الدفع نقداً عند الاستلام' },
    provider: 'offline',
    minLimit: 0,
    maxLimit: 500_000,
  };

  it('takes the defaults of an offline method; empty gateway, logo and max are none', () => {
    expect(paymentMethodInput.parse({ ...valid, gateway: '', logo: '', maxLimit: '' })).toMatchObject({
      gateway: null,
      logo: null,
      maxLimit: null,
      online: false,
      installment: false,
      enabled: true,
      position: 0,
    });
  });

  it('refuses an unknown code, a max under the min and a logo that is not an image address', () => {
    expect(issueMessages(paymentMethodInput.safeParse({ ...valid, code: 'paypal' }))).toEqual({
      code: 'validation.invalid',
    });
    expect(issueMessages(paymentMethodInput.safeParse({ ...valid, minLimit: 10, maxLimit: 5 }))).toEqual({
      maxLimit: 'validation.maxUnderMin',
    });
    expect(issueMessages(paymentMethodInput.safeParse({ ...valid, logo: 'javascript:alert(1)' }))).toEqual({
      logo: 'validation.imageUrl',
    });
  });

  it('zone ids: each once', () => {
    expect(paymentMethodZonesInput.parse({ zoneIds: [] })).toEqual({ zoneIds: [] });
    expect(issueMessages(paymentMethodZonesInput.safeParse({ zoneIds: [1, 1] }))).toEqual({
      zoneIds: 'validation.duplicate',
    });
  });
});
