import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderDetailRecord } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useBuyer } from '../../../lib/buyer.ts';
import { type OrderScope, orderDetailQuery } from '../../orders/api.ts';
import { OrderStatusChip } from '../../orders/status-chips.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { available, useSiteProfile } from '../../site/site-profile.ts';
import { useCheckoutT } from '../i18n.ts';
import type { ThankYouState } from '../use-checkout.ts';

function Frame({ children, actions }: { children?: ReactNode; actions: ReactNode }) {
  const t = useCheckoutT();
  return (
    <Box
      component="section"
      aria-labelledby="thank-you-title"
      sx={{ py: { xs: 3, md: 6 }, maxWidth: 720, mx: 'auto', textAlign: 'center' }}
    >
      <PageMeta title={t('thankYou.title')} />
      <CheckCircleOutline color="success" sx={{ fontSize: 64 }} aria-hidden="true" />
      <Typography
        id="thank-you-title"
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, mb: 2 }}
      >
        {t('thankYou.title')}
      </Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
        {actions}
      </Stack>
    </Box>
  );
}

/** The bank details of the company profile, for a bank transfer when the method's note is not at hand. */
function BankDetails() {
  const t = useCheckoutT();
  const profile = useSiteProfile();
  const p = profile.data;
  if (!p) return null;
  const rows = [
    { label: t('thankYou.bank.accountName'), value: available(p.bank_account_name) },
    { label: t('thankYou.bank.bankName'), value: available(p.bankName) },
    { label: t('thankYou.bank.accountNumber'), value: available(p.bankNumber) },
    { label: t('thankYou.bank.sortCode'), value: available(p.bankSortCode) },
    { label: t('thankYou.bank.iban'), value: available(p.IBAN) },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 1 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'flex', gap: 1 }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {row.label}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <bdi>{row.value}</bdi>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function NextSteps({ order, paymentNote }: { order: OrderDetailRecord; paymentNote: string | undefined }) {
  const t = useCheckoutT();
  const code = order.paymentMethodCode;
  const text =
    code === 'card' && order.status === 'payment-pending'
      ? t('thankYou.next.cardPending')
      : t(`thankYou.next.${code}`);
  return (
    <Alert severity="info" sx={{ textAlign: 'start', mt: 3 }}>
      <Typography component="h2" fontWeight={700} sx={{ mb: 0.5 }}>
        {t('thankYou.nextTitle')}
      </Typography>
      <Typography component="p">{text}</Typography>
      {code === 'bank_transfer' ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography component="h3" fontWeight={600}>
            {t('thankYou.bankDetails')}
          </Typography>
          {paymentNote ? (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{paymentNote}</Typography>
          ) : (
            <BankDetails />
          )}
        </Box>
      ) : null}
    </Alert>
  );
}

function Placed({
  scope,
  id,
  paymentNote,
}: {
  scope: OrderScope;
  id: number;
  paymentNote: string | undefined;
}) {
  const t = useCheckoutT();
  const lang = useLanguage();
  const query = useQuery(orderDetailQuery(scope, id));
  const orderHref = scope === 'customer' ? paths.dashboard.order(id) : paths.salesperson.order(id);
  const ordersHref = scope === 'customer' ? paths.dashboard.orders : paths.salesperson.orders;
  const shop = (
    <Button component={RouterLink} to={paths.products}>
      {t('thankYou.shop')}
    </Button>
  );

  if (query.isPending) {
    return (
      <Frame actions={shop}>
        <Skeleton variant="rounded" height={160} role="status" aria-label={t('thankYou.title')} />
      </Frame>
    );
  }
  if (query.isError) {
    // An unknown order (or another's): the generic page.
    return <Generic ordersHref={ordersHref} />;
  }
  const order = query.data;
  return (
    <Frame
      actions={
        <>
          <Button variant="contained" component={RouterLink} to={orderHref}>
            {t('thankYou.viewOrder')}
          </Button>
          {shop}
        </>
      }
    >
      <Typography sx={{ mb: 3 }}>{t('thankYou.placed', { number: order.orderNumber })}</Typography>
      <Paper variant="outlined" sx={{ p: 2.5, textAlign: 'start' }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
        >
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('thankYou.number')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              <bdi>{order.orderNumber}</bdi>
            </Typography>
          </div>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('thankYou.status')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <OrderStatusChip status={order.status} />
            </Box>
          </div>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('thankYou.total')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatMoney(order.grandTotal, order.currency, lang)}
            </Typography>
          </div>
        </Box>
      </Paper>
      <NextSteps order={order} paymentNote={paymentNote} />
    </Frame>
  );
}

function Generic({ ordersHref }: { ordersHref: string | null }) {
  const t = useCheckoutT();
  return (
    <Frame
      actions={
        <>
          {ordersHref ? (
            <Button variant="contained" component={RouterLink} to={ordersHref}>
              {t('thankYou.myOrders')}
            </Button>
          ) : null}
          <Button component={RouterLink} to={paths.products}>
            {t('thankYou.shop')}
          </Button>
        </>
      }
    >
      <Typography>{t('thankYou.genericBody')}</Typography>
    </Frame>
  );
}

/**
 * /thank-you?order={id} (SPEC 2): the order's number, status and total and what happens next by
 * its payment method. Without an order, for one the buyer cannot see, or for a visitor: a
 * friendly generic page.
 */
export function ThankYouPage() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const buyer = useBuyer();
  const raw = search.get('order');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const scope: OrderScope | null =
    buyer.kind === 'customer' ? 'customer' : buyer.kind === 'salesperson' ? 'salesperson' : null;
  const paymentNote = (state as ThankYouState | null)?.paymentNote;
  if (!scope) return <Generic ordersHref={null} />;
  if (!id)
    return <Generic ordersHref={scope === 'customer' ? paths.dashboard.orders : paths.salesperson.orders} />;
  return <Placed key={id} scope={scope} id={id} paymentNote={paymentNote} />;
}
