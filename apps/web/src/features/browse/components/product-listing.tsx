import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductList } from '@shop/shared';
import type { ReactNode } from 'react';
import { ProductGrid } from '../../catalogue/product-grid.tsx';
import { useBrowseT } from '../i18n.ts';
import { LoadFailed, PageLinks, PastTheEnd, SortSelect } from './page-parts.tsx';
import type { usePageQuery } from './use-page-query.ts';

/** What the listing reads of a product list's query. */
export interface ProductsQuery {
  data: ProductList | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * A page of products with its sort and page links (category, main category, brand): the
 * catalogue's own grid in the site's columns, skeletons while loading, the empty text, and a way
 * back when the address asks for a page past the end.
 */
export function ProductListing({
  query,
  stale = false,
  paging: { sort, setSort, hrefFor },
  emptyText,
  heading,
}: {
  query: ProductsQuery;
  /** The query's answer is still another record's (the previous brand's): show none of it. */
  stale?: boolean;
  paging: ReturnType<typeof usePageQuery>;
  emptyText: string;
  /** An h2 above the products, when the page has more than them; their titles go under it. */
  heading?: ReactNode;
}) {
  const t = useBrowseT();
  const data = stale ? undefined : query.data;
  if (query.error && !data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const meta = data?.meta;
  const pastTheEnd = meta && meta.total > 0 && data.items.length === 0;

  return (
    <Box component="section" aria-label={t('common.products')}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Box>
          {heading}
          {meta ? (
            <Typography component="p" variant="body2" color="text.secondary" role="status">
              {t('common.productCount', { count: meta.total })}
              {meta.pageCount > 1
                ? ` · ${t('common.pageOf', { page: meta.page, total: meta.pageCount })}`
                : ''}
            </Typography>
          ) : null}
        </Box>
        {meta && meta.total > 1 ? (
          <SortSelect value={sort} pricesVisible={meta.pricesVisible} onChange={setSort} />
        ) : null}
      </Box>
      {pastTheEnd ? (
        <PastTheEnd firstPage={hrefFor(1)} />
      ) : (
        <ProductGrid
          items={data?.items ?? []}
          titleLevel={heading ? 3 : 2}
          // The first answer is awaited, or the answer shown is the previous page's.
          loading={query.isPending || query.isPlaceholderData}
          emptyText={emptyText}
        />
      )}
      {meta ? <PageLinks page={meta.page} pageCount={meta.pageCount} hrefFor={hrefFor} /> : null}
    </Box>
  );
}
