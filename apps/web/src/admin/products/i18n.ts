import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminProducts` namespace: texts of the back-office product screens (list, form, variants, attributes). Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useProductsT = catalogueNamespace('adminProducts', en, ar);

export type ProductsKey = Leaves<typeof en>;
export type ProductsT = ReturnType<typeof useProductsT>;
