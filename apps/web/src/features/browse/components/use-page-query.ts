import type { ProductSort } from '@shop/shared';
import { usePagedSearch } from '../../../lib/use-paged-search.ts';

/** The sorts a browse page offers (relevance is for searches: the products page). */
const SORTS: readonly ProductSort[] = ['newest', 'title', 'price_asc', 'price_desc'];
const isSort = (value: string | null): value is ProductSort => SORTS.includes(value as ProductSort);

/**
 * Page and sort of a product list, kept in the address (`?page=2&sort=title`) so a list can be
 * shared, reloaded and walked with the browser's back button. Bad values fall back to defaults.
 */
export function usePageQuery() {
  const { search, page, pageHref, setFilter } = usePagedSearch();
  const rawSort = search.get('sort');
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'newest';
  /** A new sort starts again from the first page. */
  const setSort = (value: ProductSort) => setFilter('sort', value === 'newest' ? '' : value);
  return { page, sort, hrefFor: pageHref, setSort };
}
