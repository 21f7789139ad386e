import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { intlLocale } from '@shop/shared';
import { useId } from 'react';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useCartT } from '../i18n.ts';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, fontWeight: strong ? 700 : 400 }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The cart's totals (SPEC 3: items, unique items, cart total) and the way to checkout, which waits,
 * saying why, while the cart is empty or a line cannot be ordered as it is.
 */
export function CartSummary({
  totalItems,
  totalUniqueItems,
  cartTotal,
  blockedBy,
  onEmpty,
  busy,
}: {
  totalItems: number;
  totalUniqueItems: number;
  /** Formatted; null while the buyer may not see prices. */
  cartTotal: string | null;
  /** Why checkout waits, if it does. */
  blockedBy: string | null;
  onEmpty: () => void;
  busy: boolean;
}) {
  const t = useCartT();
  const titleId = useId();
  const reasonId = useId();
  const lang = useLanguage();
  const count = (n: number) => new Intl.NumberFormat(intlLocale(lang)).format(n);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('totals.title')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label={t('totals.items')} value={count(totalItems)} />
        <Row label={t('totals.uniqueItems')} value={count(totalUniqueItems)} />
        {cartTotal !== null ? (
          <>
            <Divider />
            <Row label={t('totals.cartTotal')} value={cartTotal} strong />
          </>
        ) : null}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {cartTotal !== null ? t('totals.exVat') : t('totals.pricesHidden')}
      </Typography>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {blockedBy ? (
          <>
            <Button variant="contained" size="large" disabled aria-describedby={reasonId}>
              {t('checkout')}
            </Button>
            <Typography id={reasonId} variant="body2" color="text.secondary">
              {blockedBy}
            </Typography>
          </>
        ) : (
          <Button component={RouterLink} to={paths.checkout} variant="contained" size="large">
            {t('checkout')}
          </Button>
        )}
        <Button color="error" onClick={onEmpty} disabled={busy || totalUniqueItems === 0}>
          {t('emptyCart')}
        </Button>
      </Stack>
    </Paper>
  );
}
