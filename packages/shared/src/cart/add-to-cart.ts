import type { ErrorKey } from '../errors.ts';
import type { CustomerAddress } from '../schemas/address.ts';
import type { CustomerAccountState } from '../schemas/customer-auth.ts';
import { checkOrderQuantity } from '../schemas/order-quantity.ts';
import {
  type OptionGroupRule,
  type OptionSelection,
  type SelectionProblem,
  selectionExists,
  selectionProblems,
} from './selection.ts';

/*
 * SPEC 5 "Cart and order" as one check before a line enters the cart, with SPEC 8's messages:
 * the product page and the cart ask it to guide the buyer, the server asks it again with its own
 * data before it keeps anything (docs/decisions/0050-cart-core.md).
 */

/** The customer a cart is for, as far as ordering goes. */
export interface CartCustomer {
  state: CustomerAccountState;
  restricted: boolean;
  addresses: readonly Pick<CustomerAddress, 'country' | 'city' | 'address1'>[];
}

/** Who is adding: a visitor, a customer, or a salesperson with the customer picked, if any. */
export type CartBuyer =
  | { role: 'visitor' }
  | { role: 'customer'; customer: CartCustomer }
  | { role: 'salesperson'; customer: CartCustomer | null };

export interface CartCandidate {
  /** `cartLineId` of the product, variant and chosen choices. */
  lineId: string;
  /** The product (with the variant's values) as messages name it. */
  name: string;
  /** As typed (any digits) or sent. */
  quantity: unknown;
  /** False while a product sold in variants has none chosen. */
  variantChosen: boolean;
  optionGroups: readonly OptionGroupRule[];
  selection: OptionSelection;
  /** How many can be had now: the variant's, else the product's; 0 when unavailable. */
  stock: number;
  /** The cap per order line (the product's, else the site's). */
  maxPerProduct: number;
}

/**
 * A refusal in the API's terms (`AppError(status, code, params, errors)`): `code` is a SPEC 8
 * key, `errors` per-field validation messages, `problems` what is wrong with the options.
 */
export interface CartRefusal {
  ok: false;
  code: ErrorKey;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
  problems?: SelectionProblem[];
}

export type CartCheck = { ok: true; quantity: number } | CartRefusal;

const refuse = (code: ErrorKey, params?: CartRefusal['params']): CartRefusal =>
  params ? { ok: false, code, params } : { ok: false, code };

/** SPEC 5 "Address": country, city and address1 make an address one can deliver to. */
const ADDRESS_REQUIRED = ['country', 'city', 'address1'] as const;

const isComplete = (address: CartCustomer['addresses'][number]) =>
  ADDRESS_REQUIRED.every((field) => address[field].trim() !== '');

/** Who may order: signed in, a customer picked, verified, approved, not restricted, an address. */
export function checkBuyer(buyer: CartBuyer): CartRefusal | null {
  if (buyer.role === 'visitor') return refuse('unauthenticated');
  const { customer } = buyer;
  if (!customer) return refuse('selectUserFirst');
  if (customer.state === 'unconfirmed') return refuse('accountNotConfirmed');
  if (customer.state !== 'approved') return refuse('accountNotApproved');
  if (customer.restricted) return refuse('accountRestricted');
  if (customer.addresses.length === 0) return refuse('addressMissing');
  // Delivery picks the address at checkout; here one the shop can deliver to is enough.
  if (!customer.addresses.some(isComplete)) return refuse('addressIncomplete');
  return null;
}

/** What is being added: options, then quantity against the stock and the cap, then the cart. */
function checkLine(candidate: CartCandidate, inCart: readonly { id: string }[]): CartCheck {
  const { optionGroups, selection } = candidate;
  const problems = selectionProblems(optionGroups, selection);
  if (!candidate.variantChosen || problems.length > 0 || !selectionExists(optionGroups, selection)) {
    return { ok: false, code: 'incorrectSelections', problems };
  }
  const quantity = checkOrderQuantity(candidate.quantity);
  if (!quantity.ok) return { ok: false, code: 'validation', errors: { quantity: [quantity.message] } };
  if (quantity.value > candidate.stock) {
    return refuse('notEnoughProduct', { item: candidate.name, max: Math.max(0, candidate.stock) });
  }
  if (quantity.value > candidate.maxPerProduct) {
    return refuse('maxAvailableQuantity', { value: candidate.maxPerProduct });
  }
  if (inCart.some((item) => item.id === candidate.lineId)) return refuse('itemAlreadyAdded');
  return { ok: true, quantity: quantity.value };
}

/** What is wrong with a line already in the cart (the quote's and the order's re-check), or ok. */
export function checkCartLine(candidate: CartCandidate): CartCheck {
  return checkLine(candidate, []);
}

/**
 * The first reason this line may not go into the cart, in SPEC 5's order (who, then what), or ok
 * with the quantity read. The same line cannot be added twice: its quantity changes in the cart.
 */
export function checkAddToCart(
  buyer: CartBuyer,
  candidate: CartCandidate,
  cart: { readonly items: readonly { id: string }[] },
): CartCheck {
  return checkBuyer(buyer) ?? checkLine(candidate, cart.items);
}
