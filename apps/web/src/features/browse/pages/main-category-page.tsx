import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useProducts } from '../../catalogue/use-products.ts';
import { useMainCategory } from '../api.ts';
import { useBrowseLayout } from '../columns.ts';
import {
  CategoryTiles,
  HeadingSkeleton,
  LoadFailed,
  PageHeading,
  TaxonPageMeta,
  Trail,
} from '../components/page-parts.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { usePageQuery } from '../components/use-page-query.ts';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';

/**
 * `/main-category/{mainCategory}` (SPEC 2, "categories by main-category slug"): the department,
 * its categories as tiles, then all its products, paged and sorted in the address.
 */
export function MainCategoryPage() {
  const t = useBrowseT();
  const slug = useParams().mainCategory ?? '';
  const { perPage } = useBrowseLayout();
  const paging = usePageQuery();
  const { page, sort } = paging;
  const main = useMainCategory(slug);
  const products = useProducts({ mainCategory: [slug], page, perPage, sort }, main.isSuccess);

  if (main.isError) return <LoadFailed error={main.error} onRetry={() => void main.refetch()} />;
  const data = main.data;

  return (
    <>
      <TaxonPageMeta
        taxon={data}
        fallback="menu.description"
        page={page}
        pageCount={products.data?.meta.pageCount}
        path={browseLinks.mainCategory(slug)}
      />
      {data ? (
        <>
          <Trail
            crumbs={[
              { label: t('mainCategories.title'), to: browseLinks.mainCategories },
              { label: data.name },
            ]}
          />
          <PageHeading title={data.name} description={data.description} />
          {data.categories.length ? (
            <Box component="section" aria-labelledby="main-category-categories" sx={{ mb: 4 }}>
              <Typography id="main-category-categories" component="h2" variant="h4" sx={{ mb: 1.5 }}>
                {t('mainCategories.categoriesOf', { name: data.name })}
              </Typography>
              <CategoryTiles categories={data.categories} />
            </Box>
          ) : null}
        </>
      ) : (
        <HeadingSkeleton />
      )}
      <ProductListing
        heading={
          <Typography component="h2" variant="h4">
            {t('common.products')}
          </Typography>
        }
        query={products}
        paging={paging}
        emptyText={t('mainCategories.noProducts')}
      />
    </>
  );
}
