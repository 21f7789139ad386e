import { useSyncExternalStore } from 'react';

/**
 * The salesperson's bearer token, kept apart from the customer's (`userToken`) and the admin's
 * (`adminToken`): the API accepts a token only as its own kind (ADR 0005), and one browser may
 * hold a customer session and a salesperson session at once (ADR 0008).
 */
export const SALESPERSON_TOKEN_KEY = 'salespersonToken';

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SALESPERSON_TOKEN_KEY || event.key === null) emit();
  });
}

function read(): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(SALESPERSON_TOKEN_KEY) ?? null;
    return raw && raw.trim() !== '' ? raw : null;
  } catch {
    return null;
  }
}

export const salespersonToken = {
  get: read,
  set(value: string | null): void {
    try {
      if (value === null) globalThis.localStorage.removeItem(SALESPERSON_TOKEN_KEY);
      else globalThis.localStorage.setItem(SALESPERSON_TOKEN_KEY, value);
    } catch {
      // storage refused (private mode): the session lasts as long as the page
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSalespersonToken(): string | null {
  return useSyncExternalStore(salespersonToken.subscribe, read, read);
}
