import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  menuItems,
  productOptionGroups,
  products,
  productTags,
  siteSettings,
} from '../../db/schema/index.ts';
import {
  insertBrand,
  insertCategory,
  insertMeasureUnit,
  insertMenu,
  insertOptionGroup,
  insertOrderWith,
  insertTag,
  insertTaxGroup,
} from '../../modules/products/test-fixtures.ts';
import { useCatalogueAdminApi } from '../../test/admin-session.ts';
import { expectUnauthenticated } from '../../test/auth-checks.ts';
import { expectFieldErrors } from '../../test/field-errors.ts';

describe('products (/api/admin/products)', () => {
  const { t, tokens, call } = useCatalogueAdminApi();
  let refs: {
    brand: { id: number };
    category: { id: number };
    unit: { id: number };
    tax: { id: number };
    tag1: { id: number };
    tag3: { id: number };
    group: { id: number };
    menu: { id: number };
    brandMenu: { id: number };
  };

  beforeAll(async () => {
    const db = t.database.db;
    refs = {
      brand: await insertBrand(db, 'Northwind'),
      category: await insertCategory(db, 'Polo Shirts'),
      unit: await insertMeasureUnit(db),
      tax: await insertTaxGroup(db),
      tag1: await insertTag(db, 'regular'),
      tag3: await insertTag(db, 'bundle'),
      group: await insertOptionGroup(db),
      menu: await insertMenu(db, 'products'),
      brandMenu: await insertMenu(db, 'brands'),
    };
  });

  let seq = 0;
  const valid = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      title: { en: `Navy Polo ${seq}`, ar: `قميص بولو كحلي ${seq}` },
      sku: `POLO-${seq}`,
      status: 'available',
      qty: 10,
      price: 1299,
      ...overrides,
    };
  };

  it('refuses a visitor, a customer and a salesperson with 401 on every route', async () => {
    for (const token of [null, tokens.customer, tokens.salesperson]) {
      for (const [method, url] of [
        ['GET', '/api/admin/products'],
        ['POST', '/api/admin/products'],
        ['GET', '/api/admin/products/1'],
        ['PUT', '/api/admin/products/1'],
        ['DELETE', '/api/admin/products/1'],
      ] as const) {
        const res = await call(method, url, method === 'POST' || method === 'PUT' ? valid() : undefined, {
          token,
        });
        expectUnauthenticated(res, `${method} ${url}`);
      }
    }
  });

  it('documents every route of the products area in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/products',
        '/api/admin/products/{id}',
        '/api/admin/products/{id}/variants',
        '/api/admin/products/{id}/variants/{variantId}',
        '/api/admin/products/{id}/images',
        '/api/admin/products/{id}/images/order',
        '/api/admin/products/{id}/images/{imageId}',
        '/api/admin/products/{id}/{slot}',
        '/api/admin/products/attributes/{version}/{id}',
        '/api/admin/option-groups',
        '/api/admin/option-groups/{id}',
        '/api/admin/tags',
        '/api/admin/tags/{id}',
        '/api/admin/variant-attributes',
        '/api/admin/variant-attributes/{id}',
      ]),
    );
  });

  describe('POST', () => {
    it('creates a product with every SPEC 3 field; HTML is sanitised, the slug generated', async () => {
      // The records the product links to, sent and answered alike.
      const links = {
        measureUnitId: refs.unit.id,
        brandId: refs.brand.id,
        categoryId: refs.category.id,
        taxGroupId: refs.tax.id,
        menuIds: [refs.menu.id],
        tagIds: [refs.tag1.id, refs.tag3.id],
        optionGroupIds: [refs.group.id],
      };
      const res = await call('POST', '/api/admin/products', {
        title: { en: "Men's Navy Polo", ar: 'قميص بولو رجالي كحلي' },
        sku: 'mnp-001',
        barcode: '5012345678900',
        status: 'available',
        type: 'discount',
        qty: '24',
        weight: 250,
        price: 1500,
        discountPrice: 1200,
        ...links,
        description: {
          en: '<p onclick="x()">Soft <strong>pique</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
          ar: '<p>قطن</p><iframe src="https://evil.test"></iframe>',
        },
        extensiveDescription: { en: '<ul><li>100% cotton</li></ul>', ar: '' },
        seoTitle: { en: 'Navy polo wholesale', ar: 'بولو كحلي بالجملة' },
        seoDescription: { en: 'Packs of 12', ar: 'عبوات من 12' },
        seoImage: '/uploads/images/gallery/2026/01/a.webp',
        posterImage: 'https://cdn.example.com/poster.webp',
        maxPerProduct: 50,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Added successfully');
      const data = res.json().data;
      expect(data).toMatchObject({
        title: { en: "Men's Navy Polo", ar: 'قميص بولو رجالي كحلي' },
        slug: 'mens-navy-polo',
        sku: 'mnp-001',
        barcode: '5012345678900',
        status: 'available',
        type: 'discount',
        hasVariants: false,
        qty: 24,
        weight: 250,
        price: 1500,
        discountPrice: 1200,
        ...links,
        extensiveDescription: { en: '<ul><li>100% cotton</li></ul>', ar: '' },
        seoTitle: { en: 'Navy polo wholesale', ar: 'بولو كحلي بالجملة' },
        seoImage: '/uploads/images/gallery/2026/01/a.webp',
        posterImage: 'https://cdn.example.com/poster.webp',
        maxPerProduct: 50,
        images: [],
        variantsCount: 0,
      });
      expect(data.description).toEqual({
        en: '<p>Soft <strong>pique</strong></p><a>x</a>',
        ar: '<p>قطن</p>',
      });
      // Tag type 3 is the bundle tag ("Item Is Bundle").
      expect(data.tags.map((tag: { typeNumber: number }) => tag.typeNumber)).toEqual([1, 3]);
      const [menuItem] = await t.database.db.select().from(menuItems).where(eq(menuItems.productId, data.id));
      expect(menuItem).toMatchObject({ menuId: refs.menu.id, itemType: 'products' });
    });

    it('answers every missing required field at once, translated', async () => {
      const res = await call('POST', '/api/admin/products', {}, { lang: 'ar' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation',
        errors: {
          title: ['هذا الحقل مطلوب'],
          sku: ['هذا الحقل مطلوب'],
          status: ['هذا الحقل مطلوب'],
          qty: ['هذا الحقل مطلوب'],
          price: ['هذا الحقل مطلوب'],
        },
      });
      const blank = await call('POST', '/api/admin/products', valid({ title: { en: ' ', ar: '' }, qty: '' }));
      expect(blank.json().errors).toEqual({
        'title.en': ['This field is required'],
        'title.ar': ['This field is required'],
        qty: ['This field is required'],
      });
    });

    it('title at least 3 characters in each language', async () => {
      const res = await call('POST', '/api/admin/products', valid({ title: { en: 'Ab', ar: 'قم' } }));
      expectFieldErrors(res, {
        'title.en': ['Must be at least 3 characters'],
        'title.ar': ['Must be at least 3 characters'],
      });
      expect(
        (await call('POST', '/api/admin/products', valid({ title: { en: 'Abc', ar: 'قمي' } }))).statusCode,
      ).toBe(201);
    });

    it('SKU 4 to 12 characters', async () => {
      const short = await call('POST', '/api/admin/products', valid({ sku: 'ABC' }));
      expect(short.json().errors).toEqual({ sku: ['Must be at least 4 characters'] });
      const long = await call('POST', '/api/admin/products', valid({ sku: 'ABCDEFGHIJKLM' }));
      expect(long.json().errors).toEqual({ sku: ['Must be at most 12 characters'] });
      const spaced = await call('POST', '/api/admin/products', valid({ sku: 'AB CD' }));
      expect(spaced.json().errors).toEqual({
        sku: ['Use letters, digits, dots, dashes and underscores only'],
      });
      expect((await call('POST', '/api/admin/products', valid({ sku: 'ABCD' }))).statusCode).toBe(201);
      expect((await call('POST', '/api/admin/products', valid({ sku: 'ABCDEFGHIJKL' }))).statusCode).toBe(
        201,
      );
    });

    it('status required and one of available, unavailable, out of stock; type one of the three', async () => {
      const bad = await call('POST', '/api/admin/products', valid({ status: 'sold', type: 'gift' }));
      expect(bad.json().errors).toEqual({
        status: ['This value is not valid'],
        type: ['This value is not valid'],
      });
      for (const status of ['available', 'unavailable', 'out_of_stock'])
        expect((await call('POST', '/api/admin/products', valid({ status }))).statusCode).toBe(201);
      for (const type of ['regular', 'bundle'])
        expect((await call('POST', '/api/admin/products', valid({ type }))).statusCode).toBe(201);
    });

    it('quantity numeric and at least 1; price and weight numeric and at least 0', async () => {
      const zero = await call('POST', '/api/admin/products', valid({ qty: 0, price: -1, weight: -1 }));
      expectFieldErrors(zero, {
        qty: ['Must be at least 1'],
        price: ['Must be at least 0'],
        weight: ['Must be at least 0'],
      });
      const text = await call(
        'POST',
        '/api/admin/products',
        valid({ qty: 'ten', price: '12.5', weight: 'x' }),
      );
      expect(text.json().errors).toEqual({
        qty: ['Must be a number'],
        price: ['Must be a number'],
        weight: ['Must be a number'],
      });
      const ok = await call('POST', '/api/admin/products', valid({ qty: 1, price: 0, weight: 0 }));
      expect(ok.statusCode).toBe(201);
      expect(ok.json().data).toMatchObject({ qty: 1, price: 0, weight: 0 });
    });

    it('a sold-out product (status out of stock) is saved with 0 in stock; no other status is (ADR 0035)', async () => {
      const soldOut = await call('POST', '/api/admin/products', valid({ status: 'out_of_stock', qty: 0 }));
      expect(soldOut.statusCode).toBe(201);
      expect(soldOut.json().data).toMatchObject({ status: 'out_of_stock', qty: 0 });
      const id = soldOut.json().data.id;
      const listed = await call('GET', '/api/admin/products?stock=out_of_stock');
      expect(listed.json().data.items.map((p: { id: number }) => p.id)).toContain(id);
      const reopened = await call('PUT', `/api/admin/products/${id}`, valid({ status: 'available', qty: 0 }));
      expectFieldErrors(reopened, { qty: ['Must be at least 1'] });
    });

    it('a discount product needs a discount price, at most the price; others keep none', async () => {
      const missing = await call('POST', '/api/admin/products', valid({ type: 'discount' }));
      expect(missing.json().errors).toEqual({ discountPrice: ['A discount product needs a discount price'] });
      const over = await call(
        'POST',
        '/api/admin/products',
        valid({ type: 'discount', price: 1000, discountPrice: 1001 }),
      );
      expect(over.json().errors).toEqual({
        discountPrice: ['The discount price cannot be more than the price'],
      });
      const equal = await call(
        'POST',
        '/api/admin/products',
        valid({ type: 'discount', price: 1000, discountPrice: 1000 }),
      );
      expect(equal.statusCode).toBe(201);
      const regular = await call(
        'POST',
        '/api/admin/products',
        valid({ type: 'regular', discountPrice: 500 }),
      );
      expect(regular.json().data.discountPrice).toBeNull();
    });

    it('max per product at least 1', async () => {
      const res = await call('POST', '/api/admin/products', valid({ maxPerProduct: 0 }));
      expect(res.json().errors).toEqual({ maxPerProduct: ['Must be at least 1'] });
    });

    it('title unique per language (English case-insensitively), SKU unique case-insensitively', async () => {
      const base = valid();
      expect((await call('POST', '/api/admin/products', base)).statusCode).toBe(201);
      const same = await call(
        'POST',
        '/api/admin/products',
        {
          ...valid(),
          title: { en: base.title.en.toUpperCase(), ar: base.title.ar },
          sku: base.sku.toLowerCase(),
        },
        { lang: 'ar' },
      );
      expect(same.statusCode).toBe(422);
      expect(same.json()).toMatchObject({
        code: 'validation',
        errors: {
          'title.en': ['هذا العنوان مستخدم من قبل'],
          'title.ar': ['هذا العنوان مستخدم من قبل'],
          sku: ['رمز المنتج هذا مستخدم من قبل'],
        },
      });
      const onlyEn = await call(
        'POST',
        '/api/admin/products',
        valid({ title: { en: base.title.en, ar: 'عنوان آخر' } }),
      );
      expect(onlyEn.json().errors).toEqual({ 'title.en': ['This title has already been taken'] });
    });

    it('two admins saving the same SKU at once: one wins, the other gets the field error', async () => {
      const body = valid({ sku: 'RACE-1' });
      const [a, b] = await Promise.all([
        call('POST', '/api/admin/products', body),
        call('POST', '/api/admin/products', { ...valid(), sku: 'race-1' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
      const loser = a.statusCode === 422 ? a : b;
      expect(loser.json().errors).toEqual({ sku: ['This SKU has already been taken'] });
    });

    it('slugs are unique: a clash gets a number; a given slug must be free and well formed', async () => {
      const a = await call(
        'POST',
        '/api/admin/products',
        valid({ title: { en: 'Crew Neck Tee', ar: 'تيشيرت 1' } }),
      );
      const b = await call(
        'POST',
        '/api/admin/products',
        valid({ title: { en: 'Crew-Neck Tee!', ar: 'تيشيرت 2' } }),
      );
      expect(a.json().data.slug).toBe('crew-neck-tee');
      expect(b.json().data.slug).toBe('crew-neck-tee-2');
      const taken = await call('POST', '/api/admin/products', valid({ slug: 'crew-neck-tee' }));
      expect(taken.json().errors).toEqual({ slug: ['This slug has already been taken'] });
      const bad = await call('POST', '/api/admin/products', valid({ slug: 'Not A Slug' }));
      expect(bad.json().errors).toEqual({ slug: ['Use lower-case letters, digits and dashes only'] });
    });

    it('a tag and an option group once per product; references must exist; menus must list products', async () => {
      const dup = await call(
        'POST',
        '/api/admin/products',
        valid({ tagIds: [refs.tag1.id, refs.tag1.id], optionGroupIds: [refs.group.id, refs.group.id] }),
      );
      expect(dup.json().errors).toEqual({
        tagIds: ['Each item can be added only once'],
        optionGroupIds: ['Each item can be added only once'],
      });
      const missing = await call(
        'POST',
        '/api/admin/products',
        valid({
          brandId: 999999,
          categoryId: 999999,
          measureUnitId: 999999,
          taxGroupId: 999999,
          tagIds: [999999],
        }),
      );
      expect(missing.json().errors).toEqual({
        brandId: ['This item does not exist'],
        categoryId: ['This item does not exist'],
        measureUnitId: ['This item does not exist'],
        taxGroupId: ['This item does not exist'],
        tagIds: ['This item does not exist'],
      });
      const brandMenu = await call('POST', '/api/admin/products', valid({ menuIds: [refs.brandMenu.id] }));
      expect(brandMenu.json().errors).toEqual({ menuIds: ['This menu type cannot list these items'] });
    });
  });

  describe('GET /:id, PUT, DELETE', () => {
    it('reads one product; 404 for an unknown one', async () => {
      const created = (await call('POST', '/api/admin/products', valid())).json().data;
      const res = await call('GET', `/api/admin/products/${created.id}`);
      expect(res.json().data).toEqual(created);
      expect((await call('GET', '/api/admin/products/999999')).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/products/999999', valid())).statusCode).toBe(404);
    });

    it('edits the whole form, replaces tags, option groups and menus, keeps the slug', async () => {
      const body = valid({
        tagIds: [refs.tag1.id],
        optionGroupIds: [refs.group.id],
        menuIds: [refs.menu.id],
      });
      const created = (await call('POST', '/api/admin/products', body)).json().data;
      const edit = {
        title: { en: 'Renamed Polo', ar: 'بولو معاد تسميته' },
        price: 999,
        qty: 3,
        tagIds: [refs.tag3.id],
        optionGroupIds: [],
        menuIds: [],
        brandId: refs.brand.id,
      };
      const res = await call('PUT', `/api/admin/products/${created.id}`, { ...body, ...edit });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Saved successfully');
      // The slug stays what the first title made it.
      expect(res.json().data).toMatchObject({ ...edit, slug: created.slug });
      const db = t.database.db;
      expect(await db.select().from(productTags).where(eq(productTags.productId, created.id))).toHaveLength(
        1,
      );
      expect(
        await db.select().from(productOptionGroups).where(eq(productOptionGroups.productId, created.id)),
      ).toEqual([]);
      // Saving again with its own title and SKU is not a clash with itself.
      const again = await call('PUT', `/api/admin/products/${created.id}`, {
        ...body,
        title: res.json().data.title,
      });
      expect(again.statusCode).toBe(200);
    });

    it('PUT applies the same rules: uniqueness against others, qty required without variants', async () => {
      const a = (await call('POST', '/api/admin/products', valid())).json().data;
      const bBody = valid();
      const b = (await call('POST', '/api/admin/products', bBody)).json().data;
      const clash = await call('PUT', `/api/admin/products/${b.id}`, { ...bBody, sku: a.sku.toLowerCase() });
      expect(clash.json().errors).toEqual({ sku: ['This SKU has already been taken'] });
      const { qty: _qty, ...withoutQty } = bBody;
      const noQty = await call('PUT', `/api/admin/products/${b.id}`, withoutQty);
      expectFieldErrors(noQty, { qty: ['This field is required'] });
    });

    it('deletes a product; one in an order is refused with 409 and a clear message', async () => {
      const free = (await call('POST', '/api/admin/products', valid({ menuIds: [refs.menu.id] }))).json()
        .data;
      const del = await call('DELETE', `/api/admin/products/${free.id}`);
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ data: null, message: 'Deleted successfully' });
      expect((await call('GET', `/api/admin/products/${free.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/products/${free.id}`)).statusCode).toBe(404);

      const ordered = (await call('POST', '/api/admin/products', valid())).json().data;
      await insertOrderWith(t.database.db, ordered.id);
      const refused = await call('DELETE', `/api/admin/products/${ordered.id}`, undefined, { lang: 'ar' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'productInOrders',
        message: 'هذا المنتج موجود في طلبات سابقة ولا يمكن حذفه؛ اجعل حالته غير متوفر بدلاً من ذلك',
      });
      const [still] = await t.database.db.select().from(products).where(eq(products.id, ordered.id));
      expect(still).toBeDefined();
    });
  });

  describe('GET list', () => {
    let ids: Record<string, number>;
    let brandB: number;
    let categoryB: number;
    let mainB: number;
    beforeAll(async () => {
      brandB = (await insertBrand(t.database.db, 'Southwind')).id;
      const hoodies = await insertCategory(t.database.db, 'Hoodies');
      categoryB = hoodies.id;
      mainB = hoodies.mainCategoryId;
      const make = async (body: Record<string, unknown>) =>
        (
          await call('POST', '/api/admin/products', { qty: 5, price: 100, status: 'available', ...body })
        ).json().data.id as number;
      ids = {
        zebra: await make({
          title: { en: 'Zebra Hoodie', ar: 'هودي الحمار الوحشي' },
          sku: 'LSTZEB01',
          barcode: '7290011223344',
          brandId: brandB,
          categoryId: categoryB,
          price: 5000,
        }),
        apple: await make({
          title: { en: 'Apple Hoodie', ar: 'هودي التفاحة' },
          sku: 'LSTAPP01',
          brandId: brandB,
          categoryId: categoryB,
          price: 10,
          tagIds: [refs.tag3.id],
          type: 'bundle',
        }),
        mango: await make({
          title: { en: 'Mango Hoodie', ar: 'هودي المانجو' },
          sku: 'LSTMAN01',
          brandId: brandB,
          status: 'unavailable',
          price: 300,
        }),
      };
      await t.database.db
        .update(products)
        .set({ qty: 0 })
        .where(eq(products.id, ids.mango ?? 0));
    });
    const idsOf = (res: { json(): { data: { items: { id: number }[] } } }) =>
      res.json().data.items.map((i) => i.id);

    it('searches titles in either language and SKUs (prefix), filters and sorts', async () => {
      const byBrand = await call('GET', `/api/admin/products?brand_id=${brandB}&sort=title`);
      expect(byBrand.statusCode).toBe(200);
      expect(idsOf(byBrand)).toEqual([ids.apple, ids.mango, ids.zebra]);
      expect(byBrand.json().data.items[0]).toMatchObject({
        title: { en: 'Apple Hoodie' },
        sku: 'LSTAPP01',
        brand: { id: brandB, name: { en: 'Southwind' } },
        category: { id: categoryB, name: { en: 'Hoodies' } },
        type: 'bundle',
        image: null,
      });
      expect(idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&sort=-price`))).toEqual([
        ids.zebra,
        ids.mango,
        ids.apple,
      ]);
      expect(idsOf(await call('GET', '/api/admin/products?search=zebra'))).toEqual([ids.zebra]);
      expect(idsOf(await call('GET', `/api/admin/products?search=${encodeURIComponent('المانجو')}`))).toEqual(
        [ids.mango],
      );
      expect(idsOf(await call('GET', '/api/admin/products?search=lstap'))).toEqual([ids.apple]);
      expect(idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&status=unavailable`))).toEqual([
        ids.mango,
      ]);
      expect(idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&stock=out_of_stock`))).toEqual([
        ids.mango,
      ]);
      expect(
        idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&stock=in_stock&sort=title`)),
      ).toEqual([ids.apple, ids.zebra]);
      expect(idsOf(await call('GET', `/api/admin/products?category_id=${categoryB}&sort=-title`))).toEqual([
        ids.zebra,
        ids.apple,
      ]);
      expect(
        idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&tag_id=${refs.tag3.id}`)),
      ).toEqual([ids.apple]);
      expect(idsOf(await call('GET', `/api/admin/products?brand_id=${brandB}&type=bundle`))).toEqual([
        ids.apple,
      ]);
      const bad = await call('GET', '/api/admin/products?status=sold&sort=colour');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
    });

    it('finds a product by its barcode (prefix too) and filters by main category', async () => {
      expect(idsOf(await call('GET', '/api/admin/products?search=7290011223344'))).toEqual([ids.zebra]);
      expect(idsOf(await call('GET', '/api/admin/products?search=729001'))).toEqual([ids.zebra]);
      expect(idsOf(await call('GET', `/api/admin/products?main_category_id=${mainB}&sort=title`))).toEqual([
        ids.apple,
        ids.zebra,
      ]);
      expect(idsOf(await call('GET', `/api/admin/products?main_category_id=${mainB + 1000}`))).toEqual([]);
      expect((await call('GET', '/api/admin/products?main_category_id=x')).statusCode).toBe(422);
    });

    it('paginates with perPage capped by admin_limit', async () => {
      const page = await call('GET', '/api/admin/products?perPage=2&page=2');
      expect(page.json().data.meta).toMatchObject({ page: 2, perPage: 2 });
      expect(page.json().data.items).toHaveLength(2);
      const db = t.database.db;
      const [settings] = await db.select().from(siteSettings);
      await db.update(siteSettings).set({
        theme: { ...(settings?.theme ?? {}), admin_limit: 3 } as typeof siteSettings.$inferInsert.theme,
      });
      const capped = await call('GET', '/api/admin/products?perPage=50');
      expect(capped.json().data.meta.perPage).toBe(3);
      expect(capped.json().data.items).toHaveLength(3);
      expect(capped.json().data.meta.total).toBeGreaterThan(3);
    });
  });
});
