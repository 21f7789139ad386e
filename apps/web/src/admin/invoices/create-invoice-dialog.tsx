import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type CreateInvoiceInput, createInvoiceInput } from '@shop/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../back-office/kit/confirm-dialog.tsx';
import { FormAlert, placeServerErrors, RegisteredTextField } from '../../back-office/kit/fields.tsx';
import { notify } from '../../components/ui/toast/notify.ts';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/server-errors.ts';
import { useCreateInvoice } from './api.ts';
import { useInvoicesAdminT } from './i18n.ts';
import { InvoiceDateField, todayTyped } from './invoice-date-field.tsx';
import { OrderPicker } from './order-picker.tsx';

/**
 * SPEC 2 invoices: an invoice is made from one order (SPEC 5 "An order must be chosen"), dated
 * DD/MM/YYYY; the new invoice opens at once, still a draft.
 */
export function CreateInvoiceDialog({
  open,
  onClose,
  order,
}: {
  open: boolean;
  onClose: () => void;
  /** The order screen's own order, already chosen. */
  order?: { id: number; orderNumber: string };
}) {
  const t = useInvoicesAdminT();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CreateInvoiceInput>({
    // The API parses the typed date itself: the form sends what was typed, not the parsed day.
    resolver: zodResolver(createInvoiceInput, undefined, { raw: true }),
    defaultValues: { orderId: order?.id ?? null, invoiceDate: todayTyped(), note: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    setRefusal(null);
    create.mutate(body, {
      onSuccess: (result) => {
        notify.success(result.message ?? t('create.submit'));
        onClose();
        navigate(paths.admin.to(`invoices/${result.data.id}`));
      },
      onError: (error) => {
        if (!placeServerErrors(error, form.setError, ['orderId', 'invoiceDate', 'note'])) {
          setRefusal(messageOf(error));
        }
      },
    });
  });
  return (
    <ConfirmDialog
      open={open}
      title={t('create.title')}
      description={t('create.intro')}
      confirmLabel={t('create.submit')}
      pending={create.isPending}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <FormAlert message={refusal} onClose={() => setRefusal(null)} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={form.control}
          name="orderId"
          render={({ field }) => (
            <OrderPicker
              value={typeof field.value === 'number' ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.orderId?.message}
              {...(order ? { preset: { id: order.id, label: order.orderNumber } } : {})}
            />
          )}
        />
        <InvoiceDateField form={form} name="invoiceDate" error={errors.invoiceDate?.message} />
        <RegisteredTextField<CreateInvoiceInput>
          name="note"
          register={form.register}
          error={errors.note?.message}
          label={t('create.note')}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </ConfirmDialog>
  );
}
