/*
 * Where a cart is kept in the browser (SPEC 3: "persisted locally under a key that may include a
 * cart id; the default key is generic"). A module of its own, without zod: every screen that
 * knows who buys (the SPA's lib/buyer.ts) names the key, and only the cart's screens read one.
 */

/** The generic key; with a cart id, `cart-<id>`. */
export const CART_STORAGE_KEY = 'cart';

/** Where a cart is kept: the generic key, or one that names the cart (a customer, a salesperson's customer). */
export function cartStorageKey(cartId?: string | number | null): string {
  const id = cartId === null || cartId === undefined ? '' : String(cartId).trim();
  return id ? `${CART_STORAGE_KEY}-${id}` : CART_STORAGE_KEY;
}
