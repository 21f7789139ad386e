import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StorefrontMenu } from '@shop/shared';
import type { ReactNode } from 'react';
import { ForwardArrow } from '../../../components/ui/forward-arrow.tsx';
import { across, fullWidth, LazyPicture } from '../../../components/ui/picture.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { Tag } from '../../../components/ui/tag.tsx';
import { TitleLink } from '../../../components/ui/title-link.tsx';
import { catalogueLinks } from '../../catalogue/links.ts';
import { PriceTag } from '../../catalogue/price-tag.tsx';
import { SectionFrame } from '../components/section-frame.tsx';
import { useHomeT } from '../i18n.ts';

/**
 * Single product (SPEC 3 `single-product`: one product, no media): the product large, with what
 * a trade buyer checks first: brand, category, SKU, how it is sold, stock and the price (or the
 * log-in hint: the server leaves prices out for who may not see them).
 */
export default function SingleProductSection({ menu }: { menu: StorefrontMenu }) {
  const t = useHomeT();
  const product = menu.items.find((item) => item.product)?.product;
  if (!product) return null;
  const href = catalogueLinks.product(product.slug);
  const src = product.image ?? product.thumbUrl;
  const facts: [string, ReactNode][] = [];
  for (const [label, taxon, link] of [
    ['product.brand', product.brand, catalogueLinks.brand],
    ['product.category', product.category, catalogueLinks.category],
  ] as const) {
    if (taxon)
      facts.push([
        t(label),
        <Link key={label} component={RouterLink} to={link(taxon.slug)}>
          {taxon.name}
        </Link>,
      ]);
  }
  facts.push([t('product.sku'), <bdi key="s">{product.sku}</bdi>]);
  if (product.measureUnit)
    facts.push([
      t('product.unit'),
      product.measureUnit.piecesPerUnit > 1
        ? t('product.unitPieces', {
            name: product.measureUnit.name,
            count: product.measureUnit.piecesPerUnit,
          })
        : product.measureUnit.name,
    ]);

  return (
    <SectionFrame menu={menu} showBanner={false}>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          overflow: 'hidden',
          borderRadius: 3,
        }}
      >
        <Box sx={{ bgcolor: 'action.hover' }}>
          {src ? (
            <LazyPicture src={src} layout={across.half} width={800} height={800} sx={fullWidth('1 / 1')} />
          ) : null}
        </Box>
        <Box
          sx={{
            p: { xs: 3, md: 5 },
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            justifyContent: 'center',
          }}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Tag color="primary" label={t('product.featured')} />
            {product.isBundle ? <Tag color="secondary" label={t('product.bundle')} /> : null}
            <Tag
              variant="outlined"
              color={product.inStock ? 'success' : 'default'}
              label={t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
            />
          </Box>
          <Typography component="h3" variant="h3" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            <TitleLink to={href}>{product.title}</TitleLink>
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <PriceTag product={product} size="large" />
          <Box>
            <Button
              component={RouterLink}
              to={href}
              variant="contained"
              size="large"
              endIcon={<ForwardArrow />}
            >
              {t('product.view')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </SectionFrame>
  );
}
