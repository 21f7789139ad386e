import { zodResolver } from '@hookform/resolvers/zod';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminOrderDetail,
  idParams,
  type OrderNoteInput,
  type OrderShipmentInput,
  type OrderStatus,
  orderNoteInput,
  orderShipmentInput,
} from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { DetailCard } from '../../back-office/kit/detail-list.tsx';
import { FormAlert, placeServerErrors, RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { formatDateTime } from '../../back-office/kit/format.ts';
import { PageHeader } from '../../back-office/kit/page-header.tsx';
import { loadGate } from '../../back-office/kit/query-state.tsx';
import { RouterLink } from '../../components/ui/router-link.tsx';
import { TextAnchor } from '../../components/ui/text-link.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { useOrdersT } from '../../features/orders/i18n.ts';
import {
  OrderDeliverySection,
  OrderHistorySection,
  OrderItemsSection,
  OrderTotalsSection,
  orderPrintStyles,
} from '../../features/orders/order-sections.tsx';
import { OrderStatusChip, PaymentStatusChip } from '../../features/orders/status-chips.tsx';
import { useOrderLabels } from '../../features/orders/status-labels.ts';
import { useDeployment } from '../../features/site/deployment.ts';
import { NotFound } from '../../features/site/not-found.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { orderInvoiceQuery } from '../invoices/api.ts';
import { CreateInvoiceDialog } from '../invoices/create-invoice-dialog.tsx';
import { useInvoicesAdminT } from '../invoices/i18n.ts';
import { orderPaymentsQuery } from '../payments/api.ts';
import { PaymentActions } from '../payments/payment-actions.tsx';
import { adminOrderDetailQuery, useOrderAction } from './api.ts';
import { useOrdersAdminT } from './i18n.ts';

/** Orders whose goods were agreed: the ones the server invoices (ADR 0056). */
const INVOICEABLE: ReadonlySet<OrderStatus> = new Set([
  'approved',
  'processing',
  'shipped',
  'delivered',
  'completed',
]);

/** "Create invoice" on an order that may have one and has none; its invoice's link once it has. */
function InvoiceAction({ order }: { order: AdminOrderDetail }) {
  const t = useInvoicesAdminT();
  const invoice = useQuery(orderInvoiceQuery(order.id));
  const [creating, setCreating] = useState(false);
  if (!invoice.isSuccess) return null;
  if (invoice.data) {
    return (
      <Button
        component={RouterLink}
        to={paths.admin.to(`invoices/${invoice.data.id}`)}
        variant="outlined"
        startIcon={<DescriptionOutlined />}
      >
        {t('order.viewInvoice', { number: invoice.data.invoiceNumber })}
      </Button>
    );
  }
  if (!INVOICEABLE.has(order.status)) return null;
  return (
    <>
      <Button variant="contained" startIcon={<DescriptionOutlined />} onClick={() => setCreating(true)}>
        {t('order.createInvoice')}
      </Button>
      {creating ? (
        <CreateInvoiceDialog
          open
          onClose={() => setCreating(false)}
          order={{ id: order.id, orderNumber: order.orderNumber }}
        />
      ) : null}
    </>
  );
}

/** Moves that end the order: their confirm button is red. */
const ENDING: ReadonlySet<OrderStatus> = new Set(['cancelled', 'refused', 'rejected']);

/** The order's next statuses (the server's `nextStatuses` only), each asked first with an optional note. */
function StatusCard({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const labels = useOrderLabels();
  const action = useOrderAction(order.id);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = (status: OrderStatus) => {
    setTarget(status);
    setNote('');
    setRefusal(null);
  };
  const confirm = () => {
    if (!target) return;
    action.mutate(
      { kind: 'status', body: { status: target, note: note.trim() || null } },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? labels.status(result.data.status));
          setTarget(null);
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  };
  return (
    <DetailCard title={t('status.title')}>
      <Typography sx={{ mb: 2 }}>{t('status.current', { status: labels.status(order.status) })}</Typography>
      {order.nextStatuses.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {order.nextStatuses.map((status) => (
            <Button
              key={status}
              variant="outlined"
              color={ENDING.has(status) ? 'error' : 'primary'}
              onClick={() => open(status)}
            >
              {t('status.moveTo', { status: labels.status(status) })}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('status.final')}</Typography>
      )}
      <ConfirmDialog
        open={target !== null}
        title={
          target ? t('status.confirmTitle', { number: order.orderNumber, status: labels.status(target) }) : ''
        }
        description={
          target ? (
            <>
              {t('status.confirmText', { from: labels.status(order.status), to: labels.status(target) })}
              {target === 'cancelled' ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {t('status.cancelWarning')}
                </Alert>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={t('status.confirm')}
        destructive={target !== null && ENDING.has(target)}
        pending={action.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      >
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          label={t('status.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </ConfirmDialog>
    </DetailCard>
  );
}

/** SPEC 3 "shipping info": the carrier and the tracking address; saving on a processing order ships it. */
function ShipmentCard({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const to = useOrdersT();
  const lang = useLanguage();
  const action = useOrderAction(order.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<OrderShipmentInput>({
    resolver: zodResolver(orderShipmentInput),
    defaultValues: { name: order.shipmentName ?? '', url: order.shipmentUrl ?? '' },
  });
  const { errors } = form.formState;
  const save = form.handleSubmit((body) => {
    setRefusal(null);
    action.mutate(
      { kind: 'shipment', body },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? t('shipment.saved'));
          form.reset({ name: result.data.shipmentName ?? '', url: result.data.shipmentUrl ?? '' });
        },
        onError: (error) => {
          if (!placeServerErrors(error, form.setError, ['name', 'url'])) setRefusal(messageOf(error));
        },
      },
    );
  });
  return (
    <DetailCard title={t('shipment.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('shipment.intro')}
      </Typography>
      {order.shippedAt ? (
        <Typography sx={{ mb: 2 }}>
          {t('shipment.shippedAt', { date: formatDateTime(order.shippedAt, lang) })}
        </Typography>
      ) : null}
      {order.shipmentUrl ? (
        <Box sx={{ mb: 2 }}>
          <TextAnchor href={order.shipmentUrl} target="_blank" rel="noopener noreferrer">
            {to('detail.track')}
          </TextAnchor>
        </Box>
      ) : null}
      {order.status === 'processing' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('shipment.shipsIt')}
        </Alert>
      ) : null}
      <FormAlert message={refusal} onClose={() => setRefusal(null)} />
      <Box component="form" noValidate onSubmit={save} className="no-print">
        <Stack spacing={2}>
          <RegisteredTextField<OrderShipmentInput>
            name="name"
            register={form.register}
            error={errors.name?.message}
            label={t('shipment.name')}
            required
            fullWidth
          />
          <RegisteredTextField<OrderShipmentInput>
            name="url"
            register={form.register}
            error={errors.url?.message}
            label={t('shipment.url')}
            helperText={t('shipment.urlHelp')}
            type="url"
            ltr
            required
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={action.isPending}>
              {t('shipment.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </DetailCard>
  );
}

/** The back office's own notes on the order, oldest first, and a form to add one. */
function NotesCard({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const lang = useLanguage();
  const action = useOrderAction(order.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<OrderNoteInput>({
    resolver: zodResolver(orderNoteInput),
    defaultValues: { body: '' },
  });
  const add = form.handleSubmit((body) => {
    setRefusal(null);
    action.mutate(
      { kind: 'note', body },
      {
        onSuccess: (result) => {
          notify.success(result.message ?? t('notes.added'));
          form.reset({ body: '' });
        },
        onError: (error) => {
          if (!placeServerErrors(error, form.setError, ['body'])) setRefusal(messageOf(error));
        },
      },
    );
  });
  return (
    <DetailCard title={t('notes.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notes.intro')}
      </Typography>
      {order.notes.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}>
          {order.notes.map((note) => {
            const date = formatDateTime(note.createdAt, lang);
            return (
              <Box component="li" key={note.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.body}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {note.adminName
                    ? t('notes.by', { name: note.adminName, date })
                    : t('notes.byUnknown', { date })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('notes.none')}
        </Typography>
      )}
      <FormAlert message={refusal} onClose={() => setRefusal(null)} />
      <Box component="form" noValidate onSubmit={add} className="no-print">
        <Stack spacing={2}>
          <RegisteredTextField<OrderNoteInput>
            name="body"
            register={form.register}
            error={form.formState.errors.body?.message}
            label={t('notes.body')}
            multiline
            minRows={2}
            required
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" disabled={action.isPending}>
              {t('notes.add')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </DetailCard>
  );
}

/** The customer (with the company and contacts) and the salesperson, each linked to their page. */
function PeopleCard({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const { customer, salesperson } = order;
  return (
    <DetailCard
      title={t('detail.people')}
      items={[
        {
          label: t('detail.customer'),
          value: (
            <Link component={RouterLink} to={paths.admin.to(`users/${customer.id}`)}>
              {customer.name}
            </Link>
          ),
        },
        { label: t('detail.company'), value: customer.companyName },
        { label: t('detail.email'), value: customer.email, ltr: true },
        { label: t('detail.phone'), value: customer.phone, ltr: true },
        {
          label: t('detail.salesperson'),
          value: salesperson ? (
            <Link component={RouterLink} to={paths.admin.to(`salespeople/${salesperson.id}`)}>
              {salesperson.name}
            </Link>
          ) : (
            t('detail.noSalesperson')
          ),
        },
      ]}
    />
  );
}

function PaymentCard({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const labels = useOrderLabels();
  return (
    <DetailCard
      title={t('detail.payment')}
      items={[
        {
          label: t('detail.paymentMethod'),
          value: order.paymentMethodName ?? labels.paymentMethod(order.paymentMethodCode),
        },
        { label: t('detail.paymentStatus'), value: <PaymentStatusChip status={order.paymentStatus} /> },
        {
          label: t('detail.coupon'),
          value: order.couponCode ?? t('detail.noCoupon'),
          ltr: Boolean(order.couponCode),
        },
        {
          label: t('detail.note'),
          value: <Box sx={{ whiteSpace: 'pre-wrap' }}>{order.note || t('detail.noNote')}</Box>,
        },
      ]}
    />
  );
}

function Payments({ order }: { order: AdminOrderDetail }) {
  const payments = useQuery(orderPaymentsQuery(order.id));
  if (!payments.data) return null;
  return (
    <Box className="no-print">
      <PaymentActions orderId={order.id} payments={payments.data} currency={order.currency} />
    </Box>
  );
}

function OrderScreen({ order }: { order: AdminOrderDetail }) {
  const t = useOrdersAdminT();
  const to = useOrdersT();
  const lang = useLanguage();
  const { flags } = useDeployment();
  return (
    <Box component="article" aria-labelledby="order-title">
      {orderPrintStyles}
      <PageHeader
        id="order-title"
        title={to('detail.title', { number: order.orderNumber })}
        back={{ to: paths.admin.to('order'), label: t('detail.back') }}
        subtitle={t('detail.placedOn', { date: formatDateTime(order.createdAt, lang) })}
        actions={
          flags.isOrderPrintable || flags.isInvoicesEnabled ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {flags.isInvoicesEnabled ? <InvoiceAction order={order} /> : null}
              {flags.isOrderPrintable ? (
                <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
                  {t('detail.print')}
                </Button>
              ) : null}
            </Stack>
          ) : undefined
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -2, mb: 3 }}>
        <OrderStatusChip status={order.status} size="medium" />
        <PaymentStatusChip status={order.paymentStatus} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={2}>
            <OrderItemsSection order={order} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <OrderDeliverySection order={order} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <OrderTotalsSection order={order} />
              </Grid>
            </Grid>
            <PeopleCard order={order} />
            <PaymentCard order={order} />
            <Payments order={order} />
            <OrderHistorySection order={order} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }} className="no-print">
          <Stack spacing={2}>
            <StatusCard order={order} />
            <ShipmentCard key={`${order.shipmentName}|${order.shipmentUrl}`} order={order} />
            <NotesCard order={order} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/** /admin-panel/secure/order/:id (SPEC 2 `order/{id}`): one order and what the back office does with it. */
export function OrderDetailPage() {
  const parsed = idParams.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : 0;
  const query = useQuery({ ...adminOrderDetailQuery(id), enabled: parsed.success });
  const home = paths.admin.to('order');
  if (!parsed.success) return <NotFound homeHref={home} />;
  const gate = loadGate(query, home);
  return gate.ready ? <OrderScreen order={gate.data} /> : gate.screen;
}
