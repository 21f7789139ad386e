import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `checkout` namespace: /checkout, /order-summary and /thank-you, loaded with those pages. */
export const CHECKOUT_NS = 'checkout';
export const useCheckoutT = i18nNamespace(CHECKOUT_NS, en, ar);

export type CheckoutKey = Leaves<typeof en>;
