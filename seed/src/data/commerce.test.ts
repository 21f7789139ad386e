import { shippingZoneInput } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { SHIPPING_ZONE } from './commerce.ts';

describe('the demo shipping zone', () => {
  it('keeps the rules the back office saves zones with (SPEC 5 bands, ADR 0051)', () => {
    const parsed = shippingZoneInput.safeParse({
      name: SHIPPING_ZONE.name,
      areaMethod: SHIPPING_ZONE.areaMethod,
      rateMode: 'many',
      taxRate: SHIPPING_ZONE.taxRate,
      rates: SHIPPING_ZONE.rates.map((r) => ({
        name: r.name,
        minAmount: r.min,
        maxAmount: r.max,
        charge: r.charge,
        minDays: r.minDays,
        maxDays: r.maxDays,
      })),
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
