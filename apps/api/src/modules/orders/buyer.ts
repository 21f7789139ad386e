import type { CartBuyer, CartCustomer } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

export async function loadBuyer(db: DbOrTx, ref: BuyerRef): Promise<Buyer> {
  const customerId = ref.kind === 'user' ? ref.id : ref.customerId;
  // One statement: the customer, its addresses, and the salesperson's name when one acts.
  const [row] = await db
    .select({
      user: users,
      addresses: sql<AddressRow[]>`coalesce((select json_agg(json_build_object(
          'id', a.id, 'userId', a.user_id, 'country', a.country, 'city', a.city, 'state', a.state,
          'address1', a.address1, 'address2', a.address2, 'postCode', a.post_code, 'isDefault', a.is_default,
          'latitude', a.latitude, 'longitude', a.longitude)
          order by a.is_default desc, a.id)
        from ${addresses} a where a.user_id = ${customerId}), '[]'::json)`,
      salespersonName:
        ref.kind === 'salesperson'
          ? sql<
              string | null
            >`(select s.first_name || ' ' || s.last_name from ${salespeople} s where s.id = ${ref.id})`
          : sql<null>`null`,
    })
    .from(users)
    .where(eq(users.id, customerId));
  // A salesperson learns nothing of a customer that is not its own: the same 404 as no customer.
  if (!row || (ref.kind === 'salesperson' && row.user.salespersonId !== ref.id)) throw notFound();
  const { user } = row;
  return {
    customerId,
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

/** The buyer as the shared add-to-cart check sees it. */
export function cartBuyerOf(buyer: Buyer): CartBuyer {
  return buyer.salespersonId === null
    ? { role: 'customer', customer: buyer.customer }
    : { role: 'salesperson', customer: buyer.customer };
}
