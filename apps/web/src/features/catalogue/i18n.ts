import { i18nNamespace } from '../../lib/i18n-namespace.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

/*
 * The `catalogue` namespace: the texts of the product list, product page, wishlist and
 * favourites screens. They travel with those lazy screens (ADR 0006).
 */
export const CATALOGUE_NS = 'catalogue';
export const useCatalogueT = i18nNamespace(CATALOGUE_NS, en, ar);
export type CatalogueT = ReturnType<typeof useCatalogueT>;
