import ArrowBack from '@mui/icons-material/ArrowBack';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderDetailRecord } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextAnchor } from '../../../components/ui/text-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { cartKeys } from '../../cart/api.ts';
import { RequestReturnButton } from '../../returns/request-return-button.tsx';
import { useDeployment } from '../../site/deployment.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import {
  cancelOrder,
  downloadCustomerInvoice,
  type OrderScope,
  orderDetailQuery,
  orderInvoiceQuery,
  orderKeys,
  type ReorderResult,
  reorder,
  retryPayment,
} from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import {
  OrderDeliverySection,
  OrderHistorySection,
  OrderItemsSection,
  OrderLine,
  OrderSection,
  OrderTotalsSection,
  orderPrintStyles,
} from '../order-sections.tsx';
import { paymentRedirect } from '../payment-redirect.ts';
import { problemText } from '../problem-text.ts';
import { OrderStatusChip, PaymentStatusChip } from '../status-chips.tsx';
import { useOrderLabels } from '../status-labels.ts';

/** The cart's queries (the cart helper's `cartKeys.all`): a reorder changes the cart. */

function CancelDialog({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: OrderDetailRecord;
  open: boolean;
  onClose: () => void;
  onCancelled: (order: OrderDetailRecord) => void;
}) {
  const t = useOrdersT();
  const titleId = useId();
  const textId = useId();
  const cancel = useMutation({ mutationFn: () => cancelOrder(order.id) });
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ data, message }) => {
        notify.success(message || i18n.t('notices:orderCancelled'));
        onCancelled(data);
        onClose();
      },
      onError: (error) => {
        notify.error(error);
        onClose();
      },
    });
  return (
    <Dialog
      open={open}
      onClose={cancel.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{t('detail.cancelDialog.title', { number: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('detail.cancelDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          {t('detail.cancelDialog.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending}>
          {cancel.isPending ? t('detail.cancelDialog.cancelling') : t('detail.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a reorder did: how many went back in the cart, which could not and why, and the cart. */
function ReorderNotice({ result, onClose }: { result: ReorderResult; onClose: () => void }) {
  const t = useOrdersT();
  return (
    <Alert
      severity={result.skipped.length ? 'warning' : 'success'}
      role="status"
      onClose={onClose}
      slotProps={{ closeButton: { title: t('detail.reorder.dismiss') } }}
      sx={{ mb: 3 }}
      className="no-print"
    >
      <Typography component="p">{t('detail.reorder.added', { count: result.added })}</Typography>
      {result.skipped.length ? (
        <>
          <Typography component="p" sx={{ mt: 1 }}>
            {t('detail.reorder.skippedTitle')}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, paddingInlineStart: 3 }}>
            {result.skipped.map((line) => (
              <li key={`${line.sku}-${line.title}`}>
                {t('detail.reorder.skippedLine', {
                  title: line.title,
                  sku: line.sku,
                  reason: problemText(line.problem),
                })}
              </li>
            ))}
          </Box>
        </>
      ) : null}
      <Button component={RouterLink} to={paths.cart} size="small" variant="outlined" sx={{ mt: 1 }}>
        {t('detail.reorder.goToCart')}
      </Button>
    </Alert>
  );
}

/**
 * The printed invoice of the order, if there is one: the customer downloads its PDF (ADR 0056),
 * the salesperson opens it in its area, where it prints and downloads it (ADR 0064).
 */
function OrderInvoice({ scope, orderId }: { scope: OrderScope; orderId: number }) {
  const t = useOrdersT();
  const invoice = useQuery(orderInvoiceQuery(scope, orderId));
  const download = useMutation({
    mutationFn: (number: string) => downloadCustomerInvoice(orderId, number),
    onError: (error) => notify.error(error),
  });
  if (!invoice.data) return null;
  const { id, invoiceNumber } = invoice.data;
  if (scope === 'salesperson') {
    return (
      <Button
        variant="outlined"
        startIcon={<DescriptionOutlined />}
        component={RouterLink}
        to={paths.salesperson.invoice(id)}
      >
        {t('detail.actions.viewInvoice', { number: invoiceNumber })}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<DescriptionOutlined />}
      disabled={download.isPending}
      onClick={() => download.mutate(invoiceNumber)}
    >
      {t('detail.actions.invoice', { number: invoiceNumber })}
    </Button>
  );
}

function Actions({
  scope,
  order,
  onReordered,
}: {
  scope: OrderScope;
  order: OrderDetailRecord;
  onReordered: (result: ReorderResult) => void;
}) {
  const t = useOrdersT();
  const queryClient = useQueryClient();
  const { flags } = useDeployment();
  const [confirming, setConfirming] = useState(false);
  const again = useMutation({ mutationFn: () => reorder(scope, order) });
  const pay = useMutation({
    mutationFn: (token: string) => retryPayment(scope, token),
    onSuccess: ({ data }) => paymentRedirect.go(data.redirectUrl),
    onError: (error) => notify.error(error),
  });

  const onCancelled = (updated: OrderDetailRecord) => {
    queryClient.setQueryData(orderKeys.detail(scope, order.id), updated);
    void queryClient.invalidateQueries({ queryKey: [...orderKeys.all(scope), 'list'] });
  };
  const reorderNow = () =>
    again.mutate(undefined, {
      onSuccess: ({ data }) => {
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
        onReordered(data);
      },
      onError: (error) => notify.error(error),
    });

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }} className="no-print">
      {order.paymentToken ? (
        <Button
          variant="contained"
          startIcon={<CreditCardOutlined />}
          disabled={pay.isPending}
          onClick={() => order.paymentToken && pay.mutate(order.paymentToken)}
        >
          {pay.isPending ? t('detail.actions.paying') : t('detail.actions.payNow')}
        </Button>
      ) : null}
      <Button
        variant={order.paymentToken ? 'outlined' : 'contained'}
        startIcon={<ReplayOutlined />}
        disabled={again.isPending}
        onClick={reorderNow}
      >
        {again.isPending ? t('detail.actions.reordering') : t('detail.actions.reorder')}
      </Button>
      {flags.isOrderPrintable ? (
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          {t('detail.actions.print')}
        </Button>
      ) : null}
      {flags.isInvoicesEnabled ? <OrderInvoice scope={scope} orderId={order.id} /> : null}
      <RequestReturnButton
        scope={scope}
        orderId={order.id}
        orderStatus={order.status}
        to={`${scope === 'customer' ? paths.dashboard.refunds : paths.salesperson.returns}?order=${order.id}`}
      />
      {scope === 'customer' && order.canCancel ? (
        <>
          <Button
            color="error"
            variant="outlined"
            startIcon={<CancelOutlined />}
            onClick={() => setConfirming(true)}
          >
            {t('detail.actions.cancel')}
          </Button>
          <CancelDialog
            order={order}
            open={confirming}
            onClose={() => setConfirming(false)}
            onCancelled={onCancelled}
          />
        </>
      ) : null}
    </Stack>
  );
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={40} width="50%" />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/**
 * One order as its customer (or the salesperson who placed it) sees it (SPEC 2
 * `/dashboard/orders/{id}`, SPEC 3 "Order"): the header, its progress, its lines and totals,
 * delivery, payment, coupon, note and shipment; cancel (while the server allows it), order again,
 * print (when the deployment prints orders) and pay now (a card order waiting for its payment).
 */
export function OrderDetail({ scope, id, backHref }: { scope: OrderScope; id: number; backHref: string }) {
  const t = useOrdersT();
  const lang = useLanguage();
  const labels = useOrderLabels();
  const query = useQuery(orderDetailQuery(scope, id));
  const [reordered, setReordered] = useState<ReorderResult | null>(null);
  const back = (
    <Button
      component={RouterLink}
      to={backHref}
      startIcon={<ArrowBack />}
      className="no-print"
      sx={{ mb: 2 }}
    >
      {scope === 'customer' ? t('detail.back') : t('detail.salesBack')}
    </Button>
  );

  if (query.isPending) return <DetailSkeleton label={t('list.caption')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound homeHref={backHref} />;
    return (
      <>
        {back}
        <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const order = query.data;
  const _money = (minor: number) => formatMoney(minor, order.currency, lang);
  const title = t('detail.title', { number: order.orderNumber });

  return (
    <Box component="article" aria-labelledby="order-title">
      {orderPrintStyles}
      <PageMeta title={title} />
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography
          id="order-title"
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {title}
        </Typography>
        <OrderStatusChip status={order.status} size="medium" />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('detail.placedOn', { date: formatDate(order.createdAt, lang, { dateStyle: 'long' }) })}
        {scope === 'salesperson' ? ` · ${t('detail.customer')}: ${order.customerName}` : null}
      </Typography>

      <Actions scope={scope} order={order} onReordered={setReordered} />
      {reordered ? <ReorderNotice result={reordered} onClose={() => setReordered(null)} /> : null}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <OrderItemsSection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderTotalsSection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderHistorySection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OrderDeliverySection order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSection title={t('detail.sections.payment')}>
            <Box component="dl" sx={{ m: 0 }}>
              <OrderLine
                label={t('detail.paymentMethod')}
                value={order.paymentMethodName ?? labels.paymentMethod(order.paymentMethodCode)}
              />
              <OrderLine
                label={t('detail.paymentStatus')}
                value={<PaymentStatusChip status={order.paymentStatus} />}
              />
            </Box>
          </OrderSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSection title={t('detail.sections.extra')}>
            <Box component="dl" sx={{ m: 0 }}>
              <OrderLine
                label={t('detail.coupon')}
                value={order.couponCode ? <bdi>{order.couponCode}</bdi> : t('detail.noCoupon')}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('detail.note')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.note || t('detail.noNote')}</Typography>
          </OrderSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSection title={t('detail.sections.shipment')}>
            {order.shipmentName ? (
              <Stack spacing={0.5}>
                <Typography>
                  <LocalShippingOutlined
                    fontSize="small"
                    aria-hidden="true"
                    sx={{ verticalAlign: 'middle', marginInlineEnd: 1 }}
                  />
                  {t('detail.shipmentName')}: {order.shipmentName}
                </Typography>
                {order.shippedAt ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.shippedAt', { date: formatDate(order.shippedAt, lang) })}
                  </Typography>
                ) : null}
                {order.shipmentUrl ? (
                  <TextAnchor href={order.shipmentUrl} target="_blank" rel="noopener noreferrer">
                    {t('detail.track')}
                  </TextAnchor>
                ) : null}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('detail.notShipped')}</Typography>
            )}
          </OrderSection>
        </Grid>
      </Grid>
    </Box>
  );
}
