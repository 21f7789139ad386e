import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useThemeSettings } from '../site/front-settings.ts';
import { useCardT } from './card-i18n.ts';
import { ProductCard, type ProductCardData, type ProductTitleLevel } from './product-card.tsx';

export type { ProductCardData } from './product-card.tsx';

export interface ProductGridProps {
  items: ProductCardData[];
  /** The heading level of the titles: one below the heading the grid sits under. */
  titleLevel: ProductTitleLevel;
  loading?: boolean;
  /** Shown when there is nothing to list; defaults to "No products to show." */
  emptyText?: string;
  /**
   * Cards at the top of the page whose pictures load at once (the first with high priority):
   * the first screen of a list page. 0 (the default) for a grid further down a page.
   */
  eager?: number;
}

/** Placeholder cards while the first page loads. */
const SKELETONS = 8;

/**
 * Product cards in as many columns per screen size as the site's theme settings say (SPEC 3,
 * 9: mobile, iPad portrait, iPad landscape, laptop, monitor).
 */
export function ProductGrid({ items, titleLevel, loading = false, emptyText, eager = 0 }: ProductGridProps) {
  const t = useCardT();
  const { columns } = useThemeSettings();
  const template = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  const gridSx = {
    display: 'grid',
    gap: { xs: 1.5, md: 2.5 },
    gridTemplateColumns: {
      xs: template(columns.mobile),
      sm: template(columns.ipadV),
      md: template(columns.ipadH),
      lg: template(columns.laptop),
      xl: template(columns.monitor),
    },
    listStyle: 'none',
    p: 0,
    m: 0,
  } as const;

  if (loading && items.length === 0) {
    return (
      <Box sx={gridSx} role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Box key={i}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
            <Skeleton width="40%" sx={{ mt: 1 }} />
            <Skeleton width="85%" />
            <Skeleton width="30%" />
          </Box>
        ))}
      </Box>
    );
  }

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {emptyText ?? t('empty')}
      </Typography>
    );
  }

  return (
    <Box component="ul" sx={gridSx} aria-busy={loading || undefined}>
      {items.map((product, i) => (
        <Box component="li" key={product.id} sx={{ minWidth: 0 }}>
          <ProductCard
            product={product}
            titleLevel={titleLevel}
            priority={i >= eager ? 'lazy' : i === 0 ? 'high' : 'eager'}
          />
        </Box>
      ))}
    </Box>
  );
}
