import type { ProductListQuery, SavedListKind } from '@shop/shared';

/**
 * Query keys of the catalogue (Medusa style). Catalogue answers depend on the language and on
 * whether the viewer sees prices, so both are part of every key.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productList: (lang: string, viewer: string, query: Partial<ProductListQuery>) =>
    [...catalogueKeys.products(), 'list', lang, viewer, query] as const,
  product: (lang: string, viewer: string, slug: string) =>
    [...catalogueKeys.products(), 'detail', lang, viewer, slug] as const,
  filters: (lang: string) => [...catalogueKeys.all, 'filters', lang] as const,
  saved: (kind: SavedListKind) => [...catalogueKeys.all, 'saved', kind] as const,
  savedIds: (kind: SavedListKind, token: string) => [...catalogueKeys.saved(kind), 'ids', token] as const,
  savedList: (kind: SavedListKind, lang: string, page: number, perPage: number) =>
    [...catalogueKeys.saved(kind), 'list', lang, page, perPage] as const,
};
