import { DEFAULT_ADMIN_LIMIT, MAX_PAGE_SIZE } from '@shop/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** SPEC 2: a page change scrolls the view to the top (smoothly, unless motion is reduced). */
export function scrollToTop(): void {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export type SortDirection = 'asc' | 'desc';

/** The API's sort spelling: `name` ascending, `-name` descending. */
export function parseSort(sort: string | undefined): { key: string | undefined; direction: SortDirection } {
  if (!sort) return { key: undefined, direction: 'asc' };
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
}

export interface ListParamsOptions<F extends string> {
  filters: readonly F[];
  /** The API's sort values (`name`, `-name`, …); the first one the URL does not name is the default. */
  sorts: readonly string[];
  defaultSort: string;
  perPage?: number;
}

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;

function positiveInt(raw: string | null, fallback: number): number {
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * DESIGN.md "Web app": an admin list keeps its filters, sort and page in the URL query string
 * (`?state=approved&sort=-created_at&page=2`), so a reload, a shared link or the back button shows
 * the same list. A filter or sort change goes back to the first page; a page change scrolls the
 * view to the top (SPEC 2). The names are the API's, so the URL maps 1:1 onto the request.
 */
export function useListParams<F extends string>(options: ListParamsOptions<F>) {
  const [search, setSearch] = useSearchParams();
  const { filters: keys, sorts, defaultSort } = options;
  const defaultPerPage = options.perPage ?? DEFAULT_ADMIN_LIMIT;

  const state = useMemo(() => {
    const filters: Partial<Record<F, string>> = {};
    for (const key of keys) {
      const value = search.get(key);
      if (value !== null && value !== '') filters[key] = value;
    }
    const rawSort = search.get('sort');
    const sort = rawSort && sorts.includes(rawSort) ? rawSort : defaultSort;
    const perPage = Math.min(positiveInt(search.get('perPage'), defaultPerPage), MAX_PAGE_SIZE);
    return { page: positiveInt(search.get('page'), 1), perPage, sort, filters };
  }, [search, keys, sorts, defaultSort, defaultPerPage]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined | null>, resetPage: boolean, replace = false) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage || next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  /** `replace` keeps typing in a search box from filling the history with one entry per letter. */
  const setFilter = useCallback(
    (key: F, value: string | undefined, options: { replace?: boolean } = {}) =>
      update({ [key]: value }, true, options.replace),
    [update],
  );
  const clearFilters = useCallback(
    () => update(Object.fromEntries(keys.map((key) => [key, undefined])), true),
    [update, keys],
  );
  const setPage = useCallback(
    (page: number) => {
      update({ page: page > 1 ? page : undefined }, false);
      scrollToTop();
    },
    [update],
  );
  const setPerPage = useCallback(
    (perPage: number) => update({ perPage: perPage === defaultPerPage ? undefined : perPage }, true),
    [update, defaultPerPage],
  );
  /** The sorted column flips its direction; another column sorts ascending (if the API allows). */
  const toggleSort = useCallback(
    (key: string) => {
      const current = parseSort(state.sort);
      const wanted = current.key === key && current.direction === 'asc' ? `-${key}` : key;
      const next = sorts.includes(wanted) ? wanted : sorts.includes(`-${key}`) ? `-${key}` : key;
      update({ sort: next === defaultSort ? undefined : next }, true);
    },
    [update, state.sort, sorts, defaultSort],
  );

  const hasFilters = Object.keys(state.filters).length > 0;
  return { ...state, hasFilters, setFilter, clearFilters, setPage, setPerPage, toggleSort };
}

export type ListParams<F extends string> = ReturnType<typeof useListParams<F>>;
