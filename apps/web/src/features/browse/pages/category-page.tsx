import { useParams } from 'react-router';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useProducts } from '../../catalogue/use-products.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useCategory } from '../api.ts';
import { useBrowseLayout } from '../columns.ts';
import { HeadingSkeleton, LoadFailed, PageHeading, Trail } from '../components/page-parts.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { usePageQuery } from '../components/use-page-query.ts';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/** `/category/{category}` (SPEC 2): a category and its products, paged and sorted in the address. */
export function CategoryPage() {
  const t = useBrowseT();
  const slug = useParams().category ?? '';
  const { perPage } = useBrowseLayout();
  const { page, sort, hrefFor, setSort } = usePageQuery();
  const category = useCategory(slug);
  const products = useProducts({ category: [slug], page, perPage, sort }, category.isSuccess);

  if (category.isError) return <LoadFailed error={category.error} onRetry={() => void category.refetch()} />;
  const data = category.data;
  const canonical = `${catalogueLinks.category(slug)}${page > 1 ? `?page=${page}` : ''}`;

  return (
    <>
      <PageMeta
        title={
          data
            ? page > 1
              ? `${data.name} (${t('common.pageOf', { page, total: products.data?.meta.pageCount ?? page })})`
              : data.name
            : undefined
        }
        description={data ? data.description || t('menu.description', { name: data.name }) : undefined}
        image={data?.image || undefined}
        canonical={canonical}
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
      <ProductListing
        data={products.data}
        loading={products.isPending || products.isPlaceholderData}
        error={products.error}
        onRetry={() => void products.refetch()}
        sort={sort}
        setSort={setSort}
        hrefFor={hrefFor}
        emptyText={t('categories.noProducts')}
      />
    </>
  );
}
