import {
  cartAddInput,
  cartLineParams,
  cartMetadataInput,
  cartQuantityInput,
  cartRecord,
  checkoutChoicesInput,
  checkoutQuote,
  couponCodeInput,
  placedOrder,
  placeOrderInput,
  quickOrderInput,
  quickOrderResult,
  reorderResult,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { checkToken } from '../modules/auth/tokens.ts';
import { type BuyerRef, loadBuyer } from '../modules/orders/buyer.ts';
import {
  addToCart,
  checkoutNotice,
  emptyCart,
  type OrderingContext,
  quickOrder,
  readCart,
  removeLine,
  setCartCoupon,
  setCartMetadata,
  setCheckoutChoices,
  setLineQuantity,
} from '../modules/orders/cart.service.ts';
import {
  applyCoupon,
  type CreatePaymentAttempt,
  placeOrder,
  quoteCart,
  readQuote,
} from '../modules/orders/checkout.service.ts';
import type { OrderOwner } from '../modules/orders/orders.service.ts';
import { reorder } from '../modules/orders/orders.service.ts';
import { paymentsContextOf } from '../modules/payments/gateway.ts';
import { createPaymentAttempt, startPaymentAttempt } from '../modules/payments/payments.service.ts';
import { admit, bearerTokenOf, contextOf, type Principal, principalOf } from '../plugins/auth.ts';
import { routeSchemas, withNotice } from '../plugins/route-schema.ts';

/*
 * The cart, checkout and order placement of one buyer (docs/api/ordering.md "Who buys"), the
 * same routes under the customer's area and under a salesperson's customer. The area decides
 * who the buyer is (`buyerOf`); the services check the rest.
 */

export interface BuyerRoutesOptions {
  db: Db;
  config: AppConfig;
  /** The customer the path names for the signed-in salesperson; null: the customer signed in buys. */
  customerIdOf: (request: FastifyRequest) => number | null;
}

/** Who buys: the signed-in customer, or the signed-in salesperson for the customer its path names. */
function buyerRefOf(principal: Principal, customerId: number | null): BuyerRef {
  if (principal.kind === 'user' && customerId === null) return { kind: 'user', id: principal.id };
  if (principal.kind === 'salesperson' && customerId !== null) {
    return { kind: 'salesperson', id: principal.id, customerId };
  }
  throw new AppError(401, 'unauthenticated');
}

export function orderingContext(db: Db, request: FastifyRequest, config: AppConfig): OrderingContext {
  return {
    ...contextOf(db, request),
    currency: config.deployment.currency.name,
    cardTestMode: request.server.payments.active.name === 'test',
  };
}

export const buyerRoutes: FastifyPluginAsyncZod<BuyerRoutesOptions> = async (app, opts) => {
  const { db, config } = opts;
  // The card payment's two steps around the order's transaction (modules/payments, ADR 0052).
  const createAttempt: CreatePaymentAttempt = (tx, input) =>
    createPaymentAttempt(tx, { ...input, provider: app.payments.active.name });
  const route = routeSchemas('cart and checkout');
  const buyerOf = (request: FastifyRequest) => buyerRefOf(principalOf(request), opts.customerIdOf(request));
  const ownerOf = (request: FastifyRequest): OrderOwner => {
    const ref = buyerOf(request);
    return ref.kind === 'user'
      ? { customerId: ref.id }
      : { salespersonId: ref.id, customerId: ref.customerId };
  };
  const act = async (request: FastifyRequest) => {
    const ctx = orderingContext(db, request, config);
    return { ctx, buyer: await loadBuyer(db, buyerOf(request)) };
  };

  app.get('/cart', route.ok('The cart, priced now', cartRecord), async (request) => {
    const { ctx, buyer } = await act(request);
    return { data: await readCart(ctx, buyer) };
  });

  app.post(
    '/cart/items',
    route.created("Adds a line after SPEC 5's checks", cartRecord, { body: cartAddInput }),
    async (request, reply) => {
      const { ctx, buyer } = await act(request);
      const data = await addToCart(ctx, buyer, request.body);
      return reply.status(201).send(withNotice(request, 'cartItemAdded', data));
    },
  );

  app.put(
    '/cart/items/:lineId',
    route.ok('Sets a line’s quantity (0 or less removes it)', cartRecord, {
      params: cartLineParams,
      body: cartQuantityInput,
    }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      const data = await setLineQuantity(ctx, buyer, request.params.lineId, request.body.quantity);
      return withNotice(request, request.body.quantity > 0 ? 'cartUpdated' : 'cartItemRemoved', data);
    },
  );

  app.delete(
    '/cart/items/:lineId',
    route.ok('Removes a line', cartRecord, { params: cartLineParams }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return withNotice(request, 'cartItemRemoved', await removeLine(ctx, buyer, request.params.lineId));
    },
  );

  app.delete(
    '/cart',
    route.ok('Empties the cart (lines, metadata, coupon, choices)', cartRecord),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return withNotice(request, 'cartEmptied', await emptyCart(ctx, buyer));
    },
  );

  app.put(
    '/cart/metadata',
    route.ok('Replaces the cart’s metadata', cartRecord, { body: cartMetadataInput }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return { data: await setCartMetadata(ctx, buyer, request.body.metadata) };
    },
  );

  app.post(
    '/cart/coupon',
    route.ok('Applies a coupon (409 already applied, 422 not applicable)', cartRecord, {
      body: couponCodeInput,
    }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return withNotice(request, 'couponApplied', await applyCoupon(ctx, buyer, request.body.code));
    },
  );

  app.delete('/cart/coupon', route.ok('Removes the coupon', cartRecord), async (request) => {
    const { ctx, buyer } = await act(request);
    return withNotice(request, 'couponRemoved', await setCartCoupon(ctx, buyer, null));
  });

  app.put(
    '/cart/checkout',
    route.ok('Applies a checkout choice: address, delivery method, payment method, note', cartRecord, {
      body: checkoutChoicesInput,
    }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      const data = await setCheckoutChoices(ctx, buyer, request.body);
      return withNotice(request, checkoutNotice(request.body), data);
    },
  );

  app.get(
    '/cart/quote',
    // Checked in the quote's one statement, with its buyer and cart (ADR 0053 "Fifth pass").
    { ...route.ok('The order the cart would make now', checkoutQuote), config: { tokenInStatement: true } },
    async (request) => {
      const token = bearerTokenOf(request);
      const now = new Date();
      const found = await readQuote(db, token, opts.customerIdOf(request), now);
      if (!found) throw new AppError(401, 'unauthenticated');
      admit(request, token.kind, checkToken(found.token, now.getTime()));
      return { data: await quoteCart(orderingContext(db, request, config), buyerOf(request), found) };
    },
  );

  app.post(
    '/cart/quick-order',
    route.ok('Resolves SKU and quantity lines; with add, puts the valid ones in the cart', quickOrderResult, {
      body: quickOrderInput,
    }),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return { data: await quickOrder(ctx, buyer, request.body) };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        ...route.created('Places the order (the same idempotency key answers the same order)', placedOrder, {
          body: placeOrderInput,
        }).schema,
        response: {
          200: route.ok('', placedOrder).schema.response[200],
          201: route.created('', placedOrder).schema.response[201],
        },
      },
    },
    async (request, reply) => {
      // The placement reads its buyer in the statement that locks the cart.
      const ctx = orderingContext(db, request, config);
      const result = await placeOrder(ctx, buyerOf(request), request.body.idempotencyKey, createAttempt);
      const placed =
        result.cardPaymentId === null
          ? result.placed
          : {
              ...result.placed,
              payment: await startPaymentAttempt(paymentsContextOf(db, request), result.cardPaymentId, {
                lang: request.lang,
              }),
            };
      return reply.status(result.replay ? 200 : 201).send(withNotice(request, 'orderPlaced', placed));
    },
  );

  app.post(
    '/orders/:id/reorder',
    route.byId("Puts a past order's available lines back in the cart", reorderResult),
    async (request) => {
      const { ctx, buyer } = await act(request);
      return { data: await reorder(ctx, buyer, ownerOf(request), request.params.id) };
    },
  );
};
