import type {
  BrandSummary,
  CategorySummary,
  ListMeta,
  MainCategorySummary,
  ProductList,
  ProductSort,
  StorefrontMenu,
} from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language.ts';
import { api } from '../../lib/api-client.ts';
import { useViewerToken } from '../../lib/auth-tokens.ts';

/*
 * Requests of the browse pages (docs/api/catalogue.md). Answers that may carry prices send the
 * viewer's token (customer or salesperson) and are keyed by it, so a change of session refetches
 * them and never shows one viewer's answer to another.
 */

export const browseKeys = {
  all: ['front', 'browse'] as const,
  menuPage: (lang: string, viewer: string, slug: string, page: number, perPage: number) =>
    [...browseKeys.all, 'menu', lang, viewer, slug, page, perPage] as const,
  mainCategories: (lang: string) => [...browseKeys.all, 'main-categories', lang] as const,
  mainCategory: (lang: string, slug: string) => [...browseKeys.all, 'main-category', lang, slug] as const,
  categories: (lang: string) => [...browseKeys.all, 'categories', lang] as const,
  category: (lang: string, slug: string) => [...browseKeys.all, 'category', lang, slug] as const,
  brand: (lang: string, viewer: string, slug: string, query: PageQuery) =>
    [...browseKeys.all, 'brand', lang, viewer, slug, query] as const,
};

export interface MenuPageData {
  menu: StorefrontMenu;
  meta: ListMeta & { pricesVisible: boolean };
}

/** One menu with a page of its items (`/menus/{type}/{menu}/{page}`). */
export function useMenuPage(slug: string, page: number, perPage: number) {
  const lang = useLanguage();
  const viewer = useViewerToken() ?? '';
  return useQuery({
    queryKey: browseKeys.menuPage(lang, viewer, slug, page, perPage),
    queryFn: async ({ signal }) =>
      (
        await api.get<MenuPageData>(`/api/front/menus/${encodeURIComponent(slug)}`, {
          auth: 'viewer',
          params: { page, perPage },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** The catalogue's tree is the same for every viewer and changes seldom: kept five minutes. */
function useTreeQuery<T>(queryKey: readonly unknown[], path: string) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await api.get<T>(path, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useMainCategories() {
  return useTreeQuery<MainCategorySummary[]>(
    browseKeys.mainCategories(useLanguage()),
    '/api/front/main-categories',
  );
}

export function useMainCategory(slug: string) {
  return useTreeQuery<MainCategorySummary>(
    browseKeys.mainCategory(useLanguage(), slug),
    `/api/front/main-categories/${encodeURIComponent(slug)}`,
  );
}

export function useCategories() {
  return useTreeQuery<CategorySummary[]>(browseKeys.categories(useLanguage()), '/api/front/categories');
}

export function useCategory(slug: string) {
  return useTreeQuery<CategorySummary>(
    browseKeys.category(useLanguage(), slug),
    `/api/front/categories/${encodeURIComponent(slug)}`,
  );
}

export interface PageQuery {
  page: number;
  perPage: number;
  sort?: ProductSort | undefined;
}

/** A brand and a page of its products, in one request. */
export function useBrandProducts(slug: string, query: PageQuery) {
  const lang = useLanguage();
  const viewer = useViewerToken() ?? '';
  return useQuery({
    queryKey: browseKeys.brand(lang, viewer, slug, query),
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductList & { brand: BrandSummary }>(
          `/api/front/brands/${encodeURIComponent(slug)}/products`,
          { auth: 'viewer', params: { ...query }, signal },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
