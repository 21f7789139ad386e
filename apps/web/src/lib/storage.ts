/**
 * localStorage that never throws (private mode, disabled storage, quota): reads give null and
 * writes report whether they stuck.
 */
export const storageKeys = {
  adminToken: 'adminToken',
  userToken: 'userToken',
  salespersonToken: 'salespersonToken',
  language: 'language',
  colorMode: 'colorMode',
  version: 'version',
  siteProfile: 'siteProfile',
  /** The customer a salesperson orders for (lib/buyer.ts). */
  salesCustomer: 'salesCustomer',
} as const;

/**
 * The carts kept in the browser (packages/shared cart/storage.ts `cartStorageKey`): the generic
 * `cart`, or `cart-<id>` naming whose cart it is (lib/buyer.ts).
 */
export type CartStorageKey = 'cart' | `cart-${string}`;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | CartStorageKey;

/** Whether `key` is one of the carts' keys. */
export function isCartStorageKey(key: string): key is CartStorageKey {
  return key === 'cart' || key.startsWith('cart-');
}

/** Forgets every cart kept in this browser (a session ends: the next account must not see it). */
export function clearStoredCarts(): void {
  try {
    const storage = globalThis.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && isCartStorageKey(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): boolean {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** A stored value with subscribers, for React's useSyncExternalStore. */
export function createStoredValue<T extends string>(
  key: StorageKey,
  parse: (raw: string | null) => T | null,
) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }
  return {
    get: (): T | null => parse(readStorage(key)),
    set: (value: T | null): void => {
      writeStorage(key, value);
      notify();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
