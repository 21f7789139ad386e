import type { AdminUserList, ApiSuccess, CartAddInput, CartRecord, QuickOrderResult } from '@shop/shared';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { type Buyer, buyerRequest } from '../../lib/buyer.ts';
import { salesKeys, withToken } from '../../lib/salesperson-session.ts';

/*
 * The cart's calls (docs/api/ordering.md "Cart"), for whoever buys (lib/buyer.ts): the signed-in
 * customer under `/api/user`, or the customer a salesperson picked under
 * `/api/salesperson/customers/{id}`. The server answers every change with the whole cart as it
 * priced it now; the SPA never sends a price.
 */

/** A buyer the server has a cart for: a customer, or a salesperson with a customer picked. */
export type CartOwner =
  | Extract<Buyer, { kind: 'customer' }>
  | { kind: 'salesperson'; customerId: number; prefix: string; cartKey: string };

/** The cart's owner, or null for a visitor and a salesperson who has not picked a customer. */
export function cartOwnerOf(buyer: Buyer): CartOwner | null {
  if (buyer.kind === 'customer') return buyer;
  if (buyer.kind === 'salesperson' && buyer.customerId !== null && buyer.prefix && buyer.cartKey) {
    return {
      kind: 'salesperson',
      customerId: buyer.customerId,
      prefix: buyer.prefix,
      cartKey: buyer.cartKey,
    };
  }
  return null;
}

/** Query keys of the cart; everything under `cartKeys.all` is every buyer's cart (checkout invalidates it). */
export const cartKeys = {
  all: ['cart'] as const,
  /** One buyer's cart: the prefix names the customer. */
  cart: (prefix: string) => [...cartKeys.all, prefix] as const,
};

const cartPath = (owner: CartOwner, rest = '') => `${owner.prefix}/cart${rest}`;
const linePath = (owner: CartOwner, lineId: string) =>
  cartPath(owner, `/items/${encodeURIComponent(lineId)}`);

/** The server's cart of `owner` (null: a buyer without one, nothing is asked). */
export const cartQuery = (owner: CartOwner | null) =>
  queryOptions({
    queryKey: cartKeys.cart(owner?.prefix ?? 'none'),
    queryFn: owner
      ? async ({ signal }) =>
          (await api.get<CartRecord>(cartPath(owner), buyerRequest(owner, { signal }))).data
      : skipToken,
    staleTime: 30_000,
  });

/** Each change answers the whole cart, with the server's notice where it has one (`cartItemAdded`). */
export const cartApi = {
  addItem: (owner: CartOwner, input: CartAddInput): Promise<ApiSuccess<CartRecord>> =>
    api.post<CartRecord>(cartPath(owner, '/items'), input, buyerRequest(owner)),
  /** 0 or less removes the line. */
  setQuantity: (owner: CartOwner, lineId: string, quantity: number): Promise<ApiSuccess<CartRecord>> =>
    api.put<CartRecord>(linePath(owner, lineId), { quantity }, buyerRequest(owner)),
  removeItem: (owner: CartOwner, lineId: string): Promise<ApiSuccess<CartRecord>> =>
    api.delete<CartRecord>(linePath(owner, lineId), buyerRequest(owner)),
  empty: (owner: CartOwner): Promise<ApiSuccess<CartRecord>> =>
    api.delete<CartRecord>(cartPath(owner), buyerRequest(owner)),
  setMetadata: (
    owner: CartOwner,
    metadata: Readonly<Record<string, unknown>>,
  ): Promise<ApiSuccess<CartRecord>> =>
    api.put<CartRecord>(cartPath(owner, '/metadata'), { metadata }, buyerRequest(owner)),
  /** Lines of SKU and quantity: `add` false only says how each resolves; true adds the valid ones. */
  quickOrder: (
    owner: CartOwner,
    lines: readonly { sku: string; quantity: string | number }[],
    add: boolean,
  ): Promise<ApiSuccess<QuickOrderResult>> =>
    api.post<QuickOrderResult>(cartPath(owner, '/quick-order'), { lines, add }, buyerRequest(owner)),
};

/** Most customers the salesperson's picker lists at once (the API's page size cap). */
export const PICKER_PAGE_SIZE = 100;

/**
 * The salesperson's own customers for the cart's picker, by name, optionally searched (name,
 * company, email, phone, code). The same list and cache as the salesperson area's "My customers".
 */
export const pickableCustomersQuery = (search: string) => {
  const query: Record<string, string | number> = { page: 1, perPage: PICKER_PAGE_SIZE, sort: 'name' };
  if (search.trim()) query.search = search.trim();
  return queryOptions({
    queryKey: salesKeys.customerList(query),
    queryFn: async ({ signal }) =>
      (await api.get<AdminUserList>('/api/salesperson/customers', withToken({ params: query, signal }))).data,
    placeholderData: keepPreviousData,
  });
};
