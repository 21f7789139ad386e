import type { CartLineRecord, CartRecord, QuickOrderResult } from '@shop/shared';

/** A line as the server prices it: a linen shirt at £25.00. */
export const cartLineFixture = (overrides: Partial<CartLineRecord> = {}): CartLineRecord => {
  const line: CartLineRecord = {
    id: 'p1',
    productId: 1,
    variantId: null,
    choiceIds: [],
    slug: 'linen-shirt',
    title: 'Linen shirt',
    sku: 'LS-01',
    variantCode: null,
    variantLabel: null,
    options: [],
    image: null,
    quantity: 2,
    price: 2500,
    stock: 40,
    maxPerProduct: 10,
    problem: null,
    ...overrides,
  };
  return line.price === undefined ? line : { ...line, itemTotal: line.price * line.quantity };
};

/** The server's cart of these lines, its totals computed as the server does. */
export const cartRecordFixture = (
  items: CartLineRecord[] = [cartLineFixture()],
  overrides: Partial<CartRecord> = {},
): CartRecord => {
  const priced = items.every((i) => i.price !== undefined);
  const record: CartRecord = {
    items,
    isEmpty: items.length === 0,
    totalItems: items.reduce((n, i) => n + i.quantity, 0),
    totalUniqueItems: items.length,
    metadata: {},
    couponCode: null,
    checkout: { addressId: null, rateId: null, paymentMethodId: null, note: null },
    currency: 'GBP',
    customer: { id: 7, name: 'Sara Haddad', companyName: 'Haddad Textiles' },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
  return priced && !('cartTotal' in overrides)
    ? { ...record, cartTotal: items.reduce((n, i) => n + (i.itemTotal ?? 0), 0) }
    : record;
};

/** The same lines without a price anywhere (a buyer who may not see prices, ADR 0011). */
export const hideCartPrices = (record: CartRecord): CartRecord => {
  const { cartTotal: _total, ...rest } = record;
  return { ...rest, items: record.items.map(({ price: _p, itemTotal: _t, ...line }) => line) };
};

export const quickOrderFixture = (overrides: Partial<QuickOrderResult> = {}): QuickOrderResult => ({
  lines: [
    {
      sku: 'LS-01',
      quantity: 4,
      productId: 1,
      variantId: null,
      title: 'Linen shirt',
      price: 2500,
      ok: true,
      problem: null,
    },
    {
      sku: 'NOPE',
      quantity: 1,
      productId: null,
      variantId: null,
      title: null,
      ok: false,
      problem: { code: 'skuNotFound', params: { sku: 'NOPE' } },
    },
  ],
  added: 0,
  cart: null,
  ...overrides,
});
