import {
  type ApiSuccess,
  type CartAddInput,
  CartError,
  type CartItem,
  type CartLineRecord,
  type CartRecord,
  type CartState,
  cartLineRecord,
  deserializeCart,
  emptyCart,
  type QuickOrderResult,
  serializeCart,
  setItems,
  setMetadata,
  updateItemQuantity,
  updateMetadata,
} from '@shop/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useBuyer } from '../../lib/buyer.ts';
import { isCartStorageKey, readStorage, writeStorage } from '../../lib/storage.ts';
import { type CartOwner, cartApi, cartKeys, cartOwnerOf, cartQuery } from './api.ts';
import { cartRefusal } from './refusal.ts';

/*
 * useCart(): the cart of SPEC 3 for whoever buys (lib/buyer.ts), over the shared core
 * (packages/shared cart/cart.ts, ADR 0050). The cart kept in this browser shows at once; the
 * server's cart then replaces it and is kept again. Every action asks the server and takes its
 * answer as the new cart: the server decides prices, totals and stock. A quantity change shows at
 * once and goes back if the server refuses it.
 */

/** What a line carries beside the core's id, price, quantity and total: the server's fields. */
export type CartLineFields = Omit<CartLineRecord, 'id' | 'quantity' | 'price' | 'itemTotal'> & {
  /** False when the buyer may not see prices: `price` and `itemTotal` are then 0 and never shown. */
  priced: boolean;
};
export type CartLine = CartItem<CartLineFields>;
export type CartLineState = CartState<CartLineFields>;

/** A stored line's own fields, checked when the stored cart is read back (a bad one drops the cart). */
const storedLineFields: z.ZodType<CartLineFields> = cartLineRecord
  .omit({ id: true, quantity: true, price: true, itemTotal: true })
  .extend({ priced: z.boolean() });

/** The server's cart as the core's state (its totals recomputed by the core from the same lines). */
export function cartStateOf(record: CartRecord): CartLineState {
  const priced = record.cartTotal !== undefined;
  const lines = record.items.map(({ price, itemTotal: _total, ...line }) => ({
    ...line,
    priced: priced && price !== undefined,
    price: priced ? (price ?? 0) : 0,
  }));
  return setItems(setMetadata(emptyCart<CartLineFields>(), record.metadata), lines);
}

/** The cart kept in this browser under `key`, or the empty cart. */
export function readStoredCart(key: string): CartLineState {
  return isCartStorageKey(key) ? deserializeCart(readStorage(key), storedLineFields) : emptyCart();
}

function storeCart(owner: CartOwner, state: CartLineState): void {
  if (isCartStorageKey(owner.cartKey)) writeStorage(owner.cartKey, serializeCart(state));
}

/** The core's own errors (No such item to update…), said in the site's language like the server's. */
function translated(error: unknown): unknown {
  return error instanceof CartError ? new ApiError(404, error.code, i18n.t(`errors:${error.code}`)) : error;
}

/** Takes the server's answer as the cart: the query's data, and the copy in this browser. */
function keep(queryClient: QueryClient, owner: CartOwner, record: CartRecord): CartRecord {
  queryClient.setQueryData(cartKeys.cart(owner.prefix), record);
  storeCart(owner, cartStateOf(record));
  return record;
}

export interface UseCart {
  items: readonly CartLine[];
  isEmpty: boolean;
  /** Sum of the quantities. */
  totalItems: number;
  /** Number of lines. */
  totalUniqueItems: number;
  /** Sum of the lines, minor units; undefined while the buyer may not see prices (ADR 0011). */
  cartTotal: number | undefined;
  metadata: Readonly<Record<string, unknown>>;
  /** Whose cart: null for a visitor, or a salesperson who has not picked a customer. */
  owner: CartOwner | null;
  /** What the server answered last (customer, currency, coupon, checkout choices). */
  record: CartRecord | undefined;
  pricesVisible: boolean;
  /** The server's cart has not answered yet (the stored one, if any, shows meanwhile). */
  loading: boolean;
  /** The server's cart could not be read. */
  error: Error | null;
  refetch: () => void;
  /** An action is on its way to the server. */
  busy: boolean;
  addItem: (input: CartAddInput) => Promise<ApiSuccess<CartRecord>>;
  updateQuantity: (lineId: string, quantity: number) => Promise<CartRecord>;
  removeItem: (lineId: string) => Promise<CartRecord>;
  emptyCart: () => Promise<CartRecord>;
  setMetadata: (metadata: Readonly<Record<string, unknown>>) => Promise<CartRecord>;
  mergeMetadata: (metadata: Readonly<Record<string, unknown>>) => Promise<CartRecord>;
  clearMetadata: () => Promise<CartRecord>;
  quickOrder: (
    lines: readonly { sku: string; quantity: string | number }[],
    add: boolean,
  ) => Promise<QuickOrderResult>;
}

export function useCart(): UseCart {
  const buyer = useBuyer();
  const queryClient = useQueryClient();
  const ownerKey =
    buyer.kind === 'visitor' ? 'visitor' : `${buyer.kind}:${buyer.prefix ?? ''}:${buyer.cartKey ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner changes only with its key
  const owner = useMemo(() => cartOwnerOf(buyer), [ownerKey]);
  const query = useQuery(cartQuery(owner));

  const stored = useMemo(
    () => (owner ? readStoredCart(owner.cartKey) : emptyCart<CartLineFields>()),
    [owner],
  );
  const server = useMemo(() => (query.data ? cartStateOf(query.data) : null), [query.data]);
  // A change shown before the server answers, for the owner it was made for.
  const [optimistic, setOptimistic] = useState<{ key: string; state: CartLineState } | null>(null);
  const [pending, setPending] = useState(0);

  const shown =
    (optimistic && owner && optimistic.key === owner.cartKey ? optimistic.state : null) ?? server ?? stored;
  const pricesVisible = query.data ? query.data.cartTotal !== undefined : shown.items.every((i) => i.priced);

  /** Runs one call for the owner, or refuses as SPEC 8 says when there is none. */
  const run = useCallback(
    async <T>(call: (owner: CartOwner) => Promise<T>): Promise<T> => {
      const refusal = cartRefusal(buyer);
      if (refusal) throw refusal;
      if (!owner) throw cartRefusal({ kind: 'visitor' });
      setPending((n) => n + 1);
      try {
        return await call(owner);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [buyer, owner],
  );

  const change = useCallback(
    (call: (owner: CartOwner) => Promise<ApiSuccess<CartRecord>>) =>
      run(async (o) => keep(queryClient, o, (await call(o)).data)),
    [run, queryClient],
  );

  const addItem = useCallback(
    (input: CartAddInput) =>
      run(async (o) => {
        const answer = await cartApi.addItem(o, input);
        keep(queryClient, o, answer.data);
        return answer;
      }),
    [run, queryClient],
  );

  const updateQuantity = useCallback(
    (lineId: string, quantity: number) =>
      run(async (o) => {
        let next: CartLineState;
        try {
          next = updateItemQuantity(shown, lineId, quantity);
        } catch (error) {
          throw translated(error);
        }
        setOptimistic({ key: o.cartKey, state: next });
        try {
          return keep(queryClient, o, (await cartApi.setQuantity(o, lineId, quantity)).data);
        } finally {
          // Taken over by the server's answer, or rolled back to the cart as it was.
          setOptimistic(null);
        }
      }),
    [run, queryClient, shown],
  );

  const removeItem = useCallback((lineId: string) => change((o) => cartApi.removeItem(o, lineId)), [change]);
  const empty = useCallback(() => change((o) => cartApi.empty(o)), [change]);
  const setMeta = useCallback(
    (metadata: Readonly<Record<string, unknown>>) => change((o) => cartApi.setMetadata(o, metadata)),
    [change],
  );
  const mergeMeta = useCallback(
    (metadata: Readonly<Record<string, unknown>>) =>
      change((o) => cartApi.setMetadata(o, updateMetadata(shown, metadata).metadata)),
    [change, shown],
  );
  const clearMeta = useCallback(() => change((o) => cartApi.setMetadata(o, {})), [change]);
  const quickOrder = useCallback(
    (lines: readonly { sku: string; quantity: string | number }[], add: boolean) =>
      run(async (o) => {
        const result = (await cartApi.quickOrder(o, lines, add)).data;
        if (result.cart) keep(queryClient, o, result.cart);
        return result;
      }),
    [run, queryClient],
  );

  // The server's cart, once read, is the one kept in this browser.
  useEffect(() => {
    if (owner && server) storeCart(owner, server);
  }, [owner, server]);

  return {
    items: shown.items,
    isEmpty: shown.isEmpty,
    totalItems: shown.totalItems,
    totalUniqueItems: shown.totalUniqueItems,
    cartTotal: pricesVisible ? shown.cartTotal : undefined,
    metadata: shown.metadata,
    owner,
    record: query.data,
    pricesVisible,
    loading: owner !== null && query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
    busy: pending > 0,
    addItem,
    updateQuantity,
    removeItem,
    emptyCart: empty,
    setMetadata: setMeta,
    mergeMetadata: mergeMeta,
    clearMetadata: clearMeta,
    quickOrder,
  };
}
