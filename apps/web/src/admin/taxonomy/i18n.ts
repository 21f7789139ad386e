import type { Leaves } from '../../i18n/keys.ts';
import { i18nNamespace as catalogueNamespace } from '../../lib/i18n-namespace.ts';
import '../../back-office/i18n.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/** The `adminTaxonomy` namespace: texts of the brand, category, measure unit, tag, slide, option and variant-attribute screens. Registered on import, so the texts travel with these lazy back-office chunks only. */
export const useTaxonomyT = catalogueNamespace('adminTaxonomy', en, ar);

export type TaxonomyKey = Leaves<typeof en>;
export type TaxonomyT = ReturnType<typeof useTaxonomyT>;
