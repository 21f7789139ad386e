import type {
  BrandSummary,
  CustomerProfile,
  MainCategorySummary,
  ProductDetails,
  ProductList,
  ProductListQuery,
  TagSummary,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { useUserToken, useViewerToken } from '../../../lib/auth-tokens.ts';
import { catalogueKeys } from './keys.ts';

/*
 * The storefront's catalogue reads (docs/api/catalogue.md). Product answers send the customer's
 * token when there is one: the server decides from it whether prices are included (ADR 0011).
 */

/** What the product list asks for; slug lists travel comma-separated, as the API takes them. */
export type ProductListParams = Partial<
  Omit<ProductListQuery, 'brand' | 'category' | 'mainCategory' | 'tag'>
> & {
  brand?: string[];
  category?: string[];
  mainCategory?: string[];
  tag?: string[];
};

export function toQueryParams(params: ProductListParams): QueryParams {
  const out: QueryParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return out;
}

export async function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const { data } = await api.get<ProductList>('/api/front/products', {
    auth: 'viewer',
    params: toQueryParams(params),
    ...(signal ? { signal } : {}),
  });
  return data;
}

export async function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetails> {
  const { data } = await api.get<ProductDetails>(`/api/front/products/${encodeURIComponent(slug)}`, {
    auth: 'viewer',
    ...(signal ? { signal } : {}),
  });
  return data;
}

export function useProduct(slug: string) {
  const lang = useLanguage();
  const token = useViewerToken() ?? '';
  return useQuery({
    queryKey: catalogueKeys.product(lang, token, slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}

/** The filter panel's choices: brands, main categories with their categories, and tags. */
export function useFilterOptions() {
  const lang = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.filters(lang),
    queryFn: async ({ signal }) => {
      const [brands, mainCategories, tags] = await Promise.all([
        api.get<BrandSummary[]>('/api/front/brands', { signal }),
        api.get<MainCategorySummary[]>('/api/front/main-categories', { signal }),
        api.get<TagSummary[]>('/api/front/tags', { signal }),
      ]);
      return { brands: brands.data, mainCategories: mainCategories.data, tags: tags.data };
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in customer's profile, for what the product page says about ordering (approval,
 * restriction). The key is the customer area's (features/account/api/keys.ts), so both share one
 * cached answer and sign-out drops it.
 */
export function useCustomerProfile() {
  const token = useUserToken();
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: async ({ signal }) =>
      (await api.get<CustomerProfile>('/api/user/profile', { auth: 'user', signal })).data,
    enabled: token !== null,
    staleTime: 60_000,
  });
}
