import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import {
  insertOrderWith,
  insertVariantAttributes,
  productBody,
} from '../../modules/products/test-fixtures.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('product variants (/api/admin/products/:id/variants)', () => {
  const { t, tokens, call } = useCatalogueAdminApi();
  let size: string;
  let colour: string;

  beforeAll(async () => {
    const attrs = await insertVariantAttributes(t.database.db);
    size = attrs.size.code;
    colour = attrs.colour.code;
  });

  let seq = 0;
  const newProduct = async () => {
    seq += 1;
    const res = await call(
      'POST',
      '/api/admin/products',
      productBody(`Variant Tee ${seq}`, `تيشيرت متغير ${seq}`, `VT-${seq}`, { qty: 7, price: 800 }),
    );
    return res.json().data.id as number;
  };
  const variant = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      code: `VT-${seq}-X`,
      status: 'available',
      qty: 5,
      weight: 200,
      price: 900,
      options: { [size]: 'M', [colour]: 'navy' },
      ...overrides,
    };
  };

  const addVariant = (id: number, body: object, opts?: { lang: 'ar' }) =>
    call('POST', `/api/admin/products/${id}/variants`, body, opts);

  it('refuses a visitor, a customer and a salesperson with 401', async () => {
    for (const token of [null, tokens.customer, tokens.salesperson]) {
      for (const [method, url] of [
        ['GET', '/api/admin/products/1/variants'],
        ['POST', '/api/admin/products/1/variants'],
        ['PUT', '/api/admin/products/1/variants/1'],
        ['DELETE', '/api/admin/products/1/variants/1'],
      ] as const) {
        const res = await call(method, url, method === 'POST' || method === 'PUT' ? variant() : undefined, {
          token,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('adds, lists, edits and deletes variants; product qty is always the sum of variant qty', async () => {
    const id = await newProduct();
    const a = await addVariant(id, variant({ qty: 5 }));
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({
      variant: { productId: id, qty: 5, price: 900, weight: 200, options: { [size]: 'M', [colour]: 'navy' } },
      productQty: 5,
    });
    expect(a.json().data.variant.optionKey).toBe(`${colour}=navy;${size}=M`);
    const b = await addVariant(id, variant({ qty: '3', options: { [size]: 'L', [colour]: 'navy' } }));
    expect(b.json().data.productQty).toBe(8);

    const list = await call('GET', `/api/admin/products/${id}/variants`);
    expect(list.json().data.product).toMatchObject({ id, qty: 8, hasVariants: true });
    expect(list.json().data.items.map((v: { qty: number }) => v.qty)).toEqual([5, 3]);

    const edited = await call('PUT', `/api/admin/products/${id}/variants/${b.json().data.variant.id}`, {
      ...variant({ qty: 10, options: { [size]: 'S', [colour]: 'red' } }),
      code: b.json().data.variant.code,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.productQty).toBe(15);

    // The product form no longer owns the stock: qty may be left out and a sent one is ignored.
    const product = (await call('GET', `/api/admin/products/${id}`)).json().data;
    const put = await call('PUT', `/api/admin/products/${id}`, { ...product, qty: 1 });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.qty).toBe(15);
    const { qty: _qty, ...withoutQty } = product;
    expect((await call('PUT', `/api/admin/products/${id}`, withoutQty)).json().data.qty).toBe(15);

    const del = await call('DELETE', `/api/admin/products/${id}/variants/${a.json().data.variant.id}`);
    expect(del.json()).toEqual({ data: { productQty: 10 }, message: 'Deleted successfully' });
    await call('DELETE', `/api/admin/products/${id}/variants/${b.json().data.variant.id}`);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ qty: 0, hasVariants: false });
  });

  it('a variant cannot be added twice (same options, any order), nor share a code', async () => {
    const id = await newProduct();
    const first = variant({ code: 'DUP-CODE-1' });
    expect((await addVariant(id, first)).statusCode).toBe(201);
    const again = await addVariant(id, variant({ options: { [colour]: 'navy', [size]: 'M' } }), {
      lang: 'ar',
    });
    expectFieldErrors(again, { options: ['تمت إضافة متغير بهذه الخيارات من قبل'] });
    const code = await addVariant(
      id,
      variant({ code: 'dup-code-1', options: { [size]: 'S', [colour]: 'red' } }),
    );
    expect(code.json().errors).toEqual({ code: ['This code has already been taken'] });
    const mismatch = await addVariant(id, variant({ options: { [size]: 'L' } }));
    expect(mismatch.json().errors).toEqual({
      options: ['Every variant of a product must use the same attributes'],
    });
  });

  it('no variant field may be empty; numbers are whole and not negative; options must exist', async () => {
    const id = await newProduct();
    const empty = await addVariant(id, {
      code: '',
      status: '',
      qty: '',
      weight: null,
      price: '',
      options: {},
    });
    expectFieldErrors(empty, {
      code: ['This field is required'],
      status: ['This field is required'],
      qty: ['This field is required'],
      weight: ['This field is required'],
      price: ['This field is required'],
      options: ['This field is required'],
    });
    const blankValue = await addVariant(id, variant({ options: { [size]: ' ' } }));
    expect(blankValue.json().errors).toEqual({ [`options.${size}`]: ['This field is required'] });
    const negative = await addVariant(id, variant({ qty: -1, weight: -1, price: 'x' }));
    expect(negative.json().errors).toEqual({
      qty: ['Must be at least 0'],
      weight: ['Must be at least 0'],
      price: ['Must be a number'],
    });
    const unknown = await addVariant(id, variant({ options: { [size]: 'XXL', material: 'silk' } }));
    expect(unknown.json().errors).toEqual({
      [`options.${size}`]: ['This item does not exist'],
      'options.material': ['This item does not exist'],
    });
  });

  it('404 for an unknown product or a variant of another product; 409 for a variant in an order', async () => {
    expect((await call('GET', '/api/admin/products/999999/variants')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/products/999999/variants', variant())).statusCode).toBe(404);
    const p1 = await newProduct();
    const p2 = await newProduct();
    const v = (await call('POST', `/api/admin/products/${p1}/variants`, variant())).json().data.variant;
    expect((await call('PUT', `/api/admin/products/${p2}/variants/${v.id}`, variant())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${p2}/variants/${v.id}`)).statusCode).toBe(404);
    await insertOrderWith(t.database.db, p1, v.id);
    const refused = await call('DELETE', `/api/admin/products/${p1}/variants/${v.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'variantInOrders',
      message:
        'This variant is part of existing orders and cannot be deleted; set its status to unavailable instead',
    });
  });
});
