import { describe, expect, it } from 'vitest';
import { translate } from '../errors.ts';
import { type CartBuyer, type CartCandidate, type CartCustomer, checkAddToCart } from './add-to-cart.ts';

const address = { country: 'GB', city: 'Leeds', address1: '1 Mill Lane' };
const approved: CartCustomer = { state: 'approved', restricted: false, addresses: [address] };
const customer = (patch: Partial<CartCustomer> = {}): CartBuyer => ({
  role: 'customer',
  customer: { ...approved, ...patch },
});

const sizes = {
  id: 1,
  name: 'Print',
  minSelect: 0,
  maxSelect: 1,
  required: true,
  choices: [{ id: 11 }, { id: 12 }],
};
const line: CartCandidate = {
  lineId: 'p5-v7-c11',
  name: 'Polo / M',
  quantity: '٣',
  variantChosen: true,
  optionGroups: [sizes],
  selection: { 1: [11] },
  stock: 10,
  maxPerProduct: 6,
};
type InCart = { readonly items: readonly { id: string }[] };
const empty: InCart = { items: [] };

/** The refusal as a buyer reads it, in English and in Arabic. */
const said = (buyer: CartBuyer, candidate: Partial<CartCandidate> = {}, cart: InCart = empty) => {
  const checked = checkAddToCart(buyer, { ...line, ...candidate }, cart);
  if (checked.ok) return null;
  return {
    en: translate('en', checked.code, checked.params),
    ar: translate('ar', checked.code, checked.params),
  };
};

describe('checkAddToCart', () => {
  it('accepts an approved customer with an address, a full choice and a quantity in stock', () => {
    expect(checkAddToCart(customer(), line, empty)).toEqual({ ok: true, quantity: 3 });
    expect(
      checkAddToCart(
        { role: 'salesperson', customer: approved },
        { ...line, quantity: 6 },
        { items: [{ id: 'p1' }] },
      ),
    ).toEqual({ ok: true, quantity: 6 });
  });

  it.each([
    ['a visitor', { role: 'visitor' }, {}, 'Please login to continue the procedure'],
    [
      'a salesperson with no customer picked',
      { role: 'salesperson', customer: null },
      {},
      'Please select a customer first',
    ],
    ['an unconfirmed account', customer({ state: 'unconfirmed' }), {}, 'Your Account is not Confirmed...'],
    [
      'an account awaiting approval',
      customer({ state: 'awaiting_approval' }),
      {},
      'Your Account has not been Approved by our Site Administrator...',
    ],
    [
      'a restricted account',
      customer({ restricted: true }),
      {},
      'Your account is restricted: you can browse the catalogue but cannot place orders. Please contact us.',
    ],
    ['a customer with no address', customer({ addresses: [] }), {}, 'Please Add An Address To Your Account'],
    [
      'a customer with no complete address',
      customer({
        addresses: [
          { ...address, city: ' ' },
          { ...address, address1: '' },
        ],
      }),
      {},
      'Please complete your Address Information in the My Address section',
    ],
    ['a required option not chosen', customer(), { selection: {} }, 'Incorrect Selections'],
    ['more options than the maximum', customer(), { selection: { 1: [11, 12] } }, 'Incorrect Selections'],
    ['a choice of no group', customer(), { selection: { 1: [11], 9: [91] } }, 'Incorrect Selections'],
    ['no variant chosen', customer(), { variantChosen: false }, 'Incorrect Selections'],
    [
      'more than the stock',
      customer(),
      { quantity: 11 },
      'There is not enough product Polo / M. The max Quantity of This Product is 10',
    ],
    [
      'any of a sold-out line',
      customer(),
      { stock: 0 },
      'There is not enough product Polo / M. The max Quantity of This Product is 0',
    ],
    ['more than the cap per product', customer(), { quantity: '7' }, 'Maximum Available Quantity is 6'],
    [
      'a line already in the cart',
      customer(),
      {},
      'This item has already been added',
      { items: [{ id: 'p5-v7-c11' }] },
    ],
  ] as const)('refuses %s', (_case, buyer, candidate, english, cart: InCart = empty) => {
    const text = said(buyer as CartBuyer, candidate, cart);
    expect(text?.en).toBe(english);
    expect(text?.ar).not.toBe(text?.en);
    expect(text?.ar).toMatch(/[\u0600-\u06ff]/);
  });

  it('gives the first refusal only: who before what', () => {
    expect(said(customer({ state: 'unconfirmed', restricted: true, addresses: [] }))?.en).toBe(
      'Your Account is not Confirmed...',
    );
    expect(said({ role: 'visitor' }, { quantity: 99, selection: {} })?.en).toBe(
      'Please login to continue the procedure',
    );
    expect(said(customer(), { quantity: 99, selection: {} })?.en).toBe('Incorrect Selections');
  });

  it("names the options' problems, and a quantity that is no quantity, as the product page does", () => {
    expect(checkAddToCart(customer(), { ...line, selection: { 1: [11, 12] } }, empty)).toEqual({
      ok: false,
      code: 'incorrectSelections',
      problems: [{ groupId: 1, group: 'Print', kind: 'max', limit: 1 }],
    });
    expect(checkAddToCart(customer(), { ...line, quantity: '2.5' }, empty)).toEqual({
      ok: false,
      code: 'validation',
      errors: { quantity: ['validation.quantityWhole'] },
    });
    expect(checkAddToCart(customer(), { ...line, quantity: 0 }, empty)).toMatchObject({
      errors: { quantity: ['validation.quantityMin'] },
    });
  });
});
