import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useProducts } from '../../catalogue/use-products.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useMainCategory } from '../api.ts';
import { gridColumns, useBrowseLayout } from '../columns.ts';
import { HeadingSkeleton, LoadFailed, PageHeading, Trail } from '../components/page-parts.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { usePageQuery } from '../components/use-page-query.ts';
import { useBrowseT } from '../i18n.ts';
import { browseLinks } from '../links.ts';
import { TaxonTile } from '../taxon-tile.tsx';

/**
 * `/main-category/{mainCategory}` (SPEC 2, "categories by main-category slug"): the department,
 * its categories as tiles, then all its products, paged and sorted in the address.
 */
export function MainCategoryPage() {
  const t = useBrowseT();
  const slug = useParams().mainCategory ?? '';
  const { columns, perPage } = useBrowseLayout();
  const { page, sort, hrefFor, setSort } = usePageQuery();
  const main = useMainCategory(slug);
  const products = useProducts({ mainCategory: [slug], page, perPage, sort }, main.isSuccess);

  if (main.isError) return <LoadFailed error={main.error} onRetry={() => void main.refetch()} />;
  const data = main.data;

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
        canonical={`${browseLinks.mainCategory(slug)}${page > 1 ? `?page=${page}` : ''}`}
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
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: { xs: 1.5, md: 2 },
                  // Category tiles are small: one column more than product cards.
                  gridTemplateColumns: gridColumns(columns, 1),
                }}
              >
                {data.categories.map((category) => (
                  <li key={category.id}>
                    <TaxonTile
                      taxon={category}
                      href={catalogueLinks.category(category.slug)}
                      meta={t('common.productCount', { count: category.productCount })}
                    />
                  </li>
                ))}
              </Box>
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
        data={products.data}
        loading={products.isPending || products.isPlaceholderData}
        error={products.error}
        onRetry={() => void products.refetch()}
        sort={sort}
        setSort={setSort}
        hrefFor={hrefFor}
        emptyText={t('mainCategories.noProducts')}
      />
    </>
  );
}
