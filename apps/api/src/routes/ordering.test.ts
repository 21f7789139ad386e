import { type CartRecord, type CheckoutQuote, orderTotals, type PlacedOrder } from '@shop/shared';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartItems,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
  productVariants,
  salespeople,
  users,
} from '../db/schema/index.ts';
import { issueToken, revokeAllFor } from '../modules/auth/tokens.ts';
import { createTestSalesperson } from '../modules/catalogue/test-fixtures.ts';
import { insertBuyer, insertOrderingShop, insertProduct } from '../modules/orders/checkout-fixtures.ts';
import { useTestApp } from '../test/app.ts';
import {
  expectBearerNeeded,
  expectSessionExpiredInArabic,
  expectUnauthenticated,
  expiredToken,
} from '../test/auth-checks.ts';

type Shop = Awaited<ReturnType<typeof insertOrderingShop>>;

describe('cart, checkout and orders (docs/api/ordering.md)', () => {
  const t = useTestApp();
  let shop: Shop;
  let keys = 0;
  const newKey = () => {
    keys += 1;
    return `test-key-${process.pid}-${Date.now()}-${keys}`;
  };

  beforeAll(async () => {
    shop = await insertOrderingShop(t.database.db);
  });

  const call = (
    token: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang?: 'ar' | 'en',
  ) =>
    t.api({
      method,
      url: `/api/user${url}`,
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
      lang,
    });

  const add = (token: string, payload: Record<string, unknown>, lang?: 'ar' | 'en') =>
    call(token, 'POST', '/cart/items', payload, lang);

  /** A buyer whose cart holds `lines`, with the address, delivery and payment chosen. */
  async function readyBuyer(
    lines: Record<string, unknown>[],
    method: 'cash' | 'bank_transfer' | 'card' = 'cash',
  ) {
    const buyer = await insertBuyer(t.database.db);
    for (const line of lines) expect((await add(buyer.token, line)).statusCode).toBe(201);
    const quote = (await call(buyer.token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
    const rateId = quote.deliveryOptions[0]?.rateId;
    expect((await call(buyer.token, 'PUT', '/cart/checkout', { rateId })).statusCode).toBe(200);
    const methodId = {
      cash: shop.methods.cash.id,
      bank_transfer: shop.methods.transfer.id,
      card: shop.methods.card.id,
    }[method];
    expect((await call(buyer.token, 'PUT', '/cart/checkout', { paymentMethodId: methodId })).statusCode).toBe(
      200,
    );
    return buyer;
  }

  describe('who may use a cart', () => {
    it('refuses a visitor with 401 and a salesperson token on the customer area', async () => {
      expect((await call(undefined, 'GET', '/cart')).statusCode).toBe(401);
      const sp = await createTestSalesperson(t.database.db);
      const { token } = await issueToken(t.database.db, {
        kind: 'salesperson',
        subjectId: sp.id,
        ttlHours: 1,
      });
      expect((await call(token, 'GET', '/cart')).statusCode).toBe(401);
    });

    it('checks the quote’s token in the quote’s own statement, with every refusal of the gate', async () => {
      const db = t.database.db;
      const buyer = await insertBuyer(db);
      await expectBearerNeeded(t, 'GET', '/api/user/cart/quote');
      expectSessionExpiredInArabic(
        await t.api({
          method: 'GET',
          url: '/api/user/cart/quote',
          token: await expiredToken(t, 'user', buyer.user.id),
          lang: 'ar',
        }),
      );
      const revoked = await issueToken(db, { kind: 'user', subjectId: buyer.user.id, ttlHours: 1 });
      await revokeAllFor(db, 'user', buyer.user.id);
      const afterRevoke = await call(revoked.token, 'GET', '/cart/quote');
      expect(afterRevoke.statusCode).toBe(401);
      expect(afterRevoke.json().code).toBe('sessionExpired');
      // A salesperson's token names a salesperson, never the customer with the same id.
      const sp = await createTestSalesperson(db);
      const spToken = await issueToken(db, { kind: 'salesperson', subjectId: sp.id, ttlHours: 1 });
      expectUnauthenticated(await call(spToken.token, 'GET', '/cart/quote'));
      const live = await issueToken(db, { kind: 'user', subjectId: buyer.user.id, ttlHours: 1 });
      const customers = `/api/salesperson/customers/${buyer.user.id}/cart/quote`;
      expectUnauthenticated(await t.api({ method: 'GET', url: customers, token: live.token }));

      // The salesperson's gate also reads the salesperson, so its quote is checked before it runs.
      await db.update(users).set({ salespersonId: sp.id }).where(eq(users.id, buyer.user.id));
      expect((await t.api({ method: 'GET', url: customers, token: spToken.token })).statusCode).toBe(200);
      await db.update(salespeople).set({ active: false }).where(eq(salespeople.id, sp.id));
      const inactive = await t.api({ method: 'GET', url: customers, token: spToken.token });
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().code).toBe('salespersonInactive');

      // The token, the buyer and the cart are one statement: no token or buyer read before it.
      const query = vi.spyOn(pg.Pool.prototype, 'query');
      let names: unknown[];
      try {
        expect((await call(live.token, 'GET', '/cart/quote')).statusCode).toBe(200);
        names = query.mock.calls.map(([config]) => (config as { name?: string }).name);
      } finally {
        query.mockRestore();
      }
      expect(names).toContain('checkout_quote');
      expect(names).not.toContain('auth_token_by_hash');
      expect(names).not.toContain('buyer_read');
    });

    it.each([
      ['unconfirmed', {}, 'Your Account is not Confirmed...'],
      ['awaiting_approval', {}, 'Your Account has not been Approved by our Site Administrator...'],
      ['approved', { restricted: true }, 'Your account is restricted'],
    ] as const)('refuses to add for a %s account with SPEC 8’s message', async (state, extra, message) => {
      const buyer = await insertBuyer(t.database.db, { state, ...extra });
      const res = await add(buyer.token, { productId: shop.products.shirt.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(message);
    });

    it('asks for an address, then a complete one', async () => {
      const none = await insertBuyer(t.database.db, { withAddress: false });
      const res = await add(none.token, { productId: shop.products.shirt.id, quantity: 1 });
      expect(res.json()).toMatchObject({
        code: 'addressMissing',
        message: 'Please Add An Address To Your Account',
      });
      const ar = await add(none.token, { productId: shop.products.shirt.id, quantity: 1 }, 'ar');
      expect(ar.json().message).not.toBe(res.json().message);
    });
  });

  describe('adding and changing lines', () => {
    it('adds a line priced by the server, and refuses the same line twice', async () => {
      const { token } = await insertBuyer(t.database.db);
      const res = await add(token, { productId: shop.products.socks.id, quantity: '٣', price: 1 });
      expect(res.statusCode).toBe(201);
      const cart = res.json().data as CartRecord;
      expect(cart.items).toHaveLength(1);
      // The discount price, whatever the client sent.
      expect(cart.items[0]).toMatchObject({
        quantity: 3,
        price: 200,
        itemTotal: 600,
        id: `p${shop.products.socks.id}`,
      });
      expect(cart).toMatchObject({ totalItems: 3, totalUniqueItems: 1, cartTotal: 600, isEmpty: false });
      const again = await add(token, { productId: shop.products.socks.id, quantity: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This item has already been added');
    });

    it('refuses more than the stock and more than the cap, with the numbers', async () => {
      const { token } = await insertBuyer(t.database.db);
      const over = await add(token, { productId: shop.products.shirt.id, quantity: 11 });
      expect(over.json().message).toMatch(
        /There is not enough product Product \d+\. The max Quantity of This Product is 10/,
      );
      const capped = await add(token, { productId: shop.products.socks.id, quantity: 51 });
      expect(capped.json().message).toBe('Maximum Available Quantity is 50');
      const bad = await add(token, { productId: shop.products.socks.id, quantity: 'lots' });
      expect(bad.statusCode).toBe(422);
    });

    it('needs the variant and the required option, then prices them together', async () => {
      const { token } = await insertBuyer(t.database.db);
      const jacket = shop.products.jacket.id;
      const noVariant = await add(token, { productId: jacket, quantity: 1 });
      expect(noVariant.json().message).toBe('Incorrect Selections');
      const noOption = await add(token, {
        productId: jacket,
        variantId: shop.variants.navyM.id,
        quantity: 1,
      });
      expect(noOption.json().code).toBe('incorrectSelections');
      const foreign = await add(token, {
        productId: jacket,
        variantId: shop.variants.navyM.id,
        selection: { [shop.printing.group.id]: [999_999] },
        quantity: 1,
      });
      expect(foreign.json().code).toBe('incorrectSelections');
      const soldOut = await add(token, {
        productId: jacket,
        variantId: shop.variants.navyL.id,
        selection: { [shop.printing.group.id]: [shop.printing.back.id] },
        quantity: 1,
      });
      expect(soldOut.json().code).toBe('notEnoughProduct');
      const ok = await add(token, {
        productId: jacket,
        variantId: shop.variants.navyM.id,
        selection: { [shop.printing.group.id]: [shop.printing.back.id] },
        quantity: 2,
      });
      expect(ok.statusCode).toBe(201);
      const line = (ok.json().data as CartRecord).items[0];
      expect(line).toMatchObject({ price: 5500, itemTotal: 11_000, variantCode: shop.variants.navyM.code });
      expect(line?.options[0]).toMatchObject({ group: 'Logo print', choice: 'Back', priceDelta: 300 });
    });

    it('changes a quantity, removes at 0, and says when the line is not there', async () => {
      const { token } = await insertBuyer(t.database.db);
      await add(token, { productId: shop.products.socks.id, quantity: 1 });
      const line = `p${shop.products.socks.id}`;
      const more = await call(token, 'PUT', `/cart/items/${line}`, { quantity: 5 });
      expect((more.json().data as CartRecord).items[0]?.quantity).toBe(5);
      const tooMany = await call(token, 'PUT', `/cart/items/${line}`, { quantity: 600 });
      expect(tooMany.statusCode).toBe(409);
      const gone = await call(token, 'PUT', `/cart/items/${line}`, { quantity: 0 });
      expect((gone.json().data as CartRecord).isEmpty).toBe(true);
      const missing = await call(token, 'PUT', `/cart/items/${line}`, { quantity: 2 });
      expect(missing.json()).toMatchObject({ code: 'noSuchItem', message: 'No such item to update' });
      expect((await call(token, 'DELETE', `/cart/items/${line}`)).statusCode).toBe(404);
      expect((await call(token, 'PUT', '/cart/items/not-a-line', { quantity: 2 })).statusCode).toBe(422);
    });

    it('keeps metadata and empties to the empty state', async () => {
      const { token } = await insertBuyer(t.database.db);
      await add(token, { productId: shop.products.socks.id, quantity: 1 });
      const meta = await call(token, 'PUT', '/cart/metadata', { metadata: { po: 'PO-1234' } });
      expect((meta.json().data as CartRecord).metadata).toEqual({ po: 'PO-1234' });
      const empty = (await call(token, 'DELETE', '/cart')).json().data as CartRecord;
      expect(empty).toMatchObject({
        isEmpty: true,
        totalItems: 0,
        cartTotal: 0,
        metadata: {},
        couponCode: null,
      });
    });
  });

  describe('coupons', () => {
    it('applies once, refuses twice, and refuses expired, unknown and under-minimum codes', async () => {
      const { token } = await insertBuyer(t.database.db);
      await add(token, { productId: shop.products.socks.id, quantity: 10 });
      const applied = await call(token, 'POST', '/cart/coupon', { code: ' save10 ' });
      expect(applied.json()).toMatchObject({ message: 'Coupon applied', data: { couponCode: 'SAVE10' } });
      const twice = await call(token, 'POST', '/cart/coupon', { code: 'SAVE10' });
      expect(twice.json()).toMatchObject({
        code: 'couponAlreadyApplied',
        message: 'Coupon Code Already Applied',
      });
      for (const code of ['OLD', 'NOPE', 'BIGSPEND']) {
        const res = await call(token, 'POST', '/cart/coupon', { code });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(
          "Coupon Code Isn't Applicable, Check the Minimum Amount Required And The Expiration Date.",
        );
      }
      const removed = await call(token, 'DELETE', '/cart/coupon');
      expect((removed.json().data as CartRecord).couponCode).toBeNull();
    });
  });

  describe('the quote', () => {
    it('lists what is missing, then prices the order with VAT per group, discount and delivery', async () => {
      const { token } = await insertBuyer(t.database.db);
      const empty = (await call(token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
      expect(empty.problems.map((p) => p.code)).toContain('cartEmpty');
      await add(token, { productId: shop.products.shirt.id, quantity: 3 });
      await add(token, { productId: shop.products.socks.id, quantity: 7 });
      await call(token, 'POST', '/cart/coupon', { code: 'SAVE10' });
      let quote = (await call(token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
      expect(quote.problems.map((p) => p.code)).toEqual(['deliveryMethodRequired', 'paymentMethodRequired']);
      expect(quote.deliveryOptions).toEqual([
        expect.objectContaining({
          rateId: shop.rates.standard.id,
          rate: 'Standard',
          charge: 795,
          minDays: 2,
          maxDays: 4,
        }),
      ]);
      // Bank transfer needs £50 at least; this order is less.
      const transfer = quote.paymentMethods.find((m) => m.code === 'bank_transfer');
      expect(transfer).toMatchObject({ available: false, problem: { code: 'paymentMethodBelowMin' } });
      expect(quote.paymentMethods.find((m) => m.code === 'card')?.testMode).toBe(true);
      expect(
        (await call(token, 'PUT', '/cart/checkout', { rateId: shop.rates.standard.id })).json().message,
      ).toBe('Delivery method applied');
      await call(token, 'PUT', '/cart/checkout', { paymentMethodId: shop.methods.cash.id, note: 'Gate 4' });
      quote = (await call(token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
      expect(quote.problems).toEqual([]);
      const expected = orderTotals(
        [
          { unitPrice: 1000, optionsPrice: 0, quantity: 3, taxRate: 20 },
          { unitPrice: 200, optionsPrice: 0, quantity: 7, taxRate: 5 },
        ],
        { type: 'percent', value: 10 },
        { charge: 795, taxRate: 20 },
      );
      expect(quote.totals).toEqual({
        subTotal: expected.subTotal,
        optionsTotal: expected.optionsTotal,
        discountTotal: expected.discountTotal,
        vatTotal: expected.vatTotal,
        shippingCost: expected.shippingCost,
        shippingVat: expected.shippingVat,
        grandTotal: expected.grandTotal,
      });
      expect(quote.choices).toMatchObject({
        rateId: shop.rates.standard.id,
        paymentMethodId: shop.methods.cash.id,
        note: 'Gate 4',
      });
      expect(quote.coupon).toEqual({ code: 'SAVE10', discount: expected.discountTotal });
    });

    it('refuses an address, rate or method that is not the buyer’s or not there', async () => {
      const { token } = await insertBuyer(t.database.db);
      const other = await insertBuyer(t.database.db);
      const res = await call(token, 'PUT', '/cart/checkout', { addressId: other.address?.id });
      expect(res.statusCode).toBe(422);
      expect((await call(token, 'PUT', '/cart/checkout', { rateId: 999_999 })).statusCode).toBe(422);
      expect((await call(token, 'PUT', '/cart/checkout', { paymentMethodId: 999_999 })).statusCode).toBe(422);
    });

    it('offers no delivery where no zone serves the city', async () => {
      const { token } = await insertBuyer(t.database.db, { city: 'Lerwick' });
      await add(token, { productId: shop.products.socks.id, quantity: 1 });
      const quote = (await call(token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
      expect(quote.deliveryOptions).toEqual([]);
      expect(quote.problems.map((p) => p.code)).toContain('deliveryUnavailable');
    });
  });

  describe('placing the order', () => {
    it('writes the order, its lines and history, takes the stock and empties the cart', async () => {
      const buyer = await readyBuyer([{ productId: shop.products.socks.id, quantity: 4 }]);
      const [before] = await t.database.db
        .select({ qty: products.qty })
        .from(products)
        .where(eq(products.id, shop.products.socks.id));
      const res = await call(buyer.token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Order placed successfully');
      const placed = res.json().data as PlacedOrder;
      expect(placed.order.orderNumber).toMatch(/^\d{4}-\d{6}$/);
      expect(placed.order.status).toBe('pending');
      expect(placed.payment).toBeNull();
      const [after] = await t.database.db
        .select({ qty: products.qty })
        .from(products)
        .where(eq(products.id, shop.products.socks.id));
      expect(after?.qty).toBe((before?.qty ?? 0) - 4);
      const cart = (await call(buyer.token, 'GET', '/cart')).json().data as CartRecord;
      expect(cart.isEmpty).toBe(true);
      const detail = (await call(buyer.token, 'GET', `/orders/${placed.order.id}`)).json().data;
      expect(detail).toMatchObject({
        status: 'pending',
        paymentMethodCode: 'cash',
        totalQty: 4,
        items: [expect.objectContaining({ qty: 4, unitPrice: 200, taxRate: 5 })],
        history: [expect.objectContaining({ fromStatus: null, toStatus: 'pending', actorKind: 'customer' })],
        deliveryAddress: expect.objectContaining({ city: 'Leeds' }),
        deliveryMethod: expect.objectContaining({ rate: 'Standard' }),
        canCancel: true,
      });
      const list = (await call(buyer.token, 'GET', '/orders?status=pending')).json().data;
      expect(list.items.map((o: { id: number }) => o.id)).toEqual([placed.order.id]);
      const other = await insertBuyer(t.database.db);
      expect((await call(other.token, 'GET', `/orders/${placed.order.id}`)).statusCode).toBe(404);
    });

    it('records the coupon’s use with the order, keeps the lines in the cart’s order, and a one-use coupon serves one order', async () => {
      await t.database.db.insert(coupons).values({
        code: 'ONCE5',
        type: 'fixed',
        value: 500,
        usageLimit: 1,
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 3600_000),
      });
      const lines = [
        { productId: shop.products.shirt.id, quantity: 2 },
        { productId: shop.products.socks.id, quantity: 5 },
      ];
      const first = await readyBuyer(lines);
      const second = await readyBuyer(lines);
      for (const buyer of [first, second]) {
        expect((await call(buyer.token, 'POST', '/cart/coupon', { code: 'once5' })).statusCode).toBe(200);
      }
      const quote = (await call(first.token, 'GET', '/cart/quote')).json().data as CheckoutQuote;
      const res = await call(first.token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(res.statusCode).toBe(201);
      const placed = res.json().data as PlacedOrder;
      expect(placed.order.grandTotal).toBe(quote.totals.grandTotal);
      const detail = (await call(first.token, 'GET', `/orders/${placed.order.id}`)).json().data;
      expect(detail).toMatchObject({ couponCode: 'ONCE5', discountTotal: 500 });
      expect(detail.items.map((i: { productId: number; qty: number }) => [i.productId, i.qty])).toEqual([
        [shop.products.shirt.id, 2],
        [shop.products.socks.id, 5],
      ]);
      const used = await t.database.db
        .select({
          orderId: couponRedemptions.orderId,
          userId: couponRedemptions.userId,
          amount: couponRedemptions.amount,
        })
        .from(couponRedemptions)
        .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
        .where(eq(coupons.code, 'ONCE5'));
      expect(used).toEqual([{ orderId: placed.order.id, userId: first.user.id, amount: 500 }]);
      // Its one use is gone: the second cart's order is refused, and nothing of it is written.
      const refused = await call(second.token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('couponNotApplicable');
      const [mine] = await t.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, second.user.id));
      expect(mine?.n).toBe(0);
    });

    it('sends a card order to the payment page and moves it on once the payment is authorised', async () => {
      const buyer = await readyBuyer([{ productId: shop.products.socks.id, quantity: 2 }], 'card');
      await call(buyer.token, 'PUT', '/cart/checkout', { note: 'Deliver to gate 4\nCall on arrival' });
      const res = await call(buyer.token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(res.statusCode).toBe(201);
      const placed = res.json().data as PlacedOrder;
      expect(placed.order.status).toBe('payment-pending');
      const redirect = placed.payment?.redirectUrl ?? '';
      // No provider keys here: the built-in test gateway's page.
      expect(redirect).toMatch(/^\/payment\/test\/[\w-]+$/);
      const token = redirect.split('/').pop() ?? '';
      const waiting = (await call(buyer.token, 'GET', `/orders/${placed.order.id}`)).json().data;
      expect(waiting).toMatchObject({
        status: 'payment-pending',
        paymentToken: token,
        note: 'Deliver to gate 4\nCall on arrival',
      });
      const paid = await t.api({
        method: 'POST',
        url: `/api/front/payments/test/${token}`,
        payload: { action: 'pay', cardNumber: '4242 4242 4242 4242' },
      });
      expect(paid.json().data.redirectUrl).toBe(`/success/${token}`);
      const result = (await t.api({ method: 'GET', url: `/api/front/payments/${token}` })).json().data;
      expect(result).toMatchObject({ status: 'authorized', orderId: placed.order.id });
      const after = (await call(buyer.token, 'GET', `/orders/${placed.order.id}`)).json().data;
      expect(after).toMatchObject({ status: 'pending', paymentStatus: 'authorized', paymentToken: null });
      // Cancelled before the shop accepted it: the authorisation is let go.
      const cancelled = (await call(buyer.token, 'POST', `/orders/${placed.order.id}/cancel`)).json().data;
      expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    });

    it('makes one order of a key sent twice, even at once', async () => {
      const buyer = await readyBuyer([{ productId: shop.products.socks.id, quantity: 1 }]);
      const idempotencyKey = newKey();
      const [a, b] = await Promise.all([
        call(buyer.token, 'POST', '/orders', { idempotencyKey }),
        call(buyer.token, 'POST', '/orders', { idempotencyKey }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().data.order.id).toBe(b.json().data.order.id);
      const again = await call(buyer.token, 'POST', '/orders', { idempotencyKey });
      expect(again.statusCode).toBe(200);
      const [n] = await t.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, buyer.user.id));
      expect(n?.n).toBe(1);
    });

    it('refuses an empty cart and a cart without choices', async () => {
      const { token } = await insertBuyer(t.database.db);
      const empty = await call(token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(empty.json()).toMatchObject({ code: 'cartEmpty', message: 'Sorry, the cart cannot be empty' });
      await add(token, { productId: shop.products.socks.id, quantity: 1 });
      const noRate = await call(token, 'POST', '/orders', { idempotencyKey: newKey() });
      expect(noRate.json().code).toBe('deliveryMethodRequired');
      expect((await call(token, 'POST', '/orders', { idempotencyKey: 'short' })).statusCode).toBe(422);
    });

    it('sells the last 10 units to exactly 10 of 50 buyers at once, and writes no half order', async () => {
      const db = t.database.db;
      const last = await insertProduct(db, { price: 700, qty: 10, taxGroupId: null });
      const buyers = [];
      for (let i = 0; i < 50; i++) buyers.push(await readyBuyer([{ productId: last.id, quantity: 1 }]));
      const results = await Promise.all(
        buyers.map((b) => call(b.token, 'POST', '/orders', { idempotencyKey: newKey() })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(40);
      for (const r of results.filter((x) => x.statusCode === 409))
        expect(r.json().code).toBe('notEnoughProduct');
      const [stock] = await db.select({ qty: products.qty }).from(products).where(eq(products.id, last.id));
      expect(stock?.qty).toBe(0);
      const lines = await db.select().from(orderItems).where(eq(orderItems.productId, last.id));
      expect(lines).toHaveLength(10);
      const placed = await db
        .select({ id: orders.id, lines: count(orderItems.id) })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orderItems.productId, last.id))
        .groupBy(orders.id);
      expect(placed).toHaveLength(10);
      // The 40 refused keep their carts.
      const kept = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, last.id));
      expect(kept[0]?.n).toBe(40);
    });

    it('sells a variant’s last 4 units to exactly 4 of 16 buyers at once; its product’s count follows', async () => {
      const db = t.database.db;
      const variantId = shop.variants.navyL.id;
      const productId = shop.products.jacket.id;
      const stockOf = async () => ({
        variant: (
          await db
            .select({ qty: productVariants.qty })
            .from(productVariants)
            .where(eq(productVariants.id, variantId))
        )[0]?.qty,
        product: (await db.select({ qty: products.qty }).from(products).where(eq(products.id, productId)))[0]
          ?.qty,
      });
      const line = {
        productId,
        variantId,
        selection: { [shop.printing.group.id]: [shop.printing.chest.id] },
        quantity: 1,
      };
      // Enough for every cart to take the line, then only 4 when they all order at once.
      await db.update(productVariants).set({ qty: 100 }).where(eq(productVariants.id, variantId));
      const buyers = [];
      for (let i = 0; i < 16; i++) buyers.push(await readyBuyer([line]));
      await db.update(productVariants).set({ qty: 4 }).where(eq(productVariants.id, variantId));
      const before = await stockOf();
      const results = await Promise.all(
        buyers.map((b) => call(b.token, 'POST', '/orders', { idempotencyKey: newKey() })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
      const refused = results.filter((r) => r.statusCode !== 201);
      expect(refused.map((r) => r.json().code)).toEqual(Array(12).fill('notEnoughProduct'));
      expect(await stockOf()).toEqual({ variant: 0, product: Math.max((before.product ?? 0) - 4, 0) });
    });

    it('takes variant stock, cancels back into stock, and reorders what can still be had', async () => {
      const db = t.database.db;
      const line = {
        productId: shop.products.jacket.id,
        variantId: shop.variants.navyM.id,
        selection: { [shop.printing.group.id]: [shop.printing.chest.id] },
        quantity: 2,
      };
      const buyer = await readyBuyer([line]);
      const placed = (await call(buyer.token, 'POST', '/orders', { idempotencyKey: newKey() })).json()
        .data as PlacedOrder;
      const variantQty = async () =>
        (
          await db
            .select({ qty: productVariants.qty })
            .from(productVariants)
            .where(eq(productVariants.id, shop.variants.navyM.id))
        )[0]?.qty;
      const before = await variantQty();
      const reordered = await call(buyer.token, 'POST', `/orders/${placed.order.id}/reorder`);
      expect(reordered.json().data).toMatchObject({ added: 1, skipped: [] });
      expect(reordered.json().data.cart.items[0]).toMatchObject({
        quantity: 2,
        choiceIds: [shop.printing.chest.id],
      });
      const cancelled = await call(buyer.token, 'POST', `/orders/${placed.order.id}/cancel`);
      expect(cancelled.json()).toMatchObject({
        message: 'The order has been cancelled',
        data: { status: 'cancelled', canCancel: false },
      });
      expect(await variantQty()).toBe((before ?? 0) + 2);
      const twice = await call(buyer.token, 'POST', `/orders/${placed.order.id}/cancel`);
      expect(twice.json().code).toBe('orderNotCancellable');
    });
  });

  describe('quick order', () => {
    it('resolves SKUs and variant codes, refuses with reasons, and adds the valid lines', async () => {
      const { token } = await insertBuyer(t.database.db);
      const lines = [
        { sku: shop.products.socks.sku.toLowerCase(), quantity: '12' },
        { sku: shop.variants.navyM.code, quantity: 1 },
        { sku: 'NOPE-1', quantity: 1 },
        { sku: shop.products.shirt.sku, quantity: 99 },
      ];
      const check = (await call(token, 'POST', '/cart/quick-order', { lines })).json().data;
      expect(check.added).toBe(0);
      expect(
        check.lines.map((l: { ok: boolean; problem: { code: string } | null }) => l.problem?.code ?? 'ok'),
      ).toEqual(['ok', 'incorrectSelections', 'skuNotFound', 'notEnoughProduct']);
      expect(check.lines[0]).toMatchObject({ ok: true, quantity: 12, price: 200 });
      const added = (await call(token, 'POST', '/cart/quick-order', { lines, add: true })).json().data;
      expect(added.added).toBe(1);
      expect(added.cart.items).toHaveLength(1);
    });
  });

  describe('a salesperson for its customer', () => {
    it('fills its own customer’s cart and places the order for it; another’s is 404', async () => {
      const db = t.database.db;
      const sp = await createTestSalesperson(db);
      const { token } = await issueToken(db, { kind: 'salesperson', subjectId: sp.id, ttlHours: 1 });
      const mine = await insertBuyer(db);
      await db.update(users).set({ salespersonId: sp.id }).where(eq(users.id, mine.user.id));
      const stranger = await insertBuyer(db);
      const base = `/api/salesperson/customers/${mine.user.id}`;
      const sales = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        t.api({ method, url: `${base}${url}`, token, ...(payload ? { payload } : {}) });
      expect(
        (await t.api({ method: 'GET', url: `/api/salesperson/customers/${stranger.user.id}/cart`, token }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.api({ method: 'GET', url: '/api/salesperson/customers/abc/cart', token })).statusCode,
      ).toBe(404);
      expect((await t.api({ method: 'GET', url: `${base}/cart`, token: mine.token })).statusCode).toBe(401);
      // Another salesperson's customer with lines in its cart: its quote and its order are the same
      // 404 (the placement reads the buyer in the statement that locks the cart), and nothing is made.
      await add(stranger.token, { productId: shop.products.socks.id, quantity: 1 });
      const strangers = `/api/salesperson/customers/${stranger.user.id}`;
      expect((await t.api({ method: 'GET', url: `${strangers}/cart/quote`, token })).statusCode).toBe(404);
      const foreign = await t.api({
        method: 'POST',
        url: `${strangers}/orders`,
        token,
        payload: { idempotencyKey: newKey() },
      });
      expect(foreign.statusCode).toBe(404);
      const [made] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, stranger.user.id));
      expect(made?.n).toBe(0);
      expect(
        (await sales('POST', '/cart/items', { productId: shop.products.socks.id, quantity: 2 })).statusCode,
      ).toBe(201);
      const quote = (await sales('GET', '/cart/quote')).json().data as CheckoutQuote;
      expect(quote.addresses.map((a) => a.id)).toEqual([mine.address?.id]);
      await sales('PUT', '/cart/checkout', { rateId: quote.deliveryOptions[0]?.rateId });
      await sales('PUT', '/cart/checkout', { paymentMethodId: shop.methods.cash.id });
      const placed = await sales('POST', '/orders', { idempotencyKey: newKey() });
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json().data.order.id as number;
      const detail = (await t.api({ method: 'GET', url: `/api/salesperson/orders/${orderId}`, token })).json()
        .data;
      expect(detail).toMatchObject({
        customerId: mine.user.id,
        history: [expect.objectContaining({ actorKind: 'salesperson' })],
      });
      expect(detail.salespersonName).toBe('Sam Seller');
      const list = (await t.api({ method: 'GET', url: '/api/salesperson/orders', token })).json().data;
      expect(list.items.map((o: { id: number }) => o.id)).toEqual([orderId]);
      // The customer sees the order placed for it.
      expect((await call(mine.token, 'GET', `/orders/${orderId}`)).statusCode).toBe(200);
    });
  });
});
