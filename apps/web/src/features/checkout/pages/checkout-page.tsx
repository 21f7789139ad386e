import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { CheckoutQuote } from '@shop/shared';
import type { ReadyBuyer } from '../api.ts';
import { CheckoutFrame, usePageTitle } from '../components/checkout-frame.tsx';
import {
  AddressChoice,
  CouponChoice,
  DeliveryChoice,
  NoteChoice,
  PaymentChoice,
} from '../components/choices.tsx';
import { PlaceOrderButton } from '../components/place-order-button.tsx';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { useCheckoutT } from '../i18n.ts';
import { useApplyChoice } from '../use-checkout.ts';

function Checkout({ buyer, quote }: { buyer: ReadyBuyer; quote: CheckoutQuote }) {
  const apply = useApplyChoice(buyer);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <AddressChoice buyer={buyer} quote={quote} apply={apply} />
          <DeliveryChoice quote={quote} apply={apply} />
          <PaymentChoice quote={quote} apply={apply} />
          <CouponChoice buyer={buyer} quote={quote} />
          <NoteChoice quote={quote} apply={apply} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <QuoteSummary quote={quote} action={<PlaceOrderButton buyer={buyer} quote={quote} review />} />
      </Grid>
    </Grid>
  );
}

/** /checkout (SPEC 2): address, delivery, payment, coupon, note and the server's quote. */
export function CheckoutPage() {
  const t = useCheckoutT();
  return (
    <CheckoutFrame title={usePageTitle('checkout')} intro={t('intro')}>
      {(quote, buyer) => <Checkout buyer={buyer} quote={quote} />}
    </CheckoutFrame>
  );
}
