import Button from '@mui/material/Button';
import type { CheckoutQuote } from '@shop/shared';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeployment } from '../../site/deployment.ts';
import type { ReadyBuyer } from '../api.ts';
import { useCheckoutT } from '../i18n.ts';
import { usePlaceOrder } from '../use-checkout.ts';

/**
 * Place the order (one attempt key, so a double click makes one order), or, when the deployment
 * has the order summary step (isOrderSummaryEnabled) and `review` is asked, go to it first.
 * Disabled while the quote names anything that stops the order.
 */
export function PlaceOrderButton({
  buyer,
  quote,
  review = false,
}: {
  buyer: ReadyBuyer;
  quote: CheckoutQuote;
  review?: boolean;
}) {
  const t = useCheckoutT();
  const { flags } = useDeployment();
  const place = usePlaceOrder(buyer, quote);
  const blocked = quote.problems.length > 0;

  if (review && flags.isOrderSummaryEnabled) {
    return (
      <Button
        fullWidth
        size="large"
        variant="contained"
        component={RouterLink}
        to={paths.orderSummary}
        disabled={blocked}
      >
        {t('place.review')}
      </Button>
    );
  }
  const redirecting = place.isSuccess && place.data.data.payment !== null;
  return (
    <Button
      fullWidth
      size="large"
      variant="contained"
      disabled={blocked || place.isPending || redirecting}
      onClick={() => place.mutate()}
    >
      {redirecting ? t('place.redirecting') : place.isPending ? t('place.placing') : t('place.place')}
    </Button>
  );
}
