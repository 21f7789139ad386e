import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import {
  addItem,
  CartError,
  type CartState,
  cartLineId,
  clearMetadata,
  emptyCart,
  removeItem,
  setItems,
  setMetadata,
  updateItem,
  updateItemQuantity,
  updateMetadata,
} from './cart.ts';

type Extra = { title: string };

const polo = { id: 'p1', price: 1250, title: 'Polo' };
const cap = { id: 'p2', price: 300, title: 'Cap' };

/** A cart of 2 polos and 3 caps. */
const filled = (): CartState<Extra> => addItem(addItem(emptyCart<Extra>(), polo, 2), cap, 3);

const totals = ({ isEmpty, totalItems, totalUniqueItems, cartTotal }: CartState<Extra>) => ({
  isEmpty,
  totalItems,
  totalUniqueItems,
  cartTotal,
});

describe('cart state', () => {
  it('starts empty; emptying (a new empty state) drops the lines and the metadata', () => {
    expect(emptyCart<Extra>()).not.toBe(emptyCart<Extra>());
    expect(emptyCart()).toEqual({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
  });

  it('recomputes every total and line total after a change; other fields pass through', () => {
    const cart = filled();
    expect(totals(cart)).toEqual({ isEmpty: false, totalItems: 5, totalUniqueItems: 2, cartTotal: 3400 });
    expect(cart.items).toEqual([
      { id: 'p1', price: 1250, title: 'Polo', quantity: 2, itemTotal: 2500 },
      { id: 'p2', price: 300, title: 'Cap', quantity: 3, itemTotal: 900 },
    ]);
  });

  it('never changes the state it was given', () => {
    const before = filled();
    const snapshot = structuredClone(before);
    const actions = [
      (s: CartState<Extra>) => addItem(s, polo),
      (s: CartState<Extra>) => updateItem(s, 'p1', { title: 'Polo shirt' }),
      (s: CartState<Extra>) => updateItemQuantity(s, 'p2', 9),
      (s: CartState<Extra>) => removeItem(s, 'p1'),
      (s: CartState<Extra>) => setItems(s, [cap]),
      (s: CartState<Extra>) => updateMetadata(s, { note: 'x' }),
      (s: CartState<Extra>) => clearMetadata(s),
    ];
    for (const action of actions) {
      expect(action(before)).not.toBe(before);
      expect(before).toEqual(snapshot);
    }
  });
});

describe('addItem', () => {
  it('adds a new line with quantity 1 by default', () => {
    const cart = addItem(emptyCart<Extra>(), polo);
    expect(cart.items).toEqual([{ ...polo, quantity: 1, itemTotal: 1250 }]);
  });

  it('adds the amount added to a line already in the cart, its price optional then', () => {
    const cart = addItem(filled(), { id: 'p1', title: 'Polo' }, 3);
    expect(cart.items[0]).toMatchObject({ id: 'p1', quantity: 5, price: 1250, itemTotal: 6250 });
    expect(totals(cart)).toMatchObject({ totalItems: 8, totalUniqueItems: 2, cartTotal: 7150 });
  });

  it('takes the new price and fields of an existing line', () => {
    const cart = addItem(filled(), { id: 'p1', price: 1000, title: 'Polo (sale)' });
    expect(cart.items[0]).toEqual({
      id: 'p1',
      price: 1000,
      title: 'Polo (sale)',
      quantity: 3,
      itemTotal: 3000,
    });
  });

  it.each([0, -2])('does nothing with quantity %i', (quantity) => {
    const before = filled();
    expect(addItem(before, polo, quantity)).toBe(before);
  });

  it('refuses an item without an id, and a new item without a price, with SPEC 8 texts', () => {
    expect(() => addItem(emptyCart(), { id: '', price: 1 })).toThrow('You must provide an `id` for items');
    expect(() => addItem(emptyCart(), { price: 1 } as never)).toThrow(CartError);
    expect(() => addItem(emptyCart(), { id: 'p9' })).toThrow('You must pass a `price` for new items');
  });

  it('keeps money and quantities whole', () => {
    expect(() => addItem(emptyCart(), { id: 'p1', price: 12.5 })).toThrow(RangeError);
    expect(() => addItem(emptyCart(), { id: 'p1', price: -1 })).toThrow(RangeError);
    expect(() => addItem(emptyCart(), { id: 'p1', price: 100 }, 1.5)).toThrow(RangeError);
    expect(() => addItem(emptyCart(), { id: 'p1', price: 2 ** 40 }, 2 ** 20)).toThrow(RangeError);
    const big = addItem(emptyCart(), { id: 'p1', price: 2 ** 52 });
    expect(() => addItem(big, { id: 'p2', price: 2 ** 52 })).toThrow(RangeError);
  });
});

describe('updateItem and updateItemQuantity', () => {
  it('merge into the line and recompute it', () => {
    const cart = updateItem(filled(), 'p2', { price: 400, title: 'Cap (navy)' });
    expect(cart.items[1]).toEqual({
      id: 'p2',
      price: 400,
      title: 'Cap (navy)',
      quantity: 3,
      itemTotal: 1200,
    });
    expect(cart.cartTotal).toBe(3700);
    expect(updateItemQuantity(filled(), 'p1', 7).items[0]).toMatchObject({ quantity: 7, itemTotal: 8750 });
  });

  it('never change the id of a line', () => {
    expect(updateItem(filled(), 'p1', { id: 'p9' } as never).items.map((i) => i.id)).toEqual(['p1', 'p2']);
  });

  it.each([0, -1])('remove the line when its quantity is set to %i', (quantity) => {
    for (const cart of [
      updateItemQuantity(filled(), 'p1', quantity),
      updateItem(filled(), 'p1', { quantity }),
    ]) {
      expect(cart.items.map((i) => i.id)).toEqual(['p2']);
      expect(totals(cart)).toEqual({ isEmpty: false, totalItems: 3, totalUniqueItems: 1, cartTotal: 900 });
    }
  });

  it("raise 'No such item to update' for a line not in the cart", () => {
    expect(() => updateItemQuantity(filled(), 'p9', 2)).toThrow('No such item to update');
    expect(() => updateItem(filled(), 'p9', { title: 'x' })).toThrow('No such item to update');
  });
});

describe('removeItem, setItems, emptying', () => {
  it('removes a line; removing a line not there changes nothing', () => {
    const cart = removeItem(removeItem(filled(), 'p1'), 'p2');
    expect(totals(cart)).toEqual({ isEmpty: true, totalItems: 0, totalUniqueItems: 0, cartTotal: 0 });
    const before = filled();
    expect(removeItem(before, 'p9')).toBe(before);
  });

  it('sets the lines: quantity 1 by default, 0 or less left out, one line per id', () => {
    const cart = setItems(updateMetadata(filled(), { coupon: 'SPRING' }), [
      { id: 'a', price: 100, title: 'A' },
      { id: 'b', price: 200, title: 'B', quantity: 0 },
      { id: 'a', price: 100, title: 'A', quantity: 2 },
      { id: 'c', price: 50, title: 'C', quantity: 4 },
    ]);
    expect(cart.items.map(({ id, quantity }) => [id, quantity])).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(totals(cart)).toEqual({ isEmpty: false, totalItems: 7, totalUniqueItems: 2, cartTotal: 500 });
    expect(cart.metadata).toEqual({ coupon: 'SPRING' });
  });

  it('refuses lines without an id or a price when setting them', () => {
    expect(() => setItems(emptyCart(), [{ id: '', price: 1 }])).toThrow('You must provide an `id` for items');
    expect(() => setItems(emptyCart(), [{ id: 'a' }])).toThrow('You must pass a `price` for new items');
  });
});

describe('metadata', () => {
  it('clears, sets (replacing) and updates (merging), leaving the lines alone', () => {
    const cart = setMetadata(filled(), { coupon: 'SPRING', note: 'gate 2' });
    expect(cart.metadata).toEqual({ coupon: 'SPRING', note: 'gate 2' });
    expect(setMetadata(cart, { note: 'gate 3' }).metadata).toEqual({ note: 'gate 3' });
    expect(updateMetadata(cart, { note: 'gate 3', po: '77' }).metadata).toEqual({
      coupon: 'SPRING',
      note: 'gate 3',
      po: '77',
    });
    expect(clearMetadata(cart).metadata).toEqual({});
    expect(clearMetadata(cart).items).toBe(cart.items);
  });
});

describe('CartError', () => {
  it('carries the key of its text, translated in Arabic too', () => {
    const codes = ['noSuchItem', 'itemIdRequired', 'itemPriceRequired'] as const;
    for (const code of codes) {
      const error = new CartError(code);
      expect(error.message).toBe(translate('en', code));
      expect(translate('ar', error.code)).not.toBe(code);
    }
  });
});

describe('cartLineId', () => {
  it('is one id per product, variant and set of choices, whatever their order', () => {
    expect(cartLineId({ productId: 12 })).toBe('p12');
    expect(cartLineId({ productId: 12, variantId: 34 })).toBe('p12-v34');
    expect(cartLineId({ productId: 12, variantId: null, choiceIds: [9] })).toBe('p12-c9');
    expect(cartLineId({ productId: 12, variantId: 34, choiceIds: [7, 5, 7] })).toBe(
      cartLineId({ productId: 12, variantId: 34, choiceIds: [5, 7] }),
    );
    expect(cartLineId({ productId: 12, variantId: 34, choiceIds: [5, 7] })).toBe('p12-v34-c5.7');
    expect(cartLineId({ productId: 12, choiceIds: [] })).toBe('p12');
  });
});
