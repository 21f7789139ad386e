import FilterList from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProductSort } from '@shop/shared';
import { formatMoney } from '@shop/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useDeployment } from '../../site/deployment.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useFilterOptions } from '../api/products.ts';
import { paginationLabel } from '../components/pagination-label.ts';
import { useCatalogueT } from '../i18n.ts';
import { ProductGrid } from '../product-grid.tsx';
import { type SlugFilter, useProductFilters } from '../use-product-filters.ts';
import { useProducts } from '../use-products.ts';

const PRICE_SORTS: readonly ProductSort[] = ['price_asc', 'price_desc'];

// The filters' form controls load where they are shown: beside the list on a wide screen, in a
// sheet a phone opens (ADR 0037).
const FilterPanel = lazy(async () => ({
  default: (await import('../components/filter-panel.tsx')).FilterPanel,
}));
const FilterDrawer = lazy(() => import('../components/filter-drawer.tsx'));

/** Cards a phone (two columns) or a laptop (one row of four) shows before scrolling. */
const FIRST_SCREEN_CARDS = 4;

function PanelPlaceholder() {
  return (
    <Box aria-hidden>
      <Skeleton width="70%" />
      <Skeleton width="50%" />
      <Skeleton width="60%" />
    </Box>
  );
}

/**
 * `/products` (SPEC 2): the catalogue with the search bar's term, filters, sort and pages, all in
 * the address. Page size and columns come from the site settings (the API applies perPage).
 */
export function ProductsPage() {
  const t = useCatalogueT();
  const lang = useLanguage();
  const { currency } = useDeployment();
  const filters = useProductFilters();
  const { query } = filters;
  const products = useProducts(query);
  const options = useFilterOptions();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const meta = products.data?.meta;
  const pricesVisible = meta?.pricesVisible ?? false;
  const searching = Boolean(query.search);
  const sort = meta?.sort ?? query.sort ?? (searching ? 'relevance' : 'newest');
  const sorts = useMemo(
    () =>
      (['relevance', 'newest', 'title', 'price_asc', 'price_desc'] as const).filter(
        (s) => (s !== 'relevance' || searching) && (pricesVisible || !PRICE_SORTS.includes(s)),
      ),
    [searching, pricesVisible],
  );

  // A new page of results: move focus to the heading so keyboard and screen-reader users start at the top.
  const page = query.page ?? 1;
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [page]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const b of options.data?.brands ?? []) map.set(`brand:${b.slug}`, b.name);
    for (const tag of options.data?.tags ?? []) map.set(`tag:${tag.slug}`, tag.name);
    for (const m of options.data?.mainCategories ?? []) {
      map.set(`mainCategory:${m.slug}`, m.name);
      for (const c of m.categories) map.set(`category:${c.slug}`, c.name);
    }
    return map;
  }, [options.data]);

  const chips: { key: string; label: string; onDelete: () => void }[] = [];
  for (const key of ['brand', 'mainCategory', 'category', 'tag'] as const satisfies readonly SlugFilter[]) {
    for (const slug of query[key] ?? []) {
      chips.push({
        key: `${key}:${slug}`,
        label: t(`filters.chip.${key}`, { name: names.get(`${key}:${slug}`) ?? slug }),
        onDelete: () => filters.toggleSlug(key, slug),
      });
    }
  }
  if (query.inStock)
    chips.push({
      key: 'inStock',
      label: t('filters.inStock'),
      onDelete: () => filters.update({ inStock: null }),
    });
  if (pricesVisible && (query.minPrice !== undefined || query.maxPrice !== undefined)) {
    const money = (minor: number | undefined) =>
      minor === undefined ? '…' : formatMoney(minor, currency.name, lang);
    chips.push({
      key: 'price',
      label: t('filters.chip.price', { min: money(query.minPrice), max: money(query.maxPrice) }),
      onDelete: () => filters.update({ minPrice: null, maxPrice: null }),
    });
  }

  const title = query.search ? t('list.searchTitle', { term: query.search }) : t('list.title');

  return (
    <>
      <PageMeta
        title={title}
        description={
          query.search ? t('list.searchDescription', { term: query.search }) : t('list.description')
        }
        canonical={query.search ? undefined : '/products'}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' } }}>
        {wide ? (
          <Box component="aside">
            <Suspense fallback={<PanelPlaceholder />}>
              <FilterPanel filters={filters} pricesVisible={pricesVisible} />
            </Suspense>
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 2 }}
          >
            <Box>
              <Typography
                variant="h1"
                component="h1"
                ref={headingRef}
                tabIndex={-1}
                sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, outline: 'none' }}
              >
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
                {meta ? t('list.count', { count: meta.total }) : '\u00a0'}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {wide ? null : (
                <Button
                  variant="outlined"
                  startIcon={<FilterList />}
                  onClick={() => {
                    setDrawerUsed(true);
                    setDrawer(true);
                  }}
                >
                  {t('filters.open')}
                </Button>
              )}
              <NativeSelect
                label={t('sort.label')}
                value={sorts.includes(sort) ? sort : (sorts[0] ?? 'newest')}
                options={sorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
                onChange={(value) => filters.update({ sort: value })}
              />
            </Stack>
          </Stack>

          {chips.length > 0 || query.search ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', mb: 2 }}
              aria-label={t('filters.active')}
            >
              {query.search ? (
                <Chip
                  label={t('filters.chip.search', { term: query.search })}
                  onDelete={() => filters.update({ search: null, sort: null })}
                />
              ) : null}
              {chips.map((chip) => (
                <Chip key={chip.key} label={chip.label} onDelete={chip.onDelete} variant="outlined" />
              ))}
              {chips.length > 0 ? (
                <Button size="small" onClick={filters.clearAll}>
                  {t('filters.clear')}
                </Button>
              ) : null}
            </Stack>
          ) : null}

          {products.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => products.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {products.error.message}
            </Alert>
          ) : (
            <ProductGrid
              items={products.data?.items ?? []}
              titleLevel={2}
              eager={FIRST_SCREEN_CARDS}
              loading={products.isFetching}
              emptyText={query.search ? t('list.emptySearch', { term: query.search }) : t('list.empty')}
            />
          )}

          {meta && meta.pageCount > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Pagination
                count={meta.pageCount}
                page={Math.min(page, meta.pageCount)}
                onChange={(_e, next) => filters.update({ page: next > 1 ? String(next) : null })}
                color="primary"
                getItemAriaLabel={paginationLabel(t)}
                aria-label={t('pagination.label')}
              />
            </Box>
          ) : null}
        </Box>
      </Box>
      {wide || !drawerUsed ? null : (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            filters={filters}
            pricesVisible={pricesVisible}
            total={meta?.total ?? 0}
          />
        </Suspense>
      )}
    </>
  );
}
