import type { Localized } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  measureUnits,
  menuItems,
  menus,
  optionChoices,
  optionGroups,
  productImages,
  productOptionGroups,
  products,
  productTags,
  productVariants,
  salespeople,
  slides,
  tags,
  variantAttributes,
  variantAttributeValues,
} from '../../db/schema/index.ts';
import { fixturePasswordHash } from '../../test/password-hashes.ts';

/**
 * A small bilingual catalogue for the storefront tests: two brands, two main categories, three
 * categories, tags (one bundle), option groups, size × colour variants, one hidden product, menus
 * in every placement and slides. Returns the ids and slugs the tests refer to.
 */
export async function seedTestCatalogue(db: Db, options: { extraProducts?: number } = {}) {
  const [unit] = await db
    .insert(measureUnits)
    .values({ name: { en: 'Piece', ar: 'قطعة' }, code: 'PCS' })
    .returning();
  const [northgate, mayfair] = await db
    .insert(brands)
    .values([
      {
        name: { en: 'Northgate Apparel', ar: 'نورثغيت للملابس' },
        slug: 'northgate',
        image: '/b/n.png',
        position: 0,
      },
      { name: { en: 'Mayfair Loom', ar: 'مايفير لوم' }, slug: 'mayfair', image: '/b/m.png', position: 1 },
      {
        name: { en: 'Hidden Brand', ar: 'علامة مخفية' },
        slug: 'hidden-brand',
        image: '/b/h.png',
        status: 'inactive',
      },
    ])
    .returning();
  const [men, women] = await db
    .insert(mainCategories)
    .values([
      { name: { en: 'Men', ar: 'رجالي' }, slug: 'men', image: '/m/men.png', position: 0 },
      { name: { en: 'Women', ar: 'نسائي' }, slug: 'women', image: '/m/women.png', position: 1 },
    ])
    .returning();
  if (!unit || !northgate || !mayfair || !men || !women) throw new Error('catalogue fixture');
  const [tees, shirts, knit] = await db
    .insert(categories)
    .values([
      {
        mainCategoryId: men.id,
        name: { en: 'T-Shirts & Polos', ar: 'تيشيرتات وبولو' },
        slug: 'mens-tees',
        image: '/c/t.png',
        position: 0,
      },
      {
        mainCategoryId: men.id,
        name: { en: 'Shirts', ar: 'قمصان' },
        slug: 'mens-shirts',
        image: '/c/s.png',
        position: 1,
      },
      {
        mainCategoryId: women.id,
        name: { en: 'Knitwear', ar: 'ملابس صوفية' },
        slug: 'womens-knit',
        image: '/c/k.png',
        position: 0,
      },
    ])
    .returning();
  if (!tees || !shirts || !knit) throw new Error('catalogue fixture');
  const [organic, bundleTag] = await db
    .insert(tags)
    .values([
      { name: { en: 'Organic cotton', ar: 'قطن عضوي' }, slug: 'organic', type: 'regular' },
      { name: { en: 'Bundle deal', ar: 'عرض الباقة' }, slug: 'bundle-deal', type: 'bundle' },
    ])
    .returning();
  if (!organic || !bundleTag) throw new Error('catalogue fixture');

  const [printing] = await db
    .insert(optionGroups)
    .values({ name: { en: 'Logo printing', ar: 'طباعة الشعار' }, minSelect: 1, maxSelect: 2, required: true })
    .returning();
  if (!printing) throw new Error('catalogue fixture');
  await db.insert(optionChoices).values([
    {
      optionGroupId: printing.id,
      name: { en: 'Front print', ar: 'طباعة أمامية' },
      priceDelta: 150,
      position: 0,
    },
    {
      optionGroupId: printing.id,
      name: { en: 'Back print', ar: 'طباعة خلفية' },
      priceDelta: 200,
      position: 1,
    },
  ]);
  const [sizeAttr, colourAttr] = await db
    .insert(variantAttributes)
    .values([
      { code: 'size', name: { en: 'Size', ar: 'المقاس' }, kind: 'size', position: 0 },
      { code: 'colour', name: { en: 'Colour', ar: 'اللون' }, kind: 'colour', position: 1 },
    ])
    .returning();
  if (!sizeAttr || !colourAttr) throw new Error('catalogue fixture');
  await db.insert(variantAttributeValues).values([
    { attributeId: sizeAttr.id, code: 'M', name: { en: 'M', ar: 'وسط' }, position: 0 },
    { attributeId: sizeAttr.id, code: 'L', name: { en: 'L', ar: 'كبير' }, position: 1 },
    {
      attributeId: colourAttr.id,
      code: 'navy',
      name: { en: 'Navy', ar: 'كحلي' },
      hex: '#1f2a44',
      position: 0,
    },
  ]);

  const day = 24 * 60 * 60 * 1000;
  const base = Date.now() - 100 * day;
  const product = (
    n: number,
    values: Partial<typeof products.$inferInsert> & { title: Localized; sku: string; price: number },
  ): typeof products.$inferInsert => ({
    slug: values.title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: 'available',
    qty: 100,
    measureUnitId: unit.id,
    brandId: northgate.id,
    categoryId: tees.id,
    description: { en: `About ${values.title.en}`, ar: `عن ${values.title.ar}` },
    createdAt: new Date(base + n * day),
    ...values,
  });
  const rows = await db
    .insert(products)
    .values([
      product(1, {
        title: { en: 'Piqué Polo Shirt', ar: 'قميص بولو بنسيج بيكيه' },
        sku: 'NG-PL-PIQ',
        barcode: '5038291000013',
        price: 899,
        hasVariants: true,
        qty: 30,
        posterImage: '/p/polo.png',
        seoTitle: { en: 'Polo | Wholesale', ar: 'بولو بالجملة' },
      }),
      product(2, {
        title: { en: 'Oxford Shirt', ar: 'قميص أكسفورد رجالي' },
        sku: 'NG-SH-OXF',
        price: 1499,
        discountPrice: 1199,
        type: 'discount',
        categoryId: shirts.id,
      }),
      product(3, {
        title: { en: 'Cable Knit Cardigan', ar: 'سترة صوفية بضفائر' },
        sku: 'MY-KN-CBL',
        price: 2450,
        brandId: mayfair.id,
        categoryId: knit.id,
      }),
      product(4, {
        title: { en: 'Crew Neck T-Shirt, Pack of 5', ar: 'تيشيرت برقبة دائرية - عبوة 5 قطع' },
        sku: 'NG-TS-CRW',
        price: 1250,
        type: 'bundle',
      }),
      product(5, {
        title: { en: 'Linen Shirt', ar: 'قميص كتان' },
        sku: 'NG-SH-LIN',
        price: 1799,
        qty: 0,
        status: 'out_of_stock',
        categoryId: shirts.id,
      }),
      product(6, {
        title: { en: 'Discontinued Vest', ar: 'صدرية متوقفة' },
        sku: 'NG-VS-OLD',
        price: 500,
        status: 'unavailable',
      }),
      ...Array.from({ length: options.extraProducts ?? 0 }, (_, i) =>
        product(10 + i, {
          title: { en: `Basic Tee ${i + 1}`, ar: `تيشيرت أساسي ${i + 1}` },
          sku: `NG-BT-${String(i + 1).padStart(3, '0')}`,
          price: 300 + i * 10,
        }),
      ),
    ])
    .returning({ id: products.id, sku: products.sku, slug: products.slug });
  const id = (sku: string) => {
    const row = rows.find((r) => r.sku === sku);
    if (!row) throw new Error(sku);
    return row.id;
  };
  const polo = id('NG-PL-PIQ');
  await db.insert(productImages).values([
    {
      productId: polo,
      url: '/p/polo-1.png',
      thumbUrl: '/p/polo-1-thumb.png',
      alt: { en: 'Polo front', ar: 'بولو من الأمام' },
      position: 0,
    },
    { productId: polo, url: '/p/polo-2.png', thumbUrl: '/p/polo-2-thumb.png', position: 1 },
  ]);
  await db.insert(productVariants).values([
    {
      productId: polo,
      code: 'NG-PL-PIQ-NV-M',
      qty: 20,
      price: 899,
      options: { colour: 'navy', size: 'M' },
      optionKey: 'colour=navy;size=M',
      position: 0,
    },
    {
      productId: polo,
      code: 'NG-PL-PIQ-NV-L',
      qty: 10,
      price: 949,
      options: { colour: 'navy', size: 'L' },
      optionKey: 'colour=navy;size=L',
      position: 1,
    },
    {
      productId: polo,
      code: 'NG-PL-PIQ-NV-X',
      qty: 0,
      price: 999,
      status: 'unavailable',
      options: { colour: 'navy', size: 'XL' },
      optionKey: 'colour=navy;size=XL',
      position: 2,
    },
  ]);
  await db.insert(productOptionGroups).values({ productId: polo, optionGroupId: printing.id });
  await db.insert(productTags).values([
    { productId: polo, tagId: organic.id },
    { productId: id('NG-TS-CRW'), tagId: bundleTag.id },
  ]);

  const [homeMenu, navMenu] = await db
    .insert(menus)
    .values([
      {
        name: { en: 'Best sellers', ar: 'الأكثر مبيعاً' },
        slug: 'best-sellers',
        type: 'gallery',
        kind: 'grid',
        placement: 'home',
        itemType: 'products',
        position: 0,
      },
      {
        name: { en: 'Brands', ar: 'العلامات' },
        slug: 'nav-brands',
        placement: 'nav',
        itemType: 'brands',
        position: 0,
      },
      {
        name: { en: 'Shop by category', ar: 'تسوق حسب الفئة' },
        slug: 'footer-categories',
        placement: 'footer',
        itemType: 'categories',
        position: 0,
      },
      {
        name: { en: 'Mobile only', ar: 'للجوال فقط' },
        slug: 'mobile-only',
        placement: 'home',
        itemType: 'products',
        deviceType: 'mobile',
        position: 1,
      },
      {
        name: { en: 'Draft menu', ar: 'قائمة مسودة' },
        slug: 'draft-menu',
        placement: 'home',
        itemType: 'products',
        status: 'inactive',
        position: 2,
      },
    ])
    .returning();
  if (!homeMenu || !navMenu) throw new Error('catalogue fixture');
  const footer = (await db.select().from(menus)).find((m) => m.slug === 'footer-categories');
  const mobile = (await db.select().from(menus)).find((m) => m.slug === 'mobile-only');
  if (!footer || !mobile) throw new Error('catalogue fixture');
  await db.insert(menuItems).values([
    { menuId: homeMenu.id, itemType: 'products', productId: polo, position: 0 },
    { menuId: homeMenu.id, itemType: 'products', productId: id('NG-SH-OXF'), position: 1 },
    // Hidden product: left out of the menu.
    { menuId: homeMenu.id, itemType: 'products', productId: id('NG-VS-OLD'), position: 2 },
    { menuId: homeMenu.id, itemType: 'products', productId: id('MY-KN-CBL'), position: 3 },
    { menuId: navMenu.id, itemType: 'brands', brandId: northgate.id, position: 0 },
    { menuId: navMenu.id, itemType: 'brands', brandId: mayfair.id, position: 1 },
    { menuId: footer.id, itemType: 'categories', categoryId: tees.id, position: 0 },
    { menuId: mobile.id, itemType: 'products', productId: id('NG-TS-CRW'), position: 0 },
  ]);
  await db.insert(slides).values([
    { title: { en: 'New season', ar: 'الموسم الجديد' }, image: '/s/1.png', url: '/products', position: 0 },
    { title: { en: 'Old slide', ar: 'شريحة قديمة' }, image: '/s/2.png', status: 'inactive', position: 1 },
  ]);
  return {
    brands: { northgate, mayfair },
    categories: { tees, shirts, knit },
    tags: { organic, bundleTag },
    products: rows,
    id,
  };
}

/** A salesperson row for token tests. */
export async function createTestSalesperson(db: Db, active = true) {
  const n = Math.floor(Math.random() * 1e8);
  const [row] = await db
    .insert(salespeople)
    .values({
      firstName: 'Sam',
      lastName: 'Seller',
      phone: `07${String(n).padStart(9, '0')}`,
      email: `seller${n}@example.test`,
      passwordHash: await fixturePasswordHash('Seller-pass-1'),
      code: `SP${n}`,
      active,
    })
    .returning();
  if (!row) throw new Error('salesperson');
  return row;
}
