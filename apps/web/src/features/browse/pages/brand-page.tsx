import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { Thumb } from '../../../components/ui/picture.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { useBrandProducts } from '../api.ts';
import { useBrowseLayout } from '../columns.ts';
import { HeadingSkeleton, LoadFailed, PageHeading, TaxonPageMeta, Trail } from '../components/page-parts.tsx';
import { ProductListing } from '../components/product-listing.tsx';
import { usePageQuery } from '../components/use-page-query.ts';
import { useBrowseT } from '../i18n.ts';

/** `/brand/{slug}` (SPEC 2 "brand and products by brand slug"): the brand and its products. */
export function BrandPage() {
  const t = useBrowseT();
  const slug = useParams().slug ?? '';
  const { perPage } = useBrowseLayout();
  const paging = usePageQuery();
  const { page, sort } = paging;
  const query = useBrandProducts(slug, { page, perPage, sort });
  // The previous brand's answer stays on screen while this one loads; never show it as this one.
  const brand = query.data?.brand.slug === slug ? query.data.brand : undefined;

  if (query.isError && !brand) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  return (
    <>
      <TaxonPageMeta
        taxon={brand}
        fallback="brand.description"
        page={page}
        pageCount={query.data?.meta.pageCount}
        path={catalogueLinks.brand(slug)}
      />
      {brand ? (
        <>
          <Trail crumbs={[{ label: brand.name }]} />
          <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'center', mb: 1 }}>
            {brand.image ? (
              <Thumb
                src={brand.image}
                size={120}
                loading="eager"
                sx={{
                  width: { xs: 80, md: 120 },
                  height: { xs: 80, md: 120 },
                  borderRadius: 3,
                  objectFit: 'cover',
                  flex: 'none',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ) : null}
            <PageHeading
              title={brand.name}
              description={brand.description || t('brand.description', { name: brand.name })}
            />
          </Box>
        </>
      ) : (
        <HeadingSkeleton />
      )}
      <ProductListing query={query} stale={!brand} paging={paging} emptyText={t('brand.noProducts')} />
    </>
  );
}
