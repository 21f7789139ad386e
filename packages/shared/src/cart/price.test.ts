import { describe, expect, it } from 'vitest';
import { basePrice, choicesTotal, lineTotal, type ProductPricing, unitPrice } from './price.ts';

const plain: ProductPricing = { hasVariants: false, price: 1000, discountPrice: null };
const inVariants: ProductPricing = { hasVariants: true, price: 1000, discountPrice: 800 };

describe('basePrice', () => {
  it.each([
    ['its price', plain, undefined, 1000],
    ['its discount price when lower', { ...plain, discountPrice: 800 }, undefined, 800],
    ['its price when the discount price is not lower', { ...plain, discountPrice: 1000 }, undefined, 1000],
    ['its price when the discount price is absent', { hasVariants: false, price: 1000 }, undefined, 1000],
    ['nothing while no variant of a product sold in variants is chosen', inVariants, undefined, undefined],
    ['nothing for a null variant either', inVariants, null, undefined],
    ["the chosen variant's price, not the discount", inVariants, { price: 1200 }, 1200],
    ["the product's price when the variant's is not given", inVariants, {}, 800],
    ['nothing when the viewer may not see prices', { hasVariants: false }, undefined, undefined],
  ] as const)('a unit costs %s', (_case, product, variant, expected) => {
    expect(basePrice(product, variant)).toBe(expected);
  });
});

describe('unitPrice and lineTotal', () => {
  const choices = [{ priceDelta: 150 }, { priceDelta: 50 }, {}];

  it("add the chosen options' price deltas to a unit, then multiply by the quantity", () => {
    expect(choicesTotal(choices)).toBe(200);
    expect(choicesTotal()).toBe(0);
    expect(unitPrice({ product: plain, choices })).toBe(1200);
    expect(unitPrice({ product: inVariants, variant: { price: 1200 }, choices })).toBe(1400);
    expect(lineTotal({ product: plain, choices, quantity: 3 })).toBe(3600);
    expect(lineTotal({ product: { ...plain, discountPrice: 800 }, quantity: 5 })).toBe(4000);
  });

  it('have no price where the unit has none', () => {
    expect(unitPrice({ product: inVariants, choices })).toBeUndefined();
    expect(lineTotal({ product: inVariants, quantity: 2 })).toBeUndefined();
  });
});
