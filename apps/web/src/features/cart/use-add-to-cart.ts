import type { ApiSuccess, CartAddInput, CartRecord } from '@shop/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useBuyer } from '../../lib/buyer.ts';
import { type CartOwner, cartApi, cartKeys, cartOwnerOf, cartQuery } from './api.ts';
import { cartRefusal } from './refusal.ts';

export interface UseAddToCart {
  /** Whose cart: null for a visitor, or a salesperson who has not picked a customer. */
  owner: CartOwner | null;
  /** The server's cart (it names the customer a salesperson orders for). */
  record: CartRecord | undefined;
  /** A line is on its way to the server. */
  busy: boolean;
  /** Posts the line; the server's cart and notice, or its refusal (SPEC 8), as useCart's addItem. */
  addItem: (input: CartAddInput) => Promise<ApiSuccess<CartRecord>>;
}

/**
 * Adding to the cart without the rest of useCart (use-cart.ts): the product page needs only this,
 * and reads no stored cart (which would bring zod to the page, ADR 0037). The answer goes into the
 * same query as useCart's, which keeps it in the browser when the cart is shown.
 */
export function useAddToCart(): UseAddToCart {
  const buyer = useBuyer();
  const owner = cartOwnerOf(buyer);
  const queryClient = useQueryClient();
  const query = useQuery(cartQuery(owner));
  const [busy, setBusy] = useState(false);
  const prefix = owner?.prefix;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the owner is named by its prefix
  const addItem = useCallback(
    async (input: CartAddInput) => {
      const refusal = cartRefusal(buyer);
      if (refusal || !owner) throw refusal ?? cartRefusal({ kind: 'visitor' });
      setBusy(true);
      try {
        const answer = await cartApi.addItem(owner, input);
        queryClient.setQueryData(cartKeys.cart(owner.prefix), answer.data);
        return answer;
      } finally {
        setBusy(false);
      }
    },
    [buyer.kind, prefix, queryClient],
  );

  return { owner, record: query.data, busy, addItem };
}
