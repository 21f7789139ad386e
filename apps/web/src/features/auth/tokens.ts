import { useSyncExternalStore } from 'react';
import { createStoredValue, storageKeys } from '../../lib/storage.ts';

const nonEmpty = (raw: string | null): string | null => (raw && raw.trim() !== '' ? raw : null);

/** The admin bearer token (localStorage `adminToken`); separate from the customer's token. */
export const adminToken = createStoredValue<string>(storageKeys.adminToken, nonEmpty);
/** The customer or salesperson bearer token (localStorage `userToken`). */
export const userToken = createStoredValue<string>(storageKeys.userToken, nonEmpty);

export function useAdminToken(): string | null {
  return useSyncExternalStore(adminToken.subscribe, adminToken.get, adminToken.get);
}

export function useUserToken(): string | null {
  return useSyncExternalStore(userToken.subscribe, userToken.get, userToken.get);
}
