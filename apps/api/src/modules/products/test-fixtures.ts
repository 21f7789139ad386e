import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  measureUnits,
  menus,
  optionChoices,
  optionGroups,
  orderItems,
  orders,
  tags,
  taxGroups,
  variantAttributes,
  variantAttributeValues,
} from '../../db/schema/index.ts';
import { createCustomerRow } from '../../test/role-matrix-fixtures.ts';

// Catalogue rows the products tests refer to (written straight to the database).

let n = 0;
const next = () => {
  n += 1;
  return n;
};

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('fixture not created');
  return row;
}

export async function insertBrand(db: Db, en = `Brand ${next()}`) {
  return first(
    await db
      .insert(brands)
      .values({
        name: { en, ar: `ماركة ${en}` },
        slug: en.toLowerCase().replace(/\W+/g, '-'),
        image: '/x.png',
      })
      .returning(),
  );
}

export async function insertCategory(db: Db, en = `Category ${next()}`) {
  const main = first(
    await db
      .insert(mainCategories)
      .values({ name: { en: `Main ${en}`, ar: `رئيسي ${en}` }, slug: `main-${next()}`, image: '/x.png' })
      .returning(),
  );
  return first(
    await db
      .insert(categories)
      .values({
        mainCategoryId: main.id,
        name: { en, ar: `فئة ${en}` },
        slug: en.toLowerCase().replace(/\W+/g, '-'),
        image: '/x.png',
      })
      .returning(),
  );
}

export async function insertMeasureUnit(db: Db) {
  const i = next();
  return first(
    await db
      .insert(measureUnits)
      .values({ name: { en: `Box ${i}`, ar: `صندوق ${i}` }, code: `BX${i}`, piecesPerUnit: 12 })
      .returning(),
  );
}

export async function insertTaxGroup(db: Db) {
  const i = next();
  return first(
    await db
      .insert(taxGroups)
      .values({ name: { en: `VAT ${i}`, ar: `ضريبة ${i}` }, rate: 20 })
      .returning(),
  );
}

export async function insertTag(db: Db, type: 'regular' | 'discount' | 'bundle' = 'regular') {
  const i = next();
  return first(
    await db
      .insert(tags)
      .values({ name: { en: `Tag ${i}`, ar: `وسم ${i}` }, slug: `tag-${i}`, type })
      .returning(),
  );
}

export async function insertOptionGroup(db: Db, choices = 2) {
  const i = next();
  const group = first(
    await db
      .insert(optionGroups)
      .values({ name: { en: `Printing ${i}`, ar: `طباعة ${i}` }, minSelect: 0, maxSelect: 1 })
      .returning(),
  );
  for (let c = 0; c < choices; c += 1)
    await db.insert(optionChoices).values({
      optionGroupId: group.id,
      name: { en: `Choice ${i}.${c}`, ar: `خيار ${i}.${c}` },
      priceDelta: 100 * c,
      position: c,
    });
  return group;
}

export async function insertMenu(db: Db, itemType: 'products' | 'brands' | 'categories' = 'products') {
  const i = next();
  return first(
    await db
      .insert(menus)
      .values({
        name: { en: `Menu ${i}`, ar: `قائمة ${i}` },
        slug: `menu-${i}`,
        placement: 'home',
        itemType,
      })
      .returning(),
  );
}

/** Size (S, M, L) and Colour (navy, red) with their values. */
export async function insertVariantAttributes(db: Db) {
  const i = next();
  const size = first(
    await db
      .insert(variantAttributes)
      .values({ code: `size${i}`, name: { en: `Size ${i}`, ar: `المقاس ${i}` }, kind: 'size' })
      .returning(),
  );
  const colour = first(
    await db
      .insert(variantAttributes)
      .values({ code: `colour${i}`, name: { en: `Colour ${i}`, ar: `اللون ${i}` }, kind: 'colour' })
      .returning(),
  );
  for (const [position, code] of ['S', 'M', 'L'].entries())
    await db
      .insert(variantAttributeValues)
      .values({ attributeId: size.id, code, name: { en: code, ar: code }, position });
  for (const [position, code] of ['navy', 'red'].entries())
    await db
      .insert(variantAttributeValues)
      .values({ attributeId: colour.id, code, name: { en: code, ar: code }, hex: '#000080', position });
  return { size, colour };
}

/** An order with one line of the product (and variant), as checkout would leave it. */
export async function insertOrderWith(db: Db, productId: number, variantId: number | null = null) {
  const customer = await createCustomerRow(db);
  const i = next();
  const order = first(
    await db
      .insert(orders)
      .values({
        orderNumber: `T-${Date.now()}-${i}`,
        userId: customer.id,
        customerName: 'Test Customer',
        email: customer.email,
        phone: '07000000000',
        paymentMethodCode: 'cash',
        deliveryAddress: { country: 'GB', city: 'Leeds', address1: '1 Mill St' },
        currency: 'GBP',
        uniqueItems: 1,
        totalQty: 1,
        subTotal: 1000,
        vatTotal: 200,
        optionsTotal: 0,
        discountTotal: 0,
        shippingCost: 0,
        grandTotal: 1200,
      })
      .returning(),
  );
  await db.insert(orderItems).values({
    orderId: order.id,
    productId,
    variantId,
    title: { en: 'Snapshot', ar: 'لقطة' },
    sku: 'SNAP',
    qty: 1,
    taxRate: 20,
    unitPrice: 1000,
    optionsPrice: 0,
    lineSubtotal: 1000,
    lineDiscount: 0,
    lineVat: 200,
    lineTotal: 1200,
  });
  return order;
}

/**
 * A body `POST /api/admin/products` accepts: the title in both languages, the SKU, and an
 * available stock of one at 100 unless `extra` says otherwise (or adds tags, option groups…).
 */
export const productBody = (en: string, ar: string, sku: string, extra: Record<string, unknown> = {}) => ({
  title: { en, ar },
  sku,
  status: 'available',
  qty: 1,
  price: 100,
  ...extra,
});
