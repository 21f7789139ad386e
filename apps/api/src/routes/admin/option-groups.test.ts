import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productOptionGroups } from '../../db/schema/index.ts';
import { productBody } from '../../modules/products/test-fixtures.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { optionGroupsResource } from './option-groups.ts';

describe('option groups (/api/admin/option-groups)', () => {
  const { t, call } = useCatalogueAdminApi();

  let seq = 0;
  const group = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: { en: `Printing ${seq}`, ar: `طباعة ${seq}` },
      note: { en: 'Logo on the chest', ar: 'شعار على الصدر' },
      minSelect: 1,
      maxSelect: 2,
      required: true,
      choices: [
        { name: { en: 'Front', ar: 'أمام' }, priceDelta: 150 },
        { name: { en: 'Back', ar: 'خلف' }, priceDelta: '200' },
        { name: { en: 'Sleeve', ar: 'كم' }, priceDelta: 0, hex: '#112233' },
      ],
      ...overrides,
    };
  };

  it('creates, reads, lists, edits (choices kept, added, removed) and deletes', async () => {
    const created = await call('POST', '/api/admin/option-groups', group());
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      minSelect: 1,
      maxSelect: 2,
      required: true,
      note: { en: 'Logo on the chest' },
      productCount: 0,
    });
    expect(data.choices.map((c: { priceDelta: number }) => c.priceDelta)).toEqual([150, 200, 0]);
    expect((await call('GET', `/api/admin/option-groups/${data.id}`)).json().data).toEqual(data);

    const [front, back] = data.choices;
    const edited = await call('PUT', `/api/admin/option-groups/${data.id}`, {
      ...group({ name: data.name }),
      minSelect: 0,
      maxSelect: 1,
      required: false,
      // Swapped names, one choice removed, one added.
      choices: [
        { id: front.id, name: { en: 'Back', ar: 'خلف' }, priceDelta: 10 },
        { id: back.id, name: { en: 'Front', ar: 'أمام' }, priceDelta: 20 },
        { name: { en: 'Hood', ar: 'قبعة' }, priceDelta: 30 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited.json().data.choices.map((c: { id: number; name: { en: string } }) => [c.id, c.name.en]),
    ).toEqual([
      [front.id, 'Back'],
      [back.id, 'Front'],
      [expect.any(Number), 'Hood'],
    ]);

    const list = await call('GET', `/api/admin/option-groups?search=${encodeURIComponent(data.name.en)}`);
    expect(list.json().data.items.map((g: { id: number }) => g.id)).toEqual([data.id]);

    // Attached to a product, then deleted: the product stops offering it.
    const product = await call(
      'POST',
      '/api/admin/products',
      productBody('Option Polo', 'بولو الخيارات', 'OPT-1', { qty: 2, optionGroupIds: [data.id] }),
    );
    expect(product.json().data.optionGroupIds).toEqual([data.id]);
    expect((await call('GET', `/api/admin/option-groups/${data.id}`)).json().data.productCount).toBe(1);
    expect((await call('DELETE', `/api/admin/option-groups/${data.id}`)).statusCode).toBe(200);
    const links = await t.database.db
      .select()
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, product.json().data.id));
    expect(links).toEqual([]);
    expect((await call('GET', `/api/admin/option-groups/${data.id}`)).statusCode).toBe(404);
  });

  it('min ≤ max ≤ number of choices; a required group needs min ≥ 1; choices needed and unique', async () => {
    const overMax = await call('POST', '/api/admin/option-groups', group({ minSelect: 3, maxSelect: 2 }));
    expectFieldErrors(overMax, { minSelect: ['The minimum cannot be more than the maximum'] });
    const overChoices = await call(
      'POST',
      '/api/admin/option-groups',
      group({ minSelect: 1, maxSelect: 4 }),
      {
        lang: 'ar',
      },
    );
    expect(overChoices.json().errors).toEqual({
      maxSelect: ['لا يمكن أن يزيد الحد الأقصى على عدد الخيارات'],
    });
    const required = await call('POST', '/api/admin/option-groups', group({ minSelect: 0, required: true }));
    expect(required.json().errors).toEqual({ minSelect: ['Must be at least 1'] });
    const none = await call('POST', '/api/admin/option-groups', group({ choices: [], maxSelect: 1 }));
    expect(none.json().errors).toMatchObject({ choices: ['This field is required'] });
    const twice = await call(
      'POST',
      '/api/admin/option-groups',
      group({
        choices: [
          { name: { en: 'Front', ar: 'أ' }, priceDelta: 0 },
          { name: { en: 'FRONT', ar: 'ب' }, priceDelta: 0 },
        ],
      }),
    );
    expect(twice.json().errors).toEqual({ 'choices.1.name.en': ['Each item can be added only once'] });
    const negative = await call(
      'POST',
      '/api/admin/option-groups',
      group({
        minSelect: 0,
        maxSelect: 1,
        required: false,
        choices: [{ name: { en: 'A', ar: 'أ' }, priceDelta: -5 }],
      }),
    );
    expect(negative.json().errors).toEqual({ 'choices.0.priceDelta': ['Must be at least 0'] });
  });

  it('names unique per language, English case-insensitively; at least 3 characters', async () => {
    const body = group();
    expect((await call('POST', '/api/admin/option-groups', body)).statusCode).toBe(201);
    const clash = await call('POST', '/api/admin/option-groups', {
      ...group(),
      name: { en: body.name.en.toUpperCase(), ar: body.name.ar },
    });
    expect(clash.json().errors).toEqual({
      'name.en': ['This name has already been taken'],
      'name.ar': ['This name has already been taken'],
    });
    const short = await call('POST', '/api/admin/option-groups', group({ name: { en: 'Ab', ar: 'أب' } }));
    expect(short.json().errors).toEqual({
      'name.en': ['Must be at least 3 characters'],
      'name.ar': ['Must be at least 3 characters'],
    });
  });

  it('a product offers each option group once; unknown groups are refused', async () => {
    const g = (await call('POST', '/api/admin/option-groups', group())).json().data;
    const twice = await call(
      'POST',
      '/api/admin/products',
      productBody('Twice Polo', 'بولو مرتين', 'TWC-1', { qty: 2, optionGroupIds: [g.id, g.id, 999999] }),
    );
    expect(twice.json().errors).toEqual({ optionGroupIds: ['Each item can be added only once'] });
    expect((await call('PUT', '/api/admin/option-groups/999999', group())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/option-groups/999999')).statusCode).toBe(404);
  });

  crudContract(t, optionGroupsResource, {
    create: (n) => group({ name: { en: `Contract group ${n}`, ar: `مجموعة العقد ${n}` } }),
    update: (record) => ({
      body: group({ name: record.name, maxSelect: 3 }),
      expect: { maxSelect: 3, name: record.name },
    }),
    duplicate: { body: (record) => group({ name: record.name }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'search=nothing-like-it', finds: false },
    ],
  });
});
