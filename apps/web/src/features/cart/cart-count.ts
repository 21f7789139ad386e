import { useQuery } from '@tanstack/react-query';
import { useBuyer } from '../../lib/buyer.ts';
import { cartOwnerOf, cartQuery } from './api.ts';

/**
 * How many items the buyer's cart holds, for the header's badge: the server's cart, shared with
 * the cart page and the product page through the query cache (0 for a visitor, or a salesperson
 * who has not picked a customer). Light on purpose: the header loads with every page, so this
 * reads no stored cart (which would bring zod, ADR 0037).
 */
export function useCartCount(): number {
  const owner = cartOwnerOf(useBuyer());
  const { data } = useQuery(cartQuery(owner));
  return data?.totalItems ?? 0;
}
