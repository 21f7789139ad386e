/*
 * The idempotency key of one checkout attempt (docs/api/ordering.md: the same key answers the same
 * order). Made once, kept in sessionStorage until the order is placed, so a double click, a retry
 * after a network error or a reload of the page sends the same key and makes one order. Kept per
 * buyer, so a salesperson's attempts for two customers never share one.
 */

const PREFIX = 'checkout.idempotencyKey:';

/** Memory stands in when the browser refuses sessionStorage (private mode, quota). */
const memory = new Map<string, string>();

function read(name: string): string | null {
  try {
    return globalThis.sessionStorage.getItem(name) ?? memory.get(name) ?? null;
  } catch {
    return memory.get(name) ?? null;
  }
}

function write(name: string, value: string | null): void {
  if (value === null) memory.delete(name);
  else memory.set(name, value);
  try {
    if (value === null) globalThis.sessionStorage.removeItem(name);
    else globalThis.sessionStorage.setItem(name, value);
  } catch {
    // memory holds it for this page's life
  }
}

/** A fresh key the contract accepts: 16–100 of `A-Z a-z 0-9 _ -`. */
function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The key of the buyer's current attempt, made on first use. */
export function checkoutAttemptKey(buyerPrefix: string): string {
  const name = `${PREFIX}${buyerPrefix}`;
  const existing = read(name);
  if (existing && /^[A-Za-z0-9_-]{16,100}$/.test(existing)) return existing;
  const key = newKey();
  write(name, key);
  return key;
}

/** The order is placed: the next checkout is a new attempt. */
export function endCheckoutAttempt(buyerPrefix: string): void {
  write(`${PREFIX}${buyerPrefix}`, null);
}
