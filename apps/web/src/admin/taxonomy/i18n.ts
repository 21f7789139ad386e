import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { Leaves } from '../../i18n/keys.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `adminTaxonomy` namespace: texts of the brand, category, measure unit, tag, slide, option and
 * variant-attribute screens. Registered on import so they travel with those lazy chunks only.
 */
export const TAXONOMY_NS = 'adminTaxonomy';

if (!i18n.hasResourceBundle('en', TAXONOMY_NS)) i18n.addResourceBundle('en', TAXONOMY_NS, en, true, true);
if (!i18n.hasResourceBundle('ar', TAXONOMY_NS)) i18n.addResourceBundle('ar', TAXONOMY_NS, ar, true, true);

/** Every key of the namespace, checked at compile time against the English file. */
export type TaxonomyKey = Leaves<typeof en>;
export type TaxonomyT = (key: TaxonomyKey, options?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the `adminTaxonomy` namespace; re-renders on a language change. */
export function useTaxonomyT(): TaxonomyT {
  const { i18n: instance } = useTranslation();
  const lang = instance.language;
  return useCallback<TaxonomyT>(
    (key, options) => {
      // The namespace is registered at run time, so i18next's types do not know it; TaxonomyKey does.
      const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string, ns: string) => LooseT;
      return getFixedT(lang, TAXONOMY_NS)(key, options);
    },
    [instance, lang],
  );
}
