import { PRODUCT_SORTS, type ProductSort } from '@shop/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductListParams } from './api/products.ts';

/** The list filters that are slug lists in the address (`?brand=a,b`). */
export const SLUG_FILTERS = ['brand', 'category', 'mainCategory', 'tag'] as const;
export type SlugFilter = (typeof SLUG_FILTERS)[number];

const SLUG = /^[a-z0-9-]+$/;

function slugs(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((s) => SLUG.test(s)))].slice(0, 20);
}

/** A price typed in the address in whole currency units (`?minPrice=12.5`), as minor units. */
function price(value: string | null): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 20_000_000 ? Math.round(n * 100) : undefined;
}

/**
 * The product list's state lives in the address (search term, filters, sort, page), so a list can
 * be shared, bookmarked and restored with the back button. Unknown or malformed values are
 * dropped rather than sent to the API. Prices in the address are in currency units; the API
 * takes minor units.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();

  const query = useMemo((): ProductListParams => {
    const sort = params.get('sort');
    const page = Number(params.get('page'));
    const result: ProductListParams = {};
    const search = params.get('search')?.trim();
    if (search) result.search = search.slice(0, 100);
    for (const key of SLUG_FILTERS) {
      const list = slugs(params.get(key));
      if (list.length > 0) result[key] = list;
    }
    const min = price(params.get('minPrice'));
    const max = price(params.get('maxPrice'));
    if (min !== undefined) result.minPrice = min;
    if (max !== undefined) result.maxPrice = max;
    if (params.get('inStock') === 'true') result.inStock = true;
    if (sort && (PRODUCT_SORTS as readonly string[]).includes(sort)) result.sort = sort as ProductSort;
    if (Number.isInteger(page) && page > 1) result.page = page;
    return result;
  }, [params]);

  /** Changes some values; any change but the page goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { preventScrollReset: !('page' in changes) },
      );
    },
    [setParams],
  );

  const toggleSlug = useCallback(
    (key: SlugFilter, slug: string) => {
      const list = query[key] ?? [];
      const next = list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug];
      update({ [key]: next.join(',') || null });
    },
    [query, update],
  );

  const clearAll = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams();
      const search = current.get('search');
      if (search) next.set('search', search);
      return next;
    });
  }, [setParams]);

  return { query, update, toggleSlug, clearAll };
}
