import { describe, expect, it } from 'vitest';
import { allocate, couponDiscount, orderTotals, percentOf, type TotalsLineInput } from './totals.ts';

/** A small seeded generator: the property runs are the same on every machine and every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % (max + 1);
  };
}

const RATES = [0, 5, 5.5, 12.5, 15, 20, 100];

describe('percentOf', () => {
  it('rounds half-up on the exact product', () => {
    expect(percentOf(1000, 20)).toBe(200);
    expect(percentOf(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOf(3, 12.5)).toBe(0); // 0.375 → 0
    expect(percentOf(5, 12.5)).toBe(1); // 0.625 → 1
    expect(percentOf(2_147_483_647, 100)).toBe(2_147_483_647);
  });
  it('refuses a rate out of range', () => {
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('couponDiscount', () => {
  it('takes a percentage of the goods or a fixed amount, never more than the goods', () => {
    expect(couponDiscount({ type: 'percent', value: 10 }, 12_345)).toBe(1235);
    expect(couponDiscount({ type: 'fixed', value: 500 }, 12_345)).toBe(500);
    expect(couponDiscount({ type: 'fixed', value: 50_000 }, 12_345)).toBe(12_345);
    expect(couponDiscount(null, 12_345)).toBe(0);
  });
});

describe('allocate', () => {
  it('shares in proportion, the shares summing to the total', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });
  it('always sums to the total and never gives a line more than its weight (property)', () => {
    const next = random(7);
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + next(8) }, () => next(100_000));
      const sum = weights.reduce((s, w) => s + w, 0);
      const total = next(sum);
      const shares = allocate(total, weights);
      expect(shares.reduce((s, v) => s + v, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });
});

describe('orderTotals', () => {
  it('prices an order: lines, discount, VAT per line, delivery with its VAT', () => {
    const totals = orderTotals(
      [
        { unitPrice: 1000, optionsPrice: 150, quantity: 3, taxRate: 20 },
        { unitPrice: 2500, optionsPrice: 0, quantity: 1, taxRate: 0 },
      ],
      { type: 'percent', value: 10 },
      { charge: 795, taxRate: 20 },
    );
    // goods 3450 + 2500 = 5950; discount 595 shared 345/250.
    expect(totals.subTotal).toBe(5500);
    expect(totals.optionsTotal).toBe(450);
    expect(totals.discountTotal).toBe(595);
    expect(totals.lines.map((l) => l.lineDiscount)).toEqual([345, 250]);
    expect(totals.lines[0]?.lineVat).toBe(621); // (3450 − 345) × 20 %
    expect(totals.lines[1]?.lineVat).toBe(0);
    expect(totals.shippingVat).toBe(159);
    expect(totals.vatTotal).toBe(780);
    expect(totals.grandTotal).toBe(5950 - 595 + 780 + 795);
  });

  it('an empty order is all zeros, delivery aside', () => {
    expect(orderTotals([], { type: 'fixed', value: 100 }, null)).toMatchObject({
      grandTotal: 0,
      discountTotal: 0,
    });
  });

  it('refuses amounts that are not whole', () => {
    expect(() => orderTotals([{ unitPrice: 10.5, optionsPrice: 0, quantity: 1, taxRate: 0 }])).toThrow(
      RangeError,
    );
    expect(() => orderTotals([{ unitPrice: 10, optionsPrice: 0, quantity: -1, taxRate: 0 }])).toThrow(
      RangeError,
    );
  });

  it('totals always equal the sum of their rounded parts (property)', () => {
    const next = random(42);
    for (let run = 0; run < 3000; run++) {
      const lines: TotalsLineInput[] = Array.from({ length: 1 + next(6) }, () => ({
        unitPrice: next(250_000),
        optionsPrice: next(3) === 0 ? next(5_000) : 0,
        quantity: 1 + next(500),
        taxRate: RATES[next(RATES.length - 1)] ?? 0,
      }));
      const coupon =
        next(2) === 0
          ? null
          : next(1) === 0
            ? { type: 'percent' as const, value: 1 + next(99) }
            : { type: 'fixed' as const, value: 1 + next(200_000) };
      const shipping =
        next(1) === 0 ? null : { charge: next(5_000), taxRate: RATES[next(RATES.length - 1)] ?? 0 };
      const t = orderTotals(lines, coupon, shipping);
      const sum = (pick: (l: (typeof t.lines)[number]) => number) => t.lines.reduce((s, l) => s + pick(l), 0);
      for (const l of t.lines) {
        expect(Number.isInteger(l.lineVat) && Number.isInteger(l.lineDiscount)).toBe(true);
        expect(l.lineTotal).toBe(l.lineSubtotal - l.lineDiscount + l.lineVat);
        expect(l.lineDiscount).toBeLessThanOrEqual(l.lineSubtotal);
      }
      expect(t.subTotal + t.optionsTotal).toBe(sum((l) => l.lineSubtotal));
      expect(t.discountTotal).toBe(sum((l) => l.lineDiscount));
      expect(t.discountTotal).toBe(couponDiscount(coupon, t.subTotal + t.optionsTotal));
      expect(t.vatTotal).toBe(sum((l) => l.lineVat) + t.shippingVat);
      expect(t.grandTotal).toBe(sum((l) => l.lineTotal) + t.shippingCost + t.shippingVat);
      expect(t.grandTotal).toBe(t.subTotal + t.optionsTotal - t.discountTotal + t.vatTotal + t.shippingCost);
      expect(t.grandTotal).toBeGreaterThanOrEqual(0);
    }
  });
});
