import type {
  CartRecord,
  CheckoutChoicesInput,
  CheckoutQuote,
  PlacedOrder,
  ShopNoticeKey,
} from '@shop/shared';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { api } from '../../lib/api-client.ts';
import { type Buyer, buyerRequest } from '../../lib/buyer.ts';
import { cartKeys } from '../cart/api.ts';
import { checkoutAttemptKey } from './idempotency.ts';

/*
 * The checkout's calls (docs/api/ordering.md "Cart", "Orders") for the buyer of lib/buyer.ts:
 * the signed-in customer or the customer a salesperson picked. Every amount comes from the
 * server's quote; the client sends ids, a code, a note and the attempt's key.
 */

/** A buyer the cart's calls can be made for (a salesperson with a customer picked). */
export type ReadyBuyer =
  | Extract<Buyer, { kind: 'customer' }>
  | (Extract<Buyer, { kind: 'salesperson' }> & { prefix: string });

export function isReady(buyer: Buyer): buyer is ReadyBuyer {
  return buyer.kind === 'customer' || (buyer.kind === 'salesperson' && buyer.prefix !== null);
}

/**
 * The cart's queries start with `cart` (the cart's own `cartKeys.all`): the quote lives under it,
 * so whatever changes the cart refreshes the quote, and placing an order refreshes both.
 */
/** Every cart query of the cart feature (its list, its quote): refreshed after each checkout change. */
export const CART_QUERIES = cartKeys.all;
export const quoteKey = (buyer: ReadyBuyer) => [...CART_QUERIES, 'quote', buyer.prefix] as const;

export const quoteQuery = (buyer: ReadyBuyer) =>
  queryOptions({
    queryKey: quoteKey(buyer),
    queryFn: async ({ signal }) =>
      (await api.get<CheckoutQuote>(`${buyer.prefix}/cart/quote`, buyerRequest(buyer, { signal }))).data,
  });

/** The server's notice, else ours for the same event. */
export const noticeOf = (message: string | undefined, key: ShopNoticeKey): string =>
  message || (i18n.t(`notices:${key}`) as string);

export const putChoices = (buyer: ReadyBuyer, input: CheckoutChoicesInput) =>
  api.put<CartRecord>(`${buyer.prefix}/cart/checkout`, input, buyerRequest(buyer));

export const applyCoupon = (buyer: ReadyBuyer, code: string) =>
  api.post<CartRecord>(`${buyer.prefix}/cart/coupon`, { code }, buyerRequest(buyer));

export const removeCoupon = (buyer: ReadyBuyer) =>
  api.delete<CartRecord>(`${buyer.prefix}/cart/coupon`, buyerRequest(buyer));

/** POST {buyer}/orders with the attempt's key: the same key again answers the same order. */
export const placeOrder = (buyer: ReadyBuyer) =>
  api.post<PlacedOrder>(
    `${buyer.prefix}/orders`,
    { idempotencyKey: checkoutAttemptKey(buyer.prefix) },
    buyerRequest(buyer),
  );
