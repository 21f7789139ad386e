import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { catalogueNamespace } from './namespace.ts';

/*
 * The `catalogue` namespace: the texts of the product list, product page, wishlist and
 * favourites screens. They travel with those lazy screens (ADR 0006).
 */
export const CATALOGUE_NS = 'catalogue';
export const useCatalogueT = catalogueNamespace(CATALOGUE_NS, en, ar);
export type CatalogueT = ReturnType<typeof useCatalogueT>;
