import type { CheckoutQuote, PlacedOrder } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  addresses,
  coupons,
  optionChoices,
  optionGroups,
  paymentMethods,
  productOptionGroups,
  products,
  productVariants,
  shippingRates,
  shippingZones,
  taxGroups,
} from '../../db/schema/index.ts';
import type { TestContext } from '../../test/app.ts';
import { insertSiteSettings } from '../../test/fixtures.ts';
import { issueToken } from '../auth/tokens.ts';
import { createCustomer } from '../users/test-fixtures.ts';

/*
 * A shop ready to take orders, for the cart, checkout and order tests: VAT groups (20 % default,
 * 5 % reduced), a simple product, a product sold in variants with an option group, one general
 * delivery zone with two bands, the offline payment methods and the card, and coupons.
 */

let counter = 0;
const first = <T>(rows: T[]): T => {
  const row = rows[0];
  if (!row) throw new Error('fixture row not inserted');
  return row;
};

export async function insertOrderingShop(db: Db, options: { maxPerProduct?: number } = {}) {
  await insertSiteSettings(db, { maxQuantityPerProduct: options.maxPerProduct ?? 50 });
  const standard = first(
    await db
      .insert(taxGroups)
      .values({ name: { en: 'Standard VAT', ar: 'الضريبة القياسية' }, rate: 20, isDefault: true })
      .returning(),
  );
  const reduced = first(
    await db
      .insert(taxGroups)
      .values({ name: { en: 'Reduced VAT', ar: 'ضريبة مخفضة' }, rate: 5 })
      .returning(),
  );
  const shirt = await insertProduct(db, { price: 1000, qty: 10, taxGroupId: null });
  const socks = await insertProduct(db, { price: 250, discountPrice: 200, qty: 500, taxGroupId: reduced.id });
  const jacket = await insertProduct(db, { price: 5000, qty: 0, hasVariants: true, taxGroupId: standard.id });
  const [navyM, navyL] = await db
    .insert(productVariants)
    .values([
      {
        productId: jacket.id,
        code: `JK-NV-M-${jacket.id}`,
        qty: 4,
        price: 5200,
        options: { size: 'M' },
        optionKey: 'size=M',
      },
      {
        productId: jacket.id,
        code: `JK-NV-L-${jacket.id}`,
        qty: 0,
        price: 5400,
        options: { size: 'L' },
        optionKey: 'size=L',
      },
    ])
    .returning();
  await db.update(products).set({ qty: 4 }).where(eqId(jacket.id));
  const printing = first(
    await db
      .insert(optionGroups)
      .values({ name: { en: 'Logo print', ar: 'طباعة الشعار' }, minSelect: 1, maxSelect: 1, required: true })
      .returning(),
  );
  const [chest, back] = await db
    .insert(optionChoices)
    .values([
      { optionGroupId: printing.id, name: { en: 'Chest', ar: 'الصدر' }, priceDelta: 150, position: 0 },
      { optionGroupId: printing.id, name: { en: 'Back', ar: 'الظهر' }, priceDelta: 300, position: 1 },
    ])
    .returning();
  await db.insert(productOptionGroups).values({ productId: jacket.id, optionGroupId: printing.id });
  const zone = first(
    await db
      .insert(shippingZones)
      .values({
        name: { en: 'Mainland UK', ar: 'بريطانيا' },
        areaMethod: 'general',
        taxRate: 20,
        excludedCities: ['Lerwick'],
      })
      .returning(),
  );
  const [standardRate, freeRate] = await db
    .insert(shippingRates)
    .values([
      {
        zoneId: zone.id,
        name: { en: 'Standard', ar: 'عادي' },
        minAmount: 0,
        maxAmount: 50_000,
        charge: 795,
        minDays: 2,
        maxDays: 4,
        position: 0,
      },
      {
        zoneId: zone.id,
        name: { en: 'Free delivery', ar: 'توصيل مجاني' },
        minAmount: 50_001,
        maxAmount: null,
        charge: 0,
        minDays: 2,
        maxDays: 4,
        position: 1,
      },
    ])
    .returning();
  const method = (
    code: 'cash' | 'bank_transfer' | 'card',
    extra: Partial<typeof paymentMethods.$inferInsert> = {},
  ) => ({
    code,
    name: { en: code, ar: code },
    displayName: { en: `Pay by ${code}`, ar: `الدفع ${code}` },
    provider: code === 'card' ? 'test' : 'offline',
    online: code === 'card',
    ...extra,
  });
  const [cash, transfer, card] = await db
    .insert(paymentMethods)
    .values([
      method('cash', { maxLimit: 100_000 }),
      method('bank_transfer', { minLimit: 5_000 }),
      method('card'),
    ])
    .returning();
  const day = 24 * 3600_000;
  await db.insert(coupons).values([
    {
      code: 'SAVE10',
      type: 'percent',
      value: 10,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + 30 * day),
    },
    {
      code: 'BIGSPEND',
      type: 'fixed',
      value: 1000,
      minCartAmount: 100_000,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + day),
    },
    {
      code: 'OLD',
      type: 'percent',
      value: 50,
      startsAt: new Date(Date.now() - 30 * day),
      endsAt: new Date(Date.now() - day),
    },
  ]);
  return {
    taxGroups: { standard, reduced },
    products: { shirt, socks, jacket },
    variants: { navyM: must(navyM), navyL: must(navyL) },
    printing: { group: printing, chest: must(chest), back: must(back) },
    zone,
    rates: { standard: must(standardRate), free: must(freeRate) },
    methods: { cash: must(cash), transfer: must(transfer), card: must(card) },
  };
}

function must<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture row not inserted');
  return row;
}

const eqId = (id: number) => eq(products.id, id);

export async function insertProduct(
  db: Db,
  values: {
    price: number;
    qty: number;
    discountPrice?: number;
    hasVariants?: boolean;
    taxGroupId: number | null;
  },
) {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`;
  return first(
    await db
      .insert(products)
      .values({
        title: { en: `Product ${n}`, ar: `منتج ${n}` },
        slug: `product-${n}`,
        sku: `SK${n}`.slice(0, 12),
        ...values,
      })
      .returning(),
  );
}

/** An approved customer with a complete address and a user token. */
export async function insertBuyer(
  db: Db,
  input: Parameters<typeof createCustomer>[1] & { city?: string; withAddress?: boolean } = {},
) {
  const { city = 'Leeds', withAddress = true, ...customer } = input;
  const user = await createCustomer(db, customer);
  const address = withAddress
    ? first(
        await db
          .insert(addresses)
          .values({
            userId: user.id,
            country: 'United Kingdom',
            city,
            address1: '1 Mill Street',
            isDefault: true,
          })
          .returning(),
      )
    : null;
  const { token } = await issueToken(db, { kind: 'user', subjectId: user.id, ttlHours: 1 });
  return { user, address, token };
}

/**
 * A customer's order of `lines`, placed through the real cart and checkout (the first delivery
 * band), paid in cash unless `method` says card; `key` is the placement's idempotency key. The
 * one way the API tests place an order (a test of the checkout itself drives its routes).
 */
export async function placeThroughCheckout(
  t: TestContext,
  shop: Awaited<ReturnType<typeof insertOrderingShop>>,
  buyer: Awaited<ReturnType<typeof insertBuyer>>,
  lines: { productId: number; quantity: number }[],
  key: string,
  method: 'cash' | 'card' = 'cash',
): Promise<PlacedOrder> {
  const user = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.api({
      method,
      url: `/api/user${url}`,
      token: buyer.token,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  for (const line of lines) await user('POST', '/cart/items', line);
  const quote = (await user('GET', '/cart/quote')).json().data as CheckoutQuote;
  await user('PUT', '/cart/checkout', { rateId: quote.deliveryOptions[0]?.rateId });
  await user('PUT', '/cart/checkout', { paymentMethodId: shop.methods[method].id });
  const placed = await user('POST', '/orders', { idempotencyKey: key });
  if (placed.statusCode !== 201) throw new Error(`POST /orders: ${placed.statusCode} ${placed.body}`);
  return placed.json().data as PlacedOrder;
}
