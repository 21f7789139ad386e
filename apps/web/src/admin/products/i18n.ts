import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `adminProducts` namespace: the texts of the back-office product screens (list, form,
 * variants, attributes). Registered on import so they travel with these lazy screens only.
 */
export const ADMIN_PRODUCTS_NS = 'adminProducts';

if (!i18n.hasResourceBundle('en', ADMIN_PRODUCTS_NS))
  i18n.addResourceBundle('en', ADMIN_PRODUCTS_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', ADMIN_PRODUCTS_NS))
  i18n.addResourceBundle('ar', ADMIN_PRODUCTS_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type ProductsKey = Leaves<typeof en>;
export type ProductsT = (key: ProductsKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `adminProducts` namespace; re-renders on a language change like `useTranslation`. */
export function useProductsT(): ProductsT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<ProductsT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; ProductsKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, ADMIN_PRODUCTS_NS)(key, options);
    },
    [instance, lang],
  );
}
