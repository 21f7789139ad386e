import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminCommerce` namespace: texts of the tax group, coupon and payment method screens. */
export const useCommerceT = i18nNamespace('adminCommerce', en, ar);
export type CommerceT = ReturnType<typeof useCommerceT>;
