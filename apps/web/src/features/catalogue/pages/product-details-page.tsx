import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductDetails } from '@shop/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BreadcrumbTrail } from '../../../components/ui/breadcrumb-trail.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { useProduct } from '../api/products.ts';
import { useCardT } from '../card-i18n.ts';
import { OrderPanel } from '../components/order-panel.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductSpecifications } from '../components/product-specifications.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { useCatalogueT } from '../i18n.ts';
import { catalogueLinks } from '../links.ts';
import { isDiscounted, PriceTag } from '../price-tag.tsx';
import { ProductGrid } from '../product-grid.tsx';
import type { ChoicePicture } from '../selection.ts';
import { useProducts } from '../use-products.ts';

/** More from the product's category (the list API filtered by it), without the product itself. */
function RelatedProducts({ category, exclude }: { category: string; exclude: number }) {
  const t = useCatalogueT();
  const related = useProducts({ category: [category], perPage: 5 });
  const items = (related.data?.items ?? []).filter((p) => p.id !== exclude).slice(0, 4);
  if (related.isError || (!related.isPending && items.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: 6 }}>
      <Typography id="related-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('details.related')}
      </Typography>
      <ProductGrid items={items} titleLevel={3} loading={related.isPending} />
    </Box>
  );
}

function DetailsSkeleton() {
  const t = useCatalogueT();
  return (
    <Box
      role="status"
      aria-label={t('details.loading')}
      sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box>
        <Skeleton width="30%" />
        <Skeleton height={56} width="80%" />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}

/**
 * `/productDetails/{slug}` (SPEC 2): gallery, title, brand, price when the server sends it,
 * bundle and stock badges, variant and option choice with SPEC 8's messages, the wishlist and
 * favourites buttons, the description, the specifications (the product's attributes), related
 * products, and the page meta from the product's
 * SEO fields.
 */
export function ProductDetailsPage() {
  const t = useCatalogueT();
  const { slug = '' } = useParams();
  const product = useProduct(slug);

  if (product.isPending) return <DetailsSkeleton />;
  if (product.isError) {
    const missing = isApiError(product.error) && product.error.status === 404;
    return (
      <Stack spacing={2} sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
        <PageMeta title={missing ? t('details.notFoundTitle') : t('details.errorTitle')} />
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.8rem' }}>
          {missing ? t('details.notFoundTitle') : t('details.errorTitle')}
        </Typography>
        <Typography color="text.secondary">
          {missing ? t('details.notFound') : product.error.message}
        </Typography>
        <Stack direction="row" spacing={1}>
          {missing ? null : (
            <Button variant="outlined" onClick={() => product.refetch()}>
              {t('common.retry')}
            </Button>
          )}
          <Button component={RouterLink} to={paths.products} variant="contained">
            {t('details.browse')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  // One view per product: a related product opened from this page starts with nothing chosen.
  return <ProductView key={product.data.id} product={product.data} />;
}

/** The page of one product; the picture of the variant chosen so far shows in the gallery. */
function ProductView({ product: p }: { product: ProductDetails }) {
  const t = useCatalogueT();
  const card = useCardT();
  const [picture, setPicture] = useState<ChoicePicture | null>(null);
  const images =
    p.gallery.length > 0 ? p.gallery : p.image ? [{ url: p.image, thumbUrl: p.thumbUrl, alt: p.title }] : [];
  const discounted = isDiscounted(p);

  return (
    <>
      <PageMeta
        title={p.seo.title || p.title}
        description={p.seo.description || p.description || undefined}
        image={p.seo.image ?? p.image}
        canonical={catalogueLinks.product(p.slug)}
      />
      <BreadcrumbTrail
        label={t('details.breadcrumbs')}
        crumbs={[
          { label: t('details.home'), to: paths.home },
          { label: t('list.title'), to: paths.products },
          ...(p.category ? [{ label: p.category.name, to: catalogueLinks.category(p.category.slug) }] : []),
          { label: p.title },
        ]}
        sx={{ mb: 2 }}
      />

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <ProductGallery
          images={images}
          title={p.title}
          featured={picture ? { url: picture.url, thumbUrl: null, alt: `${p.title} – ${picture.alt}` } : null}
        />
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {p.isBundle ? <Chip color="secondary" label={card('bundle')} /> : null}
            {discounted ? <Chip color="error" label={card('offer')} /> : null}
            <Chip
              variant="outlined"
              color={p.inStock ? 'success' : 'default'}
              label={p.inStock ? t('details.inStock') : card('outOfStock')}
            />
          </Stack>
          {p.brand ? (
            <Link
              component={RouterLink}
              to={catalogueLinks.brand(p.brand.slug)}
              underline="hover"
              variant="overline"
              color="text.secondary"
            >
              {p.brand.name}
            </Link>
          ) : null}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
              {p.title}
            </Typography>
            <Stack direction="row">
              <SaveButton productId={p.id} title={p.title} kind="wishlist" />
              <SaveButton productId={p.id} title={p.title} kind="favorites" />
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('details.sku', { sku: p.sku })}
            {p.barcode ? ` · ${t('details.barcode', { barcode: p.barcode })}` : ''}
          </Typography>
          <PriceTag product={p} size="large" />
          {p.description ? <Typography>{p.description}</Typography> : null}
          <Divider />
          <OrderPanel product={p} onPictureChange={setPicture} />
          {p.tags.length > 0 ? (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              aria-label={t('details.tags')}
            >
              {p.tags.map((tag) => (
                <Chip
                  key={tag.slug}
                  size="small"
                  variant="outlined"
                  label={tag.name}
                  component={RouterLink}
                  to={`${paths.products}?tag=${encodeURIComponent(tag.slug)}`}
                  clickable
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Box>

      <ProductSpecifications specifications={p.specifications} />

      {p.extensiveDescription ? (
        <Box component="section" aria-labelledby="details-title" sx={{ mt: 6, maxWidth: 820 }}>
          <Typography id="details-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('details.description')}
          </Typography>
          <Box
            sx={{ '& img': { maxWidth: '100%', height: 'auto' }, lineHeight: 1.7 }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API when the admin saves it (docs/api/catalogue.md)
            dangerouslySetInnerHTML={{ __html: p.extensiveDescription }}
          />
        </Box>
      ) : null}

      {p.category ? <RelatedProducts category={p.category.slug} exclude={p.id} /> : null}
    </>
  );
}
