import type { CartBuyer, CartCustomer } from '@shop/shared';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { addresses, salespeople, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { accountState } from '../users/customer-profile.ts';
import { customerPriceVisibility } from '../users/price-visibility.ts';

/*
 * Who a cart, a checkout or an order is for (docs/api/ordering.md "Who buys"): the signed-in
 * customer, or a salesperson's own customer. Read from the database on every call: an account
 * restricted a second ago cannot order now.
 */

/** An address as the buyer's checkout reads it (the columns the quote and the order use). */
export interface AddressRow {
  id: number;
  userId: number;
  country: string;
  city: string;
  state: string | null;
  address1: string;
  address2: string | null;
  postCode: string | null;
  isDefault: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface Buyer {
  customerId: number;
  /** The customer's addresses, the default first. */
  addresses: AddressRow[];
  /** Set when a salesperson acts for the customer. */
  salespersonId: number | null;
  salespersonName: string | null;
  customer: CartCustomer & {
    name: string;
    companyName: string;
    email: string;
    phone: string;
    /** The language the customer chose for its mails, if it chose one. */
    preferredLanguage: string | null;
    pricesVisible: boolean;
  };
}

/** Who acts: the customer itself, or a salesperson naming one of its customers. */
export type BuyerRef = { kind: 'user'; id: number } | { kind: 'salesperson'; id: number; customerId: number };

/** The values a buyer's read is run with: the salesperson's id is null when the customer acts. */
export const buyerParams = (ref: BuyerRef) => ({
  customerId: ref.kind === 'user' ? ref.id : ref.customerId,
  salespersonId: ref.kind === 'salesperson' ? ref.id : null,
});

const customerIdParam = sql.placeholder('customerId');
const salespersonIdParam = sql.placeholder('salespersonId');

/** What the cart and the checkout read of the customer's row (never its password's hash). */
const buyerUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
  mobile: users.mobile,
  landline: users.landline,
  emailVerifiedAt: users.emailVerifiedAt,
  approvedAt: users.approvedAt,
  canSeePrices: users.canSeePrices,
  restricted: users.restricted,
  salespersonId: users.salespersonId,
  preferredLanguage: users.preferredLanguage,
};

/**
 * The columns of a buyer's read, for a statement over `users` filtered to the customer (one
 * statement reads the customer, its addresses, and the salesperson's name when one acts), run
 * with `buyerParams`; a statement that learns the two ids otherwise (from the token's row) names
 * them as columns.
 */
export const buyerColumns = (
  customerId: SQLWrapper = customerIdParam,
  salespersonId: SQLWrapper = sql`${salespersonIdParam}::int`,
) => ({
  user: buyerUserColumns,
  addresses: sql<AddressRow[]>`coalesce((select json_agg(json_build_object(
      'id', a.id, 'userId', a.user_id, 'country', a.country, 'city', a.city, 'state', a.state,
      'address1', a.address1, 'address2', a.address2, 'postCode', a.post_code, 'isDefault', a.is_default,
      'latitude', a.latitude, 'longitude', a.longitude)
      order by a.is_default desc, a.id)
    from ${addresses} a where a.user_id = ${customerId}), '[]'::json)`,
  salespersonName: sql<
    string | null
  >`(select s.first_name || ' ' || s.last_name from ${salespeople} s where s.id = ${salespersonId})`,
});

/** The filter of a buyer's read. */
export const buyerFilter = () => eq(users.id, customerIdParam);

type BuyerColumns = ReturnType<typeof buyerColumns>;
export type BuyerRow = {
  user: Pick<typeof users.$inferSelect, keyof typeof buyerUserColumns>;
  addresses: BuyerColumns['addresses']['_']['type'];
  salespersonName: BuyerColumns['salespersonName']['_']['type'];
};

// Every cart and checkout request reads its buyer first: built once (db/prepared.ts).
const buyerRead = preparedOn((db) =>
  db.select(buyerColumns()).from(users).where(buyerFilter()).prepare('buyer_read'),
);

/** The buyer `ref` names, from its read's row (undefined: no such customer). */
export function buyerFrom(ref: BuyerRef, row: BuyerRow | undefined): Buyer {
  // A salesperson learns nothing of a customer that is not its own: the same 404 as no customer.
  if (!row || (ref.kind === 'salesperson' && row.user.salespersonId !== ref.id)) throw notFound();
  const { user } = row;
  return {
    customerId: user.id,
    salespersonId: ref.kind === 'salesperson' ? ref.id : null,
    salespersonName: row.salespersonName,
    addresses: row.addresses,
    customer: {
      state: accountState(user),
      restricted: user.restricted,
      addresses: row.addresses,
      name: `${user.firstName} ${user.lastName}`.trim(),
      companyName: user.companyName,
      email: user.email,
      phone: user.mobile || user.landline || '',
      preferredLanguage: user.preferredLanguage,
      // A salesperson sees prices (SPEC 6) and orders at them for its customer.
      pricesVisible: ref.kind === 'salesperson' || customerPriceVisibility(user).visible,
    },
  };
}

export async function loadBuyer(db: Db, ref: BuyerRef): Promise<Buyer> {
  const [row] = await buyerRead(db).execute(buyerParams(ref));
  return buyerFrom(ref, row);
}

/** The buyer as the shared add-to-cart check sees it. */
export function cartBuyerOf(buyer: Buyer): CartBuyer {
  return buyer.salespersonId === null
    ? { role: 'customer', customer: buyer.customer }
    : { role: 'salesperson', customer: buyer.customer };
}
