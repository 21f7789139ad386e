import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Crumb } from '../../../components/ui/breadcrumb-trail.tsx';
import { useProducts } from '../../catalogue/use-products.ts';
import { useBrowseLayout } from '../columns.ts';
import { HeadingSkeleton, LoadFailed, PageHeading, TaxonPageMeta, Trail } from './page-parts.tsx';
import { ProductListing } from './product-listing.tsx';
import { usePageQuery } from './use-page-query.ts';

interface Taxon {
  name: string;
  description: string;
  image: string | null;
}

/**
 * A category's or a main category's page: its record, then a page of its products (asked for
 * once the record is there), paged and sorted in the address; the trail, heading and `children`
 * of the loaded record, or a skeleton.
 */
export function TaxonProductsPage<T extends Taxon>({
  record,
  filter,
  path,
  crumbs,
  emptyText,
  heading,
  children,
}: {
  record: UseQueryResult<T>;
  filter: { category: string[] } | { mainCategory: string[] };
  path: string;
  crumbs: (taxon: T) => Crumb[];
  emptyText: string;
  /** An h2 above the products, when the page shows more than them. */
  heading?: ReactNode;
  children?: (taxon: T) => ReactNode;
}) {
  const { perPage } = useBrowseLayout();
  const paging = usePageQuery();
  const { page, sort } = paging;
  const products = useProducts({ ...filter, page, perPage, sort }, record.isSuccess);

  if (record.isError) return <LoadFailed error={record.error} onRetry={() => void record.refetch()} />;
  const data = record.data;

  return (
    <>
      <TaxonPageMeta
        taxon={data}
        fallback="menu.description"
        page={page}
        pageCount={products.data?.meta.pageCount}
        path={path}
      />
      {data ? (
        <>
          <Trail crumbs={crumbs(data)} />
          <PageHeading title={data.name} description={data.description} />
          {children?.(data)}
        </>
      ) : (
        <HeadingSkeleton />
      )}
      <ProductListing query={products} paging={paging} emptyText={emptyText} heading={heading} />
    </>
  );
}
