import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { type TestContext, useTestApp } from '../../test/app.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { createRoles } from '../../test/role-matrix-fixtures.ts';

async function setUp(t: TestContext) {
  await insertSiteSettings(t.database.db);
  const { tokens } = await createRoles(t.database.db);
  const res = await t.api({
    method: 'POST',
    url: '/api/admin/products',
    token: tokens.admin,
    payload: {
      title: { en: 'Attr Polo', ar: 'بولو الخصائص' },
      sku: 'ATTR-1',
      status: 'available',
      qty: 5,
      price: 900,
    },
  });
  return { tokens, id: res.json().data.id as number };
}

/** The attribute fields of version 2, in their order; version 3 adds its trade fields after them. */
const VERSION_2_FIELDS = [
  'material',
  'care_instructions',
  'origin_country',
  'gender',
  'season',
  'pack_size',
  'size_range',
];

describe('product attributes, version 2 deployment (testing_v2)', () => {
  const t = useTestApp();
  let tokens: Awaited<ReturnType<typeof createRoles>>['tokens'];
  let id: number;
  beforeAll(async () => {
    ({ tokens, id } = await setUp(t));
  });
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, token: string | null = tokens.admin) =>
    t.api({ method, url, payload, token: token ?? undefined });

  it('refuses a visitor, a customer and a salesperson with 401', async () => {
    for (const token of [null, tokens.customer, tokens.salesperson]) {
      expect((await call('GET', `/api/admin/products/attributes/2/${id}`, undefined, token)).statusCode).toBe(
        401,
      );
      expect((await call('PUT', `/api/admin/products/attributes/2/${id}`, {}, token)).statusCode).toBe(401);
    }
  });

  it('reads every field of version 2, empty at first', async () => {
    const res = await call('GET', `/api/admin/products/attributes/2/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      version: 2,
      productId: id,
      title: { en: 'Attr Polo', ar: 'بولو الخصائص' },
      fields: VERSION_2_FIELDS,
      attributes: {
        material: null,
        care_instructions: null,
        origin_country: null,
        gender: null,
        season: null,
        pack_size: null,
        size_range: null,
      },
    });
  });

  it('saves the fields, removes emptied ones, keeps keys of other versions', async () => {
    await t.database.db
      .update(products)
      .set({ attributes: { hs_code: '610910' } })
      .where(eq(products.id, id));
    const res = await call('PUT', `/api/admin/products/attributes/2/${id}`, {
      material: { en: '100% cotton pique', ar: 'قطن بيكيه 100%' },
      origin_country: 'TR',
      gender: 'men',
      season: 'all-season',
      pack_size: '12',
      size_range: 'S–XXL',
      ignored_key: 'dropped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved successfully');
    expect(res.json().data.attributes).toMatchObject({
      material: { en: '100% cotton pique', ar: 'قطن بيكيه 100%' },
      origin_country: 'TR',
      gender: 'men',
      pack_size: 12,
      care_instructions: null,
    });
    const cleared = await call('PUT', `/api/admin/products/attributes/2/${id}`, {
      material: { en: '', ar: '' },
      origin_country: '',
      gender: 'men',
    });
    expect(cleared.json().data.attributes).toMatchObject({
      material: null,
      origin_country: null,
      gender: 'men',
      pack_size: null,
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row?.attributes).toEqual({ hs_code: '610910', gender: 'men' });
    // The product record shows them too.
    expect((await call('GET', `/api/admin/products/${id}`)).json().data.attributes).toEqual({
      hs_code: '610910',
      gender: 'men',
    });
  });

  it('validates with the version 2 schema, field by field', async () => {
    const res = await call('PUT', `/api/admin/products/attributes/2/${id}`, {
      origin_country: 'Turkey',
      gender: 'dogs',
      pack_size: 0,
      size_range: 'x'.repeat(41),
    });
    expectFieldErrors(res, {
      origin_country: ['Must be at most 2 characters'],
      gender: ['This value is not valid'],
      pack_size: ['Must be at least 1'],
      size_range: ['Must be at most 40 characters'],
    });
  });

  it('another version and an unknown product are 404', async () => {
    expect((await call('GET', `/api/admin/products/attributes/3/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/products/attributes/1/${id}`, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/products/attributes/2/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/products/attributes/2/999999', {})).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/products/attributes/4/${id}`)).statusCode).toBe(422);
  });
});

describe('product attributes, version 3 deployment (testing_v3)', () => {
  const t = useTestApp({ env: { APP_ENV: 'testing_v3' } });
  let tokens: Awaited<ReturnType<typeof createRoles>>['tokens'];
  let id: number;
  beforeAll(async () => {
    ({ tokens, id } = await setUp(t));
  });

  it('edits the version 3 fields (trade data) and refuses bad ones', async () => {
    const url = `/api/admin/products/attributes/3/${id}`;
    const get = await t.api({ method: 'GET', url, token: tokens.admin });
    expect(get.json().data.fields).toEqual([
      ...VERSION_2_FIELDS,
      'fit',
      'hs_code',
      'min_order_qty',
      'lead_time_days',
      'features',
    ]);
    const ok = await t.api({
      method: 'PUT',
      url,
      token: tokens.admin,
      payload: { hs_code: '61091000', min_order_qty: 2, lead_time_days: 0, fit: 'slim' },
    });
    expect(ok.json().data.attributes).toMatchObject({
      hs_code: '61091000',
      min_order_qty: 2,
      lead_time_days: 0,
      fit: 'slim',
    });
    const bad = await t.api({
      method: 'PUT',
      url,
      token: tokens.admin,
      payload: { hs_code: '61-09', lead_time_days: 400 },
    });
    expect(bad.json().errors).toEqual({
      hs_code: ['This value is not valid'],
      lead_time_days: ['Must be at most 365'],
    });
    expect(
      (await t.api({ method: 'GET', url: `/api/admin/products/attributes/2/${id}`, token: tokens.admin }))
        .statusCode,
    ).toBe(404);
  });
});
