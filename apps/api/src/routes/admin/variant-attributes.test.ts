import { describe, expect, it } from 'vitest';
import { productBody } from '../../modules/products/test-fixtures.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { variantAttributesResource } from './variant-attributes.ts';

describe('variant attributes (/api/admin/variant-attributes)', () => {
  const { t, call } = useCatalogueAdminApi();

  const sizeBody = {
    code: 'size',
    name: { en: 'Size', ar: 'المقاس' },
    kind: 'size',
    values: [
      { code: 'S', name: { en: 'Small', ar: 'صغير' }, valueGroup: 'adult' },
      { code: 'M', name: { en: 'Medium', ar: 'وسط' }, valueGroup: 'adult' },
      { code: 'L', name: { en: 'Large', ar: 'كبير' }, valueGroup: 'adult' },
    ],
  };

  it('creates, lists and edits attributes with values; codes and names unique; values once', async () => {
    const size = await call('POST', '/api/admin/variant-attributes', sizeBody);
    expect(size.statusCode).toBe(201);
    expect(size.json().data).toMatchObject({ code: 'size', kind: 'size' });
    expect(size.json().data.values.map((v: { code: string }) => v.code)).toEqual(['S', 'M', 'L']);
    const colour = await call('POST', '/api/admin/variant-attributes', {
      code: 'colour',
      name: { en: 'Colour', ar: 'اللون' },
      kind: 'colour',
      position: 1,
      values: [{ code: 'navy', name: { en: 'Navy', ar: 'كحلي' }, hex: '#000080' }],
    });
    expect(colour.json().data.values[0]).toMatchObject({ hex: '#000080' });

    const clash = await call('POST', '/api/admin/variant-attributes', { ...sizeBody, code: 'SIZE' });
    expectFieldErrors(clash, {
      code: ['This code has already been taken'],
      'name.en': ['This name has already been taken'],
      'name.ar': ['This name has already been taken'],
    });
    const invalid = await call('POST', '/api/admin/variant-attributes', {
      code: 'fit type',
      name: { en: 'Fit', ar: 'القصة' },
      kind: 'shape',
      values: [
        { code: 'slim', name: { en: 'Slim', ar: 'ضيق' }, hex: 'blue' },
        { code: 'slim', name: { en: 'Slim 2', ar: 'ضيق 2' } },
      ],
    });
    expect(invalid.json().errors).toEqual({
      code: ['Use letters, digits, dots, dashes and underscores only'],
      kind: ['This value is not valid'],
      'values.0.hex': ['This value is not valid'],
    });
    // Checks across values run once every field is valid.
    const twice = await call('POST', '/api/admin/variant-attributes', {
      code: 'fit',
      name: { en: 'Fit', ar: 'القصة' },
      kind: 'text',
      values: [
        { code: 'slim', name: { en: 'Slim', ar: 'ضيق' } },
        { code: 'slim', name: { en: 'Slim 2', ar: 'ضيق 2' } },
      ],
    });
    expect(twice.json().errors).toEqual({ 'values.1.code': ['Each item can be added only once'] });
    const noValues = await call('POST', '/api/admin/variant-attributes', {
      ...sizeBody,
      code: 'len',
      values: [],
    });
    expect(noValues.json().errors).toMatchObject({ values: ['This field is required'] });

    const list = await call('GET', '/api/admin/variant-attributes?kind=colour');
    expect(list.json().data.items.map((a: { code: string }) => a.code)).toEqual(['colour']);
    const sorted = await call('GET', '/api/admin/variant-attributes?sort=-code');
    expect(sorted.json().data.items.map((a: { code: string }) => a.code)).toEqual(['size', 'colour']);

    const edited = await call('PUT', `/api/admin/variant-attributes/${size.json().data.id}`, {
      ...sizeBody,
      values: [...sizeBody.values, { code: 'XL', name: { en: 'Extra large', ar: 'كبير جداً' } }],
    });
    expect(edited.json().data.values.map((v: { code: string }) => v.code)).toEqual(['S', 'M', 'L', 'XL']);
    // Kept values keep their ids.
    expect(edited.json().data.values[0].id).toBe(size.json().data.values[0].id);
  });

  it('a value or attribute used by a product variant cannot be removed or recoded (409)', async () => {
    const attr = (
      await call('POST', '/api/admin/variant-attributes', {
        code: 'cup',
        name: { en: 'Cup', ar: 'الكوب' },
        kind: 'text',
        values: [
          { code: 'A', name: { en: 'A', ar: 'أ' } },
          { code: 'B', name: { en: 'B', ar: 'ب' } },
        ],
      })
    ).json().data;
    const product = (
      await call('POST', '/api/admin/products', productBody('Cup Bra', 'حمالة كوب', 'CUP-1'))
    ).json().data;
    const v = await call('POST', `/api/admin/products/${product.id}/variants`, {
      code: 'CUP-1-A',
      status: 'available',
      qty: 2,
      weight: 50,
      price: 100,
      options: { cup: 'A' },
    });
    expect(v.statusCode).toBe(201);
    const body = { code: 'cup', name: attr.name, kind: 'text', values: attr.values };
    const dropA = await call('PUT', `/api/admin/variant-attributes/${attr.id}`, {
      ...body,
      values: [{ code: 'B', name: { en: 'B', ar: 'ب' } }],
    });
    expect(dropA.statusCode).toBe(409);
    expect(dropA.json().code).toBe('variantAttributeInUse');
    // Removing the unused value is fine.
    const dropB = await call('PUT', `/api/admin/variant-attributes/${attr.id}`, {
      ...body,
      values: [{ code: 'A', name: { en: 'A cup', ar: 'كوب أ' } }],
    });
    expect(dropB.statusCode).toBe(200);
    const recode = await call('PUT', `/api/admin/variant-attributes/${attr.id}`, { ...body, code: 'cups' });
    expect(recode.statusCode).toBe(409);
    const del = await call('DELETE', `/api/admin/variant-attributes/${attr.id}`, undefined, { lang: 'ar' });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('هذه الخاصية أو القيمة مستخدمة في متغيرات منتجات ولا يمكن حذفها');

    // Once the variant is gone, the attribute can go.
    await call('DELETE', `/api/admin/products/${product.id}/variants/${v.json().data.variant.id}`);
    expect((await call('DELETE', `/api/admin/variant-attributes/${attr.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/variant-attributes/${attr.id}`)).statusCode).toBe(404);
  });

  crudContract(t, variantAttributesResource, {
    create: (n) => ({
      ...sizeBody,
      code: `contract-${n}`,
      name: { en: `Contract size ${n}`, ar: `مقاس العقد ${n}` },
    }),
    update: (record) => ({
      body: { ...sizeBody, code: record.code, name: record.name, kind: 'text' },
      expect: { kind: 'text', code: record.code },
    }),
    duplicate: {
      body: (record) => ({ ...sizeBody, code: record.code, name: record.name }),
      en: { ...NAMES_TAKEN.en, code: ['This code has already been taken'] },
      ar: { ...NAMES_TAKEN.ar, code: ['هذا الرمز مستخدم من قبل'] },
    },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'kind=size', finds: true },
      { query: () => 'kind=colour', finds: false },
    ],
  });
});
