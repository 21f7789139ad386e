import enErrors from '../locales/en/errors.json' with { type: 'json' };

/*
 * The cart core of SPEC 3 "Cart", SPEC 4 "Cart actions" and SPEC 8 "Cart library errors"
 * (docs/decisions/0050-cart-core.md): pure functions over an immutable state. Every action returns
 * the next state and never changes the one it was given; an action that changes nothing returns
 * the state it was given, so a React store can skip the render. Money is integer minor units.
 */

/** What the cart computes for a line; the caller never sets these. */
export interface CartLine {
  /** The line's key (`cartLineId`): one line per product, variant and chosen options. */
  id: string;
  /** One unit, minor units. */
  price: number;
  quantity: number;
  /** price × quantity. */
  itemTotal: number;
}

/** A line of the cart: the computed fields and whatever else the caller keeps on it (title, picture…). */
export type CartItem<T extends object = Record<string, unknown>> = T & CartLine;

/** An item as given to `addItem`/`setItems`: price may be left out only for a line already in the cart. */
export type CartItemInput<T extends object = Record<string, unknown>> = T & {
  id: string;
  price?: number;
  quantity?: number;
};

export interface CartState<T extends object = Record<string, unknown>> {
  readonly items: readonly CartItem<T>[];
  readonly isEmpty: boolean;
  /** Sum of the quantities. */
  readonly totalItems: number;
  /** Number of lines. */
  readonly totalUniqueItems: number;
  /** Sum of the lines' totals, minor units. */
  readonly cartTotal: number;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Fields to change on a line: any of the caller's, the price, the quantity (never the id or total). */
export type LinePatch<T extends object = Record<string, unknown>> = Partial<
  T & { price: number; quantity: number }
>;

/** The cart library's errors: the message is SPEC 8's English text, `code` its key for translation. */
export type CartErrorCode = 'noSuchItem' | 'itemIdRequired' | 'itemPriceRequired';

// Read key by key so a bundler keeps only these three texts of the catalogue.
const cartErrorTexts: Record<CartErrorCode, string> = {
  noSuchItem: enErrors.noSuchItem,
  itemIdRequired: enErrors.itemIdRequired,
  itemPriceRequired: enErrors.itemPriceRequired,
};

export class CartError extends Error {
  constructor(readonly code: CartErrorCode) {
    super(cartErrorTexts[code]);
    this.name = 'CartError';
  }
}

/** The empty state: a new cart, and what emptying resets to. */
export function emptyCart<T extends object = Record<string, unknown>>(): CartState<T> {
  return { items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, cartTotal: 0, metadata: {} };
}

/**
 * A programmer's mistake, not a buyer's: amounts are whole minor units and quantities whole
 * numbers, so totals stay exact (SPEC's texts do not cover it, hence a plain RangeError).
 */
function assertWhole(value: number, what: 'price' | 'quantity'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `A cart ${what} must be a whole number of ${what === 'price' ? 'minor units' : 'units'}`,
    );
  }
}

function assertId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id === '') throw new CartError('itemIdRequired');
}

/** One line with its total recomputed; `itemTotal` given by a caller is never kept. */
function line<T extends object>(item: T & { id: string; price: number; quantity: number }): CartItem<T> {
  assertWhole(item.price, 'price');
  assertWhole(item.quantity, 'quantity');
  const itemTotal = item.price * item.quantity;
  assertWhole(itemTotal, 'price');
  return { ...item, itemTotal };
}

/** The state of these lines, totals recomputed (SPEC 4: after every change). */
function withItems<T extends object>(state: CartState<T>, items: CartItem<T>[]): CartState<T> {
  let totalItems = 0;
  let cartTotal = 0;
  for (const item of items) {
    totalItems += item.quantity;
    cartTotal += item.itemTotal;
  }
  assertWhole(cartTotal, 'price');
  return {
    items,
    isEmpty: items.length === 0,
    totalItems,
    totalUniqueItems: items.length,
    cartTotal,
    metadata: state.metadata,
  };
}

/**
 * Replaces the lines (keeping the metadata), as adding them one by one to an empty cart would:
 * each needs an id and, the first time its id comes, a price; the quantity defaults to 1, a line
 * of quantity 0 or less is left out, lines of one id make one line of their summed quantities.
 */
export function setItems<T extends object>(
  state: CartState<T>,
  items: readonly CartItemInput<T>[],
): CartState<T> {
  let next = withItems(state, []);
  for (const item of items) next = addItem(next, item, item.quantity ?? 1);
  return next;
}

/**
 * Adds `quantity` of an item. An item already in the cart gets that much more (its other fields
 * updated from `item`); a quantity of 0 or less does nothing. A new item must have a price.
 */
export function addItem<T extends object>(
  state: CartState<T>,
  item: CartItemInput<T>,
  quantity = 1,
): CartState<T> {
  assertId(item.id);
  if (quantity <= 0) return state;
  const current = state.items.find((i) => i.id === item.id);
  if (!current) {
    if (item.price === undefined) throw new CartError('itemPriceRequired');
    return withItems(state, [...state.items, line({ ...item, price: item.price, quantity })]);
  }
  // A price left out (or undefined) keeps the line's own.
  const { price, ...rest } = item;
  const patch = { ...rest, quantity: current.quantity + quantity } as LinePatch<T>;
  return replace(state, current, price === undefined ? patch : { ...patch, price });
}

/** The line `id` with `patch` merged into it; the line itself, then the cart, recomputed. */
function replace<T extends object>(
  state: CartState<T>,
  current: CartItem<T>,
  patch: LinePatch<T>,
): CartState<T> {
  const updated = line({ ...current, ...patch, id: current.id });
  return withItems(
    state,
    state.items.map((i) => (i === current ? updated : i)),
  );
}

function existing<T extends object>(state: CartState<T>, id: string): CartItem<T> {
  const current = state.items.find((i) => i.id === id);
  if (!current) throw new CartError('noSuchItem');
  return current;
}

/**
 * Merges `patch` into the line `id` (not its id). Setting its quantity to 0 or less removes it,
 * as `updateItemQuantity` does; a line not in the cart raises 'No such item to update'.
 */
export function updateItem<T extends object>(
  state: CartState<T>,
  id: string,
  patch: LinePatch<T>,
): CartState<T> {
  const current = existing(state, id);
  if (patch.quantity !== undefined && patch.quantity <= 0) return removeItem(state, id);
  return replace(state, current, patch);
}

/** Sets the quantity of the line `id`; 0 or less removes it (whether or not it is in the cart). */
export function updateItemQuantity<T extends object>(
  state: CartState<T>,
  id: string,
  quantity: number,
): CartState<T> {
  if (quantity <= 0) return removeItem(state, id);
  const current = existing(state, id);
  return replace(state, current, { quantity } as LinePatch<T>);
}

/** Removes the line `id`; removing a line that is not there changes nothing. */
export function removeItem<T extends object>(state: CartState<T>, id: string): CartState<T> {
  if (!state.items.some((i) => i.id === id)) return state;
  return withItems(
    state,
    state.items.filter((i) => i.id !== id),
  );
}

export function clearMetadata<T extends object>(state: CartState<T>): CartState<T> {
  return { ...state, metadata: {} };
}

/** Replaces the metadata. */
export function setMetadata<T extends object>(
  state: CartState<T>,
  metadata: Readonly<Record<string, unknown>>,
): CartState<T> {
  return { ...state, metadata: { ...metadata } };
}

/** Merges into the metadata (shallow: a key given replaces the key kept). */
export function updateMetadata<T extends object>(
  state: CartState<T>,
  metadata: Readonly<Record<string, unknown>>,
): CartState<T> {
  return { ...state, metadata: { ...state.metadata, ...metadata } };
}

/**
 * The id of a cart line: one line per product, variant and set of chosen option choices (the
 * server's `cart_items.line_key`), whatever order the choices were picked in.
 * `p12`, `p12-v34`, `p12-v34-c5.7`, `p12-c9`.
 */
export function cartLineId(line: {
  productId: number;
  variantId?: number | null | undefined;
  choiceIds?: readonly number[] | undefined;
}): string {
  const parts = [`p${line.productId}`];
  if (line.variantId !== null && line.variantId !== undefined) parts.push(`v${line.variantId}`);
  const choices = [...new Set(line.choiceIds ?? [])].sort((a, b) => a - b);
  if (choices.length > 0) parts.push(`c${choices.join('.')}`);
  return parts.join('-');
}
