import { describe, expect, it } from 'vitest';
import { productBody } from '../../modules/products/test-fixtures.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { tagsResource } from './tags.ts';

describe('tags (/api/admin/tags)', () => {
  const { t, call } = useCatalogueAdminApi();

  it('creates tags of the three types (by name or SPEC number); type 3 is "Item Is Bundle"', async () => {
    const regular = await call('POST', '/api/admin/tags', { name: { en: 'New In', ar: 'وصل حديثاً' } });
    expect(regular.statusCode).toBe(201);
    expect(regular.json().data).toMatchObject({
      slug: 'new-in',
      type: 'regular',
      typeNumber: 1,
      typeLabel: 'Regular',
      productCount: 0,
    });
    const discount = await call('POST', '/api/admin/tags', {
      name: { en: 'Clearance', ar: 'تصفية' },
      type: 2,
    });
    expect(discount.json().data).toMatchObject({ type: 'discount', typeNumber: 2 });
    const bundle = await call(
      'POST',
      '/api/admin/tags',
      { name: { en: 'Bundle Deal', ar: 'عرض الحزمة' }, type: '3' },
      { lang: 'ar' },
    );
    expect(bundle.json().data).toMatchObject({ type: 'bundle', typeNumber: 3, typeLabel: 'المنتج حزمة' });
    const en = await call('GET', `/api/admin/tags/${bundle.json().data.id}`);
    expect(en.json().data.typeLabel).toBe('Item Is Bundle');
    const badType = await call('POST', '/api/admin/tags', {
      name: { en: 'Odd Tag', ar: 'وسم غريب' },
      type: 4,
    });
    expect(badType.json().errors).toEqual({ type: ['This value is not valid'] });
  });

  it('names required, at least 3 characters, unique per language; slugs unique', async () => {
    const empty = await call('POST', '/api/admin/tags', {});
    expect(empty.json().errors).toEqual({ name: ['This field is required'] });
    const short = await call('POST', '/api/admin/tags', { name: { en: 'Ab', ar: '' } });
    expect(short.json().errors).toEqual({
      'name.en': ['Must be at least 3 characters'],
      'name.ar': ['This field is required'],
    });
    await call('POST', '/api/admin/tags', { name: { en: 'Summer', ar: 'صيف' } });
    const clash = await call(
      'POST',
      '/api/admin/tags',
      { name: { en: 'SUMMER', ar: 'صيف' } },
      { lang: 'ar' },
    );
    expectFieldErrors(clash, {
      'name.en': ['هذا الاسم مستخدم من قبل'],
      'name.ar': ['هذا الاسم مستخدم من قبل'],
    });
    const slug = await call('POST', '/api/admin/tags', { name: { en: 'Summer!', ar: 'صيفي' } });
    expect(slug.json().data.slug).toBe('summer-2');
    const slugTaken = await call('POST', '/api/admin/tags', {
      name: { en: 'Winter', ar: 'شتاء' },
      slug: 'summer',
    });
    expect(slugTaken.json().errors).toEqual({ slug: ['This slug has already been taken'] });
  });

  it('lists with search, type filter and sort; edits; deletes (products lose the tag)', async () => {
    const a = (
      await call('POST', '/api/admin/tags', { name: { en: 'Zeta Pack', ar: 'حزمة زيتا' }, type: 'bundle' })
    ).json().data;
    const b = (
      await call('POST', '/api/admin/tags', { name: { en: 'Alpha Pack', ar: 'حزمة ألفا' }, type: 'bundle' })
    ).json().data;
    const list = await call('GET', '/api/admin/tags?type=3&search=pack&sort=name');
    expect(list.json().data.items.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    expect(list.json().data.meta).toMatchObject({ total: 2, page: 1 });

    const product = await call(
      'POST',
      '/api/admin/products',
      productBody('Tagged Polo', 'بولو موسوم', 'TAG-1', { price: 1, tagIds: [a.id] }),
    );
    expect((await call('GET', `/api/admin/tags/${a.id}`)).json().data.productCount).toBe(1);
    const edited = await call('PUT', `/api/admin/tags/${a.id}`, {
      name: { en: 'Zeta Packs', ar: 'حزم زيتا' },
      type: 'discount',
    });
    expect(edited.json().data).toMatchObject({ name: { en: 'Zeta Packs' }, type: 'discount', slug: a.slug });
    expect((await call('PUT', `/api/admin/tags/${a.id}`, { name: b.name })).json().errors).toMatchObject({
      'name.en': ['This name has already been taken'],
    });
    expect((await call('DELETE', `/api/admin/tags/${a.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/products/${product.json().data.id}`)).json().data.tagIds).toEqual(
      [],
    );
    expect((await call('DELETE', `/api/admin/tags/${a.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/admin/tags/999999', { name: { en: 'Nope', ar: 'كلا أبداً' } })).statusCode,
    ).toBe(404);
  });

  crudContract(t, tagsResource, {
    create: (n) => ({ name: { en: `Contract tag ${n}`, ar: `وسم العقد ${n}` }, type: 'regular' }),
    update: (record) => ({
      body: { name: record.name, type: 'discount' },
      expect: { type: 'discount', typeNumber: 2, slug: record.slug },
    }),
    duplicate: { body: (record) => ({ name: record.name }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'type=1', finds: true },
      { query: () => 'type=bundle', finds: false },
    ],
  });
});
