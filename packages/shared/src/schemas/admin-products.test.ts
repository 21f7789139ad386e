import { describe, expect, it } from 'vitest';
import { productCreateInput, productUpdateInput } from './admin-products.ts';
import { productAttributesSchemas } from './admin-products-attributes.ts';
import { optionGroupInput, tagInput } from './admin-products-options.ts';
import { variantInput } from './admin-products-variants.ts';
import { issueMessages } from './test-helpers.ts';

describe('product schemas (SPEC 5 "Product"): the form and the API share them', () => {
  const valid = {
    title: { en: 'Navy Polo', ar: 'بولو كحلي' },
    sku: 'NP-01',
    status: 'available',
    qty: 1,
    price: 0,
  };

  it('accepts the minimum product and fills defaults', () => {
    expect(productCreateInput.parse(valid)).toMatchObject({
      type: 'regular',
      weight: 0,
      menuIds: [],
      tagIds: [],
      optionGroupIds: [],
    });
    // Numbers typed into a form arrive as strings.
    expect(productCreateInput.parse({ ...valid, qty: '12', price: ' 1500 ' })).toMatchObject({
      qty: 12,
      price: 1500,
    });
  });

  it('title ≥ 3, SKU 4–12, qty ≥ 1, price and weight ≥ 0, status required', () => {
    const r = productCreateInput.safeParse({
      title: { en: 'ab', ar: 'ab' },
      sku: 'abc',
      qty: 0,
      price: -1,
      weight: -1,
    });
    expect(issueMessages(r)).toEqual({
      'title.en': 'validation.minLength|{"min":3}',
      'title.ar': 'validation.minLength|{"min":3}',
      sku: 'validation.minLength|{"min":4}',
      status: 'validation.required',
      qty: 'validation.min|{"min":1}',
      price: 'validation.min|{"min":0}',
      weight: 'validation.min|{"min":0}',
    });
    expect(issueMessages(productCreateInput.safeParse({ ...valid, sku: 'A'.repeat(13) }))).toEqual({
      sku: 'validation.maxLength|{"max":12}',
    });
    expect(issueMessages(productCreateInput.safeParse({ ...valid, qty: 1.5 }))).toEqual({
      qty: 'validation.number',
    });
  });

  it('a discount product needs a discount price ≤ price; tags and option groups once', () => {
    expect(issueMessages(productCreateInput.safeParse({ ...valid, type: 'discount', price: 100 }))).toEqual({
      discountPrice: 'validation.discountRequired',
    });
    expect(
      issueMessages(
        productCreateInput.safeParse({ ...valid, type: 'discount', price: 100, discountPrice: 101 }),
      ),
    ).toEqual({ discountPrice: 'validation.discountOverPrice' });
    expect(
      issueMessages(productCreateInput.safeParse({ ...valid, tagIds: [1, 1], optionGroupIds: [2, 2] })),
    ).toEqual({
      tagIds: 'validation.duplicate',
      optionGroupIds: 'validation.duplicate',
    });
  });

  it('the edit form may leave qty out (products with variants)', () => {
    const { qty: _qty, ...rest } = valid;
    expect(productUpdateInput.safeParse(rest).success).toBe(true);
  });

  it('a sold-out product (status out of stock) holds 0; any other status needs at least 1 (ADR 0035)', () => {
    for (const schema of [productCreateInput, productUpdateInput]) {
      expect(schema.safeParse({ ...valid, status: 'out_of_stock', qty: 0 }).success).toBe(true);
      for (const status of ['available', 'unavailable'])
        expect(issueMessages(schema.safeParse({ ...valid, status, qty: 0 }))).toEqual({
          qty: 'validation.min|{"min":1}',
        });
      expect(issueMessages(schema.safeParse({ ...valid, status: 'out_of_stock', qty: -1 }))).toEqual({
        qty: 'validation.min|{"min":0}',
      });
    }
  });

  it('a variant has no empty field', () => {
    const r = variantInput.safeParse({ code: '', status: '', qty: '', weight: '', price: '', options: {} });
    expect(Object.values(issueMessages(r))).toEqual(Array(6).fill('validation.required'));
  });

  it('option groups: min ≤ max ≤ choices, required needs min ≥ 1', () => {
    const choices = [{ name: { en: 'A', ar: 'أ' } }, { name: { en: 'B', ar: 'ب' } }];
    const base = { name: { en: 'Printing', ar: 'طباعة' }, choices };
    expect(optionGroupInput.parse(base)).toMatchObject({ minSelect: 0, maxSelect: 1, required: false });
    expect(issueMessages(optionGroupInput.safeParse({ ...base, minSelect: 2, maxSelect: 1 }))).toEqual({
      minSelect: 'validation.minOverMax',
    });
    expect(issueMessages(optionGroupInput.safeParse({ ...base, maxSelect: 3 }))).toEqual({
      maxSelect: 'validation.maxOverChoices',
    });
    expect(issueMessages(optionGroupInput.safeParse({ ...base, required: true }))).toEqual({
      minSelect: 'validation.min|{"min":1}',
    });
  });

  it('tag types by name or by SPEC number', () => {
    expect(tagInput.parse({ name: { en: 'Bundle', ar: 'حزمة' }, type: 3 }).type).toBe('bundle');
    expect(tagInput.parse({ name: { en: 'Sale', ar: 'تخفيض' }, type: '2' }).type).toBe('discount');
  });

  it('attribute versions extend each other', () => {
    expect(productAttributesSchemas[1].safeParse({ pack_size: 0 }).success).toBe(true);
    expect(productAttributesSchemas[2].safeParse({ pack_size: 0 }).success).toBe(false);
    expect(productAttributesSchemas[3].parse({ pack_size: '6', hs_code: '610910' })).toMatchObject({
      pack_size: 6,
      hs_code: '610910',
    });
  });
});
