import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@shop/shared';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useViewerToken } from '../../lib/auth-tokens.ts';
import { useDeployment } from '../site/deployment.ts';
import { useCardT } from './card-i18n.ts';

export interface PriceFields {
  price?: number | undefined;
  discountPrice?: number | null | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  hasVariants?: boolean | undefined;
}

/** A discount price below the price (either may be left out for who may not see prices). */
export function isDiscounted<P extends PriceFields>(
  product: P,
): product is P & { price: number; discountPrice: number } {
  const { price, discountPrice } = product;
  return (
    price !== undefined && discountPrice !== null && discountPrice !== undefined && discountPrice < price
  );
}

/**
 * A product's price as the server gave it. The server leaves price keys out for a viewer who may
 * not see them (ADR 0011), so their absence is the signal: a visitor is asked to log in, a
 * signed-in customer is told prices come with approval (a salesperson always sees them). Nothing
 * here decides visibility.
 */
export function PriceTag({ product, size = 'small' }: { product: PriceFields; size?: 'small' | 'large' }) {
  const { price, priceFrom, priceTo, hasVariants } = product;
  const t = useCardT();
  const lang = useLanguage();
  const { currency } = useDeployment();
  const token = useViewerToken();
  const money = (minor: number) => formatMoney(minor, currency.name, lang);
  const main = size === 'large' ? 'h4' : 'subtitle1';

  if (price === undefined) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t(token ? 'approvalForPrices' : 'loginForPrices')}
      </Typography>
    );
  }

  if (hasVariants && priceFrom !== undefined && priceTo !== undefined && priceFrom !== priceTo) {
    return (
      <Typography variant={main} component="p" sx={{ fontWeight: 700 }}>
        {size === 'large'
          ? t('priceRange', { from: money(priceFrom), to: money(priceTo) })
          : t('from', { price: money(priceFrom) })}
      </Typography>
    );
  }

  if (!isDiscounted(product)) {
    return (
      <Typography variant={main} component="p" sx={{ fontWeight: 700 }}>
        {money(price)}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant={main} component="p" color="error" sx={{ fontWeight: 700 }}>
        <span aria-hidden="true">{money(product.discountPrice)}</span>
        <VisuallyHidden>{t('now', { price: money(product.discountPrice) })}</VisuallyHidden>
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary">
        <s aria-hidden="true">{money(price)}</s>
        <VisuallyHidden>{t('was', { price: money(price) })}</VisuallyHidden>
      </Typography>
    </Box>
  );
}
