import type { ProductListQuery } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language.ts';
import { useViewerToken } from '../../lib/auth-tokens.ts';
import { catalogueKeys } from './api/keys.ts';
import { getProducts, type ProductListParams } from './api/products.ts';

// At the top of the feature (its public surface): the browse pages list products with it too.
/**
 * A page of products (the product list, a category's or a main category's page); the previous page
 * stays on screen while the next one loads. `enabled` false waits (e.g. for the category to load).
 */
export function useProducts(params: ProductListParams, enabled = true) {
  const lang = useLanguage();
  const token = useViewerToken() ?? '';
  return useQuery({
    queryKey: catalogueKeys.productList(lang, token, params as Partial<ProductListQuery>),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
