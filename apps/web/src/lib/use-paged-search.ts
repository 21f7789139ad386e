import { useSearchParams } from 'react-router';

function positivePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * A list's page and filters in the URL (`?status=shipped&page=2`), so a reload or a shared link
 * shows the same list: the page, a link to another page, and a filter change (back to page 1).
 */
export function usePagedSearch() {
  const [search, setSearch] = useSearchParams();
  const pageHref = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };
  const setFilter = (name: string, value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  return { search, page: positivePage(search.get('page')), pageHref, setFilter };
}
