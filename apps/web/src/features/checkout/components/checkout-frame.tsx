import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CheckoutQuote } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useBuyer } from '../../../lib/buyer.ts';
import { PageMeta } from '../../site/page-meta.tsx';
import { isReady, quoteQuery, type ReadyBuyer } from '../api.ts';
import { useCheckoutT } from '../i18n.ts';

/** Why the checkout cannot be shown, and the one link that helps. */
function Stop({
  message,
  extra,
  link,
}: {
  message: string;
  extra?: string;
  link: { to: string; label: string; state?: unknown };
}) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={link.to} state={link.state}>
          {link.label}
        </Button>
      }
    >
      <Typography component="p">{message}</Typography>
      {extra ? <Typography component="p">{extra}</Typography> : null}
    </Alert>
  );
}

/** The account refusals the quote can answer, and where each is put right. */
const REFUSAL_LINKS: Record<string, { to: string; label: 'gate.approval' | 'gate.addresses' }> = {
  accountNotConfirmed: { to: paths.dashboard.approvalForm, label: 'gate.approval' },
  accountNotApproved: { to: paths.dashboard.approvalForm, label: 'gate.approval' },
  addressMissing: { to: paths.dashboard.addresses, label: 'gate.addresses' },
  addressIncomplete: { to: paths.dashboard.addresses, label: 'gate.addresses' },
};

function QuoteSkeleton() {
  const t = useCheckoutT();
  return (
    <Grid container spacing={3} role="status" aria-label={t('summary.title')}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
    </Grid>
  );
}

function Body({
  buyer,
  children,
}: {
  buyer: ReadyBuyer;
  children: (quote: CheckoutQuote, buyer: ReadyBuyer) => ReactNode;
}) {
  const t = useCheckoutT();
  const quote = useQuery(quoteQuery(buyer));
  if (quote.isPending) return <QuoteSkeleton />;
  if (quote.isError) {
    const link = isApiError(quote.error) ? REFUSAL_LINKS[quote.error.code] : undefined;
    return link && buyer.kind === 'customer' ? (
      <Stop message={quote.error.message} link={{ to: link.to, label: t(link.label) }} />
    ) : (
      <RetryAlert error={quote.error} onRetry={() => void quote.refetch()} />
    );
  }
  if (quote.data.lines.length === 0) {
    return (
      <Stop
        message={i18n.t('errors:cartEmpty')}
        extra={i18n.t('errors:cartAddItems')}
        link={{ to: paths.products, label: t('gate.shop') }}
      />
    );
  }
  return children(quote.data, buyer);
}

/**
 * The frame of /checkout and /order-summary: the page's title, then who is buying. A visitor is
 * asked to log in, a salesperson to pick a customer first (SPEC 8); the cart's quote is loaded
 * for the buyer and `children` draw the page from it.
 */
export function CheckoutFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (quote: CheckoutQuote, buyer: ReadyBuyer) => ReactNode;
}) {
  const t = useCheckoutT();
  const buyer = useBuyer();
  const location = useLocation();
  return (
    <Box component="section" aria-labelledby="checkout-title" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={title} />
      <Typography
        id="checkout-title"
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}
      >
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {buyer.kind === 'visitor' ? (
        <Stop
          message={i18n.t('errors:unauthenticated')}
          link={{
            to: paths.login,
            label: t('gate.login'),
            state: { from: { pathname: location.pathname, search: location.search, hash: '' } },
          }}
        />
      ) : !isReady(buyer) ? (
        <Stop
          message={i18n.t('errors:selectUserFirst')}
          link={{ to: paths.cart, label: t('gate.pickCustomer') }}
        />
      ) : (
        <Body key={buyer.prefix} buyer={buyer}>
          {children}
        </Body>
      )}
    </Box>
  );
}

/** The checkout's own title from the route names (common `pages`). */
export function usePageTitle(page: 'checkout' | 'orderSummary' | 'thankYou'): string {
  const { t } = useTranslation();
  return t(`pages.${page}`);
}
