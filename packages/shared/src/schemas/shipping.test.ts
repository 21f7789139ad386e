import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import { customerAddressInput } from './address.ts';
import { normalizeCity, shippingZoneInput } from './shipping.ts';

function errorsOf(
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  lang: 'en' | 'ar' = 'en',
) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), translate(lang, issue.message)];
  }
  return out;
}

const rate = (minAmount: unknown, maxAmount: unknown, more: Record<string, unknown> = {}) => ({
  name: { en: 'Band', ar: 'شريحة' },
  minAmount,
  maxAmount,
  charge: 0,
  minDays: 1,
  maxDays: 2,
  ...more,
});
const zone = (more: Record<string, unknown>) => ({
  name: { en: 'Zone', ar: 'منطقة' },
  areaMethod: 'general',
  rateMode: 'many',
  taxRate: '٢٠٫٥',
  ...more,
});

describe('shipping zone input (SPEC 5 rates, ADR 0051)', () => {
  it('takes form strings (Arabic digits too) and an empty last maximum as open-ended', () => {
    const parsed = shippingZoneInput.parse(zone({ rates: [rate('0', '100'), rate('101', '')] }));
    expect(parsed.taxRate).toBe(20.5);
    expect(parsed.rates.map((r) => [r.minAmount, r.maxAmount])).toEqual([
      [0, 100],
      [101, null],
    ]);
    expect(parsed).toMatchObject({ includedCities: [], excludedCities: [], polygon: null, status: 'active' });
  });

  it('says each band rule on rates.N.field, in English and in Arabic', () => {
    const bad = shippingZoneInput.safeParse(
      zone({ rates: [rate(0, null), rate(50, 40, { minDays: 3, maxDays: 1 }), rate(30, 60)] }),
    );
    expect(errorsOf(bad)).toEqual({
      'rates.0.maxAmount': ['Only the last rate can have no maximum'],
      'rates.1.maxAmount': ['The maximum must be more than the minimum'],
      'rates.1.maxDays': ['The minimum cannot be more than the maximum'],
      'rates.2.minAmount': ["The minimum must be more than the previous rate's maximum (40)"],
      'rates.2.maxAmount': ['The last rate has no maximum: leave it empty'],
    });
    expect(errorsOf(bad, 'ar')['rates.2.maxAmount']).toEqual(['السعر الأخير بلا حد أقصى: اترك الحقل فارغًا']);
  });

  it('a single-rate zone has one rate; a customized zone needs cities or a polygon of 3 points', () => {
    expect(
      errorsOf(
        shippingZoneInput.safeParse(zone({ rateMode: 'single', rates: [rate(0, 9), rate(10, null)] })),
      ),
    ).toEqual({
      rates: ['A single-rate zone has exactly one rate'],
    });
    expect(
      errorsOf(shippingZoneInput.safeParse(zone({ areaMethod: 'customized', rates: [rate(0, null)] }))),
    ).toEqual({
      includedCities: ['A customized zone needs included cities or a polygon on the map'],
    });
    expect(
      errorsOf(
        shippingZoneInput.safeParse(
          zone({
            areaMethod: 'customized',
            polygon: [
              [1, 2],
              [3, 4],
            ],
            rates: [rate(0, null)],
          }),
        ),
      ),
    ).toEqual({ polygon: ['Draw at least 3 points'] });
  });
});

describe('normalizeCity', () => {
  it('folds case, spaces and Arabic spelling variants', () => {
    expect(normalizeCity('  Al   KHOBAR ')).toBe('al khobar');
    expect(normalizeCity('الأحساء')).toBe(normalizeCity('الاحساء'));
    expect(normalizeCity('مكّة المكرّمة')).toBe(normalizeCity('مكه المكرمه'));
  });
});

describe('address pin', () => {
  const address = { country: 'Saudi Arabia', city: 'Riyadh', address1: 'King Fahd Road' };
  it('is optional, both or neither, in range', () => {
    expect(customerAddressInput.parse(address)).not.toHaveProperty('latitude', expect.any(Number));
    expect(customerAddressInput.parse({ ...address, latitude: '24.7', longitude: 46.6 })).toMatchObject({
      latitude: 24.7,
      longitude: 46.6,
    });
    expect(errorsOf(customerAddressInput.safeParse({ ...address, latitude: '', longitude: 46.6 }))).toEqual({
      latitude: ['Give both the latitude and the longitude, or neither'],
    });
    expect(errorsOf(customerAddressInput.safeParse({ ...address, latitude: -91, longitude: 0 }))).toEqual({
      latitude: ['Must be at least -90'],
    });
  });
});
