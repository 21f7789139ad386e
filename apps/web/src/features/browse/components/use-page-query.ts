import type { ProductSort } from '@shop/shared';
import { useSearchParams } from 'react-router';

/** The sorts a browse page offers (relevance is for searches: the products page). */
const SORTS: readonly ProductSort[] = ['newest', 'title', 'price_asc', 'price_desc'];
const isSort = (value: string | null): value is ProductSort => SORTS.includes(value as ProductSort);

/**
 * Page and sort of a product list, kept in the address (`?page=2&sort=title`) so a list can be
 * shared, reloaded and walked with the browser's back button. Bad values fall back to defaults.
 */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const rawSort = params.get('sort');
  const sort: ProductSort = isSort(rawSort) ? rawSort : 'newest';

  /** The address of another page of the same list. */
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  /** A new sort starts again from the first page. */
  const setSort = (value: ProductSort) => {
    const next = new URLSearchParams(params);
    if (value === 'newest') next.delete('sort');
    else next.set('sort', value);
    next.delete('page');
    setParams(next);
  };
  return { page, sort, hrefFor, setSort };
}
