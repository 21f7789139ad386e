import { useParams } from 'react-router';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useProducts } from '../../catalogue/use-products.ts';
import { useCategory } from '../api.ts';
import { useBrowseLayout } from '../columns.ts';
import { HeadingSkeleton, LoadFailed, PageHeading, TaxonPageMeta, Trail } from '../components/page-parts.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { usePageQuery } from '../components/use-page-query.ts';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/** `/category/{category}` (SPEC 2): a category and its products, paged and sorted in the address. */
export function CategoryPage() {
  const t = useBrowseT();
  const slug = useParams().category ?? '';
  const { perPage } = useBrowseLayout();
  const paging = usePageQuery();
  const { page, sort } = paging;
  const category = useCategory(slug);
  const products = useProducts({ category: [slug], page, perPage, sort }, category.isSuccess);

  if (category.isError) return <LoadFailed error={category.error} onRetry={() => void category.refetch()} />;
  const data = category.data;

  return (
    <>
      <TaxonPageMeta
        taxon={data}
        fallback="menu.description"
        page={page}
        pageCount={products.data?.meta.pageCount}
        path={catalogueLinks.category(slug)}
      />
      {data ? (
        <>
          <Trail
            crumbs={[
              { label: t('categories.title'), to: browseLinks.categories },
              { label: data.mainCategory.name, to: browseLinks.mainCategory(data.mainCategory.slug) },
              { label: data.name },
            ]}
          />
          <PageHeading title={data.name} description={data.description} />
        </>
      ) : (
        <HeadingSkeleton />
      )}
      <ProductListing query={products} paging={paging} emptyText={t('categories.noProducts')} />
    </>
  );
}
