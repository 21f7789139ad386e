import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CategorySummary, ProductSort } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { BreadcrumbTrail, type Crumb } from '../../../components/ui/breadcrumb-trail.tsx';
import type { GridList } from '../../../components/ui/grid-list.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { fillFrame, Picture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { catalogueLinks } from '../../catalogue/links.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { type BrowseT, useBrowseT } from '../i18n.ts';
import { TaxonGrid, TaxonTile } from '../taxon-tile.tsx';

/** A page that could not load: the not-found page for an unknown slug (404), else retry. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useBrowseT();
  if (isApiError(error) && error.status === 404) return <NotFound />;
  return (
    <Alert
      severity="error"
      sx={{ my: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <Typography component="p" fontWeight={600}>
        {t('common.loadFailed')}
      </Typography>
      <Typography component="p" variant="body2">
        {error.message}
      </Typography>
    </Alert>
  );
}

/** "Name" on a list's first page, "Name (page 2 of 5)" on the others. */
export function pagedTitle(t: BrowseT, name: string, page: number, total: number | undefined) {
  return page > 1 ? `${name} (${t('common.pageOf', { page, total: total ?? page })})` : name;
}

/**
 * The head tags of a brand, category or main category page: its name (and page), its description
 * or `fallback`'s sentence naming it, its picture; the canonical address keeps the page only.
 */
export function TaxonPageMeta({
  taxon,
  fallback,
  page,
  pageCount,
  path,
}: {
  taxon: { name: string; description: string; image: string | null } | undefined;
  fallback: 'menu.description' | 'brand.description';
  page: number;
  pageCount: number | undefined;
  path: string;
}) {
  const t = useBrowseT();
  return (
    <PageMeta
      title={taxon ? pagedTitle(t, taxon.name, page, pageCount) : undefined}
      description={taxon ? taxon.description || t(fallback, { name: taxon.name }) : undefined}
      image={taxon?.image || undefined}
      canonical={`${path}${page > 1 ? `?page=${page}` : ''}`}
    />
  );
}

/** What a list says when it has nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

/** An address past a list's last page: says so and links back to the first page. */
export function PastTheEnd({ firstPage }: { firstPage: string }) {
  const t = useBrowseT();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{t('common.pageEmpty')}</Typography>
      <Button component={RouterLink} to={firstPage} variant="outlined">
        {t('common.firstPage')}
      </Button>
    </Box>
  );
}

/** Categories as tiles, each with its product count. */
export function CategoryTiles({ categories }: { categories: Omit<CategorySummary, 'mainCategory'>[] }) {
  const t = useBrowseT();
  return (
    <TaxonGrid>
      {categories.map((category) => (
        <li key={category.id}>
          <TaxonTile
            taxon={category}
            href={catalogueLinks.category(category.slug)}
            meta={t('common.productCount', { count: category.productCount })}
          />
        </li>
      ))}
    </TaxonGrid>
  );
}

type GridProps = Pick<ComponentProps<typeof GridList>, 'component' | 'role' | 'aria-label' | 'children'>;

/**
 * `/categories` and `/main-categories` (SPEC 2): the head tags and heading of the list, then
 * skeleton tiles in `Grid` while it loads, its empty text, or `children` of the loaded list.
 */
export function IndexPage<T extends { image: string | null }>({
  section,
  path,
  query,
  Grid,
  skeleton,
  children,
}: {
  section: 'categories' | 'mainCategories';
  path: string;
  query: UseQueryResult<T[]>;
  Grid: (props: GridProps) => ReactNode;
  skeleton: { count: number; ratio: string };
  children: (items: T[]) => ReactNode;
}) {
  const t = useBrowseT();
  return (
    <>
      <PageMeta
        title={t(`${section}.title`)}
        description={t(`${section}.description`)}
        image={query.data?.[0]?.image || undefined}
        canonical={path}
      />
      <Trail crumbs={[{ label: t(`${section}.title`) }]} />
      <PageHeading title={t(`${section}.title`)} description={t(`${section}.description`)} />
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Grid component="div" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: skeleton.count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: skeleton.ratio, height: 'auto' }} />
          ))}
        </Grid>
      ) : query.data.length === 0 ? (
        <EmptyText>{t(`${section}.empty`)}</EmptyText>
      ) : (
        children(query.data)
      )}
    </>
  );
}

/** The heading block while the page's record loads. */
export function HeadingSkeleton() {
  const t = useBrowseT();
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ mb: 3 }}>
      <Skeleton width={220} />
      <Skeleton variant="text" width="45%" sx={{ fontSize: '2.4rem' }} />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}

/** Where the page sits: Home › … › this page (the last is the page itself, not a link). */
export function Trail({ crumbs }: { crumbs: Crumb[] }) {
  const t = useBrowseT();
  return (
    <BreadcrumbTrail
      label={t('common.breadcrumbs')}
      crumbs={[{ label: t('common.home'), to: '/' }, ...crumbs]}
      sx={{ mb: 1.5, fontSize: '0.875rem' }}
    />
  );
}

/**
 * The page's heading: title, a line of description and a count; a wide picture when there is
 * one (1600×500 banners and 800×600 covers both fit a 16:5 frame, cropped at the edges).
 */
export function PageHeading({
  title,
  description,
  count,
  image,
  aside,
}: {
  title: string;
  description?: string | undefined;
  count?: string | undefined;
  image?: string | null | undefined;
  aside?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {image ? (
        <Box
          sx={{
            borderRadius: 3,
            overflow: 'hidden',
            mb: 2.5,
            aspectRatio: { xs: '16 / 7', md: '16 / 4' },
            bgcolor: 'action.hover',
          }}
        >
          <Picture
            src={image}
            sizes="(min-width: 1200px) 1200px, 100vw"
            widths={[400, 800, 1200]}
            alt=""
            width={1600}
            height={500}
            sx={fillFrame}
          />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 0.5 }}>
            {title}
          </Typography>
          {description ? (
            <Typography component="p" color="text.secondary" sx={{ maxWidth: 760 }}>
              {description}
            </Typography>
          ) : null}
          {count ? (
            <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {count}
            </Typography>
          ) : null}
        </Box>
        {aside}
      </Box>
    </Box>
  );
}

/**
 * Page links (SPEC 9 perPage per page): real links, so a page can be opened in a new tab, shared
 * and crawled; in Arabic the arrows point the reading way. A new page scrolls to the top.
 */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useBrowseT();
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [pathname, search]);
  if (pageCount < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('common.pagination')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination
        page={Math.min(page, pageCount)}
        count={pageCount}
        color="primary"
        shape="rounded"
        siblingCount={1}
        getItemAriaLabel={(type, n, selected) =>
          type === 'page'
            ? `${t('common.goToPage', { page: n })}${selected ? ` (${t('common.pageOf', { page: n, total: pageCount })})` : ''}`
            : type === 'previous'
              ? t('common.previousPage')
              : type === 'next'
                ? t('common.nextPage')
                : ''
        }
        renderItem={(item) =>
          item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis' ? (
            <PaginationItem component={RouterLink} to={hrefFor(item.page)} {...item} />
          ) : (
            <PaginationItem {...item} />
          )
        }
      />
    </Box>
  );
}

/** The sorts a buyer picks from; price sorts only for a viewer who sees prices (ADR 0011). */
export function SortSelect({
  value,
  pricesVisible,
  onChange,
}: {
  value: ProductSort;
  pricesVisible: boolean;
  onChange: (sort: ProductSort) => void;
}) {
  const t = useBrowseT();
  const sorts: ProductSort[] = pricesVisible
    ? ['newest', 'title', 'price_asc', 'price_desc']
    : ['newest', 'title'];
  return (
    <NativeSelect
      label={t('common.sort')}
      value={sorts.includes(value) ? value : 'newest'}
      options={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      onChange={onChange}
    />
  );
}
