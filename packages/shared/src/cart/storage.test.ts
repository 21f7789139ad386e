import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addItem, emptyCart, updateMetadata } from './cart.ts';
import { cartStorageKey, deserializeCart, serializeCart } from './storage.ts';

const cart = updateMetadata(
  addItem(addItem(emptyCart(), { id: 'p1', price: 1250, title: 'Polo' }, 2), { id: 'p2', price: 300 }),
  { note: 'gate 2' },
);

describe('cartStorageKey', () => {
  it('is generic by default and names the cart when given its id', () => {
    expect(cartStorageKey()).toBe('cart');
    expect(cartStorageKey(null)).toBe('cart');
    expect(cartStorageKey('  ')).toBe('cart');
    expect(cartStorageKey(42)).toBe('cart-42');
    expect(cartStorageKey('s7-u42')).toBe('cart-s7-u42');
  });
});

describe('serializeCart and deserializeCart', () => {
  it('round-trip the lines, their own fields and the metadata; totals are recomputed', () => {
    const raw = serializeCart(cart);
    expect(JSON.parse(raw)).toEqual({
      version: 1,
      items: [
        { id: 'p1', price: 1250, title: 'Polo', quantity: 2 },
        { id: 'p2', price: 300, quantity: 1 },
      ],
      metadata: { note: 'gate 2' },
    });
    expect(deserializeCart(raw)).toEqual(cart);
  });

  it('never trusts stored totals', () => {
    const raw = JSON.stringify({
      version: 1,
      items: [{ id: 'p1', price: 100, quantity: 2, itemTotal: 1 }],
      metadata: {},
    });
    expect(deserializeCart(raw)).toMatchObject({ cartTotal: 200, items: [{ itemTotal: 200 }] });
  });

  const line = { id: 'p1', price: 100, quantity: 1 };
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,'],
    ['not an object', '[1,2]'],
    ['another version', JSON.stringify({ version: 2, items: [line], metadata: {} })],
    [
      'a line without an id',
      JSON.stringify({ version: 1, items: [{ price: 1, quantity: 1 }], metadata: {} }),
    ],
    ['a fractional price', JSON.stringify({ version: 1, items: [{ ...line, price: 1.5 }], metadata: {} })],
    ['a price as text', JSON.stringify({ version: 1, items: [{ ...line, price: '100' }], metadata: {} })],
    ['a zero quantity', JSON.stringify({ version: 1, items: [{ ...line, quantity: 0 }], metadata: {} })],
    ['the same line twice', JSON.stringify({ version: 1, items: [line, line], metadata: {} })],
    ['metadata that is not an object', JSON.stringify({ version: 1, items: [line], metadata: 'x' })],
    [
      'a line total past exact integers',
      JSON.stringify({
        version: 1,
        items: [{ ...line, price: 2 ** 31 - 1, quantity: 2 ** 31 - 1 }],
        metadata: {},
      }),
    ],
  ])('fall back to the empty cart on %s', (_case, raw) => {
    expect(deserializeCart(raw)).toEqual(emptyCart());
  });

  it("validates the caller's own fields of a line when asked", () => {
    const titled = z.object({ title: z.string() });
    const raw = serializeCart(addItem(emptyCart(), { id: 'p1', price: 100, title: 'Polo' }));
    expect(deserializeCart(raw, titled).items[0]?.title).toBe('Polo');
    expect(deserializeCart(serializeCart(addItem(emptyCart(), line)), titled)).toEqual(emptyCart());
  });
});
