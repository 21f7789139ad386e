import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `orders` namespace: the customer's and the salesperson's order pages and the order's
 * status labels. Registered on import, so the texts travel with the lazy order screens (ADR 0006).
 */
export const ORDERS_NS = 'orders';
export const useOrdersT = i18nNamespace(ORDERS_NS, en, ar);

export type OrdersKey = Leaves<typeof en>;
