import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  type OfflinePaymentBody,
  offlinePaymentBody,
  type PaymentRecord,
  type PaymentStatus,
  refundPaymentBody,
} from '@shop/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { type ChipTone, StatusChip } from '../../back-office/kit/status-chip.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { translateMessage } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/language.ts';
import { isApiError } from '../../lib/api-client.ts';
import { fromMinor, toMinor } from '../products/money.ts';
import { type PaymentAction, usePaymentAction } from './api.ts';
import { usePaymentsAdminT } from './i18n.ts';

const TONES: Record<PaymentStatus, ChipTone> = {
  pending: 'default',
  authorized: 'warning',
  captured: 'success',
  partially_refunded: 'warning',
  refunded: 'default',
  cancelled: 'default',
  failed: 'error',
};

type Dialog =
  | { kind: 'capture' | 'cancel' | 'refund'; payment: PaymentRecord }
  | { kind: 'record' }
  | { kind: 'closed' };

type OfflineMethod = NonNullable<OfflinePaymentBody['method']>;
const OFFLINE_METHODS: OfflineMethod[] = ['bank_transfer', 'cash', 'cheque'];

export interface PaymentActionsProps {
  orderId: number;
  /** The order's payments (`GET /api/admin/orders/:orderId/payments`, `orderPaymentsQuery`). */
  payments: PaymentRecord[];
  /** The order's currency, for the record-payment dialog; default the first payment's. */
  currency?: string;
}

/**
 * The payments of one order with the admin's actions (SPEC 4): capture an authorisation, cancel
 * it (it may incur fees and cannot be undone), refund what was captured, and record money
 * received offline. Each asks first; the server decides and says what it did. The admin order
 * screen embeds it; its list is read again after every action.
 */
export function PaymentActions({ orderId, payments, currency }: PaymentActionsProps) {
  const t = usePaymentsAdminT();
  const lang = useLanguage();
  const action = usePaymentAction(orderId);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<OfflineMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const money = (minor: number, code: string) => formatMoney(minor, code, lang);
  const orderCurrency = currency ?? payments[0]?.currency ?? 'GBP';

  const open = (next: Dialog) => {
    setFieldErrors({});
    if (next.kind === 'refund')
      setAmount(fromMinor(next.payment.capturedAmount - next.payment.refundedAmount));
    if (next.kind === 'record') {
      setAmount('');
      setReference('');
      setNote('');
      setMethod('bank_transfer');
    }
    setDialog(next);
  };
  const close = () => {
    if (!action.isPending) setDialog({ kind: 'closed' });
  };
  const run = (payload: PaymentAction, fallback: string) =>
    action.mutate(payload, {
      onSuccess: (result) => {
        notify.success(result.message ?? fallback);
        setDialog({ kind: 'closed' });
      },
      onError: (error) => {
        const errors = isApiError(error) ? error.fieldErrors : undefined;
        if (errors && Object.keys(errors).length > 0) {
          setFieldErrors(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? ''])));
          return;
        }
        notify.error(error);
        setDialog({ kind: 'closed' });
      },
    });

  /** The zod issue of the shared schema as the form shows it. */
  const issuesOf = (issues: { path: PropertyKey[]; message: string }[]) =>
    Object.fromEntries(
      issues.map((issue) => [String(issue.path[0] ?? '_'), translateMessage(issue.message)]),
    );

  const confirm = () => {
    if (dialog.kind === 'capture') run({ kind: 'capture', paymentId: dialog.payment.id }, t('capture.done'));
    if (dialog.kind === 'cancel') run({ kind: 'cancel', paymentId: dialog.payment.id }, t('cancel.done'));
    if (dialog.kind === 'refund') {
      const parsed = refundPaymentBody.safeParse({ amount: toMinor(amount) });
      if (!parsed.success) return setFieldErrors(issuesOf(parsed.error.issues));
      run({ kind: 'refund', paymentId: dialog.payment.id, body: parsed.data }, t('refund.done'));
    }
    if (dialog.kind === 'record') {
      const body = { amount: toMinor(amount), method, reference, note };
      const parsed = offlinePaymentBody.safeParse(body);
      if (!parsed.success) return setFieldErrors(issuesOf(parsed.error.issues));
      run({ kind: 'record', body: parsed.data }, t('record.done'));
    }
  };

  const shown = dialog.kind === 'closed' || dialog.kind === 'record' ? null : dialog.payment;
  const remaining = shown ? shown.capturedAmount - shown.refundedAmount : 0;
  const dialogText = {
    capture: {
      title: t('capture.title'),
      body: t('capture.body', { amount: shown ? money(shown.amount, shown.currency) : '' }),
      confirm: t('capture.confirm'),
    },
    cancel: {
      title: t('cancel.title'),
      body: t('cancel.body', { amount: shown ? money(shown.amount, shown.currency) : '' }),
      confirm: t('cancel.confirm'),
    },
    refund: {
      title: t('refund.title'),
      body: t('refund.body', { max: shown ? money(remaining, shown.currency) : '' }),
      confirm: t('refund.confirm'),
    },
    record: { title: t('record.title'), body: t('record.body'), confirm: t('record.confirm') },
  };
  const text = dialog.kind === 'closed' ? dialogText.capture : dialogText[dialog.kind];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-payments-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="order-payments-title" variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Button variant="outlined" onClick={() => open({ kind: 'record' })}>
          {t('record.button')}
        </Button>
      </Stack>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="order-payments-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.method')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell align="right">{t('columns.amount')}</TableCell>
              <TableCell align="right">{t('columns.captured')}</TableCell>
              <TableCell align="right">{t('columns.refunded')}</TableCell>
              <TableCell>{t('columns.reference')}</TableCell>
              <TableCell>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((payment) => {
              const refundable = payment.capturedAmount - payment.refundedAmount > 0;
              return (
                <TableRow key={payment.id}>
                  <TableCell>
                    {t(`methods.${payment.method}`)}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t(`providers.${payment.provider as 'stripe' | 'tap' | 'test' | 'offline'}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip label={t(`statuses.${payment.status}`)} tone={TONES[payment.status]} />
                    {payment.failureReason &&
                    (payment.status === 'failed' || payment.status === 'cancelled') ? (
                      <Typography variant="caption" component="div" color="text.secondary" dir="auto">
                        {payment.failureReason}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{money(payment.amount, payment.currency)}</TableCell>
                  <TableCell align="right">{money(payment.capturedAmount, payment.currency)}</TableCell>
                  <TableCell align="right">{money(payment.refundedAmount, payment.currency)}</TableCell>
                  <TableCell>{payment.reference ?? ''}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      {payment.status === 'authorized' ? (
                        <>
                          <Button
                            size="small"
                            variant="contained"
                            onClick={() => open({ kind: 'capture', payment })}
                          >
                            {t('capture.button')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => open({ kind: 'cancel', payment })}
                          >
                            {t('cancel.button')}
                          </Button>
                        </>
                      ) : null}
                      {(payment.status === 'captured' || payment.status === 'partially_refunded') &&
                      refundable ? (
                        <Button size="small" onClick={() => open({ kind: 'refund', payment })}>
                          {t('refund.button')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}

      <ConfirmDialog
        open={dialog.kind !== 'closed'}
        title={text.title}
        description={text.body}
        confirmLabel={text.confirm}
        destructive={dialog.kind === 'cancel'}
        pending={action.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        {dialog.kind === 'refund' || dialog.kind === 'record' ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {dialog.kind === 'record' ? (
              <TextField
                select
                label={t('record.method')}
                value={method}
                onChange={(event) => setMethod(event.target.value as OfflineMethod)}
              >
                {OFFLINE_METHODS.map((code) => (
                  <MenuItem key={code} value={code}>
                    {t(`methods.${code}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              label={t(dialog.kind === 'refund' ? 'refund.amount' : 'record.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(fieldErrors.amount)}
              helperText={fieldErrors.amount ?? (dialog.kind === 'record' ? orderCurrency : ' ')}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            {dialog.kind === 'record' ? (
              <>
                <TextField
                  label={t('record.reference')}
                  value={reference}
                  onChange={(event) => setReference(event.target.value)}
                  error={Boolean(fieldErrors.reference)}
                  helperText={fieldErrors.reference ?? ' '}
                />
                <TextField
                  label={t('record.note')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  error={Boolean(fieldErrors.note)}
                  helperText={fieldErrors.note ?? ' '}
                  multiline
                  minRows={2}
                />
              </>
            ) : null}
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Paper>
  );
}
