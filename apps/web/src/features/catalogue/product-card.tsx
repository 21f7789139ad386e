import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ProductCard as ProductCardSchema } from '@shop/shared';
import { Link as RouterDomLink } from 'react-router';
import { clampLines } from '../../components/ui/clamp-lines.ts';
import { fullWidth, Picture } from '../../components/ui/picture.tsx';
import { Tag } from '../../components/ui/tag.tsx';
import { TitleLink } from '../../components/ui/title-link.tsx';
import { useCardT } from './card-i18n.ts';
import { SaveButton } from './components/save-button.tsx';
import { catalogueLinks } from './links.ts';
import { isDiscounted, PriceTag } from './price-tag.tsx';

/** The storefront card of a product (`productCard` of packages/shared). */
export type ProductCardData = ProductCardSchema;

/**
 * The level of a product title: the level right under the page's (or section's) own heading, so
 * a screen reader's list of headings skips none (h1 page → h2 products; h2 section → h3).
 */
export type ProductTitleLevel = 2 | 3;

/** Pixel size the card's picture is laid out at; the thumbnail is made for it. */
const IMAGE_SIZE = 480;

/**
 * One product in a list, a menu or search results: picture, title in the page's language, brand,
 * price when the server sent one (else the log-in hint), bundle and stock badges, and the
 * wishlist heart.
 */
export function ProductCard({
  product,
  titleLevel,
  priority = 'lazy',
}: {
  product: ProductCardData;
  titleLevel: ProductTitleLevel;
  /**
   * How soon the picture loads: `high` for the first one a visitor sees (the page's largest
   * paint), `eager` for the rest of the first screen, `lazy` (the default) below it (ADR 0037).
   */
  priority?: 'high' | 'eager' | 'lazy';
}) {
  const t = useCardT();
  const href = catalogueLinks.product(product.slug);
  const src = product.thumbUrl ?? product.image;
  const discounted = isDiscounted(product);

  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'action.hover' }}>
        {/* The title below is the link people tab to; the picture repeats it for the mouse only. */}
        <RouterDomLink to={href} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
          {src ? (
            // Picture, not Box: Box would read width/height as styles and drop the attributes
            // that let the browser reserve the picture's box before it arrives.
            <Picture
              src={src}
              sizes="(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw"
              widths={[200, 400]}
              alt=""
              loading={priority === 'lazy' ? 'lazy' : 'eager'}
              fetchPriority={priority === 'high' ? 'high' : 'auto'}
              decoding="async"
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              sx={{ ...fullWidth('1 / 1'), opacity: product.inStock ? 1 : 0.6 }}
            />
          ) : (
            <Box
              sx={{
                aspectRatio: '1 / 1',
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                typography: 'body2',
              }}
            >
              {t('noImage')}
            </Box>
          )}
        </RouterDomLink>
        <Box
          sx={{
            position: 'absolute',
            insetBlockStart: 8,
            insetInlineStart: 8,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0.5,
          }}
        >
          {product.isBundle ? <Tag color="secondary" label={t('bundle')} /> : null}
          {discounted ? <Tag color="error" label={t('offer')} /> : null}
          {product.inStock ? null : <Tag label={t('outOfStock')} sx={{ bgcolor: 'background.paper' }} />}
        </Box>
        <SaveButton
          productId={product.id}
          title={product.title}
          size="small"
          sx={{
            position: 'absolute',
            insetBlockStart: 6,
            insetInlineEnd: 6,
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        {product.brand ? (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}
          >
            {product.brand.name}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" component={`h${titleLevel}`} sx={{ lineHeight: 1.35 }}>
          <TitleLink to={href} sx={clampLines(2)}>
            {product.title}
          </TitleLink>
        </Typography>
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <PriceTag product={product} />
        </Box>
      </Box>
    </Card>
  );
}
