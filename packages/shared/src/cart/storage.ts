import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { type CartItemInput, type CartState, emptyCart, setItems, setMetadata } from './cart.ts';

/*
 * The cart kept in the browser (SPEC 3: "persisted locally under a key that may include a cart
 * id; the default key is generic"). Its own module: the cart core stays free of zod, and a page
 * that only shows the cart need not load it before it reads storage.
 */

// The key is zod-free, so naming it never loads zod (lib/buyer.ts on every storefront page).
export { CART_STORAGE_KEY, cartStorageKey } from './storage-key.ts';

/** Bumped when the stored shape changes; an older cart is then dropped, never misread. */
const STORED_CART_VERSION = 1;

const storedItem = z.looseObject({
  id: z.string().min(1),
  price: z.number().int().min(0).max(PG_INT_MAX),
  quantity: z.number().int().min(1).max(PG_INT_MAX),
});

/** A stored cart whose lines are `line`: one line per id, as the cart keeps them. */
const storedCart = <L extends z.ZodType<{ id: string }>>(line: L) =>
  z.object({
    version: z.literal(STORED_CART_VERSION),
    items: z.array(line).refine((items) => new Set(items.map((i) => i.id)).size === items.length),
    metadata: z.record(z.string(), z.unknown()),
  });

const plainStoredCart = storedCart(storedItem);

/** What is written: the lines and the metadata; totals are recomputed on reading, never trusted. */
export function serializeCart<T extends object>(state: CartState<T>): string {
  return JSON.stringify({
    version: STORED_CART_VERSION,
    items: state.items.map(({ itemTotal: _computed, ...item }) => item),
    metadata: state.metadata,
  });
}

/**
 * The cart stored as `raw`, or the empty cart when there is none or it is not a cart (another
 * version, hand-edited, cut short). `item` validates the caller's own fields of a line; a line
 * that fails it makes the whole stored cart garbage too.
 */
export function deserializeCart<T extends object = Record<string, unknown>>(
  raw: string | null | undefined,
  item?: z.ZodType<T>,
): CartState<T> {
  if (!raw) return emptyCart<T>();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyCart<T>();
  }
  const schema = item ? storedCart(storedItem.and(item)) : plainStoredCart;
  const parsed = schema.safeParse(json);
  if (!parsed.success) return emptyCart<T>();
  try {
    const cart = setItems(emptyCart<T>(), parsed.data.items as CartItemInput<T>[]);
    return setMetadata(cart, parsed.data.metadata);
  } catch {
    // Valid lines whose totals would not stay exact: garbage all the same.
    return emptyCart<T>();
  }
}
