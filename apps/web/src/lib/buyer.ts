import { cartStorageKey } from '@shop/shared';
import { useSyncExternalStore } from 'react';
import type { RequestOptions } from './api-client.ts';
import { salespersonToken, userToken, useSalespersonToken, useUserToken } from './auth-tokens.ts';
import { withToken } from './salesperson-session.ts';
import { createStoredValue, storageKeys } from './storage.ts';

/*
 * Who the cart and the checkout are for (docs/api/ordering.md "Who buys"): the signed-in
 * customer, or the customer a salesperson picked (SPEC 2: "In the cart, a salesperson selects
 * the user to order for"). One answer for every cart, checkout and order call, so no screen
 * decides the API prefix or the token on its own.
 */

const customerIdOf = (raw: string | null): string | null => (raw && /^\d{1,9}$/.test(raw) ? raw : null);

/** The customer the salesperson orders for, remembered across reloads. */
export const salesCustomer = createStoredValue<string>(storageKeys.salesCustomer, customerIdOf);

export type Buyer =
  | { kind: 'visitor' }
  | { kind: 'customer'; prefix: '/api/user'; cartKey: string }
  /** `customerId` null: the salesperson has not picked a customer yet (SPEC 8 select-a-user-first). */
  | { kind: 'salesperson'; customerId: number | null; prefix: string | null; cartKey: string | null };

export function buyerOf(
  customerToken: string | null,
  salesToken: string | null,
  picked: string | null,
): Buyer {
  if (customerToken) return { kind: 'customer', prefix: '/api/user', cartKey: cartStorageKey('customer') };
  if (!salesToken) return { kind: 'visitor' };
  const customerId = picked ? Number(picked) : null;
  return customerId
    ? {
        kind: 'salesperson',
        customerId,
        prefix: `/api/salesperson/customers/${customerId}`,
        cartKey: cartStorageKey(`sales-${customerId}`),
      }
    : { kind: 'salesperson', customerId: null, prefix: null, cartKey: null };
}

/** The buyer now, outside React. */
export function currentBuyer(): Buyer {
  return buyerOf(userToken.get(), salespersonToken.get(), salesCustomer.get());
}

/** The buyer, re-rendering when a session starts or ends or the salesperson picks another customer. */
export function useBuyer(): Buyer {
  const customerToken = useUserToken();
  const salesToken = useSalespersonToken();
  const picked = useSyncExternalStore(salesCustomer.subscribe, salesCustomer.get, salesCustomer.get);
  return buyerOf(customerToken, salesToken, picked);
}

/** The request options of a call made for `buyer`: the customer's or the salesperson's token. */
export function buyerRequest(buyer: Buyer, options: RequestOptions = {}): RequestOptions {
  if (buyer.kind === 'customer') return { ...options, auth: 'user' };
  if (buyer.kind === 'salesperson') return withToken(options);
  return options;
}
