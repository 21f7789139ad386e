import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../modules/taxonomy/test-helpers.ts';
import { useAdminApi } from '../../test/admin-session.ts';
import { crudContract, NAMES_TAKEN, searchFor } from '../../test/crud-contract.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';
import { brandsResource } from './brands.ts';

describe('brands (/api/admin/brands)', () => {
  const { t, call } = useAdminApi();
  const valid = {
    name: { en: 'Northwind Apparel', ar: 'نورثويند للملابس' },
    description: { en: 'Workwear', ar: 'ملابس عمل' },
    status: 'active',
    image: '/uploads/gallery/northwind.webp',
  };

  it('creates a brand with a generated slug and a translated notice', async () => {
    const res = await call('POST', '/api/admin/brands', valid, 'ar');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('تمت الإضافة بنجاح');
    expect(res.json().data).toMatchObject({
      name: valid.name,
      slug: 'northwind-apparel',
      status: 'active',
      image: valid.image,
      position: 0,
      productCount: 0,
    });
    // Same English words in another brand: the slug gets a suffix.
    const second = await call('POST', '/api/admin/brands', {
      ...valid,
      name: { en: 'Northwind Apparel!', ar: 'نورثويند ٢' },
    });
    expect(second.json().data.slug).toBe('northwind-apparel-2');
  });

  it('requires names of more than 3 characters in both languages, a status and an image', async () => {
    const short = await call('POST', '/api/admin/brands', { ...valid, name: { en: 'Abc', ar: '   ' } });
    expect(short.json().errors).toEqual({
      'name.en': ['Must be more than 3 characters'],
      'name.ar': ['This field is required'],
    });
    const badStatus = await call('POST', '/api/admin/brands', { ...valid, status: 'deleted' });
    expect(badStatus.json().errors).toEqual({ status: ['This value is not valid'] });
    const badImage = await call('POST', '/api/admin/brands', { ...valid, image: 'javascript:alert(1)' });
    expect(badImage.json().errors).toEqual({ image: ['Choose an image from the gallery'] });
  });

  it('refuses a name another brand uses, per language and whatever the case (422 on the field)', async () => {
    const res = await call('POST', '/api/admin/brands', {
      ...valid,
      name: { en: 'NORTHWIND apparel', ar: 'اسم جديد تمامًا' },
    });
    expectFieldErrors(res, { 'name.en': ['This name has already been taken'] });
    const ar = await call(
      'POST',
      '/api/admin/brands',
      { ...valid, name: { en: 'Brand New Name', ar: valid.name.ar } },
      'ar',
    );
    expect(ar.json().errors).toEqual({ 'name.ar': ['هذا الاسم مستخدم من قبل'] });
  });

  it('lists with search, status filter, sort and pagination; gets one; 404 for an unknown id', async () => {
    await call('POST', '/api/admin/brands', {
      ...valid,
      name: { en: 'Zebra Knits', ar: 'زيبرا للتريكو' },
      status: 'inactive',
      position: 5,
    });
    const all = await call('GET', '/api/admin/brands?sort=name&perPage=2');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.meta).toEqual({ total: 3, page: 1, perPage: 2, pageCount: 2 });
    expect(all.json().data.items.map((b: { slug: string }) => b.slug)).toEqual([
      'northwind-apparel',
      'northwind-apparel-2',
    ]);
    const desc = await call('GET', '/api/admin/brands?sort=-name');
    expect(desc.json().data.items[0].slug).toBe('zebra-knits');
    const inactive = await call('GET', '/api/admin/brands?status=inactive');
    expect(inactive.json().data.items.map((b: { slug: string }) => b.slug)).toEqual(['zebra-knits']);
    const found = await call('GET', `/api/admin/brands?search=${encodeURIComponent('زيبرا')}`);
    expect(found.json().data.meta.total).toBe(1);
    const bad = await call('GET', '/api/admin/brands?sort=color');
    expect(bad.statusCode).toBe(422);
    const one = await call('GET', `/api/admin/brands/${found.json().data.items[0].id}`);
    expect(one.json().data.name.en).toBe('Zebra Knits');
    expect((await call('GET', '/api/admin/brands/999999')).statusCode).toBe(404);
  });

  it('edits a brand, keeps its slug, and checks uniqueness against the others only', async () => {
    const created = (
      await call('POST', '/api/admin/brands', { ...valid, name: { en: 'Old Name Co', ar: 'الاسم القديم' } })
    ).json().data;
    const same = await call('PUT', `/api/admin/brands/${created.id}`, {
      ...valid,
      name: { en: 'OLD NAME CO', ar: 'الاسم القديم' },
      status: 'inactive',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      message: 'Saved successfully',
      data: { status: 'inactive', slug: 'old-name-co' },
    });
    const clash = await call('PUT', `/api/admin/brands/${created.id}`, valid);
    expectFieldErrors(clash, {
      'name.en': ['This name has already been taken'],
      'name.ar': ['This name has already been taken'],
    });
    expect((await call('PUT', '/api/admin/brands/999999', valid)).statusCode).toBe(404);
  });

  it('two admins saving the same name at once: one wins, the other gets the field error (unique index)', async () => {
    const body = { ...valid, name: { en: 'Racing Brand', ar: 'علامة السباق' } };
    const results = await Promise.all([
      call('POST', '/api/admin/brands', body),
      call('POST', '/api/admin/brands', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.statusCode === 422);
    expect(loser?.json().errors['name.en']).toEqual(['This name has already been taken']);
  });

  it('refuses to delete a brand products use (409 with the count), deletes an unused one', async () => {
    const brand = (
      await call('POST', '/api/admin/brands', { ...valid, name: { en: 'Used Brand', ar: 'علامة مستخدمة' } })
    ).json().data;
    await insertProduct(t.database.db, { brandId: brand.id });
    await insertProduct(t.database.db, { brandId: brand.id });
    expect((await call('GET', `/api/admin/brands/${brand.id}`)).json().data.productCount).toBe(2);
    const byProducts = await call('GET', '/api/admin/brands?sort=-products');
    expect(byProducts.json().data.items[0].id).toBe(brand.id);
    const refused = await call('DELETE', `/api/admin/brands/${brand.id}`, undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'brandInUse',
      message: 'This brand is used by 2 products; move them to another brand first',
    });
    const unused = (
      await call('POST', '/api/admin/brands', {
        ...valid,
        name: { en: 'Unused Brand', ar: 'علامة غير مستخدمة' },
      })
    ).json().data;
    const ok = await call('DELETE', `/api/admin/brands/${unused.id}`);
    expect(ok.json()).toEqual({ data: null, message: 'Deleted successfully' });
    expect((await call('DELETE', `/api/admin/brands/${unused.id}`)).statusCode).toBe(404);
  });

  crudContract(t, brandsResource, {
    required: ['name', 'status', 'image'],
    create: (n) => ({ ...valid, name: { en: `Contract Brand ${n}`, ar: `علامة العقد ${n}` } }),
    update: (record) => ({
      body: { ...valid, name: record.name, status: 'inactive' },
      expect: { status: 'inactive', slug: record.slug },
    }),
    duplicate: { body: (record) => ({ ...valid, name: record.name }), ...NAMES_TAKEN },
    filters: [
      { query: (record) => searchFor((record.name as { ar: string }).ar), finds: true },
      { query: () => 'search=nothing-like-it', finds: false },
      { query: () => 'status=active', finds: true },
      { query: () => 'status=inactive', finds: false },
    ],
  });
});
