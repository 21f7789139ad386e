import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys } from './storage.ts';

const nonEmpty = (raw: string | null): string | null => (raw && raw.trim() !== '' ? raw : null);

/*
 * One bearer token per kind of account, each stored apart: the API accepts a token only as its
 * own kind (ADR 0005). Customers and salespeople sign in at the same `/login` (ADR 0030); a
 * browser holds one of the two sessions at a time.
 */

/** The admin bearer token (localStorage `adminToken`); separate from the storefront's. */
export const adminToken = createStoredValue<string>(storageKeys.adminToken, nonEmpty);
/** The customer's bearer token (localStorage `userToken`). */
export const userToken = createStoredValue<string>(storageKeys.userToken, nonEmpty);
/** The salesperson's bearer token (localStorage `salespersonToken`). */
export const salespersonToken = createStoredValue<string>(storageKeys.salespersonToken, nonEmpty);

/**
 * Who browses the storefront: the customer's token, else the salesperson's. Catalogue calls send
 * it so the API shows prices to whoever may see them (ADR 0011); customer-only calls send the
 * customer's token alone.
 */
export function viewerToken(): string | null {
  return userToken.get() ?? salespersonToken.get();
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(adminToken.subscribe, adminToken.get, adminToken.get);
}

export function useUserToken(): string | null {
  return useSyncExternalStore(userToken.subscribe, userToken.get, userToken.get);
}

export function useSalespersonToken(): string | null {
  return useSyncExternalStore(salespersonToken.subscribe, salespersonToken.get, salespersonToken.get);
}

/** The storefront viewer's token (see `viewerToken`); re-renders on either session's change. */
export function useViewerToken(): string | null {
  const customer = useUserToken();
  const salesperson = useSalespersonToken();
  return customer ?? salesperson;
}
