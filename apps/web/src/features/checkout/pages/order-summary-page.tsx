import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CheckoutQuote, formatMoney } from '@shop/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { addressLines } from '../../orders/address.ts';
import { useDeployment } from '../../site/deployment.ts';
import type { ReadyBuyer } from '../api.ts';
import { CheckoutFrame, usePageTitle } from '../components/checkout-frame.tsx';
import { PlaceOrderButton } from '../components/place-order-button.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { CheckoutSection } from '../components/section.tsx';
import { useCheckoutT } from '../i18n.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Review({ buyer, quote }: { buyer: ReadyBuyer; quote: CheckoutQuote }) {
  const t = useCheckoutT();
  const lang = useLanguage();
  const { choices } = quote;
  const address = quote.addresses.find((a) => a.id === choices.addressId);
  const delivery = quote.deliveryOptions.find((o) => o.rateId === choices.rateId);
  const payment = quote.paymentMethods.find((m) => m.id === choices.paymentMethodId);
  const missing = <Typography color="text.secondary">{t('review.notChosen')}</Typography>;
  const edit = (
    <Button component={RouterLink} to={paths.checkout} startIcon={<EditOutlined />} size="small">
      {t('review.edit')}
    </Button>
  );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <CheckoutSection title={t('review.title')} action={edit}>
          <Box component="dl" sx={{ m: 0 }}>
            <Item label={t('review.address')}>
              {address ? (
                <Box component="address" sx={{ fontStyle: 'normal' }}>
                  {addressLines(address).join(', ')}
                </Box>
              ) : (
                missing
              )}
            </Item>
            <Item label={t('review.delivery')}>
              {delivery ? (
                <Typography>
                  {delivery.zone}: {delivery.rate} ·{' '}
                  {delivery.charge === 0
                    ? t('delivery.free')
                    : formatMoney(delivery.charge, quote.currency, lang)}{' '}
                  · {t('delivery.days', { min: delivery.minDays, max: delivery.maxDays })}
                </Typography>
              ) : (
                missing
              )}
            </Item>
            <Item label={t('review.payment')}>
              {payment ? (
                <Stack spacing={0.5}>
                  <Typography>{payment.name}</Typography>
                  {payment.testMode ? (
                    <Typography variant="body2" color="warning.main">
                      {t('payment.testMode')}: {t('payment.testModeHint')}
                    </Typography>
                  ) : null}
                </Stack>
              ) : (
                missing
              )}
            </Item>
            <Item label={t('review.coupon')}>
              <Typography>
                {quote.coupon
                  ? t('coupon.applied', {
                      code: quote.coupon.code,
                      discount: formatMoney(quote.coupon.discount, quote.currency, lang),
                    })
                  : t('review.noCoupon')}
              </Typography>
            </Item>
            <Item label={t('review.note')}>
              <Typography>{choices.note || t('review.noNote')}</Typography>
            </Item>
          </Box>
        </CheckoutSection>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <QuoteSummary quote={quote} action={<PlaceOrderButton buyer={buyer} quote={quote} />} />
      </Grid>
    </Grid>
  );
}

/**
 * /order-summary (isOrderSummaryEnabled): the whole quote read-only, "Edit" back to the checkout
 * and "Place order". Without the flag the checkout places the order itself, so this page leads
 * back to it.
 */
export function OrderSummaryPage() {
  const { flags } = useDeployment();
  const t = useCheckoutT();
  const title = usePageTitle('orderSummary');
  if (!flags.isOrderSummaryEnabled) return <Navigate to={paths.checkout} replace />;
  return (
    <CheckoutFrame title={title} intro={t('review.intro')}>
      {(quote, buyer) => <Review buyer={buyer} quote={quote} />}
    </CheckoutFrame>
  );
}
