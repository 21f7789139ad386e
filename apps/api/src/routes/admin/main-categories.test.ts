import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { categoriesResource } from './categories.ts';
import { mainCategoriesResource } from './main-categories.ts';

describe('main categories (/api/admin/main-categories) and categories (/api/admin/categories)', () => {
  const { t, call } = useAdminApi();
  const main = {
    name: { en: 'Menswear', ar: 'ملابس رجالية' },
    status: 'active',
    image: '/uploads/gallery/men.webp',
  };
  const category = (mainCategoryId: number, en = 'Hoodies', ar = 'هوديز') => ({
    name: { en, ar },
    status: 'active',
    image: '/uploads/gallery/hoodies.webp',
    mainCategoryId,
  });

  it('main categories: the SPEC 5 rules, with a category count', async () => {
    const created = await call('POST', '/api/admin/main-categories', main);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'menswear', categoryCount: 0, productCount: 0 });
    const dup = await call('POST', '/api/admin/main-categories', {
      ...main,
      name: { en: 'MENSWEAR', ar: 'آخر مختلف' },
    });
    expect(dup.json().errors).toEqual({ 'name.en': ['This name has already been taken'] });
    const short = await call(
      'POST',
      '/api/admin/main-categories',
      { ...main, name: { en: 'Men', ar: 'رجال' } },
      'ar',
    );
    expect(short.json().errors).toEqual({ 'name.en': ['يجب أن يزيد عن 3 أحرف'] });
    const noImage = await call('POST', '/api/admin/main-categories', { ...main, image: '' });
    expect(noImage.json().errors).toEqual({ image: ['This field is required'] });
  });

  it('a category belongs to exactly one existing main category', async () => {
    const mainId = (await call('GET', '/api/admin/main-categories?search=mensw')).json().data.items[0].id;
    const missing = await call('POST', '/api/admin/categories', {
      ...category(mainId),
      mainCategoryId: undefined,
    });
    expect(missing.json().errors).toEqual({ mainCategoryId: ['This field is required'] });
    const unknown = await call('POST', '/api/admin/categories', category(999999));
    expectFieldErrors(unknown, { mainCategoryId: ['This item does not exist'] });
    const created = await call('POST', '/api/admin/categories', category(mainId));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      slug: 'hoodies',
      mainCategory: { id: mainId, name: main.name, slug: 'menswear' },
    });
    const dup = await call('POST', '/api/admin/categories', category(mainId, 'HOODIES', 'اسم آخر'));
    expect(dup.json().errors).toEqual({ 'name.en': ['This name has already been taken'] });

    // Moving it to another main category.
    const women = (
      await call('POST', '/api/admin/main-categories', {
        ...main,
        name: { en: 'Womenswear', ar: 'ملابس نسائية' },
      })
    ).json().data;
    const moved = await call('PUT', `/api/admin/categories/${created.json().data.id}`, category(women.id));
    expect(moved.json().data.mainCategory.id).toBe(women.id);
    const filtered = await call('GET', `/api/admin/categories?mainCategoryId=${women.id}`);
    expect(filtered.json().data.items.map((c: { slug: string }) => c.slug)).toEqual(['hoodies']);
    expect((await call('GET', `/api/admin/categories?mainCategoryId=${mainId}`)).json().data.meta.total).toBe(
      0,
    );
  });

  it('deletes only what nothing uses: 409 for a main category with categories or a category with products', async () => {
    const women = (await call('GET', '/api/admin/main-categories?search=women')).json().data.items[0];
    expect(women.categoryCount).toBe(1);
    const refused = await call('DELETE', `/api/admin/main-categories/${women.id}`, undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'mainCategoryInUse',
      message: 'This main category still has 1 category; move or delete it first',
    });
    const hoodies = (await call('GET', '/api/admin/categories?search=hood')).json().data.items[0];
    await insertProduct(t.database.db, { categoryId: hoodies.id });
    expect((await call('GET', `/api/admin/main-categories/${women.id}`)).json().data.productCount).toBe(1);
    const inUse = await call('DELETE', `/api/admin/categories/${hoodies.id}`, undefined, 'ar');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('categoryInUse');
    // Arabic words one product as "منتج واحد", not "1 منتج".
    expect(inUse.json().message).toBe('هذا التصنيف مستخدم في منتج واحد؛ انقل المنتج إلى تصنيف آخر أولًا');

    const spare = (
      await call('POST', '/api/admin/categories', category(women.id, 'Spare Category', 'تصنيف احتياطي'))
    ).json().data;
    expect((await call('DELETE', `/api/admin/categories/${spare.id}`)).statusCode).toBe(200);
    const menswear = (await call('GET', '/api/admin/main-categories?search=menswear')).json().data.items[0];
    expect((await call('DELETE', `/api/admin/main-categories/${menswear.id}`)).statusCode).toBe(200);
  });

  crudContract(t, mainCategoriesResource, {
    create: (n) => ({ ...main, name: { en: `Contract Main ${n}`, ar: `قسم العقد ${n}` } }),
    update: (record) => ({
      body: { ...main, name: record.name, status: 'inactive' },
      expect: { status: 'inactive', slug: record.slug, categoryCount: 0 },
    }),
    duplicate: { body: (record) => ({ ...main, name: record.name }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'status=inactive', finds: false },
    ],
  });

  crudContract(t, categoriesResource, {
    setup: async (app, token) => {
      const res = await app.api({
        method: 'POST',
        url: '/api/admin/main-categories',
        token,
        payload: { ...main, name: { en: 'Contract Parent', ar: 'الأب للعقد' } },
      });
      return { main: res.json().data.id };
    },
    create: (n, refs) => category(refs.main ?? 0, `Contract Category ${n}`, `فئة العقد ${n}`),
    update: (record, refs) => ({
      body: { ...category(refs.main ?? 0), name: record.name, status: 'inactive' },
      expect: { status: 'inactive', slug: record.slug, mainCategory: { id: refs.main } },
    }),
    duplicate: {
      body: (record, _n, refs) => ({ ...category(refs.main ?? 0), name: record.name }),
      ...NAMES_TAKEN,
    },
    filters: [
      { query: (record) => searchFor((record.name as { en: string }).en), finds: true },
      { query: (_record) => 'mainCategoryId=999999', finds: false },
      { query: (record) => `mainCategoryId=${(record.mainCategory as { id: number }).id}`, finds: true },
      { query: () => 'status=inactive', finds: false },
    ],
  });
});
