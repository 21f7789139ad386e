import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `cart` namespace: the texts of the cart page, its quick order and the salesperson's
 * customer picker. They travel with the lazy cart page (ADR 0006).
 */
export const CART_NS = 'cart';
export const useCartT = i18nNamespace(CART_NS, en, ar);
export type CartT = ReturnType<typeof useCartT>;
