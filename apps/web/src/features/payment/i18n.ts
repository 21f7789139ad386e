import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `payment` namespace: texts of the payment result pages and of test mode's payment page.
 * They travel with those lazy screens, never with the storefront home's first file (ADR 0006).
 */
export const usePaymentT = i18nNamespace('payment', en, ar);
