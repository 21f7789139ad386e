import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductList, ProductSort } from '@shop/shared';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { ProductGrid } from '../../catalogue/product-grid.tsx';
import { useBrowseT } from '../i18n.ts';
import { LoadFailed, PageLinks, SortSelect } from './page-parts.tsx';

/**
 * A page of products with its sort and page links (category, main category, brand): the
 * catalogue's own grid in the site's columns, skeletons while loading, the empty text, and a way
 * back when the address asks for a page past the end.
 */
export function ProductListing({
  data,
  loading,
  error,
  onRetry,
  sort,
  setSort,
  hrefFor,
  emptyText,
  heading,
}: {
  data: ProductList | undefined;
  /** The first answer is awaited, or the answer shown is the previous page's. */
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  sort: ProductSort;
  setSort: (sort: ProductSort) => void;
  hrefFor: (page: number) => string;
  emptyText: string;
  /** An h2 above the products, when the page has more than them; their titles go under it. */
  heading?: ReactNode;
}) {
  const t = useBrowseT();
  if (error && !data) return <LoadFailed error={error} onRetry={onRetry} />;
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
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('common.pageEmpty')}</Typography>
          <Button component={RouterLink} to={hrefFor(1)} variant="outlined">
            {t('common.firstPage')}
          </Button>
        </Box>
      ) : (
        <ProductGrid
          items={data?.items ?? []}
          titleLevel={heading ? 3 : 2}
          loading={loading}
          emptyText={emptyText}
        />
      )}
      {meta ? <PageLinks page={meta.page} pageCount={meta.pageCount} hrefFor={hrefFor} /> : null}
    </Box>
  );
}
