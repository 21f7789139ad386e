import type { CartBuyer, CartCustomer } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
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

export interface Buyer {
  customerId: number;
  /** Set when a salesperson acts for the customer. */
  salespersonId: number | null;
  salespersonName: string | null;
  customer: CartCustomer & {
    name: string;
    companyName: string;
    email: string;
    phone: string;
    pricesVisible: boolean;
  };
}

/** Who acts: the customer itself, or a salesperson naming one of its customers. */
export type BuyerRef = { kind: 'user'; id: number } | { kind: 'salesperson'; id: number; customerId: number };

export async function loadBuyer(db: DbOrTx, ref: BuyerRef): Promise<Buyer> {
  const customerId = ref.kind === 'user' ? ref.id : ref.customerId;
  const [user] = await db.select().from(users).where(eq(users.id, customerId));
  // A salesperson learns nothing of a customer that is not its own: the same 404 as no customer.
  if (!user || (ref.kind === 'salesperson' && user.salespersonId !== ref.id)) throw notFound();
  let salespersonName: string | null = null;
  if (ref.kind === 'salesperson') {
    const [sp] = await db
      .select({ firstName: salespeople.firstName, lastName: salespeople.lastName })
      .from(salespeople)
      .where(eq(salespeople.id, ref.id));
    salespersonName = sp ? `${sp.firstName} ${sp.lastName}`.trim() : null;
  }
  const own = await db
    .select({ country: addresses.country, city: addresses.city, address1: addresses.address1 })
    .from(addresses)
    .where(and(eq(addresses.userId, customerId)));
  return {
    customerId,
    salespersonId: ref.kind === 'salesperson' ? ref.id : null,
    salespersonName,
    customer: {
      state: accountState(user),
      restricted: user.restricted,
      addresses: own,
      name: `${user.firstName} ${user.lastName}`.trim(),
      companyName: user.companyName,
      email: user.email,
      phone: user.mobile || user.landline || '',
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
