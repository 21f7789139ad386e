import ArrowBack from '@mui/icons-material/ArrowBack';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
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
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, type OrderDetailRecord } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { formatDateTime } from '../../../back-office/kit/format.ts';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { RouterLink } from '../../../components/ui/router-link.tsx';
import { TextAnchor, TextLink } from '../../../components/ui/text-link.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { cartKeys } from '../../cart/api.ts';
import { useDeployment } from '../../site/deployment.ts';
import { NotFound } from '../../site/not-found.tsx';
import { PageMeta } from '../../site/page-meta.tsx';
import { addressLines } from '../address.ts';
import {
  cancelOrder,
  type OrderScope,
  orderDetailQuery,
  orderKeys,
  type ReorderResult,
  reorder,
  retryPayment,
} from '../api.ts';
import { useOrdersT } from '../i18n.ts';
import { paymentRedirect } from '../payment-redirect.ts';
import { problemText } from '../problem-text.ts';
import { OrderStatusChip, PaymentStatusChip } from '../status-chips.tsx';
import { useOrderLabels } from '../status-labels.ts';

/** The cart's queries (the cart helper's `cartKeys.all`): a reorder changes the cart. */

/** Who moved the order, as the history names them (`actorKind`). */
const HISTORY_BY = { admin: true, customer: true, salesperson: true, system: true } as const;

/** Printing an order shows the order alone: no header, footer, menus or buttons. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, aside, button, .no-print, .MuiDrawer-root, .MuiSnackbar-root': {
          display: 'none !important',
        },
        body: { background: '#fff' },
      },
    }}
  />
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2.5, height: '100%', breakInside: 'avoid' }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Line({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        fontWeight: strong ? 700 : 400,
        borderTop: strong ? 1 : 0,
        borderColor: 'divider',
        mt: strong ? 1 : 0,
        pt: strong ? 1 : 0.5,
      }}
    >
      <Box component="dt">{label}</Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

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
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const title = t('detail.title', { number: order.orderNumber });
  const method = order.deliveryMethod;

  return (
    <Box component="article" aria-labelledby="order-title">
      {printStyles}
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
          <Section title={t('detail.sections.items')}>
            <TableContainer>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('detail.columns.product')}</TableCell>
                    <TableCell align="right">{t('detail.columns.price')}</TableCell>
                    <TableCell align="right">{t('detail.columns.qty')}</TableCell>
                    <TableCell align="right">{t('detail.columns.total')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell component="th" scope="row">
                        {item.slug ? (
                          <TextLink to={`/productDetails/${encodeURIComponent(item.slug)}`}>
                            {item.title}
                          </TextLink>
                        ) : (
                          item.title
                        )}
                        {item.variantLabel ? (
                          <Typography variant="body2" color="text.secondary">
                            {item.variantLabel}
                          </Typography>
                        ) : null}
                        {item.options.map((option) => (
                          <Typography key={option.choiceId} variant="body2" color="text.secondary">
                            {option.group}:{' '}
                            {option.priceDelta
                              ? t('detail.optionPrice', {
                                  choice: option.choice,
                                  price: money(option.priceDelta),
                                })
                              : option.choice}
                          </Typography>
                        ))}
                        <Typography variant="caption" color="text.secondary">
                          <bdi>{t('detail.sku', { sku: item.sku })}</bdi>
                        </Typography>
                        {item.returnedQty ? (
                          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                            {t('detail.returned', { qty: item.returnedQty })}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(item.unitPrice + item.optionsPrice)}
                      </TableCell>
                      <TableCell align="right">{item.qty}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(item.lineSubtotal)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('detail.sections.totals')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Line label={t('detail.totals.subTotal')} value={money(order.subTotal)} />
              {order.optionsTotal ? (
                <Line label={t('detail.totals.options')} value={money(order.optionsTotal)} />
              ) : null}
              {order.discountTotal ? (
                <Line label={t('detail.totals.discount')} value={money(-order.discountTotal)} />
              ) : null}
              <Line label={t('detail.totals.vat')} value={money(order.vatTotal)} />
              <Line label={t('detail.totals.shipping')} value={money(order.shippingCost)} />
              <Line label={t('detail.totals.grandTotal')} value={money(order.grandTotal)} strong />
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.sections.history')}>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {order.history.map((entry) => (
                <Box
                  component="li"
                  key={`${entry.createdAt}-${entry.toStatus}`}
                  sx={{
                    position: 'relative',
                    paddingInlineStart: 3,
                    pb: 1.5,
                    borderInlineStart: 2,
                    borderColor: 'divider',
                    '&:last-of-type': { borderColor: 'transparent' },
                  }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      insetInlineStart: -7,
                      top: 4,
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                    }}
                  />
                  <Typography fontWeight={600}>{labels.status(entry.toStatus)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>
                    {entry.actorKind in HISTORY_BY
                      ? ` · ${t(`detail.historyBy.${entry.actorKind as keyof typeof HISTORY_BY}`)}`
                      : null}
                  </Typography>
                  {entry.note ? <Typography variant="body2">{entry.note}</Typography> : null}
                </Box>
              ))}
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('detail.sections.delivery')}>
            <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
              {addressLines(order.deliveryAddress).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Box>
            <Typography>
              {method
                ? `${t('detail.deliveryMethod', { zone: method.zone, rate: method.rate })} · ${t(
                    'detail.deliveryDays',
                    { min: method.minDays, max: method.maxDays },
                  )}`
                : t('detail.noDeliveryMethod')}
            </Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('detail.sections.payment')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Line
                label={t('detail.paymentMethod')}
                value={order.paymentMethodName ?? labels.paymentMethod(order.paymentMethodCode)}
              />
              <Line
                label={t('detail.paymentStatus')}
                value={<PaymentStatusChip status={order.paymentStatus} />}
              />
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('detail.sections.extra')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Line
                label={t('detail.coupon')}
                value={order.couponCode ? <bdi>{order.couponCode}</bdi> : t('detail.noCoupon')}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('detail.note')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{order.note || t('detail.noNote')}</Typography>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('detail.sections.shipment')}>
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
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}
